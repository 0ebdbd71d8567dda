-- task_103 (geography, easy): List every state whose highest point is more than 4000 metres above sea level, together with the name of that highest point.
SELECT state_name, highest_point FROM highlow
WHERE CAST(highest_elevation AS INTEGER) > 4000;
