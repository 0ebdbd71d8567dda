SELECT lowest_point FROM highlow WHERE state_name IN (SELECT state_name FROM state WHERE area = (SELECT MAX(area) FROM state));
