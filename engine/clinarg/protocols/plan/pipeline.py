"""CANOE (Algorithm 1): the five modules as steps with recorded outputs.

:func:`generate` runs modules 1-3 (profile, evidence, options, complexity,
team, arguments with their scores, arena) through a backend and returns
the *state*: a JSON-ready dict holding every step's output and the
generated argument pool.  :func:`evaluate` applies a journal of human
actions (module 4) to the state's pool, builds each option's QBAF,
propagates under quadratic energy and synthesises the plan (module 5).
Evaluation is a pure function of the state and the journal, so replaying
a session's journal reproduces the plan bit for bit; :class:`Evaluation`
keeps it up to date one action at a time, recomputing only the option the
action concerns.  The readings taken
where the paper is ambiguous are listed in ``docs/plan.md``.
"""

from __future__ import annotations

import copy
import math
import numbers
import time

import numpy as np

from ...errors import ParameterError
from ...formats.jsondoc import argument_to_document
from ...graph import Argument
from ...llm.base import validate_answer
from ...qbaf import QBAF, Contestation, resolve_clashes, strengths
from .knowledge import Knowledge
from .prompts import request

__all__ = [
    "Settings",
    "generate",
    "evaluate",
    "Evaluation",
    "apply_action",
    "ACTIONS",
    "OPTION_BASE",
    "THRESHOLD",
]

#: The option node's base score (section 4.3.2: always 0.5).
OPTION_BASE = 0.5
#: An option enters the plan when F_H(o) > THRESHOLD (strictly).
THRESHOLD = 0.5
ACTIONS = ("accept", "reject", "edit", "add")
DIMENSIONS = (
    "appropriateness",
    "factual_consistency",
    "specificity",
    "transparency",
    "feasibility",
)


class Settings:
    """Parameters of a run.

    Parameters
    ----------
    delta : float
        Arena conflict threshold on ``|tau_s - tau_a|`` (default 0.1).
    beta : float
        Arena calibration factor (default 0.1).
    top_k : int
        Passages retrieved (default 12).
    margin : float
        Escalation margin around 0.5 (default 0.05).
    strong : float
        A calibrated base score at least this strong on both sides escalates (default 0.75).
    """

    def __init__(
        self,
        delta: float = 0.1,
        beta: float = 0.1,
        top_k: int = 12,
        margin: float = 0.05,
        strong: float = 0.75,
    ):
        for key, value in (
            ("delta", delta),
            ("beta", beta),
            ("margin", margin),
            ("strong", strong),
        ):
            _unit(value, key)
        if isinstance(top_k, bool) or not isinstance(top_k, int) or top_k < 1:
            raise ParameterError(f"top_k must be a positive integer, got {top_k!r}")
        self.delta, self.beta, self.top_k, self.margin, self.strong = (
            float(delta),
            float(beta),
            top_k,
            float(margin),
            float(strong),
        )

    def to_dict(self) -> dict:
        return {
            "delta": self.delta,
            "beta": self.beta,
            "top_k": self.top_k,
            "margin": self.margin,
            "strong": self.strong,
        }


def _unit(value, key):
    if isinstance(value, bool) or not isinstance(value, numbers.Real) or not 0.0 <= value <= 1.0:
        raise ParameterError(f"{key} must be a number in [0, 1], got {value!r}")
    return float(value)


class _Asker:
    def __init__(self, backend, kb):
        self.backend, self.kb, self.calls, self.backend_ms = backend, kb, 0, 0.0

    def __call__(self, step, context, role="planner"):
        req = request(self.kb, step, context, role)
        t = time.perf_counter()
        value = self.backend.complete(req).value
        self.backend_ms += (time.perf_counter() - t) * 1000
        self.calls += 1
        validate_answer(value, req.schema)
        return value


# ---------------------------------------------------------------- modules 1-3
def generate(
    record: dict, backend, kb: Knowledge | None = None, settings: Settings | None = None
) -> dict:
    """Modules 1-3 of Algorithm 1 on a checked record (see :func:`parse_record`).

    Examples
    --------
    >>> from clinarg.protocols.plan import KnowledgePlanBackend, example_record
    >>> state = generate(example_record("stroke_discharge"), KnowledgePlanBackend())
    >>> state["complexity"]["level"], len(state["team"])
    ('high', 6)
    """
    kb = kb or Knowledge.default()
    settings = settings or Settings()
    ask = _Asker(backend, kb)
    t0 = time.perf_counter()
    # Module 1: profile, evidence, options, complexity
    facts = ask("profile", {"record": record})["facts"]
    facts = list(dict.fromkeys(facts))
    profile = {
        "demographics": record.get("demographics", {}),
        **{c: [f for f in facts if kb.facts[f]["category"] == c] for c in kb.categories},
    }
    query = " ".join(kb.facts[f]["label"] for f in facts) + " " + record.get("note", "")
    ranked = kb.corpus_index.rank(query, settings.top_k)
    evidence = [
        {
            "id": pid,
            "title": kb.passages[pid]["title"],
            "source_type": kb.passages[pid]["source_type"],
            "reliability": kb.passages[pid]["reliability"],
            "date": kb.passages[pid]["date"],
            "score": round(score, 6),
        }
        for pid, score in ranked
    ]
    options = ask("options", {"facts": facts})["options"]
    options = list(dict.fromkeys(options))
    complexity = ask("complexity", {"facts": facts})
    # Module 2: team
    team = recruit(kb, facts, options, complexity["level"])
    # Module 3: arguments and scores
    pool, relations = [], []
    ev_ids = [e["id"] for e in evidence]
    for oid in options:
        option_ctx = {"id": oid, "title": kb.interventions[oid]["title"]}
        for member in team:
            agent = {
                "role": member["role"],
                **{k: kb.roles[member["role"]][k] for k in ("title", "priorities", "style")},
            }
            answer = ask(
                "arguments",
                {"agent": agent, "option": option_ctx, "facts": facts, "evidence": ev_ids},
                role=member["role"],
            )
            for k, arg in enumerate(answer["arguments"], 1):
                a = {
                    "id": f"{oid}:{member['role']}:{k}",
                    "option": oid,
                    "role": member["role"],
                    "stance": arg["stance"],
                    "text": arg["text"],
                    "evidence": [e for e in arg["evidence"] if e in kb.passages],
                }
                a["subscores"] = ask(
                    "score",
                    {
                        "argument": {
                            k2: a[k2] for k2 in ("option", "role", "stance", "text", "evidence")
                        },
                        "facts": facts,
                        "evidence": [
                            {"id": e["id"], "reliability": e["reliability"]} for e in evidence
                        ],
                    },
                    role="scorer",
                )
                a["tau"] = round(sum(a["subscores"][d] for d in DIMENSIONS) / 5, 6)
                a["_links"] = {k2: arg[k2] for k2 in ("supports_role", "attacks_role") if k2 in arg}
                pool.append(a)
    # argument-to-argument relations: to the first argument of the named role
    # on the same option
    for a in pool:
        links = a.pop("_links")
        for key, kind in (("supports_role", "support"), ("attacks_role", "attack")):
            if key in links:
                target = next(
                    (
                        b
                        for b in pool
                        if b["option"] == a["option"] and b["role"] == links[key] and b is not a
                    ),
                    None,
                )
                if target is not None:
                    relations.append({"source": a["id"], "target": target["id"], "kind": kind})
    arena = _arena(pool, options, facts, settings, ask)
    return {
        "format": "clinarg-canoe-state",
        "version": 1,
        "record": record,
        "settings": settings.to_dict(),
        "profile": profile,
        "facts": facts,
        "evidence": evidence,
        "options": options,
        "complexity": complexity,
        "team": team,
        "pool": pool,
        "relations": relations,
        "arena": arena,
        "stats": {
            "backend_calls": ask.calls,
            "backend": backend.describe(),
            "generate_ms": round((time.perf_counter() - t0) * 1000, 3),
            "backend_ms": round(ask.backend_ms, 3),
        },
    }


def recruit(kb: Knowledge, facts, options, level: str) -> list:
    """S(P, D, c, O): the team, matching role expertise to the case.

    Core roles always join.  Then, up to the team size of the complexity
    level, the role that covers the most profile facts no member covers yet
    joins (ties: the larger total match, facts in its expertise plus
    domains shared with the candidate options; then knowledge order), so
    that every problem of the case finds its expert before any expert is
    doubled.  Each member records why it was chosen.

    Examples
    --------
    >>> kb = Knowledge.default()
    >>> [m["role"] for m in recruit(kb, ["dysphagia"], ["swallow_assessment"], "low")]
    ['general_practitioner', 'nutritionist', 'physiotherapist']
    """
    fs = set(facts)
    domains = {d for o in options for d in kb.interventions[o]["domains"]}
    size = kb.team_size[level]
    order = list(kb.roles)
    match = {}
    for rid, role in kb.roles.items():
        match[rid] = (
            [f for f in role["expertise"] if f in fs],
            [d for d in role["domains"] if d in domains],
        )
    chosen = [r for r in order if kb.roles[r].get("core", False)][:size]
    covered = {f for r in chosen for f in match[r][0]}
    while len(chosen) < min(size, len(order)):
        rest = [r for r in order if r not in chosen]
        best = min(
            rest,
            key=lambda r: (
                -len(set(match[r][0]) - covered),
                -(len(match[r][0]) + len(match[r][1])),
                order.index(r),
            ),
        )
        chosen.append(best)
        covered |= set(match[best][0])
    team = []
    for rid in chosen:
        mf, md = match[rid]
        if kb.roles[rid].get("core", False):
            why = "core member of every team"
        else:
            why = (
                "; ".join(
                    x
                    for x in (
                        "profile shows " + ", ".join(kb.facts[f]["label"] for f in mf)
                        if mf
                        else "",
                        "options in " + ", ".join(md) if md else "",
                    )
                    if x
                )
                or f"fills the {level}-complexity team"
            )
        team.append(
            {
                "role": rid,
                "title": kb.roles[rid]["title"],
                "match": len(mf) + len(md),
                "matched_facts": mf,
                "matched_domains": md,
                "why": why,
            }
        )
    return team


def _arena(pool, options, facts, settings, ask) -> dict:
    """Section 4.3.1 on each option's direct supporters and attackers."""
    by_id = {a["id"]: a for a in pool}
    clashes, win_rate, delta_tau = [], {}, {}
    for oid in options:
        args = [a for a in pool if a["option"] == oid]
        if not args:
            continue
        q = QBAF.from_edges(
            {oid: OPTION_BASE, **{a["id"]: a["tau"] for a in args}},
            attacks=[(a["id"], oid) for a in args if a["stance"] == "attack"],
            supports=[(a["id"], oid) for a in args if a["stance"] == "support"],
        )
        reasons = {}

        def adjudicate(clash, oid=oid, reasons=reasons):
            s, a = by_id[clash.supporter], by_id[clash.attacker]
            ans = ask(
                "adjudicate",
                {"option": oid, "facts": facts, "supporter": _public(s), "attacker": _public(a)},
                role="adjudicator",
            )
            reasons[clash.key] = ans["reason"]
            return clash.supporter if ans["winner"] == "supporter" else clash.attacker

        r = resolve_clashes(q, adjudicate, delta=settings.delta, beta=settings.beta)
        for c in r.clashes:
            clashes.append(
                {
                    "option": oid,
                    "supporter": c.supporter,
                    "attacker": c.attacker,
                    "tau_supporter": c.tau_supporter,
                    "tau_attacker": c.tau_attacker,
                    "winner": c.winner,
                    "reason": reasons[c.key],
                }
            )
        win_rate.update(r.win_rate)
        delta_tau.update({k: round(v, 12) for k, v in r.delta_tau.items()})
        for a in args:
            a["tau_tilde"] = r.qbaf.base_score(a["id"])
    return {
        "delta": settings.delta,
        "beta": settings.beta,
        "clashes": clashes,
        "win_rate": win_rate,
        "delta_tau": delta_tau,
    }


def _public(a):
    return {k: a[k] for k in ("id", "role", "stance", "text", "evidence", "subscores", "tau")}


# ---------------------------------------------------------------- module 4
def apply_action(
    state: dict, pool: dict, relations: list, action: dict, kb: Knowledge | None = None
) -> None:
    """Apply one human action to ``pool`` (id -> argument) and ``relations`` in place.

    The action is checked completely before anything changes, so an invalid
    one leaves both untouched.  The changed argument gets a new dict (the
    old one is never modified), so results handed out earlier stay as they
    were.

    Raises
    ------
    clinarg.errors.ParameterError
        Unknown action, missing or unknown argument, option, role, stance,
        evidence or relation target, an id that is an option's, or a τ
        outside [0, 1].
    """
    name, new, new_relations = _check_action(state, pool, relations, action, kb)
    if new is None:
        del pool[name]
    else:
        pool[name] = new
    if new_relations is not None:
        relations[:] = new_relations


def _check_action(state, pool, relations, action, kb=None):
    """``(name, the argument after the action or None when rejected, the new
    relations or None when unchanged)``; changes nothing."""
    kb = kb or Knowledge.default()
    if not isinstance(action, dict):
        raise ParameterError("an action is a JSON object")
    op = action.get("op")
    if op not in ACTIONS:
        raise ParameterError(f"unknown action {op!r} (known: {', '.join(ACTIONS)})")
    allowed = {
        "accept": {"argument"},
        "reject": {"argument"},
        "edit": {"argument", "text", "tau", "evidence", "supports", "attacks"},
        "add": {
            "argument",
            "option",
            "role",
            "stance",
            "text",
            "tau",
            "evidence",
            "supports",
            "attacks",
        },
    }[op]
    extra = set(action) - allowed - {"op"}
    if extra:
        raise ParameterError(f"{op} takes no {sorted(extra)[0]!r}")
    name = action.get("argument")
    if not isinstance(name, str) or not name:
        raise ParameterError(f"{op} needs the argument's id")
    if op == "add":
        if name in pool:
            raise ParameterError(f"argument {name!r} already exists")
        if name in state["options"]:  # the option is a node of its own QBAF
            raise ParameterError(f"add: {name!r} is an option's id")
        # ids arrive as JSON: a list or an object is refused before any
        # membership test (an unhashable value would raise TypeError there)
        if not isinstance(action.get("option"), str) or action["option"] not in state["options"]:
            raise ParameterError(f"add: unknown option {action.get('option')!r}")
        role = action.get("role")
        if not isinstance(role, str) or (role not in kb.roles and role != "clinician"):
            raise ParameterError(f"add: unknown role {action.get('role')!r}")
        if action.get("stance") not in ("support", "attack"):
            raise ParameterError("add: stance must be 'support' or 'attack'")
        if not isinstance(action.get("text"), str) or not action["text"]:
            raise ParameterError("add: a non-empty text is required")
        if "tau" not in action:
            raise ParameterError("add: tau is required")
        target = {
            "id": name,
            "option": action["option"],
            "role": action["role"],
            "stance": action["stance"],
            "text": action["text"],
            "evidence": [],
            "subscores": None,
            "tau": None,
            "status": "added",
            # the keys of a generated argument, in their order: an accept then
            # sets "reviewed" in place, so the result's key order (and so its
            # JSON text) does not depend on the path that built it
            "reviewed": False,
        }
    else:
        if name not in pool:
            raise ParameterError(f"{op}: no argument {name!r} in the pool")
        target = dict(pool[name])
    if op == "reject":
        return name, None, [r for r in relations if name not in (r["source"], r["target"])]
    if op == "accept":
        target["reviewed"] = True
        return name, target, None
    if "text" in action:
        if not isinstance(action["text"], str) or not action["text"]:
            raise ParameterError(f"{op}: the text must be a non-empty string")
        target["text"] = action["text"]
    if "tau" in action:
        tau = _unit(action["tau"], "tau")
        target["tau_tilde"] = tau
        if op == "add":
            target["tau"] = tau
    if "evidence" in action:
        ev = action["evidence"]
        if not isinstance(ev, list) or any(
            not isinstance(e, str) or e not in kb.passages for e in ev
        ):
            raise ParameterError(f"{op}: evidence must list known passage ids, got {ev!r}")
        target["evidence"] = list(ev)
    new_rel = []
    for key, kind in (("supports", "support"), ("attacks", "attack")):
        if key in action:
            targets = action[key]
            if not isinstance(targets, list):
                raise ParameterError(f"{op}: {key} must be a list of argument ids")
            for t in targets:
                if (
                    not isinstance(t, str)
                    or t not in pool
                    or pool[t]["option"] != target["option"]
                    or t == name
                ):
                    raise ParameterError(
                        f"{op}: {key} target {t!r} is not another argument "
                        f"on option {target['option']!r}"
                    )
            # a target listed twice is one relation
            new_rel += [{"source": name, "target": t, "kind": kind} for t in dict.fromkeys(targets)]
    new_relations = None
    if "supports" in action or "attacks" in action:
        kinds = {k for k, key in (("support", "supports"), ("attack", "attacks")) if key in action}
        new_relations = [
            r for r in relations if not (r["source"] == name and r["kind"] in kinds)
        ] + new_rel
    if op == "edit":
        target["status"] = "edited"
    return name, target, new_relations


# ---------------------------------------------------------------- QBAF, plan
def evaluate(state: dict, journal=(), kb: Knowledge | None = None) -> dict:
    """F before and after the journal, escalations and the plan (module 4 and 5).

    A pure function of ``state`` and ``journal``: the result of
    :meth:`Evaluation.result` on a fresh :class:`Evaluation`.

    Examples
    --------
    >>> from clinarg.protocols.plan import KnowledgePlanBackend, example_record
    >>> state = generate(example_record("heart_failure_alone"), KnowledgePlanBackend())
    >>> result = evaluate(state)
    >>> all(item["F"] > 0.5 for item in result["plan"])
    True
    """
    return Evaluation(state, journal, kb).result()


class Evaluation:
    """The evaluated plan of a state and a journal, kept up to date action by action.

    Built once (the journal replayed, every option's QBAF evaluated), then
    :meth:`apply` takes one more action: it changes the one option the
    action is about, recomputes that option's strengths incrementally with
    its :class:`clinarg.qbaf.Contestation` (only the arguments downstream of
    the change), rebuilds that option's graph document, escalations and
    trace, and re-synthesises the plan from the per-option pieces.  The
    result equals :func:`evaluate` on the state and the whole journal, bit
    for bit (``tests/test_plan_live.py`` checks it after every step of
    random action sequences).

    Results are shared, not copied: treat them as read-only.  An action never
    modifies a dict or list a result holds (changed arguments, relations and
    per-option pieces are replaced), so a result handed out earlier keeps
    describing the plan it was computed for.

    Parameters
    ----------
    state : dict
        The output of :func:`generate`.
    journal : sequence of dict
        Actions already taken (replayed, each checked by :func:`apply_action`).
    kb : Knowledge, optional

    Examples
    --------
    >>> from clinarg.protocols.plan import KnowledgePlanBackend, example_record
    >>> state = generate(example_record("stroke_discharge"), KnowledgePlanBackend())
    >>> live = Evaluation(state)
    >>> action = {"op": "edit", "argument": state["pool"][0]["id"], "tau": 0.05}
    >>> live.apply(action)
    >>> live.result()["F_human"] == evaluate(state, [action])["F_human"]
    True
    """

    def __init__(self, state: dict, journal=(), kb: Knowledge | None = None):
        t0 = time.perf_counter()
        self.state, self.kb = state, kb or Knowledge.default()
        pool = {a["id"]: dict(a, status="generated", reviewed=False) for a in state["pool"]}
        relations = copy.deepcopy(state["relations"])
        journal = list(journal)
        self.F_initial = {}
        if journal:  # else F before the journal is F after it, computed below
            members = self._group(pool)
            for oid in state["options"]:
                args = list(members[oid].values())
                q = option_qbaf(oid, args, _option_relations(relations, members[oid]))
                s = strengths(q, "qe").values
                self.F_initial[oid] = float(s[0])
                for a, v in zip(args, s[1:].tolist()):
                    a["sigma"] = v
        self.actions = 0
        for action in journal:
            apply_action(state, pool, relations, action, self.kb)
            self.actions += 1
        self.pool, self.relations, self._members = pool, relations, self._group(pool)
        self._contest, self._sigma, self._views, self._cache = {}, {}, {}, {}
        self._evidence = _evidence_objects(state, self.kb)
        for oid in state["options"]:
            args = list(self._members[oid].values())
            c = Contestation(option_qbaf(oid, args, _option_relations(relations, args)))
            values = c.strengths.values
            for a, v in zip(args, values[1:].tolist()):
                a["sigma"] = v  # this evaluation's own dicts, not handed out yet
            self._contest[oid], self._sigma[oid] = c, values[1:].copy()
            self._views[oid] = self._view(oid, float(values[0]))
            if not journal:
                self.F_initial[oid] = float(values[0])
        self._ms = (time.perf_counter() - t0) * 1000
        self._result = None

    def _group(self, pool) -> dict:
        members = {oid: {} for oid in self.state["options"]}
        for a in pool.values():
            members[a["option"]][a["id"]] = a
        return members

    def apply(self, action: dict) -> None:
        """Apply one more action; an invalid one raises and changes nothing.

        Raises
        ------
        clinarg.errors.ParameterError
            As :func:`apply_action`.
        clinarg.errors.EdgeError
            The action would make a pair both an attack and a support.
        """
        t0 = time.perf_counter()
        name, new, new_relations = _check_action(
            self.state, self.pool, self.relations, action, self.kb
        )
        oid = (new if new is not None else self.pool[name])["option"]
        members, contest = self._members[oid], self._contest[oid]
        operation = _qbaf_operation(action, name, new, new_relations, oid)
        step = contest.apply(operation) if operation is not None else None  # may raise: atomic
        # from here on nothing raises: commit
        prev = self._sigma[oid]
        if new is None:
            prev = np.delete(prev, list(members).index(name))
            del self.pool[name], members[name]
            self._cache.pop(name, None)
        else:
            if name not in members:
                prev = np.append(prev, np.nan)
            self.pool[name] = members[name] = new
        if new_relations is not None:
            self.relations = new_relations  # replaced, not modified (results share it)
        F = self._views[oid]["F"]
        if step is not None:
            values = step.strengths.values
            F, sigma = float(values[0]), values[1:]
            ids = list(members)
            # arguments outside the recomputed cone keep their strength (and their dict)
            for i in np.flatnonzero(sigma.view(np.int64) != prev.view(np.int64)).tolist():
                a = dict(members[ids[i]], sigma=float(sigma[i]))
                self.pool[a["id"]] = members[a["id"]] = a
            self._sigma[oid] = sigma.copy()
        self._views[oid] = self._view(oid, F)
        self.actions += 1
        self._ms = (time.perf_counter() - t0) * 1000
        self._result = None

    def _view(self, oid: str, F: float) -> dict:
        """Everything the result says about one option, from its arguments."""
        kb, members, cache = self.kb, self._members[oid], self._cache
        docs, traces = [], []
        for a in members.values():
            hit = cache.get(a["id"])
            if hit is None or hit[0] is not a:
                hit = cache[a["id"]] = (
                    a,
                    _argument_document(a, self._evidence),
                    _argument_trace(a),
                )
            docs.append(hit[1])
            traces.append(hit[2])
        args = list(members.values())
        rels = _option_relations(self.relations, members)
        option = Argument(
            oid,
            text=kb.interventions[oid]["title"],
            kind="option",
            base_score=OPTION_BASE,
            metadata={"strength": F},
        )
        graph = {"format": "clinarg-argument-graph", "version": 1, "name": oid}
        graph["arguments"] = [argument_to_document(option)] + docs
        for key, kind in (("attacks", "attack"), ("supports", "support")):
            edges = [[a["id"], oid] for a in args if a["stance"] == kind] + [
                [r["source"], r["target"]] for r in rels if r["kind"] == kind
            ]
            if edges or key == "attacks":  # as graph_to_document writes it
                graph[key] = edges
        used = sorted({e for a in args for e in a["evidence"]})
        return {
            "F": F,
            "graph": graph,
            "escalations": _escalate(self.state, kb, oid, args, F),
            "roles_for": sorted({a["role"] for a in args if a["stance"] == "support"}),
            "roles_against": sorted({a["role"] for a in args if a["stance"] == "attack"}),
            "evidence": [
                {
                    "id": e,
                    "title": kb.passages[e]["title"],
                    "source_type": kb.passages[e]["source_type"],
                    "reliability": kb.passages[e]["reliability"],
                }
                for e in used
            ],
            "arguments": traces,
        }

    def result(self) -> dict:
        """F before and after the actions, per-option QBAF documents, escalations, plan.

        The same dict until the next :meth:`apply`.
        """
        if self._result is None:
            t0 = time.perf_counter()
            options, views = self.state["options"], self._views
            plan, excluded = _synthesise(self.state, self.kb, views)
            self._result = {
                "F_initial": self.F_initial,
                "F_human": {o: views[o]["F"] for o in options},
                "qbaf": {o: views[o]["graph"] for o in options},
                "pool": list(self.pool.values()),
                "relations": self.relations,
                "escalations": [e for o in options for e in views[o]["escalations"]],
                "plan": plan,
                "excluded": excluded,
                "actions": self.actions,
                "evaluate_ms": round(self._ms + (time.perf_counter() - t0) * 1000, 3),
            }
        return self._result


def _qbaf_operation(action, name, new, new_relations, oid):
    """The :class:`clinarg.qbaf.Contestation` operation of a checked action on
    ``oid``'s QBAF (``None``: the QBAF does not change)."""
    op = action["op"]
    if op == "reject":
        return {"op": "reject", "argument": name}
    if op == "accept":
        return {"op": "accept", "argument": name}  # marks it reviewed, moves nothing
    out = {"op": op, "argument": name}
    if op == "add" or "tau" in action:
        out["base_score"] = new["tau_tilde"]
    if "text" in action:
        out["text"] = new["text"]
    for key, kind in (("attacks", "attack"), ("supports", "support")):
        if op == "add" or key in action:
            # an argument's outgoing edges of a kind: its stance edge to the
            # option and its relations of that kind
            out[key] = ([oid] if new["stance"] == kind else []) + [
                r["target"]
                for r in new_relations or ()
                if r["source"] == name and r["kind"] == kind
            ]
    return out if len(out) > 2 else None


def option_qbaf(option: str, args: list, relations: list) -> QBAF:
    """Q_i: the option with base 0.5, each argument's edge from its stance, and
    the argument-to-argument relations between its arguments."""
    ids = {a["id"] for a in args}
    rel = [r for r in relations if r["source"] in ids and r["target"] in ids]
    return QBAF.from_edges(
        {option: OPTION_BASE, **{a["id"]: a["tau_tilde"] for a in args}},
        attacks=[(a["id"], option) for a in args if a["stance"] == "attack"]
        + [(r["source"], r["target"]) for r in rel if r["kind"] == "attack"],
        supports=[(a["id"], option) for a in args if a["stance"] == "support"]
        + [(r["source"], r["target"]) for r in rel if r["kind"] == "support"],
        texts={a["id"]: a["text"] for a in args},
    )


def _option_relations(relations, members) -> list:
    """The relations among one option's arguments (a relation joins two
    arguments of the same option), in journal order."""
    ids = members if isinstance(members, dict) else {a["id"] for a in members}
    return [r for r in relations if r["source"] in ids]


def _evidence_objects(state, kb) -> dict:
    """Passage id -> the evidence object of the graph format: its metadata and,
    when retrieved for this case, its BM25 score."""
    scores = {e["id"]: e["score"] for e in state["evidence"]}
    out = {}
    for pid, p in kb.passages.items():
        out[pid] = {
            "id": pid,
            "title": p["title"],
            "type": p["source_type"],
            "reliability": p["reliability"],
            "date": p["date"],
        }
        if pid in scores:
            out[pid]["score"] = scores[pid]
    return out


def _argument_document(a, evidence) -> dict:
    """The argument in its option's graph document: the stance on the option
    creates its edge (the document lists the edge too, as the graph writer
    does), the evidence as objects with their metadata."""
    return argument_to_document(
        Argument(
            a["id"],
            text=a["text"],
            role=a["role"],
            stance=a["stance"],
            target=a["option"],
            evidence=[evidence[e] for e in a["evidence"]],
            base_score=a["tau_tilde"],
            metadata={
                "strength": a["sigma"],
                "tau": a["tau"],
                "status": a["status"],
                "reviewed": a.get("reviewed", False),
            },
        )
    )


def _argument_trace(a) -> dict:
    return {
        "id": a["id"],
        "role": a["role"],
        "stance": a["stance"],
        "text": a["text"],
        "tau": a["tau"],
        "tau_tilde": a["tau_tilde"],
        "strength": a["sigma"],
        "status": a["status"],
        "reviewed": a.get("reviewed", False),
    }


def _escalate(state, kb, oid, args, F) -> list:
    settings = state["settings"]
    fired = []
    if abs(F - THRESHOLD) <= settings["margin"]:
        fired.append(
            {
                "rule": "near_neutral",
                "detail": f"F = {F:.4f} within {settings['margin']} of 0.5",
            }
        )
    sup = [a for a in args if a["stance"] == "support" and a["tau_tilde"] >= settings["strong"]]
    att = [a for a in args if a["stance"] == "attack" and a["tau_tilde"] >= settings["strong"]]
    if sup and att:
        fired.append(
            {
                "rule": "strong_both_sides",
                "detail": f"{sup[0]['id']} (support) and {att[0]['id']} (attack) "
                f"both have a base score >= {settings['strong']}",
            }
        )
    missing = [c for c in kb.interventions[oid]["depends_on"] if not state["profile"].get(c)]
    if missing:
        fired.append(
            {
                "rule": "undocumented_context",
                "detail": "the record says nothing about " + ", ".join(missing),
            }
        )
    return [{"option": oid, **f} for f in fired]


def _synthesise(state, kb, views):
    F = {o: views[o]["F"] for o in state["options"]}
    if any(math.isnan(v) for v in F.values()):
        raise ParameterError("a strength is NaN")
    included = [o for o in state["options"] if F[o] > THRESHOLD]
    excluded = [
        {"option": o, "F": F[o], "why": f"F_H = {F[o]:.4f} is not above 0.5"}
        for o in state["options"]
        if F[o] <= THRESHOLD
    ]
    order = {o: i for i, o in enumerate(kb.interventions)}
    dropped = set()
    for pair in kb.incompatible:
        a, b = pair["options"]
        if a in included and b in included and not {a, b} & dropped:
            loser = min((a, b), key=lambda o: (F[o], -order[o]))
            winner = b if loser == a else a
            dropped.add(loser)
            excluded.append(
                {
                    "option": loser,
                    "F": F[loser],
                    "why": f"incompatible with {winner} ({pair['reason']}), "
                    f"which scored higher ({F[winner]:.4f})",
                }
            )
    included = [o for o in included if o not in dropped]
    sections = {s: i for i, s in enumerate(kb.sections)}
    included.sort(key=lambda o: (sections[kb.interventions[o]["section"]], -F[o], o))
    plan = []
    for rank, oid in enumerate(included, 1):
        v = views[oid]
        plan.append(
            {
                "rank": rank,
                "option": oid,
                "title": kb.interventions[oid]["title"],
                "section": kb.interventions[oid]["section"],
                "F": F[oid],
                "roles_for": v["roles_for"],
                "roles_against": v["roles_against"],
                "evidence": v["evidence"],
                "arguments": v["arguments"],
                "why": f"F_H = {F[oid]:.4f} > 0.5",
            }
        )
    return plan, excluded
