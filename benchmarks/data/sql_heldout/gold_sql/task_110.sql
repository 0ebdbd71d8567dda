-- task_110 (restaurants, hard): In the city with the most pizza restaurants, how many restaurants are categorised as sushi?
WITH pizza AS (
  SELECT CITY_NAME, COUNT(*) AS n FROM RESTAURANT WHERE FOOD_TYPE = 'pizza' GROUP BY CITY_NAME)
SELECT COUNT(*) AS sushi_restaurants FROM RESTAURANT
WHERE FOOD_TYPE = 'sushi'
  AND CITY_NAME IN (SELECT CITY_NAME FROM pizza WHERE n = (SELECT MAX(n) FROM pizza));
