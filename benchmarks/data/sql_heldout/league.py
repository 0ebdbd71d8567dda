"""The invented football league of the sql_heldout set: teams, players, fixtures and goals from a
fixed seed, with its tables' definitions and its knowledge.md."""

from __future__ import annotations

import math
import random
import sqlite3
from datetime import date, timedelta

FOOTBALL = "fenland_league"

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
