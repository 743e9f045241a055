/*
 * clinarg_count.c: exact model counting (CE) by DPLL with connected
 * components and a cache of component counts.  See clinarg_core.h for the
 * contracts of ca_count_models and ca_count_extensions.
 *
 * The count of a formula is the product of the counts of its connected
 * components (variables linked by unsatisfied clauses), times 2 for each
 * variable no unsatisfied clause mentions; a component's count is the sum
 * over both values of its branching variable, taken in a static order
 * with few open clauses at every cut (order_variables, ca_cut_order).  A
 * component is determined by its variables and its touched clauses (the
 * unsatisfied ones with a false literal, each reduced to the component's
 * variables): every other clause over those variables is untouched, whole,
 * and after unit propagation no binary clause is touched.  The cache key is
 * those two sorted lists, compared in full: a hash only picks the slot, it
 * never stands in for the key, so every count is exact.
 * Counts are unsigned big integers (a component of k variables has at most
 * 2^k models, so k/32 + 3 limbs hold any product formed while counting it).
 */
#include "clinarg_core.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Unsigned big integers: little-endian base-2^32 limbs                */
/* ------------------------------------------------------------------ */

typedef struct {
    int64_t n;   /* limbs in use; 0 means zero, d[n-1] != 0 otherwise */
    int64_t cap; /* limbs allocated */
    uint32_t *d;
} bn_t;

static int bn_init(bn_t *b, int64_t cap) {
    b->n = 0;
    b->cap = cap;
    b->d = malloc((size_t)cap * sizeof(uint32_t));
    return b->d != NULL;
}

static void bn_free(bn_t *b) {
    free(b->d);
    b->d = NULL;
}

static void bn_trim(bn_t *b) {
    while (b->n > 0 && b->d[b->n - 1] == 0) b->n--;
}

static void bn_one(bn_t *b) {
    b->d[0] = 1;
    b->n = 1;
}

/* b += a (b->cap must hold the sum) */
static void bn_add(bn_t *b, const uint32_t *a, int64_t an) {
    uint64_t carry = 0;
    int64_t i = 0;
    while (b->n < an) b->d[b->n++] = 0;
    for (; i < an; i++) {
        uint64_t s = (uint64_t)b->d[i] + a[i] + carry;
        b->d[i] = (uint32_t)s;
        carry = s >> 32;
    }
    for (; carry && i < b->n; i++) {
        uint64_t s = (uint64_t)b->d[i] + carry;
        b->d[i] = (uint32_t)s;
        carry = s >> 32;
    }
    if (carry) b->d[b->n++] = (uint32_t)carry;
}

/* out = a * b (out distinct from both, out->cap >= a->n + b->n) */
static void bn_mul(bn_t *out, const bn_t *a, const uint32_t *b, int64_t bn) {
    out->n = a->n + bn;
    memset(out->d, 0, (size_t)out->n * sizeof(uint32_t));
    for (int64_t i = 0; i < a->n; i++) {
        uint64_t carry = 0;
        for (int64_t j = 0; j < bn; j++) {
            uint64_t t = (uint64_t)a->d[i] * b[j] + out->d[i + j] + carry;
            out->d[i + j] = (uint32_t)t;
            carry = t >> 32;
        }
        out->d[i + bn] = (uint32_t)carry;
    }
    bn_trim(out);
}

/* b <<= k (b->cap must hold the result) */
static void bn_shl(bn_t *b, int64_t k) {
    if (b->n == 0 || k == 0) return;
    int64_t words = k / 32, bits = k % 32;
    int64_t n = b->n + words + 1;
    for (int64_t i = n - 1; i >= 0; i--) {
        int64_t src = i - words;
        uint64_t hi = (src >= 0 && src < b->n) ? b->d[src] : 0;
        uint64_t lo = (src - 1 >= 0 && src - 1 < b->n) ? b->d[src - 1] : 0;
        b->d[i] = bits ? (uint32_t)((hi << bits) | (lo >> (32 - bits))) : (uint32_t)hi;
    }
    b->n = n;
    bn_trim(b);
}

/* ------------------------------------------------------------------ */
/* The counter's state                                                 */
/* ------------------------------------------------------------------ */

typedef struct {
    uint64_t hash;
    int32_t *key; /* a component record (nv, nc, variables, clauses); NULL: empty slot */
    uint32_t *limbs;
    int64_t n_limbs;
} entry_t;

typedef struct {
    int64_t nv, nc;
    const int64_t *cptr; /* normalised clauses: sorted, no duplicate or */
    const int32_t *clit; /* complementary literals                       */
    int64_t *optr;       /* occurrences of each variable: clause, sign */
    int32_t *occ;
    int8_t *occ_pos;
    int64_t *bptr;       /* each variable's partners in binary clauses */
    int32_t *bvar;
    int64_t *lptr;       /* each variable's clauses of three or more literals */
    int32_t *locc;
    int32_t *touched;    /* split's touched clauses, one run per component */
    int8_t *val; /* -1 unassigned, 0 false, 1 true */
    int32_t *nsat, *nfree;
    int64_t *sat_at; /* while nsat[c] > 0: the trail position of c's first true literal */
    int32_t *trail;
    int64_t trail_len;
    int64_t *vmark, *cmark, stamp;
    int64_t *vtag, *ctag; /* split_after's marks: the boundary variables; the touched
                             clauses already listed */
    int64_t *rank; /* static branching order (order_variables); component records
                      list their variables in this order */
    int32_t *bfs_vars;               /* one component while it is found */
    int32_t *vcomp;                  /* component of a variable */
    int64_t *scratch;                /* split's per-component counters */
    int32_t *ws; /* component records: nv, nc, variables by rank, touched clauses by id */
    int64_t ws_len, ws_cap;
    int64_t ws_limit; /* entries the work stack may hold (cache_limit / 4, at least 2^20) */
    int ws_full;
    entry_t *table;
    int64_t table_cap, table_used, cache_bytes, cache_limit;
    int64_t nodes, depth, max_depth;
    const volatile int32_t *stop;
} counter_t;

#define LIT_VAR(l) ((l) >> 1)
#define LIT_POS(l) (((l)&1) == 0)

static void assign(counter_t *s, int32_t v, int8_t b) {
    s->val[v] = b;
    s->trail[s->trail_len++] = v;
    for (int64_t k = s->optr[v]; k < s->optr[v + 1]; k++) {
        int32_t c = s->occ[k];
        s->nfree[c]--;
        if (s->occ_pos[k] == b && s->nsat[c]++ == 0) s->sat_at[c] = s->trail_len - 1;
    }
}

static void undo(counter_t *s, int64_t to) {
    while (s->trail_len > to) {
        int32_t v = s->trail[--s->trail_len];
        int8_t b = s->val[v];
        for (int64_t k = s->optr[v]; k < s->optr[v + 1]; k++) {
            int32_t c = s->occ[k];
            s->nfree[c]++;
            if (s->occ_pos[k] == b) s->nsat[c]--;
        }
        s->val[v] = -1;
    }
}

/* Unit propagation of the trail from position q; 0 on a conflict. */
static int propagate(counter_t *s, int64_t q) {
    while (q < s->trail_len) {
        int32_t v = s->trail[q++];
        for (int64_t k = s->optr[v]; k < s->optr[v + 1]; k++) {
            int32_t c = s->occ[k];
            if (s->nsat[c] > 0) continue;
            if (s->nfree[c] == 0) return 0;
            if (s->nfree[c] == 1) {
                for (int64_t j = s->cptr[c]; j < s->cptr[c + 1]; j++) {
                    int32_t l = s->clit[j];
                    if (s->val[LIT_VAR(l)] < 0) {
                        assign(s, LIT_VAR(l), LIT_POS(l) ? 1 : 0);
                        break;
                    }
                }
            }
        }
    }
    return 1;
}

/* Room for more entries on the work stack; 0 when out of memory or past
   ws_limit (then ws_full is set: the count gives up, as when too deep). */
static int ws_reserve(counter_t *s, int64_t more) {
    if (s->ws_len + more <= s->ws_cap) return 1;
    if (s->ws_len + more > s->ws_limit) {
        s->ws_full = 1;
        return 0;
    }
    int64_t cap = s->ws_cap * 2;
    while (cap < s->ws_len + more) cap *= 2;
    if (cap > s->ws_limit) cap = s->ws_limit;
    int32_t *ws = realloc(s->ws, (size_t)cap * sizeof(int32_t));
    if (!ws) return 0;
    s->ws = ws;
    s->ws_cap = cap;
    return 1;
}

static int cmp_i32(const void *a, const void *b) {
    int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
    return (x > y) - (x < y);
}

static void sort_i32(int32_t *a, int64_t n) {
    if (n > 24) {
        qsort(a, (size_t)n, sizeof(int32_t), cmp_i32);
        return;
    }
    for (int64_t i = 1; i < n; i++) {
        int32_t x = a[i];
        int64_t j = i;
        for (; j > 0 && a[j - 1] > x; j--) a[j] = a[j - 1];
        a[j] = x;
    }
}

/*
 * One step of a breadth-first search over the unassigned variables linked
 * by binary clauses and unsatisfied longer ones: pushes onto bfs_vars (at
 * *size) those next to v not yet marked with seen, and, when touched is not
 * NULL, lists at touched[*t] the touched clauses first met.  Returns how
 * many of the pushed variables carry vtag == boundary.
 */
static inline int64_t expand(counter_t *s, int32_t v, int64_t seen, int64_t *size, int32_t *touched,
                             int64_t *t, int64_t boundary) {
    int64_t hits = 0;
    for (int64_t o = s->bptr[v]; o < s->bptr[v + 1]; o++) {
        int32_t u = s->bvar[o];
        if (s->val[u] < 0 && s->vmark[u] != seen) {
            s->vmark[u] = seen;
            s->bfs_vars[(*size)++] = u;
            hits += s->vtag[u] == boundary;
        }
    }
    for (int64_t o = s->lptr[v]; o < s->lptr[v + 1]; o++) {
        int32_t c = s->locc[o];
        if (s->nsat[c] > 0 || s->cmark[c] == seen) continue;
        s->cmark[c] = seen;
        if (touched && s->nfree[c] < s->cptr[c + 1] - s->cptr[c]) touched[(*t)++] = c;
        for (int64_t j = s->cptr[c]; j < s->cptr[c + 1]; j++) {
            int32_t u = LIT_VAR(s->clit[j]);
            if (s->val[u] < 0 && s->vmark[u] != seen) {
                s->vmark[u] = seen;
                s->bfs_vars[(*size)++] = u;
                hits += s->vtag[u] == boundary;
            }
        }
    }
    return hits;
}

/*
 * Split the unassigned variables of a component (ws[vstart..vstart+nv),
 * in rank order) into connected components, pushed as records onto the
 * work stack.  A record lists its variables in rank order and, by id, only
 * its touched clauses: the unsatisfied ones with an assigned (so false)
 * literal.  That is the whole component: after propagation a binary clause
 * is satisfied or untouched, and an untouched clause belongs to the
 * component of its variables, so the variables determine it.  A
 * breadth-first search labels each variable with its component and
 * collects the touched clauses; one pass over the parent's variables then
 * deals them out in rank order.  Returns the number of records, or -1 when
 * out of memory; *n_free receives the number of free variables (in no
 * unsatisfied clause).
 */
static int64_t split(counter_t *s, int64_t vstart, int64_t nv, int64_t *n_free) {
    int64_t k = 0, t = 0;
    int64_t *comp_nv = s->scratch, *comp_nc = comp_nv + s->nv, *comp_at = comp_nc + s->nv;
    int64_t *comp_t = comp_at + s->nv, *fill_v = comp_t + s->nv;
    *n_free = 0;
    s->stamp++;
    for (int64_t i = 0; i < nv; i++) {
        int32_t root = s->ws[vstart + i];
        if (s->val[root] >= 0 || s->vmark[root] == s->stamp) continue;
        s->vmark[root] = s->stamp;
        int64_t size_v = 0, t0 = t;
        s->bfs_vars[size_v++] = root;
        for (int64_t h = 0; h < size_v; h++)
            expand(s, s->bfs_vars[h], s->stamp, &size_v, s->touched, &t, 0);
        for (int64_t h = 0; h < size_v; h++) s->vcomp[s->bfs_vars[h]] = (int32_t)k;
        /* A lone variable is in no unsatisfied clause: one with a single
           free literal would have been propagated. */
        if (size_v == 1) {
            s->vcomp[root] = -1;
            (*n_free)++;
            continue;
        }
        sort_i32(s->touched + t0, t - t0);
        comp_nv[k] = size_v;
        comp_nc[k] = t - t0;
        comp_t[k] = t0;
        k++;
    }
    int64_t total = 0;
    for (int64_t j = 0; j < k; j++) total += 2 + comp_nv[j] + comp_nc[j];
    if (!ws_reserve(s, total)) return -1;
    int64_t at = s->ws_len;
    for (int64_t j = 0; j < k; j++) {
        comp_at[j] = at;
        s->ws[at] = (int32_t)comp_nv[j];
        s->ws[at + 1] = (int32_t)comp_nc[j];
        memcpy(s->ws + at + 2 + comp_nv[j], s->touched + comp_t[j],
               (size_t)comp_nc[j] * sizeof(int32_t));
        fill_v[j] = 0;
        at += 2 + comp_nv[j] + comp_nc[j];
    }
    for (int64_t i = 0; i < nv; i++) {
        int32_t v = s->ws[vstart + i];
        if (s->val[v] < 0 && s->vmark[v] == s->stamp && s->vcomp[v] >= 0) {
            int32_t j = s->vcomp[v];
            s->ws[comp_at[j] + 2 + fill_v[j]++] = v;
        }
    }
    s->ws_len = at;
    return k;
}

static uint64_t key_hash(const int32_t *key, int64_t len);
static entry_t *cache_slot(counter_t *s, const int32_t *key, int64_t len, uint64_t h);

/*
 * The records of what is left of the component at ws[rec] once the trail
 * from position mark is assigned, as split makes them, but cheaply in the
 * common case where it stays in one piece.  That piece's record is the
 * parent's variables still unassigned and its touched clauses still
 * unsatisfied plus those of the newly assigned variables; it is one piece
 * for sure when the cache holds it (only components are cached).
 * Otherwise every piece left holds a boundary variable (one sharing a
 * clause with a newly assigned variable: the component was connected), so
 * when a search from one boundary variable reaches all the others, what is
 * left is connected, and the search may stop there, usually long before it
 * has seen the whole component.  Failing that, split does the whole work.
 */
static int64_t split_after(counter_t *s, int64_t rec, int64_t mark, int64_t *n_free) {
    int64_t nv = s->ws[rec], nc = s->ws[rec + 1];
    /* the newly assigned variables are the component's: propagation
       follows its unsatisfied clauses */
    int64_t left = nv - (s->trail_len - mark);
    *n_free = 0;
    if (left == 0) return 0;
    if (left == 1) { /* one variable, so in no unsatisfied clause */
        *n_free = 1;
        return 0;
    }

    /* The record of what is left as one piece: the parent's variables
       still unassigned, and its touched clauses still unsatisfied (sorted)
       merged with the newly touched ones. */
    int64_t listed = ++s->stamp, n_old = 0, n_new = 0;
    const int32_t *old = s->ws + rec + 2 + nv;
    int32_t *fresh = s->touched;
    for (int64_t i = 0; i < nc; i++) s->ctag[old[i]] = listed;
    for (int64_t t = mark; t < s->trail_len; t++) {
        int32_t v = s->trail[t];
        for (int64_t o = s->lptr[v]; o < s->lptr[v + 1]; o++) {
            int32_t c = s->locc[o];
            if (s->nsat[c] == 0 && s->ctag[c] != listed) {
                s->ctag[c] = listed;
                fresh[n_new++] = c;
            }
        }
    }
    sort_i32(fresh, n_new);
    for (int64_t i = 0; i < nc; i++) n_old += s->nsat[old[i]] == 0;
    int64_t len = 2 + left + n_old + n_new;
    if (!ws_reserve(s, len)) return -1;
    const int32_t *vars = s->ws + rec + 2; /* the work stack may have moved */
    old = vars + nv;
    int32_t *out = s->ws + s->ws_len;
    out[0] = (int32_t)left;
    out[1] = (int32_t)(n_old + n_new);
    int64_t at = 2;
    for (int64_t i = 0; i < nv; i++)
        if (s->val[vars[i]] < 0) out[at++] = vars[i];
    int64_t i = 0, j = 0;
    while (i < nc || j < n_new) {
        if (i < nc && s->nsat[old[i]] > 0) {
            i++;
        } else if (j == n_new || (i < nc && old[i] < fresh[j])) {
            out[at++] = old[i++];
        } else {
            out[at++] = fresh[j++];
        }
    }
    /* Only components are cached, so a record found there is one. */
    if (cache_slot(s, out, len, key_hash(out, len))->key) {
        s->ws_len += len;
        return 1;
    }

    int64_t boundary = ++s->stamp, n_boundary = 0;
    int32_t first = -1;
    for (int64_t t = mark; t < s->trail_len; t++) {
        int32_t v = s->trail[t];
        for (int64_t o = s->optr[v]; o < s->optr[v + 1]; o++) {
            int32_t c = s->occ[o];
            /* a clause satisfied before the branch is not the component's;
               the others' free variables are */
            if (s->nsat[c] > 0 && s->sat_at[c] < mark) continue;
            for (int64_t k = s->cptr[c]; k < s->cptr[c + 1]; k++) {
                int32_t u = LIT_VAR(s->clit[k]);
                if (s->val[u] < 0 && s->vtag[u] != boundary) {
                    s->vtag[u] = boundary;
                    n_boundary++;
                    first = u;
                }
            }
        }
    }
    if (n_boundary == 0) return split(s, rec + 2, nv, n_free); /* not reached: connected */

    /* search from one boundary variable until all of them are reached */
    int64_t seen = ++s->stamp, reached = 1, size_v = 0;
    s->vmark[first] = seen;
    s->bfs_vars[size_v++] = first;
    for (int64_t h = 0; h < size_v && reached < n_boundary; h++)
        reached += expand(s, s->bfs_vars[h], seen, &size_v, NULL, NULL, boundary);
    if (reached < n_boundary) return split(s, rec + 2, nv, n_free);
    s->ws_len += len;
    return 1;
}

/*
 * The static branching order (rank): the decision variables (those below
 * n_decide) in an order that keeps few edges of the hypergraph
 * (ne, eptr, evar) open at every cut (ca_cut_order), the unsatisfied
 * clauses over them by default; then the others, which follow from them.
 * Branching in that order sweeps a chain or a grid from one side to the
 * other, so the part not yet assigned depends only on the open edges and
 * the cache turns the search into a dynamic programme over their states.
 */
static int order_variables(counter_t *s, int64_t n_decide, int64_t ne, const int64_t *eptr,
                           const int32_t *evar) {
    size_t cells = (size_t)(n_decide > 0 ? n_decide : 1);
    int8_t *skip = malloc(cells);
    int64_t *own_ptr = NULL;
    int32_t *own_var = NULL;
    if (!skip) return CA_E_NOMEM;
    for (int64_t v = 0; v < n_decide; v++) skip[v] = s->val[v] >= 0;
    if (eptr == NULL) {
        own_ptr = malloc((size_t)(s->nc + 1) * sizeof(int64_t));
        own_var = malloc((size_t)(s->cptr[s->nc] > 0 ? s->cptr[s->nc] : 1) * sizeof(int32_t));
        if (!own_ptr || !own_var) {
            free(skip);
            free(own_ptr);
            free(own_var);
            return CA_E_NOMEM;
        }
        ne = 0;
        own_ptr[0] = 0;
        for (int64_t c = 0; c < s->nc; c++) {
            if (s->nsat[c] > 0) continue;
            int64_t at = own_ptr[ne];
            for (int64_t j = s->cptr[c]; j < s->cptr[c + 1]; j++)
                if (LIT_VAR(s->clit[j]) < n_decide) own_var[at++] = LIT_VAR(s->clit[j]);
            own_ptr[++ne] = at;
        }
        eptr = own_ptr;
        evar = own_var;
    }
    int rc = ca_cut_order(n_decide, ne, eptr, evar, skip, s->stop, s->rank);
    for (int64_t v = n_decide; v < s->nv; v++) s->rank[v] = s->val[v] >= 0 ? -1 : v;
    free(skip);
    free(own_ptr);
    free(own_var);
    return rc;
}

/* ------------------------------------------------------------------ */
/* The cache                                                           */
/* ------------------------------------------------------------------ */

/* Four independent lanes, so that the multiplications overlap. */
static uint64_t key_hash(const int32_t *key, int64_t len) {
    uint64_t h[4] = {0x9E3779B97F4A7C15ULL, 0xC2B2AE3D27D4EB4FULL, 0x165667B19E3779F9ULL,
                     0x27D4EB2F165667C5ULL};
    int64_t i = 0;
    for (; i + 4 <= len; i += 4)
        for (int j = 0; j < 4; j++) h[j] = (h[j] ^ (uint32_t)key[i + j]) * 0xBF58476D1CE4E5B9ULL;
    for (; i < len; i++) h[0] = (h[0] ^ (uint32_t)key[i]) * 0xBF58476D1CE4E5B9ULL;
    uint64_t x = h[0] ^ (h[1] >> 17) ^ (h[1] << 47) ^ (h[2] >> 31) ^ (h[2] << 33) ^
                 (h[3] >> 45) ^ (h[3] << 19) ^ (uint64_t)len;
    x ^= x >> 29;
    x *= 0x94D049BB133111EBULL;
    return x ^ (x >> 32);
}

static void cache_clear(counter_t *s) {
    /* most counts of a range search store a few entries in the first table:
       visit the slots only until every stored one is freed */
    for (int64_t i = 0, left = s->table_used; i < s->table_cap && left > 0; i++)
        if (s->table[i].key) {
            free(s->table[i].key);
            free(s->table[i].limbs);
            s->table[i].key = NULL;
            s->table[i].limbs = NULL;
            left--;
        }
    s->table_used = 0;
    s->cache_bytes = 0;
}

static entry_t *cache_slot(counter_t *s, const int32_t *key, int64_t len, uint64_t h) {
    uint64_t mask = (uint64_t)s->table_cap - 1;
    for (uint64_t i = h & mask;; i = (i + 1) & mask) {
        entry_t *e = &s->table[i];
        if (e->key == NULL) return e;
        if (e->hash == h && e->key[0] == key[0] && e->key[1] == key[1] &&
            memcmp(e->key, key, (size_t)len * sizeof(int32_t)) == 0)
            return e;
    }
}

/* Store a count; a full cache is emptied first (never an error). */
static int cache_store(counter_t *s, const int32_t *key, int64_t len, uint64_t h,
                       const bn_t *count) {
    int64_t bytes = (int64_t)sizeof(entry_t) + len * 4 + count->n * 4;
    if (s->cache_bytes + bytes > s->cache_limit) cache_clear(s);
    if (bytes > s->cache_limit) return 1;
    if (2 * (s->table_used + 1) > s->table_cap) {
        int64_t cap = s->table_cap * 2;
        entry_t *old = s->table, *table = calloc((size_t)cap, sizeof(entry_t));
        if (!table) return 0;
        int64_t old_cap = s->table_cap;
        s->table = table;
        s->table_cap = cap;
        for (int64_t i = 0; i < old_cap; i++)
            if (old[i].key) {
                int32_t *k = old[i].key;
                *cache_slot(s, k, 2 + (int64_t)k[0] + k[1], old[i].hash) = old[i];
            }
        free(old);
    }
    entry_t *e = cache_slot(s, key, len, h);
    if (e->key) return 1;
    int32_t *k = malloc((size_t)len * sizeof(int32_t));
    uint32_t *limbs = malloc((size_t)(count->n > 0 ? count->n : 1) * sizeof(uint32_t));
    if (!k || !limbs) {
        free(k);
        free(limbs);
        return 0;
    }
    memcpy(k, key, (size_t)len * sizeof(int32_t));
    memcpy(limbs, count->d, (size_t)count->n * sizeof(uint32_t));
    e->hash = h;
    e->key = k;
    e->limbs = limbs;
    e->n_limbs = count->n;
    s->table_used++;
    s->cache_bytes += bytes;
    return 1;
}

/* ------------------------------------------------------------------ */
/* Counting                                                            */
/* ------------------------------------------------------------------ */

static int count_component(counter_t *s, int64_t rec, bn_t *out);

/*
 * out = 2^n_free times the product of the counts of the records pushed at
 * ws[base..ws_len) (n_records of them); the records are popped.
 */
static int count_product(counter_t *s, int64_t base, int64_t n_records, int64_t n_free,
                         bn_t *out) {
    int rc = CA_OK;
    bn_t child = {0, 0, NULL}, tmp = {0, 0, NULL};
    if (!bn_init(&tmp, out->cap)) return CA_E_NOMEM;
    bn_one(out);
    int64_t r = base;
    for (int64_t i = 0; i < n_records && out->n > 0; i++) {
        int64_t size = 2 + (int64_t)s->ws[r] + s->ws[r + 1];
        if (!bn_init(&child, s->ws[r] / 32 + 3)) {
            rc = CA_E_NOMEM;
            break;
        }
        rc = count_component(s, r, &child);
        if (rc != CA_OK) break;
        if (child.n == 0) {
            out->n = 0;
        } else {
            bn_mul(&tmp, out, child.d, child.n);
            bn_t t = *out;
            *out = tmp;
            tmp = t;
        }
        bn_free(&child);
        r += size;
    }
    bn_free(&child);
    bn_free(&tmp);
    s->ws_len = base;
    if (rc == CA_OK) bn_shl(out, n_free);
    return rc;
}

static int count_component(counter_t *s, int64_t rec, bn_t *out) {
    if (s->stop != NULL && *s->stop) return CA_E_STOPPED;
    if (s->depth >= s->max_depth) return CA_E_DEPTH;
    s->nodes++;
    int64_t nv = s->ws[rec], len = 2 + nv + s->ws[rec + 1];
    uint64_t h = key_hash(s->ws + rec, len);
    entry_t *hit = cache_slot(s, s->ws + rec, len, h);
    if (hit->key) {
        memcpy(out->d, hit->limbs, (size_t)hit->n_limbs * sizeof(uint32_t));
        out->n = hit->n_limbs;
        return CA_OK;
    }

    /* Branch on the component's first variable in the static order. */
    int32_t best = s->ws[rec + 2];

    int rc = CA_OK;
    bn_t branch;
    if (!bn_init(&branch, out->cap)) return CA_E_NOMEM;
    out->n = 0;
    s->depth++;
    for (int8_t b = 1; b >= 0 && rc == CA_OK; b--) {
        int64_t mark = s->trail_len;
        assign(s, best, b);
        if (propagate(s, mark)) {
            int64_t base = s->ws_len, n_free;
            int64_t records = split_after(s, rec, mark, &n_free);
            if (records < 0) {
                rc = s->ws_full ? CA_E_DEPTH : CA_E_NOMEM;
            } else {
                rc = count_product(s, base, records, n_free, &branch);
                if (rc == CA_OK) bn_add(out, branch.d, branch.n);
            }
        }
        undo(s, mark);
    }
    s->depth--;
    bn_free(&branch);
    if (rc == CA_OK && !cache_store(s, s->ws + rec, len, h, out)) rc = CA_E_NOMEM;
    return rc;
}

/* Literals of the clauses sorted, duplicates dropped, tautologies dropped. */
static int normalise(int64_t n_clauses, const int64_t *ptr, const int32_t *lits,
                     int64_t **cptr_out, int32_t **clit_out, int64_t *kept) {
    int64_t total = ptr[n_clauses];
    int64_t *cptr = malloc((size_t)(n_clauses + 1) * sizeof(int64_t));
    int32_t *clit = malloc((size_t)(total > 0 ? total : 1) * sizeof(int32_t));
    if (!cptr || !clit) {
        free(cptr);
        free(clit);
        return CA_E_NOMEM;
    }
    int64_t c_out = 0, at = 0;
    cptr[0] = 0;
    for (int64_t c = 0; c < n_clauses; c++) {
        int64_t begin = at;
        memcpy(clit + at, lits + ptr[c], (size_t)(ptr[c + 1] - ptr[c]) * sizeof(int32_t));
        int64_t len = ptr[c + 1] - ptr[c];
        if (len <= 16) { /* most clauses are short: insertion sort, no calls */
            for (int64_t j = begin + 1; j < begin + len; j++) {
                int32_t x = clit[j];
                int64_t i = j;
                for (; i > begin && clit[i - 1] > x; i--) clit[i] = clit[i - 1];
                clit[i] = x;
            }
        } else {
            qsort(clit + begin, (size_t)len, sizeof(int32_t), cmp_i32);
        }
        int tautology = 0;
        int64_t w = begin;
        for (int64_t j = begin; j < begin + len; j++) {
            if (j > begin && clit[j] == clit[j - 1]) continue;
            if (w > begin && LIT_VAR(clit[w - 1]) == LIT_VAR(clit[j])) tautology = 1;
            clit[w++] = clit[j];
        }
        if (tautology) continue;
        at = w;
        cptr[++c_out] = at;
    }
    *cptr_out = cptr;
    *clit_out = clit;
    *kept = c_out;
    return CA_OK;
}

/*
 * ca_count_models, branching on the variables 0..n_decide-1 before any
 * other: where the others are defined by them (each is fixed by unit
 * propagation once they are), the search never branches on one.
 */
static int count_models(int64_t n_vars, int64_t n_clauses, const int64_t *ptr,
                        const int32_t *lits, int64_t n_decide, int64_t order_ne,
                        const int64_t *order_ptr, const int32_t *order_var, int64_t cache_limit,
                        int64_t max_depth, const volatile int32_t *stop, uint32_t *count,
                        int64_t cap, int64_t *n_limbs, int64_t *nodes) {
    *n_limbs = 0;
    *nodes = 0;
    if (n_vars < 0 || n_vars > INT32_MAX / 2 || n_clauses < 0 || n_clauses > INT32_MAX ||
        cache_limit < 0 || max_depth < 0 || cap < n_vars / 32 + 1 || ptr[0] != 0)
        return CA_E_ARG;
    for (int64_t c = 0; c < n_clauses; c++)
        if (ptr[c + 1] < ptr[c]) return CA_E_ARG;
    for (int64_t k = 0; k < ptr[n_clauses]; k++)
        if (lits[k] < 0 || lits[k] >= 2 * n_vars) return CA_E_ARG;

    counter_t s;
    memset(&s, 0, sizeof s);
    int64_t *cptr = NULL;
    int32_t *clit = NULL;
    int64_t nc = 0;
    int rc = normalise(n_clauses, ptr, lits, &cptr, &clit, &nc);
    if (rc != CA_OK) return rc;
    s.nv = n_vars;
    s.nc = nc;
    s.cptr = cptr;
    s.clit = clit;
    s.cache_limit = cache_limit;
    s.ws_limit = cache_limit / 4 > ((int64_t)1 << 20) ? cache_limit / 4 : ((int64_t)1 << 20);
    s.max_depth = max_depth;
    s.stop = stop;
    size_t vcells = (size_t)(n_vars > 0 ? n_vars : 1), ccells = (size_t)(nc > 0 ? nc : 1);
    size_t lcells = (size_t)(cptr[nc] > 0 ? cptr[nc] : 1);
    s.optr = calloc(vcells + 1, sizeof(int64_t));
    s.occ = malloc(lcells * sizeof(int32_t));
    s.occ_pos = malloc(lcells);
    s.val = malloc(vcells);
    s.nsat = calloc(ccells, sizeof(int32_t));
    s.nfree = malloc(ccells * sizeof(int32_t));
    s.sat_at = malloc(ccells * sizeof(int64_t));
    s.trail = malloc(vcells * sizeof(int32_t));
    s.vmark = calloc(vcells, sizeof(int64_t));
    s.cmark = calloc(ccells, sizeof(int64_t));
    s.rank = malloc(vcells * sizeof(int64_t));
    s.bfs_vars = malloc(vcells * sizeof(int32_t));
    s.vcomp = malloc(vcells * sizeof(int32_t));
    s.vtag = calloc(vcells, sizeof(int64_t));
    s.ctag = calloc(ccells, sizeof(int64_t));
    s.scratch = malloc(5 * vcells * sizeof(int64_t));
    s.bptr = calloc(vcells + 1, sizeof(int64_t));
    s.bvar = malloc(lcells * sizeof(int32_t));
    s.lptr = calloc(vcells + 1, sizeof(int64_t));
    s.locc = malloc(lcells * sizeof(int32_t));
    s.touched = malloc(ccells * sizeof(int32_t));
    s.ws_cap = 1024 + 2 * (int64_t)vcells + (int64_t)ccells;
    s.ws = malloc((size_t)s.ws_cap * sizeof(int32_t));
    s.table_cap = 1024;
    s.table = calloc((size_t)s.table_cap, sizeof(entry_t));
    int64_t *fill = calloc(vcells, sizeof(int64_t)), *bfill = calloc(vcells, sizeof(int64_t)),
            *lfill = calloc(vcells, sizeof(int64_t));
    bn_t total = {0, 0, NULL};
    if (!s.optr || !s.occ || !s.occ_pos || !s.val || !s.nsat || !s.nfree || !s.sat_at || !s.trail ||
        !s.vmark || !s.cmark || !s.rank || !s.bfs_vars || !s.vcomp || !s.vtag || !s.ctag || !s.scratch || !s.ws ||
        !s.table || !fill || !s.bptr || !s.bvar || !s.lptr || !s.locc || !s.touched || !bfill ||
        !lfill || !bn_init(&total, n_vars / 32 + 3)) {
        rc = CA_E_NOMEM;
        goto done;
    }
    memset(s.val, -1, vcells);
    for (int64_t k = 0; k < cptr[nc]; k++) s.optr[LIT_VAR(clit[k]) + 1]++;
    for (int64_t v = 0; v < n_vars; v++) s.optr[v + 1] += s.optr[v];
    for (int64_t c = 0; c < nc; c++) {
        s.nfree[c] = (int32_t)(cptr[c + 1] - cptr[c]);
        for (int64_t j = cptr[c]; j < cptr[c + 1]; j++) {
            int32_t v = LIT_VAR(clit[j]);
            int64_t at = s.optr[v] + fill[v]++;
            s.occ[at] = (int32_t)c;
            s.occ_pos[at] = LIT_POS(clit[j]) ? 1 : 0;
        }
    }
    /* the links the component search follows: binary clauses as pairs of
       variables, longer ones through their ids */
    for (int64_t c = 0; c < nc; c++) {
        int64_t len = cptr[c + 1] - cptr[c];
        for (int64_t j = cptr[c]; j < cptr[c + 1]; j++) {
            if (len == 2) s.bptr[LIT_VAR(clit[j]) + 1]++;
            if (len >= 3) s.lptr[LIT_VAR(clit[j]) + 1]++;
        }
    }
    for (int64_t v = 0; v < n_vars; v++) {
        s.bptr[v + 1] += s.bptr[v];
        s.lptr[v + 1] += s.lptr[v];
    }
    for (int64_t c = 0; c < nc; c++) {
        int64_t len = cptr[c + 1] - cptr[c];
        for (int64_t j = cptr[c]; j < cptr[c + 1]; j++) {
            int32_t v = LIT_VAR(clit[j]);
            if (len == 2) s.bvar[s.bptr[v] + bfill[v]++] = LIT_VAR(clit[j == cptr[c] ? j + 1 : j - 1]);
            if (len >= 3) s.locc[s.lptr[v] + lfill[v]++] = (int32_t)c;
        }
    }

    /* Root: an empty clause means no model; unit clauses are propagated. */
    int conflict = 0;
    for (int64_t c = 0; c < nc && !conflict; c++) {
        if (cptr[c + 1] == cptr[c]) conflict = 1;
        if (cptr[c + 1] - cptr[c] == 1 && s.nsat[c] == 0) {
            int32_t l = clit[cptr[c]];
            if (s.val[LIT_VAR(l)] < 0)
                assign(&s, LIT_VAR(l), LIT_POS(l) ? 1 : 0);
            else
                conflict = 1; /* assigned, and the clause is not satisfied */
        }
    }
    if (!conflict) conflict = !propagate(&s, 0);
    if (!conflict) {
        rc = order_variables(&s, n_decide, order_ne, order_ptr, order_var);
        if (rc != CA_OK) goto done;
        /* the root: the unassigned variables in rank order (ranks are
           distinct and below n_vars) */
        int64_t n_open = 0;
        int32_t *by_rank = malloc(vcells * sizeof(int32_t));
        if (!by_rank) {
            rc = CA_E_NOMEM;
            goto done;
        }
        for (int64_t r = 0; r < n_vars; r++) by_rank[r] = -1;
        for (int64_t v = 0; v < n_vars; v++)
            if (s.val[v] < 0) by_rank[s.rank[v]] = (int32_t)v;
        for (int64_t r = 0; r < n_vars; r++)
            if (by_rank[r] >= 0) s.ws[n_open++] = by_rank[r];
        free(by_rank);
        s.ws_len = n_open;
        int64_t n_free;
        int64_t records = split(&s, 0, n_open, &n_free);
        if (records < 0)
            rc = s.ws_full ? CA_E_DEPTH : CA_E_NOMEM;
        else
            rc = count_product(&s, n_open, records, n_free, &total);
    }
    if (rc == CA_OK) {
        memcpy(count, total.d, (size_t)total.n * sizeof(uint32_t));
        *n_limbs = total.n;
    }
    *nodes = s.nodes;

done:
    bn_free(&total);
    if (s.table) cache_clear(&s);
    free(s.table);
    free(fill);
    free(bfill);
    free(lfill);
    free(s.bptr);
    free(s.bvar);
    free(s.lptr);
    free(s.locc);
    free(s.touched);
    free(s.optr);
    free(s.occ);
    free(s.occ_pos);
    free(s.val);
    free(s.nsat);
    free(s.nfree);
    free(s.sat_at);
    free(s.trail);
    free(s.vmark);
    free(s.cmark);
    free(s.rank);
    free(s.bfs_vars);
    free(s.vcomp);
    free(s.vtag);
    free(s.ctag);
    free(s.scratch);
    free(s.ws);
    free(cptr);
    free(clit);
    return rc;
}

int ca_count_models(int64_t n_vars, int64_t n_clauses, const int64_t *ptr, const int32_t *lits,
                    int64_t cache_limit, int64_t max_depth, const volatile int32_t *stop,
                    uint32_t *count, int64_t cap, int64_t *n_limbs, int64_t *nodes) {
    return count_models(n_vars, n_clauses, ptr, lits, n_vars, 0, NULL, NULL, cache_limit,
                        max_depth, stop, count, cap, n_limbs, nodes);
}

/* ------------------------------------------------------------------ */
/* The clauses whose models are the extensions of a semantics          */
/* ------------------------------------------------------------------ */

typedef struct {
    int64_t n_clauses, n_lits, cap_clauses, cap_lits;
    int64_t *ptr;
    int32_t *lits;
} cnf_t;

static int cnf_lit(cnf_t *f, int32_t lit) {
    if (f->n_lits == f->cap_lits) {
        int64_t cap = 2 * f->cap_lits + 16;
        int32_t *lits = realloc(f->lits, (size_t)cap * sizeof(int32_t));
        if (!lits) return 0;
        f->lits = lits;
        f->cap_lits = cap;
    }
    f->lits[f->n_lits++] = lit;
    return 1;
}

static int cnf_end(cnf_t *f) {
    if (f->n_clauses + 1 == f->cap_clauses) {
        int64_t cap = 2 * f->cap_clauses + 16;
        int64_t *ptr = realloc(f->ptr, (size_t)cap * sizeof(int64_t));
        if (!ptr) return 0;
        f->ptr = ptr;
        f->cap_clauses = cap;
    }
    f->ptr[++f->n_clauses] = f->n_lits;
    return 1;
}

#define POS(v) (2 * (int32_t)(v))
#define NEG(v) (2 * (int32_t)(v) + 1)

/* Clauses over x (x in the extension; for CO also n + x: x out). */
static int cnf_extensions(int64_t n, const int64_t *in_ptr, const int32_t *in_idx,
                          int32_t semantics, cnf_t *f) {
    int ok = 1;
    f->ptr[0] = 0;
    for (int64_t a = 0; a < n && ok; a++) {
        /* conflict-freeness: not both a and an attacker of a (implied by
           the labelling clauses for complete) */
        for (int64_t k = in_ptr[a]; k < in_ptr[a + 1] && ok && semantics != CA_COUNT_COMPLETE;
             k++)
            ok = cnf_lit(f, NEG(a)) && cnf_lit(f, NEG(in_idx[k])) && cnf_end(f);
        if (semantics == CA_COUNT_STABLE) {
            /* a is in, or one of its attackers is */
            ok = ok && cnf_lit(f, POS(a));
            for (int64_t k = in_ptr[a]; k < in_ptr[a + 1] && ok; k++) ok = cnf_lit(f, POS(in_idx[k]));
            ok = ok && cnf_end(f);
        } else if (semantics == CA_COUNT_ADMISSIBLE) {
            /* a in: every attacker b of a is attacked by a member */
            for (int64_t k = in_ptr[a]; k < in_ptr[a + 1] && ok; k++) {
                int32_t b = in_idx[k];
                ok = cnf_lit(f, NEG(a));
                for (int64_t j = in_ptr[b]; j < in_ptr[b + 1] && ok; j++)
                    ok = cnf_lit(f, POS(in_idx[j]));
                ok = ok && cnf_end(f);
            }
        } else if (semantics == CA_COUNT_COMPLETE) {
            /* complete labelling: a in iff its attackers are all out, a out
               iff an attacker is in, and not both */
            int64_t out_a = n + a;
            for (int64_t k = in_ptr[a]; k < in_ptr[a + 1] && ok; k++)
                ok = cnf_lit(f, NEG(a)) && cnf_lit(f, POS(n + in_idx[k])) && cnf_end(f) &&
                     cnf_lit(f, POS(out_a)) && cnf_lit(f, NEG(in_idx[k])) && cnf_end(f);
            ok = ok && cnf_lit(f, POS(a));
            for (int64_t k = in_ptr[a]; k < in_ptr[a + 1] && ok; k++)
                ok = cnf_lit(f, NEG(n + in_idx[k]));
            ok = ok && cnf_end(f) && cnf_lit(f, NEG(out_a));
            for (int64_t k = in_ptr[a]; k < in_ptr[a + 1] && ok; k++) ok = cnf_lit(f, POS(in_idx[k]));
            ok = ok && cnf_end(f) && cnf_lit(f, NEG(a)) && cnf_lit(f, NEG(out_a)) && cnf_end(f);
        }
    }
    return ok;
}

/*
 * The clauses of a range (range[a] != 0 for a in it): an argument in it is
 * in the extension or attacked by a member; one outside is neither, nor
 * attacked by a member (for complete: labelled undec).
 */
static int cnf_range(int64_t n, const int64_t *in_ptr, const int32_t *in_idx, int32_t semantics,
                     const uint8_t *range, cnf_t *f) {
    int ok = 1;
    for (int64_t a = 0; a < n && ok; a++) {
        if (semantics == CA_COUNT_COMPLETE) {
            if (range[a])
                ok = cnf_lit(f, POS(a)) && cnf_lit(f, POS(n + a)) && cnf_end(f);
            else
                ok = cnf_lit(f, NEG(a)) && cnf_end(f) && cnf_lit(f, NEG(n + a)) && cnf_end(f);
        } else if (range[a]) {
            ok = cnf_lit(f, POS(a));
            for (int64_t k = in_ptr[a]; k < in_ptr[a + 1] && ok; k++) ok = cnf_lit(f, POS(in_idx[k]));
            ok = ok && cnf_end(f);
        } else {
            ok = cnf_lit(f, NEG(a)) && cnf_end(f);
            for (int64_t k = in_ptr[a]; k < in_ptr[a + 1] && ok; k++)
                ok = cnf_lit(f, NEG(in_idx[k])) && cnf_end(f);
        }
    }
    return ok;
}

/*
 * A formula simplified by unit propagation before it is counted
 * (simplify): the variables propagation fixes are gone, the others
 * renumbered (var, decision variables first, in their order), satisfied
 * clauses dropped and false literals removed, in g; and the order's
 * hypergraph restricted alike (hood_ptr, hood; n_edges edges).
 *
 * A maximal range fixes most of its formula: on bench_dung's random_100
 * the 806 maximal stage ranges take the counter 340 branchings in all, and
 * setting the counter up for each range (its occurrence lists, order and
 * cache) was nearly all the time of counting them.  Propagating here, in
 * time linear in the formula and with buffers kept from range to range,
 * leaves most ranges without a clause, counted without the counter: the
 * count over random_100's ranges takes 9 ms instead of 23, and CE-STG on
 * it 0.053 s in process instead of 0.081 (``python benchmarks/bench_dung.py
 * --tasks CE-STG --sizes 100 --solvers clinarg``).
 */
typedef struct {
    int64_t clauses_cap, lits_cap, n_edges;
    int8_t *val;       /* per variable: -1 free, else its value */
    int32_t *var;      /* per variable: its number in g, -1 if fixed */
    int32_t *queue;    /* variables fixed, not yet propagated */
    int64_t n_base;    /* the first clauses, the same in every formula, */
    int64_t *base_ptr; /* whose occurrences are listed once, per variable */
    int32_t *base_occ; /* an occurrence: 2 * clause + 1 if negative */
    int64_t *occ_ptr;  /* the other clauses' occurrences, per variable */
    int32_t *occ;
    int32_t *n_false; /* per clause: false literals seen */
    int8_t *sat;      /* per clause: satisfied */
    cnf_t g;
    int64_t *hood_ptr;
    int32_t *hood;
} simplified_t;

static void simplified_free(simplified_t *r) {
    free(r->val);
    free(r->var);
    free(r->queue);
    free(r->base_ptr);
    free(r->base_occ);
    free(r->occ_ptr);
    free(r->occ);
    free(r->n_false);
    free(r->sat);
    free(r->g.ptr);
    free(r->g.lits);
    free(r->hood_ptr);
    free(r->hood);
}

/* Occurrence lists (ptr, occ) of clauses from..to-1 of f over n_vars
   variables; ptr has n_vars + 1 cells, occ one per literal. */
static void list_occurrences(const cnf_t *f, int64_t from, int64_t to, int64_t n_vars,
                             int64_t *ptr, int32_t *occ) {
    memset(ptr, 0, (size_t)(n_vars + 1) * sizeof(int64_t));
    for (int64_t j = f->ptr[from]; j < f->ptr[to]; j++) ptr[LIT_VAR(f->lits[j]) + 1]++;
    for (int64_t v = 0; v < n_vars; v++) ptr[v + 1] += ptr[v];
    /* each variable's block is filled from its end, which leaves ptr[v + 1]
       at the start of v's block; the blocks then shift down one cell */
    for (int64_t c = from; c < to; c++)
        for (int64_t j = f->ptr[c]; j < f->ptr[c + 1]; j++) {
            int32_t l = f->lits[j];
            occ[--ptr[LIT_VAR(l) + 1]] = (int32_t)(2 * c + (LIT_POS(l) ? 0 : 1));
        }
    for (int64_t v = 0; v < n_vars; v++) ptr[v] = ptr[v + 1];
    ptr[n_vars] = f->ptr[to] - f->ptr[from];
}

/* Room for a formula of n_vars variables, n_clauses clauses and n_lits
   literals whose first n_base clauses are those of the first call, with a
   hypergraph of n_edges edges and hood_lits members. */
static int simplified_reserve(simplified_t *r, const cnf_t *f, int64_t n_base, int64_t n_vars,
                              int64_t n_edges, int64_t hood_lits) {
    int64_t n_clauses = f->n_clauses;
    if (r->val == NULL) { /* the variables, base and hypergraph do not change */
        size_t v = (size_t)(n_vars > 0 ? n_vars : 1);
        size_t base_lits = (size_t)(f->ptr[n_base] > 0 ? f->ptr[n_base] : 1);
        r->val = malloc(v);
        r->var = malloc(v * sizeof(int32_t));
        r->queue = malloc(v * sizeof(int32_t));
        r->base_ptr = malloc((v + 1) * sizeof(int64_t));
        r->base_occ = malloc(base_lits * sizeof(int32_t));
        r->occ_ptr = malloc((v + 1) * sizeof(int64_t));
        r->hood_ptr = malloc((size_t)(n_edges + 1) * sizeof(int64_t));
        r->hood = malloc((size_t)(hood_lits > 0 ? hood_lits : 1) * sizeof(int32_t));
        if (!r->val || !r->var || !r->queue || !r->base_ptr || !r->base_occ || !r->occ_ptr ||
            !r->hood_ptr || !r->hood)
            return 0;
        r->n_base = n_base;
        list_occurrences(f, 0, n_base, n_vars, r->base_ptr, r->base_occ);
    }
    if (n_clauses + 1 > r->clauses_cap) {
        size_t c = (size_t)(2 * n_clauses + 16);
        int32_t *n_false = realloc(r->n_false, c * sizeof(int32_t));
        if (n_false) r->n_false = n_false;
        int8_t *sat = realloc(r->sat, c);
        if (sat) r->sat = sat;
        int64_t *ptr = realloc(r->g.ptr, c * sizeof(int64_t));
        if (ptr) r->g.ptr = ptr;
        if (!n_false || !sat || !ptr) return 0;
        r->clauses_cap = r->g.cap_clauses = (int64_t)c;
    }
    if (f->ptr[n_clauses] > r->lits_cap) {
        size_t l = (size_t)(2 * f->ptr[n_clauses] + 16);
        int32_t *occ = realloc(r->occ, l * sizeof(int32_t));
        if (occ) r->occ = occ;
        int32_t *lits = realloc(r->g.lits, l * sizeof(int32_t));
        if (lits) r->g.lits = lits;
        if (!occ || !lits) return 0;
        r->lits_cap = r->g.cap_lits = (int64_t)l;
    }
    return 1;
}

/* Fix variable v to b and queue it; 0 if it was fixed to the other value. */
static inline int simplified_fix(simplified_t *r, int64_t *queued, int32_t v, int8_t b) {
    if (r->val[v] >= 0) return r->val[v] == b;
    r->val[v] = b;
    r->queue[(*queued)++] = v;
    return 1;
}

/* Clause c has become false at one more literal (its variable fixed):
   fix its last literal left, if that is all it has; 0 on a conflict. */
static inline int simplified_falsify(simplified_t *r, const cnf_t *f, int64_t *queued, int32_t c) {
    int64_t len = f->ptr[c + 1] - f->ptr[c];
    if (++r->n_false[c] < len - 1) return 1;
    /* at most one literal is left that is not false: find it */
    int32_t open = -1;
    for (int64_t j = f->ptr[c]; j < f->ptr[c + 1]; j++) {
        int32_t l = f->lits[j], w = LIT_VAR(l);
        if (r->val[w] < 0) {
            open = l;
        } else if (r->val[w] == (LIT_POS(l) ? 1 : 0)) {
            r->sat[c] = 1; /* fixed true, not yet propagated */
            return 1;
        }
    }
    return open >= 0 && simplified_fix(r, queued, LIT_VAR(open), LIT_POS(open) ? 1 : 0);
}

/* Propagate the fixed value of v through the occurrences occ[from..to). */
static inline int simplified_propagate(simplified_t *r, const cnf_t *f, int64_t *queued,
                                       const int32_t *occ, int64_t from, int64_t to, int8_t b) {
    for (int64_t k = from; k < to; k++) {
        int32_t c = occ[k] >> 1;
        if (r->sat[c]) continue;
        if ((occ[k] & 1) != b) { /* positive and true, or negative and false */
            r->sat[c] = 1;
            continue;
        }
        if (!simplified_falsify(r, f, queued, c)) return 0;
    }
    return 1;
}


/*
 * f (n_vars variables, those below n_decide deciding; hypergraph of n_edges
 * edges hood_ptr/hood over them) propagated into r.  Returns CA_OK with
 * *has_model 0 when propagation finds a conflict, else 1 with the number
 * of variables left (*n_vars_out, *n_decide_out of them deciding);
 * CA_E_NOMEM when out of memory.
 */
static int simplify(simplified_t *r, const cnf_t *f, int64_t n_base, int64_t n_vars,
                    int64_t n_decide, int64_t n_edges, const int64_t *hood_ptr,
                    const int32_t *hood, int *has_model, int64_t *n_vars_out,
                    int64_t *n_decide_out) {
    int64_t nc = f->n_clauses;
    if (!simplified_reserve(r, f, n_base, n_vars, n_edges, hood_ptr[n_edges])) return CA_E_NOMEM;
    if (n_base != r->n_base) return CA_E_ARG;
    *has_model = 0;
    memset(r->val, -1, (size_t)n_vars);
    memset(r->n_false, 0, (size_t)nc * sizeof(int32_t));
    memset(r->sat, 0, (size_t)nc);
    list_occurrences(f, n_base, nc, n_vars, r->occ_ptr, r->occ);
    int64_t queued = 0, done = 0;
    for (int64_t c = 0; c < nc; c++) {
        int64_t len = f->ptr[c + 1] - f->ptr[c];
        if (len == 0) return CA_OK;
        if (len == 1) {
            int32_t l = f->lits[f->ptr[c]];
            if (!simplified_fix(r, &queued, LIT_VAR(l), LIT_POS(l) ? 1 : 0)) return CA_OK;
        }
    }
    while (done < queued) {
        int32_t v = r->queue[done++];
        int8_t b = r->val[v];
        if (!simplified_propagate(r, f, &queued, r->base_occ, r->base_ptr[v], r->base_ptr[v + 1],
                                  b) ||
            !simplified_propagate(r, f, &queued, r->occ, r->occ_ptr[v], r->occ_ptr[v + 1], b))
            return CA_OK;
    }
    int64_t k = 0, decide = 0;
    for (int64_t v = 0; v < n_vars; v++) {
        r->var[v] = r->val[v] < 0 ? (int32_t)k++ : -1;
        if (v < n_decide) decide = k;
    }
    cnf_t *g = &r->g;
    g->n_clauses = 0;
    g->n_lits = 0;
    g->ptr[0] = 0;
    for (int64_t c = 0; c < nc; c++) {
        if (r->sat[c]) continue;
        for (int64_t j = f->ptr[c]; j < f->ptr[c + 1]; j++) {
            int32_t l = f->lits[j], v = LIT_VAR(l);
            if (r->val[v] < 0) g->lits[g->n_lits++] = 2 * r->var[v] + (LIT_POS(l) ? 0 : 1);
        }
        g->ptr[++g->n_clauses] = g->n_lits;
    }
    int64_t ne = 0, at = 0;
    r->hood_ptr[0] = 0;
    for (int64_t edge = 0; edge < n_edges; edge++) {
        for (int64_t j = hood_ptr[edge]; j < hood_ptr[edge + 1]; j++)
            if (r->val[hood[j]] < 0) r->hood[at++] = r->var[hood[j]];
        if (at > r->hood_ptr[ne]) r->hood_ptr[++ne] = at;
    }
    r->n_edges = ne;
    *has_model = 1;
    *n_vars_out = k;
    *n_decide_out = decide;
    return CA_OK;
}

/*
 * The clauses of a semantics over a framework, and the hypergraph of the
 * arguments' closed neighbourhoods of attackers whose order the count
 * branches in: an argument's label depends on its attackers' (that order
 * opened fewer branches than the clauses' own hypergraph on the frameworks
 * of benchmarks/dung_count.py).  For complete, the in variables decide:
 * out_x is fixed once x's attackers are.  Range clauses may be appended
 * and dropped again (clauses_base, lits_base).
 */
typedef struct {
    int64_t n, n_vars;
    const int64_t *in_ptr;
    const int32_t *in_idx;
    int32_t semantics;
    cnf_t f;
    int64_t clauses_base, lits_base;
    int64_t *hood_ptr;
    int32_t *hood;
    simplified_t r; /* a range's formula after unit propagation */
} ext_clauses_t;

static void ext_clauses_free(ext_clauses_t *e) {
    free(e->f.ptr);
    free(e->f.lits);
    free(e->hood_ptr);
    free(e->hood);
    simplified_free(&e->r);
}

static int ext_clauses_init(ext_clauses_t *e, int64_t n, const int64_t *in_ptr,
                            const int32_t *in_idx, int32_t semantics) {
    memset(e, 0, sizeof *e);
    e->n = n;
    e->n_vars = semantics == CA_COUNT_COMPLETE ? 2 * n : n;
    e->in_ptr = in_ptr;
    e->in_idx = in_idx;
    e->semantics = semantics;
    e->f.cap_clauses = 3 * n + 5 * in_ptr[n] + 16; /* room for a range's clauses too */
    e->f.cap_lits = 4 * n + 9 * in_ptr[n] + 16;
    e->f.ptr = malloc((size_t)e->f.cap_clauses * sizeof(int64_t));
    e->f.lits = malloc((size_t)e->f.cap_lits * sizeof(int32_t));
    e->hood_ptr = malloc((size_t)(n + 1) * sizeof(int64_t));
    e->hood = malloc((size_t)(n + in_ptr[n] + 1) * sizeof(int32_t));
    if (!e->f.ptr || !e->f.lits || !e->hood_ptr || !e->hood ||
        !cnf_extensions(n, in_ptr, in_idx, semantics, &e->f)) {
        ext_clauses_free(e);
        return CA_E_NOMEM;
    }
    e->clauses_base = e->f.n_clauses;
    e->lits_base = e->f.n_lits;
    e->hood_ptr[0] = 0;
    for (int64_t a = 0; a < n; a++) {
        int64_t at = e->hood_ptr[a];
        e->hood[at++] = (int32_t)a;
        for (int64_t k = in_ptr[a]; k < in_ptr[a + 1]; k++) e->hood[at++] = in_idx[k];
        e->hood_ptr[a + 1] = at;
    }
    return CA_OK;
}

/* The models of the clauses, with those of range (NULL for none). */
static int ext_clauses_count(ext_clauses_t *e, const uint8_t *range, int64_t cache_limit,
                             int64_t max_depth, const volatile int32_t *stop, uint32_t *count,
                             int64_t cap, int64_t *n_limbs, int64_t *nodes) {
    e->f.n_clauses = e->clauses_base;
    e->f.n_lits = e->lits_base;
    if (range == NULL)
        return count_models(e->n_vars, e->f.n_clauses, e->f.ptr, e->f.lits, e->n, e->n,
                            e->hood_ptr, e->hood, cache_limit, max_depth, stop, count, cap,
                            n_limbs, nodes);
    if (!cnf_range(e->n, e->in_ptr, e->in_idx, e->semantics, range, &e->f)) return CA_E_NOMEM;
    simplified_t *r = &e->r;
    int has_model;
    int64_t n_vars, n_decide;
    int rc = simplify(r, &e->f, e->clauses_base, e->n_vars, e->n, e->n, e->hood_ptr, e->hood,
                      &has_model, &n_vars, &n_decide);
    *n_limbs = 0;
    *nodes = 0;
    if (rc != CA_OK || !has_model) return rc;
    if (r->g.n_clauses == 0) { /* every variable left is free: 2^n_vars models */
        if (cap < n_vars / 32 + 1) return CA_E_ARG;
        memset(count, 0, (size_t)(n_vars / 32) * sizeof(uint32_t));
        count[n_vars / 32] = (uint32_t)1 << (n_vars % 32);
        *n_limbs = n_vars / 32 + 1;
        return CA_OK;
    }
    return count_models(n_vars, r->g.n_clauses, r->g.ptr, r->g.lits, n_decide, r->n_edges,
                        r->hood_ptr, r->hood, cache_limit, max_depth, stop, count, cap, n_limbs,
                        nodes);
}

int ca_count_extensions(int64_t n, const int64_t *in_ptr, const int32_t *in_idx,
                        int32_t semantics, int64_t cache_limit, int64_t max_depth,
                        const volatile int32_t *stop, uint32_t *count, int64_t cap,
                        int64_t *n_limbs, int64_t *nodes) {
    *n_limbs = 0;
    *nodes = 0;
    if (n < 0 || n > INT32_MAX / 4 || semantics < CA_COUNT_COMPLETE ||
        semantics > CA_COUNT_ADMISSIBLE || ca_check_csr(n, in_ptr, in_ptr[n], in_idx) != CA_OK)
        return CA_E_ARG;
    if (cap < (semantics == CA_COUNT_COMPLETE ? 2 * n : n) / 32 + 1) return CA_E_ARG;
    ext_clauses_t e;
    int rc = ext_clauses_init(&e, n, in_ptr, in_idx, semantics);
    if (rc == CA_OK) {
        rc = ext_clauses_count(&e, NULL, cache_limit, max_depth, stop, count, cap, n_limbs, nodes);
        ext_clauses_free(&e);
    }
    return rc;
}

int ca_count_in_ranges(int64_t n, const int64_t *in_ptr, const int32_t *in_idx,
                       int32_t semantics, int64_t n_ranges, const uint8_t *ranges,
                       int64_t cache_limit, int64_t max_depth, const volatile int32_t *stop,
                       uint32_t *count, int64_t cap, int64_t *n_limbs, int64_t *nodes) {
    *n_limbs = 0;
    *nodes = 0;
    if (n < 0 || n > INT32_MAX / 4 || n_ranges < 0 ||
        (semantics != CA_COUNT_COMPLETE && semantics != CA_COUNT_CONFLICT_FREE) ||
        ca_check_csr(n, in_ptr, in_ptr[n], in_idx) != CA_OK)
        return CA_E_ARG;
    /* the sum of n_ranges counts, each below 2^(2n) */
    int64_t width = (2 * n) / 32 + 1, limbs = width + 3;
    if (cap < limbs) return CA_E_ARG;
    ext_clauses_t e;
    bn_t total = {0, 0, NULL};
    uint32_t *one = malloc((size_t)width * sizeof(uint32_t));
    int rc = CA_E_NOMEM;
    if (one && bn_init(&total, limbs)) rc = ext_clauses_init(&e, n, in_ptr, in_idx, semantics);
    int ready = rc == CA_OK;
    for (int64_t r = 0; r < n_ranges && rc == CA_OK; r++) {
        int64_t one_limbs = 0, one_nodes = 0;
        rc = ext_clauses_count(&e, ranges + r * n, cache_limit, max_depth, stop, one, width,
                               &one_limbs, &one_nodes);
        *nodes += one_nodes;
        if (rc == CA_OK) bn_add(&total, one, one_limbs); /* under 2^(2n + 64): limbs hold it */
    }
    if (rc == CA_OK) {
        memcpy(count, total.d, (size_t)total.n * sizeof(uint32_t));
        *n_limbs = total.n;
    }
    if (ready) ext_clauses_free(&e);
    bn_free(&total);
    free(one);
    return rc;
}
