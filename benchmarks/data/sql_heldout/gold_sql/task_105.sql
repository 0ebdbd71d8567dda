-- task_105 (geography, hard): Name the highest point of the most populous state.
SELECT highest_point FROM highlow
WHERE state_name IN (
  SELECT state_name FROM state WHERE population = (SELECT MAX(population) FROM state));
