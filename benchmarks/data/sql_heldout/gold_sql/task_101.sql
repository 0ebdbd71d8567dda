-- task_101 (geography, easy): What's the population density of Rhode Island?
SELECT density FROM state WHERE state_name = 'rhode island';
