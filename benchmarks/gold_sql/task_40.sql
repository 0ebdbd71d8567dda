SELECT highest_point, state_name FROM highlow WHERE lowest_elevation = '0';
