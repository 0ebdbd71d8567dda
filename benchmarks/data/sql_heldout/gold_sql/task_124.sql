-- task_124 (fenland_league, hard): Which player or players scored the most penalties? List each name with the number of penalties.
WITH pens AS (
  SELECT p.full_name, COUNT(*) AS penalties FROM goal g JOIN player p ON p.player_id = g.scorer_id
  WHERE g.goal_type = 'penalty'
  GROUP BY p.player_id, p.full_name)
SELECT full_name, penalties FROM pens WHERE penalties = (SELECT MAX(penalties) FROM pens);
