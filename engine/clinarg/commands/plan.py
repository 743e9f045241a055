"""``clinarg plan``: CANOE care-plan coordination, contestable and persisted.

``clinarg plan --example NAME | RECORD.json [--output json] [--session S.db]``
builds the plan (offline knowledge backend by default; ``--backend http``,
``--record`` and ``--replay`` as for the other agent commands);
``clinarg plan contest S.db accept|reject|edit|add ...`` applies one human
action to a session; ``clinarg plan show S.db`` replays a session.
"""

from __future__ import annotations

import argparse
import json
import sys

from ._common import EXIT_OK, TerminalText, UsageError, escape_controls
from ._llm import add_llm_arguments, backend_notes, make_backend, recording

NAME = "plan"
HELP = "CANOE care planning: team arguments, per-option QBAF, contestation sessions"


def add_arguments(p) -> None:
    p.add_argument("case", nargs="?", help="patient record (JSON), or 'contest' / 'show'")
    p.add_argument("rest", nargs=argparse.REMAINDER, help=argparse.SUPPRESS)
    p.add_argument("--example", metavar="NAME", help="run a shipped case")
    p.add_argument("--list-examples", action="store_true", help="list the shipped cases")
    p.add_argument(
        "--output",
        choices=("text", "json"),
        default="text",
        help="plain-text report (default) or one JSON document",
    )
    p.add_argument(
        "--session", metavar="S.db", help="create or resume a contestation session (SQLite)"
    )
    add_llm_arguments(
        p, who="the profile, options, complexity, team arguments, scores and adjudications"
    )
    p.add_argument("--seed", type=int, default=0, help="HTTP backend sampling seed (default 0)")


class _Sub(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError(message)


def _contest_parser():
    p = _Sub(prog="clinarg plan contest")
    p.add_argument("session")
    p.add_argument("action", choices=("accept", "reject", "edit", "add"))
    p.add_argument("argument", help="argument id (for add: the new id)")
    p.add_argument("--actor", default="clinician")
    p.add_argument(
        "--based-on",
        type=int,
        metavar="SEQ",
        help="the last action seen; refuse if the session moved on",
    )
    p.add_argument("--text")
    p.add_argument("--tau", type=float)
    p.add_argument("--evidence", help="comma-separated passage ids")
    p.add_argument("--supports", help="comma-separated argument ids this one supports")
    p.add_argument("--attacks", help="comma-separated argument ids this one attacks")
    p.add_argument("--option")
    p.add_argument("--role")
    p.add_argument("--stance", choices=("support", "attack"))
    p.add_argument("--output", choices=("text", "json"), default="text")
    return p


def _show_parser():
    p = _Sub(prog="clinarg plan show")
    p.add_argument("session")
    p.add_argument("--output", choices=("text", "json"), default="text")
    return p


def _ids(text):
    return [x for x in text.split(",") if x] if text is not None else None


def _emit(doc, output, out):
    from ..protocols.plan.render import render_text

    if output == "json":
        print(json.dumps(doc, ensure_ascii=False, indent=1), file=out)
    else:  # case and model text reach a terminal
        TerminalText(out).write(render_text(doc, escape=escape_controls))


def run(args, out) -> int:
    from ..protocols.plan import (
        KnowledgePlanBackend,
        example_names,
        example_record,
        generate,
        load_record,
    )
    from ..protocols.plan.render import to_document
    from ..protocols.plan.session import Session
    from ..protocols.plan.wording import word_plan

    if args.list_examples:
        for name in example_names():
            print(f"{name}\t{example_record(name)['title']}", file=TerminalText(out))
        return EXIT_OK
    if args.case in ("contest", "show") and not args.example:
        sub = (_contest_parser() if args.case == "contest" else _show_parser()).parse_args(
            args.rest
        )
        session = Session.open(sub.session, create=False)
        try:
            if args.case == "contest":
                action = {"op": sub.action, "argument": sub.argument}
                for key in ("text", "tau", "option", "role", "stance"):
                    if getattr(sub, key) is not None:
                        action[key] = getattr(sub, key)
                for key in ("evidence", "supports", "attacks"):
                    if getattr(sub, key) is not None:
                        action[key] = _ids(getattr(sub, key))
                seq = session.append(action, actor=sub.actor, based_on=sub.based_on)
                print(f"clinarg: action #{seq} recorded in {sub.session}", file=sys.stderr)
            rows = session.journal()
            result = session.result()
            # no backend options here: the contested plan is worded offline
            wording = word_plan(session.state, result, KnowledgePlanBackend())
            doc = to_document(session.state, result, rows, wording)
        finally:
            session.close()
        _emit(doc, sub.output, out)
        return EXIT_OK
    if args.rest:
        raise UsageError(f"unexpected argument {args.rest[0]!r}")
    if bool(args.case) == bool(args.example):
        raise UsageError("plan needs a record file or --example NAME (see --list-examples)")
    record = example_record(args.example) if args.example else load_record(args.case)
    backend = make_backend(args, KnowledgePlanBackend)
    with recording(args, backend):
        state = generate(record, backend)
        rows = None
        if args.session:
            session = Session.open(args.session, state)
            try:
                state, rows, result = session.state, session.journal(), session.result()
            finally:
                session.close()
        else:
            from ..protocols.plan import evaluate

            result = evaluate(state)
        wording = word_plan(state, result, backend)  # recorded with the other calls
    backend_notes(args, backend, 1 if wording["error"] else 0)
    _emit(to_document(state, result, rows, wording), args.output, out)
    return EXIT_OK
