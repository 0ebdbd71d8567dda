"""The questions of the sql_heldout set, each with its database, difficulty and gold SQL."""

from __future__ import annotations

import textwrap
from typing import NamedTuple

from league import FOOTBALL


class Task(NamedTuple):
    task_id: str
    db_id: str
    difficulty: str
    question: str
    sql: str


def task(task_id: str, db_id: str, difficulty: str, question: str, sql: str) -> Task:
    return Task(task_id, db_id, difficulty, " ".join(question.split()), textwrap.dedent(sql).strip())


TASKS = [
    # ---------------------------------------------------------------- geography
    task(
        "task_101",
        "geography",
        "easy",
        "What's the population density of Rhode Island?",
        "SELECT density FROM state WHERE state_name = 'rhode island';",
    ),
    task(
        "task_102",
        "geography",
        "easy",
        "Which states does the Colorado River flow through?",
        "SELECT DISTINCT traverse FROM river WHERE river_name = 'colorado';",
    ),
    task(
        "task_103",
        "geography",
        "easy",
        """List every state whose highest point is more than 4000 metres above sea level,
        together with the name of that highest point.""",
        """
        SELECT state_name, highest_point FROM highlow
        WHERE CAST(highest_elevation AS INTEGER) > 4000;
        """,
    ),
    task(
        "task_104",
        "geography",
        "medium",
        "What is the combined population of all the states the Mississippi River runs through?",
        """
        SELECT SUM(population) AS total_population FROM state
        WHERE state_name IN (SELECT traverse FROM river WHERE river_name = 'mississippi');
        """,
    ),
    task(
        "task_105",
        "geography",
        "hard",
        "Name the highest point of the most populous state.",
        """
        SELECT highest_point FROM highlow
        WHERE state_name IN (
          SELECT state_name FROM state WHERE population = (SELECT MAX(population) FROM state));
        """,
    ),
    task(
        "task_106",
        "geography",
        "hard",
        """Which state (or states) borders the largest number of other states? Give the state and
        how many states it borders.""",
        """
        WITH n AS (
          SELECT state_name, COUNT(DISTINCT border) AS neighbours FROM border_info GROUP BY state_name)
        SELECT state_name, neighbours FROM n WHERE neighbours = (SELECT MAX(neighbours) FROM n);
        """,
    ),
    # ---------------------------------------------------------------- restaurants
    task(
        "task_107",
        "restaurants",
        "easy",
        "How many Thai restaurants are there in Berkeley?",
        """
        SELECT COUNT(*) AS thai_restaurants FROM RESTAURANT
        WHERE FOOD_TYPE = 'thai' AND CITY_NAME = 'berkeley';
        """,
    ),
    task(
        "task_108",
        "restaurants",
        "medium",
        "What's the average rating of Italian restaurants located in Santa Clara County?",
        """
        SELECT AVG(r.RATING) AS avg_rating
        FROM RESTAURANT r JOIN GEOGRAPHIC g ON g.CITY_NAME = r.CITY_NAME
        WHERE g.COUNTY = 'santa clara county' AND r.FOOD_TYPE = 'italian';
        """,
    ),
    task(
        "task_109",
        "restaurants",
        "medium",
        "Give me the street address (house number and street name) of each Round Table Pizza in Palo Alto.",
        """
        SELECT l.HOUSE_NUMBER, l.STREET_NAME
        FROM RESTAURANT r JOIN LOCATION l ON l.RESTAURANT_ID = r.RESTAURANT_ID
        WHERE r.NAME = 'round table pizza' AND r.CITY_NAME = 'palo alto';
        """,
    ),
    task(
        "task_110",
        "restaurants",
        "hard",
        "In the city with the most pizza restaurants, how many restaurants are categorised as sushi?",
        """
        WITH pizza AS (
          SELECT CITY_NAME, COUNT(*) AS n FROM RESTAURANT WHERE FOOD_TYPE = 'pizza' GROUP BY CITY_NAME)
        SELECT COUNT(*) AS sushi_restaurants FROM RESTAURANT
        WHERE FOOD_TYPE = 'sushi'
          AND CITY_NAME IN (SELECT CITY_NAME FROM pizza WHERE n = (SELECT MAX(n) FROM pizza));
        """,
    ),
    task(
        "task_111",
        "restaurants",
        "hard",
        """In the city with the most restaurants overall, which Mexican restaurants have the highest
        rating? Show their names and that rating.""",
        """
        WITH per_city AS (SELECT CITY_NAME, COUNT(*) AS n FROM RESTAURANT GROUP BY CITY_NAME),
        top_city AS (SELECT CITY_NAME FROM per_city WHERE n = (SELECT MAX(n) FROM per_city)),
        mex AS (
          SELECT * FROM RESTAURANT
          WHERE FOOD_TYPE = 'mexican' AND CITY_NAME IN (SELECT CITY_NAME FROM top_city))
        SELECT NAME, RATING FROM mex WHERE RATING = (SELECT MAX(RATING) FROM mex);
        """,
    ),
    task(
        "task_112",
        "restaurants",
        "hard",
        "Which cities in Napa County do not have a single Italian restaurant?",
        """
        SELECT CITY_NAME FROM GEOGRAPHIC
        WHERE COUNTY = 'napa county'
          AND CITY_NAME NOT IN (
            SELECT CITY_NAME FROM RESTAURANT WHERE FOOD_TYPE = 'italian' AND CITY_NAME IS NOT NULL);
        """,
    ),
    # ---------------------------------------------------------------- department_store
    task(
        "task_113",
        "department_store",
        "easy",
        "What is the average price of the products in the clothes category?",
        "SELECT AVG(product_price) AS avg_price FROM Products WHERE product_type_code = 'Clothes';",
    ),
    task(
        "task_114",
        "department_store",
        "medium",
        "What is the total value purchased from tesco, summed over all the products it supplies?",
        """
        SELECT SUM(ps.total_value_purchased) AS total_value
        FROM Product_Suppliers ps JOIN Suppliers s ON s.supplier_id = ps.supplier_id
        WHERE s.supplier_name = 'Tesco';
        """,
    ),
    task(
        "task_115",
        "department_store",
        "medium",
        "How many department stores does each chain have? List the chain name with its number of stores.",
        """
        SELECT c.dept_store_chain_name AS chain_name, COUNT(ds.dept_store_id) AS stores
        FROM Department_Store_Chain c
        LEFT JOIN Department_Stores ds ON ds.dept_store_chain_id = c.dept_store_chain_id
        GROUP BY c.dept_store_chain_id, c.dept_store_chain_name;
        """,
    ),
    task(
        "task_116",
        "department_store",
        "hard",
        """Which customer ordered the most expensive product that has ever been ordered? Give the
        customer's name and the product's name.""",
        """
        WITH ordered AS (
          SELECT c.customer_name, p.product_name, p.product_price
          FROM Order_Items oi
          JOIN Products p ON p.product_id = oi.product_id
          JOIN Customer_Orders o ON o.order_id = oi.order_id
          JOIN Customers c ON c.customer_id = o.customer_id)
        SELECT DISTINCT customer_name, product_name FROM ordered
        WHERE product_price = (SELECT MAX(product_price) FROM ordered);
        """,
    ),
    task(
        "task_117",
        "department_store",
        "hard",
        "Which suppliers supply the greatest number of different products, and how many products is that?",
        """
        WITH n AS (
          SELECT s.supplier_name, COUNT(DISTINCT ps.product_id) AS products
          FROM Suppliers s JOIN Product_Suppliers ps ON ps.supplier_id = s.supplier_id
          GROUP BY s.supplier_id, s.supplier_name)
        SELECT supplier_name, products FROM n WHERE products = (SELECT MAX(products) FROM n);
        """,
    ),
    task(
        "task_118",
        "department_store",
        "hard",
        "List the name and price of every product that nobody has ever ordered.",
        """
        SELECT product_name, product_price FROM Products
        WHERE product_id NOT IN (SELECT product_id FROM Order_Items WHERE product_id IS NOT NULL);
        """,
    ),
    # ---------------------------------------------------------------- fenland_league (invented)
    task(
        "task_119",
        FOOTBALL,
        "easy",
        "How many goalkeepers are registered in the league?",
        "SELECT COUNT(*) AS goalkeepers FROM player WHERE position = 'GK';",
    ),
    task(
        "task_120",
        FOOTBALL,
        "easy",
        "How many league matches were played in December 2023?",
        "SELECT COUNT(*) AS matches FROM fixture WHERE match_date BETWEEN '2023-12-01' AND '2023-12-31';",
    ),
    task(
        "task_121",
        FOOTBALL,
        "medium",
        "What was the average attendance at Saint Ives United home matches?",
        """
        SELECT AVG(f.attendance) AS avg_attendance
        FROM fixture f JOIN team t ON t.team_id = f.home_team_id
        WHERE t.team_name = 'St. Ives United';
        """,
    ),
    task(
        "task_122",
        FOOTBALL,
        "medium",
        "How many goals did forwards score in total?",
        """
        SELECT COUNT(*) AS goals FROM goal g JOIN player p ON p.player_id = g.scorer_id
        WHERE p.position = 'FW';
        """,
    ),
    task(
        "task_123",
        FOOTBALL,
        "hard",
        """Who was the leading goalscorer for the team that won the most matches, and how many goals
        did he score?""",
        """
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
        """,
    ),
    task(
        "task_124",
        FOOTBALL,
        "hard",
        "Which player or players scored the most penalties? List each name with the number of penalties.",
        """
        WITH pens AS (
          SELECT p.full_name, COUNT(*) AS penalties FROM goal g JOIN player p ON p.player_id = g.scorer_id
          WHERE g.goal_type = 'penalty'
          GROUP BY p.player_id, p.full_name)
        SELECT full_name, penalties FROM pens WHERE penalties = (SELECT MAX(penalties) FROM pens);
        """,
    ),
]
