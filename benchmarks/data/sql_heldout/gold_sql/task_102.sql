-- task_102 (geography, easy): Which states does the Colorado River flow through?
SELECT DISTINCT traverse FROM river WHERE river_name = 'colorado';
