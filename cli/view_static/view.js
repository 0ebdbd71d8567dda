// The run view: polls /api/events with a byte offset, applies each event to the table, refetches details.
"use strict";

const state = {
  offset: 0,
  run: null,
  selected: null,
  events: [],
  pollMs: 1000,
  recent: 200,
  runState: "loading",
  refreshing: null,
};
const FAILED = new Set(["failed", "timed_out"]);

async function getJSON(url) {
  const response = await fetch(url, { cache: "no-store" });
  const body = await response.json();
  if (!response.ok) throw new Error(body.error || `HTTP ${response.status}`);
  return body;
}

function seconds(s) {
  if (s === null || s === undefined) return "";
  return s < 60 ? `${s.toFixed(1)}s` : `${Math.floor(s / 60)}m ${Math.round(s % 60)}s`;
}

function cut(text, n) {
  return text.length > n ? `${text.slice(0, n)}…` : text;
}

function since(iso) {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : Math.max(0, (Date.now() - t) / 1000);
}

function tokens(usage) {
  if (!usage) return "";
  const n = (usage.prompt_tokens || 0) + (usage.completion_tokens || 0);
  return n >= 1000 ? `${(n / 1000).toFixed(1)}k` : String(n);
}

function fileLink(path, label) {
  const href = "/files/" + path.split("/").map(encodeURIComponent).join("/");
  return el("a", { href, target: "_blank", rel: "noopener", title: path }, label || path);
}

function badge(status) {
  return el("span", { class: "badge", "data-status": status, text: (status || "pending").replace("_", " ") });
}

// --- the tasks x stages table ------------------------------------------------------------------

function renderRun() {
  const run = state.run;
  const info = document.getElementById("run-info");
  const notice = document.getElementById("notice");
  if (!run) return;
  info.textContent = run.started ? `${run.run_id} · ${run.run_dir}` : run.run_dir;
  notice.hidden = run.started && !run.error;
  notice.textContent = run.error || (run.exists ? "waiting for the run to start…" : "waiting for the run folder to appear…");
  const stages = run.stages || [];
  const head = document.getElementById("tasks-head");
  head.replaceChildren(
    el("th", { text: "task" }),
    ...stages.map((s) => el("th", { text: (run.undeployed || []).includes(s) ? `${s} (n/d)` : s })),
    el("th", { text: "result" }),
    el("th", { class: "num", text: "time" }),
    el("th", { class: "num", text: "model calls" }),
    el("th", { class: "num", text: "tokens" }),
    run.gold ? el("th", { class: "num", text: "score" }) : null,
  );
  const body = document.getElementById("tasks-body");
  const rows = [];
  for (const task of run.tasks) {
    const selected = task.task_id === state.selected;
    rows.push(
      el(
        "tr",
        {
          class: selected ? "task selected" : "task",
          "data-task": task.task_id,
          "data-status": task.status,
          onclick: () => select(task.task_id),
        },
        el("td", {}, el("strong", { text: task.task_id })),
        ...stages.map((name) => stageCell(name, task.stages[name])),
        el("td", { class: "result", "data-status": task.status }, badge(task.status)),
        el("td", { class: "elapsed num" }, task.status === "running" ? seconds(since(task.started_at)) : seconds(task.elapsed_s)),
        el("td", { class: "calls num" }, String(task.usage ? task.usage.calls : 0)),
        el("td", { class: "tokens num" }, tokens(task.usage)),
        run.gold ? el("td", { class: "score num" }, task.score && task.score.score !== undefined ? task.score.score.toFixed(2) : "") : null,
      ),
    );
    const errors = stages
      .filter((name) => task.stages[name] && FAILED.has(task.stages[name].status))
      .map((name) => el("div", { class: "error stage-error", "data-stage": name }, `${name} ${task.stages[name].status.replace("_", " ")}: ${task.stages[name].error || task.stages[name].message}`));
    if (!errors.length && task.error && task.status !== "running") {
      errors.push(el("div", { class: "error stage-error" }, task.error));
    }
    if (errors.length) {
      rows.push(el("tr", { class: "error-row", "data-task": task.task_id }, el("td", {}), el("td", { colspan: stages.length + (run.gold ? 5 : 4) }, errors)));
    }
  }
  body.replaceChildren(...rows);
  const logs = document.getElementById("logs");
  logs.replaceChildren(...(run.logs.length ? [el("span", { class: "muted", text: "service logs: " })] : []), ...run.logs.map((l) => fileLink(l.path, l.label)),
    ...(run.ask ? [el("a", { href: "/ask", text: "ask the reports" })] : []));
  renderState();
}

function stageCell(name, stage) {
  if (!stage) return el("td", { class: "stage", "data-stage": name, "data-status": "pending" }, el("span", { class: "muted", text: "·" }));
  const elapsed = stage.status === "running" ? since(stage.started_at) : stage.elapsed_s;
  const usage = stage.usage && stage.usage.calls ? `${stage.usage.calls} calls · ${tokens(stage.usage)} tok` : "";
  return el(
    "td",
    { class: "stage", "data-stage": name, "data-status": stage.status, title: stage.error || stage.message || "" },
    badge(stage.status),
    el("span", { class: "meta" }, [seconds(elapsed), usage].filter(Boolean).join(" · ")),
  );
}

function renderState() {
  const node = document.getElementById("run-state");
  node.dataset.state = state.runState;
  node.textContent = { loading: "loading", waiting: "waiting", running: "running", finished: "finished", offline: "view server gone" }[state.runState];
}

// --- events ------------------------------------------------------------------------------------

function applyEvent(event) {
  const run = state.run;
  if (event.type === "run_started") state.runState = "running";
  if (event.type === "run_finished") state.runState = "finished";
  if (!run || !run.tasks) return;
  const task = run.tasks.find((t) => t.task_id === event.task_id);
  if (!task) return;
  if (event.type === "stage_update") {
    const old = task.stages[event.stage] || {};
    const running = event.status === "running";
    task.stages[event.stage] = {
      ...old,
      status: event.status,
      message: event.message,
      elapsed_s: running ? null : event.elapsed_s,
      started_at: running ? event.ts : old.started_at,
      error: FAILED.has(event.status) ? event.message : null,
    };
    if (running) task.status = "running";
  } else if (event.type === "task_finished") {
    Object.assign(task, { status: event.status, error: event.error || null, elapsed_s: event.elapsed_s, usage: event.usage });
  }
}

function describe(event) {
  const when = (event.ts || "").slice(11, 23);
  if (event.type === "stage_update") return `${when} ${event.task_id} ${event.stage} ${event.status} ${event.message || ""}`;
  if (event.type === "task_finished") return `${when} ${event.task_id} finished: ${event.status} ${event.error || ""}`;
  if (event.type === "run_started") return `${when} run ${event.run_id} started: ${event.selected.length} task(s)`;
  if (event.type === "run_finished") return `${when} run finished in ${seconds(event.elapsed_s)}`;
  return `${when} ${event.type}`;
}

function renderEvents() {
  document.getElementById("event-count").textContent = String(state.events.length);
  document.getElementById("events").replaceChildren(...state.events.slice().reverse().map((e) => el("li", { text: describe(e) })));
}

async function refreshRun() {
  state.run = await getJSON("/api/run");
  state.pollMs = state.run.poll_ms || state.pollMs;
  state.recent = state.run.recent_events || state.recent;
  if (state.runState === "loading" || state.runState === "offline") {
    const busy = state.run.tasks.some((t) => t.status === "running");
    state.runState = !state.run.started ? "waiting" : busy ? "running" : "finished";
  }
  renderRun();
}

async function poll() {
  let again = state.pollMs;
  try {
    const answer = await getJSON(`/api/events?offset=${state.offset}`);
    if (answer.reset) state.events = [];
    state.offset = answer.offset;
    if (answer.events.length) {
      answer.events.forEach(applyEvent);
      state.events = state.events.concat(answer.events).slice(-state.recent);
      renderRun();
      renderEvents();
      await refreshRun();
      if (state.selected && answer.events.some((e) => e.task_id === state.selected || e.type !== "stage_update")) {
        await refreshTask();
      }
    } else if (!state.run || !state.run.started) {
      await refreshRun();
    }
    if (answer.offset < answer.size) again = 0;
  } catch (err) {
    state.runState = "offline";
    renderState();
  }
  setTimeout(poll, again);
}

function tick() {
  if (state.run && state.run.tasks.some((t) => t.status === "running")) renderRun();
}

// --- one task ------------------------------------------------------------------------------------

// --- where a task's time went -----------------------------------------------------------------

const SVG_NS = "http://www.w3.org/2000/svg";

function svg(tag, attrs, ...children) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attrs || {})) node.setAttribute(key, String(value));
  for (const child of children.flat()) {
    if (child === null || child === undefined) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

// Stages on a time axis from the task's start, one row each, and the model calls of its trace in a row
// of their own: a slow stage, and the calls inside it, are seen at a glance.
function timelineSection(tl) {
  const head = el("h3", { text: "Time" });
  if (!tl || !tl.stages.length) return el("div", {}, head, el("p", { class: "muted", text: "no timing yet" }));
  const width = 900, left = 120, right = 16, row = 22;
  const span = Math.max(tl.span_s, 0.001);
  const x = (s) => left + ((width - left - right) * Math.min(Math.max(s, 0), span)) / span;
  const rows = tl.stages.map((s) => ({ ...s, kind: "stage" }));
  if (tl.model_calls.length) rows.push({ kind: "calls" });
  const axis = rows.length * row + 6;
  const parts = rows.map((r, i) => {
    const y = i * row + 4;
    if (r.kind === "stage") {
      const tip = `${r.name}: ${seconds(r.end_s - r.start_s)} (${r.status.replace("_", " ")}), from ${seconds(r.start_s)}`;
      return svg("g", { class: "tl-stage", "data-stage": r.name },
        svg("text", { x: 0, y: y + 13, class: "tl-label" }, r.name),
        svg("rect", { x: x(r.start_s), y, width: Math.max(2, x(r.end_s) - x(r.start_s)), height: row - 8, class: "tl-bar", "data-status": r.status },
          svg("title", {}, tip)));
    }
    return svg("g", { class: "tl-calls" },
      svg("text", { x: 0, y: y + 13, class: "tl-label" }, `model calls (${tl.model_calls.length})`),
      tl.model_calls.map((c) => svg("rect", {
        x: x(c.start_s), y, width: Math.max(1.5, x(c.end_s) - x(c.start_s)), height: row - 8,
        class: `tl-call${c.error ? " failed" : ""}${c.cached ? " cached" : ""}`,
      }, svg("title", {}, `${c.label}: ${seconds(c.end_s - c.start_s)}${c.cached ? " (cached)" : ""}${c.error ? " (failed)" : ""}`))));
  });
  const ticks = [0, 1, 2, 3, 4].map((k) => svg("text", { x: x((span * k) / 4), y: axis + 14, class: "tl-tick", "text-anchor": k === 0 ? "start" : k === 4 ? "end" : "middle" }, seconds((span * k) / 4)));
  return el("div", {}, head,
    svg("svg", { class: "timeline", viewBox: `0 0 ${width} ${axis + 20}`, role: "img", "aria-label": "where the task's time went" },
      parts, svg("line", { x1: left, x2: width - right, y1: axis, y2: axis, class: "tl-axis" }), ticks));
}

function select(taskId) {
  state.selected = taskId;
  history.replaceState(null, "", `#task=${encodeURIComponent(taskId)}`);
  renderRun();
  refreshTask();
}

async function refreshTask() {
  if (!state.selected) return;
  const panel = document.getElementById("detail");
  panel.hidden = false;
  try {
    renderDetail(await getJSON(`/api/task/${encodeURIComponent(state.selected)}`));
  } catch (err) {
    panel.replaceChildren(el("h2", { text: state.selected }), el("p", { class: "error", text: err.message }));
  }
}

function renderDetail(task) {
  const panel = document.getElementById("detail");
  const open = new Set([...panel.querySelectorAll("details[open]")].map((d) => d.dataset.key));
  const parts = [
    el("h2", {}, `${task.task_id} `, badge(task.status)),
    task.question ? el("p", { class: "question", text: task.question }) : null,
    task.error ? el("p", { class: "error task-error", text: task.error }) : null,
    el("h3", { text: "Stages" }),
    el("ul", { class: "plain" }, Object.entries(task.stages).map(([name, s]) =>
      el("li", { "data-stage": name }, el("strong", { text: name }), " ", badge(s.status), " ", seconds(s.elapsed_s), " ",
        FAILED.has(s.status) ? el("span", { class: "error", text: s.error || s.message }) : el("span", { class: "muted", text: s.message })))),
    timelineSection(task.timeline),
    answerSection(task),
    traceSection(task.trace),
    el("h3", { text: "Uncertainties" }),
    task.uncertainties.length
      ? el("ul", { class: "plain" }, task.uncertainties.map((u) => el("li", {}, el("strong", { text: `${u.source}: ${u.subject}` }), ` ${u.reason}`, u.code ? el("span", { class: "muted", text: ` (${u.code})` }) : null)))
      : el("p", { class: "muted", text: "none" }),
    el("h3", { text: "Files" }),
    filesSection(task.files),
  ];
  panel.replaceChildren(...parts.filter(Boolean));
  for (const d of panel.querySelectorAll("details")) if (open.has(d.dataset.key)) d.open = true;
}

function dataTable(table, side, running) {
  if (!table) return el("p", { class: "muted", text: side === "gold" ? "no gold answer" : running ? "no answer yet" : "no answer" });
  if (table.error) return el("p", { class: "error", text: table.error });
  const marks = table.matched.map((m) => (m === null ? "missed" : "matched"));
  const header = table.header.map((name, i) =>
    el("th", { class: marks[i], title: marks[i] === "matched" ? `matches ${side === "answer" ? "gold" : "answer"} column ${table.matched[i] + 1}` : side === "answer" ? "no gold column has these values" : "no answer column has these values" },
      `${marks[i] === "matched" ? "✓" : "✗"} ${name}`));
  return el("div", {},
    el("table", { class: `data ${side}` }, el("thead", {}, el("tr", {}, header)),
      el("tbody", {}, table.rows.map((row) => el("tr", {}, row.map((cell, i) => el("td", { class: marks[i] === "matched" ? "matched" : null, text: cell })))))),
    el("p", { class: "muted small", text: `${table.row_count} row(s)${table.truncated ? `, first ${table.rows.length} shown` : ""}` }));
}

function answerSection(task) {
  const score = task.score;
  return el("div", {},
    el("h3", { text: "Answer" }),
    score ? el("p", {}, el("strong", { text: `score ${score.score.toFixed(2)}` }), ` · ${score.matched}/${score.gold_columns} gold columns matched` + (score.extra ? ` · ${score.extra} extra` : "") + (score.reason ? ` · ${score.reason}` : "")) : null,
    el("div", { class: "side" },
      el("div", { class: "answer-side" }, el("strong", { text: "answer" }), dataTable(task.answer, "answer", task.status === "running")),
      task.gold ? el("div", { class: "gold-side" }, el("strong", { text: "gold" }), dataTable(task.gold, "gold")) : null));
}

function callLine(c) {
  return el("li", { class: c.error ? "error" : null },
    `${c.kind} ${c.model} · ${c.prompt_tokens}+${c.completion_tokens} tok · ${seconds(c.latency_s)}${c.cached ? " · cached" : ""}${c.error ? ` · ${c.error}` : ""}`);
}

function traceSection(trace) {
  const head = el("h3", { text: "Trace" });
  if (!trace) return el("div", {}, head, el("p", { class: "muted", text: "no trace yet" }));
  if (trace.error) return el("div", {}, head, el("p", { class: "error", text: trace.error }));
  const steps = trace.steps.map((s) => {
    const tok = s.model_calls.reduce((n, c) => n + c.prompt_tokens + c.completion_tokens, 0);
    const key = `a${s.attempt}s${s.step}`;
    return el("details", { class: "step", "data-key": key, "data-error": s.error ? "true" : "false" },
      el("summary", {}, `attempt ${s.attempt} step ${s.step} · ${s.tool || "(no action)"} · ${(s.duration_ms / 1000).toFixed(1)}s · ${tok} tok${s.error ? " · " + cut(s.error, 160) : ""}`),
      s.error ? el("div", {}, el("strong", { text: "error" }), el("pre", { class: "error", text: s.error })) : null,
      s.thought ? el("p", {}, el("em", { text: s.thought })) : null,
      el("div", {}, el("strong", { text: "arguments" }), el("pre", { text: JSON.stringify(s.arguments, null, 2) })),
      el("div", {}, el("strong", { text: "result" }), el("pre", { text: s.result_summary || "(none)" })),
      s.model_calls.length ? el("div", {}, el("strong", { text: "model calls" }), el("ul", { class: "plain" }, s.model_calls.map(callLine))) : null);
  });
  const other = trace.other_model_calls.length
    ? el("details", { class: "step", "data-key": "other" }, el("summary", { text: `${trace.other_model_calls.length} other model call(s)` }),
      el("ul", { class: "plain" }, trace.other_model_calls.map((c) => el("li", {}, `${c.label}: `, callLine(c)))))
    : null;
  const drafted = (trace.candidates || []).length
    ? el("details", { class: "step", "data-key": "candidates" },
      el("summary", { text: `${trace.candidates.length} candidate queries · ${trace.vote ? trace.vote.reason : ""}` }),
      el("ul", { class: "plain" }, trace.candidates.map((c) => el("li", { class: c.error ? "error" : null },
        el("strong", { text: c.variant }), ` · ${c.error ? cut(c.error, 160) : `${c.rows} row(s) · ${c.fingerprint}`}`,
        el("pre", { text: c.sql || "(no query)" })))))
    : null;
  const result = trace.result ? el("p", {}, badge(trace.result.status), ` ${trace.result.message}`) : null;
  const answer = trace.answer ? el("details", { class: "step", "data-key": "answer" }, el("summary", { text: `answer (${trace.answer.source}, ${trace.answer.row_count} rows)` }), el("pre", { text: trace.answer.sql || "" })) : null;
  return el("div", {}, head, el("p", { class: "muted small", text: trace.nodes.join(" → ") }), result, drafted, steps, other, answer);
}

function filesSection(files) {
  if (!files.length) return el("p", { class: "muted", text: "none yet" });
  const groups = new Map();
  for (const f of files) groups.set(f.group, (groups.get(f.group) || []).concat([f]));
  return el("ul", { class: "plain files" }, [...groups].map(([group, list]) =>
    el("li", {}, el("strong", { text: `${group}: ` }), el("span", { class: "links" }, list.map((f) => fileLink(f.path, f.label))))));
}

async function start() {
  const match = location.hash.match(/^#task=(.+)$/);
  if (match) state.selected = decodeURIComponent(match[1]);
  try {
    await refreshRun();
  } catch (err) {
    state.runState = "offline";
    renderState();
  }
  if (state.selected) refreshTask();
  setInterval(tick, 1000);
  poll();
}

start();
