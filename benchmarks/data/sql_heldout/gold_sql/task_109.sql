-- task_109 (restaurants, medium): Give me the street address (house number and street name) of each Round Table Pizza in Palo Alto.
SELECT l.HOUSE_NUMBER, l.STREET_NAME
FROM RESTAURANT r JOIN LOCATION l ON l.RESTAURANT_ID = r.RESTAURANT_ID
WHERE r.NAME = 'round table pizza' AND r.CITY_NAME = 'palo alto';
