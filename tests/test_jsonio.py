"""The one guarded JSON reader, and the case readers that use it: a bad file is
one FormatError naming it, never a TypeError or RecursionError traceback."""

import pytest

from clinarg._jsonio import MAX_DEPTH, load_json, parse_json
from clinarg.cli import main
from clinarg.errors import FormatError
from clinarg.protocols.diagnose.cases import ClinicalCase
from clinarg.protocols.reason.case import load_case, parse_case


def deep(n):
    return "[" * n + "]" * n


def test_depth_limit_is_exact():
    assert parse_json(deep(MAX_DEPTH)) is not None
    with pytest.raises(FormatError, match=f"nested deeper than {MAX_DEPTH} levels"):
        parse_json(deep(MAX_DEPTH + 1))
    nested_objects = '{"a":' * 10 + "1" + "}" * 10
    with pytest.raises(FormatError, match="deeper than 5"):
        parse_json(nested_objects, max_depth=5)


@pytest.mark.parametrize(
    "text,message",
    [
        (deep(100_000), "nested deeper"),  # past the decoder's recursion limit
        ('{"x": NaN}', "NaN is not valid JSON"),
        ('{"x": -Infinity}', "-Infinity is not valid JSON"),
        ("9" * 5000, "not valid JSON"),  # past the int digit limit
        ('{"x": 1', "not valid JSON"),
        (b'{"x": "\xff"}', "not UTF-8"),
    ],
)
def test_bad_documents_are_format_errors(text, message):
    with pytest.raises(FormatError, match=message) as info:
        parse_json(text, path="doc.json")
    assert str(info.value).startswith("doc.json")


def test_size_cap_reads_no_more_than_the_cap(tmp_path):
    big = tmp_path / "big.json"
    big.write_text("[" + "0," * 1000 + "0]")
    with pytest.raises(FormatError, match="larger than 100 bytes"):
        load_json(big, max_bytes=100)
    assert len(load_json(big)) == 1001


CASE_TEMPLATE = {"patient": {"facts": ["hypertension"]}, "goal": "lower_blood_pressure"}


@pytest.mark.parametrize(
    "patch,pointer",
    [
        ({"patient": {"facts": [["x"]]}}, "/patient/facts/0"),
        ({"patient": {"facts": [{"a": 1}]}}, "/patient/facts/0"),
        ({"goal": ["lower_blood_pressure"]}, "/goal"),
        ({"goal": {"x": 1}}, "/goal"),
        ({"options": [["acei"]]}, "/options/0"),
    ],
)
def test_argmed_case_with_unhashable_terms(patch, pointer):
    doc = {**CASE_TEMPLATE, **patch}
    with pytest.raises(FormatError, match="must be a string") as info:
        parse_case(doc, path="c.json")
    assert info.value.pointer == pointer


def test_mcts_case_fields_are_typed():
    with pytest.raises(FormatError, match="'expected_diagnosis' must be a string"):
        ClinicalCase.from_dict({"findings": {}, "expected_diagnosis": ["x"]})
    with pytest.raises(FormatError, match="'title' must be a string"):
        ClinicalCase.from_dict({"title": {"a": 1}})


@pytest.mark.parametrize(
    "text",
    [
        '{"patient": {"facts": [["x"]]}, "goal": "lower_blood_pressure"}',
        '{"patient": {"facts": ["hypertension"]}, "goal": {"a": [1]}}',
        '{"patient": {"facts": ' + deep(5000) + '}, "goal": "x"}',
    ],
)
def test_reason_cli_one_line_error_for_bad_case(tmp_path, capsys, text):
    path = tmp_path / "case.json"
    path.write_text(text)
    assert main(["reason", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(f"clinarg: error: {path}")


@pytest.mark.parametrize(
    "text",
    [
        '{"initial": {}, "findings": {}, "unavailable": [["x"]]}',
        '{"initial": ' + deep(5000) + "}",
        '{"initial": {}, "expected_diagnosis": [[1]]}',
    ],
)
def test_diagnose_cli_one_line_error_for_bad_case(tmp_path, capsys, text):
    path = tmp_path / "case.json"
    path.write_text(text)
    assert main(["diagnose", "--case", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(f"clinarg: error: {path}")


def test_loaders_name_the_file(tmp_path):
    path = tmp_path / "c.json"
    path.write_text(deep(200))
    for loader in (load_case, ClinicalCase.load):
        with pytest.raises(FormatError, match="nested deeper") as info:
            loader(path)
        assert info.value.path == str(path)
