"""The Dung argumentation framework: names, integer ids and CSR attacks.

An :class:`ArgumentationFramework` maps argument names (strings) to ids
``0..n-1`` and stores the attack relation twice, as compressed sparse rows:
``attackers(x)`` (who attacks ``x``) and ``attacked_by(x)`` (whom ``x``
attacks).  Frameworks are immutable; equality and hashing look at content
(the set of arguments and the set of attacks by name), not at id order.

References
----------
P. M. Dung. On the acceptability of arguments and its fundamental role in
nonmonotonic reasoning, logic programming and n-person games. Artificial
Intelligence 77(2):321-357, 1995.
"""

from __future__ import annotations

import numbers
from array import array
from collections.abc import Iterable, Sequence

from .. import _native
from .._deadline import remaining
from ..errors import ParameterError

__all__ = ["ArgumentationFramework", "AF", "DEFAULT_MAX_ARGUMENTS", "BYTES_PER_ARGUMENT"]

#: Bytes per argument of the cheapest whole task on a framework given by its
#: size alone: ``clinarg solve -p SE-GR`` on ``p af N`` with no attacks (the
#: CSR arrays are 32 of them, the rest is names, the extension as a set of
#: names and the answer text).  Peak RSS, by
#: ``printf 'p af 2000000\n' > w.af && /usr/bin/time -f %M clinarg solve -p SE-GR -f w.af``
#: (and 4000000): 0.54 GB at N = 2M and 1.05 GB at N = 4M at commit 4598f17,
#: whence 261 bytes per argument, kept; 491,532 and 952,740 KiB (244
#: bytes per argument at N = 4M) at commit f713b00.
BYTES_PER_ARGUMENT = 261

#: A framework given by its number of arguments (``AF.from_arrays(n, ...)``,
#: an ICCMA header ``p af n``) is refused above this many unless the caller
#: raises the limit: 10 million arguments cost about 2.6 GB for SE-GR.
DEFAULT_MAX_ARGUMENTS = 10_000_000


class ArgumentationFramework:
    """An abstract argumentation framework (A, R) with named arguments.

    Use the constructors :meth:`from_attacks`, :meth:`from_arrays`,
    :meth:`from_networkx` or :meth:`from_sparse`, or a reader from
    :mod:`clinarg.formats`, rather than calling the class directly.

    Parameters
    ----------
    names : sequence of str
        Argument names; argument ``i`` is ``names[i]``.  Must be unique.
    src, dst : array_like of int
        Attack ``src[k]`` attacks ``dst[k]``, as ids.  Duplicates are merged.

    Examples
    --------
    >>> from clinarg import AF
    >>> af = AF.from_attacks(["a", "b", "c"], [("a", "b"), ("b", "c")])
    >>> af
    ArgumentationFramework(3 arguments, 2 attacks)
    >>> af.attackers("c")
    ['b']
    >>> af == AF.from_attacks(["c", "b", "a"], [("b", "c"), ("a", "b")])
    True
    """

    __slots__ = (
        "_names",
        "_index",
        "_out_ptr",
        "_out_idx",
        "_in_ptr",
        "_in_idx",
        "_hash",
        "_canonical",
    )

    def __init__(
        self, names: Sequence[str] | int, src=(), dst=(), *, max_arguments: int | None = None
    ):
        if max_arguments is None:
            max_arguments = DEFAULT_MAX_ARGUMENTS
        else:
            max_arguments = _native._count(max_arguments, "max_arguments")
        if isinstance(names, bool):
            raise ParameterError(
                "names must be a number of arguments or a sequence of str, got bool"
            )
        if isinstance(names, numbers.Integral):
            # Arguments "1".."n": names and the name index are made on demand,
            # which keeps reading a million-argument ICCMA file cheap.
            n = int(names)
            if n < 0:
                raise ParameterError(f"the number of arguments must be non-negative, got {n}")
            if n > max_arguments:
                # Refused before anything is allocated: a 15-byte ICCMA header
                # could otherwise ask for tens of gigabytes.
                raise ParameterError(
                    f"{n:,} arguments exceed the limit of {max_arguments:,} (a task needs "
                    f"about {BYTES_PER_ARGUMENT} bytes per argument, here "
                    f"{n * BYTES_PER_ARGUMENT / 1e9:.1f} GB); pass max_arguments= to allow it"
                )
            self._names = None
            self._index = None
        else:
            if not isinstance(names, Iterable):
                raise ParameterError(
                    "names must be a number of arguments or a sequence of "
                    f"str, got {type(names).__name__}"
                )
            names = tuple(names)
            for name in names:
                if not isinstance(name, str):
                    raise ParameterError(
                        f"argument names must be str, got {name!r} ({type(name).__name__})"
                    )
            index = {name: i for i, name in enumerate(names)}
            if len(index) != len(names):
                seen = set()
                dup = next(x for x in names if x in seen or seen.add(x))
                raise ParameterError(f"duplicate argument {dup!r}")
            n = len(names)
            self._names = names
            self._index = index
        out_ptr, out_idx, in_ptr, in_idx = _native.build_csr(n, src, dst)
        # array.array buffers, never modified after this point
        self._out_ptr = out_ptr
        self._out_idx = out_idx
        self._in_ptr = in_ptr
        self._in_idx = in_idx
        self._hash = None
        self._canonical = None

    # ------------------------------------------------------------ builders
    @classmethod
    def from_attacks(
        cls, names: Iterable[str], attacks: Iterable[tuple[str, str]] = ()
    ) -> ArgumentationFramework:
        """Build from argument names and attacks given as pairs of names.

        Raises
        ------
        clinarg.errors.ParameterError
            If a name is repeated or is not a string, or an attack is not a
            pair of names of declared arguments.

        Examples
        --------
        >>> AF.from_attacks(["a", "b"], [("a", "b")]).n_attacks
        1
        """
        if not isinstance(names, Iterable):
            raise ParameterError(f"names must be a sequence of str, got {type(names).__name__}")
        if not isinstance(attacks, Iterable):
            raise ParameterError(
                f"attacks must be an iterable of pairs of names, got {type(attacks).__name__}"
            )
        names = tuple(names)
        index = {name: i for i, name in enumerate(names) if isinstance(name, str)}
        src, dst = [], []
        for pair in attacks:
            try:
                a, b = pair
            except (TypeError, ValueError):
                raise ParameterError(f"an attack must be a pair of names, got {pair!r}") from None
            for x in (a, b):
                try:
                    known = x in index
                except TypeError:  # unhashable
                    known = False
                if not known:
                    raise ParameterError(f"attack ({a!r}, {b!r}) names unknown argument {x!r}")
            src.append(index[a])
            dst.append(index[b])
        return cls(names, array("i", src), array("i", dst))

    @classmethod
    def from_arrays(
        cls, n_or_names, src, dst, *, max_arguments: int | None = None
    ) -> ArgumentationFramework:
        """Build from integer attack arrays (the fast path for large graphs).

        Parameters
        ----------
        n_or_names : int or sequence of str
            The number of arguments (named ``"1"``..``"n"``, as in ICCMA
            files) or their names.
        src, dst : array_like of int
            0-based ids; attack ``src[k] -> dst[k]``.  Integer arrays only:
            floats are refused, not truncated.
        max_arguments : int, optional
            When ``n_or_names`` is a number, refuse more arguments than this
            (default :data:`DEFAULT_MAX_ARGUMENTS`) before allocating.

        Raises
        ------
        clinarg.errors.ParameterError
            For a bad size, non-integer or out-of-range ids, arrays of
            different lengths, or duplicate or non-string names.

        Examples
        --------
        >>> AF.from_arrays(3, [0, 1], [1, 2]).names
        ('1', '2', '3')
        """
        return cls(n_or_names, src, dst, max_arguments=max_arguments)

    @classmethod
    def from_networkx(cls, graph) -> ArgumentationFramework:
        """Build from a :class:`networkx.DiGraph`: nodes are arguments, edges attacks.

        Node labels are converted with ``str``; two nodes with the same
        string form are an error.

        Examples
        --------
        >>> import networkx as nx
        >>> AF.from_networkx(nx.DiGraph([("a", "b")])).attacked_by("a")
        ['b']
        """
        if not callable(getattr(graph, "is_directed", None)):
            raise ParameterError(f"expected a networkx.DiGraph, got {type(graph).__name__}")
        if not graph.is_directed():
            raise ParameterError("an attack graph must be directed (networkx.DiGraph)")
        nodes = list(graph.nodes)
        names = [str(v) for v in nodes]
        pos = {v: i for i, v in enumerate(nodes)}
        edges = list(graph.edges())
        src = array("i", [pos[u] for u, _ in edges])
        dst = array("i", [pos[v] for _, v in edges])
        return cls(names, src, dst)

    @classmethod
    def from_sparse(cls, matrix, names: Sequence[str] | None = None) -> ArgumentationFramework:
        """Build from a square scipy sparse matrix: entry (i, j) != 0 means i attacks j.

        Examples
        --------
        >>> import scipy.sparse as sp
        >>> AF.from_sparse(sp.csr_matrix([[0, 1], [0, 0]]), names=["a", "b"]).attackers("b")
        ['a']
        """
        import scipy.sparse as sp

        try:
            coo = sp.coo_matrix(matrix)
        except (TypeError, ValueError) as exc:
            raise ParameterError(f"expected a square sparse matrix: {exc}") from None
        if coo.shape[0] != coo.shape[1]:
            raise ParameterError(f"attack matrix must be square, got shape {coo.shape}")
        keep = coo.data != 0
        n = coo.shape[0]
        if names is None:
            names = _numeric_names(n)
        elif len(names) != n:
            raise ParameterError(f"{len(names)} names for a {n}x{n} matrix")
        return cls(names, coo.row[keep], coo.col[keep])

    # ------------------------------------------------------------ accessors
    @property
    def names(self) -> tuple[str, ...]:
        """Argument names, indexed by id."""
        if self._names is None:
            self._names = _numeric_names(self.n_arguments)
        return self._names

    def _names_of(self, ids, deadline: float | None = None) -> list[str]:
        """The names of the arguments ``ids`` (a sequence), in order, with a
        look at ``deadline`` every ``_NAMING_CHUNK`` names: naming millions
        of arguments takes a second.  A framework made from a count names
        its arguments ``1..n`` on first use of :attr:`names` (0.6 s for
        three million); this names only ``ids``."""
        names = self._names
        out: list[str] = []
        for start in range(0, len(ids), _NAMING_CHUNK):
            remaining(deadline)
            chunk = ids[start : start + _NAMING_CHUNK]
            if names is None:
                out.extend(str(i + 1) for i in chunk)
            else:
                out.extend(names[i] for i in chunk)
        return out

    @property
    def n_arguments(self) -> int:
        """Number of arguments."""
        return len(self._out_ptr) - 1

    @property
    def n_attacks(self) -> int:
        """Number of (distinct) attacks."""
        return len(self._out_idx)

    def __len__(self) -> int:
        return self.n_arguments

    def _lookup(self, name) -> int:
        """Id of ``name``, or -1."""
        if self._index is None:  # numeric names "1".."n"
            if (
                type(name) is str
                and name.isascii()
                and name.isdigit()
                and name[0] != "0"
                and int(name) <= self.n_arguments
            ):
                return int(name) - 1
            return -1
        try:
            return self._index.get(name, -1)
        except TypeError:  # unhashable
            return -1

    def __contains__(self, name) -> bool:
        return self._lookup(name) >= 0

    def index(self, name: str) -> int:
        """Id of the argument called ``name``.

        Raises
        ------
        clinarg.errors.UnknownArgumentError
            If there is no such argument.
        """
        i = self._lookup(name)
        if i < 0:
            from ..errors import UnknownArgumentError

            raise UnknownArgumentError(f"unknown argument {name!r}")
        return i

    def ids(self, names: Iterable[str]):
        """Ids of several arguments, as a sorted int32 numpy array."""
        import numpy as np

        return np.sort(np.fromiter((self.index(x) for x in names), dtype=np.int32))

    @property
    def attackers_csr(self):
        """``(indptr, indices)`` numpy arrays (read-only, int64 and int32):
        attackers of ``x`` are ``indices[indptr[x]:indptr[x+1]]``."""
        return _view(self._in_ptr), _view(self._in_idx)

    @property
    def attacked_csr(self):
        """``(indptr, indices)`` numpy arrays (read-only): arguments attacked by ``x``."""
        return _view(self._out_ptr), _view(self._out_idx)

    def attack_arrays(self):
        """``(src, dst)`` int32 numpy arrays of all attacks, sorted by source then target."""
        src, dst = self._attack_buffers()
        return _view(src), _view(dst)

    def _attack_buffers(self) -> tuple[array, array]:
        """``(src, dst)`` of :meth:`attack_arrays` as ``array.array`` (no numpy)."""
        return _native.row_of(self.n_arguments, self._out_ptr), self._out_idx

    def attacks(self) -> list[tuple[str, str]]:
        """All attacks as pairs of names."""
        names = self.names
        src, dst = self._attack_buffers()
        return [(names[a], names[b]) for a, b in zip(src, dst, strict=True)]

    def attackers(self, name: str) -> list[str]:
        """Names of the arguments that attack ``name``."""
        x = self.index(name)
        return [self.names[i] for i in self._in_idx[self._in_ptr[x] : self._in_ptr[x + 1]]]

    def attacked_by(self, name: str) -> list[str]:
        """Names of the arguments that ``name`` attacks."""
        x = self.index(name)
        return [self.names[i] for i in self._out_idx[self._out_ptr[x] : self._out_ptr[x + 1]]]

    # ------------------------------------------------------------ conversions
    def to_networkx(self):
        """The attack graph as a :class:`networkx.DiGraph` with string nodes.

        Examples
        --------
        >>> sorted(AF.from_attacks(["a", "b"], [("a", "b")]).to_networkx().edges)
        [('a', 'b')]
        """
        import networkx as nx

        graph = nx.DiGraph()
        graph.add_nodes_from(self.names)
        graph.add_edges_from(self.attacks())
        return graph

    def to_sparse(self):
        """The attack matrix as a ``scipy.sparse.csr_array`` (i attacks j at (i, j))."""
        import numpy as np
        import scipy.sparse as sp

        n = self.n_arguments
        data = np.ones(self.n_attacks, dtype=np.int8)
        out_ptr, out_idx = self.attacked_csr
        return sp.csr_array((data, out_idx.copy(), out_ptr.copy()), shape=(n, n))

    def restrict(self, subset: Iterable) -> ArgumentationFramework:
        """The sub-framework induced by ``subset`` (names or ids), in id order.

        Examples
        --------
        >>> af = AF.from_attacks(["a", "b", "c"], [("a", "b"), ("b", "c")])
        >>> af.restrict(["b", "c"]).attacks()
        [('b', 'c')]
        """
        if isinstance(subset, str) or not isinstance(subset, Iterable):
            raise ParameterError(
                f"subset must be an iterable of argument names or ids, got {type(subset).__name__}"
            )
        keep = _native.zeros("b", self.n_arguments)
        for item in subset:
            if isinstance(item, numbers.Integral) and not isinstance(item, bool):
                if not 0 <= item < self.n_arguments:
                    from ..errors import UnknownArgumentError

                    raise UnknownArgumentError(f"argument id {item} out of range")
                keep[item] = 1
            else:
                keep[self.index(item)] = 1
        src, dst = self._attack_buffers()
        _, sub_src, sub_dst, kept = _native.restrict(self.n_arguments, src, dst, keep, 1)
        all_names = self.names
        return ArgumentationFramework([all_names[i] for i in kept], sub_src, sub_dst)

    # ------------------------------------------------------------ content identity
    def _canonical_form(self):
        if self._canonical is None:
            # numpy, loaded here only: equality and hashing are off the
            # start-up path of `clinarg solve`, and a Python sort of 200,000
            # attack keys took a tenth of a second.
            import numpy as np

            names = self.names
            order = sorted(range(self.n_arguments), key=names.__getitem__)
            rank = np.empty(self.n_arguments, dtype=np.int64)
            rank[order] = np.arange(self.n_arguments, dtype=np.int64)
            src, dst = self.attack_arrays()
            keys = np.sort(rank[src] * max(self.n_arguments, 1) + rank[dst])
            self._canonical = (tuple(names[i] for i in order), keys.tobytes())
        return self._canonical

    def __eq__(self, other) -> bool:
        if not isinstance(other, ArgumentationFramework):
            return NotImplemented
        if self is other:
            return True
        if self.n_arguments != other.n_arguments or self.n_attacks != other.n_attacks:
            return False
        return self._canonical_form() == other._canonical_form()

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(self._canonical_form())
        return self._hash

    def __repr__(self) -> str:
        return f"ArgumentationFramework({self.n_arguments} arguments, {self.n_attacks} attacks)"

    def __reduce__(self):
        src, dst = self._attack_buffers()
        return (ArgumentationFramework, (self.names, src, dst))


def _view(buffer: array):
    """A read-only numpy array on one of the framework's buffers.  The
    framework keeps standard-library buffers so that solving never imports
    numpy; only the accessors that promise numpy arrays do."""
    return _native.numpy_view(buffer, read_only=True)


#: Arguments named between two looks at the deadline (``_names_of``).
_NAMING_CHUNK = 1 << 16


def _numeric_names(n: int) -> tuple[str, ...]:
    return tuple(map(str, range(1, n + 1)))


AF = ArgumentationFramework
