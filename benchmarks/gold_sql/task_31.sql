SELECT river_name FROM river WHERE traverse IN (SELECT border FROM border_info WHERE state_name = 'texas');
