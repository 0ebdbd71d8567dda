-- task_123 (fenland_league, hard): Who was the leading goalscorer for the team that won the most matches, and how many goals did he score?
WITH wins AS (
  SELECT team_id, COUNT(*) AS w FROM (
    SELECT home_team_id AS team_id FROM fixture WHERE home_goals > away_goals
    UNION ALL
    SELECT away_team_id FROM fixture WHERE away_goals > home_goals)
  GROUP BY team_id),
top_team AS (SELECT team_id FROM wins WHERE w = (SELECT MAX(w) FROM wins)),
scorers AS (
  SELECT p.full_name, COUNT(*) AS goals FROM goal g JOIN player p ON p.player_id = g.scorer_id
  WHERE p.team_id IN (SELECT team_id FROM top_team)
  GROUP BY p.player_id, p.full_name)
SELECT full_name, goals FROM scorers WHERE goals = (SELECT MAX(goals) FROM scorers);
