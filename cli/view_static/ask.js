// The question box: one question at a time over the reports; the answer with its cited pages, each page's
// text one click away.
"use strict";

async function call(url, options) {
  const response = await fetch(url, { cache: "no-store", ...options });
  const body = await response.json();
  if (!response.ok) throw new Error(body.error || `HTTP ${response.status}`);
  return body;
}

function shownValue(value) {
  if (Array.isArray(value)) return value.join("; ");
  if (value === true) return "yes";
  if (value === false) return "no";
  return String(value);
}

async function showPage(ref) {
  const panel = document.getElementById("page");
  panel.hidden = false;
  panel.replaceChildren(el("h3", { text: `${ref.name}, page ${ref.page + 1}` }), el("p", { class: "muted", text: "loading…" }));
  try {
    const page = await call(`/api/report-page?doc=${encodeURIComponent(ref.doc)}&page=${ref.page}`);
    panel.replaceChildren(el("h3", { text: `${page.name}, page ${page.page + 1}` }), el("pre", { class: "page-text", text: page.text }));
  } catch (err) {
    panel.replaceChildren(el("p", { class: "error", text: err.message }));
  }
}

function pageButtons(refs) {
  return el("ul", { class: "plain" }, refs.map((ref) =>
    el("li", {}, el("button", { type: "button", class: "link page-link", onclick: () => showPage(ref) }, `${ref.name}, page ${ref.page + 1}`))));
}

function showAnswer(a) {
  const panel = document.getElementById("answer");
  panel.hidden = false;
  panel.replaceChildren(...[
    el("h2", { class: "answer-value", text: shownValue(a.value) }),
    el("p", { class: "muted small", text: `${a.kind} answer in ${a.seconds} s` }),
    a.model_error ? el("p", { class: "error", text: `the model gave no answer: ${a.model_error}` }) : null,
    a.reasoning_summary ? el("p", { text: a.reasoning_summary }) : null,
    el("h3", { text: "Cited pages" }),
    a.references.length ? pageButtons(a.references) : el("p", { class: "muted", text: "none" }),
    el("details", {}, el("summary", { text: `Pages the model read (${a.pages_shown.length})` }), pageButtons(a.pages_shown)),
    a.problems.length ? el("details", {}, el("summary", { text: `Problems (${a.problems.length})` }), el("ul", { class: "plain" }, a.problems.map((p) => el("li", { text: p })))) : null,
  ].filter(Boolean));
  if (a.references.length) showPage(a.references[0]);
  else document.getElementById("page").hidden = true;
}

async function ask(event) {
  event.preventDefault();
  const button = document.getElementById("ask-button");
  const state = document.getElementById("ask-state");
  button.disabled = true;
  state.textContent = "answering… (a minute or two on the embedded model)";
  state.className = "muted";
  try {
    const answer = await call("/api/ask", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ question: document.getElementById("question").value, kind: document.getElementById("kind").value }),
    });
    state.textContent = "";
    showAnswer(answer);
  } catch (err) {
    state.textContent = err.message;
    state.className = "error";
  } finally {
    button.disabled = false;
  }
}

async function start() {
  document.getElementById("ask-form").addEventListener("submit", ask);
  try {
    const { reports } = await call("/api/reports");
    document.getElementById("reports-info").textContent = `${reports.length} report(s), ${reports.reduce((n, r) => n + r.pages, 0)} pages`;
    document.getElementById("reports").replaceChildren(...reports.map((r) =>
      el("li", {}, el("button", { type: "button", class: "link", onclick: () => showPage({ doc: r.doc, name: r.name, page: 0 }) }, r.name), el("span", { class: "muted", text: ` ${r.pages} pages` }))));
  } catch (err) {
    document.getElementById("reports-info").textContent = err.message;
  }
}

start();
