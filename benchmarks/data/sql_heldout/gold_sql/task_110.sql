-- task_110 (restaurants, hard): How many sushi restaurants are in the city that has the most pizza places?
WITH pizza AS (SELECT CITY_NAME, COUNT(*) AS n FROM RESTAURANT WHERE FOOD_TYPE = 'pizza' GROUP BY CITY_NAME)
SELECT COUNT(*) FROM RESTAURANT
WHERE FOOD_TYPE = 'sushi' AND CITY_NAME IN (SELECT CITY_NAME FROM pizza WHERE n = (SELECT MAX(n) FROM pizza));
