"""Readers and writers: round trips, detection, and clear errors."""

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

import clinarg
from clinarg import AF
from clinarg.errors import FormatError, ParameterError, SchemaError
from clinarg.formats import (
    CONTROL_CHARACTERS,
    detect_format,
    dumps,
    loads,
    read_af,
    read_graph,
    write_af,
)
from clinarg.formats.jsondoc import graph_from_document, graph_to_document, schema

from conftest import DATA
from strategies import NAME_ALPHABET, frameworks

FORMATS = ["iccma", "apx", "tgf", "json"]

# Names every format can carry: no line breaks, no leading/trailing blanks.
writable_names = st.text(NAME_ALPHABET, min_size=1, max_size=10).filter(
    lambda s: not CONTROL_CHARACTERS.search(s) and s == s.strip(" \t\r") and s.strip(" \t\r") != ""
)


@pytest.mark.parametrize("fmt", FORMATS)
@given(af=frameworks(max_args=10, names=writable_names))
def test_round_trip_preserves_the_framework(fmt, af):
    text = dumps(af, fmt)
    back = loads(text, fmt)
    assert back == af
    assert back.names == af.names  # order too
    if af.n_arguments:  # detection by content finds the same format
        assert detect_format(text.encode()) == fmt


@pytest.mark.parametrize("fmt", FORMATS)
@given(af=frameworks(max_args=8))
def test_round_trip_through_files(tmp_path_factory, fmt, af):
    ext = {"iccma": ".af", "apx": ".apx", "tgf": ".tgf", "json": ".json"}[fmt]
    path = tmp_path_factory.mktemp("rt") / f"f{ext}"
    write_af(af, path)
    assert read_af(path) == af


def test_iccma_names_from_comment_block():
    af = read_af(DATA / "admbuster_1000.af")
    assert af.n_arguments == 1000 and af.names[:3] == ("a", "b1", "c1")
    plain = loads(b"# a comment\np af 3\n# just one comment\n1 2\n")
    assert plain.names == ("1", "2", "3")


def test_probo_apx_and_tgf_agree():
    for name in ("ex1", "ex2", "ex3"):
        assert read_af(DATA / "probo" / f"{name}.apx") == read_af(DATA / "probo" / f"{name}.tgf")


def test_format_override_and_detection():
    assert detect_format(b"p af 2\n1 2\n", "x.txt") == "iccma"
    assert detect_format(b"# c\n\np af 2\n") == "iccma"
    assert detect_format(b'{"arguments": []}') == "json"
    assert detect_format(b"a\nb\n#\na b\n") == "tgf"
    assert detect_format(b"att(a,b).", "f.json") == "json"  # the extension wins
    assert loads(b"arg(a).", "aspartix").names == ("a",)
    with pytest.raises(FormatError, match="unknown format 'xml'"):
        loads(b"p af 1", "xml")


BAD_INPUTS = [
    ("iccma", b"", 1, "empty file"),
    ("iccma", b"  \n\n", 1, "empty file"),
    ("iccma", b"1 2\n", 1, "missing header"),
    ("iccma", b"# only a comment\n", 1, "missing header"),
    ("iccma", b"p af x\n", 1, "malformed header"),
    ("iccma", b"p af 2 3\n", 1, "malformed header"),
    ("iccma", b"p af 3\n1 2\n1 x\n", 3, "malformed line"),
    ("iccma", b"p af 3\n1 2 3\n", 2, "malformed line"),
    ("iccma", b"p af 3\n1 4\n", 2, "out of range"),
    ("iccma", b"p af 3\n0 1\n", 2, "out of range"),
    ("iccma", b"p af 3\n1 99999999999999999999999\n", 2, "out of range"),
    ("iccma", b"p af 2\np af 2\n", 2, "duplicate header"),
    ("iccma", b"p af 99999999999\n", 1, "too many arguments"),
    ("iccma", b"p af 2\n# a\n# a\n", 3, "duplicate argument name 'a'"),
    ("iccma", b"p af 2\n# \xff\n1 2\n", 2, "invalid UTF-8"),
    ("apx", b"arg(a).\narg(a).\n", 2, "duplicate argument 'a'"),
    ("apx", b"arg(a).\natt(a,b).\n", 2, "undeclared argument 'b'"),
    ("apx", b"arg(a).\narg(b\n", 2, "malformed statement"),
    ("apx", b"arg(a,b).\n", 1, "one name"),
    ("apx", b"att(a).\n", 1, "two names"),
    ("apx", b"arg(a). junk\n", 1, "malformed statement 'junk'"),
    ("apx", b'arg("a\\q").\n', 1, "unknown escape"),
    ("apx", b"arg(a).\n\xc3\x28\n", 2, "invalid UTF-8"),
    ("tgf", b"a\na\n#\n", 2, "duplicate"),
    ("tgf", b"a\n#\na b\n", 3, "undeclared argument 'b'"),
    ("tgf", b"a\nb\n#\na\n", 4, "malformed edge line"),
    ("tgf", b"a\nb\n", 2, "missing '#'"),
    ("tgf", b"a\n#\n#\n", 3, "second '#'"),
    ("json", b'{\n  "arguments": [\n}', 3, "not valid JSON"),
    ("json", b'{"arguments": [{"id": "a"}], "attacks": [["a", NaN]]}', None, "not valid JSON"),
]


@pytest.mark.parametrize("fmt,data,line,message", BAD_INPUTS)
def test_bad_input_names_file_line_and_problem(tmp_path, fmt, data, line, message):
    path = tmp_path / f"bad.{ {'iccma': 'af', 'apx': 'apx', 'tgf': 'tgf', 'json': 'json'}[fmt] }"
    path.write_bytes(data)
    with pytest.raises(FormatError) as info:
        read_af(path)
    err = info.value
    assert isinstance(err, ValueError)
    assert err.path == str(path) and err.line == line
    assert message in str(err) and str(err).startswith(str(path))


def test_header_limit_is_configurable():
    with pytest.raises(FormatError, match="too many arguments"):
        loads(b"p af 11\n", "iccma", max_arguments=10)
    assert loads(b"p af 10\n", "iccma", max_arguments=10).n_arguments == 10


def test_missing_file_and_directory(tmp_path):
    with pytest.raises(FormatError, match="no such file"):
        read_af(tmp_path / "nope.af")
    with pytest.raises(FormatError, match="directory"):
        read_af(tmp_path)


# ------------------------------------------------------------------ JSON documents


def _doc(**extra):
    doc = {
        "arguments": [
            {
                "id": "a",
                "text": "Give ACEI",
                "kind": "decision",
                "scheme": "ASD",
                "base_score": 0.7,
            },
            {"id": "b", "evidence": ["trial X"]},
        ],
        "attacks": [["b", "a"]],
    }
    doc.update(extra)
    return json.dumps(doc).encode()


def test_json_document_keeps_metadata(tmp_path):
    path = tmp_path / "g.json"
    path.write_bytes(_doc(supports=[{"from": "a", "to": "b", "weight": 0.5}]))
    graph = read_graph(path)
    assert graph.argument("a").scheme == "ASD" and graph.argument("a").base_score == 0.7
    assert graph.supports[0].weight == 0.5
    assert graph_from_document(graph_to_document(graph)) == graph


def test_supports_are_refused_by_dung_unless_ignored(tmp_path):
    path = tmp_path / "g.json"
    path.write_bytes(_doc(supports=[["a", "b"]]))
    with pytest.raises(FormatError, match="support"):
        read_af(path)
    assert read_af(path, ignore_supports=True).attacks() == [("b", "a")]


@pytest.mark.parametrize(
    "doc,pointer,message",
    [
        ({"arguments": [{"id": "a", "base_score": 1.5}]}, "/arguments/0/base_score", "maximum"),
        ({"arguments": [{"id": ""}]}, "/arguments/0/id", "non-empty"),
        ({"arguments": [{"text": "x"}]}, "/arguments/0", "'id' is a required property"),
        ({"arguments": [{"id": "a", "colour": "red"}]}, "/arguments/0", "Additional properties"),
        ({"arguments": [{"id": "a"}], "attacks": [["a"]]}, "/attacks/0", "not valid"),
        ({"args": []}, "/", "arguments"),
        ([1, 2], "/", "not of type 'object'"),
    ],
)
def test_schema_violations_name_the_value(doc, pointer, message):
    with pytest.raises(SchemaError) as info:
        loads(json.dumps(doc), "json", path="doc.json")
    assert info.value.pointer == pointer and message in str(info.value)


def test_json_semantic_errors():
    with pytest.raises(FormatError, match="duplicate argument 'a'") as info:
        loads(json.dumps({"arguments": [{"id": "a"}, {"id": "a"}]}), "json")
    assert info.value.pointer == "/arguments/1/id"
    with pytest.raises(FormatError, match="undeclared argument 'z'"):
        loads(json.dumps({"arguments": [{"id": "a"}], "attacks": [["a", "z"]]}), "json")


def test_schema_is_published_and_valid():
    import jsonschema

    jsonschema.Draft202012Validator.check_schema(schema())
    assert set(schema()["$defs"]["argument"]["properties"]) >= {
        "id",
        "text",
        "kind",
        "scheme",
        "role",
        "stance",
        "evidence",
        "base_score",
    }


def test_writers_refuse_unwritable_names():
    for name in ("a\nb", "x\x1b[31m", "tab\there"):
        af = AF.from_attacks([name], [])
        for fmt in FORMATS:  # no reader would take the file back
            with pytest.raises(ParameterError, match="cannot be written"):
                dumps(af, fmt)
    # the line formats strip blanks on reading: a padded name would come back
    # as another argument (a ParameterError, like every bad argument value)
    for name in (" padded ", "trailing\t", " "):
        for fmt in ("iccma", "tgf"):
            with pytest.raises(ParameterError, match="cannot be written"):
                dumps(AF.from_attacks([name], []), fmt)


# ------------------------------------------------------------------ control characters

CONTROL_CODES = [chr(c) for c in (*range(0x20), 0x7F, *range(0x80, 0xA0))]


def _with_name(fmt: str, name: str) -> bytes:
    """A two-argument file in ``fmt`` whose second argument is ``name``, written by hand
    (the writers refuse such names)."""
    if fmt == "iccma":
        return f"p af 2\n# ok\n# {name}\n1 2\n".encode()
    if fmt == "apx":
        quoted = name.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
        return f'arg(ok).\narg("{quoted}").\natt(ok,"{quoted}").\n'.encode()
    if fmt == "tgf":
        return f"1 ok\n2 {name}\n#\n1 2\n".encode()
    return json.dumps(
        {"arguments": [{"id": "ok"}, {"id": name}], "attacks": [["ok", name]]}
    ).encode()


@pytest.mark.parametrize("fmt", FORMATS)
@given(
    prefix=st.text(NAME_ALPHABET, max_size=5),
    control=st.sampled_from(CONTROL_CODES),
    suffix=st.text(NAME_ALPHABET, max_size=5),
)
def test_every_reader_refuses_control_characters_in_names(fmt, prefix, control, suffix):
    """A JSON id "x\nYES" would forge a YES line in an ICCMA answer; an escape
    sequence would reach the terminal.  Every reader refuses them, naming the
    line (or the JSON pointer) and the character."""
    name = (prefix + control + suffix).strip(" \t\r")
    if not CONTROL_CHARACTERS.search(name) or name.startswith("#"):
        return  # the control character was a blank trimmed from the ends
    if fmt in ("iccma", "tgf") and "\n" in name:
        return  # a line break ends the line: tested below as its own case
    with pytest.raises(FormatError, match="control character U\\+") as info:
        loads(_with_name(fmt, name), fmt)
    if fmt == "json":
        assert info.value.pointer == "/arguments/1/id"
    else:
        assert info.value.line == (3 if fmt == "iccma" else 2)


def test_forged_answer_line_is_refused():
    doc = b'{"arguments": [{"id": "a"}, {"id": "x\\nYES"}], "attacks": [["a", "x\\nYES"]]}'
    with pytest.raises(FormatError, match="U\\+000A") as info:
        loads(doc, "json")
    assert info.value.pointer == "/arguments/1/id"
    with pytest.raises(FormatError, match="U\\+001B"):
        loads(b"p af 1\n# \x1b[2J\n", "iccma")
    with pytest.raises(FormatError, match="U\\+0085"):
        loads('arg(a).\narg("next\x85line").\n'.encode(), "apx")
    with pytest.raises(FormatError, match="U\\+000A"):  # the apx escape \n gives one too
        loads(b'arg("x\\nYES").\n', "apx")


def test_graph_from_document_refuses_control_characters_in_ids():
    """graph_from_document (also behind QBAF.from_json) checked no id: only
    parse_graph did, after building the graph."""
    with pytest.raises(FormatError, match="U\\+000A") as info:
        graph_from_document({"arguments": [{"id": "x\nYES"}]})
    assert info.value.pointer == "/arguments/0/id"


# ------------------------------------------------------------------ ICCMA name block at end of file


@given(
    names=st.lists(
        writable_names.filter(lambda s: not s.startswith("#")), min_size=1, max_size=6, unique=True
    ),
    ending=st.sampled_from(["", "\n", "\r\n", "\r", "  ", "\n\n"]),
)
def test_iccma_name_block_keeps_every_argument_with_or_without_final_newline(names, ending):
    """`printf 'p af 2\\n# a\\n# b'` lost its last argument: the block's last
    line was dropped as if it ended in a newline."""
    text = f"p af {len(names)}\n" + "\n".join(f"# {x}" for x in names) + ending
    af = loads(text.encode(), "iccma")
    assert af.n_arguments == len(names)
    assert af.names == tuple(names)


def test_iccma_header_count_is_kept_when_the_last_line_is_a_name():
    af = loads(b"p af 2\n# a\n# b", "iccma")
    assert af.names == ("a", "b")
    assert [sorted(e) for e in clinarg.extensions(af, "GR")] == [["a", "b"]]


# ------------------------------------------------------------------ apx quoted names


def test_apx_long_quoted_name_is_read_without_backtracking_stack():
    """A 20 MB quoted name took 3.4 GB of regex stack; now the scan is
    possessive and memory stays a small multiple of the input."""
    import resource
    import subprocess
    import sys

    code = (
        "import resource; from clinarg.formats import apx\n"
        "n = 5_000_000\n"
        "before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
        "data = b'arg(\"' + b'x\\\\\"' * (n // 3) + b'y' * n + b'\").'\n"
        "af = apx.parse(data)\n"
        "assert len(af.names[0]) == 2 * (n // 3) + n, len(af.names[0])\n"
        "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    grown_mb = int(out.stdout) / 1024  # ru_maxrss is in KiB on Linux
    assert grown_mb < 200, f"{grown_mb:.0f} MB for a 8 MB name"
    del resource


@pytest.mark.parametrize("name", ["{", "{a", "[x", "[1", '{"', "[]"])
def test_tgf_ids_that_start_like_json_are_detected_as_tgf(name):
    """Found by the round-trip property: a TGF file whose first node id starts
    with a bracket was taken for JSON."""
    af = AF.from_attacks([name, "b"], [(name, "b")])
    text = dumps(af, "tgf")
    assert detect_format(text.encode()) == "tgf"
    assert loads(text) == af


@pytest.mark.parametrize(
    "text", ['{"arguments": []}', ' {\n "arguments": [{"id": "a"}]}', "[]", "{}", "{"]
)
def test_json_is_still_detected(text):
    assert detect_format(text.encode()) == "json"


# ------------------------------------------------------------------ stance, role, evidence

_OPTION_DOC = {
    "arguments": [
        {"id": "o", "text": "Start a falls programme", "kind": "option", "base_score": 0.5},
        {
            "id": "s",
            "text": "Two falls this year",
            "role": "physiotherapist",
            "stance": "support",
            "target": "o",
            "evidence": [
                {
                    "id": "G-FALL-1",
                    "source": "World Falls Guidelines",
                    "type": "guideline",
                    "reliability": 0.9,
                    "score": 3.25,
                    "date": "2022-09-30",
                },
                "record note 4",
            ],
            "base_score": 0.8,
        },
        {"id": "a", "role": "nurse", "stance": "attack", "target": "o", "base_score": 0.4},
        {"id": "r", "stance": "attack", "target": "a", "base_score": 0.3},
    ],
}


def test_a_stance_on_a_target_creates_its_edge(tmp_path):
    path = tmp_path / "o.json"
    path.write_text(json.dumps(_OPTION_DOC))
    g = read_graph(path)
    assert [(e.source, e.target, e.weight) for e in g.supports] == [("s", "o", None)]
    assert [(e.source, e.target) for e in g.attacks] == [("a", "o"), ("r", "a")]
    s = g.argument("s")
    assert (s.role, s.stance, s.target) == ("physiotherapist", "support", "o")
    assert s.evidence[0]["reliability"] == 0.9 and s.evidence[1] == "record note 4"
    # every consumer sees the created edges: Dung (attacks) as well as the writer
    assert read_af(path, ignore_supports=True).attacks() == [("a", "o"), ("r", "a")]
    doc = graph_to_document(g)
    assert doc["supports"] == [["s", "o"]] and doc["arguments"][1] == _OPTION_DOC["arguments"][1]
    # written explicitly, the edges are the same edges: the round trip is stable
    assert graph_from_document(doc) == g and graph_to_document(graph_from_document(doc)) == doc


def test_an_explicit_edge_agreeing_with_a_stance_is_the_same_edge():
    weighted = dict(_OPTION_DOC, supports=[["s", "o", 0.5]], attacks=[["a", "o"], ["a", "o"]])
    g = graph_from_document(weighted)
    assert [(e.source, e.target, e.weight) for e in g.supports] == [("s", "o", 0.5)]
    # duplicates merge in the QBAF, as for any repeated identical edge
    q = clinarg.QBAF.from_graph(g)
    assert q.attackers("o") == ["a"] and q.support_weight("s", "o") == 0.5


@pytest.mark.parametrize(
    "change,pointer,message",
    [
        ({"attacks": [["s", "o"]]}, "/arguments/1/stance", "'s' has stance 'support' on 'o'"),
        ({"supports": [["a", "o"]]}, "/arguments/2/stance", "lists ('a', 'o') as a support"),
        ({2: {"stance": "for"}}, "/arguments/2/stance", "must be one of 'support', 'attack'"),
        ({2: {"stance": None}}, "/arguments/2/stance", "not None"),
        ({2: {"target": "nowhere"}}, "/arguments/2/target", "'nowhere', which is not an argument"),
        ({2: {"target": 7}}, "/arguments/2/target", "not of type 'string'"),
        ({1: {"evidence": [{"reliability": 1.5}]}}, "/arguments/1/evidence/0/reliability", "1.5"),
        ({1: {"evidence": [{"date": "last year"}]}}, "/arguments/1/evidence/0/date", "match"),
        ({1: {"evidence": [{"score": "high"}]}}, "/arguments/1/evidence/0/score", "'number'"),
        ({1: {"evidence": [3]}}, "/arguments/1/evidence/0", "not of type"),
        ({1: {"role": ["nurse"]}}, "/arguments/1/role", "not of type 'string'"),
    ],
)
def test_bad_stances_and_evidence_name_the_file_and_field(tmp_path, change, pointer, message):
    doc = json.loads(json.dumps(_OPTION_DOC))
    for key, value in change.items():
        if isinstance(key, int):
            doc["arguments"][key].update(value)
            doc["arguments"][key] = {
                k: v for k, v in doc["arguments"][key].items() if v is not None
            }
        else:
            doc[key] = value
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(FormatError) as info:
        read_graph(path)
    assert info.value.path == str(path) and info.value.pointer == pointer
    assert message in str(info.value)


def test_the_graph_model_refuses_duplicates_and_undeclared_ends_with_a_parameter_error():
    """Built directly (the protocols build graphs from model output), not only
    through a reader: a ClinargError, so the CLI prints one line."""
    a, b = clinarg.Argument("a"), clinarg.Argument("b")
    with pytest.raises(ParameterError, match="duplicate argument 'a'"):
        clinarg.ArgumentGraph((a, b, a))
    for kind in ("attacks", "supports"):
        with pytest.raises(ParameterError, match="names undeclared argument 'z'"):
            clinarg.ArgumentGraph((a, b), **{kind: (clinarg.Edge("a", "z"),)})


def test_a_stance_without_a_target_stays_a_label():
    g = graph_from_document({"arguments": [{"id": "R1", "stance": "against Myocarditis"}]})
    assert g.argument("R1").stance == "against Myocarditis" and not g.attacks
