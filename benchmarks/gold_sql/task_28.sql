SELECT capital FROM state WHERE area = (SELECT MAX(area) FROM state);
