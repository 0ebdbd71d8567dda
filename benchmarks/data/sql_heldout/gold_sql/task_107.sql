-- task_107 (restaurants, easy): How many Thai restaurants are there in Berkeley?
SELECT COUNT(*) AS thai_restaurants FROM RESTAURANT
WHERE FOOD_TYPE = 'thai' AND CITY_NAME = 'berkeley';
