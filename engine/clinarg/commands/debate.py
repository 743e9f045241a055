"""``clinarg debate``: the MLAD layered debate on a case or a multiple-choice question.

Specialist agents diagnose, form groups, review each other's reports,
call tools and refine until a stopping rule ends the debate; the debate is
then solved as an argument graph, and the vote and the argumentation
outcomes are reported side by side.  Backends: the offline knowledge graph
(default), an OpenAI-compatible server (``--backend http``), or a recorded
cassette (``--replay FILE``); ``--record FILE`` records any run.
"""

from __future__ import annotations

import json

from ._common import EXIT_OK, TerminalText, UsageError
from ._llm import add_llm_arguments, backend_notes, make_backend, recording

NAME = "debate"
HELP = (
    "MLAD layered debate: specialist agents diagnose similar diseases, explained by argumentation"
)


def add_arguments(p) -> None:
    p.add_argument("case", nargs="?", help="case or multiple-choice question file (JSON)")
    p.add_argument("--example", metavar="NAME", help="run a shipped example case")
    p.add_argument("--list-examples", action="store_true", help="list the shipped example cases")
    p.add_argument(
        "--output",
        choices=("text", "json"),
        default="text",
        help="plain-text report (default) or one JSON document",
    )
    p.add_argument("--agents", type=int, default=5, help="specialist agents (default 5)")
    p.add_argument("--max-rounds", type=int, default=10, help="round cap (default 10)")
    p.add_argument(
        "--tie-rounds",
        type=int,
        default=3,
        help="tied rounds tolerated before the tie-breaking agent (default 3)",
    )
    p.add_argument(
        "--early-confidence",
        type=float,
        default=0.8,
        help="confidence every agent needs for the early stop (default 0.8)",
    )
    for flag, what in (
        ("--no-unanimity", "the unanimity stop"),
        ("--no-tie-break", "the tie-breaking agent"),
        ("--no-early-stop", "the high-confidence early stop"),
        ("--no-imap", "imap (agents read the raw text; ablation)"),
        ("--no-tools", "tool calls (ablation)"),
    ):
        p.add_argument(flag, action="store_true", help=f"switch off {what}")
    p.add_argument(
        "--freeform", action="store_true", help="freeform debate without groups (ablation)"
    )
    p.add_argument(
        "--show-votes", action="store_true", help="show vote counts to the agents (ablation)"
    )
    add_llm_arguments(p, who="the agents, groups and tools")
    p.add_argument("--seed", type=int, default=0, help="HTTP backend sampling seed (default 0)")
    p.add_argument(
        "--knowledge-graph",
        metavar="FILE",
        help="use this knowledge graph (JSON) instead of the shipped one",
    )
    p.add_argument(
        "--timeout",
        type=float,
        default=None,
        help="seconds for the preferred-extension solver; on expiry exit 3",
    )


def _settings(args):
    from ..errors import ParameterError
    from ..protocols.debate import Settings

    try:
        return Settings(
            agents=args.agents,
            max_rounds=args.max_rounds,
            tie_rounds=args.tie_rounds,
            early_confidence=args.early_confidence,
            unanimity=not args.no_unanimity,
            tie_break=not args.no_tie_break,
            early_stop=not args.no_early_stop,
            imap=not args.no_imap,
            tools=not args.no_tools,
            layered=not args.freeform,
            show_votes=args.show_votes,
        )
    except ParameterError as exc:  # name the option, not the field
        field, _, rest = str(exc).partition(" ")
        raise UsageError(f"--{field.replace('_', '-')} {rest}") from None


def run(args, out) -> int:
    if args.output != "json":  # text from case files and models reaches a terminal
        out = TerminalText(out)
    from ..protocols.debate import (
        KnowledgeDebateBackend,
        KnowledgeGraph,
        example_case,
        example_names,
        load_case,
        render_text,
        run_debate,
        to_document,
    )

    if args.list_examples:
        for name in example_names():
            print(f"{name}\t{example_case(name).title}", file=out)
        return EXIT_OK
    if bool(args.case) == bool(args.example):
        raise UsageError("debate needs a case file or --example NAME (see --list-examples)")
    if args.timeout is not None and not args.timeout > 0:
        raise UsageError("--timeout must be positive")
    settings = _settings(args)
    kg = (
        KnowledgeGraph.load(args.knowledge_graph)
        if args.knowledge_graph
        else KnowledgeGraph.default()
    )
    case = example_case(args.example, kg) if args.example else load_case(args.case, kg)
    backend = make_backend(args, lambda: KnowledgeDebateBackend(kg))
    with recording(args, backend):
        result = run_debate(case, backend, kg=kg, settings=settings)
    doc = to_document(result, timeout=args.timeout)
    backend_notes(args, backend, doc["stats"]["failed_calls"])
    if args.output == "json":
        print(json.dumps(doc, ensure_ascii=False, indent=1), file=out)
    else:
        out.write(render_text(doc, kg))
    return EXIT_OK
