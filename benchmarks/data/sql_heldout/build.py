"""Regenerates the sql_heldout task set (KDD Cup DataAgent-Bench layout) from its sources.

Sources: the three databases of shared/kdd_dev (reassembled from that set's task folders) and an
invented football-league database generated here from a fixed seed. Standard library only.

    python3 build.py            # rewrite input/, gold/, gold_sql/ and verify them
    python3 build.py --check    # rebuild into a temporary folder, compare with this one, verify
"""

from __future__ import annotations

import argparse
import csv
import filecmp
import io
import json
import math
import random
import shutil
import sqlite3
import sys
import tempfile
import textwrap
from datetime import date, timedelta
from pathlib import Path
from typing import NamedTuple

HERE = Path(__file__).resolve().parent
DEFAULT_KDD_DEV = HERE.parents[3] / "shared" / "kdd_dev"
SEED = 20240655
KDD_DBS = ("geography", "restaurants", "department_store")
FOOTBALL = "fenland_league"


# --------------------------------------------------------------------------- table i/o


def csv_text(cols, rows) -> bytes:
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\r\n")
    writer.writerow(cols)
    for row in rows:
        writer.writerow(["" if v is None else v for v in row])
    return buf.getvalue().encode("utf-8")


def json_text(name, cols, rows) -> bytes:
    records = [dict(zip(cols, row, strict=True)) for row in rows]
    return json.dumps({"table": name, "records": records}).encode("utf-8")


def read_sqlite_tables(path: Path) -> dict:
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        tables = {}
        query = "SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name"
        for name, ddl in con.execute(query).fetchall():
            cur = con.execute(f'SELECT * FROM "{name}"')
            tables[name] = (ddl, [c[0] for c in cur.description], [tuple(r) for r in cur.fetchall()])
        return tables
    finally:
        con.close()


def write_sqlite(path: Path, tables: dict) -> None:
    """tables: name -> (ddl, cols, rows); inserted in the given order."""
    if path.exists():
        path.unlink()
    con = sqlite3.connect(path)
    try:
        for name, (ddl, cols, rows) in tables.items():
            con.execute(ddl)
            if rows:
                marks = ", ".join("?" * len(cols))
                con.executemany(f'INSERT INTO "{name}" VALUES ({marks})', rows)
        con.commit()
    finally:
        con.close()


def as_csv_cells(row) -> list:
    return ["" if v is None else str(v) for v in row]


# --------------------------------------------------------------------------- kdd_dev sources


def load_kdd_database(kdd_dir: Path, db_id: str):
    """Reassembles one kdd_dev database; returns (tables, knowledge_md, source task names).

    Each kdd_dev task spreads the database's tables over csv/, json/ and db/. The typed copy of a
    table (with its DDL) is taken from the first task, by number, whose db/ holds it; every other
    copy in every task is compared against it, so a disagreement stops the build.
    """
    tasks = sorted(
        (p for p in (kdd_dir / "input").iterdir() if (p / "context" / "db" / f"{db_id}.sqlite").exists()),
        key=lambda p: int(p.name.split("_")[1]),
    )
    if not tasks:
        raise SystemExit(f"no kdd_dev task carries {db_id}")
    canonical: dict = {}
    copies = []
    knowledge = None
    for task in tasks:
        ctx = task / "context"
        text = (ctx / "knowledge.md").read_text(encoding="utf-8")
        if knowledge is None:
            knowledge = text
        elif text != knowledge:
            raise SystemExit(f"{task.name}: knowledge.md differs from the other {db_id} tasks")
        for name, table in read_sqlite_tables(ctx / "db" / f"{db_id}.sqlite").items():
            canonical.setdefault(name, table)
            copies.append((task.name, name, "db", table[1], table[2]))
        for path in sorted((ctx / "csv").glob("*.csv")):
            with path.open(newline="", encoding="utf-8") as fh:
                rows = list(csv.reader(fh))
            copies.append((task.name, path.stem, "csv", rows[0], rows[1:]))
        for path in sorted((ctx / "json").glob("*.json")):
            doc = json.loads(path.read_text(encoding="utf-8"))
            if doc["table"] != path.stem:
                raise SystemExit(f"{path}: table name {doc['table']!r} does not match the file")
            recs = doc["records"]
            cols = list(recs[0]) if recs else []
            copies.append((task.name, path.stem, "json", cols, [tuple(r[c] for c in cols) for r in recs]))
    per_task: dict = {}
    for task_name, name, kind, cols, rows in copies:
        if name not in canonical:
            raise SystemExit(f"{db_id}.{name} never sits in a db/ file, so its column types are unknown")
        _, ccols, crows = canonical[name]
        same = list(cols) == list(ccols) and (
            [list(r) for r in rows] == [as_csv_cells(r) for r in crows]
            if kind == "csv"
            else [tuple(r) for r in rows] == list(crows)
        )
        if not same:
            raise SystemExit(f"{task_name}: {kind} copy of {db_id}.{name} differs from the db/ copy")
        per_task.setdefault(task_name, []).append(name)
    for task_name, names in per_task.items():
        if sorted(names) != sorted(canonical):
            raise SystemExit(f"{task_name}: tables {sorted(names)} != {sorted(canonical)}")
    tables = {name: canonical[name] for name in sorted(canonical)}
    return tables, knowledge, [t.name for t in tasks]


# --------------------------------------------------------------------------- invented database

TEAMS = [
    # team_name, short_code, home town, founded, kit colours, strength
    ("Ashbury Rovers", "ASR", "Ashbury", 1884, "Amber and Black", 1.05),
    ("St. Ives United", "SIU", "St. Ives", 1889, "Sky Blue", 0.95),
    ("Kingsmere Athletic", "KMA", "Kingsmere", 1901, "Claret", 1.40),
    ("Port Wenlow FC", "PWF", "Port Wenlow", 1878, "Navy and White", 0.90),
    ("Harrowgate Town", "HGT", "Harrowgate", 1912, "Green", 1.00),
    ("Fenwick City", "FNC", "Fenwick", 1894, "Red", 1.20),
    ("Mardale Wanderers", "MDW", "Mardale", 1887, "Black and White", 0.85),
    ("Eastholme Albion", "EHA", "Eastholme", 1903, "Royal Blue", 1.00),
    ("Brackley Vale", "BRV", "Brackley", 1921, "Orange", 0.80),
    ("Oakridge Borough", "OKB", "Oakridge", 1899, "Maroon", 0.95),
    ("Lowestone Rangers", "LWR", "Lowestone", 1880, "Blue and White", 1.10),
    ("Northcote Dynamos", "NCD", "Northcote", 1946, "Yellow", 0.90),
    ("Silverbridge FC", "SBF", "Silverbridge", 1885, "Silver and Blue", 1.15),
    ("Redmarsh County", "RMC", "Redmarsh", 1892, "Red and White", 0.85),
    ("Thornbury Celtic", "THC", "Thornbury", 1908, "Green and White", 1.00),
    ("Westerby Athletic", "WBA", "Westerby", 1897, "Purple", 0.90),
    ("Glenmoor Hotspur", "GMH", "Glenmoor", 1910, "White", 1.05),
    ("AFC Calderbrook", "ACB", "Calderbrook", 2004, "Tangerine", 0.75),
    ("Penhallow Town", "PHT", "Penhallow", 1883, "Black and Gold", 0.95),
    ("Queensferry Swifts", "QFS", "Queensferry", 1925, "Sky Blue and Navy", 0.90),
]


def bar_list(text: str) -> list[str]:
    return text.split("|")


STADIUMS = bar_list(
    "The Meadow|Stennack Park|Kingsmere Park|Harbour Road|Victoria Ground|City Stadium|Fellside|"
    "Eastholme Lane|Vale Park|The Borough Ground|Riverside|Dynamo Arena|Bridge Street|Marsh Lane|"
    "Celtic Park Road|Westerby Recreation Ground|Moor Lane|The Brook Stadium|Penhallow Fields|Ferry Road"
)
# the 15th club's post is vacant
MANAGERS = bar_list(
    "Gareth Pryce|Dominic Hale|Sandra Whitlock|Colin McBride|Ray Okafor|Martin De Vries|Ewan Fraser|"
    "Paulo Santos|Neil Ashworth|Ian Crowther|Steve O'Donnell|Helen Marsh|Tony Abara|Graham Leckie||"
    "Lee Whitfield|Andy Kerrigan|Mick Fairweather|Jonas Lindqvist|Dave Penrose"
)
# nationality -> (first names, surnames, weight)
NAME_POOLS = {
    "England": (
        "Jack Harry Tom Callum Ben Josh Luke Ryan Jamie Kieran Connor Danny Sam Lewis Nathan Owen "
        "Reece Alfie",
        "Walker Thompson Hughes Bennett Clarke Fletcher Harding Cole Turner Marsh Pickering Dawson Holt "
        "Barnes Ainsworth Shaw Whitehouse Lowe Rowntree Gibbs",
        60,
    ),
    "Scotland": (
        "Ross Euan Fraser Callum Craig Lachlan",
        "McAllister MacLeod Fraser Buchanan McKenna Robertson Duncan",
        10,
    ),
    "Ireland": ("Sean Cian Darragh Conor Eoin", "O'Neill Byrne Murphy O'Brien Kavanagh Doyle", 7),
    "Wales": ("Rhys Gethin Ieuan Dylan", "Jones Evans Pryce Llewellyn Morgan", 6),
    "Netherlands": ("Jan Daan Sem Joris", "van_der_Berg de_Jong Bakker Visser", 3),
    "Spain": ("Tomás Álvaro Iker Raúl", "Herrera Muñoz Ibáñez Castaño", 3),
    "Ghana": ("Kwame Kofi Yaw Emmanuel", "Mensah Asante Boateng Owusu", 3),
    "France": ("Théo Lucas Hugo Maxime", "Lefèvre Dubois Moreau Girard", 3),
    "Nigeria": ("Chidi Tunde Femi Ikenna", "Okafor Adeyemi Eze Balogun", 3),
    "Poland": ("Kacper Piotr Jakub", "Nowak Kowalczyk Wiśniewski", 2),
}
SQUAD = ["GK", "GK", "DF", "DF", "DF", "DF", "DF", "MF", "MF", "MF", "MF", "FW", "FW"]
SCORING_WEIGHT = {"GK": 0.0, "DF": 0.6, "MF": 2.0, "FW": 4.5}
# name, region ("" = not assigned to one)
REFEREES = [
    tuple(r.split(":"))
    for r in bar_list(
        "Alan Whitcombe:North|Bryony Castle:Midlands|Craig Dunmore:North|Deepak Sandhu:South East|"
        "Eleanor Vickers:South West|Frank Ollerton:North|Gavin Trelawny:South West|Hamid Rahman:Midlands|"
        "Ian McCrory:North|Julia Fenn:East|Keith Arbuthnot:East|Lorna Baxendale:North|Mark Idowu:South East|"
        "Nigel Threlfall:|Owen Pascoe:South West|Paula Greaves:Midlands|Quentin Hollis:South East|"
        "Robert Szymański:East|Simon Ackroyd:North|Tara Dineen:Midlands"
    )
]
FOOTBALL_DDL = {
    "stadium": """CREATE TABLE stadium (
  stadium_id INTEGER PRIMARY KEY,
  stadium_name TEXT NOT NULL,
  town TEXT NOT NULL,
  capacity INTEGER NOT NULL,
  opened_year INTEGER,
  surface TEXT NOT NULL
)""",
    "team": """CREATE TABLE team (
  team_id INTEGER PRIMARY KEY,
  team_name TEXT NOT NULL,
  short_code TEXT NOT NULL,
  home_town TEXT NOT NULL,
  founded_year INTEGER NOT NULL,
  kit_colours TEXT,
  manager_name TEXT,
  stadium_id INTEGER NOT NULL REFERENCES stadium(stadium_id)
)""",
    "player": """CREATE TABLE player (
  player_id INTEGER PRIMARY KEY,
  team_id INTEGER NOT NULL REFERENCES team(team_id),
  full_name TEXT NOT NULL,
  position TEXT NOT NULL,
  shirt_number INTEGER NOT NULL,
  date_of_birth TEXT NOT NULL,
  nationality TEXT NOT NULL,
  height_cm INTEGER
)""",
    "referee": """CREATE TABLE referee (
  referee_id INTEGER PRIMARY KEY,
  referee_name TEXT NOT NULL,
  region TEXT,
  list_level TEXT NOT NULL,
  first_season INTEGER NOT NULL
)""",
    "fixture": """CREATE TABLE fixture (
  fixture_id INTEGER PRIMARY KEY,
  round_no INTEGER NOT NULL,
  match_date TEXT NOT NULL,
  home_team_id INTEGER NOT NULL REFERENCES team(team_id),
  away_team_id INTEGER NOT NULL REFERENCES team(team_id),
  referee_id INTEGER NOT NULL REFERENCES referee(referee_id),
  home_goals INTEGER NOT NULL,
  away_goals INTEGER NOT NULL,
  attendance INTEGER
)""",
    "goal": """CREATE TABLE goal (
  goal_id INTEGER PRIMARY KEY,
  fixture_id INTEGER NOT NULL REFERENCES fixture(fixture_id),
  team_id INTEGER NOT NULL REFERENCES team(team_id),
  scorer_id INTEGER NOT NULL REFERENCES player(player_id),
  minute INTEGER NOT NULL,
  goal_type TEXT NOT NULL
)""",
}


def poisson(rng: random.Random, lam: float) -> int:
    limit, k, p = math.exp(-lam), 0, 1.0
    while True:
        p *= rng.random()
        if p < limit:
            return k
        k += 1


def round_robin(n: int) -> list:
    """Circle-method single round robin: n-1 rounds of n/2 unordered index pairs."""
    order = list(range(n))
    rounds = []
    for _ in range(n - 1):
        rounds.append([(order[i], order[n - 1 - i]) for i in range(n // 2)])
        order = [order[0], order[-1], *order[1:-1]]
    return rounds


def build_football(seed: int) -> dict:
    """Fenland League 2023-24 first half-season: every team plays every other once."""
    rng = random.Random(f"{seed}:football")
    stadium_rows, team_rows = [], []
    for i, (name, code, town, founded, kit, _) in enumerate(TEAMS, start=1):
        capacity = rng.randrange(3500, 31000, 50)
        opened = None if i in (9, 17) else rng.randint(max(founded, 1890), 2012)
        surface = rng.choices(["grass", "hybrid", "artificial"], [12, 5, 3])[0]
        stadium_rows.append((i, STADIUMS[i - 1], town, capacity, opened, surface))
        kit = None if i == 12 else kit
        team_rows.append((i, name, code, town, founded, kit, MANAGERS[i - 1] or None, i))

    player_rows, used_names = [], set()
    squads = {}
    nations = list(NAME_POOLS)
    weights = [NAME_POOLS[n][2] for n in nations]
    for team_id in range(1, len(TEAMS) + 1):
        numbers = {
            "GK": [1, 13, 31],
            "DF": [2, 3, 4, 5, 6, 12, 15, 22],
            "MF": [7, 8, 10, 11, 14, 16, 18, 20],
            "FW": [9, 17, 19, 23, 29],
        }
        squads[team_id] = []
        for pos in SQUAD:
            while True:
                nation = rng.choices(nations, weights)[0]
                first, last, _ = NAME_POOLS[nation]
                full = f"{rng.choice(first.split())} {rng.choice(last.split()).replace('_', ' ')}"
                if full not in used_names:
                    used_names.add(full)
                    break
            shirt = numbers[pos].pop(0 if pos == "GK" else rng.randrange(len(numbers[pos])))
            born = date(1988, 1, 1) + timedelta(days=rng.randint(0, 6200))
            height = rng.randint(184, 197) if pos == "GK" else rng.randint(167, 193)
            if rng.random() < 0.04:
                height = None
            pid = len(player_rows) + 1
            player_rows.append((pid, team_id, full, pos, shirt, born.isoformat(), nation, height))
            finishing = rng.uniform(0.5, 1.6)
            squads[team_id].append((pid, pos, SCORING_WEIGHT[pos] * finishing))

    referee_rows = []
    for i, (name, region) in enumerate(REFEREES, start=1):
        level = rng.choices(["National List", "Select Group", "Regional"], [10, 4, 6])[0]
        referee_rows.append((i, name, region or None, level, rng.randint(2004, 2021)))

    fixture_rows, goal_rows = [], []
    first_saturday = date(2023, 8, 12)
    strength = {i: t[5] for i, t in enumerate(TEAMS, start=1)}
    home_games = dict.fromkeys(strength, 0)
    was_home = dict.fromkeys(strength, False)
    for r, pairs in enumerate(round_robin(len(TEAMS)), start=1):
        saturday = first_saturday + timedelta(days=7 * (r - 1))
        for a_ix, b_ix in pairs:
            # home to whoever has hosted less, then whoever was away last round, so it stays 9 or 10
            a, b = a_ix + 1, b_ix + 1
            key_a, key_b = (home_games[a], was_home[a]), (home_games[b], was_home[b])
            home, away = (a, b) if key_a < key_b or (key_a == key_b and rng.random() < 0.5) else (b, a)
            home_games[home] += 1
            was_home[home], was_home[away] = True, False
            day = saturday + timedelta(days=rng.choices([0, 1, -1, 3], [14, 4, 1, 1])[0])
            capacity = stadium_rows[home - 1][3]
            attendance = None if rng.random() < 0.05 else int(capacity * rng.uniform(0.35, 0.97))
            goals = []
            for side, other in ((home, away), (away, home)):
                lam = 0.74 * strength[side] / strength[other] * (1.12 if side == home else 0.88)
                goals += [side] * poisson(rng, lam)
            fixture_id = len(fixture_rows) + 1
            minutes = sorted(rng.sample(range(1, 96), len(goals)))
            rng.shuffle(goals)
            for side, minute in zip(goals, minutes, strict=True):
                squad = [p for p in squads[side] if p[2] > 0]
                kind = rng.choices(["open play", "header", "penalty", "free kick"], [70, 18, 9, 3])[0]
                if kind == "penalty":
                    takers = sorted(squad, key=lambda p: -p[2])[:2]
                    scorer = takers[0][0] if rng.random() < 0.8 else takers[1][0]
                else:
                    scorer = rng.choices([p[0] for p in squad], [p[2] for p in squad])[0]
                goal_rows.append((len(goal_rows) + 1, fixture_id, side, scorer, minute, kind))
            home_goals = sum(1 for g in goals if g == home)
            ref = rng.randint(1, len(referee_rows))
            fixture_rows.append(
                (
                    fixture_id,
                    r,
                    day.isoformat(),
                    home,
                    away,
                    ref,
                    home_goals,
                    len(goals) - home_goals,
                    attendance,
                )
            )
    rows = {
        "stadium": stadium_rows,
        "team": team_rows,
        "player": player_rows,
        "referee": referee_rows,
        "fixture": fixture_rows,
        "goal": goal_rows,
    }
    tables = {}
    for name, ddl in FOOTBALL_DDL.items():
        con = sqlite3.connect(":memory:")
        con.execute(ddl)
        cols = [c[1] for c in con.execute(f"PRAGMA table_info({name})")]
        con.close()
        tables[name] = (ddl, cols, rows[name])
    return tables


# the sentence kdd_dev's knowledge.md files carry, kept word for word
SPLIT_NOTE = (
    "The data for this task is split across several files (CSV, JSON and SQLite); every table below "
    "appears in exactly one of them. Table names match file names (CSV/JSON) or table names inside "
    "the SQLite file."
)
FOOTBALL_KNOWLEDGE = """# fenland_league database

Results of the first half of the 2023-24 season of the Fenland League, an invented semi-professional
football league of twenty clubs. Every club played every other club once between August and December
2023, on or around Saturdays. Each club plays its home matches at its own stadium. Dates are ISO
(`YYYY-MM-DD`). Names are stored with ordinary capitalisation, exactly as the clubs publish them.

{split_note}

## Table `stadium` ({stadium} rows)

One row per ground. `capacity` is the licensed capacity in spectators. `opened_year` is the year the
ground first hosted the club and is missing where the club could not say. `surface` is one of
`grass`, `hybrid` or `artificial`.

| column | type | primary key | description |
|---|---|---|---|
| stadium_id | INTEGER | yes | stadium id |
| stadium_name | TEXT |  | name of the ground |
| town | TEXT |  | town the ground is in |
| capacity | INTEGER |  | licensed capacity (spectators) |
| opened_year | INTEGER |  | year opened; NULL when unknown |
| surface | TEXT |  | playing surface: grass, hybrid or artificial |

## Table `team` ({team} rows)

One row per club. `short_code` is the three-letter code used on scoreboards. `manager_name` is the
first-team manager at the end of December 2023 and is empty for a club whose post was vacant.
`kit_colours` describes the home kit and is missing for one club.

| column | type | primary key | description |
|---|---|---|---|
| team_id | INTEGER | yes | team id |
| team_name | TEXT |  | official club name |
| short_code | TEXT |  | three-letter club code |
| home_town | TEXT |  | town the club represents |
| founded_year | INTEGER |  | year the club was founded |
| kit_colours | TEXT |  | home kit colours |
| manager_name | TEXT |  | first-team manager; NULL when vacant |
| stadium_id | INTEGER |  | home ground |

- `team.stadium_id` references `stadium.stadium_id`

## Table `player` ({player} rows)

One row per registered first-team player; every player belongs to exactly one club for the whole
period. `position` is a two-letter code: `GK` goalkeeper, `DF` defender, `MF` midfielder, `FW`
forward. `height_cm` is missing for a few players.

| column | type | primary key | description |
|---|---|---|---|
| player_id | INTEGER | yes | player id |
| team_id | INTEGER |  | club the player is registered with |
| full_name | TEXT |  | player's name |
| position | TEXT |  | GK, DF, MF or FW |
| shirt_number | INTEGER |  | squad number |
| date_of_birth | TEXT |  | ISO date of birth |
| nationality | TEXT |  | sporting nationality (country name) |
| height_cm | INTEGER |  | height in centimetres; NULL when unknown |

- `player.team_id` references `team.team_id`

## Table `referee` ({referee} rows)

Match officials. `region` is the refereeing region the official is attached to (missing for one
official); `list_level` is the official's grade; `first_season` is the first season (starting year)
the official refereed in the league.

| column | type | primary key | description |
|---|---|---|---|
| referee_id | INTEGER | yes | referee id |
| referee_name | TEXT |  | referee's name |
| region | TEXT |  | refereeing region; NULL when unassigned |
| list_level | TEXT |  | grade: National List, Select Group or Regional |
| first_season | INTEGER |  | first league season refereed |

## Table `fixture` ({fixture} rows)

One row per league match played. `home_goals` and `away_goals` are the final score; a win is a match in
which a side scored more goals than its opponent. `attendance` is the number of spectators reported
by the home club and is missing where the club filed no figure. `round_no` runs from 1 to 19.

| column | type | primary key | description |
|---|---|---|---|
| fixture_id | INTEGER | yes | fixture id |
| round_no | INTEGER |  | round of the season |
| match_date | TEXT |  | ISO date the match was played |
| home_team_id | INTEGER |  | home club |
| away_team_id | INTEGER |  | away club |
| referee_id | INTEGER |  | referee in charge |
| home_goals | INTEGER |  | goals scored by the home club |
| away_goals | INTEGER |  | goals scored by the away club |
| attendance | INTEGER |  | spectators; NULL when not reported |

- `fixture.home_team_id` references `team.team_id`
- `fixture.away_team_id` references `team.team_id`
- `fixture.referee_id` references `referee.referee_id`

## Table `goal` ({goal} rows)

One row per goal scored, credited to the scoring club (`team_id`) and the player who scored it. There
are no own goals in this half-season. `goal_type` is one of `open play`, `header`, `penalty` or
`free kick`. `minute` is the minute of the match (stoppage time counted on, so it can exceed 90).

| column | type | primary key | description |
|---|---|---|---|
| goal_id | INTEGER | yes | goal id |
| fixture_id | INTEGER |  | match the goal was scored in |
| team_id | INTEGER |  | club credited with the goal |
| scorer_id | INTEGER |  | player who scored |
| minute | INTEGER |  | minute of the match |
| goal_type | TEXT |  | open play, header, penalty or free kick |

- `goal.fixture_id` references `fixture.fixture_id`
- `goal.team_id` references `team.team_id`
- `goal.scorer_id` references `player.player_id`
"""


# --------------------------------------------------------------------------- tasks


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


# --------------------------------------------------------------------------- building


def run_sql(db_path: Path, sql: str):
    con = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    try:
        cur = con.execute(sql)
        return [c[0] for c in cur.description], [tuple(r) for r in cur.fetchall()]
    finally:
        con.close()


def place_tables(task_id: str, names) -> dict:
    """Random split of a database's tables over csv/json/db, a third each, seeded per task."""
    names = sorted(names)
    random.Random(f"{SEED}:{task_id}:placement").shuffle(names)
    third = round(len(names) / 3)
    return {n: ("csv" if i < third else "json" if i < 2 * third else "db") for i, n in enumerate(names)}


def build(out: Path, kdd_dir: Path, full_dir: Path) -> dict:
    """Writes input/, gold/, gold_sql/ under out and the full databases under full_dir."""
    databases, knowledge, sources = {}, {}, {}
    for db_id in KDD_DBS:
        databases[db_id], knowledge[db_id], sources[db_id] = load_kdd_database(kdd_dir, db_id)
    football = build_football(SEED)
    databases[FOOTBALL] = football
    knowledge[FOOTBALL] = FOOTBALL_KNOWLEDGE.format(
        split_note=SPLIT_NOTE, **{n: len(t[2]) for n, t in football.items()}
    )
    for db_id, tables in databases.items():
        write_sqlite(full_dir / f"{db_id}.sqlite", tables)

    for sub in ("input", "gold", "gold_sql"):
        shutil.rmtree(out / sub, ignore_errors=True)
    for task_id, db_id, difficulty, question, sql in TASKS:
        tables = databases[db_id]
        ctx = out / "input" / task_id / "context"
        for kind in ("csv", "json", "db"):
            (ctx / kind).mkdir(parents=True)
        task_json = {"task_id": task_id, "difficulty": difficulty, "question": question}
        (out / "input" / task_id / "task.json").write_text(
            json.dumps(task_json, indent=2) + "\n", encoding="utf-8"
        )
        (ctx / "knowledge.md").write_text(knowledge[db_id], encoding="utf-8")
        in_db = {}
        for name, kind in place_tables(task_id, tables).items():
            _, cols, rows = tables[name]
            if kind == "csv":
                (ctx / "csv" / f"{name}.csv").write_bytes(csv_text(cols, rows))
            elif kind == "json":
                (ctx / "json" / f"{name}.json").write_bytes(json_text(name, cols, rows))
            else:
                in_db[name] = tables[name]
        write_sqlite(ctx / "db" / f"{db_id}.sqlite", {n: in_db[n] for n in sorted(in_db)})

        cols, rows = run_sql(full_dir / f"{db_id}.sqlite", sql)
        (out / "gold" / task_id).mkdir(parents=True)
        (out / "gold" / task_id / "gold.csv").write_bytes(csv_text(cols, rows))
        (out / "gold_sql").mkdir(exist_ok=True)
        header = f"-- {task_id} ({db_id}, {difficulty}): {question}\n"
        (out / "gold_sql" / f"{task_id}.sql").write_text(header + sql + "\n", encoding="utf-8")
    return {"databases": databases, "sources": sources}


# --------------------------------------------------------------------------- verification


def read_task_tables(ctx: Path, db_id: str) -> dict:
    """name -> (kind, cols, rows as stored: csv text cells, json values, sqlite values)."""
    found = {}

    def add(name, item):
        if name in found:
            raise AssertionError(f"{ctx}: table {name} appears twice")
        found[name] = item

    for path in sorted((ctx / "csv").glob("*.csv")):
        raw = path.read_bytes()
        assert raw.endswith(b"\r\n") and raw.split(b"\n", 1)[0].endswith(b"\r"), f"{path}: not CRLF"
        with path.open(newline="", encoding="utf-8") as fh:
            rows = list(csv.reader(fh))
        add(path.stem, ("csv", rows[0], [tuple(r) for r in rows[1:]]))
    for path in sorted((ctx / "json").glob("*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        assert doc["table"] == path.stem, path
        cols = list(doc["records"][0]) if doc["records"] else []
        add(path.stem, ("json", cols, [tuple(r[c] for c in cols) for r in doc["records"]]))
    dbs = list((ctx / "db").glob("*.sqlite"))
    assert [p.name for p in dbs] == [f"{db_id}.sqlite"], f"{ctx}: db files {dbs}"
    for name, (_, cols, rows) in read_sqlite_tables(dbs[0]).items():
        add(name, ("db", cols, rows))
    return found


def parse_gold(path: Path):
    raw = path.read_bytes()
    assert raw.endswith(b"\r\n"), f"{path}: not CRLF"
    with path.open(newline="", encoding="utf-8") as fh:
        rows = list(csv.reader(fh))
    return rows[0], rows[1:]


def verify(out: Path, full_dir: Path, databases: dict) -> list:
    summary = []
    task_ids = sorted(p.name for p in (out / "input").iterdir())
    assert task_ids == sorted(t.task_id for t in TASKS), task_ids
    for task_id, db_id, difficulty, question, _ in TASKS:
        meta = json.loads((out / "input" / task_id / "task.json").read_text(encoding="utf-8"))
        assert meta == {"task_id": task_id, "difficulty": difficulty, "question": question}, task_id
        ctx = out / "input" / task_id / "context"
        assert (ctx / "knowledge.md").is_file(), f"{task_id}: no knowledge.md"
        found = read_task_tables(ctx, db_id)
        tables = databases[db_id]
        assert sorted(found) == sorted(tables), f"{task_id}: tables {sorted(found)}"
        for name, (kind, cols, rows) in found.items():
            _, ccols, crows = tables[name]
            assert list(cols) == list(ccols), f"{task_id}.{name}: columns"
            expect = [tuple(as_csv_cells(r)) for r in crows] if kind == "csv" else list(crows)
            assert rows == expect, f"{task_id}.{name} ({kind}): content differs from the full database"
        kinds = {kind for kind, _, _ in found.values()}
        assert kinds == {"csv", "json", "db"}, f"{task_id}: placement {kinds}"

        sql_file = (out / "gold_sql" / f"{task_id}.sql").read_text(encoding="utf-8")
        cols, rows = run_sql(full_dir / f"{db_id}.sqlite", sql_file)
        gold_cols, gold_rows = parse_gold(out / "gold" / task_id / "gold.csv")
        assert gold_cols == cols, f"{task_id}: gold header {gold_cols} != {cols}"
        assert gold_rows == [as_csv_cells(r) for r in rows], f"{task_id}: gold.csv differs from its SQL"
        assert rows, f"{task_id}: empty gold"
        assert not (len(rows) == 1 and len(rows[0]) == 1 and rows[0][0] in (0, None)), f"{task_id}: zero gold"
        summary.append((task_id, db_id, difficulty, question, f"{len(rows)}x{len(cols)}"))
    return summary


def compare_trees(built: Path, here: Path) -> list:
    """Differences between a fresh build and this folder; sqlite files compared by content."""
    problems = []
    for sub in ("input", "gold", "gold_sql"):
        a = {p.relative_to(built) for p in (built / sub).rglob("*") if p.is_file()}
        b = (
            {p.relative_to(here) for p in (here / sub).rglob("*") if p.is_file()}
            if (here / sub).exists()
            else set()
        )
        problems += [f"missing here: {p}" for p in sorted(a - b)] + [
            f"extra here: {p}" for p in sorted(b - a)
        ]
        for rel in sorted(a & b):
            if rel.suffix == ".sqlite":
                if read_sqlite_tables(built / rel) != read_sqlite_tables(here / rel):
                    problems.append(f"differs: {rel}")
            elif not filecmp.cmp(built / rel, here / rel, shallow=False):
                problems.append(f"differs: {rel}")
    return problems


def print_summary(summary, out: Path) -> None:
    print(f"{'task':9} {'db':17} {'difficulty':10} {'gold':6} question")
    for task_id, db_id, difficulty, question, shape in summary:
        print(f"{task_id:9} {db_id:17} {difficulty:10} {shape:6} {question}")
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    print(f"\n{len(summary)} tasks verified; folder holds {size / 1e6:.2f} MB")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kdd-dev", type=Path, default=DEFAULT_KDD_DEV, help="shared/kdd_dev folder")
    parser.add_argument(
        "--check", action="store_true", help="rebuild elsewhere and compare, writing nothing here"
    )
    parser.add_argument("--full-db-dir", type=Path, help="also keep the full databases in this folder")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        full_dir = args.full_db_dir or tmp / "full"
        full_dir.mkdir(parents=True, exist_ok=True)
        out = tmp / "built" if args.check else HERE
        out.mkdir(exist_ok=True)
        built = build(out, args.kdd_dev, full_dir)
        for db_id, tasks in built["sources"].items():
            counts = ", ".join(f"{n} {len(t[2])}" for n, t in built["databases"][db_id].items())
            print(f"{db_id}: reassembled from {len(tasks)} kdd_dev tasks, all agree ({counts})")
        counts = ", ".join(f"{n} {len(t[2])}" for n, t in built["databases"][FOOTBALL].items())
        print(f"{FOOTBALL}: generated with seed {SEED} ({counts})\n")
        summary = verify(out, full_dir, built["databases"])
        print_summary(summary, out)
        if args.check:
            problems = compare_trees(out, HERE)
            for line in problems:
                print(line)
            if problems:
                print(f"{len(problems)} differences: run build.py to regenerate")
                return 1
            print("this folder matches a fresh build")
    return 0


if __name__ == "__main__":
    sys.exit(main())
