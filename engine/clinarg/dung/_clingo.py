"""clingo's C API, the part clinarg uses, without clingo's Python layer.

clingo's Python package is a layer of classes over its C API, compiled
into the package's extension module, which exports that API.  Importing
the layer cost each run of ``clinarg solve`` that grounds a program 11-21
ms, more than solving most questions on a small framework (medians of 20
alternating runs of regular installs before and after this module,
``python benchmarks/alternate.py --runs 20 OLD/bin/clinarg NEW/bin/clinarg
-- solve -p TASK -f FILE``: CE-STG on random_100 103 -> 82 ms, SE-PR 58 ->
47 ms; docs/dung.md, "Start-up").  clinarg calls a few dozen
functions of the API, so the compiled core opens the library and keeps
their addresses (``native/clinarg_clingo.c``), and this module calls them
through cffi: nothing of clingo's Python layer is imported at run time.

The library is the ``_clingo`` extension module of the installed clingo
package, found without importing the package.  Symbols are clingo's raw
symbol values (Python ints).  A model reaches ``on_model`` as the ids ``i``
of its shown atoms ``name(i)``, read in the compiled core (every program of
clinarg shows ``in/1`` alone), where reading symbols in Python took most of
the time of an enumeration of many small models.  Every failed call raises
:class:`RuntimeError` (:class:`MemoryError` for clingo's ``bad_alloc``)
with clingo's message, as clingo's Python layer does; an exception raised
in a solve callback ends the search and is raised again by
:meth:`SolveHandle.get`.

Examples
--------
>>> ctl = Control(["--warn=none", "--models=0"])
>>> ctl.add("in(1). {in(2)}.")
>>> ctl.ground()
>>> found = []
>>> with ctl.solve([], on_model=lambda ids: found.append(sorted(ids))) as handle:
...     handle.get() & SATISFIABLE
1
>>> sorted(found)
[[1], [1, 2]]
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os

from .._clinarg_core import ffi, lib

__all__ = [
    "Control",
    "Configuration",
    "Backend",
    "SolveHandle",
    "function",
    "number",
    "arguments",
    "number_of",
    "text",
    "SATISFIABLE",
    "HEURISTIC_TRUE",
    "EXTERNAL_TRUE",
]

#: Bits of a solve result (``clingo_solve_result_e``).
SATISFIABLE, UNSATISFIABLE, EXHAUSTED, INTERRUPTED = 1, 2, 4, 8
#: ``clingo_heuristic_type_true``, ``clingo_external_type_true``.
HEURISTIC_TRUE = 4
EXTERNAL_TRUE = 1

_ASYNC = 1  # clingo_solve_mode_async
_EVENT_MODEL, _EVENT_FINISH = 0, 3
_TYPE_VALUE, _TYPE_MAP = 1, 4  # clingo_configuration_type_e
_BAD_ALLOC = 3  # clingo_error_bad_alloc


def _library_path() -> str:
    """The clingo package's extension module, which exports the C API."""
    spec = importlib.util.find_spec("clingo")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        for suffix in importlib.machinery.EXTENSION_SUFFIXES:
            path = os.path.join(folder, "_clingo" + suffix)
            if os.path.exists(path):
                return path
    raise ImportError("clinarg needs the clingo package (pip install clingo): not found")


def _bind() -> object:
    path = _library_path()
    if lib.ca_clingo_bind(os.fsencode(path)) != 0:
        why = ffi.string(lib.ca_clingo_bind_error()).decode(errors="replace")
        raise ImportError(f"clingo's library {path} cannot be used: {why}")
    return lib.ca_clingo


_api = _bind()


def _check(ok: bool) -> None:
    """Raise clingo's error of the call that returned ``ok`` false."""
    if not ok:
        message = ffi.string(_api.error_message()).decode(errors="replace") or "unknown error"
        raise (MemoryError if _api.error_code() == _BAD_ALLOC else RuntimeError)(message)


# ------------------------------------------------------------------ symbols
def number(value: int) -> int:
    """The symbol of the integer ``value``.

    >>> text(number(-3))
    '-3'
    """
    out = ffi.new("uint64_t *")
    _api.symbol_create_number(value, out)
    return out[0]


def function(name: str, args=()) -> int:
    """The symbol ``name(args...)`` (``args`` are symbols).

    >>> text(function("in", [number(4)]))
    'in(4)'
    """
    out = ffi.new("uint64_t *")
    _check(_api.symbol_create_function(name.encode(), list(args), len(args), True, out))
    return out[0]


def arguments(symbol: int) -> list[int]:
    """The arguments of a function symbol.

    >>> [text(a) for a in arguments(function("att", [number(1), number(2)]))]
    ['1', '2']
    """
    start, size = ffi.new("uint64_t **"), ffi.new("size_t *")
    _check(_api.symbol_arguments(symbol, start, size))
    return ffi.unpack(start[0], size[0])


def number_of(symbol: int) -> int:
    """The integer of a number symbol.

    >>> number_of(number(7))
    7
    """
    out = ffi.new("int *")
    _check(_api.symbol_number(symbol, out))
    return out[0]


def text(symbol: int) -> str:
    """The symbol as clingo prints it.

    >>> text(function("defeated", [number(12)]))
    'defeated(12)'
    """
    size = ffi.new("size_t *")
    _check(_api.symbol_to_string_size(symbol, size))
    buffer = ffi.new("char[]", size[0])
    _check(_api.symbol_to_string(symbol, buffer, size[0]))
    return ffi.string(buffer).decode()


# ------------------------------------------------------------------ control
class Control:
    """A clingo control object: a program grounded and solved, multi-shot.

    ``arguments`` are clingo's command-line options; clingo's messages are
    dropped (a library must not print).  The object is freed with this
    Python object; a call still running in another thread keeps it alive
    through its reference (see :func:`clinarg.dung._input.bounded`).
    """

    def __init__(self, arguments=()):
        encoded = [ffi.new("char[]", a.encode()) for a in arguments]
        rep = ffi.new("void **")
        quiet = ffi.addressof(lib, "ca_clingo_quiet")
        _check(_api.control_new(encoded, len(encoded), quiet, ffi.NULL, 20, rep))
        self._rep = rep[0]

    def __del__(self, _free=_api.control_free):
        # _free is bound here: at interpreter exit this module's globals may be gone
        rep, self._rep = getattr(self, "_rep", None), None
        if rep is not None:
            _free(rep)

    def add(self, program: str, name: str = "base") -> None:
        """Add the non-ground ``program`` text to part ``name``."""
        _check(_api.control_add(self._rep, name.encode(), ffi.NULL, 0, program.encode()))

    def load(self, path: str) -> None:
        """Read a program file (text or aspif)."""
        _check(_api.control_load(self._rep, os.fsencode(path)))

    def ground(self, name: str = "base") -> None:
        """Ground part ``name`` (without parameters)."""
        text = ffi.new("char[]", name.encode())  # the part points to it: kept alive here
        part = ffi.new("ca_clingo_part *", {"name": text})
        _check(_api.control_ground(self._rep, part, 1, ffi.NULL, ffi.NULL))

    @property
    def configuration(self) -> Configuration:
        """The configuration tree, by attribute (``conf.solve.models``)."""
        conf, root = ffi.new("void **"), ffi.new("uint32_t *")
        _check(_api.control_configuration(self._rep, conf))
        _check(_api.configuration_root(conf[0], root))
        return Configuration(conf[0], root[0])

    def _atoms(self):
        atoms = ffi.new("void **")
        _check(_api.control_symbolic_atoms(self._rep, atoms))
        return atoms[0]

    def atoms(self, name: str | None = None, arity: int = 0):
        """``(symbol, literal)`` of every ground atom ``name/arity`` (of
        every ground atom without ``name``)."""
        atoms, signature = self._atoms(), ffi.NULL
        if name is not None:
            signature = ffi.new("uint64_t *")
            _check(_api.signature_create(name.encode(), arity, True, signature))
        it, end, equal = ffi.new("uint64_t *"), ffi.new("uint64_t *"), ffi.new("bool *")
        symbol, literal = ffi.new("uint64_t *"), ffi.new("int32_t *")
        _check(_api.symbolic_atoms_begin(atoms, signature, it))
        _check(_api.symbolic_atoms_end(atoms, end))
        while True:
            _check(_api.symbolic_atoms_iterator_is_equal_to(atoms, it[0], end[0], equal))
            if equal[0]:
                return
            _check(_api.symbolic_atoms_symbol(atoms, it[0], symbol))
            _check(_api.symbolic_atoms_literal(atoms, it[0], literal))
            yield symbol[0], literal[0]
            _check(_api.symbolic_atoms_next(atoms, it[0], it))

    def literal(self, symbol: int) -> int | None:
        """The program literal of the ground atom ``symbol``, or ``None``."""
        atoms, it = self._atoms(), ffi.new("uint64_t *")
        valid, literal = ffi.new("bool *"), ffi.new("int32_t *")
        _check(_api.symbolic_atoms_find(atoms, symbol, it))
        _check(_api.symbolic_atoms_is_valid(atoms, it[0], valid))
        if not valid[0]:
            return None
        _check(_api.symbolic_atoms_literal(atoms, it[0], literal))
        return literal[0]

    def backend(self) -> Backend:
        """The backend, to add ground rules: ``with ctl.backend() as b``."""
        backend = ffi.new("void **")
        _check(_api.control_backend(self._rep, backend))
        return Backend(backend[0])

    def release_external(self, literal: int) -> None:
        """Make the external atom of program literal ``literal`` false for good."""
        _check(_api.control_release_external(self._rep, literal))

    def solve(self, assumptions, on_model=None, on_finish=None) -> SolveHandle:
        """Start a search in clingo's own thread, on the program literals
        ``assumptions``: each model's ids go to ``on_model`` (a return of
        False ends the search), the result bits to ``on_finish`` when it
        ends."""
        return SolveHandle(self, assumptions, on_model, on_finish)


class Configuration:
    """A node of clingo's configuration tree: its entries by attribute,
    values as strings (``None`` unassigned)."""

    def __init__(self, conf, key: int):
        object.__setattr__(self, "_conf", conf)
        object.__setattr__(self, "_key", key)

    def _sub(self, name: str) -> int:
        kind, has, sub = ffi.new("unsigned *"), ffi.new("bool *"), ffi.new("uint32_t *")
        _check(_api.configuration_type(self._conf, self._key, kind))
        if kind[0] & _TYPE_MAP:
            _check(_api.configuration_map_has_subkey(self._conf, self._key, name.encode(), has))
            if has[0]:
                _check(_api.configuration_map_at(self._conf, self._key, name.encode(), sub))
                return sub[0]
        raise AttributeError(f"no configuration entry {name!r}")

    def __getattr__(self, name: str):
        if name.startswith("__"):
            raise AttributeError(name)
        key, kind = self._sub(name), ffi.new("unsigned *")
        _check(_api.configuration_type(self._conf, key, kind))
        if not kind[0] & _TYPE_VALUE:
            return Configuration(self._conf, key)
        assigned, size = ffi.new("bool *"), ffi.new("size_t *")
        _check(_api.configuration_value_is_assigned(self._conf, key, assigned))
        if not assigned[0]:
            return None
        _check(_api.configuration_value_get_size(self._conf, key, size))
        buffer = ffi.new("char[]", size[0])
        _check(_api.configuration_value_get(self._conf, key, buffer, size[0]))
        return ffi.string(buffer).decode()

    def __setattr__(self, name: str, value) -> None:
        _check(_api.configuration_value_set(self._conf, self._sub(name), str(value).encode()))


class Backend:
    """clingo's backend between ``begin`` and ``end`` (a context manager)."""

    def __init__(self, rep):
        self._rep = rep

    def __enter__(self) -> Backend:
        _check(_api.backend_begin(self._rep))
        return self

    def __exit__(self, *exc) -> None:
        _check(_api.backend_end(self._rep))

    def add_atom(self) -> int:
        """A fresh program atom."""
        atom = ffi.new("uint32_t *")
        _check(_api.backend_add_atom(self._rep, ffi.NULL, atom))
        return atom[0]

    def add_rule(self, head, body, choice: bool = False) -> None:
        """The rule ``head :- body`` (atoms; body program literals)."""
        _check(_api.backend_rule(self._rep, choice, list(head), len(head), list(body), len(body)))

    def add_external(self, atom: int, kind: int = EXTERNAL_TRUE) -> None:
        """Declare ``atom`` external, of value ``kind`` (``EXTERNAL_TRUE``)."""
        _check(_api.backend_external(self._rep, atom, kind))

    def add_heuristic(self, atom: int, kind: int, bias: int, priority: int, condition) -> None:
        """A ``#heuristic`` directive for ``atom`` under ``condition``."""
        condition = list(condition)
        _check(
            _api.backend_heuristic(self._rep, atom, kind, bias, priority, condition, len(condition))
        )


class SolveHandle:
    """A search running in clingo's thread (see :meth:`Control.solve`); a
    context manager that closes it (waiting for a cancelled search to stop).
    """

    def __init__(self, control: Control, assumptions, on_model, on_finish):
        self._control = control  # the control outlives its search
        self._error: BaseException | None = None
        self._on_model, self._on_finish = on_model, on_finish
        self._room = 0
        self._ids = self._scratch = ffi.NULL
        self._count = ffi.new("size_t *")
        self._self = ffi.new_handle(self)  # clingo's thread finds this object by it
        assumptions = list(assumptions)
        rep = ffi.new("void **")
        notify = lib.clinarg_clingo_event
        _check(
            _api.control_solve(
                control._rep, _ASYNC, assumptions, len(assumptions), notify, self._self, rep
            )
        )
        self._rep = rep[0]

    def _model(self, model) -> bool:
        """The model's ids to ``on_model``; whether the search goes on."""
        while True:
            status = lib.ca_clingo_model_ids(
                model, self._ids, self._scratch, self._room, self._count
            )
            if status == lib.CA_CLINGO_NOT_AN_ID:
                raise RuntimeError("a shown atom of the program is not of the form name(i)")
            _check(status == lib.CA_CLINGO_OK)
            if self._count[0] <= self._room:
                break
            self._room = 2 * self._count[0]
            self._ids = ffi.new("int32_t[]", self._room)
            self._scratch = ffi.new("uint64_t[]", self._room)
        ids = ffi.unpack(self._ids, self._count[0]) if self._count[0] else []
        return self._on_model is None or self._on_model(ids) is not False

    def wait(self, timeout: float | None) -> bool:
        """Whether the search has ended, waiting at most ``timeout`` seconds
        (``None``: until it ends)."""
        ended = ffi.new("bool *")
        _api.solve_handle_wait(self._rep, -1.0 if timeout is None else timeout, ended)
        return ended[0]

    def get(self) -> int:
        """The result bits once the search has ended (waiting for it); an
        exception of a callback is raised here."""
        result = ffi.new("unsigned *")
        ok = _api.solve_handle_get(self._rep, result)
        if self._error is not None:
            raise self._error
        _check(ok)
        return result[0]

    def cancel(self) -> None:
        _check(_api.solve_handle_cancel(self._rep))

    def close(self) -> None:
        rep, self._rep = self._rep, None
        if rep is not None:
            _check(_api.solve_handle_close(rep))

    def __del__(self, _cancel=_api.solve_handle_cancel, _close=_api.solve_handle_close):
        # a search left open would call back into a collected object
        rep, self._rep = getattr(self, "_rep", None), None
        if rep is not None:
            _cancel(rep)
            _close(rep)

    def __enter__(self) -> SolveHandle:
        return self

    def __exit__(self, *exc) -> None:
        self.close()


@ffi.def_extern()
def clinarg_clingo_event(kind, event, data, goon) -> bool:
    # clingo's thread.  An exception must not reach cffi (it would be
    # printed and lost): it ends the search, and get() raises it.
    handle: SolveHandle = ffi.from_handle(data)
    try:
        if kind == _EVENT_MODEL:
            goon[0] = handle._model(event)
        elif kind == _EVENT_FINISH and handle._on_finish is not None:
            handle._on_finish(ffi.cast("unsigned *", event)[0])
    except BaseException as error:  # raised again by get()
        handle._error = error
        goon[0] = False
    return True
