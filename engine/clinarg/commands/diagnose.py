"""``clinarg diagnose``: run the search-driven clinical orchestrator on a staged case.

``--list-examples`` names the shipped cases; ``--example NAME`` (or
``--case FILE``) runs one offline with the knowledge-based agents and prints
the diagnosis, its confidence, the treatment chain and the action trace
(``--output json``: one object with ``diagnosis``, ``confidence``, ``trace``,
``unresolved``, ``steps``, ``search`` (the selection rule and its settings)
and more; with ``--rule paper`` each trace step has ``selection``: prior,
Q and score of every candidate action, with ``--rule puct`` ``visits``).

With a backend (``--backend http`` or ``--replay``) the output also has
``run`` (the backend's description, ``calls``, ``failed_calls``, ``tokens``,
``latency_ms``) and ``backend_calls`` (one entry per call, its ``error``
null or ``{"type", "message"}``); each trace step an agent took through the
backend carries that call's ``error``.  As in ``clinarg reason``, a failed
call does not end the run: it is reported in the trace and on stderr.  The
backend also gives the orchestrator's own judgements (role
``orchestrator``, unless ``--roles`` leaves it out): the action scores
O(a | M), the missing key evidence E_m and the confidence c; their calls are
in ``backend_calls`` (tasks ``orchestrate:select|missing|confidence``), and
each trace step has ``judged``: the E_m and c its reward used.  A failed
judgement falls back to the knowledge rules for that state.
"""

from __future__ import annotations

import json
from collections import defaultdict, deque

from ._common import EXIT_OK, TerminalText, UsageError
from ._llm import add_llm_arguments, backend_notes, make_backend, recording

NAME = "diagnose"
HELP = "orchestrate clinical agents by Monte Carlo tree search on a staged case"


def add_arguments(parser) -> None:
    parser.add_argument("--list-examples", action="store_true", help="list the shipped cases")
    parser.add_argument("--example", metavar="NAME", help="run a shipped example case")
    parser.add_argument("--case", metavar="FILE", help="run a case from a JSON file")
    parser.add_argument("--output", choices=("text", "json"), default="text")
    add_search_arguments(parser)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--roles",
        default=None,
        help="comma-separated roles the backend plays (default: all of "
        "history, examination, laboratory, imaging, diagnosis, "
        "treatment, orchestrator; 'orchestrator' is the "
        "orchestrator's own judgements: action scores, missing key "
        "evidence, confidence)",
    )
    add_llm_arguments(parser, who="the acting agents")


def _roles(args) -> list:
    """The roles of ``--roles`` (all by default), checked before anything runs."""
    from ..protocols.diagnose.agents import ROLES

    every = ROLES + ("orchestrator",)
    if args.roles is None:
        return list(every)
    roles = [r.strip() for r in args.roles.split(",") if r.strip()]
    bad = sorted(set(roles) - set(every))
    if bad or not roles:
        raise UsageError(f"--roles takes roles among {','.join(every)}; got {args.roles!r}")
    if not args.replay and args.backend != "http":
        raise UsageError(
            "--roles needs --backend http or --replay (the offline agents play every role)"
        )
    return roles


def add_search_arguments(parser, prefix: str = "") -> None:
    """The orchestrator's search options (``clinarg diagnose`` and ``clinarg
    evaluate``, whose help names the protocol in ``prefix``)."""
    parser.add_argument(
        "--rule",
        choices=("paper", "puct"),
        default="paper",
        help=prefix + "how each step chooses its action: 'paper' (default), the "
        "ClinicalAgents selection a* = argmax Q + lambda O over the top-K "
        "actions, Q the mean return of --rollouts rollouts to the end of "
        "the episode; 'puct', a PUCT tree search of --simulations "
        "simulations taking the most visited action",
    )
    parser.add_argument(
        "--rollouts",
        type=int,
        default=None,
        help=prefix + "rollouts per candidate (paper; default 8) or per new leaf (puct; default 1)",
    )
    parser.add_argument(
        "--top-k",
        type=int,
        default=4,
        help=prefix + "candidate actions per step, by the orchestrator's prior (default 4)",
    )
    parser.add_argument(
        "--lam",
        type=float,
        default=1.0,
        help=prefix + "lambda, the weight of the prior O(a | M) (default 1)",
    )
    parser.add_argument(
        "--simulations",
        type=int,
        default=48,
        help=prefix + "puct: search simulations per step (default 48)",
    )
    parser.add_argument(
        "--eta", type=int, default=20, help=prefix + "step limit of the episode (default 20)"
    )


def check_search(args) -> dict:
    """The search options of :func:`add_search_arguments` (and ``--seed``),
    checked, as the keyword arguments of :func:`search_settings`."""
    if not 1 <= args.simulations <= 100_000:
        raise UsageError("--simulations must be in [1, 100000]")
    if not 1 <= args.eta <= 1000:
        raise UsageError("--eta must be in [1, 1000]")
    if args.seed < 0:
        raise UsageError("--seed must be non-negative")
    if args.rollouts is not None and not 1 <= args.rollouts <= 10_000:
        raise UsageError("--rollouts must be in [1, 10000]")
    if not 1 <= args.top_k <= 100:
        raise UsageError("--top-k must be in [1, 100]")
    if not (0.0 <= args.lam <= 1e6):  # (also false for NaN)
        raise UsageError("--lam must be a number in [0, 1e6]")
    return {
        "rule": args.rule,
        "simulations": args.simulations,
        "rollouts": args.rollouts,
        "top_k": args.top_k,
        "lam": args.lam,
        "seed": args.seed,
    }


def search_settings(*, rule, simulations, rollouts, top_k, lam, seed):
    """The orchestrator's :class:`SearchSettings` from :func:`check_search`'s values."""
    from ..protocols.diagnose.orchestrator import SearchSettings

    return SearchSettings(
        rule=rule,
        num_simulations=simulations,
        n_rollouts=rollouts,
        top_k=top_k,
        c_puct=lam,
        seed=seed,
    )


def diagnose_agents(backend, kb, roles, calls):
    """``(agents, judge)``: the agents of ``roles`` played by ``backend``, and
    the orchestrator's own judge when ``"orchestrator"`` is among them
    (``({}, None)`` without a backend: the offline knowledge agents play).
    Every call is appended to ``calls``."""
    if backend is None:
        return {}, None
    from ..protocols.diagnose.adapter import BackendJudge, backend_agents

    agents = backend_agents(backend, kb, [r for r in roles if r != "orchestrator"], calls)
    judge = BackendJudge(backend, kb, calls) if "orchestrator" in roles else None
    return agents, judge


def _with_calls(doc: dict, calls: list, backend) -> dict:
    """``doc`` with the backend calls: ``run`` totals, ``backend_calls``, and
    each backend step's ``error`` (the orchestrator asks an agent exactly once
    per step of its role, so the n-th call of a role is its n-th step)."""
    from ..protocols.diagnose.adapter import call_stats

    queues = defaultdict(deque)
    for c in calls:
        queues[c["role"]].append(c)
    for step in doc["trace"]:
        if queues.get(step["action"]):
            step["error"] = queues[step["action"]].popleft()["error"]
    doc["run"] = dict(call_stats(calls), backend=backend.describe())
    doc["backend_calls"] = calls
    return doc


def run(args, out) -> int:
    if args.output != "json":  # text from case files and models reaches a terminal
        out = TerminalText(out)
    from ..protocols.diagnose.cases import ClinicalCase, example_names, load_example

    if args.list_examples:
        for name in example_names():
            print(f"{name}\t{load_example(name).title}", file=out)
        return EXIT_OK
    if bool(args.example) == bool(args.case):
        raise UsageError("diagnose needs one of --example NAME or --case FILE (or --list-examples)")
    search = check_search(args)
    roles = _roles(args)
    case = load_example(args.example) if args.example else ClinicalCase.load(args.case)

    from ..protocols.diagnose.knowledge import KnowledgeBase
    from ..protocols.diagnose.orchestrator import Orchestrator

    kb = KnowledgeBase.load()
    calls: list[dict] = []
    backend = make_backend(args)
    agents, judge = diagnose_agents(backend, kb, roles, calls)
    orch = Orchestrator(
        kb=kb, agents=agents, judge=judge, eta=args.eta, search=search_settings(**search)
    )
    with recording(args, backend):
        report = orch.run(case)
    doc = report.to_dict()
    if backend is not None:
        doc = _with_calls(doc, calls, backend)
        backend_notes(args, backend, doc["run"]["failed_calls"])
    if args.output == "json":
        print(json.dumps(doc, ensure_ascii=False), file=out)
        return EXIT_OK
    print(f"case: {case.name}: {case.title}", file=out)
    for t in doc["trace"]:
        extra = ", ".join(
            f"{k}={v}"
            for k, v in t.items()
            if k not in ("step", "action", "reward", "visits", "selection", "judged", "error") and v
        )
        if t.get("error"):
            extra = (
                extra + "  " if extra else ""
            ) + f"ERROR {t['error']['type']}: {t['error']['message']}"
        print(f"{t['step']:>3}  {t['action']:<12} reward {t['reward']:+.3f}  {extra}", file=out)
    if report.search:
        print("selection: " + ", ".join(f"{k} {v}" for k, v in report.search.items()), file=out)
    print(
        f"diagnosis: {report.label or 'none'} (confidence {report.confidence:.3f}) "
        f"after {report.steps} steps, closed by {report.closure}",
        file=out,
    )
    if report.chain:
        why = [f if v else f"no {f}" for f, v in report.chain["evidence"].items()]
        print(f"because: {', '.join(why)}", file=out)
        print(f"treatment: {'; '.join(report.chain['treatment'])}", file=out)
    if report.unresolved:
        print(f"unresolved: {', '.join(report.unresolved)}", file=out)
    if backend is not None:
        run, about = doc["run"], doc["run"]["backend"]
        tokens = run["tokens"]
        tok = (
            "not reported"
            if not tokens
            else f"{tokens['prompt_tokens']} prompt + {tokens['completion_tokens']} completion"
        )
        print(
            f"run: backend {about.get('name')}"
            + (f" ({about['model']})" if about.get("model") else "")
            + f", {run['calls']} calls ({run['failed_calls']} failed), tokens {tok}, "
            f"latency {run['latency_ms']:.1f} ms",
            file=out,
        )
    return EXIT_OK
