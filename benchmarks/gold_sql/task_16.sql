SELECT COUNT(river_name) FROM river WHERE traverse = 'new york';
