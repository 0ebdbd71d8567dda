"""`make compose-test`: the compose system built, started with 3 extraction replicas, tasks run through it.

    python -m tests.compose.check_system [--replicas 3] [--no-build]

Steps (the README's compose section says the same):
1. build the service images (docker-compose.yml + deploy/compose-test.yml, base image DATAAGENT_PYTHON_IMAGE);
2. `docker-compose up -d --scale extraction=3` on the project's own network, the model endpoint `llm`
   being the scripted fake model (tests/compose/fake_model.py) with a fixed latency; wait until every
   container reports healthy;
3. check the coordinator is published on loopback only and the input mount refuses writes;
4. run the sample tasks, a video task and a narrative task (SECTIONS sections) with
   `docker-compose exec coordinator dataagent run /input ...`; every task must end with a prediction and
   the run with a manifest, on the artifact volume; the video container must have written the recording's
   timeline and transcript, and the answer drawn from its slide text must score 1.0; the narrative
   document's sections must have been served by every extraction replica (each section's result names the
   container that served it);
5. run a second narrative task and `docker kill` an extraction replica (not the one that planned the
   document) while it holds a section: the task must still succeed, the replica's sections retried on the
   others; then a third, killing the replica that planned it: the coordinator's call is retried on
   another replica, which plans it again;
6. always `docker-compose down -v`, also when a step fails.

Exits 0 when every check held; otherwise prints what failed and exits 1.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cli.launcher import grpc_services, load_compose
from shared.config import REPO_ROOT
from shared.layout import GoldLayout, RunLayout, task_folder_name
from shared.scoring import score_task

if TYPE_CHECKING:
    from collections.abc import Callable

from tests.compose.scenario import (
    KILL_TASK,
    NARRATIVE,
    PLANNER_TASK,
    SAMPLE_TASKS,
    SECTIONS,
    SPREAD_TASK,
    VIDEO_TASK,
    VIDEO_TASKS,
    write_inputs,
)

PROJECT = "dataagent-compose-test"
FILES = ["-f", "docker-compose.yml", "-f", "deploy/compose-test.yml"]
# Every image but the embedded model's: the fake model runs in the coordinator's image.
IMAGES = grpc_services(load_compose())
RUNS = "/artifacts/runs"
HEALTH_TIMEOUT_S = 300
RUN_TIMEOUT_S = 900


class CheckFailedError(Exception):
    pass


def say(text: str) -> None:
    print(f"compose-test: {text}", flush=True)


def check(ok: bool, text: str, detail: Any = "") -> None:
    if not ok:
        raise CheckFailedError(f"{text}: {detail}" if detail != "" else text)
    say(f"ok  {text}")


class Compose:
    def __init__(self, env: dict[str, str], project: str = PROJECT, files: list[str] = FILES) -> None:
        self.env, self.project, self.files = env, project, files
        self.model = ""

    def run(
        self, *args: str, check_rc: bool = True, timeout: float = 600
    ) -> subprocess.CompletedProcess[str]:
        cmd = ["docker-compose", "-p", self.project, *self.files, *args]
        done = subprocess.run(
            cmd, cwd=REPO_ROOT, env=self.env, capture_output=True, text=True, timeout=timeout
        )
        if check_rc and done.returncode != 0:
            raise CheckFailedError(
                f"{' '.join(cmd[3:])} exited {done.returncode}:\n{done.stdout[-3000:]}{done.stderr[-3000:]}"
            )
        return done

    def containers(self, service: str) -> list[str]:
        return self.run("ps", "-q", service).stdout.split()

    def exec(
        self, *args: str, check_rc: bool = True, timeout: float = RUN_TIMEOUT_S
    ) -> subprocess.CompletedProcess[str]:
        return self.run("exec", "-T", "coordinator", *args, check_rc=check_rc, timeout=timeout)

    def dataagent_run(self, name: str, task_ids: list[str]) -> list[str]:
        command = ["dataagent", "run", "/input", "--output", f"{RUNS}/{name}", "--task-ids", *task_ids]
        return ["docker-compose", "-p", self.project, *self.files, "exec", "-T", "coordinator", *command]

    def model_log(self) -> list[dict[str, Any]]:
        """The fake model's request lines, in arrival order (read with docker itself: it answers at once)."""
        if not self.model:
            self.model = self.containers("llm")[0]
        out = docker("logs", self.model)
        lines = []
        for line in out.splitlines():
            try:
                item = json.loads(line)
            except ValueError:
                continue
            if isinstance(item, dict) and "kind" in item:
                lines.append(item)
        return sorted(lines, key=lambda i: i["n"])


def docker(*args: str) -> str:
    return subprocess.run(["docker", *args], capture_output=True, text=True, check=True, timeout=120).stdout


def inspect(container: str) -> dict[str, Any]:
    return json.loads(docker("inspect", container))[0]


def address(container: str) -> str:
    networks = inspect(container)["NetworkSettings"]["Networks"]
    return next(iter(networks.values()))["IPAddress"]


def wait_healthy(compose: Compose, timeout_s: float = HEALTH_TIMEOUT_S) -> None:
    deadline = time.monotonic() + timeout_s
    while True:
        ids = compose.run("ps", "-q").stdout.split()
        states = {
            inspect(c)["Name"].lstrip("/"): inspect(c)["State"].get("Health", {}).get("Status") for c in ids
        }
        if ids and all(s == "healthy" for s in states.values()):
            check(True, f"{len(ids)} containers healthy: {', '.join(sorted(states))}")
            return
        if time.monotonic() > deadline:
            raise CheckFailedError(f"not healthy after {timeout_s:.0f}s: {states}")
        time.sleep(2)


def served_by(run: RunLayout, task_id: str, stem: str) -> dict[str, str]:
    """Section id -> the host:port of the replica whose result the document was built from."""
    logs = run.task(task_id).extraction_logs(stem)
    found = {}
    for k in range(1, SECTIONS + 1):
        result = json.loads(logs.section(str(k)).read_text(encoding="utf-8"))
        check_valid = result.get("valid")
        if not check_valid:
            raise CheckFailedError(f"section {k} of {stem} is not valid: {result.get('problems')}")
        found[str(k)] = result.get("served_by", "")
    return found


def check_run(run: RunLayout, task_ids: list[str]) -> None:
    check(run.manifest.is_file(), f"run {run.run_dir.name}: its manifest is on the artifact volume")
    tasks = json.loads(run.manifest.read_text(encoding="utf-8"))["tasks"]
    for tid in task_ids:
        record = tasks.get(task_folder_name(tid)) or {}
        status = record.get("status")
        if status != "succeeded":
            raise CheckFailedError(f"task {tid} ended {status}: {json.dumps(record)[:2000]}")
        prediction = run.task(tid).prediction
        check(
            prediction.is_file() and prediction.stat().st_size > 0,
            f"run {run.run_dir.name}: task {tid} succeeded, its prediction on the artifact volume",
        )


def check_video(run: RunLayout, task_id: str) -> None:
    """The video container transcribed and read the task's recording, and the answer built from its slide
    text is right."""
    stages = json.loads(run.manifest.read_text(encoding="utf-8"))["tasks"][task_folder_name(task_id)][
        "stages"
    ]
    video = stages.get("video") or {}
    if video.get("status") != "succeeded":
        raise CheckFailedError(f"task {task_id}: video stage {json.dumps(video)[:2000]}")
    output = run.task(task_id)
    names = output.video_names()
    listed = ", ".join(names) or "none"
    check(
        bool(names)
        and all(output.video_timeline(n).is_file() and output.video_transcript(n).is_file() for n in names),
        f"task {task_id}: the video container wrote its timeline and transcript ({listed})",
    )
    gold = GoldLayout(VIDEO_TASKS / "gold").answer(task_id)
    score = score_task(output.prediction, gold).score
    check(score == 1.0, f"task {task_id}: the answer from the video's slide text scores {score}")


def replica_names(compose: Compose) -> dict[str, str]:
    """Extraction container -> the hostname it reports as served_by (its short id)."""
    return {c: inspect(c)["Config"]["Hostname"] for c in compose.containers("extraction")}


def run_with_kill(
    compose: Compose, name: str, task_id: str, replicas: dict[str, str], alive: set[str], planner_too: bool
) -> tuple[str, str, list[dict[str, Any]]]:
    """Run ``task_id`` and, once its document is planned and its sections are out, `docker kill` a live
    extraction replica: the one that planned the document (``planner_too``) or one that did not and holds
    a section. Returns the killed container, its address and the model requests of the run."""
    by_address = {address(c): c for c in alive}
    seen = len(compose.model_log())
    proc = subprocess.Popen(
        compose.dataagent_run(name, [task_id]),
        cwd=REPO_ROOT,
        env=compose.env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    t0 = time.monotonic()
    victim = chosen = ""
    while not victim and time.monotonic() - t0 < RUN_TIMEOUT_S and proc.poll() is None:
        new = compose.model_log()[seen:]
        planner = next((i["client"] for i in new if i["kind"] == "planner"), "")
        workers = [i["client"] for i in new if i["kind"] == "worker" and i["client"] in by_address]
        chosen = planner if planner_too else next((w for w in workers if w != planner), "")
        if planner and workers and chosen in by_address:
            victim = by_address[chosen]
            docker("kill", victim)
            held = sorted(
                {i["section"] for i in new if i["kind"] == "worker" and i["client"] == chosen}, key=int
            )
            role = "that planned the document" if planner_too else "holding sections " + ", ".join(held)
            say(f"killed extraction replica {replicas[victim]} ({chosen}) {role}")
        else:
            time.sleep(0.2)
    if not victim:
        proc.kill()
        raise CheckFailedError(f"task {task_id}: no replica to kill was seen working (run: {proc.poll()})")
    out, _ = proc.communicate(timeout=RUN_TIMEOUT_S)
    took = time.monotonic() - t0
    say(f"dataagent run of task {task_id} with a replica killed: exit {proc.returncode} in {took:.0f}s")
    if proc.returncode != 0:
        raise CheckFailedError(f"dataagent run exited {proc.returncode} after the kill:\n{out[-3000:]}")
    alive.discard(victim)
    return victim, chosen, compose.model_log()[seen:]


def scenario(compose: Compose, replicas_wanted: int, work: Path) -> None:
    compose.run("up", "-d", "--scale", f"extraction={replicas_wanted}", timeout=HEALTH_TIMEOUT_S)
    wait_healthy(compose)
    replicas = replica_names(compose)
    check(len(replicas) == replicas_wanted, f"{replicas_wanted} extraction replicas running", replicas)

    published = compose.run("port", "coordinator", "50050").stdout.strip()
    check(published.startswith("127.0.0.1:"), f"coordinator published on loopback only ({published})")
    probe = compose.exec("python", "-c", "open('/input/write-probe', 'w')", check_rc=False, timeout=60)
    check(
        probe.returncode != 0 and "Read-only file system" in probe.stderr,
        "the input mount refuses writes (read-only)",
        probe.stderr[-500:],
    )

    t0 = time.monotonic()
    first = [*SAMPLE_TASKS, SPREAD_TASK, VIDEO_TASK]
    done = subprocess.run(
        compose.dataagent_run("first", first),
        cwd=REPO_ROOT,
        env=compose.env,
        capture_output=True,
        text=True,
        timeout=RUN_TIMEOUT_S,
    )
    say(f"dataagent run of tasks {', '.join(first)}: exit {done.returncode} in {time.monotonic() - t0:.0f}s")
    if done.returncode != 0:
        raise CheckFailedError(
            f"dataagent run exited {done.returncode}:\n{done.stdout[-3000:]}{done.stderr[-3000:]}"
        )

    alive = set(replicas)
    victim, victim_address, asked = run_with_kill(
        compose, "kill", KILL_TASK, replicas, alive, planner_too=False
    )
    planner, _, asked_again = run_with_kill(
        compose, "kill-planner", PLANNER_TASK, replicas, alive, planner_too=True
    )

    # The outputs, as the artifact volume holds them.
    coordinator = compose.containers("coordinator")[0]
    docker("cp", f"{coordinator}:{RUNS}", str(work))
    runs = {name: RunLayout(work / "runs" / name) for name in ("first", "kill", "kill-planner")}
    check_run(runs["first"], first)
    check_run(runs["kill"], [KILL_TASK])
    check_run(runs["kill-planner"], [PLANNER_TASK])
    check_video(runs["first"], VIDEO_TASK)

    spread = served_by(runs["first"], SPREAD_TASK, NARRATIVE[SPREAD_TASK])
    hosts = {s.rsplit(":", 1)[0] for s in spread.values()}
    check(
        hosts <= set(replicas.values()), "every section names the extraction container that served it", spread
    )
    counts = Counter(s.rsplit(":", 1)[0] for s in spread.values())
    spread_text = ", ".join(f"{h} x{n}" for h, n in sorted(counts.items()))
    check(
        len(hosts) == replicas_wanted,
        f"sections of {NARRATIVE[SPREAD_TASK]} served by {len(hosts)} replicas ({spread_text})",
        spread,
    )

    # A replica lost while it works on sections: they are served again by the others.
    after = served_by(runs["kill"], KILL_TASK, NARRATIVE[KILL_TASK])
    held = sorted(
        {i["section"] for i in asked if i["kind"] == "worker" and i["client"] == victim_address}, key=int
    )
    retried = {sid: after[sid] for sid in held}
    check(
        bool(held) and all(h.rsplit(":", 1)[0] != replicas[victim] for h in retried.values()),
        f"sections {', '.join(held)} held by the killed replica were retried on the others",
        retried,
    )
    check(
        all(s.rsplit(":", 1)[0] != replicas[victim] for s in after.values()),
        f"all {SECTIONS} sections of {NARRATIVE[KILL_TASK]} valid, none from the killed replica",
        after,
    )

    # The replica that planned the document lost: the coordinator's call is retried on another replica,
    # which plans and fans out again over the replica left.
    after = served_by(runs["kill-planner"], PLANNER_TASK, NARRATIVE[PLANNER_TASK])
    planners = [i["client"] for i in asked_again if i["kind"] == "planner"]
    check(
        len(planners) >= 2 and planners[-1] != planners[0],
        f"{NARRATIVE[PLANNER_TASK]} planned again by another replica after its planner was killed",
        planners,
    )
    check(
        all(s.rsplit(":", 1)[0] != replicas[planner] for s in after.values()),
        f"all {SECTIONS} sections of {NARRATIVE[PLANNER_TASK]} valid, none from the killed replica",
        after,
    )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="compose-test", description=__doc__.split("\n\n")[0])
    parser.add_argument("--replicas", type=int, default=3)
    parser.add_argument("--no-build", action="store_true", help="use the images as they are")
    args = parser.parse_args(argv)
    env = {
        **os.environ,
        "DATAAGENT_PYTHON_IMAGE": os.environ.get("DATAAGENT_PYTHON_IMAGE", "python:3.11-slim-bookworm"),
        # The services reach the fake model as they reach any endpoint.
        "DATAAGENT_LLM_BASE_URL": "http://llm:8080/v1",
        "DATAAGENT_LLM_API_KEY": "fake",
        "DATAAGENT_LLM_MODEL": "fake-fast",
        # The classic builder builds from local images only (no registry lookups).
        "DOCKER_BUILDKIT": os.environ.get("DOCKER_BUILDKIT", "0"),
        "COMPOSE_DOCKER_CLI_BUILD": os.environ.get("COMPOSE_DOCKER_CLI_BUILD", "1"),
    }
    work = Path(tempfile.mkdtemp(prefix="dataagent-compose-test-"))
    inputs = work / "input"
    inputs.mkdir()
    write_inputs(inputs)
    # The services run as uid 10001: the mounted tasks must be readable to them.
    for path in [work, *work.rglob("*")]:
        path.chmod(0o755 if path.is_dir() else 0o644)
    env["DATAAGENT_INPUT_DIR"] = str(inputs)
    compose = Compose(env)

    def steps() -> None:
        if not args.no_build:
            t0 = time.monotonic()
            compose.run("build", *IMAGES, timeout=1800)
            say(f"images built from {env['DATAAGENT_PYTHON_IMAGE']} in {time.monotonic() - t0:.0f}s")
        scenario(compose, args.replicas, work)

    return run_checks(compose, work, steps, "system")


def run_checks(compose: Compose, work: Path, steps: Callable[[], None], what: str) -> int:
    """Run ``steps``, then always tear the compose project down (``down -v``) and remove ``work``.
    Returns 0 when every check held; otherwise prints the failure and the containers' last logs, returns 1."""
    started = time.monotonic()
    failed = ""
    try:
        steps()
    except (CheckFailedError, subprocess.SubprocessError, OSError, ValueError) as e:
        failed = str(e)
        logs = compose.run("logs", "--no-color", "--tail", "40", check_rc=False, timeout=120)
        print(logs.stdout[-12000:], file=sys.stderr)
    finally:
        compose.run("down", "-v", "--remove-orphans", check_rc=False, timeout=300)
        say(f"{what} torn down (down -v)")
        shutil.rmtree(work, ignore_errors=True)
    if failed:
        say(f"FAILED: {failed}")
        return 1
    say(f"passed in {time.monotonic() - started:.0f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
