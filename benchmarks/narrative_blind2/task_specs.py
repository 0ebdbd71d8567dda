"""The six task specifications: planted rows, filler counts, questions and gold SQL.

Planted rows carry the answer and its look-alike distractors (comments mark which is which);
filler rows come from the family generators and are kept only when `filler_ok` says they
cannot change the intended answer.

The row builders live in `task_rows.py`; the specifications themselves are split over
`specs_901_902.py`, `specs_903_904.py` and `specs_905_906.py` and gathered here in order.
"""

from specs_901_902 import TASKS as TASKS_901_902
from specs_903_904 import TASKS as TASKS_903_904
from specs_905_906 import TASKS as TASKS_905_906

TASKS = [*TASKS_901_902, *TASKS_903_904, *TASKS_905_906]
