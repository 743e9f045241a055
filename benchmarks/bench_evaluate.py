"""Throughput of ``clinarg evaluate``'s harness: solver batches and a slow backend.

Part 1: 10,000 small argument graphs (4-12 arguments, about two attacks per
argument, seeded), each solved as Dung SE-PR and as QBAF strengths (QE):

* ``direct`` -- the engine called in a loop, no harness (the floor);
* ``serial`` -- the harness in this process (``--executor serial``);
* ``pool``   -- the local process pool, ``--workers`` processes;
* ``ray``    -- Ray tasks on a local Ray instance (when ``ray`` is installed).

Items per second, and the harness's overhead per item (serial minus
direct).  ``direct`` and ``serial`` are timed item by item in alternation
(which goes first alternates between the ``--repeat`` passes), each item at
its fastest pass, so that a busy spell of a shared machine hits both alike;
``serial`` is what ``--executor serial`` runs for each item
(:func:`clinarg.commands.evaluate.runner.run_job`).  The graphs travel as
compact arrays (names, int32 sources and targets,
float64 base scores), as the command ships them.

Part 2: a stub OpenAI-compatible server on 127.0.0.1 that answers after
200 ms; 200 ``reason`` items (the direct-answer baseline, one backend call
each) through the local pool with 1, 4 and 16 workers (concurrent
requests).  The ideal is ``workers / 0.2`` items per second: the measured
rate against it shows whether the backend's latency or the harness bounds
the run.

    python benchmarks/bench_evaluate.py [--graphs 10000] [--workers 2] [--repeat 3] [--no-ray]
"""

from __future__ import annotations

import argparse
import json
import random
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import numpy as np

from clinarg.commands.evaluate import executors
from clinarg.commands.evaluate.protocols import run_solve, run_strengths
from clinarg.commands.evaluate.runner import run_job


def graphs(count: int, seed: int = 2026) -> list[dict]:
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        n = rng.randint(4, 12)
        pairs = sorted({(rng.randrange(n), rng.randrange(n)) for _ in range(2 * n)})
        src = np.array([a for a, _ in pairs], dtype=np.int32)
        dst = np.array([b for _, b in pairs], dtype=np.int32)
        out.append(
            {
                "names": [f"a{i}" for i in range(n)],
                "src": src,
                "dst": dst,
                "base": np.array([rng.random() for _ in range(n)]),
                "attacks": np.stack([src, dst], axis=1).astype(np.int32),
                "supports": np.zeros((0, 2), dtype=np.int32),
            }
        )
    return out


def jobs(protocol: str, payloads: list[dict], options: dict) -> list[dict]:
    return [
        {
            "id": str(k),
            "setting": "default",
            "protocol": protocol,
            "payload": p,
            "options": dict(options, setting="default"),
            "reference": None,
            "timeout": None,
            "retries": 0,
        }
        for k, p in enumerate(payloads)
    ]


def timed(fn, *args) -> float:
    start = time.perf_counter()
    fn(*args)
    return time.perf_counter() - start


def interleaved(run, batch, repeat: int) -> tuple[float, float]:
    """Seconds of ``direct`` and of ``serial`` over the batch, item by item in
    alternation, each item at its fastest of ``repeat`` passes."""
    direct = [float("inf")] * len(batch)
    serial = [float("inf")] * len(batch)
    clock = time.perf_counter
    for r in range(repeat):
        for k, j in enumerate(batch):
            if r % 2 == 0:
                t0 = clock()
                run(j["payload"], j["options"], None)
                t1 = clock()
                row = run_job(j)
                t2 = clock()
                d, s = t1 - t0, t2 - t1
            else:
                t0 = clock()
                row = run_job(j)
                t1 = clock()
                run(j["payload"], j["options"], None)
                t2 = clock()
                s, d = t1 - t0, t2 - t1
            if row["status"] != "ok":
                print(row["error"])
            direct[k], serial[k] = min(direct[k], d), min(serial[k], s)
    return sum(direct), sum(serial)


def drain(rows) -> None:
    for r in rows:
        if r["status"] != "ok":
            print(r["error"])


def part1(n: int, workers: int, use_ray: bool, repeat: int = 3) -> list[tuple]:
    payloads = graphs(n)
    rows = []
    for label, protocol, run, options in (
        ("Dung SE-PR", "solve", run_solve, {"task": "SE", "semantics": "PR", "argument": None}),
        ("QBAF strengths (QE)", "strengths", run_strengths, {"semantics": "qe"}),
    ):
        batch = jobs(protocol, payloads, options)
        run(batch[0]["payload"], batch[0]["options"], None)  # warm up (numba, clingo)
        direct, serial = interleaved(run, batch, repeat)
        pool = timed(drain, executors.LocalPool(workers)(batch))
        result = {"direct": direct, "serial": serial, "pool": pool}
        if use_ray:
            ray_exec = executors.RayExecutor(workers=workers)
            ray_exec._init()
            list(ray_exec(batch[:50]))  # workers started and warm
            result["ray"] = timed(drain, ray_exec(batch))
            ray_exec.shutdown()
        for mode, seconds in result.items():
            overhead = (seconds - direct) / n * 1e6 if mode == "serial" else None
            rows.append((label, mode, n / seconds, overhead))
    return rows


class SlowServer:
    """Answers every chat completion after ``delay`` seconds with option A."""

    def __init__(self, delay: float):
        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                time.sleep(delay)
                schema = body["response_format"]["json_schema"]["schema"]
                value = {"answer": schema["properties"]["answer"]["enum"][0]}
                payload = json.dumps(
                    {
                        "choices": [
                            {"message": {"role": "assistant", "content": json.dumps(value)}}
                        ],
                        "usage": {"prompt_tokens": 50, "completion_tokens": 3},
                    }
                ).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.httpd.request_queue_size = 64
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


def part2(items: int, delay: float, concurrency: tuple[int, ...]) -> list[tuple]:
    server = SlowServer(delay)
    llm = {
        "backend": "http",
        "record": None,
        "replay": None,
        "base_url": server.url,
        "model": "stub",
        "api_key_env": None,
        "temperature": 0.0,
        "request_timeout": 30.0,
        "retries": 0,
        "seed": 0,
    }
    payload = {"question": "Which option?", "options": {"A": "one", "B": "two", "C": "three"}}
    batch = [
        {
            "id": str(k),
            "setting": "direct",
            "protocol": "reason",
            "payload": payload,
            "options": {
                "llm": llm,
                "knowledge_base": None,
                "dialogue_limit": 4,
                "setting": "direct",
            },
            "reference": "A",
            "timeout": None,
            "retries": 0,
        }
        for k in range(items)
    ]
    rows = []
    try:
        for c in concurrency:
            seconds = timed(drain, executors.LocalPool(c)(batch))
            rows.append((c, items / seconds, c / delay))
    finally:
        server.close()
    return rows


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--graphs", type=int, default=10_000)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--items", type=int, default=200)
    ap.add_argument("--delay", type=float, default=0.2)
    ap.add_argument(
        "--repeat", type=int, default=3, help="interleaved direct/serial runs (minimum kept)"
    )
    ap.add_argument("--no-ray", action="store_true")
    args = ap.parse_args(argv)
    try:
        import ray  # noqa: F401

        use_ray = not args.no_ray
    except ImportError:
        use_ray = False
    print(
        f"## Part 1: {args.graphs} small graphs, {args.workers} workers "
        f"(direct and serial: item by item in alternation, fastest of {args.repeat})\n"
    )
    print("| task | executor | items/s | harness overhead per item (serial - direct) |")
    print("|---|---|---:|---:|")
    for label, mode, rate, overhead in part1(args.graphs, args.workers, use_ray, args.repeat):
        extra = "" if overhead is None else f"{overhead:.0f} µs"
        print(f"| {label} | {mode} | {rate:,.0f} | {extra} |")
    print(
        f"\n## Part 2: {args.items} reason items (direct baseline), backend answering "
        f"after {args.delay * 1000:.0f} ms\n"
    )
    print("| concurrent requests (workers) | items/s | ideal (workers / latency) |")
    print("|---:|---:|---:|")
    for c, rate, ideal in part2(args.items, args.delay, (1, 4, 16)):
        print(f"| {c} | {rate:.1f} | {ideal:.1f} |")


if __name__ == "__main__":
    main()
