-- task_121 (fenland_league, medium): What was the average attendance at Saint Ives United home matches?
SELECT AVG(f.attendance) AS avg_attendance
FROM fixture f JOIN team t ON t.team_id = f.home_team_id
WHERE t.team_name = 'St. Ives United';
