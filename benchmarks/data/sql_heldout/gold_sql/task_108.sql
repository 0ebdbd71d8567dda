-- task_108 (restaurants, medium): What's the average rating of Italian restaurants located in Santa Clara County?
SELECT AVG(r.RATING) AS avg_rating
FROM RESTAURANT r JOIN GEOGRAPHIC g ON g.CITY_NAME = r.CITY_NAME
WHERE g.COUNTY = 'santa clara county' AND r.FOOD_TYPE = 'italian';
