-- task_112 (restaurants, hard): Which cities in Napa County do not have a single Italian restaurant?
SELECT CITY_NAME FROM GEOGRAPHIC
WHERE COUNTY = 'napa county'
  AND CITY_NAME NOT IN (
    SELECT CITY_NAME FROM RESTAURANT WHERE FOOD_TYPE = 'italian' AND CITY_NAME IS NOT NULL);
