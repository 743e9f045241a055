/*
 * clinarg_core.c: ICCMA parsing, CSR construction, grounded labelling and
 * strongly connected components.  See clinarg_core.h for the contracts.
 */
#include "clinarg_core.h"

#include <stdlib.h>
#include <string.h>

#define CA_VERSION "0.1.0"

const char *ca_version(void) { return CA_VERSION; }

/* ------------------------------------------------------------------ */
/* ICCMA 2023 parsing                                                  */
/* ------------------------------------------------------------------ */

static int is_space(char c) { return c == ' ' || c == '\t' || c == '\r'; }

/* Read a non-negative decimal integer at *p (< end).  Values above
 * limit are clamped to limit + 1 so that callers can report "out of
 * range" without overflow.  Returns 0 when no digit is present. */
static int read_uint(const char **p, const char *end, int64_t limit,
                     int64_t *value) {
    const char *q = *p;
    int64_t v = 0;
    if (q >= end || *q < '0' || *q > '9') return 0;
    while (q < end && *q >= '0' && *q <= '9') {
        if (v <= limit) v = v * 10 + (*q - '0');
        q++;
    }
    *value = v > limit ? limit + 1 : v;
    *p = q;
    return 1;
}

static const char *skip_space(const char *p, const char *end) {
    while (p < end && is_space(*p)) p++;
    return p;
}

/* Parse "p af N" between p and eol; returns a status. */
static int parse_header(const char *p, const char *eol, int64_t max_args,
                        int64_t *n) {
    p = skip_space(p, eol);
    if (p >= eol || *p != 'p') return CA_E_MISSING_HEADER;
    p++;
    if (p >= eol || !is_space(*p)) return CA_E_BAD_HEADER;
    p = skip_space(p, eol);
    if (eol - p < 2 || p[0] != 'a' || p[1] != 'f') return CA_E_BAD_HEADER;
    p += 2;
    if (p >= eol || !is_space(*p)) return CA_E_BAD_HEADER;
    p = skip_space(p, eol);
    if (!read_uint(&p, eol, max_args, n)) return CA_E_BAD_HEADER;
    p = skip_space(p, eol);
    if (p != eol) return CA_E_BAD_HEADER;
    if (*n > max_args) return CA_E_TOO_MANY_ARGS;
    return CA_OK;
}

int ca_parse_iccma(const char *buf, size_t len, int64_t max_args,
                   int32_t *src, int32_t *dst, int64_t cap,
                   int64_t *n_args, int64_t *n_attacks,
                   int64_t *names_begin, int64_t *names_end,
                   int64_t *names_count, int64_t *err_line) {
    const char *p = buf, *end = buf + len;
    int64_t line = 0, n = -1, m = 0;
    /* 0: before header, 1: in the comment block right after it, 2: after */
    int state = 0;
    int seen_content = 0;

    if (!buf || !src || !dst || !n_args || !n_attacks || !names_begin ||
        !names_end || !names_count || !err_line || max_args < 0 ||
        max_args > INT32_MAX || cap < 0)
        return CA_E_ARG;
    *names_begin = *names_end = *names_count = 0;
    *err_line = 0;

    while (p < end) {
        const char *eol = memchr(p, '\n', (size_t)(end - p));
        const char *next;
        const char *q;
        if (!eol) eol = end;
        next = eol < end ? eol + 1 : end;
        line++;
        q = skip_space(p, eol);
        if (q == eol) { /* blank line: ends the name block */
            if (state == 1) state = 2;
            p = next;
            continue;
        }
        seen_content = 1;
        if (*q == '#') {
            if (state == 1) {
                if (*names_count == 0) *names_begin = p - buf;
                *names_end = next - buf;
                (*names_count)++;
            }
            p = next;
            continue;
        }
        if (state == 0) {
            int rc = parse_header(q, eol, max_args, &n);
            if (rc != CA_OK) { *err_line = line; return rc; }
            state = 1;
            p = next;
            continue;
        }
        state = 2;
        if (*q == 'p') { *err_line = line; return CA_E_DUPLICATE_HEADER; }
        {
            int64_t a, b;
            if (!read_uint(&q, eol, n, &a) || q >= eol || !is_space(*q)) {
                *err_line = line; return CA_E_MALFORMED;
            }
            q = skip_space(q, eol);
            if (!read_uint(&q, eol, n, &b)) { *err_line = line; return CA_E_MALFORMED; }
            q = skip_space(q, eol);
            if (q != eol) { *err_line = line; return CA_E_MALFORMED; }
            if (a < 1 || a > n || b < 1 || b > n) {
                *err_line = line; return CA_E_OUT_OF_RANGE;
            }
            if (m >= cap) { *err_line = line; return CA_E_CAPACITY; }
            src[m] = (int32_t)(a - 1);
            dst[m] = (int32_t)(b - 1);
            m++;
        }
        p = next;
    }
    if (!seen_content) { *err_line = line > 0 ? line : 1; return CA_E_EMPTY; }
    if (n < 0) { *err_line = line; return CA_E_MISSING_HEADER; }
    *n_args = n;
    *n_attacks = m;
    return CA_OK;
}

/* ------------------------------------------------------------------ */
/* CSR construction                                                    */
/* ------------------------------------------------------------------ */

/* Scatter rows of one CSR into the transposed CSR.  Because the source
 * rows are visited in increasing order, every row of the result is sorted. */
static void transpose(int64_t n, const int64_t *ptr, const int32_t *idx,
                      int64_t *tptr, int32_t *tidx, int64_t *fill) {
    int64_t x, k, nnz = ptr[n];
    memset(tptr, 0, (size_t)(n + 1) * sizeof(int64_t));
    for (k = 0; k < nnz; k++) tptr[idx[k] + 1]++;
    for (x = 0; x < n; x++) tptr[x + 1] += tptr[x];
    memcpy(fill, tptr, (size_t)n * sizeof(int64_t));
    for (x = 0; x < n; x++)
        for (k = ptr[x]; k < ptr[x + 1]; k++) tidx[fill[idx[k]]++] = (int32_t)x;
}

int ca_build_csr(int64_t n, int64_t m, const int32_t *src, const int32_t *dst,
                 int64_t *out_ptr, int32_t *out_idx,
                 int64_t *in_ptr, int32_t *in_idx, int64_t *m_unique) {
    int64_t *fill;
    int64_t x, k, w;
    if (n < 0 || m < 0 || !out_ptr || !in_ptr || !m_unique ||
        (m > 0 && (!src || !dst || !out_idx || !in_idx)))
        return CA_E_ARG;
    for (k = 0; k < m; k++)
        if (src[k] < 0 || src[k] >= n || dst[k] < 0 || dst[k] >= n)
            return CA_E_OUT_OF_RANGE;
    fill = malloc((size_t)(n > 0 ? n : 1) * sizeof(int64_t));
    if (!fill) return CA_E_NOMEM;

    /* 1. bucket the edges by target: in_ptr/in_idx, rows unsorted */
    memset(in_ptr, 0, (size_t)(n + 1) * sizeof(int64_t));
    for (k = 0; k < m; k++) in_ptr[dst[k] + 1]++;
    for (x = 0; x < n; x++) in_ptr[x + 1] += in_ptr[x];
    memcpy(fill, in_ptr, (size_t)n * sizeof(int64_t));
    for (k = 0; k < m; k++) in_idx[fill[dst[k]]++] = src[k];

    /* 2. transpose: out rows come out sorted by target */
    transpose(n, in_ptr, in_idx, out_ptr, out_idx, fill);

    /* 3. drop duplicates inside each (sorted) out row, compacting */
    w = 0;
    for (x = 0; x < n; x++) {
        int64_t start = out_ptr[x], stop = out_ptr[x + 1];
        out_ptr[x] = w;
        for (k = start; k < stop; k++)
            if (k == start || out_idx[k] != out_idx[k - 1]) out_idx[w++] = out_idx[k];
    }
    out_ptr[n] = w;
    *m_unique = w;

    /* 4. transpose back: in rows sorted by source, duplicates gone */
    transpose(n, out_ptr, out_idx, in_ptr, in_idx, fill);
    free(fill);
    return CA_OK;
}

/* ------------------------------------------------------------------ */
/* Grounded labelling                                                  */
/* ------------------------------------------------------------------ */

int ca_grounded(int64_t n, const int64_t *out_ptr, const int32_t *out_idx,
                const int64_t *in_ptr, int8_t *label) {
    int64_t *alive;   /* attackers of x not yet labelled OUT */
    int32_t *queue;   /* arguments labelled IN, to propagate */
    int64_t head = 0, tail = 0, x;
    if (n < 0 || !out_ptr || !in_ptr || !label) return CA_E_ARG;
    if (n == 0) return CA_OK;
    alive = malloc((size_t)n * sizeof(int64_t));
    queue = malloc((size_t)n * sizeof(int32_t));
    if (!alive || !queue) { free(alive); free(queue); return CA_E_NOMEM; }
    for (x = 0; x < n; x++) {
        alive[x] = in_ptr[x + 1] - in_ptr[x];
        label[x] = 0;
        if (alive[x] == 0) { label[x] = 1; queue[tail++] = (int32_t)x; }
    }
    while (head < tail) {
        int32_t a = queue[head++];
        int64_t k;
        for (k = out_ptr[a]; k < out_ptr[a + 1]; k++) {
            int32_t b = out_idx[k];
            int64_t j;
            if (label[b] == 2) continue;
            label[b] = 2; /* attacked by an IN argument */
            for (j = out_ptr[b]; j < out_ptr[b + 1]; j++) {
                int32_t c = out_idx[j];
                if (--alive[c] == 0 && label[c] == 0) {
                    label[c] = 1; /* every attacker is OUT */
                    queue[tail++] = c;
                }
            }
        }
    }
    free(alive);
    free(queue);
    return CA_OK;
}

/* ------------------------------------------------------------------ */
/* Strongly connected components (iterative Tarjan)                    */
/* ------------------------------------------------------------------ */

int ca_scc(int64_t n, const int64_t *out_ptr, const int32_t *out_idx,
           int32_t *comp, int64_t *n_comp) {
    int64_t *index, *low, *edge;   /* per node */
    int32_t *stack, *calls;        /* Tarjan stack, DFS call stack */
    int64_t sp = 0, cp, counter = 0, k = 0, root, x;
    if (n < 0 || !out_ptr || !comp || !n_comp) return CA_E_ARG;
    *n_comp = 0;
    if (n == 0) return CA_OK;
    index = malloc((size_t)n * sizeof(int64_t));
    low = malloc((size_t)n * sizeof(int64_t));
    edge = malloc((size_t)n * sizeof(int64_t));
    stack = malloc((size_t)n * sizeof(int32_t));
    calls = malloc((size_t)n * sizeof(int32_t));
    if (!index || !low || !edge || !stack || !calls) {
        free(index); free(low); free(edge); free(stack); free(calls);
        return CA_E_NOMEM;
    }
    for (x = 0; x < n; x++) { index[x] = -1; comp[x] = -1; }

    for (root = 0; root < n; root++) {
        if (index[root] >= 0) continue;
        cp = 0;
        calls[cp++] = (int32_t)root;
        index[root] = low[root] = counter++;
        edge[root] = out_ptr[root];
        stack[sp++] = (int32_t)root;
        while (cp > 0) {
            int32_t v = calls[cp - 1];
            if (edge[v] < out_ptr[v + 1]) {
                int32_t w = out_idx[edge[v]++];
                if (index[w] < 0) { /* descend */
                    index[w] = low[w] = counter++;
                    edge[w] = out_ptr[w];
                    stack[sp++] = w;
                    calls[cp++] = w;
                } else if (comp[w] < 0 && index[w] < low[v]) {
                    low[v] = index[w]; /* w still on the stack */
                }
                continue;
            }
            cp--; /* return from v */
            if (cp > 0) {
                int32_t u = calls[cp - 1];
                if (low[v] < low[u]) low[u] = low[v];
            }
            if (low[v] == index[v]) { /* v is the root of a component */
                int32_t w;
                do {
                    w = stack[--sp];
                    comp[w] = (int32_t)k;
                } while (w != v);
                k++;
            }
        }
    }
    /* Tarjan finishes sink components first: reverse to topological order */
    for (x = 0; x < n; x++) comp[x] = (int32_t)(k - 1 - comp[x]);
    *n_comp = k;
    free(index); free(low); free(edge); free(stack); free(calls);
    return CA_OK;
}

int ca_odd_cycle_free(int64_t n, const int64_t *out_ptr, const int32_t *out_idx,
                      const int64_t *in_ptr, const int32_t *in_idx, const int32_t *comp,
                      int32_t *odd_free) {
    if (n < 0 || !odd_free) return CA_E_ARG;
    *odd_free = 1;
    if (n == 0) return CA_OK;
    int8_t *colour = malloc((size_t)n);
    int32_t *queue = malloc((size_t)n * sizeof(int32_t));
    if (!colour || !queue) {
        free(colour);
        free(queue);
        return CA_E_NOMEM;
    }
    memset(colour, -1, (size_t)n);
    for (int64_t root = 0; root < n && *odd_free; root++) {
        if (colour[root] >= 0) continue;
        int64_t head = 0, tail = 0;
        colour[root] = 0;
        queue[tail++] = (int32_t)root;
        while (head < tail && *odd_free) {
            int32_t x = queue[head++];
            /* the attacks inside x's component, both ways */
            for (int side = 0; side < 2; side++) {
                const int64_t *ptr = side ? in_ptr : out_ptr;
                const int32_t *idx = side ? in_idx : out_idx;
                for (int64_t k = ptr[x]; k < ptr[x + 1]; k++) {
                    int32_t y = idx[k];
                    if (comp[y] != comp[x]) continue;
                    if (colour[y] < 0) {
                        colour[y] = (int8_t)(1 - colour[x]);
                        queue[tail++] = y;
                    } else if (colour[y] == colour[x]) {
                        *odd_free = 0;
                        break;
                    }
                }
            }
        }
    }
    free(colour);
    free(queue);
    return CA_OK;
}

/* ------------------------------------------------------------------ */
/* Reachability (relevance cone)                                       */
/* ------------------------------------------------------------------ */

int ca_reach(int64_t n, const int64_t *ptr, const int32_t *idx,
             const int32_t *sources, int64_t n_sources,
             int8_t *seen, int64_t *n_seen) {
    int32_t *queue;   /* every node enters once, when first marked */
    int64_t head = 0, tail = 0, x;
    if (n < 0 || n_sources < 0 || !ptr || !seen || !n_seen
        || (n_sources > 0 && !sources)) return CA_E_ARG;
    *n_seen = 0;
    for (x = 0; x < n_sources; x++)
        if (sources[x] < 0 || sources[x] >= n) return CA_E_ARG;
    if (n == 0) return CA_OK;
    memset(seen, 0, (size_t)n);
    queue = malloc((size_t)n * sizeof(int32_t));
    if (!queue) return CA_E_NOMEM;
    for (x = 0; x < n_sources; x++) {
        int32_t s = sources[x];
        if (!seen[s]) { seen[s] = 1; queue[tail++] = s; }
    }
    while (head < tail) {
        int32_t a = queue[head++];
        int64_t k;
        for (k = ptr[a]; k < ptr[a + 1]; k++) {
            int32_t b = idx[k];
            if (!seen[b]) { seen[b] = 1; queue[tail++] = b; }
        }
    }
    free(queue);
    *n_seen = tail;
    return CA_OK;
}

int ca_ranges(int64_t n, const int64_t *ptr, const int32_t *idx,
              int64_t n_sets, const int64_t *set_ptr, const int32_t *members,
              uint8_t *masks) {
    int64_t s, k;
    if (n < 0 || n_sets < 0 || !ptr || !set_ptr || set_ptr[0] != 0) return CA_E_ARG;
    if (n > 0 && n_sets > INT64_MAX / n) return CA_E_ARG;
    for (s = 0; s < n_sets; s++)
        if (set_ptr[s + 1] < set_ptr[s]) return CA_E_ARG;
    if (set_ptr[n_sets] > 0 && !members) return CA_E_ARG;
    for (k = 0; k < set_ptr[n_sets]; k++)
        if (members[k] < 0 || members[k] >= n) return CA_E_OUT_OF_RANGE;
    if (n == 0 || n_sets == 0) return CA_OK;
    if (!masks) return CA_E_ARG;
    memset(masks, 0, (size_t)(n * n_sets));
    for (s = 0; s < n_sets; s++) {
        uint8_t *row = masks + s * n;
        for (k = set_ptr[s]; k < set_ptr[s + 1]; k++) {
            int32_t a = members[k];
            int64_t j;
            row[a] = 1;
            for (j = ptr[a]; j < ptr[a + 1]; j++) row[idx[j]] = 1;
        }
    }
    return CA_OK;
}

/* ------------------------------------------------------------------ */
/* Selection and induced sub-graphs                                    */
/* ------------------------------------------------------------------ */

int ca_select(int64_t n, const int8_t *label, int8_t value,
              int32_t *out, int64_t *count) {
    int64_t x, k = 0;
    if (n < 0 || !count || (n > 0 && (!label || !out))) return CA_E_ARG;
    for (x = 0; x < n; x++)
        if (label[x] == value) out[k++] = (int32_t)x;
    *count = k;
    return CA_OK;
}

int ca_restrict(int64_t n, int64_t m, const int32_t *src, const int32_t *dst,
                const int8_t *label, int8_t value, const int64_t *ids_in,
                int64_t *new_id, int32_t *sub_src, int32_t *sub_dst,
                int64_t *ids_out, int64_t *n_kept, int64_t *m_kept) {
    int64_t x, i, k = 0, e = 0;
    if (n < 0 || m < 0 || !n_kept || !m_kept ||
        (n > 0 && (!label || !new_id || !ids_out)) ||
        (m > 0 && (!src || !dst || !sub_src || !sub_dst)))
        return CA_E_ARG;
    for (i = 0; i < m; i++)
        if (src[i] < 0 || src[i] >= n || dst[i] < 0 || dst[i] >= n) return CA_E_ARG;
    for (x = 0; x < n; x++) {
        if (label[x] == value) {
            ids_out[k] = ids_in ? ids_in[x] : x;
            new_id[x] = k++;
        } else {
            new_id[x] = -1;
        }
    }
    for (i = 0; i < m; i++) {
        int64_t a = new_id[src[i]], b = new_id[dst[i]];
        if (a >= 0 && b >= 0) {
            sub_src[e] = (int32_t)a;
            sub_dst[e] = (int32_t)b;
            e++;
        }
    }
    *n_kept = k;
    *m_kept = e;
    return CA_OK;
}

int ca_row_of(int64_t n, const int64_t *ptr, int32_t *src) {
    int64_t x, k;
    if (n < 0 || !ptr || ptr[0] != 0 || (ptr[n] > 0 && !src)) return CA_E_ARG;
    /* every pointer first: the writes trust that ptr[x + 1] <= ptr[n] */
    for (x = 0; x < n; x++)
        if (ptr[x] > ptr[x + 1]) return CA_E_ARG;
    for (x = 0; x < n; x++)
        for (k = ptr[x]; k < ptr[x + 1]; k++) src[k] = (int32_t)x;
    return CA_OK;
}

int ca_check_csr(int64_t n, const int64_t *ptr, int64_t nnz, const int32_t *idx) {
    int64_t x, k;
    if (n < 0 || nnz < 0 || !ptr) return CA_E_ARG;
    if (ptr[0] != 0 || ptr[n] != nnz) return CA_E_ARG;
    for (x = 0; x < n; x++)
        if (ptr[x + 1] < ptr[x]) return CA_E_ARG;
    if (!idx) return CA_OK; /* the row pointers alone */
    for (k = 0; k < nnz; k++)
        if (idx[k] < 0 || idx[k] >= n) return CA_E_OUT_OF_RANGE;
    return CA_OK;
}

/* ------------------------------------------------------------------ */
/* Facts as aspif                                                      */
/* ------------------------------------------------------------------ */

/* Decimal digits of v >= 0 into out (no NUL); returns their number. */
static int put_uint(char *out, int64_t v) {
    char tmp[24];
    int k = 0, i;
    do { tmp[k++] = (char)('0' + v % 10); v /= 10; } while (v > 0);
    for (i = 0; i < k; i++) out[i] = tmp[k - 1 - i];
    return k;
}

/* The output statement "4 LEN NAME(a[,b]) " at out, then its condition:
   "0\n" (none: a fact) when lit is 0, else "1 LIT\n" (shown where atom LIT
   is true); returns the bytes written (at most 64). */
static int put_output(char *out, const char *name, int64_t a, int64_t b, int binary,
                      int64_t lit) {
    char sym[40];
    int s = (int)strlen(name), w = 0;
    memcpy(sym, name, (size_t)s);
    sym[s++] = '(';
    s += put_uint(sym + s, a);
    if (binary) { sym[s++] = ','; s += put_uint(sym + s, b); }
    sym[s++] = ')';
    out[w++] = '4';
    out[w++] = ' ';
    w += put_uint(out + w, s);
    out[w++] = ' ';
    memcpy(out + w, sym, (size_t)s);
    w += s;
    if (lit == 0) {
        memcpy(out + w, " 0\n", 3);
        return w + 3;
    }
    memcpy(out + w, " 1 ", 3);
    w += 3;
    w += put_uint(out + w, lit);
    out[w++] = '\n';
    return w;
}

int ca_aspif_facts(int64_t n, int64_t m, const int32_t *src, const int32_t *dst,
                   char *buf, int64_t cap, int64_t *len) {
    int64_t w = 0, i;
    static const char head[] = "asp 1 0 0\n";
    if (n < 0 || m < 0 || !buf || !len || (m > 0 && (!src || !dst))) return CA_E_ARG;
    for (i = 0; i < m; i++)
        if (src[i] < 0 || src[i] >= n || dst[i] < 0 || dst[i] >= n) return CA_E_ARG;
    if (cap < 16 + 24 * n + 36 * m) return CA_E_CAPACITY;
    memcpy(buf, head, sizeof head - 1);
    w = (int64_t)(sizeof head - 1);
    for (i = 0; i < n; i++) w += put_output(buf + w, "arg", i, 0, 0, 0);
    for (i = 0; i < m; i++) w += put_output(buf + w, "att", src[i], dst[i], 1, 0);
    buf[w++] = '0';
    buf[w++] = '\n';
    *len = w;
    return CA_OK;
}

/* A space and then an aspif literal (an atom id, negative for "not") at
   out; returns the bytes written. */
static int put_lit(char *out, int64_t lit) {
    int w = 0;
    out[w++] = ' ';
    if (lit < 0) { out[w++] = '-'; lit = -lit; }
    return w + put_uint(out + w, lit);
}

/* text at out, without its terminating zero; returns the bytes written. */
static int put_text(char *out, const char *text) {
    int w = (int)strlen(text);
    memcpy(out, text, (size_t)w);
    return w;
}

/* The constraint ":- a, b" over literals a and b, one literal when they
   are the same ("1 0 0 0 N LITS\n"); returns the bytes written. */
static int put_constraint(char *out, int64_t a, int64_t b) {
    int w = put_text(out, a == b ? "1 0 0 0 1" : "1 0 0 0 2");
    w += put_lit(out + w, a);
    if (a != b) w += put_lit(out + w, b);
    out[w++] = '\n';
    return w;
}

/* The rule "head :- body" with one body literal; returns the bytes written. */
static int put_rule(char *out, int64_t head, int64_t body) {
    int w = put_text(out, "1 0 1");
    w += put_lit(out + w, head);
    w += put_text(out + w, " 0 1");
    w += put_lit(out + w, body);
    out[w++] = '\n';
    return w;
}

/* "#heuristic atom. [1,true]": decided true first, at level 1. */
static int put_true_first(char *out, int64_t atom) {
    int w = put_text(out, "7 4");
    w += put_lit(out + w, atom);
    return w + put_text(out + w, " 1 0 0\n");
}

int ca_aspif_stable(int64_t n, const int64_t *in_ptr, const int32_t *in_idx,
                    char *buf, int64_t cap, int64_t *len) {
    int64_t w = 0, x, k, m;
    if (n < 0 || n > CA_ASPIF_MAX_ARGS || !in_ptr || !buf || !len) return CA_E_ARG;
    m = in_ptr[n];
    if (ca_check_csr(n, in_ptr, m, in_idx) != CA_OK || (m > 0 && !in_idx)) return CA_E_ARG;
    if (cap < 64 + 80 * n + 48 * m) return CA_E_CAPACITY;
    w += put_text(buf + w, "asp 1 0 0\n");
    /* { in(X) : arg(X) }.  in(x) is atom x+1 */
    if (n > 0) {
        w += put_text(buf + w, "1 1 ");
        w += put_uint(buf + w, n);
        for (x = 0; x < n; x++) w += put_lit(buf + w, x + 1);
        w += put_text(buf + w, " 0 0\n");
    }
    for (x = 0; x < n; x++) {
        /* conflict-free: ":- in(a), in(x)" for each attacker a of x */
        for (k = in_ptr[x]; k < in_ptr[x + 1]; k++) {
            w += put_text(buf + w, "1 0 0 0 2");
            w += put_lit(buf + w, (int64_t)in_idx[k] + 1);
            w += put_lit(buf + w, x + 1);
            buf[w++] = '\n';
        }
        /* in or attacked by a member: ":- not in(x), not in(a1), ..., not in(ak)" */
        w += put_text(buf + w, "1 0 0 0 ");
        w += put_uint(buf + w, in_ptr[x + 1] - in_ptr[x] + 1);
        w += put_lit(buf + w, -(x + 1));
        for (k = in_ptr[x]; k < in_ptr[x + 1]; k++) w += put_lit(buf + w, -((int64_t)in_idx[k] + 1));
        buf[w++] = '\n';
        /* #show in/1 */
        w += put_output(buf + w, "in", x, 0, 0, x + 1);
    }
    buf[w++] = '0';
    buf[w++] = '\n';
    *len = w;
    return CA_OK;
}

/* The ground program of encodings/<kind>.lp, written the way gringo grounds
   it (the same atoms, rules and simplifications: an unattacked attacker
   makes "undefended" a fact, so the constraints over it become one
   literal), with atoms numbered by kind: in(x) x+1, defeated(x) n+x+1,
   undefended(x) 2n+x+1, rng(x) 3n+x+1.  Only in/1 has output statements,
   as the encodings show in/1 alone: clasp's --dom-mod=pos,show then picks
   the in atoms alone, as on gringo's grounding. */
int ca_aspif_semantics(int kind, int64_t n, const int64_t *in_ptr, const int32_t *in_idx,
                       char *buf, int64_t cap, int64_t *len) {
    int64_t w = 0, x, k, m;
    int defended = kind == CA_PROGRAM_COM || kind == CA_PROGRAM_PRF || kind == CA_PROGRAM_SST;
    int ranged = kind == CA_PROGRAM_SST || kind == CA_PROGRAM_STG;
    if (kind < CA_PROGRAM_ADM || kind > CA_PROGRAM_STG) return CA_E_ARG;
    if (n < 0 || n > CA_ASPIF_MAX_ARGS || !in_ptr || !buf || !len) return CA_E_ARG;
    m = in_ptr[n];
    if (ca_check_csr(n, in_ptr, m, in_idx) != CA_OK || (m > 0 && !in_idx)) return CA_E_ARG;
    if (cap < CA_ASPIF_SEMANTICS_CAPACITY(n, m)) return CA_E_CAPACITY;
#define IN(v) ((int64_t)(v) + 1)
#define DEFEATED(v) (n + (int64_t)(v) + 1)
#define UNDEFENDED(v) (2 * n + (int64_t)(v) + 1)
#define RNG(v) (3 * n + (int64_t)(v) + 1)
#define ATTACKED(v) (in_ptr[(v) + 1] > in_ptr[v])
    w += put_text(buf + w, "asp 1 0 0\n");
    /* { in(X) : arg(X) }. */
    if (n > 0) {
        w += put_text(buf + w, "1 1 ");
        w += put_uint(buf + w, n);
        for (x = 0; x < n; x++) w += put_lit(buf + w, IN(x));
        w += put_text(buf + w, " 0 0\n");
    }
    for (x = 0; x < n; x++) {
        int unattacked_attacker = 0; /* x is never defended */
        for (k = in_ptr[x]; k < in_ptr[x + 1]; k++) {
            int64_t a = in_idx[k];
            w += put_constraint(buf + w, IN(a), IN(x)); /* :- in(a), in(x). */
            w += put_rule(buf + w, DEFEATED(x), IN(a)); /* defeated(x) :- in(a). */
            if (!ATTACKED(a))
                unattacked_attacker = 1;
            else if (kind == CA_PROGRAM_ADM) /* :- in(x), not defeated(a). */
                w += put_constraint(buf + w, IN(x), -DEFEATED(a));
            else if (defended) /* undefended(x) :- not defeated(a). */
                w += put_rule(buf + w, UNDEFENDED(x), -DEFEATED(a));
        }
        if ((kind == CA_PROGRAM_ADM || defended) && unattacked_attacker) {
            w += put_constraint(buf + w, IN(x), IN(x)); /* :- in(x). */
        } else if (defended && !ATTACKED(x)) {
            w += put_constraint(buf + w, -IN(x), -IN(x)); /* :- not in(x). */
        } else if (defended) {
            /* :- in(x), undefended(x).  :- not in(x), not undefended(x). */
            w += put_constraint(buf + w, UNDEFENDED(x), IN(x));
            w += put_constraint(buf + w, -IN(x), -UNDEFENDED(x));
        }
        if (ranged) {
            /* rng(x) :- in(x).  rng(x) :- defeated(x).  #heuristic rng(x). [1,true] */
            w += put_rule(buf + w, RNG(x), IN(x));
            if (ATTACKED(x)) w += put_rule(buf + w, RNG(x), DEFEATED(x));
            w += put_true_first(buf + w, RNG(x));
        }
        if (kind == CA_PROGRAM_PRF) /* #heuristic in(x). [1,true] */
            w += put_true_first(buf + w, IN(x));
        w += put_output(buf + w, "in", x, 0, 0, IN(x));
    }
#undef IN
#undef DEFEATED
#undef UNDEFENDED
#undef RNG
#undef ATTACKED
    buf[w++] = '0';
    buf[w++] = '\n';
    *len = w;
    return CA_OK;
}

/* ------------------------------------------------------------------ */
/* Local search for a stable extension                                 */
/* ------------------------------------------------------------------ */

/* Weights (1 + break)^-5 for break 0..WALK_TABLE-1; a larger break weighs 0
 * (such a flip would undo most of the set).  A larger exponent makes the
 * walk nearly greedy and it stalls in local minima (docs/dung.md). */
#define WALK_TABLE 256
#define WALK_STOP_EVERY 256

typedef struct {
    const int64_t *out_ptr, *in_ptr;
    const int32_t *out_idx, *in_idx;
    int8_t *member;
    int32_t *in_att; /* members attacking x */
    int32_t *in_hit; /* members x attacks */
    int32_t *viol;   /* violated arguments, unordered */
    int64_t *where;  /* position in viol, or -1 */
    int64_t n_viol;
    uint64_t rng;
} walk_t;

static uint64_t walk_next(walk_t *w)
{
    /* xorshift64* */
    w->rng ^= w->rng >> 12;
    w->rng ^= w->rng << 25;
    w->rng ^= w->rng >> 27;
    return w->rng * 2685821657736338717ULL;
}

static int walk_violated(const walk_t *w, int32_t x)
{
    return w->member[x] ? w->in_att[x] > 0 : w->in_att[x] == 0;
}

static void walk_update(walk_t *w, int32_t x)
{
    int bad = walk_violated(w, x);
    if (bad && w->where[x] < 0) {
        w->where[x] = w->n_viol;
        w->viol[w->n_viol++] = x;
    } else if (!bad && w->where[x] >= 0) {
        int64_t at = w->where[x];
        int32_t last = w->viol[--w->n_viol];
        w->viol[at] = last;
        w->where[last] = at;
        w->where[x] = -1;
    }
}

/* Clauses flipping v would violate. */
static int64_t walk_break(const walk_t *w, int32_t v)
{
    if (!w->member[v])
        return (int64_t)w->in_att[v] + w->in_hit[v]; /* conflicts */
    int64_t b = w->in_att[v] == 0;                   /* v itself unattacked */
    for (int64_t k = w->out_ptr[v]; k < w->out_ptr[v + 1]; k++) {
        int32_t y = w->out_idx[k];
        b += !w->member[y] && w->in_att[y] == 1; /* v was y's only attacker */
    }
    return b;
}

static void walk_flip(walk_t *w, int32_t v)
{
    int32_t d = w->member[v] ? -1 : 1;
    w->member[v] = !w->member[v];
    for (int64_t k = w->out_ptr[v]; k < w->out_ptr[v + 1]; k++) {
        w->in_att[w->out_idx[k]] += d;
        walk_update(w, w->out_idx[k]);
    }
    for (int64_t k = w->in_ptr[v]; k < w->in_ptr[v + 1]; k++)
        w->in_hit[w->in_idx[k]] += d;
    walk_update(w, v);
}

/* Is member a stable extension honouring fixed (by the attackers alone)? */
static int walk_verified(int64_t n, const int64_t *in_ptr, const int32_t *in_idx,
                         const int8_t *fixed, const int8_t *member)
{
    for (int64_t x = 0; x < n; x++) {
        int attacked = 0;
        for (int64_t k = in_ptr[x]; k < in_ptr[x + 1]; k++)
            attacked |= member[in_idx[k]];
        if (member[x] ? attacked : !attacked)
            return 0;
        if (fixed[x] >= 0 && fixed[x] != member[x])
            return 0;
    }
    return 1;
}

int ca_stable_walk(int64_t n, const int64_t *out_ptr, const int32_t *out_idx,
                   const int64_t *in_ptr, const int32_t *in_idx,
                   const int8_t *fixed, int64_t max_flips, uint64_t seed,
                   const volatile int32_t *stop, int8_t *member,
                   int32_t *found, int64_t *flips)
{
    *found = 0;
    *flips = 0;
    if (n < 0 || max_flips < 0)
        return CA_E_ARG;
    for (int64_t x = 0; x < n; x++)
        if (fixed[x] < -1 || fixed[x] > 1)
            return CA_E_ARG;
    memset(member, 0, (size_t)n);
    int64_t width = 1; /* candidates of one step: an argument and its attackers */
    for (int64_t x = 0; x < n; x++)
        if (in_ptr[x + 1] - in_ptr[x] + 1 > width)
            width = in_ptr[x + 1] - in_ptr[x] + 1;

    walk_t w = {out_ptr, in_ptr, out_idx, in_idx, member, NULL, NULL, NULL, NULL, 0, 0};
    size_t cells = (size_t)(n > 0 ? n : 1);
    int8_t *frozen = calloc(cells, 1);
    w.in_att = calloc(cells, sizeof(int32_t));
    w.in_hit = calloc(cells, sizeof(int32_t));
    w.viol = malloc(cells * sizeof(int32_t));
    w.where = malloc(cells * sizeof(int64_t));
    int32_t *cand = malloc((size_t)width * sizeof(int32_t));
    double *weight = malloc((size_t)width * sizeof(double));
    int rc = CA_OK;
    int64_t done_flips = 0;
    if (!frozen || !w.in_att || !w.in_hit || !w.viol || !w.where || !cand || !weight) {
        rc = CA_E_NOMEM;
        goto done;
    }
    double table[WALK_TABLE];
    for (int b = 0; b < WALK_TABLE; b++) {
        double t = 1.0 + b;
        table[b] = 1.0 / (t * t * t * t * t);
    }
    /* splitmix64 of the seed: never the all-zero state of xorshift */
    uint64_t z = seed + 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    w.rng = (z ^ (z >> 31)) | 1;

    for (int64_t x = 0; x < n; x++) {
        w.where[x] = -1;
        frozen[x] = fixed[x] >= 0;
        for (int64_t k = out_ptr[x]; k < out_ptr[x + 1]; k++)
            if (out_idx[k] == x) {
                if (fixed[x] == 1)
                    goto done; /* a self-attacker is never in */
                frozen[x] = 1;
            }
    }
    for (int64_t x = 0; x < n; x++)
        if (fixed[x] == 1)
            walk_flip(&w, (int32_t)x);
    for (int64_t x = 0; x < n; x++)
        walk_update(&w, (int32_t)x);

    while (w.n_viol > 0 && done_flips < max_flips) {
        if (done_flips % WALK_STOP_EVERY == 0 && stop != NULL && *stop)
            break;
        int32_t x = w.viol[walk_next(&w) % (uint64_t)w.n_viol];
        int64_t k = 0;
        if (member[x]) {
            /* a conflict: x and one of its member attackers, at random */
            int32_t other = -1;
            int64_t seen = 0;
            for (int64_t j = in_ptr[x]; j < in_ptr[x + 1]; j++)
                if (member[in_idx[j]] && walk_next(&w) % (uint64_t)++seen == 0)
                    other = in_idx[j];
            if (!frozen[x])
                cand[k++] = x;
            if (other >= 0 && !frozen[other])
                cand[k++] = other;
        } else {
            if (!frozen[x])
                cand[k++] = x;
            for (int64_t j = in_ptr[x]; j < in_ptr[x + 1]; j++)
                if (!frozen[in_idx[j]])
                    cand[k++] = in_idx[j];
        }
        if (k == 0)
            goto done; /* no flip can ever satisfy this clause */
        double total = 0.0;
        for (int64_t i = 0; i < k; i++) {
            int64_t b = walk_break(&w, cand[i]);
            weight[i] = (b >= 0 && b < WALK_TABLE) ? table[b] : 0.0;
            total += weight[i];
        }
        int64_t pick = k - 1;
        if (total > 0.0) {
            double r = (double)(walk_next(&w) >> 11) * (1.0 / 9007199254740992.0) * total;
            for (int64_t i = 0; i < k - 1; i++) {
                r -= weight[i];
                if (r < 0.0) {
                    pick = i;
                    break;
                }
            }
        } else {
            pick = (int64_t)(walk_next(&w) % (uint64_t)k);
        }
        walk_flip(&w, cand[pick]);
        done_flips++;
    }
    if (w.n_viol == 0 && walk_verified(n, in_ptr, in_idx, fixed, member))
        *found = 1;

done:
    *flips = done_flips;
    free(frozen);
    free(w.in_att);
    free(w.in_hit);
    free(w.viol);
    free(w.where);
    free(cand);
    free(weight);
    return rc;
}
