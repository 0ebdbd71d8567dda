-- task_119 (fenland_league, easy): How many goalkeepers are registered in the league?
SELECT COUNT(*) AS goalkeepers FROM player WHERE position = 'GK';
