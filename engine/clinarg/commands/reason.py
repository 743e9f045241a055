"""``clinarg reason``: ArgMed reasoning on a clinical case, end to end.

The Generator and the Verifier discuss the case over the argumentation
schemes for clinical decision; the Reasoner takes the preferred extensions
of the resulting framework and reports the decision (or the abstention) with
its explanation, the argument graph and the full trace.  Backends: the
offline knowledge base (default), an OpenAI-compatible server (``--backend
http``), or a recorded cassette (``--replay FILE``); ``--record FILE``
records any run.
"""

from __future__ import annotations

import json

from ._common import EXIT_OK, TerminalText, UsageError
from ._llm import add_llm_arguments, backend_notes, make_backend, recording

NAME = "reason"
HELP = "ArgMed reasoning: decide and explain a clinical case (Generator, Verifier, Reasoner)"


def add_arguments(p) -> None:
    p.add_argument(
        "case",
        nargs="?",
        help="case file (JSON): in the knowledge base's "
        "vocabulary, or free text (a 'question', MedQA/PubMedQA style) with a "
        "language-model backend",
    )
    p.add_argument("--example", metavar="NAME", help="run a shipped example case")
    p.add_argument("--list-examples", action="store_true", help="list the shipped example cases")
    p.add_argument(
        "--output",
        choices=("text", "json"),
        default="text",
        help="plain-text report (default) or one JSON document",
    )
    add_llm_arguments(p, who="the Generator and Verifier")
    p.add_argument("--seed", type=int, default=0, help="HTTP backend sampling seed (default 0)")
    p.add_argument(
        "--knowledge-base",
        metavar="FILE",
        help="use this clinical knowledge base (JSON) instead of the shipped one, "
        "for validating the case and for the knowledge backend",
    )
    p.add_argument(
        "--limit", type=int, default=4, help="dialogue limit: most decisions generated (default 4)"
    )
    p.add_argument(
        "--asse-cq3",
        choices=("self-attack", "derive"),
        default="self-attack",
        help="reading of ASSE.CQ3 (the paper contradicts itself): the "
        "side-effect argument attacks itself, as in its Figure 2 (default), or "
        "an ameliorating decision is derived, as in its Table 3",
    )
    p.add_argument(
        "--no-few-shot",
        action="store_true",
        help="leave the Generator's and Verifier's few-shot examples out of their "
        "prompts (zero-shot)",
    )
    p.add_argument(
        "--timeout",
        type=float,
        default=None,
        help="seconds for the preferred-extension solver; on expiry exit 3",
    )
    p.add_argument("--dot", metavar="FILE", help="also write the argument graph as Graphviz DOT")
    p.add_argument(
        "--svg", metavar="FILE", help="also write the argument graph as SVG (needs Graphviz dot)"
    )


def _backend(args, kb):
    def offline():
        from ..protocols.reason.offline import KnowledgeBackend

        return KnowledgeBackend(kb)

    return make_backend(args, offline)


def run(args, out) -> int:
    if args.output != "json":  # text from case files and models reaches a terminal
        out = TerminalText(out)
    from ..protocols.reason import KnowledgeBase, example_case, example_names, load_case

    if args.list_examples:
        for name in example_names():
            print(f"{name}\t{example_case(name).title}", file=out)
        return EXIT_OK
    if bool(args.case) == bool(args.example):
        raise UsageError("reason needs a case file or --example NAME (see --list-examples)")
    if args.limit < 1:
        raise UsageError("--limit must be at least 1")
    if args.timeout is not None and args.timeout <= 0:
        raise UsageError("--timeout must be positive")
    if args.svg:
        from ..protocols.reason.render import svg_available

        if not svg_available():
            raise UsageError(
                "--svg needs Graphviz: the 'dot' program is not installed (use --dot FILE instead)"
            )
    kb = KnowledgeBase.load(args.knowledge_base) if args.knowledge_base else None
    # the offline knowledge backend has a closed vocabulary; a model takes free text
    closed = args.backend == "knowledge" and not args.replay
    case = (
        example_case(args.example, kb) if args.example else load_case(args.case, kb, closed=closed)
    )
    backend = _backend(args, kb)

    from ..protocols.reason import reason_case
    from ..protocols.reason.render import render_text, to_svg

    with recording(args, backend):
        result = reason_case(
            case,
            backend,
            kb=kb,
            limit=args.limit,
            timeout=args.timeout,
            asse_cq3=args.asse_cq3,
            few_shot=not args.no_few_shot,
        )
    doc = result.to_dict()  # builds the DOT text too
    if args.dot or args.svg:
        dot = doc["dot"]
        if args.dot:
            with open(args.dot, "w", encoding="utf-8") as fh:
                fh.write(dot)
        if args.svg:
            svg = to_svg(dot)
            with open(args.svg, "w", encoding="utf-8") as fh:
                fh.write(svg)
    backend_notes(args, backend, result.record.stats()["failed_calls"])
    if args.output == "json":
        print(json.dumps(doc, ensure_ascii=False, indent=1), file=out)
    else:
        out.write(render_text(result, doc))
    return EXIT_OK
