-- task_104 (geography, medium): What is the combined population of all the states the Mississippi River runs through?
SELECT SUM(population) AS total_population FROM state
WHERE state_name IN (SELECT traverse FROM river WHERE river_name = 'mississippi');
