SELECT population FROM city WHERE population = (SELECT MAX(population) FROM city);
