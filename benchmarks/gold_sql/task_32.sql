SELECT COUNT(city_name) FROM city WHERE population > 150000 AND state_name = 'florida';
