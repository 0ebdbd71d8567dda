-- task_111 (restaurants, hard): In the city with the most restaurants overall, which Mexican restaurants have the highest rating? Show their names and that rating.
WITH per_city AS (SELECT CITY_NAME, COUNT(*) AS n FROM RESTAURANT GROUP BY CITY_NAME),
top_city AS (SELECT CITY_NAME FROM per_city WHERE n = (SELECT MAX(n) FROM per_city)),
mex AS (
  SELECT * FROM RESTAURANT
  WHERE FOOD_TYPE = 'mexican' AND CITY_NAME IN (SELECT CITY_NAME FROM top_city))
SELECT NAME, RATING FROM mex WHERE RATING = (SELECT MAX(RATING) FROM mex);
