"""The summary of an evaluation: accuracy with its Wilson interval, abstention,
errors reported by abstaining, failures and time per item, per setting.

Examples
--------
>>> rows = [{"setting": "argmed", "status": "ok", "correct": c, "abstained": a,
...          "timing": {"seconds": 1.0}, "backend": {"calls": 2}}
...         for c, a in [(True, False)] * 8 + [(False, True), (False, False)]]
>>> s = summarize(rows)["argmed"]
>>> s["accuracy"], [round(x, 4) for x in s["accuracy_ci95"]], s["error_report_rate"]
(0.8, [0.4902, 0.9433], 0.5)
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterable

__all__ = [
    "wilson_interval",
    "mean_interval",
    "summarize",
    "render_table",
    "render_means",
    "write_plots",
]

Z95 = 1.959963984540054


def wilson_interval(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval of a binomial proportion (95% by default).

    ``(0.0, 1.0)`` when ``n`` is 0 (nothing is known).

    Examples
    --------
    >>> [round(x, 4) for x in wilson_interval(8, 10)]
    [0.4902, 0.9433]
    >>> wilson_interval(0, 0)
    (0.0, 1.0)
    """
    if n == 0:
        return (0.0, 1.0)
    if not 0 <= successes <= n:
        from ...errors import ParameterError

        raise ParameterError("successes must lie in [0, n]")
    p = successes / n
    z2 = z * z
    denom = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_interval(values: list[float], confidence: float = 0.95) -> list[float] | None:
    """Student-t interval of the mean of ``values`` (95% by default).

    ``None`` for fewer than two values (no spread is known).

    Examples
    --------
    >>> [round(x, 4) for x in mean_interval([1.0, 2.0, 3.0])]
    [-0.4841, 4.4841]
    >>> mean_interval([0.5]) is None
    True
    """
    n = len(values)
    if n < 2:
        return None
    from scipy.stats import t

    mean = statistics.fmean(values)
    half = float(t.ppf(0.5 + confidence / 2, n - 1)) * statistics.stdev(values) / math.sqrt(n)
    return [mean - half, mean + half]


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = (len(ordered) - 1) * q
    lo, hi = math.floor(k), math.ceil(k)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def _one(rows: list[dict]) -> dict:
    scored = [r for r in rows if r.get("correct") is not None]
    correct = sum(1 for r in scored if r["correct"])
    ok = [r for r in rows if r.get("status") == "ok"]
    abstained = sum(1 for r in ok if r.get("abstained"))
    # ArgMed's measure: of the items it did not get right (failures aside),
    # the share where it said so by abstaining instead of answering wrongly
    wrong_answers = sum(1 for r in ok if r.get("correct") is False and not r.get("abstained"))
    abstained_scored = sum(1 for r in ok if r.get("correct") is not None and r.get("abstained"))
    not_right = wrong_answers + abstained_scored
    times = [float((r.get("timing") or {}).get("seconds") or 0.0) for r in rows]
    calls = sum(int((r.get("backend") or {}).get("calls") or 0) for r in rows)
    failed_calls = sum(int((r.get("backend") or {}).get("failed_calls") or 0) for r in rows)
    tokens = {"prompt_tokens": 0, "completion_tokens": 0}
    for r in rows:
        t = (r.get("backend") or {}).get("tokens") or {}
        for k in tokens:
            tokens[k] += int(t.get(k) or 0)
    lo, hi = wilson_interval(correct, len(scored))
    # the protocol's own numbers (diagnose: steps, confidence; strengths:
    # residual...): the mean of each numeric detail field over the items that ran
    numbers: dict[str, list[float]] = {}
    for r in ok:
        for k, v in (r.get("detail") or {}).items():
            if isinstance(v, (int, float)) and not isinstance(v, bool):
                numbers.setdefault(k, []).append(float(v))
    return {
        "items": len(rows),
        "scored": len(scored),
        "correct": correct,
        "accuracy": correct / len(scored) if scored else None,
        "accuracy_ci95": [lo, hi] if scored else None,
        "abstained": abstained,
        "abstention_rate": abstained / len(ok) if ok else None,
        "error_report_rate": abstained_scored / not_right if not_right else None,
        "failed": sum(1 for r in rows if r.get("status") == "failed"),
        "timeouts": sum(1 for r in rows if r.get("status") == "timeout"),
        "failure_rate": (len(rows) - len(ok)) / len(rows) if rows else None,
        "seconds_total": sum(times),
        "seconds_per_item": {
            "mean": statistics.fmean(times) if times else None,
            "median": statistics.median(times) if times else None,
            "p95": _percentile(times, 0.95) if times else None,
        },
        "backend": {"calls": calls, "failed_calls": failed_calls, "tokens": tokens},
        "detail_means": {k: statistics.fmean(v) for k, v in numbers.items()},
        "detail_ci95": {k: mean_interval(v) for k, v in numbers.items()},
        "detail_n": {k: len(v) for k, v in numbers.items()},
    }


def summarize(rows: Iterable[dict]) -> dict:
    """The summary of result rows, one entry per setting (in first-seen order).

    Per setting: ``items``; ``scored`` (rows with a reference) and
    ``correct``; ``accuracy`` = correct / scored (a failed or timed-out item
    counts as not correct) with its 95% Wilson interval ``accuracy_ci95``;
    ``abstention_rate`` = abstentions / items that ran; ``error_report_rate``
    = abstentions / (abstentions + wrong answers) among scored items that
    ran (ArgMed's share of its errors it reports by abstaining);
    ``failure_rate`` (failed and timed out) / items; ``seconds_per_item``
    (mean, median, p95); ``backend`` calls and tokens; ``detail_means``, the
    mean of each numeric field of the protocol's ``detail``, over the items
    that ran and have it (``detail_n``), with its 95% Student-t interval
    ``detail_ci95`` (``None`` below two items).
    """
    by: dict[str, list[dict]] = {}
    for r in rows:
        by.setdefault(str(r.get("setting", "default")), []).append(r)
    return {setting: _one(group) for setting, group in by.items()}


def _pct(x) -> str:
    return "-" if x is None else f"{100 * x:.1f}%"


def render_table(summary: dict) -> str:
    """The summary as a fixed-width text table.

    Examples
    --------
    >>> print(render_table({"direct": summarize([{"setting": "direct", "status": "ok",
    ...     "correct": True, "timing": {"seconds": 0.5}}])["direct"]}))
    setting  items  accuracy [95% CI]       abstained  err.report  failed  s/item
    direct       1  100.0% [20.7%, 100.0%]       0.0%           -       0   0.500
    """
    header = (
        "setting",
        "items",
        "accuracy [95% CI]",
        "abstained",
        "err.report",
        "failed",
        "s/item",
    )
    lines = []
    for setting, s in summary.items():
        ci = s["accuracy_ci95"]
        acc = (
            "-"
            if s["accuracy"] is None
            else f"{_pct(s['accuracy'])} [{_pct(ci[0])}, {_pct(ci[1])}]"
        )
        mean = s["seconds_per_item"]["mean"]
        lines.append(
            (
                setting,
                str(s["items"]),
                acc,
                _pct(s["abstention_rate"]),
                _pct(s["error_report_rate"]),
                str(s["failed"] + s["timeouts"]),
                "-" if mean is None else f"{mean:.3f}",
            )
        )
    widths = [max(len(header[i]), *(len(line[i]) for line in lines)) for i in range(len(header))]
    out = []
    for line in [header, *lines]:
        cells = [line[0].ljust(widths[0]), line[1].rjust(widths[1]), line[2].ljust(widths[2])]
        cells += [c.rjust(w) for c, w in zip(line[3:], widths[3:], strict=True)]
        out.append("  ".join(cells).rstrip())
    return "\n".join(out)


def render_means(summary: dict, keys) -> str:
    """The means of the ``detail`` fields ``keys`` with their 95% intervals,
    one line per setting and field present.

    Examples
    --------
    >>> rows = [{"setting": "default", "status": "ok", "detail": {"rouge_l": v}}
    ...         for v in (0.2, 0.4)]
    >>> print(render_means(summarize(rows), ["rouge_l", "fkgl"]))
    setting  metric   n   mean  [95% CI]
    default  rouge_l  2  0.300  [-0.971, 1.571]
    """
    lines = [("setting", "metric", "n", "mean", "[95% CI]")]
    for setting, s in summary.items():
        for k in keys:
            if k not in s["detail_means"]:
                continue
            ci = s["detail_ci95"][k]
            lines.append(
                (
                    setting,
                    k,
                    str(s["detail_n"][k]),
                    f"{s['detail_means'][k]:.3f}",
                    "-" if ci is None else f"[{ci[0]:.3f}, {ci[1]:.3f}]",
                )
            )
    if len(lines) == 1:
        return "(no item has these metrics: " + ", ".join(keys) + ")"
    widths = [max(len(line[i]) for line in lines) for i in range(5)]
    return "\n".join(
        "  ".join(
            [line[0].ljust(widths[0]), line[1].ljust(widths[1]), line[2].rjust(widths[2])]
            + [line[3].rjust(widths[3]), line[4]]
        ).rstrip()
        for line in lines
    )


def write_plots(summary: dict, rows: list[dict], out_dir: str) -> list[str]:
    """``accuracy.png`` (per setting, with the Wilson interval) and ``time.png``
    (time per item per setting) in ``out_dir``; nothing when matplotlib is
    not installed.  Returns the files written."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return []
    import os

    written = []
    settings = [s for s in summary if summary[s]["accuracy"] is not None]
    if settings:
        fig, ax = plt.subplots(figsize=(1.5 + 1.2 * len(settings), 3.2))
        acc = [summary[s]["accuracy"] for s in settings]
        lo = [a - summary[s]["accuracy_ci95"][0] for a, s in zip(acc, settings, strict=True)]
        hi = [summary[s]["accuracy_ci95"][1] - a for a, s in zip(acc, settings, strict=True)]
        ax.bar(settings, acc, yerr=[lo, hi], capsize=4, color="#4c78a8")
        ax.set_ylim(0, 1)
        ax.set_ylabel("accuracy (95% Wilson CI)")
        fig.tight_layout()
        path = os.path.join(out_dir, "accuracy.png")
        fig.savefig(path, dpi=120)
        plt.close(fig)
        written.append(path)
    times = {
        s: [
            float((r.get("timing") or {}).get("seconds") or 0.0)
            for r in rows
            if str(r.get("setting", "default")) == s
        ]
        for s in summary
    }
    times = {s: t for s, t in times.items() if t}
    if times:
        fig, ax = plt.subplots(figsize=(1.5 + 1.2 * len(times), 3.2))
        ax.boxplot(list(times.values()), showfliers=True)
        ax.set_xticks(range(1, len(times) + 1), list(times))
        ax.set_ylabel("seconds per item")
        fig.tight_layout()
        path = os.path.join(out_dir, "time.png")
        fig.savefig(path, dpi=120)
        plt.close(fig)
        written.append(path)
    return written
