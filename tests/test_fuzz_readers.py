"""Fuzzing the readers: any bytes give a framework or a FormatError, never a crash.

Two generators: arbitrary bytes, and mutations (byte flips, insertions,
deletions, line duplications) of valid files in every format.  The native
ICCMA parser is exercised through the same entry point.
"""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clinarg import AF
from clinarg.errors import FormatError
from clinarg.formats import CONTROL_CHARACTERS, detect_format, dumps, loads

FORMATS = ["iccma", "apx", "tgf", "json"]

SEED_AF = AF.from_attacks(
    ["a", "b c", 'q"x', "ü"], [("a", "b c"), ("b c", 'q"x'), ("ü", "ü"), ('q"x', "a")]
)
SEEDS = {fmt: dumps(SEED_AF, fmt).encode() for fmt in FORMATS}
SEEDS["iccma-plain"] = b"p af 5\n# comment\n1 2\n2 3\n3 1\n4 4\n\n5 1\n"

# Tokens that are meaningful to some reader: mutations that splice them in
# reach deeper states than random bytes alone.
TOKENS = [
    b"p af ",
    b"#",
    b"arg(",
    b"att(",
    b")",
    b".",
    b",",
    b'"',
    b"\\",
    b"%",
    b"\n",
    b"{",
    b"}",
    b"[",
    b"]",
    b":",
    b"99999999999",
    b"-1",
    b"0",
    b"\xff",
    b"\x00",
    b'"id"',
    b'"attacks"',
    b'"supports"',
    b"NaN",
    b"\r\n",
    b" ",
]


def _read(data: bytes, fmt):
    try:
        af = loads(data, fmt)
    except FormatError as err:
        assert str(err)  # a message, and it is a ValueError
        assert isinstance(err, ValueError)
        return None
    assert isinstance(af, AF)
    # no reader lets a control character into a name (it could forge output)
    assert not any(CONTROL_CHARACTERS.search(name) for name in af.names)
    if (fmt or detect_format(data)) == "iccma":
        header = next(
            line
            for line in data.split(b"\n")
            if line.strip(b" \t\r") and not line.strip(b" \t\r").startswith(b"#")
        )
        assert af.n_arguments == int(header.split()[2])  # the header's N, always
    return af


@st.composite
def mutated(draw, seed: bytes):
    data = bytearray(seed)
    for _ in range(draw(st.integers(1, 6))):
        op = draw(st.sampled_from(["flip", "insert", "delete", "token", "dup"]))
        pos = draw(st.integers(0, len(data)))
        if op == "flip" and data:
            data[min(pos, len(data) - 1)] = draw(st.integers(0, 255))
        elif op == "insert":
            data[pos:pos] = draw(st.binary(min_size=1, max_size=4))
        elif op == "delete" and data:
            del data[pos : pos + draw(st.integers(1, 8))]
        elif op == "token":
            data[pos:pos] = draw(st.sampled_from(TOKENS))
        elif op == "dup":
            lines = bytes(data).split(b"\n")
            i = draw(st.integers(0, len(lines) - 1))
            lines.insert(i, lines[i])
            data = bytearray(b"\n".join(lines))
    return bytes(data)


@pytest.mark.parametrize("fmt", FORMATS + [None])
@settings(max_examples=300)
@given(data=st.binary(max_size=200))
def test_random_bytes(fmt, data):
    _read(data, fmt)


@pytest.mark.parametrize("seed", list(SEEDS))
@pytest.mark.parametrize("fmt", FORMATS + [None])
@settings(max_examples=150)
@given(data=st.data())
def test_mutations_of_valid_files(seed, fmt, data):
    _read(data.draw(mutated(SEEDS[seed])), fmt)


def test_seeds_are_valid():
    for fmt in FORMATS:
        assert loads(SEEDS[fmt], fmt) == SEED_AF
    assert loads(SEEDS["iccma-plain"]).n_attacks == 5


def test_deeply_nested_json_is_an_error_not_a_crash():
    with pytest.raises(FormatError):
        loads(b"[" * 100_000 + b"]" * 100_000, "json")


def test_huge_header_does_not_allocate():
    with pytest.raises(FormatError, match="too many arguments"):
        loads(b"p af 2147483647\n", "iccma")
