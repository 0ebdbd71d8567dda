-- task_122 (fenland_league, medium): How many goals did forwards score in total?
SELECT COUNT(*) AS goals FROM goal g JOIN player p ON p.player_id = g.scorer_id
WHERE p.position = 'FW';
