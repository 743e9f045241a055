"""benchmarks/bench_dung.py: the instance list the benchmark runs."""

import importlib.util
from pathlib import Path

BENCH = Path(__file__).resolve().parent.parent / "benchmarks" / "bench_dung.py"


def _bench():
    spec = importlib.util.spec_from_file_location("bench_dung", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_public_instance_does_not_overwrite_a_generated_one(tmp_path):
    bench = _bench()
    public = tmp_path / "public" / "iccma25"
    public.mkdir(parents=True)
    (public / "admbuster_10.af").write_text("p af 1\n")  # same stem as a generated one
    work = tmp_path / "work"
    work.mkdir()
    paths = bench.instances(work, [10], folders=[tmp_path / "public"])
    assert len(paths) == len(set(paths)) == len(bench.FAMILIES) + 1
    generated = work / "admbuster_10.af"
    assert generated in paths
    assert generated.read_text() != "p af 1\n"  # still the generated framework


def test_every_solver_kind_reports_an_extension_list_the_same_way():
    """An in-process EE result, a µ-toksia 2023 answer (``w`` lines), a 2019
    answer (``a1``.. names) and the CLI's JSON compare equal when they list
    the same extensions, in any order; a different list does not."""
    bench = _bench()
    exts = [frozenset({"1", "3"}), frozenset({"2"})]
    inprocess = bench._summary("EE-PR", exts)
    assert inprocess == bench._peer_answer("EE-PR", "w 2\nw 3 1\n")
    assert inprocess == bench._peer_answer_2019("EE-PR", "[\n[a3,a1],\n[a2]\n]\n")
    assert inprocess == bench._cli_answer("EE-PR", '{"extensions": [["2"], ["1", "3"]]}')
    assert inprocess["count"] == 2
    assert inprocess != bench._summary("EE-PR", [frozenset({"1"}), frozenset({"2"})])


def test_peer_commands_pass_instance_paths_as_single_arguments(tmp_path):
    """The µ-toksia peers (--peers) and --peer-cmd solvers run from an argv
    list: a path with blanks and shell syntax reaches the solver verbatim as
    one argument and runs nothing."""
    import json
    import shlex
    import sys

    bench = _bench()
    log = tmp_path / "argv.json"
    exe = tmp_path / "fake peer"
    exe.write_text(
        f"#!{sys.executable}\n"
        "import json, sys\n"
        f"open({str(log)!r}, 'w').write(json.dumps(sys.argv[1:]))\n"
        "print('YES')\n"
    )
    exe.chmod(0o755)
    path = tmp_path / "a b;touch pwned$(touch pwned2)`touch pwned3`.af"
    peers = {"mu-toksia-2023": (str(exe), "i23", {"DC-PR"})}
    for solver, peer_cmds in (
        ("mu-toksia-2023", {}),
        ("peer:fake", {"peer:fake": shlex.quote(str(exe))}),
    ):
        res = bench.run_one(solver, "DC-PR", path, ("3", 3), 10, peer_cmds, peers)
        assert res["answer"] == {"accepted": True}, res
        assert json.loads(log.read_text()) == ["-p", "DC-PR", "-f", str(path), "-a", "3"]
        log.unlink()
    assert not list(tmp_path.glob("pwned*")) and not list(Path.cwd().glob("pwned*"))


def test_bytecode_is_written_before_any_run_is_timed(monkeypatch):
    """Under PYTHONDONTWRITEBYTECODE an editable install never wrote
    bytecode, and every timed `clinarg solve` compiled clinarg's sources
    (about 30 ms of the whole-process figure)."""
    import clinarg.dung._frame as module

    monkeypatch.setattr("sys.dont_write_bytecode", True)
    cached = Path(importlib.util.cache_from_source(module.__file__))
    cached.unlink(missing_ok=True)
    _bench().compile_bytecode()
    assert cached.is_file()


def test_dung_relabel_names_a_generated_family_as_bench_dung_writes_it(tmp_path, monkeypatch):
    """dung_relabel.py's figures on sccchain_1000 and random_1000 (docs/dung.md)
    must be about the framework bench_dung.py times."""
    monkeypatch.syspath_prepend(str(BENCH.parent))
    import clinarg
    import dung_relabel

    written = {p.name: p for p in _bench().instances(tmp_path, [30])}
    for family in ("sccchain", "random"):
        built = dung_relabel.load(f"{family}_30")
        read = clinarg.read_af(written[f"{family}_30.af"])
        assert built.names == read.names
        assert sorted(zip(*map(list, built.attack_arrays()))) == sorted(
            zip(*map(list, read.attack_arrays()))
        )


def test_behind_lists_only_pairs_where_clinarg_takes_over_twice_the_fastest_peer():
    def run(solver, task, instance, time):
        return {"solver": solver, "task": task, "instance": instance, "result": time}

    runs = [
        run("clinarg", "DC-ST", "a", {"time": 0.5}),  # 2.5x the fastest peer: listed
        run("mu-toksia-2019", "DC-ST", "a", {"time": 0.2}),
        run("mu-toksia-2023", "DC-ST", "a", {"time": 0.9}),
        run("clinarg", "DC-ST", "b", {"time": 0.3}),  # 1.5x: not listed
        run("mu-toksia-2019", "DC-ST", "b", {"time": 0.2}),
        run("clinarg", "DS-ST", "c", None),  # unsolved by clinarg: listed
        run("mu-toksia-2019", "DS-ST", "c", {"time": 0.3}),
        run("clinarg", "SE-ST", "d", {"time": 0.05}),  # the peer under min_time
        run("mu-toksia-2019", "SE-ST", "d", {"time": 0.01}),
    ]
    found = _bench().behind(runs, ["mu-toksia-2019", "mu-toksia-2023"], 0.1)
    assert found == [("DC-ST", "a", 0.5, 0.2), ("DS-ST", "c", float("inf"), 0.3)]


def test_whole_process_summary_counts_small_instances_and_dc_ds_se_ce_only():
    runs = [
        {"solver": "clinarg-cli", "task": t, "instance": i, "result": r}
        for t, i, r in [
            ("DC-ST", "small.af", {"time": 0.05}),
            ("SE-PR", "small.af", {"time": 0.15}),
            ("CE-CO", "small.af", None),
            ("EE-PR", "small.af", {"time": 9.0}),  # EE is not counted
            ("DC-ST", "large.af", {"time": 9.0}),  # too large
        ]
    ]
    text = _bench().whole_process_summary(runs, {"small.af": 100, "large.af": 1000}, 100)
    assert "on the 1 instances" in text
    assert "3 runs: median 0.100 s" in text and "max 0.150 s" in text
    assert "1 above 0.12 s, 1 unsolved" in text
    assert text.endswith("above 0.12 s: SE-PR small.af 0.150 s; CE-CO small.af unsolved")


def test_dung_facts_times_every_way_and_restores_the_setting(tmp_path, capsys):
    spec = importlib.util.spec_from_file_location("dung_facts", BENCH.parent / "dung_facts.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    from clinarg.dung import _input

    path = tmp_path / "pair.af"
    path.write_text("p af 2\n1 2\n2 1\n")
    before = _input.FACTS_THROUGH_PIPE
    module.main([str(path), "--repeat", "1"])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "# pair.af: 2 arguments, 2 attacks"
    assert [line.split()[0] for line in lines[1:]] == ["text", "aspif", "written"]
    assert _input.FACTS_THROUGH_PIPE == before
    module.main([str(path), "--repeat", "1", "--encoding", "prf"])
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in lines[1:]] == ["text", "aspif", "written"]
    module.main([str(path), "--repeat", "1", "--encoding", "grd"])
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in lines[1:]] == ["text", "aspif"]


def test_a_repeated_run_counts_its_median_time():
    median_of_repeats = _bench().median_of_repeats
    runs = iter([{"time": 0.3, "answer": 1}, {"time": 0.1, "answer": 1}])
    res = median_of_repeats({"time": 0.2, "answer": 1}, lambda: next(runs), 3)
    assert res == {"time": 0.2, "answer": 1, "times": [0.2, 0.3, 0.1]}
    # a timed-out repeat is slower than any solved one; two of three unsolved
    runs = iter([None, {"time": 0.1, "answer": 1}])
    assert median_of_repeats({"time": 0.2}, lambda: next(runs), 3)["time"] == 0.2
    runs = iter([None, None])
    assert median_of_repeats({"time": 0.2}, lambda: next(runs), 3) is None


def test_short_unsolved_or_single_runs_are_not_repeated():
    median_of_repeats = _bench().median_of_repeats

    def never():
        raise AssertionError("repeated")

    assert median_of_repeats({"time": 0.01}, never, 3) == {"time": 0.01}
    assert median_of_repeats(None, never, 3) is None
    assert median_of_repeats({"error": "crashed"}, never, 3) == {"error": "crashed"}
    assert median_of_repeats({"time": 1.0}, never, 1) == {"time": 1.0}


def test_dung_relabel_gives_the_peers_each_relabelling_and_its_query(tmp_path, monkeypatch):
    """--peers: each µ-toksia entry gets the relabelled framework as an ICCMA
    file and the query under its new number, so its times are over the same
    relabellings as clinarg's."""
    import shutil
    import sys

    monkeypatch.syspath_prepend(str(BENCH.parent))
    import clinarg
    import dung_relabel

    seen = tmp_path / "seen"
    seen.mkdir()
    exe = tmp_path / "peers" / "mu-toksia-2023" / "mu-toksia"
    exe.parent.mkdir(parents=True)
    exe.write_text(
        f"#!{sys.executable}\n"
        "import shutil, sys\n"
        "if sys.argv[1] == '--problems':\n"
        "    print('[DC-ST]')\n"
        "    sys.exit()\n"
        "f, a = sys.argv[sys.argv.index('-f') + 1], sys.argv[sys.argv.index('-a') + 1]\n"
        f"shutil.copy(f, {str(seen)!r} + '/' + a + '_' + f.rsplit('/', 1)[1])\n"
        "print('YES')\n"
    )
    exe.chmod(0o755)
    af = clinarg.AF.from_arrays(["a", "b", "c", "d"], [0, 1, 2, 3], [1, 2, 3, 0])
    times = dung_relabel.peer_times(af, "DC-ST", "c", [3, 4], 5.0, tmp_path / "peers")
    assert list(times) == ["mu-toksia-2023"] and len(times["mu-toksia-2023"]) == 2
    for seed in (3, 4):
        other = dung_relabel.relabelled(af, seed)
        [copy] = seen.glob(f"*_relabelled_{seed}.af")
        index = int(copy.name.split("_")[0])
        assert other.names[index - 1] == "c"
        given = clinarg.read_af(copy)
        attacks = {(other.names[int(x) - 1], other.names[int(y) - 1]) for x, y in given.attacks()}
        assert attacks == set(af.attacks())
    shutil.rmtree(seen)


def test_in_process_runs_import_clingo_before_the_clock_starts():
    # clinarg's solver loads clingo's library only with its first program:
    # the worker loads it up front, as it imports every solver's modules, so
    # that an in-process time is the solver's work, not loading clingo
    import subprocess
    import sys

    bench = _bench()
    for solver in ("clinarg", "clinarg-nopre", "clinarg-noscc"):
        imports = bench._IMPORTS[solver]
        probe = (
            "; ".join(f"import {m}" for m in imports)
            + "; import sys; print('clinarg.dung._clingo' in sys.modules)"
        )
        done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
        assert done.stdout.strip() == "True", (solver, done.stderr)
