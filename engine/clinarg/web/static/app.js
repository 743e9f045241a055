// clinarg serve: the contestation page.  Every text shown comes from the
// JSON API and may come from a language model, so it only ever reaches the
// page as a text node (textContent, createTextNode, SVG <text>): no HTML is
// built from data anywhere in this file.
"use strict";

const SVG = "http://www.w3.org/2000/svg";
const $ = (id) => document.getElementById(id);
const state = { kind: null, key: null, view: null, option: null, selected: null, graph: null };

// An element with attributes and children; a string child becomes a text node.
function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  return fill(node, attrs, children);
}
function sv(tag, attrs, ...children) {
  const node = document.createElementNS(SVG, tag);
  return fill(node, attrs, children);
}
function fill(node, attrs, children) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    node.setAttribute(k, String(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    node.appendChild(typeof c === "string" || typeof c === "number" ? document.createTextNode(String(c)) : c);
  }
  return node;
}
function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); return node; }
function fmt(x) { return x === null || x === undefined ? "\u2013" : Number(x).toFixed(3); }
function short(s, n) { s = String(s); return s.length > n ? s.slice(0, n - 1) + "\u2026" : s; }
function ids(text) { return text.split(",").map((s) => s.trim()).filter((s) => s); }

function showMessage(text, kind) {
  const m = $("message");
  m.textContent = text;
  m.className = "message " + kind;
  m.hidden = false;
}

async function getJSON(url) {
  const res = await fetch(url, { credentials: "same-origin" });
  const data = await res.json().catch(() => ({ error: "HTTP " + res.status }));
  if (!res.ok) throw new Error(data.error || "HTTP " + res.status);
  return data;
}

// ------------------------------------------------------------------ start
async function start() {
  let items;
  try {
    items = await getJSON("/api/items");
  } catch (e) {
    showMessage(e.message, "error");
    return;
  }
  const actor = $("actor");
  actor.value = localStorage.getItem("clinarg-actor") || actor.value;
  actor.addEventListener("change", () => localStorage.setItem("clinarg-actor", actor.value));
  const select = $("item-select");
  for (const s of items.sessions) select.appendChild(el("option", { value: s.key }, "Session: " + s.title));
  for (const g of items.graphs) select.appendChild(el("option", { value: g.key }, "Graph: " + g.name));
  state.items = items;
  select.addEventListener("change", () => { location.hash = select.value; });
  window.addEventListener("hashchange", route);
  $("option-select").addEventListener("change", () => { state.option = $("option-select").value; state.selected = null; renderOption(); });
  $("add-form").addEventListener("submit", onAdd);
  for (const id of ["graph-mode", "semantics", "topic", "attribution"]) $(id).addEventListener("change", loadGraph);
  $("extension").addEventListener("change", () => renderFileGraph());
  if (!location.hash && select.options.length) location.hash = select.options[0].value;
  else route();
}

async function route() {
  const key = location.hash.slice(1);
  $("item-select").value = key;
  $("message").hidden = true;
  if (key.startsWith("s")) {
    try {
      const view = await getJSON("/api/sessions/" + encodeURIComponent(key));
      state.kind = "session"; state.key = key; state.option = null;
      renderSession(view);
    } catch (e) { showMessage(e.message, "error"); }
  } else if (key.startsWith("g")) {
    state.kind = "graph"; state.key = key; state.graph = null;
    const item = state.items.graphs.find((g) => g.key === key);
    if (item) $("graph-mode").value = item.default_view;
    $("session-view").hidden = true;
    $("graph-view").hidden = false;
    $("semantics").replaceChildren(); $("topic").replaceChildren();
    await loadGraph();
  }
}

// ------------------------------------------------------------------ sessions
function renderSession(view) {
  state.view = view;
  $("graph-view").hidden = true;
  $("session-view").hidden = false;
  $("title").textContent = "Care plan: " + view.record.title + " (" + view.record.id + ")";
  $("notice").textContent = view.notice;
  const known = view.options.map((o) => o.id);
  if (!known.includes(state.option)) state.option = known[0];
  const sel = clear($("option-select"));
  for (const o of view.options) {
    sel.appendChild(el("option", { value: o.id }, o.title + "  F=" + fmt(o.F) + (o.in_plan ? "  (in plan)" : "") +
      (o.escalations.length ? "  [escalated]" : "")));
  }
  sel.value = state.option;
  const roles = $("add-form").elements.role;
  if (!roles.options.length) for (const r of view.roles) roles.appendChild(el("option", { value: r.id }, r.title));
  renderChart(view);
  renderPlan(view);
  renderOption();
  renderJournal(view);
  renderEvidence(view);
}

function renderChart(view) {
  const svg = clear($("chart"));
  const labelW = 250, barW = 300, rowH = 30, top = 24;
  const height = top + view.options.length * rowH + 10;
  svg.setAttribute("viewBox", `0 0 ${labelW + barW + 70} ${height}`);
  svg.setAttribute("width", labelW + barW + 70);
  svg.setAttribute("height", height);
  svg.appendChild(sv("rect", { x: labelW, y: 6, width: 10, height: 8, class: "bar-before" }));
  svg.appendChild(sv("text", { x: labelW + 14, y: 14, class: "chart-label" }, "before (generated)"));
  svg.appendChild(sv("rect", { x: labelW + 140, y: 6, width: 10, height: 8, class: "bar-after" }));
  svg.appendChild(sv("text", { x: labelW + 154, y: 14, class: "chart-label" }, "after contestation"));
  view.options.forEach((o, i) => {
    const y = top + i * rowH;
    const g = sv("g", { class: "chart-row", "data-option": o.id });
    g.appendChild(sv("text", { x: labelW - 6, y: y + 15, "text-anchor": "end", class: "chart-label" },
      short(o.title, 36), sv("title", {}, o.title)));
    g.appendChild(sv("rect", { x: labelW, y: y + 2, width: Math.max(1, barW * o.F_initial), height: 10, class: "bar-before" },
      sv("title", {}, "before: F = " + fmt(o.F_initial))));
    g.appendChild(sv("rect", { x: labelW, y: y + 13, width: Math.max(1, barW * o.F), height: 12, class: "bar-after" + (o.in_plan ? " in" : "") },
      sv("title", {}, "after: F = " + fmt(o.F))));
    g.appendChild(sv("text", { x: labelW + barW + 6, y: y + 23, class: "chart-label chart-value" }, fmt(o.F)));
    g.addEventListener("click", () => { state.option = o.id; state.selected = null; $("option-select").value = o.id; renderOption(); });
    svg.appendChild(g);
  });
  const tx = labelW + barW * view.threshold;
  svg.appendChild(sv("line", { x1: tx, x2: tx, y1: top - 4, y2: height - 6, class: "threshold" },
    sv("title", {}, "threshold: an option enters the plan when F > " + view.threshold)));
}

function renderPlan(view) {
  const plan = clear($("plan"));
  for (const item of view.plan) {
    const trace = el("ul", { class: "trace" });
    for (const a of item.arguments) {
      trace.appendChild(el("li", {},
        (a.stance === "support" ? "+ " : "\u2212 ") + a.role + ": " + a.text +
        " [\u03c4\u0303=" + fmt(a.tau_tilde) + ", \u03c3=" + fmt(a.strength) + "]" +
        (a.reviewed ? " (accepted)" : a.status !== "generated" ? " (" + a.status + ")" : "")));
    }
    if (item.evidence.length) {
      trace.appendChild(el("li", {}, "evidence: " + item.evidence.map((e) =>
        e.id + " " + e.title + " (" + e.source_type + ", reliability " + e.reliability + ")").join("; ")));
    }
    plan.appendChild(el("li", { "data-option": item.option },
      el("strong", {}, item.title), " ", el("span", { class: "plan-f" }, "F=" + fmt(item.F)),
      el("span", { class: "tag out" }, item.section),
      el("div", {}, item.why + "; for: " + (item.roles_for.join(", ") || "\u2013") +
        "; against: " + (item.roles_against.join(", ") || "\u2013")),
      trace));
  }
  if (!view.plan.length) plan.appendChild(el("li", {}, "No option is above the threshold."));
  const ex = clear($("excluded"));
  for (const x of view.excluded) ex.appendChild(el("li", { "data-option": x.option }, el("strong", {}, x.title), ": " + x.why));
  if (!view.excluded.length) ex.appendChild(el("li", {}, "None."));
  const esc = clear($("plan-escalations"));
  for (const o of view.options) {
    for (const e of o.escalations) {
      esc.appendChild(el("li", { "data-option": o.id }, el("strong", {}, o.title), " ",
        el("span", { class: "tag esc" }, e.rule), " " + e.detail));
    }
  }
  if (!esc.childNodes.length) esc.appendChild(el("li", {}, "None."));
}

function currentOption() { return state.view.options.find((o) => o.id === state.option); }

function renderOption() {
  const o = currentOption();
  if (!o) return;
  const head = clear($("option-head"));
  head.appendChild(el("span", { id: "option-f" }, "F before " + fmt(o.F_initial) + " \u2192 after " + fmt(o.F)));
  head.appendChild(o.in_plan ? el("span", { class: "tag in", id: "option-status" }, "in the plan (#" + o.rank + ")")
    : el("span", { class: "tag out", id: "option-status" }, "not in the plan"));
  head.appendChild(el("div", { class: "why" }, o.why));
  const esc = clear($("escalations"));
  for (const e of o.escalations) {
    esc.appendChild(el("li", {}, el("span", { class: "tag esc" }, "escalated: " + e.rule), " " + e.detail));
  }
  drawGraph($("graph"), o.graph, (n) => nodeClasses(n), (n) => selectArgument(n.id));
  renderArguments(o);
}

function nodeClasses(n) {
  const c = ["node", n.kind === "option" ? "option" : n.stance || "plain"];
  if (n.status && n.status !== "generated") c.push(n.status);
  if (n.reviewed) c.push("reviewed");
  if (state.selected === n.id) c.push("selected");
  return c.join(" ");
}

function selectArgument(id) {
  state.selected = id;
  renderOption();
  const row = document.querySelector(`#arguments tr[data-arg="${CSS.escape(id)}"]`);
  if (row) row.scrollIntoView({ block: "nearest" });
}

// Draw a laid-out graph: boxes at the server's coordinates, edges from an
// argument to what it bears on, an arrow for a support and a bar for an attack.
function drawGraph(svg, graph, classes, onClick, extraLine) {
  clear(svg);
  svg.setAttribute("viewBox", `0 0 ${graph.width} ${graph.height}`);
  svg.setAttribute("width", graph.width);
  svg.setAttribute("height", graph.height);
  const defs = sv("defs", {},
    sv("marker", { id: "m-support", viewBox: "0 0 10 10", refX: 10, refY: 5, markerWidth: 8, markerHeight: 8, orient: "auto" },
      sv("path", { d: "M0,0 L10,5 L0,10 z", fill: "#2f855a" })),
    sv("marker", { id: "m-attack", viewBox: "0 0 10 10", refX: 9, refY: 5, markerWidth: 9, markerHeight: 9, orient: "auto" },
      sv("path", { d: "M9,0 L9,10", stroke: "#c53030", "stroke-width": 3 })));
  svg.appendChild(defs);
  const pos = {};
  for (const n of graph.nodes) pos[n.id] = n;
  const W = 150, H = 46;
  for (const e of graph.edges) {
    const s = pos[e.source], t = pos[e.target];
    if (!s || !t) continue;
    let y1 = s.y - H / 2, y2 = t.y + H / 2;
    if (s.y <= t.y) { y1 = s.y + H / 2; y2 = t.y - H / 2; }
    const midY = (y1 + y2) / 2;
    const d = `M${s.x},${y1} C${s.x},${midY} ${t.x},${midY} ${t.x},${y2}`;
    svg.appendChild(sv("path", { d, class: "edge " + e.kind, "marker-end": `url(#m-${e.kind})`, "data-source": e.source, "data-target": e.target },
      sv("title", {}, e.source + " " + e.kind + "s " + e.target)));
  }
  for (const n of graph.nodes) {
    const g = sv("g", { class: classes(n), transform: `translate(${n.x - W / 2},${n.y - H / 2})`, "data-node": n.id });
    g.appendChild(sv("rect", { width: W, height: H, rx: 6 }));
    g.appendChild(sv("text", { x: 6, y: 17, class: "label" }, short(n.label, 22)));
    let line = "\u03c4 " + fmt(n.base) + "  \u03c3 " + fmt(n.strength);
    if (extraLine) line = extraLine(n);
    g.appendChild(sv("text", { x: 6, y: 35, class: "score" }, line));
    g.appendChild(sv("title", {}, n.id + (n.text ? ": " + n.text : n.label && n.label !== n.id ? ": " + n.label : "")));
    g.addEventListener("click", () => onClick(n));
    svg.appendChild(g);
  }
}

function evidenceText(view, id) {
  const e = view.evidence[id];
  return e ? `${id}: ${e.title} (${e.source_type}, reliability ${e.reliability}, ${e.date})` : id;
}

function renderArguments(o) {
  const body = clear($("arguments").tBodies[0]);
  for (const a of o.arguments) {
    const row = el("tr", { class: a.stance + (state.selected === a.id ? " highlight" : ""), "data-arg": a.id },
      el("td", {}, el("div", {}, a.role_title), el("div", { class: "id" }, a.id), el("div", {}, a.stance)),
      el("td", { class: "text" }, a.text),
      el("td", {}, el("ul", {}, a.evidence.map((id) => el("li", {}, evidenceText(state.view, id))))),
      el("td", {}, a.supports.length ? el("div", {}, "supports " + a.supports.join(", ")) : null,
        a.attacks.length ? el("div", {}, "attacks " + a.attacks.join(", ")) : null),
      el("td", { class: "num base" }, fmt(a.base)),
      el("td", { class: "num strength" }, fmt(a.strength)),
      el("td", { class: "status" }, a.reviewed ? "accepted" : a.status),
      el("td", {},
        button("Accept", "act-accept", () => act({ op: "accept", argument: a.id })),
        button("Reject", "act-reject", () => act({ op: "reject", argument: a.id })),
        button("Edit", "act-edit", () => toggleEdit(row, a))));
    body.appendChild(row);
  }
  if (!o.arguments.length) body.appendChild(el("tr", {}, el("td", { colspan: 8 }, "No argument on this option.")));
}

function button(text, cls, onClick) {
  const b = el("button", { type: "button", class: cls }, text);
  b.addEventListener("click", onClick);
  return b;
}

function toggleEdit(row, a) {
  const next = row.nextSibling;
  if (next && next.classList && next.classList.contains("edit-row")) { next.remove(); return; }
  const form = el("form", { class: "edit-form" },
    el("label", { class: "wide" }, "Text", el("textarea", { name: "text", rows: 2 })),
    el("label", {}, "Base score", el("input", { name: "tau", type: "number", min: 0, max: 1, step: 0.01 })),
    el("label", {}, "Evidence ids", el("input", { name: "evidence" })),
    el("label", {}, "Supports", el("input", { name: "supports" })),
    el("label", {}, "Attacks", el("input", { name: "attacks" })),
    el("button", { type: "submit", class: "save-edit" }, "Save edit"));
  form.elements.text.value = a.text;
  form.elements.tau.value = a.base.toFixed(3);
  form.elements.evidence.value = a.evidence.join(", ");
  form.elements.supports.value = a.supports.join(", ");
  form.elements.attacks.value = a.attacks.join(", ");
  form.addEventListener("submit", (ev) => {
    ev.preventDefault();
    // send only what changed, so the journal records the edit that was made
    const f = form.elements, action = { op: "edit", argument: a.id };
    if (f.text.value !== a.text) action.text = f.text.value;
    if (Number(f.tau.value).toFixed(3) !== a.base.toFixed(3)) action.tau = Number(f.tau.value);
    for (const k of ["evidence", "supports", "attacks"]) {
      if (ids(f[k].value).join(",") !== a[k].join(",")) action[k] = ids(f[k].value);
    }
    act(action);
  });
  row.after(el("tr", { class: "edit-row" }, el("td", { colspan: 8 }, form)));
}

async function onAdd(ev) {
  ev.preventDefault();
  const f = $("add-form").elements;
  const action = {
    op: "add", argument: f.argument.value.trim(), option: state.option, role: f.role.value,
    stance: f.stance.value, text: f.text.value, tau: Number(f.tau.value),
  };
  for (const k of ["evidence", "supports", "attacks"]) if (ids(f[k].value).length) action[k] = ids(f[k].value);
  if (await act(action)) $("add-form").reset();
}

async function act(action) {
  const view = state.view;
  let res, data;
  try {
    res = await fetch("/api/sessions/" + encodeURIComponent(state.key) + "/actions", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", "X-CSRF-Token": view.csrf },
      body: JSON.stringify({ action, actor: $("actor").value, based_on: view.last_seq }),
    });
    data = await res.json().catch(() => ({ error: "HTTP " + res.status }));
  } catch (e) {
    showMessage("The server did not answer: " + e.message, "error");
    return false;
  }
  if (!res.ok) {
    showMessage("Not recorded: " + (data.error || "HTTP " + res.status), "error");
    if (res.status === 409) {
      // someone else acted first: show the session as it now is, message kept
      try { renderSession(await getJSON("/api/sessions/" + encodeURIComponent(state.key))); }
      catch (e) { showMessage("Not recorded, and the session could not be reloaded: " + e.message, "error"); }
    }
    return false;
  }
  showMessage("Action #" + data.seq + " recorded: " + action.op + " " + action.argument +
    " (plan recomputed in " + data.evaluate_ms + " ms)", "ok");
  renderSession(data);
  return true;
}

function renderJournal(view) {
  const body = clear($("journal").tBodies[0]);
  for (const r of view.journal) {
    const details = Object.entries(r.payload).filter(([k]) => k !== "argument")
      .map(([k, v]) => k + "=" + (Array.isArray(v) ? v.join(",") : v)).join("; ");
    body.appendChild(el("tr", { "data-seq": r.seq }, el("td", {}, String(r.seq)), el("td", {}, r.time),
      el("td", {}, r.actor), el("td", {}, r.action), el("td", {}, r.payload.argument || ""), el("td", {}, details)));
  }
  if (!view.journal.length) body.appendChild(el("tr", {}, el("td", { colspan: 6 }, "No action yet.")));
}

function renderEvidence(view) {
  const list = clear($("evidence"));
  for (const id of Object.keys(view.evidence)) list.appendChild(el("li", {}, evidenceText(view, id)));
}

// ------------------------------------------------------------------ graph files
async function loadGraph() {
  const mode = $("graph-mode").value;
  $("dung-controls").hidden = mode !== "dung";
  $("qbaf-controls").hidden = mode !== "qbaf";
  const q = new URLSearchParams();
  if (mode === "dung" && $("semantics").value) q.set("semantics", $("semantics").value);
  if (mode === "qbaf") {
    if ($("topic").value) q.set("topic", $("topic").value);
    q.set("kind", $("attribution").value);
  }
  $("graph-summary").textContent = "Computing\u2026";
  try {
    state.graph = await getJSON(`/api/graphs/${encodeURIComponent(state.key)}/${mode}?` + q);
  } catch (e) {
    $("graph-summary").textContent = "";
    showMessage(e.message, "error");
    return;
  }
  $("message").hidden = true;
  renderFileGraph();
}

function renderFileGraph() {
  const v = state.graph;
  if (!v) return;
  $("title").textContent = "Argument graph: " + v.name + " (read-only)";
  $("notice").textContent = "";
  $("graph-title").textContent = v.name + ": " + v.arguments + " arguments, " + v.attacks + " attacks, " + v.supports + " supports";
  const table = $("graph-table");
  clear(table.tHead); clear(table.tBodies[0]);
  if (v.kind === "dung") {
    const sem = $("semantics");
    if (!sem.options.length) for (const s of v.available) sem.appendChild(el("option", { value: s }, s));
    sem.value = v.semantics;
    const ext = $("extension");
    const keep = ext.value && ext.dataset.for === v.semantics ? ext.value : "0";
    clear(ext); ext.dataset.for = v.semantics;
    v.extensions.forEach((e, i) => ext.appendChild(el("option", { value: i }, "#" + (i + 1) + " {" + e.join(", ") + "}")));
    ext.value = keep;
    const chosen = new Set(v.extensions[Number(ext.value)] || []);
    const attacked = new Set(v.graph.edges.filter((e) => chosen.has(e.source)).map((e) => e.target));
    $("graph-summary").textContent = v.extensions.length + (v.complete ? "" : "+") + " extension(s) under " + v.semantics +
      (v.extensions.length ? "; highlighted: #" + (Number(ext.value) + 1) + " (green in, red attacked by it)" : "") +
      (v.supports_dropped ? "; " + v.supports_dropped + " support(s) dropped (Dung semantics use attacks only)" : "");
    drawGraph($("file-graph"), v.graph,
      (n) => "node " + (chosen.has(n.id) ? "in-ext" : attacked.has(n.id) ? "out-ext" : "plain"), () => {},
      (n) => (chosen.has(n.id) ? "in" : attacked.has(n.id) ? "out (attacked)" : "undecided here"));
    table.tHead.appendChild(el("tr", {}, el("th", {}, "Argument"), el("th", {}, "Text"), el("th", {}, "In extensions")));
    for (const n of v.graph.nodes) {
      const count = v.extensions.filter((e) => e.includes(n.id)).length;
      table.tBodies[0].appendChild(el("tr", { "data-arg": n.id }, el("td", {}, n.id), el("td", {}, n.text || ""),
        el("td", { class: "num" }, count + " of " + v.extensions.length)));
    }
  } else {
    const topic = $("topic");
    if (!topic.options.length) for (const n of v.graph.nodes) topic.appendChild(el("option", { value: n.id }, n.id));
    topic.value = v.topic;
    $("graph-summary").textContent = "Strengths under quadratic energy; " + v.attribution + " attributions to " + v.topic +
      (v.note ? " (" + v.note + ")" : "");
    drawGraph($("file-graph"), v.graph,
      (n) => "node " + (n.id === v.topic ? "topic " : "") + (n.stance || "plain"), (n) => { $("topic").value = n.id; loadGraph(); },
      (n) => "\u03c4 " + fmt(n.base) + " \u03c3 " + fmt(n.strength) + (n.attribution === null ? "" : " a " + fmt(n.attribution)));
    table.tHead.appendChild(el("tr", {}, el("th", {}, "Argument"), el("th", {}, "Text"), el("th", {}, "Base"),
      el("th", {}, "Strength"), el("th", {}, v.attribution + " attribution")));
    const nodes = v.graph.nodes.slice().sort((a, b) => Math.abs(b.attribution || 0) - Math.abs(a.attribution || 0));
    for (const n of nodes) {
      table.tBodies[0].appendChild(el("tr", { "data-arg": n.id }, el("td", {}, n.id), el("td", {}, n.text || ""),
        el("td", { class: "num" }, fmt(n.base)), el("td", { class: "num" }, fmt(n.strength)),
        el("td", { class: "num attribution" }, fmt(n.attribution))));
    }
  }
}

document.addEventListener("DOMContentLoaded", start);
