"""Regenerate benchmarks/RESULTS.md and its plots from fresh benchmark runs.

One command runs every benchmark of the project side by side with its
baseline, keeps the raw output under ``benchmarks/results/`` (not committed),
and writes ``benchmarks/RESULTS.md`` with each table, the command that
produced it, the commit, the machine, and the plots drawn from the raw data
(``benchmarks/plots/*.png``, committed beside it)::

    python benchmarks/report.py                   # everything (about an hour)
    python benchmarks/report.py --quick           # smaller sizes and limits
    python benchmarks/report.py --only dung,qbaf  # some sections
    python benchmarks/report.py --render-only     # redraw from the saved results

The Dung section compares clinarg with the ICCMA solvers µ-toksia 2019 and
2023 when their folder is given (``--peers DIR`` or ``CLINARG_PEERS``); the
project never ships or needs them. Plots need matplotlib (the ``bench``
extra: ``pip install ".[bench]"``).  Run it from a regular install, as the
README installs clinarg: an editable one (``pip install -e``) adds its
import finder, about 10 ms, to every whole-process run; each section says
which it was timed from.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
RESULTS = HERE / "results"
PLOTS = HERE / "plots"


def _section(name, title, argv, quick_argv, baseline, note=""):
    return {
        "name": name,
        "title": title,
        "argv": argv,
        "quick_argv": quick_argv,
        "baseline": baseline,
        "note": note,
    }


#: Instances of the counting section: bench_dung.py's families and the test
#: suite's frameworks (dung_count.py names them), none from ../shared.
COUNT_INSTANCES = [
    "grid_100",
    "sccchain_100",
    "random_100",
    "scalefree_100",
    "admbuster_100",
    "chain_150",
    "ring_150",
    "sccchain_1000",
    "admbuster_1000",
    "scalefree_1000",
    "random_1000",
    "grid_1000",
    "mutual_300",
]


def sections(peers: str | None):
    peer_opt = ["--peers", peers] if peers else []

    def dung_argv(tasks: str, sizes: str) -> list[str]:
        # the full and the quick run differ in tasks and sizes only
        return [
            "bench_dung.py",
            "--tasks",
            tasks,
            "--sizes",
            sizes,
            "--limit",
            "5",
            "--repeat",
            "3",
            "--solvers",
            "clinarg,clinarg-cli",
            "--min-peer-time",
            "0.1",
            "--json",
            "{json}",
        ] + peer_opt

    # the qbaf section's --quick run stops at 100k; the no-bound rows need 1M/5M
    nobound = ["bench_qbaf.py", "--graphs", "nobound-random,nobound-local", "--json", "{json}"]

    return [
        _section(
            "dung",
            "Dung semantics against the ICCMA solvers",
            dung_argv("iccma,counting", "100,1000"),
            dung_argv("SE-PR,DC-ST,DS-SST,SE-ID,EE-PR,CE-PR", "100"),
            "µ-toksia 2019 and 2023 (ICCMA entries), plain clingo on textbook "
            "encodings, pygarg and python-argumentation when installed",
            "In-process clinarg is timed from reading the file to the answer; "
            "`clinarg-cli` and the peers as whole processes. PAR-2 counts an unsolved "
            "run as twice the limit. A solved run of 0.05 s or more is run three times, "
            "for every solver, and its median counts: clinarg's stable queries run two "
            "competing clasp threads, whose time varies from run to run. "
            "`benchmarks/dung_relabel.py FILE --task T --peers DIR` compares clinarg "
            "and µ-toksia over random relabellings of one instance (docs/dung.md). "
            "Counting (CE) is offered by neither µ-toksia entry: clinarg runs it alone, "
            "for the whole-process figure on small files.",
        ),
        _section(
            "dung_count",
            "Counting extensions (CE): the component counter, clasp and Ganak",
            ["dung_count.py", *COUNT_INSTANCES, "--limit", "5", "--json", "{json}"],
            ["dung_count.py", *COUNT_INSTANCES[:5], "--limit", "5", "--json", "{json}"],
            "clasp's enumeration (what clinarg counted with before) and Ganak "
            "(pyganak, from the bench extra), an exact model counter of the model "
            "counting competitions, on the same clauses",
            "µ-toksia has no CE task. Every count is checked against the others. "
            "Ganak's time is its count() alone, in a child process killed at the limit.",
        ),
        _section(
            "qbaf",
            "Quantitative bipolar argumentation (quadratic energy)",
            ["bench_qbaf.py", "--json", "{json}"],
            ["bench_qbaf.py", "--quick", "--json", "{json}"],
            "a vectorised scipy.sparse Jacobi iteration with the same stopping rule",
        ),
        _section(
            "qbaf_nobound",
            "QBAF without a contraction bound at 10k and 1M arguments",
            nobound,
            nobound,  # the quick run is the full one: these rows are about 1M
            "a vectorised scipy.sparse Jacobi iteration stopped by the same "
            "observed-contraction estimate; errors against a tight reference (rk45 to "
            "1e-12 at 10k; at 1M Gauss-Seidel to 1e-13, or rk45 to 1e-11 where it does "
            "not settle)",
        ),
        _section(
            "grounded",
            "Parsing and grounded semantics (compiled core)",
            ["bench_grounded.py"],
            ["bench_grounded.py", "--quick"],
            "networkx and plain Python on the same file, each in its own process",
        ),
        _section(
            "dung_scc",
            "SCC walk against one whole-framework clingo call",
            ["bench_dung_scc.py"],
            ["bench_dung_scc.py", "--quick"],
            "the same encodings without the SCC walk",
        ),
        _section(
            "mcts",
            "Monte Carlo tree search (PUCT)",
            ["bench_mcts.py"],
            ["bench_mcts.py", "--quick"],
            "the plain-Python PUCT reference, and mctx when installed",
        ),
        _section(
            "argmed",
            "ArgMed end to end on the shipped cases",
            ["argmed_examples.py"],
            ["argmed_examples.py", "--quick"],
            "brute-force enumeration of maximal admissible sets",
        ),
        _section(
            "debate",
            "MLAD layered debate: orchestration and verdict",
            ["bench_debate.py"],
            ["bench_debate.py", "--quick"],
            "targets: under 5 ms of orchestration per round with 10 agents, "
            "under 10 ms for the argument-graph verdict",
        ),
        _section(
            "plan",
            "CANOE care planning: pipeline and contestation",
            ["bench_plan.py"],
            ["bench_plan.py"],  # it has no smaller variant
            "targets: under 50 ms for the pipeline on 9 roles x 10 options (backend "
            "time excluded), under 5 ms for one contestation action on 10,000 arguments",
        ),
        _section(
            "evaluate",
            "clinarg evaluate: harness throughput",
            ["bench_evaluate.py"],
            ["bench_evaluate.py", "--graphs", "2000", "--items", "40"],
            "the engine called in a loop with no harness; for the slow backend, "
            "the ideal rate workers / latency",
        ),
    ]


def run_section(sec, quick: bool) -> dict:
    """Run one benchmark script; return its record (command, output, timing)."""
    json_path = RESULTS / f"{sec['name']}.json"
    argv = [
        a.replace("{json}", str(json_path)) for a in (sec["quick_argv"] if quick else sec["argv"])
    ]
    shown = "python benchmarks/" + " ".join(
        a if "{json}" not in b else f"benchmarks/results/{sec['name']}.json"
        for a, b in zip(argv, sec["quick_argv"] if quick else sec["argv"])
    )
    if peers := os.environ.get("CLINARG_PEERS"):
        shown = shown.replace(peers, "$CLINARG_PEERS")
    print(f"# {shown}", flush=True)
    start = time.perf_counter()
    cpu_before = _cpu_ticks()
    proc = subprocess.run(
        [sys.executable, str(HERE / argv[0])] + argv[1:], cwd=ROOT, capture_output=True, text=True
    )
    record = {
        "command": shown,
        "returncode": proc.returncode,
        "stdout": proc.stdout,
        "stderr_tail": proc.stderr[-2000:],
        "seconds": time.perf_counter() - start,
        "json": json_path.name if json_path.exists() else None,
        "commit": _git("rev-parse", "--short", "HEAD"),
        # uncommitted changes when the section ran: the commit alone does not name the code
        "dirty": _dirty(),
        "finished": f"{dt.datetime.now(dt.UTC):%Y-%m-%d %H:%M} UTC",
        "install": _install_kind(),
        "steal": _steal_share(cpu_before, _cpu_ticks()),
        # sections kept from earlier runs may have run on another host
        "machine": _machine(),
    }
    (RESULTS / f"{sec['name']}.run.json").write_text(json.dumps(record, indent=1))
    if proc.returncode:
        print(
            f"#   failed ({proc.returncode}): {proc.stderr.strip().splitlines()[-1:]}", flush=True
        )
    return record


# ---------------------------------------------------------------- plots
def plot_dung(data: dict, out: Path) -> list[str]:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    sys.path.insert(0, str(HERE))
    from bench_dung import summarise

    meta, runs = data["meta"], data["runs"]
    table = summarise(runs, meta["tasks"], meta["solvers"], meta["limit"])
    solvers = [s for s in meta["solvers"] if any(k[1] == s for k in table)]
    tasks = [t for t in meta["tasks"] if any(k[0] == t for k in table)]
    files = []
    fig, ax = plt.subplots(figsize=(max(8, 0.55 * len(tasks) * len(solvers) / 3), 4.5))
    width = 0.8 / max(1, len(solvers))
    for i, solver in enumerate(solvers):
        xs = [j + i * width for j in range(len(tasks))]
        ys = [table.get((t, solver), {}).get("par2", float("nan")) for t in tasks]
        ax.bar(xs, ys, width, label=solver)
    ax.set_xticks([j + 0.4 - width / 2 for j in range(len(tasks))], tasks, rotation=60, fontsize=8)
    ax.set_yscale("log")
    ax.set_ylabel(f"PAR-2 (s), limit {meta['limit']:g} s")
    ax.set_title("Dung tasks: PAR-2 per task (lower is better)")
    ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(out / "dung_par2.png", dpi=110)
    plt.close(fig)
    files.append("dung_par2.png")

    peers = [s for s in solvers if s.startswith("mu-toksia")]
    if peers:
        by_key = {}
        for r in runs:
            t = r["result"]["time"] if r["result"] and "time" in r["result"] else 2 * meta["limit"]
            by_key.setdefault((r["task"], r["instance"]), {})[r["solver"]] = t
        xs, ys = [], []
        for cell in by_key.values():
            peer_times = [cell[p] for p in peers if p in cell]
            if "clinarg" in cell and peer_times:
                xs.append(min(peer_times))
                ys.append(cell["clinarg"])
        fig, ax = plt.subplots(figsize=(5, 5))
        ax.scatter(xs, ys, s=8, alpha=0.6)
        lo, hi = 1e-3, 2 * meta["limit"] * 1.2
        ax.plot([lo, hi], [lo, hi], "k--", lw=0.8, label="equal")
        ax.plot([lo, hi], [2 * lo, 2 * hi], "r:", lw=0.8, label="2x slower")
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_xlim(lo, hi)
        ax.set_ylim(lo, hi)
        ax.set_xlabel("fastest µ-toksia (s, whole process)")
        ax.set_ylabel("clinarg (s, in process)")
        ax.set_title("Per task and instance (unsolved = 2 x limit)")
        ax.legend(fontsize=8)
        fig.tight_layout()
        fig.savefig(out / "dung_vs_mu_toksia.png", dpi=110)
        plt.close(fig)
        files.append("dung_vs_mu_toksia.png")
    return files


def plot_qbaf(data: dict, out: Path) -> list[str]:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = [r for r in data["rows"] if r.get("speedup") == r.get("speedup")]
    labels = [f"{r['graph']}\n{r['n']:,}" for r in rows]
    fig, ax = plt.subplots(figsize=(max(7, 0.6 * len(rows)), 4))
    ax.bar(range(len(rows)), [r["speedup"] for r in rows])
    ax.axhline(1.0, color="k", lw=0.8)
    ax.axhline(3.0, color="r", lw=0.8, ls=":", label="3x target")
    ax.set_xticks(range(len(rows)), labels, rotation=70, fontsize=7)
    ax.set_ylabel("scipy Jacobi time / clinarg time")
    ax.set_title("QBAF strengths to 1e-9 (quadratic energy)")
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(out / "qbaf_speedup.png", dpi=110)
    plt.close(fig)
    return ["qbaf_speedup.png"]


PLOTTERS = {"dung": plot_dung, "qbaf": plot_qbaf}


# ---------------------------------------------------------------- RESULTS.md
def _git(*args) -> str:
    try:
        return subprocess.run(
            ["git", *args], cwd=ROOT, capture_output=True, text=True, check=True
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def _dirty() -> bool | None:
    """Whether the work tree has uncommitted changes; ``None`` when git cannot
    tell (RESULTS.md then says the tree state was not recorded, rather than
    calling an unknown tree clean)."""
    status = _git("status", "--porcelain")
    return None if status == "unknown" else status != ""


def _cpu_ticks() -> tuple[int, int] | None:
    """``(all, stolen)``: the machine's CPU time so far, in clock ticks, and
    the part the hypervisor gave to other guests (``steal`` in
    ``/proc/stat``); ``None`` where the kernel does not say.

    Examples
    --------
    >>> ticks = _cpu_ticks()
    >>> ticks is None or 0 <= ticks[1] <= ticks[0]
    True
    """
    try:
        with open("/proc/stat") as stat:
            fields = stat.readline().split()
    except OSError:
        return None
    if len(fields) < 9 or fields[0] != "cpu":
        return None
    ticks = [int(f) for f in fields[1:9]]  # user .. steal; guest time is in user already
    return sum(ticks), ticks[7]


def _steal_share(before, after) -> float | None:
    """The share of CPU time stolen by the host between two
    :func:`_cpu_ticks` readings.  On a shared virtual machine every time
    grows with it, whole-process start-up included, so RESULTS.md states it
    beside each section's times (15-25 % was seen in ``vmstat`` during
    benchmark runs on this machine).

    Examples
    --------
    >>> _steal_share((1000, 10), (2000, 210))
    0.2
    >>> _steal_share(None, (2000, 210)) is None
    True
    """
    if before is None or after is None or after[0] <= before[0]:
        return None
    return (after[1] - before[1]) / (after[0] - before[0])


def _install_kind() -> str:
    """How clinarg is installed where the benchmarks run: ``"editable"``
    (``pip install -e``, whose import finder every whole-process run pays,
    about 10 ms of start-up), ``"regular"`` (``pip install .``, as the
    README installs it) or ``"unknown"``.

    Examples
    --------
    >>> _install_kind() in ("editable", "regular", "unknown")
    True
    """
    from importlib import metadata

    try:
        text = metadata.distribution("clinarg").read_text("direct_url.json")
    except metadata.PackageNotFoundError:
        return "unknown"
    if text is None:
        return "regular"  # installed from an index or a wheel
    try:
        editable = json.loads(text).get("dir_info", {}).get("editable", False)
    except (ValueError, AttributeError):
        return "unknown"
    return "editable" if editable else "regular"


def _machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{os.cpu_count()} cores, {cpu}, Python {platform.python_version()}"


def _sections_of(text: str, selected) -> dict[str, list[str]]:
    """The body of each section of ``selected`` in a RESULTS.md ``text``, by
    title: what a section keeps when this run has no saved result for it
    (a fresh clone regenerating one section keeps the others).  Raw outputs
    hold lines that start with ``##`` too, so a body ends only at the title
    of another section.

    Examples
    --------
    >>> secs = [{"title": "A"}, {"title": "B"}]
    >>> _sections_of("# top\\n## A\\n\\nx\\n## raw\\n## B\\ny\\n", secs)
    {'A': ['x', '## raw'], 'B': ['y']}
    """
    titles = {f"## {sec['title']}" for sec in selected}
    bodies: dict[str, list[str]] = {}
    current = None
    for line in text.splitlines():
        if line in titles:
            current = bodies.setdefault(line[3:], [])
        elif current is not None and (current or line):  # no blank line right after a title
            current.append(line)
    return bodies


def render(selected, quick: bool) -> str:
    commit = _git("rev-parse", "--short", "HEAD")
    dirty = {True: " (with uncommitted changes)", False: "", None: " (tree state not recorded)"}[
        _dirty()
    ]
    lines = [
        "# clinarg benchmark results",
        "",
        "Regenerated by `python benchmarks/report.py" + (" --quick" if quick else "") + "` "
        f"on {dt.datetime.now(dt.UTC):%Y-%m-%d %H:%M} UTC at commit "
        f"`{commit}`{dirty}; {_machine()}. Each section gives the command that "
        "produced it (run from the repository root), its baseline, and the raw output. "
        "Times on this shared 2-core virtual machine vary by 5-10 % between runs, and "
        "more between hosts (the processor is named above; the Dung section's "
        "whole-process runs took 1.37 times as long, median over 575, on an AMD EPYC "
        "host as on an Intel Xeon one a day before, at commits whose changes between "
        "them touch CE-SST/STG and EE only) and when the host takes CPU "
        "time for other guests (steal time, stated per section). Ratios measured side "
        "by side in one run are the figures to compare.",
        "",
    ]
    PLOTS.mkdir(exist_ok=True)
    out = HERE / "RESULTS.md"
    kept = _sections_of(out.read_text(), selected) if out.exists() else {}
    for sec in selected:
        path = RESULTS / f"{sec['name']}.run.json"
        lines += [f"## {sec['title']}", ""]
        if not path.exists() and sec["title"] in kept:
            lines += kept[sec["title"]]  # as the last regeneration of it wrote it
            continue
        if not path.exists():
            lines += [
                f"Not regenerated in this run (no saved result): `python benchmarks/"
                f"report.py --only {sec['name']}` adds it.",
                "",
            ]
            continue
        record = json.loads(path.read_text())
        when = ""
        if record.get("commit"):
            tree = {
                True: " with uncommitted changes",
                False: " (clean tree)",
                None: " (tree state not recorded)",
            }[record.get("dirty")]
            when = f", at commit `{record['commit']}`{tree}, finished {record['finished']}"
            if record.get("install"):
                when += f", clinarg installed {record['install']}"
            if record.get("machine"):
                when += f", on {record['machine']}"
            if record.get("steal") is not None:
                when += f", {record['steal']:.0%} of CPU time stolen by the host"
        lines += [
            f"Command: `{record['command']}` ({record['seconds']:.0f} s{when}). "
            f"Baseline: {sec['baseline']}.",
            "",
        ]
        if sec["note"]:
            lines += [sec["note"], ""]
        if record["returncode"]:
            lines += [
                f"**The run failed** (exit {record['returncode']}):",
                "",
                "```text",
                record["stderr_tail"].strip(),
                "```",
                "",
            ]
        plotter = PLOTTERS.get(sec["name"])
        if plotter and record.get("json") and (RESULTS / record["json"]).exists():
            try:
                files = plotter(json.loads((RESULTS / record["json"]).read_text()), PLOTS)
                lines += [f"![{f}](plots/{f})" for f in files] + [""]
            except ImportError:
                lines += ['(plots need matplotlib: `pip install ".[bench]"`)', ""]
        lines += ["```text", _trim(record["stdout"]), "```", ""]
    # one final newline, also when the last section is kept from RESULTS.md
    return "\n".join(lines).rstrip("\n") + "\n"


def _trim(text: str, keep: int = 1000) -> str:
    """Long per-instance logs keep their summary tables: the last ``keep`` lines."""
    rows = text.rstrip().splitlines()
    if len(rows) <= keep:
        return "\n".join(rows)
    return "\n".join(
        [
            f"... ({len(rows) - keep} per-run lines omitted; the full output is "
            "in benchmarks/results/) ..."
        ]
        + rows[-keep:]
    )


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="smaller sizes and limits")
    ap.add_argument(
        "--only", help="comma-separated sections: " + ",".join(s["name"] for s in sections(None))
    )
    ap.add_argument(
        "--peers",
        default=os.environ.get("CLINARG_PEERS"),
        help="folder with the µ-toksia binaries (default: $CLINARG_PEERS)",
    )
    ap.add_argument(
        "--render-only",
        action="store_true",
        help="rewrite RESULTS.md and the plots from benchmarks/results/",
    )
    args = ap.parse_args(argv)
    if args.peers:  # the commands shown in RESULTS.md name it as $CLINARG_PEERS
        os.environ["CLINARG_PEERS"] = args.peers
    all_sections = sections(args.peers)
    wanted = set(args.only.split(",")) if args.only else {s["name"] for s in all_sections}
    unknown = wanted - {s["name"] for s in all_sections}
    if unknown:
        ap.error(f"unknown section(s): {', '.join(sorted(unknown))}")
    RESULTS.mkdir(exist_ok=True)
    if not args.render_only:
        for sec in all_sections:
            if sec["name"] in wanted:
                run_section(sec, args.quick)
    (HERE / "RESULTS.md").write_text(render(all_sections, args.quick))
    print(f"wrote {HERE / 'RESULTS.md'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
