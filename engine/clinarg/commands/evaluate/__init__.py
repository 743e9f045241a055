"""``clinarg evaluate``: a protocol over a whole data set, on this machine or a Ray cluster.

``clinarg evaluate PROTOCOL --dataset PATH [--out DIR] [--executor
local|serial|ray] [--workers N] [--address ADDR] [--limit K] [--resume
[--retry-failed]] [--timeout S] [--item-retries R] [--settings A,B]``

PROTOCOL is one of the :mod:`~clinarg.commands.evaluate.registry`'s names:
``reason`` (ArgMed, with the ``direct`` and ``cot`` baselines as
``--settings``), ``diagnose`` (ClinicalAgents), ``debate`` (MLAD) and
``plan`` (CANOE, against reference plans) over a JSONL data set
(:mod:`~clinarg.commands.evaluate.datasets`), ``solve`` (an ICCMA task,
``--task SE-PR``) and ``strengths`` (``--semantics qe``) over a folder of
argument graphs.  Each finished item is appended to ``DIR/results.jsonl`` at
once (``--resume`` skips what is there); at the end the summary is printed as
a table and written to ``DIR/summary.json``, with ``accuracy.png`` and
``time.png`` when matplotlib is installed.  Failed items are recorded, not
fatal: the exit status is 0 when the run finished, 2 on bad input, 130 when
interrupted (finished rows are kept).

A row is ``{"id", "setting", "protocol", "status" (ok, failed, timeout),
"answer", "reference", "correct", "abstained", "error" (null or
{"type", "message"}), "backend" {"calls", "failed_calls", "tokens"},
"detail", "timing" {"seconds", "started_at", "attempts", "worker"}}``; only
``timing`` depends on the executor.  A failed item counts as not correct in
the accuracy, and in the failure rate.
"""

from __future__ import annotations

import functools
import json
import os
import sys

from ..._deadline import validate_timeout
from .._common import EXIT_OK, UsageError
from .._llm import add_llm_arguments

NAME = "evaluate"
HELP = "run a protocol over a data set (or solve a folder of graphs) and summarise"


def add_arguments(p) -> None:
    from .registry import PROTOCOLS

    p.add_argument("protocol", metavar="PROTOCOL", help=f"one of {', '.join(PROTOCOLS)}")
    p.add_argument(
        "--dataset",
        required=True,
        metavar="PATH",
        help="JSONL data set, or a folder of argument graphs for solve/strengths",
    )
    p.add_argument(
        "--format",
        dest="dataset_format",
        default=None,
        help="data-set format: medqa, pubmedqa, mcq5, staged, careplan "
        "(default: detected from the first line)",
    )
    p.add_argument(
        "--out", metavar="DIR", default=None, help="output folder (default evaluate-PROTOCOL)"
    )
    p.add_argument(
        "--executor",
        choices=("local", "serial", "ray"),
        default="local",
        help="local process pool (default), serial in this process, or Ray",
    )
    p.add_argument(
        "--workers",
        type=int,
        default=None,
        help="worker processes of the local pool / CPUs of a local Ray (default: the CPU count)",
    )
    p.add_argument(
        "--address", default=None, help="Ray cluster address (default: start a local Ray instance)"
    )
    p.add_argument("--limit", type=int, default=None, metavar="K", help="only the first K items")
    p.add_argument(
        "--resume",
        action="store_true",
        help="continue the run in --out: skip the items already there",
    )
    p.add_argument(
        "--retry-failed",
        action="store_true",
        help="with --resume: run again the items whose last row is a failure",
    )
    p.add_argument(
        "--timeout", type=float, default=None, help="seconds per item (default: no limit)"
    )
    p.add_argument(
        "--item-retries",
        type=int,
        default=2,
        help="retries of an item after a transient backend failure, with "
        "exponential backoff (default 2)",
    )
    p.add_argument(
        "--backoff",
        type=float,
        default=0.5,
        help="first backoff in seconds, doubled at each retry (default 0.5)",
    )
    p.add_argument(
        "--settings",
        default=None,
        help="comma-separated variants; reason: argmed, direct, cot (default: argmed)",
    )
    p.add_argument(
        "--baselines",
        action="store_true",
        help="reason: also the direct-answer and chain-of-thought baselines "
        "(same as --settings argmed,direct,cot)",
    )
    p.add_argument("--task", default=None, help="solve: the ICCMA task, e.g. SE-PR, EE-CO, CE-ST")
    p.add_argument("-a", "--argument", default=None, help="solve: query argument for DC/DS")
    p.add_argument(
        "--ignore-supports",
        action="store_true",
        help="solve: drop the supports of JSON graphs instead of failing the item",
    )
    p.add_argument(
        "--semantics",
        default="qe",
        choices=("qe", "dfquad", "eb", "mlp"),
        help="strengths: gradual semantics (default qe)",
    )
    add_llm_arguments(p, who="the agents (reason, diagnose, debate, plan; plan: the judge too)")
    p.add_argument("--seed", type=int, default=0, help="sampling and search seed (default 0)")
    p.add_argument(
        "--knowledge-base",
        metavar="FILE",
        default=None,
        help="reason: the clinical knowledge base instead of the shipped one",
    )
    p.add_argument(
        "--dialogue-limit", type=int, default=4, help="reason: most decisions generated (default 4)"
    )
    p.add_argument(
        "--max-rounds", type=int, default=10, help="debate: most debate rounds (default 10)"
    )
    from ..diagnose import add_search_arguments

    add_search_arguments(p, prefix="diagnose: ")
    p.add_argument("--roles", default=None, help="diagnose: roles the backend plays (default all)")
    p.add_argument("--no-progress", action="store_true", help="no progress report on stderr")
    p.add_argument("--no-plots", action="store_true", help="no PNG plots")


# ----------------------------------------------------------------- checks
def _check(args) -> None:
    if args.workers is not None and args.workers < 1:
        raise UsageError("--workers must be at least 1")
    if args.limit is not None and args.limit < 1:
        raise UsageError("--limit must be at least 1")
    if args.item_retries < 0:
        raise UsageError("--item-retries must be non-negative")
    if not 0 <= args.backoff <= 600:
        raise UsageError("--backoff must lie in [0, 600]")
    args.timeout = validate_timeout(args.timeout, "--timeout")
    if args.retry_failed and not args.resume:
        raise UsageError("--retry-failed needs --resume")
    if args.address and args.executor != "ray":
        raise UsageError("--address needs --executor ray")
    if args.record:
        raise UsageError(
            "--record is not available in evaluate (many workers, one "
            "cassette); record single cases with clinarg reason/diagnose"
        )


def _settings(args, protocol) -> list[str]:
    if args.baselines:
        if protocol.name != "reason":
            raise UsageError("--baselines is for the reason protocol")
        if args.settings:
            raise UsageError("--baselines and --settings cannot be combined")
        return list(protocol.settings)
    if not args.settings:
        return [protocol.settings[0]]
    chosen = [s.strip() for s in args.settings.split(",") if s.strip()]
    bad = [s for s in chosen if s not in protocol.settings]
    if bad or not chosen or len(set(chosen)) != len(chosen):
        raise UsageError(
            f"--settings takes distinct names among {', '.join(protocol.settings)}; "
            f"got {args.settings!r}"
        )
    return chosen


def _llm_options(args) -> dict:
    return {
        "backend": args.backend,
        "record": None,
        "replay": args.replay,
        "base_url": args.base_url,
        "model": args.model,
        "api_key_env": args.api_key_env,
        "temperature": args.temperature,
        "request_timeout": args.request_timeout,
        "retries": args.retries,
        "seed": args.seed,
    }


def _options(args, protocol) -> dict:
    """The protocol's settings, as plain data, checked here before any item runs."""
    name = protocol.name
    if name == "solve":
        if not args.task:
            raise UsageError("solve needs --task, e.g. --task SE-PR")
        from ...dung.semantics import parse_problem
        from ..solve import supported_problems

        task, code = parse_problem(args.task)
        if f"{task}-{code}" not in supported_problems():
            raise UsageError(f"task {args.task} is not supported; see clinarg solve --problems")
        if task in ("DC", "DS") and args.argument is None:
            raise UsageError(f"{args.task} needs a query argument: -a ARG")
        return {"task": task, "semantics": code, "argument": args.argument}
    if name == "strengths":
        return {"semantics": args.semantics}
    llm = _llm_options(args)
    if name == "reason":
        if args.dialogue_limit < 1:
            raise UsageError("--dialogue-limit must be at least 1")
        if args.knowledge_base:
            args.knowledge_base = os.path.abspath(args.knowledge_base)
        options = {
            "llm": llm,
            "knowledge_base": args.knowledge_base,
            "dialogue_limit": args.dialogue_limit,
        }
    elif name == "diagnose":
        from ..diagnose import _roles, check_search

        options = {"llm": llm, **check_search(args), "eta": args.eta, "roles": _roles(args)}
    elif name == "debate":
        if not 1 <= args.max_rounds <= 100:
            raise UsageError("--max-rounds must be in [1, 100]")
        options = {"llm": llm, "max_rounds": args.max_rounds}
    elif "careplan" in protocol.inputs:  # plan, and plan_protocol()s registered at run time
        options = {"llm": llm}
    else:
        return {}
    if llm["replay"]:
        llm["replay"] = os.path.abspath(llm["replay"])
    if llm["backend"] == "http" or llm["replay"]:
        # build it once here: a bad URL or cassette is one error now, not one per item
        from .protocols import _backend

        offline = (
            "debate" if name == "debate" else "plan" if "careplan" in protocol.inputs else "reason"
        )
        _backend(options, offline)
    return options


# ------------------------------------------------------------------ items
def _graph_items(path: str, protocol_name: str, ignore_supports: bool = False):
    """``(id, read, None, None)`` for each graph file of the folder, ``read()``
    giving ``(payload or None, error or None)``: the folder is checked now, a
    file is read only when the run comes to an item it still has to run (so
    ``--resume`` does not read the finished ones again)."""
    if not os.path.isdir(path):
        raise UsageError(f"{protocol_name} reads a folder of argument graphs; {path} is not one")
    return _read_graphs(path, protocol_name, ignore_supports)


def _read_graphs(path: str, protocol_name: str, ignore_supports: bool):
    names = sorted(
        n
        for n in os.listdir(path)
        if not n.startswith(".") and os.path.isfile(os.path.join(path, n))
    )
    for name in names:
        yield (
            name,
            functools.partial(
                _read_graph, os.path.join(path, name), protocol_name, ignore_supports
            ),
            None,
            None,
        )


def _read_graph(path: str, protocol_name: str, ignore_supports: bool):
    from ...errors import ClinargError
    from .protocols import graph_payload

    try:
        return graph_payload(path, protocol_name, ignore_supports=ignore_supports), None
    except (ClinargError, ValueError, OSError) as exc:
        return None, {"type": type(exc).__name__, "message": " ".join(str(exc).split())}


def _manifest(args, protocol, settings, options) -> dict:
    return {
        "protocol": protocol.name,
        "dataset": os.path.abspath(args.dataset),
        "format": args.dataset_format,
        "settings": settings,
        "options": {k: v for k, v in options.items() if k != "llm"},
        "backend": {
            k: v
            for k, v in (options.get("llm") or {}).items()
            if k in ("backend", "model", "base_url", "replay", "temperature", "seed")
        },
    }


def _open_out(args, manifest: dict):
    from .runner import ResultsFile

    out = args.out or f"evaluate-{manifest['protocol']}"
    os.makedirs(out, exist_ok=True)
    results = os.path.join(out, "results.jsonl")
    manifest_path = os.path.join(out, "run.json")
    if os.path.exists(results) and not args.resume:
        raise UsageError(f"{results} exists: continue it with --resume, or choose another --out")
    if args.resume and os.path.exists(manifest_path):
        from ..._jsonio import load_json

        before = load_json(manifest_path)
        for key in ("protocol", "dataset", "options", "backend"):
            if isinstance(before, dict) and before.get(key) != manifest[key]:
                raise UsageError(
                    f"--resume: {out} holds a run with another {key} "
                    f"({before.get(key)!r}); use another --out"
                )
    with open(manifest_path, "w", encoding="utf-8") as fh:
        json.dump(manifest, fh, ensure_ascii=False, indent=1)
    return out, ResultsFile(results)


def _executor(args):
    from . import executors

    if args.executor == "serial":
        return executors.serial, None
    if args.executor == "local":
        return executors.LocalPool(args.workers or os.cpu_count() or 1), None
    ray = executors.RayExecutor(args.address, workers=args.workers)
    return ray, ray.shutdown


def _judge_counts(rows) -> dict:
    """Per setting, how many items the LLM-as-judge scored, failed on, or
    did not run on (with why): a judge that did not run gives no number."""
    out: dict = {}
    for r in rows:
        judge = (r.get("detail") or {}).get("judge")
        if not isinstance(judge, dict) or "status" not in judge:
            continue
        counts = out.setdefault(
            str(r.get("setting", "default")),
            {"ok": 0, "failed": 0, "not run": 0, "reasons": set()},
        )
        counts[judge["status"]] = counts.get(judge["status"], 0) + 1
        if judge["status"] == "not run":
            counts["reasons"].add(judge.get("reason", ""))
    return {k: dict(v, reasons=sorted(v["reasons"])) for k, v in out.items()}


def run(args, out) -> int:
    from .registry import GRAPHS, PROTOCOLS
    from .runner import failed_row
    from .summary import render_means, render_table, summarize, write_plots

    protocol = PROTOCOLS.get(args.protocol)
    if protocol is None:
        raise UsageError(f"unknown protocol {args.protocol!r}; known: {', '.join(PROTOCOLS)}")
    _check(args)
    settings = _settings(args, protocol)
    options = _options(args, protocol)
    execute, shutdown = _executor(args)  # checked now: a missing Ray is a usage error

    graphs = GRAPHS in protocol.inputs
    if graphs:
        if args.dataset_format:
            raise UsageError("--format is for JSONL data sets; graph files are detected")
        items = _graph_items(args.dataset, protocol.name, args.ignore_supports)
    else:
        if os.path.isdir(args.dataset):
            raise UsageError(f"{protocol.name} reads a JSONL data set; {args.dataset} is a folder")
        from .datasets import FORMATS, read_dataset

        if args.dataset_format and args.dataset_format not in FORMATS:
            raise UsageError(f"--format takes one of {', '.join(FORMATS)}")
        items = read_dataset(args.dataset, args.dataset_format)
        wrong = [i for i in items if i.kind not in protocol.inputs]
        if wrong:
            raise UsageError(
                f"{protocol.name} reads {', '.join(protocol.inputs)} data sets; "
                f"{args.dataset} is {wrong[0].kind}"
            )
        items = ((i.id, dict(i.data), None, i.reference) for i in items)

    out_dir, results = _open_out(args, _manifest(args, protocol, settings, options))
    jobs, early = [], []
    with results:
        done = results.ok if args.retry_failed else results.done
        count = 0
        for entry in items:
            if args.limit is not None and count >= args.limit:
                break
            count += 1
            item_id, payload, error, reference = entry
            todo = [setting for setting in settings if (item_id, setting) not in done]
            if todo and callable(payload):  # a graph file, read now that it is needed
                payload, error = payload()
            for setting in todo:
                job = {
                    "id": item_id,
                    "setting": setting,
                    "protocol": protocol.name,
                    "payload": payload,
                    "reference": reference,
                    "options": dict(options, setting=setting),
                    "timeout": args.timeout,
                    "retries": args.item_retries,
                    "backoff": args.backoff,
                }
                if error is not None:  # an unreadable graph: that item failed, the run goes on
                    early.append(failed_row(dict(job, payload=None), "failed", error))
                else:
                    jobs.append(job)
        from .progress import Progress

        progress = Progress(len(jobs) + len(early), sys.stderr, enabled=not args.no_progress)
        for row in early:
            results.append(row)
            progress.update(failed=True)
        try:
            if jobs:
                for row in execute(jobs):
                    results.append(row)
                    progress.update(failed=row["status"] != "ok")
        finally:
            progress.close()
            if shutdown is not None:
                shutdown()
        rows = results.latest()
    summary = summarize(rows)
    judged = _judge_counts(rows)
    for setting, counts in judged.items():
        summary[setting]["judge"] = counts
    with open(os.path.join(out_dir, "summary.json"), "w", encoding="utf-8") as fh:
        json.dump(
            {
                "protocol": protocol.name,
                "dataset": os.path.abspath(args.dataset),
                "settings": summary,
            },
            fh,
            ensure_ascii=False,
            indent=1,
        )
    print(render_table(summary), file=out)
    if protocol.report:
        print(render_means(summary, protocol.report), file=out)
    for setting, counts in judged.items():
        reasons = "; ".join(counts["reasons"])
        said = ", ".join(f"{k} on {v}" for k, v in counts.items() if k != "reasons" and v)
        why = f" ({reasons})" if reasons else ""
        print(f"{setting}: LLM-as-judge {said} item(s){why}", file=out)
    if not args.no_plots:
        write_plots(summary, rows, out_dir)
    print(f"results: {os.path.join(out_dir, 'results.jsonl')}", file=out)
    return EXIT_OK
