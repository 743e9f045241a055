/*
 * Stand-alone checks of native/clinarg_core.c, clinarg_count.c and clinarg_order.c, built with AddressSanitizer
 * and UndefinedBehaviorSanitizer by tests/test_native_sanitizers.py (or run
 * under valgrind).  Exits non-zero on the first failed check.
 */
#include "clinarg_core.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;
#define CHECK(cond) do { if (!(cond)) { \
    fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
    failures++; } } while (0)

static unsigned long long rng_state = 88172645463325252ULL;
static unsigned rnd(void) {
    rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17;
    return (unsigned)(rng_state >> 11);
}

/* Parse a buffer copied to an exactly sized heap block, so that ASan sees
 * any read past its end. */
static int parse(const char *text, size_t len, int64_t *n, int64_t *m, int64_t *line) {
    char *buf = malloc(len ? len : 1);
    int32_t src[64], dst[64];
    int64_t nb, ne, nc;
    int rc;
    memcpy(buf, text, len);
    rc = ca_parse_iccma(buf, len, 1000, src, dst, 64, n, m, &nb, &ne, &nc, line);
    free(buf);
    return rc;
}

static int parse_str(const char *text, int64_t *n, int64_t *m, int64_t *line) {
    return parse(text, strlen(text), n, m, line);
}

static void check_parser(void) {
    int64_t n, m, line;
    CHECK(parse_str("p af 3\n1 2\n2 3", &n, &m, &line) == CA_OK && n == 3 && m == 2);
    CHECK(parse_str("", &n, &m, &line) == CA_E_EMPTY);
    CHECK(parse_str("p af 3\n1 4\n", &n, &m, &line) == CA_E_OUT_OF_RANGE && line == 2);
    CHECK(parse_str("p af 3\n1", &n, &m, &line) == CA_E_MALFORMED && line == 2);
    CHECK(parse_str("p af 30000\n", &n, &m, &line) == CA_E_TOO_MANY_ARGS);
    CHECK(parse_str("p af", &n, &m, &line) == CA_E_BAD_HEADER);
    CHECK(parse_str("p", &n, &m, &line) == CA_E_BAD_HEADER);
}

static void fuzz_parser(int rounds) {
    static const char *tokens[] = {"p af ", "1", "2", " ", "\n", "#", "99999999999999999999",
                                   "\r", "\t", "0", "x", "-"};
    char text[96];
    int r;
    for (r = 0; r < rounds; r++) {
        size_t len = 0;
        int64_t n, m, line;
        while (len < 80) {
            const char *t;
            size_t k;
            if (rnd() % 4 == 0) { text[len++] = (char)(rnd() & 0xff); continue; }
            t = tokens[rnd() % (sizeof tokens / sizeof *tokens)];
            k = strlen(t);
            if (len + k > 80) break;
            memcpy(text + len, t, k);
            len += k;
        }
        len = rnd() % (len + 1);
        (void)parse(text, len, &n, &m, &line);
    }
}

/* Reachability matrix by repeated DFS, for graphs of at most 40 nodes. */
static void reach(int n, const int64_t *ptr, const int32_t *idx, unsigned char r[40][40]) {
    int s;
    for (s = 0; s < n; s++) {
        int stack[40], sp = 0, k;
        memset(r[s], 0, 40);
        r[s][s] = 1;
        stack[sp++] = s;
        while (sp) {
            int v = stack[--sp];
            for (k = (int)ptr[v]; k < (int)ptr[v + 1]; k++)
                if (!r[s][idx[k]]) { r[s][idx[k]] = 1; stack[sp++] = idx[k]; }
        }
    }
}

static void check_graphs(int rounds) {
    int r;
    for (r = 0; r < rounds; r++) {
        int n = (int)(rnd() % 40), m = n ? (int)(rnd() % (3 * n + 1)) : 0, i, j;
        int32_t *src = malloc(sizeof(int32_t) * (m + 1)), *dst = malloc(sizeof(int32_t) * (m + 1));
        int64_t *op = malloc(sizeof(int64_t) * (n + 1)), *ip = malloc(sizeof(int64_t) * (n + 1));
        int32_t *oi = malloc(sizeof(int32_t) * (m + 1)), *ii = malloc(sizeof(int32_t) * (m + 1));
        int32_t *comp = malloc(sizeof(int32_t) * (n + 1));
        int8_t *label = malloc((size_t)n + 1);
        int64_t mu, k;
        unsigned char rc[40][40];
        for (i = 0; i < m; i++) { src[i] = (int32_t)(rnd() % n); dst[i] = (int32_t)(rnd() % n); }
        CHECK(ca_build_csr(n, m, src, dst, op, oi, ip, ii, &mu) == CA_OK);
        for (i = 0; i < n; i++)
            for (k = op[i] + 1; k < op[i + 1]; k++) CHECK(oi[k - 1] < oi[k]);
        CHECK(ca_scc(n, op, oi, comp, &k) == CA_OK);
        reach(n, op, oi, rc);
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++) {
                CHECK((comp[i] == comp[j]) == (rc[i][j] && rc[j][i]));
                if (rc[i][j]) CHECK(comp[i] <= comp[j]);
            }
        for (i = 0; i < n; i++) { /* ca_reach from one source agrees with the DFS */
            int8_t *seen = malloc((size_t)n);
            int64_t count = -1, want = 0;
            int32_t s = (int32_t)i;
            CHECK(ca_reach(n, op, oi, &s, 1, seen, &count) == CA_OK);
            for (j = 0; j < n; j++) { CHECK(seen[j] == rc[i][j]); want += rc[i][j]; }
            CHECK(count == want);
            free(seen);
        }
        if (n) { /* an out-of-range source is refused before anything is read */
            int32_t bad = (int32_t)n;
            int64_t count;
            CHECK(ca_reach(n, op, oi, &bad, 1, label, &count) == CA_E_ARG);
        }
        { /* ca_ranges: set s = {s mod n} (the last set empty) is its node and its successors */
            int64_t sp[42], j2;
            int32_t mem[41];
            uint8_t *masks = malloc((size_t)(n + 1) * (size_t)(n > 0 ? n : 1));
            sp[0] = 0;
            for (i = 0; i < n; i++) { mem[i] = (int32_t)i; sp[i + 1] = i + 1; }
            sp[n + 1] = n;
            CHECK(ca_ranges(n, op, oi, n + 1, sp, mem, masks) == CA_OK);
            for (i = 0; i < n; i++)
                for (j = 0; j < n; j++) {
                    int want = i == j;
                    for (j2 = op[i]; j2 < op[i + 1]; j2++) if (oi[j2] == j) want = 1;
                    CHECK(masks[i * n + j] == want);
                    CHECK(masks[n * n + j] == 0);
                }
            if (n) {
                mem[0] = (int32_t)n; /* a member outside the graph is refused */
                CHECK(ca_ranges(n, op, oi, 1, sp, mem, masks) == CA_E_OUT_OF_RANGE);
            }
            free(masks);
        }
        CHECK(ca_grounded(n, op, oi, ip, label) == CA_OK);
        for (i = 0; i < n; i++) { /* labelling conditions */
            int any_in = 0, all_out = 1;
            for (k = ip[i]; k < ip[i + 1]; k++) {
                if (label[ii[k]] == 1) any_in = 1;
                if (label[ii[k]] != 2) all_out = 0;
            }
            CHECK((label[i] == 2) == any_in);
            CHECK((label[i] == 1) == all_out);
        }
        { /* the local search: any extension it reports is stable and honours fixed */
            int8_t *fixed = malloc((size_t)n + 1), *member = malloc((size_t)n + 1);
            int32_t found = -1, stop = 0;
            int64_t flips = -1;
            for (i = 0; i < n; i++) fixed[i] = (int8_t)(rnd() % 4 ? -1 : (int)(rnd() % 2)); /* a quarter kept */
            CHECK(ca_stable_walk(n, op, oi, ip, ii, fixed, 2000, rnd(), &stop, member, &found, &flips)
                  == CA_OK && flips >= 0 && flips <= 2000);
            if (found == 1)
                for (i = 0; i < n; i++) {
                    int attacked = 0;
                    for (k = ip[i]; k < ip[i + 1]; k++) attacked |= member[ii[k]];
                    CHECK(member[i] ? !attacked : attacked);
                    CHECK(fixed[i] < 0 || fixed[i] == member[i]);
                }
            stop = 1; /* raised: no flip is made */
            CHECK(ca_stable_walk(n, op, oi, ip, ii, fixed, 2000, 1, &stop, member, &found, &flips)
                  == CA_OK && flips == 0);
            if (n) {
                fixed[0] = 2;
                CHECK(ca_stable_walk(n, op, oi, ip, ii, fixed, 10, 1, NULL, member, &found, &flips)
                      == CA_E_ARG);
            }
            free(fixed); free(member);
        }
        free(src); free(dst); free(op); free(ip); free(oi); free(ii); free(comp); free(label);
    }
}


/* Models of a CNF by trying every assignment (n_vars <= 12). */
static uint64_t brute_models(int nv, int nc, const int64_t *ptr, const int32_t *lits) {
    uint64_t count = 0;
    for (uint32_t a = 0; a < (1u << nv); a++) {
        int ok = 1;
        for (int c = 0; c < nc && ok; c++) {
            int sat = 0;
            for (int64_t k = ptr[c]; k < ptr[c + 1]; k++)
                sat |= (int)((a >> (lits[k] >> 1)) & 1u) == !(lits[k] & 1);
            ok = sat;
        }
        count += (uint64_t)ok;
    }
    return count;
}

static uint64_t limbs_value(const uint32_t *d, int64_t n) {
    uint64_t v = 0;
    for (int64_t i = n - 1; i >= 0; i--) v = (v << 32) | d[i];
    return v;
}

/* The counter on random formulas (empty, unit, repeated and complementary
 * literals included) against every assignment, with and without a cache;
 * and a wide count that needs several limbs. */
static void check_counter(int rounds) {
    for (int r = 0; r < rounds; r++) {
        int nv = (int)(rnd() % 13), nc = (int)(rnd() % 30);
        int64_t *ptr = malloc(sizeof(int64_t) * (size_t)(nc + 1));
        int32_t *lits = malloc(sizeof(int32_t) * (size_t)(nc * 5 + 1));
        uint32_t count[2];
        int64_t n_limbs = -1, nodes = -1, at = 0;
        ptr[0] = 0;
        for (int c = 0; c < nc; c++) {
            int len = nv ? (int)(rnd() % 5) + (rnd() % 8 != 0) : 0; /* a few empty clauses */
            for (int k = 0; k < len; k++) lits[at++] = (int32_t)(rnd() % (unsigned)(2 * nv));
            ptr[c + 1] = at;
        }
        uint64_t want = brute_models(nv, nc, ptr, lits);
        int64_t limits[2] = {1 << 20, 0};
        for (int l = 0; l < 2; l++) {
            CHECK(ca_count_models(nv, nc, ptr, lits, limits[l], 1000, NULL, count, 2, &n_limbs,
                                  &nodes) == CA_OK);
            CHECK(limbs_value(count, n_limbs) == want && nodes >= 0);
            CHECK(n_limbs == 0 || count[n_limbs - 1] != 0);
        }
        if (at) { /* a literal out of range is refused */
            int32_t keep = lits[0];
            lits[0] = 2 * nv;
            CHECK(ca_count_models(nv, nc, ptr, lits, 1 << 20, 1000, NULL, count, 2, &n_limbs,
                                  &nodes) == CA_E_ARG);
            lits[0] = keep;
        }
        { /* too shallow to branch, or stopped: the search gives up at its
             first component, and counts right when propagation left none */
            int32_t stop = 1;
            int rc = ca_count_models(nv, nc, ptr, lits, 1 << 20, 0, NULL, count, 2, &n_limbs,
                                     &nodes);
            CHECK(rc == CA_E_DEPTH || (rc == CA_OK && nodes == 0 &&
                                        limbs_value(count, n_limbs) == want));
            rc = ca_count_models(nv, nc, ptr, lits, 1 << 20, 1000, &stop, count, 2, &n_limbs,
                                 &nodes);
            CHECK(rc == CA_E_STOPPED || (rc == CA_OK && nodes == 0 &&
                                          limbs_value(count, n_limbs) == want));
        }
        free(ptr);
        free(lits);
    }
    { /* 40 components (x or y or z) and 10 free variables: 7^40 * 2^10 */
        int nv = 130, nc = 40;
        int64_t ptr[41];
        int32_t lits[120];
        uint32_t count[8], want[8] = {1};
        int64_t n_limbs, nodes, wn = 1;
        for (int c = 0; c < nc; c++) {
            for (int k = 0; k < 3; k++) lits[3 * c + k] = 2 * (3 * c + k);
            ptr[c] = 3 * c;
        }
        ptr[nc] = 3 * nc;
        for (int i = 0; i < 40; i++) { /* want *= 7 */
            uint64_t carry = 0;
            for (int64_t j = 0; j < wn; j++) {
                uint64_t t = (uint64_t)want[j] * 7 + carry;
                want[j] = (uint32_t)t;
                carry = t >> 32;
            }
            if (carry) want[wn++] = (uint32_t)carry;
        }
        for (int i = 0; i < 10; i++) { /* want *= 2 */
            uint32_t carry = 0;
            for (int64_t j = 0; j < wn; j++) {
                uint32_t next = want[j] >> 31;
                want[j] = (want[j] << 1) | carry;
                carry = next;
            }
            if (carry) want[wn++] = carry;
        }
        CHECK(ca_count_models(nv, nc, ptr, lits, 1 << 20, 1000, NULL, count, 8, &n_limbs,
                              &nodes) == CA_OK);
        CHECK(n_limbs == wn && memcmp(count, want, sizeof(uint32_t) * (size_t)wn) == 0);
        CHECK(ca_count_models(nv, nc, ptr, lits, 1 << 20, 1000, NULL, count, 4, &n_limbs,
                              &nodes) == CA_E_ARG); /* cap below 130/32 + 1 */
    }
}

/* Extension counts of random graphs against subsets checked directly. */
static void check_extension_counts(int rounds) {
    for (int r = 0; r < rounds; r++) {
        int n = (int)(rnd() % 11), m = n ? (int)(rnd() % (2 * n + 1)) : 0, i;
        int32_t *src = malloc(sizeof(int32_t) * (size_t)(m + 1)), *dst = malloc(sizeof(int32_t) * (size_t)(m + 1));
        int64_t op[12], ip[12], mu, n_limbs, nodes;
        int32_t oi[32], ii[32];
        uint32_t count[2];
        for (i = 0; i < m; i++) { src[i] = (int32_t)(rnd() % n); dst[i] = (int32_t)(rnd() % n); }
        CHECK(ca_build_csr(n, m, src, dst, op, oi, ip, ii, &mu) == CA_OK);
        uint64_t co = 0, st = 0, ad = 0, cf_in[2] = {0, 0}, co_in[2] = {0, 0};
        uint32_t ranges[2] = {n ? rnd() % (1u << n) : 0, n ? rnd() % (1u << n) : 0};
        for (uint32_t s = 0; s < (1u << n); s++) {
            int cf = 1, defended_all = 1, stable = 1, complete = 1;
            uint32_t range = 0;
            for (int a = 0; a < n; a++) {
                int in = (int)((s >> a) & 1u), attacked = 0, defended = 1;
                for (int64_t k = ip[a]; k < ip[a + 1]; k++) {
                    int b = ii[k], b_attacked = 0;
                    attacked |= (int)((s >> b) & 1u);
                    for (int64_t j = ip[b]; j < ip[b + 1]; j++) b_attacked |= (int)((s >> ii[j]) & 1u);
                    defended &= b_attacked;
                }
                if (in && attacked) cf = 0;
                if (in && !defended) defended_all = 0;
                if (!in && !attacked) stable = 0;
                if (!in && defended) complete = 0;
                if (in || attacked) range |= 1u << a;
            }
            ad += (uint64_t)(cf && defended_all);
            co += (uint64_t)(cf && defended_all && complete);
            st += (uint64_t)(cf && stable);
            for (int q = 0; q < 2; q++) {
                cf_in[q] += (uint64_t)(cf && range == ranges[q]);
                co_in[q] += (uint64_t)(cf && defended_all && complete && range == ranges[q]);
            }
        }
        /* the extensions whose range is one of two given (any two sets) */
        {
            uint8_t block[2 * 11];
            uint32_t sum[8];
            for (int q = 0; q < 2; q++)
                for (int a = 0; a < n; a++) block[q * n + a] = (uint8_t)((ranges[q] >> a) & 1u);
            CHECK(ca_count_in_ranges(n, ip, ii, CA_COUNT_CONFLICT_FREE, 2, block, 1 << 20, 1000,
                                     NULL, sum, 8, &n_limbs, &nodes) == CA_OK);
            CHECK(limbs_value(sum, n_limbs) == cf_in[0] + cf_in[1]);
            CHECK(ca_count_in_ranges(n, ip, ii, CA_COUNT_COMPLETE, 1, block + n, 1 << 20, 1000,
                                     NULL, sum, 8, &n_limbs, &nodes) == CA_OK);
            CHECK(limbs_value(sum, n_limbs) == co_in[1]);
            CHECK(ca_count_in_ranges(n, ip, ii, CA_COUNT_STABLE, 1, block, 1 << 20, 1000, NULL,
                                     sum, 8, &n_limbs, &nodes) == CA_E_ARG);
            CHECK(ca_count_in_ranges(n, ip, ii, CA_COUNT_COMPLETE, 1, block, 1 << 20, 1000, NULL,
                                     sum, 1, &n_limbs, &nodes) == CA_E_ARG);
        }
        int32_t kinds[3] = {CA_COUNT_COMPLETE, CA_COUNT_STABLE, CA_COUNT_ADMISSIBLE};
        uint64_t want[3] = {co, st, ad};
        for (int k = 0; k < 3; k++) {
            CHECK(ca_count_extensions(n, ip, ii, kinds[k], 1 << 20, 1000, NULL, count, 2, &n_limbs,
                                      &nodes) == CA_OK);
            CHECK(limbs_value(count, n_limbs) == want[k]);
        }
        CHECK(ca_count_extensions(n, ip, ii, 3, 1 << 20, 1000, NULL, count, 2, &n_limbs, &nodes)
              == CA_E_ARG);
        free(src);
        free(dst);
    }
}

/* The passes run on every Dung task, on exactly sized heap blocks: bad
 * input is refused before anything is written. */
static void check_passes(void) {
    static const int64_t bad_ptr[] = {0, 3, 1};
    static const int32_t src[] = {0, 99999, 99999}, dst[] = {99999, 0, 99999};
    int64_t n = 100000, m = 3, cap = 16 + 24 * n + 36 * m, len = 0, k = 0, e = 0;
    int32_t *rows = malloc(sizeof(int32_t));
    char *buf = malloc((size_t)cap);
    int8_t *label = calloc((size_t)n, 1);
    int64_t *new_id = malloc((size_t)n * sizeof(int64_t));
    int64_t *ids = malloc((size_t)n * sizeof(int64_t));
    int32_t *sub_src = malloc((size_t)m * sizeof(int32_t));
    int32_t *sub_dst = malloc((size_t)m * sizeof(int32_t));
    int32_t out_of_range[] = {0, 100000, 0};
    int64_t stable_cap = 64 + 80 * n + 48 * m;
    char *stable = malloc((size_t)stable_cap);
    int64_t *out_ptr = malloc((size_t)(n + 1) * sizeof(int64_t));
    int64_t *in_ptr = malloc((size_t)(n + 1) * sizeof(int64_t));
    int32_t *out_idx = malloc((size_t)m * sizeof(int32_t));
    int32_t *in_idx = malloc((size_t)m * sizeof(int32_t));

    CHECK(ca_row_of(2, bad_ptr, rows) == CA_E_ARG);  /* row 0 would write 3 */
    CHECK(ca_aspif_facts(n, m, src, dst, buf, cap, &len) == CA_OK && len <= cap);
    CHECK(len > 17 && memcmp(buf + len - 17, "99999,99999) 0\n0\n", 17) == 0);
    CHECK(ca_aspif_facts(n, m, src, dst, buf, cap - 1, &len) == CA_E_CAPACITY);
    CHECK(ca_aspif_facts(n, m, out_of_range, dst, buf, cap, &len) == CA_E_ARG);
    /* the largest ids give the longest lines: the bound holds at its edge */
    CHECK(ca_build_csr(n, m, src, dst, out_ptr, out_idx, in_ptr, in_idx, &e) == CA_OK && e == m);
    CHECK(ca_aspif_stable(n, in_ptr, in_idx, stable, stable_cap, &len) == CA_OK
          && len <= stable_cap);
    CHECK(len > 25 && memcmp(stable + len - 25, "4 9 in(99999) 1 100000\n0\n", 25) == 0);
    CHECK(ca_aspif_stable(n, in_ptr, in_idx, stable, stable_cap - 1, &len) == CA_E_CAPACITY);
    in_idx[0] = 100000; /* an attacker outside 0..n-1 */
    CHECK(ca_aspif_stable(n, in_ptr, in_idx, stable, stable_cap, &len) == CA_E_ARG);
    CHECK(ca_aspif_stable(CA_ASPIF_MAX_ARGS + 1, in_ptr, in_idx, stable, stable_cap, &len)
          == CA_E_ARG);
    label[0] = label[99999] = 1;
    CHECK(ca_restrict(n, m, src, dst, label, 1, NULL, new_id, sub_src, sub_dst, ids, &k, &e)
          == CA_OK && k == 2 && e == 3 && ids[1] == 99999 && sub_dst[2] == 1);
    CHECK(ca_restrict(n, m, out_of_range, dst, label, 1, NULL, new_id, sub_src, sub_dst, ids,
                      &k, &e) == CA_E_ARG);
    free(rows); free(buf); free(stable); free(out_ptr); free(in_ptr); free(out_idx); free(in_idx); free(label); free(new_id); free(ids); free(sub_src); free(sub_dst);
}

/* The widest cut of an order: edges with members on both sides. */
static int64_t widest_cut(int64_t n, int64_t ne, const int64_t *ptr, const int32_t *mem,
                          const int64_t *rank) {
    int64_t widest = 0;
    for (int64_t t = 0; t < n; t++) {
        int64_t open = 0;
        for (int64_t e = 0; e < ne; e++) {
            int before = 0, after = 0;
            for (int64_t k = ptr[e]; k < ptr[e + 1]; k++) {
                if (rank[mem[k]] < 0) continue;
                if (rank[mem[k]] <= t) before = 1; else after = 1;
            }
            open += before && after;
        }
        if (open > widest) widest = open;
    }
    return widest;
}

/* ca_cut_order: a permutation of the vertices not skipped on random
 * hypergraphs (repeated members, skipped vertices, empty and lone edges);
 * an r x c grid swept across its short side (r + 1 open edges at most, its
 * cutwidth), a path with one. */
static void check_cut_order(int rounds) {
    for (int r = 0; r < rounds; r++) {
        int n = (int)(rnd() % 15), ne = (int)(rnd() % 20), at = 0;
        int64_t ptr[21], rank[15];
        int32_t mem[20 * 5 + 1];
        int8_t skip[15];
        int seen[15] = {0};
        ptr[0] = 0;
        for (int e = 0; e < ne; e++) {
            int len = n ? (int)(rnd() % 5) : 0;
            for (int k = 0; k < len; k++) mem[at++] = (int32_t)(rnd() % (unsigned)n);
            ptr[e + 1] = at;
        }
        for (int v = 0; v < n; v++) skip[v] = rnd() % 4 == 0;
        CHECK(ca_cut_order(n, ne, ptr, mem, (r % 2) ? skip : NULL, NULL, rank) == CA_OK);
        int placed = 0;
        for (int v = 0; v < n; v++) {
            if ((r % 2) && skip[v]) {
                CHECK(rank[v] == -1);
                continue;
            }
            placed++;
            CHECK(rank[v] >= 0 && rank[v] < n);
            if (rank[v] >= 0 && rank[v] < n) seen[rank[v]]++;
        }
        for (int k = 0; k < placed; k++) CHECK(seen[k] == 1);
        if (n > 0 && ne > 0) {
            mem[0] = n; /* out of range */
            if (ptr[ne] > 0) CHECK(ca_cut_order(n, ne, ptr, mem, NULL, NULL, rank) == CA_E_ARG);
        }
    }
    for (int rows = 1; rows <= 8; rows++) {
        int cols = 3 * rows + 1, n = rows * cols;
        int64_t *ptr = malloc(sizeof(int64_t) * (size_t)(2 * n + 1)), *rank = malloc(sizeof(int64_t) * (size_t)n);
        int32_t *mem = malloc(sizeof(int32_t) * (size_t)(4 * n));
        int64_t ne = 0;
        ptr[0] = 0;
        for (int i = 0; i < rows; i++)
            for (int j = 0; j < cols; j++) {
                int v = i * cols + j;
                if (j + 1 < cols) { mem[ptr[ne]] = v; mem[ptr[ne] + 1] = v + 1; ptr[ne + 1] = ptr[ne] + 2; ne++; }
                if (i + 1 < rows) { mem[ptr[ne]] = v; mem[ptr[ne] + 1] = v + cols; ptr[ne + 1] = ptr[ne] + 2; ne++; }
            }
        CHECK(ca_cut_order(n, ne, ptr, mem, NULL, NULL, rank) == CA_OK);
        CHECK(widest_cut(n, ne, ptr, mem, rank) <= (rows == 1 ? 1 : rows + 1));
        int32_t stop = 1;
        CHECK(ca_cut_order(n, ne, ptr, mem, NULL, &stop, rank) == CA_E_STOPPED);
        free(ptr); free(rank); free(mem);
    }
    /* past CA_CUT_ORDER_GREEDY_MAX memberships: a breadth-first order, which
       runs along a path from one end */
    {
        int64_t n = CA_CUT_ORDER_GREEDY_MAX / 2 + 10, ne = n - 1;
        int64_t *ptr = malloc(sizeof(int64_t) * (size_t)(ne + 1)), *rank = malloc(sizeof(int64_t) * (size_t)n);
        int32_t *mem = malloc(sizeof(int32_t) * (size_t)(2 * ne));
        ptr[0] = 0;
        for (int64_t e = 0; e < ne; e++) {
            mem[2 * e] = (int32_t)e;
            mem[2 * e + 1] = (int32_t)(e + 1);
            ptr[e + 1] = 2 * (e + 1);
        }
        CHECK(ca_cut_order(n, ne, ptr, mem, NULL, NULL, rank) == CA_OK);
        int along = 1;
        for (int64_t v = 0; v + 1 < n; v++) along &= llabs(rank[v] - rank[v + 1]) == 1;
        CHECK(along);
        free(ptr); free(rank); free(mem);
    }
}

int main(void) {
    CHECK(strcmp(ca_version(), "") != 0);
    check_parser();
    fuzz_parser(200000);
    check_graphs(3000);
    check_passes();
    check_counter(3000);
    check_extension_counts(1500);
    check_cut_order(2000);
    if (failures) { fprintf(stderr, "%d check(s) failed\n", failures); return 1; }
    printf("native checks passed\n");
    return 0;
}
