"""The plan as one JSON document and as text a clinician can read."""

from __future__ import annotations

from .knowledge import NOTICE, Knowledge

__all__ = ["to_document", "render_text"]


def to_document(state: dict, result: dict, journal=None, wording=None) -> dict:
    """Every step: profile, evidence, complexity, team, pool, arena, per-option
    QBAF (``clinarg-argument-graph`` documents), F before and after
    contestation, escalations, plan with traces, the plan's wording
    (``plan_text``, from :func:`~clinarg.protocols.plan.wording.word_plan`,
    when given), run statistics."""
    doc = {
        "format": "clinarg-canoe-plan",
        "version": 1,
        "notice": NOTICE,
        "record": state["record"],
        "settings": state["settings"],
        "profile": state["profile"],
        "evidence": state["evidence"],
        "options": state["options"],
        "complexity": state["complexity"],
        "team": state["team"],
        "pool": state["pool"],
        "relations": state["relations"],
        "arena": state["arena"],
        "F_initial": result["F_initial"],
        "contested_pool": result["pool"],
        "F_human": result["F_human"],
        "qbaf": result["qbaf"],
        "escalations": result["escalations"],
        "plan": result["plan"],
        "excluded": result["excluded"],
        "stats": dict(state["stats"], actions=result["actions"], evaluate_ms=result["evaluate_ms"]),
    }
    if wording is not None:
        doc["plan_text"] = wording
    if journal is not None:
        doc["journal"] = journal
    return doc


def render_text(doc: dict, kb: Knowledge | None = None, escape=lambda s: s) -> str:
    """The plan for a reader; free text passes through ``escape``."""
    kb = kb or Knowledge.default()
    e = escape
    lines = [f"Care plan: {e(doc['record']['title'])} ({e(doc['record']['id'])})", NOTICE, ""]
    c = doc["complexity"]
    lines.append(f"Complexity: {c['level']} ({e(c['reason'])})")
    lines.append("Team:")
    for m in doc["team"]:
        lines.append(f"  - {m['title']}: {e(m['why'])}")
    lines.append("")
    lines.append("Plan (options with F_H > 0.5, by section):")
    section = None
    for item in doc["plan"]:
        if item["section"] != section:
            section = item["section"]
            lines.append(f"  [{section}]")
        lines.append(f"  {item['rank']}. {item['title']}  F_H={item['F']:.3f}")
        lines.append(
            f"     for: {', '.join(item['roles_for']) or '-'}; against: "
            f"{', '.join(item['roles_against']) or '-'}"
        )
        for a in item["arguments"]:
            mark = "+" if a["stance"] == "support" else "-"
            flag = (
                " (reviewed)"
                if a["reviewed"]
                else ""
                if a["status"] == "generated"
                else f" ({a['status']})"
            )
            lines.append(
                f"     {mark} {a['role']}: {e(a['text'])} [tau={a['tau_tilde']:.3f}, "
                f"strength={a['strength']:.3f}]{flag}"
            )
        if item["evidence"]:
            lines.append(
                "     evidence: "
                + "; ".join(
                    f"{x['id']} {e(x['title'])} ({x['source_type']}, reliability "
                    f"{x['reliability']})"
                    for x in item["evidence"]
                )
            )
    wording = doc.get("plan_text")
    if wording is not None:
        lines.append("")
        by = wording["by"]
        who = by.get("backend") or by.get("name") or "?"
        lines.append(f"The plan as worded by the coordinator ({e(str(who))}):")
        if wording["text"] is None:
            lines.append(f"  (wording failed: {e(wording['error']['message'])})")
        else:
            lines += [f"  {e(x)}" if x else "" for x in wording["text"].splitlines()]
    if doc["excluded"]:
        lines.append("")
        lines.append("Not in the plan:")
        for x in doc["excluded"]:
            lines.append(f"  - {kb.interventions[x['option']]['title']}: {e(x['why'])}")
    if doc["escalations"]:
        lines.append("")
        lines.append("For the care planner to decide:")
        for x in doc["escalations"]:
            lines.append(
                f"  - {kb.interventions[x['option']]['title']}: {x['rule']} ({e(x['detail'])})"
            )
    if doc["arena"]["clashes"]:
        lines.append("")
        lines.append("Arena clashes:")
        for x in doc["arena"]["clashes"]:
            lines.append(f"  - {x['option']}: {x['supporter']} vs {x['attacker']} -> {x['winner']}")
    lines.append("")
    s = doc["stats"]
    lines.append(f"{s['backend_calls']} backend calls; {s['actions']} human action(s) applied")
    return "\n".join(lines) + "\n"
