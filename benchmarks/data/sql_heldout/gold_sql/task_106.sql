-- task_106 (geography, hard): Which state (or states) borders the largest number of other states? Give the state and how many states it borders.
WITH n AS (
  SELECT state_name, COUNT(DISTINCT border) AS neighbours FROM border_info GROUP BY state_name)
SELECT state_name, neighbours FROM n WHERE neighbours = (SELECT MAX(neighbours) FROM n);
