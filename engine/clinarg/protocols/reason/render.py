"""Rendering of an ArgMed result: plain text, Graphviz DOT and SVG.

Every string that reaches DOT comes from a case file or a language model, so
it is escaped (:func:`dot_string`) and never pasted raw; SVG is produced by
Graphviz's ``dot`` from that DOT text, when ``dot`` is installed.

Examples
--------
>>> dot_string('say "hi"\\\\n <b>')
'"say \\\\"hi\\\\"\\\\\\\\n <b>"'
"""

from __future__ import annotations

import shutil
import subprocess
import textwrap

from ...errors import ClinargError

__all__ = ["dot_string", "to_dot", "to_svg", "svg_available", "render_text"]

_KIND_STYLE = {
    "decision": 'shape=box, style="rounded,filled", fillcolor="#dbe9f6"',
    "belief": 'shape=ellipse, style=filled, fillcolor="#f3f3f3"',
}


def dot_string(text: str) -> str:
    """``text`` as a double-quoted DOT string: backslashes and quotes escaped,
    line breaks and control characters replaced, so no input can close the
    string or inject attributes."""
    out = []
    for ch in str(text):
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ch in "\r\n\t" or ord(ch) < 32 or ord(ch) == 127:
            out.append(" ")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def _wrap(text: str, width: int = 36, max_lines: int = 5) -> str:
    lines = textwrap.wrap(" ".join(str(text).split()), width) or [""]
    if len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = lines[-1][: width - 3] + "..."
    return "\n".join(lines)


def to_dot(framework, verdict=None, *, title: str | None = None) -> str:
    """Graphviz DOT of the framework; accepted arguments drawn bold when a
    verdict is given, the supported decisions green, self-attacks as loops."""
    accepted: set[str] = set()
    chosen: set[str] = set()
    if verdict is not None:
        for s in verdict.supports:
            accepted.update(s.extension)
            chosen.add(s.decision)
    lines = [
        "digraph argmed {",
        "  rankdir=BT;",
        '  node [fontname="Helvetica", fontsize=10];',
        '  edge [fontname="Helvetica", fontsize=8];',
    ]
    if title:
        lines.append(f"  label={dot_string(title)}; labelloc=t;")
    for a in framework.graph.arguments:
        label = "\n".join([f"{a.id} [{a.scheme}]", _wrap(a.text or "")])
        style = _KIND_STYLE.get(a.kind, "")
        extra = ""
        if a.id in chosen:
            extra = ', fillcolor="#c9ecc4", penwidth=2.5'
        elif a.id in accepted:
            extra = ", penwidth=2"
        # each line of the label is escaped separately, joined by DOT's \n
        label_dot = "\\n".join(dot_string(part)[1:-1] for part in label.split("\n"))
        lines.append(f'  {dot_string(a.id)} [label="{label_dot}", {style}{extra}];')
    for src, dst, rule in framework.rules:
        attrs = ['style=dashed, color="#888888"'] if rule == "decisions-conflict" else []
        if rule not in ("decisions-conflict", "self"):
            attrs.append(f"label={dot_string(rule)}")
        if rule == "self":
            attrs.append('color="#b22222"')
        attr = f" [{', '.join(attrs)}]" if attrs else ""
        lines.append(f"  {dot_string(src)} -> {dot_string(dst)}{attr};")
    lines.append("}")
    return "\n".join(lines) + "\n"


def svg_available() -> bool:
    """Whether Graphviz's ``dot`` is on the PATH."""
    return shutil.which("dot") is not None


def to_svg(dot_text: str, *, timeout: float = 30.0) -> str:
    """SVG of DOT text, through Graphviz ``dot -Tsvg``.

    Raises
    ------
    clinarg.errors.ClinargError
        When ``dot`` is not installed or fails.
    """
    exe = shutil.which("dot")
    if exe is None:
        raise ClinargError(
            "SVG needs Graphviz: the 'dot' program is not installed "
            "(use --dot FILE for the DOT text instead)"
        )
    try:
        done = subprocess.run(
            [exe, "-Tsvg"],
            input=dot_text.encode("utf-8"),
            capture_output=True,
            timeout=timeout,
            check=False,
        )
    except subprocess.TimeoutExpired:
        raise ClinargError(f"Graphviz dot ran past {timeout:g} s") from None
    if done.returncode != 0:
        msg = done.stderr.decode("utf-8", "replace").strip().splitlines()[:1]
        detail = msg[0] if msg else f"status {done.returncode}"
        raise ClinargError("Graphviz dot failed: " + detail)
    return done.stdout.decode("utf-8")


def _clean(text) -> str:
    """Text for a terminal: control characters (ANSI escapes included) dropped."""
    return "".join(ch if ch.isprintable() or ch == " " else " " for ch in str(text))


def _indent(text: str, prefix: str, width: int = 96) -> list[str]:
    return textwrap.wrap(
        " ".join(_clean(text).split()),
        width,
        initial_indent=prefix,
        subsequent_indent=" " * len(prefix),
    ) or [prefix]


def render_text(result, doc: dict | None = None) -> str:
    """The human-readable report of an :class:`~clinarg.protocols.reason.pipeline.ArgMedResult`
    (``doc``: its ``to_dict()`` when the caller already has it)."""
    doc = result.to_dict() if doc is None else doc
    case = doc["case"]
    out = [f"Case: {_clean(case['title'])} ({_clean(case['id'])})"]
    if case.get("description"):
        out += _indent(case["description"], "  ")
    if case.get("question"):
        out += _indent(case["question"], "Question: ")
        options = case.get("options")
        if isinstance(options, dict):
            for key, text in options.items():
                out += _indent(text, f"  ({_clean(key)}) ")
        elif options:
            out += _indent("; ".join(options), "Options: ")
    out.append(f"Goal: {_clean(doc['goal'])}")
    if doc.get("reference_answer") is not None:
        verdict = {True: "correct", False: "not correct"}[doc["correct"]]
        out.append(f"Reference answer: {_clean(doc['reference_answer'])} ({verdict})")
    out.append("")
    if doc["abstained"]:
        out.append("ABSTAIN: " + _clean(doc["abstention_reason"]))
    else:
        head = (
            "Decision"
            if len(doc["decisions"]) == 1
            else f"Decisions ({len(doc['decisions'])} alternatives, one per preferred extension)"
        )
        out.append(head + ":")
        for item in doc["explanation"]:
            out += _indent(item["decision_text"], f"  * {item['decision']}: ")
            if item["because"]:
                out.append("    because:")
                for b in item["because"]:
                    out += _indent(b["text"], f"      - {b['id']} [{b['scheme']}] ")
            else:
                out.append("    (no belief argument was needed)")
            for r in item["rather_than"]:
                out += _indent(
                    f"{r['decision_text']} Defeated by " + ", ".join(r["defeated_by"]) + ".",
                    f"    instead of {r['decision']}: ",
                )
    out.append("")
    fw = result.framework
    g = fw.graph
    out.append(
        f"Argument graph: {len(g.arguments)} arguments "
        f"({len(fw.decisions)} decisions, {len(fw.beliefs)} beliefs), "
        f"{len(fw.rules)} attacks; preferred extensions: "
        + ("; ".join("{" + ", ".join(e) + "}" for e in result.verdict.extensions) or "none")
    )
    for a in g.arguments:
        out += _indent(
            a.text or "", f"  {a.id} [{a.kind}, {a.scheme}, {result.verdict.status(a.id)}] "
        )
        attackers = fw.attackers(a.id)
        if attackers:
            shown = ", ".join(
                s if r in ("decisions-conflict",) else ("itself" if r == "self" else f"{s} ({r})")
                for s, r in attackers
            )
            out.append(f"      attacked by: {shown}")
    out.append("")
    out.append("Trace (Generator / Verifier):")
    for e in doc["trace"]:
        if e["role"] == "dialogue":
            out += _indent(e["message"], f"  {e['step']:>3}. dialogue  ")
            continue
        what = e["task"].split(":", 1)[1]
        target = f" on {e['argument']}" if e.get("argument") and e["role"] == "verifier" else ""
        if e.get("error"):
            said = f"ERROR {e['error']['type']}: {e['error']['message']}"
        elif e["role"] == "verifier":
            said = f"{e['outcome']} - {e['answer']['reason']}"
        else:
            said = e["outcome"] + (
                f" -> {e['created']}: {e['answer']['text']}" if e.get("created") else ""
            )
        out += _indent(said, f"  {e['step']:>3}. {e['role']:<9} {what}{target}: ")
    run = doc["run"]
    tokens = run["tokens"]
    tok = (
        "not reported"
        if not tokens
        else f"{tokens['prompt_tokens']} prompt + {tokens['completion_tokens']} completion"
    )
    backend = run["backend"]
    out.append("")
    out.append(
        f"Run: backend {backend.get('name')}"
        + (f" ({backend['model']})" if backend.get("model") else "")
        + f", {run['calls']} calls ({run['failed_calls']} failed), tokens {tok}, "
        f"latency {run['latency_ms']:.1f} ms, temperature {backend.get('temperature')}, "
        f"seed {backend.get('seed')}, dialogue limit {run['dialogue_limit']}"
    )
    return "\n".join(out) + "\n"
