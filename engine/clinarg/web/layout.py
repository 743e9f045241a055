"""A layered (Sugiyama-style) drawing of an argument graph.

Every edge points from an argument to the argument it attacks or supports,
so the conclusion (a plan option, a topic) is a sink and sits on top; each
argument sits one layer below the lowest argument it bears on (longest-path
layering, cycles broken by reversing the back edges of a depth-first
search).  Within a layer the order is refined by barycentre sweeps, which
keeps an argument near the ones it bears on and so keeps crossings few.  A
layer wider than ``max_row`` nodes wraps onto several rows, so a 50-argument
option is a block of short rows rather than one line too wide to read.

Plain Python with no web dependency: the layout is computed on the server
and sent as coordinates, so the page only draws.
"""

from __future__ import annotations

from ..errors import ParameterError

__all__ = ["layered_layout", "NODE_WIDTH", "NODE_HEIGHT"]

#: Box of one node and the gaps between boxes, in SVG user units.
NODE_WIDTH, NODE_HEIGHT, H_GAP, V_GAP, ROW_GAP = 150, 46, 18, 70, 22


def layered_layout(nodes, edges, *, group=None, max_row: int = 8, sweeps: int = 4) -> dict:
    """Coordinates for a layered drawing of a directed graph.

    Parameters
    ----------
    nodes : sequence of str
        Node ids, in a preferred order (it breaks ties).
    edges : sequence of (str, str)
        Directed edges ``(source, target)``; the target is drawn above.
    group : dict, optional
        ``{node: int}``; within a layer, nodes of a lower group come first when
        the barycentres tie (e.g. supporters left of attackers).
    max_row : int
        Most nodes on one row; a wider layer wraps onto several rows.
    sweeps : int
        Barycentre sweeps (down and up count as one each).

    Returns
    -------
    dict
        ``positions`` (``{node: [x, y]}``, box centres), ``layers`` (lists
        of nodes, top first), ``width`` and ``height``.

    Raises
    ------
    clinarg.errors.ParameterError
        A duplicate node, an edge naming an unknown node, or a bad ``max_row``.

    Examples
    --------
    >>> lay = layered_layout(["o", "a", "b", "c"], [("a", "o"), ("b", "o"), ("c", "a")])
    >>> lay["layers"]
    [['o'], ['a', 'b'], ['c']]
    >>> lay["positions"]["o"][1] < lay["positions"]["a"][1] < lay["positions"]["c"][1]
    True
    >>> len({tuple(p) for p in layered_layout([str(i) for i in range(20)], [],
    ...                                       max_row=5)["positions"].values()})
    20
    """
    nodes = list(nodes)
    if len(set(nodes)) != len(nodes):
        raise ParameterError("layout: duplicate node ids")
    if isinstance(max_row, bool) or not isinstance(max_row, int) or max_row < 1:
        raise ParameterError(f"layout: max_row must be a positive integer, got {max_row!r}")
    index = {v: i for i, v in enumerate(nodes)}
    succ = {v: [] for v in nodes}
    for s, t in edges:
        if s not in index or t not in index:
            raise ParameterError(f"layout: edge ({s!r}, {t!r}) names an unknown node")
        if s != t:
            succ[s].append(t)
    dag = _acyclic(nodes, succ)
    layer = _longest_path(nodes, dag)
    depth = max(layer.values(), default=-1) + 1
    layers = [[] for _ in range(depth)]
    for v in nodes:
        layers[layer[v]].append(v)
    group = group or {}
    neighbours = {v: set() for v in nodes}
    for s, ts in succ.items():
        for t in ts:
            neighbours[s].add(t)
            neighbours[t].add(s)
    pos = {v: i for row in layers for i, v in enumerate(row)}
    for k in range(sweeps):
        order = range(1, depth) if k % 2 == 0 else range(depth - 2, -1, -1)
        for i in order:
            ref = i - 1 if k % 2 == 0 else i + 1
            width = max(len(layers[ref]) - 1, 1)

            own = max(len(layers[i]) - 1, 1)

            def bary(v, ref=ref, width=width, own=own):
                # an argument with no neighbour in the reference layer keeps its place
                near = [pos[u] / width for u in neighbours[v] if layer[u] == ref]
                return sum(near) / len(near) if near else pos[v] / own

            layers[i].sort(key=lambda v: (bary(v), group.get(v, 0), pos[v]))
            pos.update({v: j for j, v in enumerate(layers[i])})
    return _coordinates(layers, max_row)


def _acyclic(nodes, succ) -> dict:
    """``succ`` with the back edges of an iterative depth-first search removed."""
    state = dict.fromkeys(nodes, 0)  # 0 new, 1 on the stack, 2 done
    dag = {v: [] for v in nodes}
    for root in nodes:
        if state[root]:
            continue
        state[root] = 1
        stack = [(root, iter(succ[root]))]
        while stack:
            v, it = stack[-1]
            for t in it:
                if state[t] == 1:
                    continue  # a back edge closes a cycle: not used for layering
                dag[v].append(t)
                if state[t] == 0:
                    state[t] = 1
                    stack.append((t, iter(succ[t])))
                    break
            else:
                state[v] = 2
                stack.pop()
    return dag


def _longest_path(nodes, dag) -> dict:
    """Layer 0 for sinks; otherwise one more than the deepest target."""
    layer = {}
    for root in nodes:
        if root in layer:
            continue
        stack = [root]
        while stack:
            v = stack[-1]
            todo = [t for t in dag[v] if t not in layer]
            if todo:
                stack.extend(todo)
                continue
            stack.pop()
            if v not in layer:
                layer[v] = 1 + max((layer[t] for t in dag[v]), default=-1)
    return layer


def _coordinates(layers, max_row) -> dict:
    rows = []  # (layer index, nodes)
    for row in layers:
        for k in range(0, len(row), max_row):
            rows.append(row[k : k + max_row])
    widest = max((len(r) for r in rows), default=0)
    width = max(widest * (NODE_WIDTH + H_GAP) - H_GAP, NODE_WIDTH) + 2 * H_GAP
    positions, y, prev_layer = {}, H_GAP + NODE_HEIGHT / 2, None
    for li, row in enumerate(layers):
        for k in range(0, len(row), max_row):
            chunk = row[k : k + max_row]
            if prev_layer is not None:
                y += NODE_HEIGHT + (V_GAP if prev_layer != li else ROW_GAP)
            prev_layer = li
            span = len(chunk) * (NODE_WIDTH + H_GAP) - H_GAP
            x0 = (width - span) / 2 + NODE_WIDTH / 2
            for j, v in enumerate(chunk):
                positions[v] = [round(x0 + j * (NODE_WIDTH + H_GAP), 1), round(y, 1)]
    height = y + NODE_HEIGHT / 2 + H_GAP if positions else 2 * H_GAP
    return {
        "positions": positions,
        "layers": [list(r) for r in layers],
        "width": round(width, 1),
        "height": round(height, 1),
    }
