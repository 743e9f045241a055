"""``clinarg diagnose``: run the search-driven clinical orchestrator on a staged case.

``--list-examples`` names the shipped cases; ``--example NAME`` (or
``--case FILE``) runs one offline with the knowledge-based agents and prints
the diagnosis, its confidence, the treatment chain and the action trace
(``--output json``: one object with ``diagnosis``, ``confidence``, ``trace``,
``unresolved``, ``steps`` and more).
"""

from __future__ import annotations

import json

from ._common import EXIT_OK, UsageError
from ._llm import add_llm_arguments, make_backend

NAME = "diagnose"
HELP = "orchestrate clinical agents by Monte Carlo tree search on a staged case"


def add_arguments(parser) -> None:
    parser.add_argument("--list-examples", action="store_true", help="list the shipped cases")
    parser.add_argument("--example", metavar="NAME", help="run a shipped example case")
    parser.add_argument("--case", metavar="FILE", help="run a case from a JSON file")
    parser.add_argument("--output", choices=("text", "json"), default="text")
    parser.add_argument("--simulations", type=int, default=48,
                        help="search simulations per step (default 48)")
    parser.add_argument("--eta", type=int, default=20, help="step limit of the episode")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--roles", default=None,
                        help="comma-separated roles the backend plays (default: all of "
                             "history, examination, laboratory, imaging, diagnosis, "
                             "treatment)")
    add_llm_arguments(parser, who="the acting agents")


def _acting_agents(args, kb):
    """The backend-driven agents asked for on the command line (none by default)."""
    backend = make_backend(args)
    if backend is None:
        return {}, None
    from ..protocols.diagnose.adapter import backend_agents
    from ..protocols.diagnose.agents import ROLES

    roles = (list(ROLES) if args.roles is None
             else [r.strip() for r in args.roles.split(",") if r.strip()])
    bad = sorted(set(roles) - set(ROLES))
    if bad or not roles:
        raise UsageError(f"--roles takes roles among {','.join(ROLES)}; got {args.roles!r}")
    return backend_agents(backend, kb, roles), backend


def run(args, out) -> int:
    from ..protocols.diagnose.cases import ClinicalCase, example_names, load_example

    if args.list_examples:
        for name in example_names():
            print(f"{name}\t{load_example(name).title}", file=out)
        return EXIT_OK
    if bool(args.example) == bool(args.case):
        raise UsageError("diagnose needs one of --example NAME or --case FILE "
                         "(or --list-examples)")
    if not 1 <= args.simulations <= 100_000:
        raise UsageError("--simulations must be in [1, 100000]")
    if not 1 <= args.eta <= 1000:
        raise UsageError("--eta must be in [1, 1000]")
    if args.seed < 0:
        raise UsageError("--seed must be non-negative")
    case = load_example(args.example) if args.example else ClinicalCase.load(args.case)

    from ..protocols.diagnose.knowledge import KnowledgeBase
    from ..protocols.diagnose.orchestrator import Orchestrator, SearchSettings

    kb = KnowledgeBase.load()
    agents, backend = _acting_agents(args, kb)
    orch = Orchestrator(kb=kb, agents=agents, eta=args.eta,
                        search=SearchSettings(num_simulations=args.simulations, seed=args.seed))
    try:
        report = orch.run(case)
    finally:  # a recording is kept even when the run fails (as in clinarg reason)
        if args.record:
            backend.save()
    if args.output == "json":
        print(json.dumps(report.to_dict(), ensure_ascii=False), file=out)
        return EXIT_OK
    print(f"case: {case.name}: {case.title}", file=out)
    for t in report.trace:
        extra = ", ".join(f"{k}={v}" for k, v in t.items()
                          if k not in ("step", "action", "reward", "visits") and v)
        print(f"{t['step']:>3}  {t['action']:<12} reward {t['reward']:+.3f}  {extra}", file=out)
    print(f"diagnosis: {report.label or 'none'} (confidence {report.confidence:.3f}) "
          f"after {report.steps} steps, closed by {report.closure}", file=out)
    if report.chain:
        why = [f if v else f"no {f}" for f, v in report.chain["evidence"].items()]
        print(f"because: {', '.join(why)}", file=out)
        print(f"treatment: {'; '.join(report.chain['treatment'])}", file=out)
    if report.unresolved:
        print(f"unresolved: {', '.join(report.unresolved)}", file=out)
    return EXIT_OK
