-- task_120 (fenland_league, easy): How many league matches were played in December 2023?
SELECT COUNT(*) AS matches FROM fixture WHERE match_date BETWEEN '2023-12-01' AND '2023-12-31';
