/*
 * clinarg_order.c: a linear order of the vertices of a hypergraph with few
 * open edges at every cut (see ca_cut_order in clinarg_core.h).
 *
 * The model counter branches in this order.  After a prefix of it is
 * assigned, what is left of the formula depends on the assignment only
 * through the edges (clauses, or argument neighbourhoods) that straddle
 * the cut, so the fewer they are, the fewer different remainders the
 * counter's cache must tell apart.  Finding the order with the smallest
 * largest cut (cutwidth) is NP-hard; this is the usual greedy: grow the
 * prefix one vertex at a time, always taking the vertex that opens the
 * fewest edges net of those it closes.  Ties go to the vertex most tied to
 * the prefix, then to the one nearest the start, a far end of its part
 * (found by two breadth-first sweeps), so that a grid is swept row by row
 * rather than diagonally, which would double the open edges.
 */
#include "clinarg_core.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
    int64_t score; /* open edges the vertex would add, net of those it would close */
    int64_t ties;  /* open edges it is in (negated: more is better) */
    int64_t level; /* distance from the part's start, or the last update's time, negated */
    int64_t v;     /* the vertex, or its negation */
} cand_t;

typedef struct {
    cand_t *a;
    int64_t n, cap;
} heap_t;

static int cand_less(const cand_t *x, const cand_t *y) {
    if (x->score != y->score) return x->score < y->score;
    if (x->ties != y->ties) return x->ties < y->ties;
    if (x->level != y->level) return x->level < y->level;
    return x->v < y->v;
}

static int heap_push(heap_t *h, cand_t c) {
    if (h->n == h->cap) {
        int64_t cap = 2 * h->cap + 64;
        cand_t *a = realloc(h->a, (size_t)cap * sizeof(cand_t));
        if (!a) return 0;
        h->a = a;
        h->cap = cap;
    }
    int64_t i = h->n++;
    while (i > 0 && cand_less(&c, &h->a[(i - 1) / 2])) {
        h->a[i] = h->a[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    h->a[i] = c;
    return 1;
}

static cand_t heap_pop(heap_t *h) {
    cand_t top = h->a[0], last = h->a[--h->n];
    int64_t i = 0;
    for (;;) {
        int64_t l = 2 * i + 1, m = i;
        const cand_t *best = &last;
        if (l < h->n && cand_less(&h->a[l], best)) {
            m = l;
            best = &h->a[l];
        }
        if (l + 1 < h->n && cand_less(&h->a[l + 1], best)) m = l + 1;
        if (m == i) break;
        h->a[i] = h->a[m];
        i = m;
    }
    if (h->n > 0) h->a[i] = last;
    return top;
}

typedef struct {
    int64_t nv, ne;
    int64_t *eptr, *vptr; /* edges -> vertices, vertices -> edges */
    int32_t *evar, *vedge;
    const int8_t *skip;
    int64_t *level, *queue;
    int64_t *seen, stamp;
    int8_t *done;
    const volatile int32_t *stop; /* read as the searches run */
    int stopped;
} graph_t;

/* Breadth-first search from root over the vertices not done; writes each
   reached vertex's distance to level when it is not NULL and returns the
   last vertex reached. */
static int64_t sweep(graph_t *g, int64_t root, int64_t *level) {
    int64_t head = 0, tail = 0;
    g->stamp++;
    g->seen[root] = g->stamp;
    g->queue[tail++] = root;
    if (level) level[root] = 0;
    while (head < tail) {
        if ((head & 4095) == 0 && g->stop != NULL && *g->stop) {
            g->stopped = 1;
            break;
        }
        int64_t v = g->queue[head++];
        for (int64_t k = g->vptr[v]; k < g->vptr[v + 1]; k++) {
            int64_t e = g->vedge[k];
            for (int64_t j = g->eptr[e]; j < g->eptr[e + 1]; j++) {
                int64_t u = g->evar[j];
                if (g->done[u] || g->seen[u] == g->stamp) continue;
                g->seen[u] = g->stamp;
                if (level) level[u] = level[v] + 1;
                g->queue[tail++] = u;
            }
        }
    }
    return g->queue[tail - 1];
}

/* The ways ties are broken: the vertex nearest the start (a front that
   moves away from it), or the one updated last (a front that runs along a
   line to its end before it turns), then by lower or by higher index. */
enum { NEAREST, LATEST, LATEST_HIGH, N_WAYS };

/*
 * One greedy order into rank, ties broken the given way.  score, ties,
 * unproc, proc are scratch arrays of the right sizes.
 */
static int greedy(graph_t *g, int way, int64_t *rank, int64_t *score, int64_t *ties,
                  int64_t *unproc, int64_t *proc, const volatile int32_t *stop) {
    heap_t heap = {NULL, 0, 0};
    int64_t n = g->nv, next = 0, scan = 0, clock = 0;
    for (int64_t v = 0; v < n; v++) {
        rank[v] = -1;
        g->done[v] = g->skip && g->skip[v];
        score[v] = g->vptr[v + 1] - g->vptr[v]; /* taking v first opens each of its edges */
        ties[v] = 0;
    }
    for (int64_t e = 0; e < g->ne; e++) {
        unproc[e] = g->eptr[e + 1] - g->eptr[e];
        proc[e] = 0;
    }
#define CAND(u)                                                                        \
    ((cand_t){score[u], -ties[u], way == NEAREST ? g->level[u] : -(clock++),          \
              way == LATEST_HIGH ? -(int64_t)(u) : (int64_t)(u)})
    for (;;) {
        if (heap.n == 0) {
            /* a new part: start from a far end of it */
            while (scan < n && g->done[scan]) scan++;
            if (scan == n) break;
            int64_t far = sweep(g, sweep(g, scan, NULL), NULL);
            sweep(g, far, g->level);
            if (g->stopped) {
                free(heap.a);
                return CA_E_STOPPED;
            }
            if (!heap_push(&heap, CAND(far))) goto nomem;
        }
        if (stop != NULL && (next & 1023) == 0 && *stop) {
            free(heap.a);
            return CA_E_STOPPED;
        }
        cand_t c = heap_pop(&heap);
        int64_t v = c.v < 0 ? -c.v : c.v;
        if (g->done[v] || c.score != score[v] || c.ties != -ties[v]) continue; /* stale */
        g->done[v] = 1;
        rank[v] = next++;
        for (int64_t k = g->vptr[v]; k < g->vptr[v + 1]; k++) {
            int64_t e = g->vedge[k];
            proc[e]++;
            unproc[e]--;
            if (unproc[e] == 0) continue; /* closed */
            if (proc[e] > 1 && unproc[e] > 1) continue;
            /* e has just opened (the others no longer open it, and are now
               tied to the prefix through it), or one vertex is left (taking
               it would close e) */
            for (int64_t j = g->eptr[e]; j < g->eptr[e + 1]; j++) {
                int64_t u = g->evar[j];
                if (g->done[u]) continue;
                if (proc[e] == 1) {
                    score[u]--;
                    ties[u]++;
                }
                if (unproc[e] == 1) score[u]--;
                if (!heap_push(&heap, CAND(u))) goto nomem;
            }
        }
    }
#undef CAND
    free(heap.a);
    return CA_OK;
nomem:
    free(heap.a);
    return CA_E_NOMEM;
}

/* The order of breadth-first searches, each from a far end of its part
   (as Cuthill-McKee numbers a band matrix): linear time, for hypergraphs
   too large for the greedy. */
static int sweep_order(graph_t *g, int64_t *rank) {
    int64_t next = 0;
    for (int64_t v = 0; v < g->nv; v++) {
        rank[v] = -1;
        g->done[v] = g->skip && g->skip[v];
    }
    for (int64_t v = 0; v < g->nv; v++) {
        if (g->done[v]) continue;
        int64_t far = sweep(g, sweep(g, v, NULL), NULL);
        if (g->stopped) return CA_E_STOPPED;
        int64_t head = 0, tail = 0;
        g->done[far] = 1;
        g->queue[tail++] = far;
        while (head < tail) {
            if ((head & 4095) == 0 && g->stop != NULL && *g->stop) return CA_E_STOPPED;
            int64_t x = g->queue[head++];
            rank[x] = next++;
            for (int64_t k = g->vptr[x]; k < g->vptr[x + 1]; k++)
                for (int64_t j = g->eptr[g->vedge[k]]; j < g->eptr[g->vedge[k] + 1]; j++) {
                    int64_t u = g->evar[j];
                    if (!g->done[u]) {
                        g->done[u] = 1;
                        g->queue[tail++] = u;
                    }
                }
        }
    }
    return CA_OK;
}

/* The largest number of edges open at a cut of the order, and their sum
   over the cuts (an edge is open from its first vertex to its last). */
static void cut_widths(const graph_t *g, const int64_t *rank, int64_t *diff, int64_t *widest,
                       int64_t *total) {
    for (int64_t v = 0; v <= g->nv; v++) diff[v] = 0;
    for (int64_t e = 0; e < g->ne; e++) {
        int64_t first = g->nv, last = -1;
        for (int64_t j = g->eptr[e]; j < g->eptr[e + 1]; j++) {
            int64_t r = rank[g->evar[j]];
            if (r < first) first = r;
            if (r > last) last = r;
        }
        diff[first]++;
        diff[last]--;
    }
    int64_t open = 0;
    *widest = *total = 0;
    for (int64_t v = 0; v < g->nv; v++) {
        open += diff[v];
        if (open > *widest) *widest = open;
        *total += open;
    }
}

int ca_cut_order(int64_t n, int64_t n_edges, const int64_t *ptr, const int32_t *members,
                 const int8_t *skip, const volatile int32_t *stop, int64_t *rank) {
    if (n < 0 || n > INT32_MAX || n_edges < 0 || ptr[0] != 0) return CA_E_ARG;
    for (int64_t e = 0; e < n_edges; e++)
        if (ptr[e + 1] < ptr[e]) return CA_E_ARG;
    for (int64_t k = 0; k < ptr[n_edges]; k++)
        if (members[k] < 0 || members[k] >= n) return CA_E_ARG;

    size_t cells = (size_t)(n > 0 ? n : 1), ecells = (size_t)(n_edges > 0 ? n_edges : 1);
    size_t lcells = (size_t)(ptr[n_edges] > 0 ? ptr[n_edges] : 1);
    graph_t g;
    memset(&g, 0, sizeof g);
    g.nv = n;
    g.skip = skip;
    g.stop = stop;
    g.eptr = malloc((ecells + 1) * sizeof(int64_t));
    g.evar = malloc(lcells * sizeof(int32_t));
    g.vptr = calloc(cells + 1, sizeof(int64_t));
    g.vedge = malloc(lcells * sizeof(int32_t));
    g.level = calloc(cells, sizeof(int64_t));
    g.queue = malloc(cells * sizeof(int64_t));
    g.seen = calloc(cells, sizeof(int64_t));
    g.done = calloc(cells, 1);
    int64_t *unproc = malloc(ecells * sizeof(int64_t)), *proc = malloc(ecells * sizeof(int64_t));
    int64_t *score = malloc(cells * sizeof(int64_t)), *ties = malloc(cells * sizeof(int64_t));
    int64_t *fill = calloc(cells, sizeof(int64_t)), *trial = malloc(cells * sizeof(int64_t));
    int64_t *diff = malloc((cells + 1) * sizeof(int64_t));
    int rc = CA_OK;
    if (!g.eptr || !g.evar || !g.vptr || !g.vedge || !g.level || !g.queue || !g.seen || !g.done ||
        !unproc || !proc || !score || !ties || !fill || !trial || !diff) {
        rc = CA_E_NOMEM;
        goto out;
    }

    /* Each edge keeps its distinct vertices not skipped; an edge left with
       fewer than two never straddles a cut and is dropped. */
    int64_t stamp = 0;
    g.eptr[0] = 0;
    for (int64_t e = 0; e < n_edges; e++) {
        int64_t at = g.eptr[g.ne];
        stamp++;
        for (int64_t k = ptr[e]; k < ptr[e + 1]; k++) {
            int32_t v = members[k];
            if ((skip && skip[v]) || g.seen[v] == stamp) continue;
            g.seen[v] = stamp;
            g.evar[at++] = v;
        }
        if (at - g.eptr[g.ne] >= 2) g.eptr[++g.ne] = at;
    }
    for (int64_t k = 0; k < g.eptr[g.ne]; k++) g.vptr[g.evar[k] + 1]++;
    for (int64_t v = 0; v < n; v++) g.vptr[v + 1] += g.vptr[v];
    for (int64_t e = 0; e < g.ne; e++)
        for (int64_t k = g.eptr[e]; k < g.eptr[e + 1]; k++) {
            int32_t v = g.evar[k];
            g.vedge[g.vptr[v] + fill[v]++] = (int32_t)e;
        }
    memset(g.seen, 0, cells * sizeof(int64_t));

    if (g.eptr[g.ne] > CA_CUT_ORDER_GREEDY_MAX) {
        rc = sweep_order(&g, rank);
        goto out;
    }
    /* the order with the narrowest widest cut, then the least total */
    int64_t best_widest = -1, best_total = 0;
    for (int way = 0; way < N_WAYS; way++) {
        int64_t widest, total;
        rc = greedy(&g, way, trial, score, ties, unproc, proc, stop);
        if (rc != CA_OK) goto out;
        cut_widths(&g, trial, diff, &widest, &total);
        if (best_widest < 0 || widest < best_widest ||
            (widest == best_widest && total < best_total)) {
            best_widest = widest;
            best_total = total;
            memcpy(rank, trial, (size_t)n * sizeof(int64_t));
        }
    }

out:
    free(g.eptr);
    free(g.evar);
    free(g.vptr);
    free(g.vedge);
    free(g.level);
    free(g.queue);
    free(g.seen);
    free(g.done);
    free(unproc);
    free(proc);
    free(score);
    free(ties);
    free(fill);
    free(trial);
    free(diff);
    return rc;
}
