/*
 * clinarg_core: the linear-time parts of the clinarg engine.
 *
 * Every function returns an int status: CA_OK (0) on success, a negative
 * CA_E* code on failure.  Functions never allocate memory that outlives the
 * call and never print; the caller (clinarg/_native.py) owns all buffers and
 * turns status codes into typed Python exceptions.
 *
 * Argument ids are int32 in 0..n-1; CSR row pointers are int64 so that the
 * number of attacks is not limited to 2^31.
 */
#ifndef CLINARG_CORE_H
#define CLINARG_CORE_H

#include <stddef.h>
#include <stdint.h>

#define CA_OK 0
#define CA_E_NOMEM (-1)
#define CA_E_ARG (-2)           /* invalid argument to the function        */
#define CA_E_MISSING_HEADER (-10)
#define CA_E_BAD_HEADER (-11)
#define CA_E_MALFORMED (-12)
#define CA_E_OUT_OF_RANGE (-13)
#define CA_E_TOO_MANY_ARGS (-14)
#define CA_E_CAPACITY (-15)
#define CA_E_DUPLICATE_HEADER (-16)
#define CA_E_EMPTY (-17)
#define CA_E_STOPPED (-18)       /* a stop flag was raised                    */
#define CA_E_DEPTH (-19)         /* the search went deeper than allowed       */

/* Version of the native core, as "MAJOR.MINOR.PATCH". */
const char *ca_version(void);

/*
 * Parse an ICCMA 2023 argumentation framework held in memory.
 *
 * Input: buf[0..len) (need not be NUL-terminated), max_args (upper bound on
 * the header's N), cap (capacity of src and dst).
 * Output: *n_args, *n_attacks, src/dst (1-based ids converted to 0-based),
 * the byte range [*names_begin, *names_end) of the block of '#' lines that
 * directly follows the header and the number of lines *names_count in it.
 * On error: *err_line is the 1-based line number of the offending line.
 */
int ca_parse_iccma(const char *buf, size_t len, int64_t max_args,
                   int32_t *src, int32_t *dst, int64_t cap,
                   int64_t *n_args, int64_t *n_attacks,
                   int64_t *names_begin, int64_t *names_end,
                   int64_t *names_count, int64_t *err_line);

/*
 * Build both CSR adjacency structures of a directed graph, with every row
 * sorted and duplicate edges removed.
 *
 * Input: n nodes, m edges src[i] -> dst[i] (validated: 0 <= id < n).
 * Output: out_ptr[n+1], out_idx[m] (successors, "attacked by x") and
 * in_ptr[n+1], in_idx[m] (predecessors, "attackers of x"); *m_unique is the
 * number of distinct edges, i.e. the used length of out_idx and in_idx.
 * Runs in O(n + m) time with two counting sorts.
 */
int ca_build_csr(int64_t n, int64_t m, const int32_t *src, const int32_t *dst,
                 int64_t *out_ptr, int32_t *out_idx,
                 int64_t *in_ptr, int32_t *in_idx, int64_t *m_unique);

/*
 * Grounded labelling by unit propagation in O(n + m).
 * label[x] is set to 1 (IN), 2 (OUT) or 0 (UNDEC).
 */
int ca_grounded(int64_t n, const int64_t *out_ptr, const int32_t *out_idx,
                const int64_t *in_ptr, int8_t *label);

/*
 * Strongly connected components by an iterative Tarjan algorithm (no
 * recursion, so no stack limit).  comp[x] receives the component of x;
 * components are numbered 0..k-1 in a topological order of the condensation
 * (every edge goes from a component to itself or to a larger number).
 */
int ca_scc(int64_t n, const int64_t *out_ptr, const int32_t *out_idx,
           int32_t *comp, int64_t *n_comp);

/*
 * Whether a framework has no attack cycle of odd length (a self-attack is
 * one of length 1), given both CSRs and comp as ca_scc gives it.  Such a
 * finite framework is coherent: its preferred extensions are all stable
 * (Dung 1995; Dunne and Bench-Capon 2002).  A strongly connected digraph
 * has no odd directed cycle iff its underlying undirected graph is
 * bipartite, so each component is 2-coloured by a breadth-first search over
 * its internal attacks, both ways, in O(n + m).  *odd_free receives 1 or 0.
 */
int ca_odd_cycle_free(int64_t n, const int64_t *out_ptr, const int32_t *out_idx,
                      const int64_t *in_ptr, const int32_t *in_idx, const int32_t *comp,
                      int32_t *odd_free);

/*
 * Nodes reachable from the sources (sources included) along the edges of
 * the CSR structure ptr/idx, by a breadth-first search in O(n + m).  Given
 * the attackers' CSR it marks the arguments with a path of attacks to a
 * source (the relevance cone of a query).  seen[x] is set to 1 for a
 * reachable node and to 0 otherwise; *n_seen receives their number.
 * Sources must lie in 0..n-1 (CA_E_ARG otherwise).
 */
int ca_reach(int64_t n, const int64_t *ptr, const int32_t *idx,
             const int32_t *sources, int64_t n_sources,
             int8_t *seen, int64_t *n_seen);

/*
 * Ranges of sets: for each of the n_sets sets of nodes, members[set_ptr[s]
 * .. set_ptr[s + 1]), row s of masks (n bytes; masks holds n_sets * n)
 * is set to 1 at the set's members and at their successors along ptr/idx
 * (given the attacks' CSR, the set's range S u S+), 0 elsewhere, in
 * O(n * n_sets + the members' successors).  CA_E_ARG when set_ptr does not
 * start at 0 or decreases, or n * n_sets overflows; CA_E_OUT_OF_RANGE when a
 * member lies outside 0..n-1 (nothing is written then).
 */
int ca_ranges(int64_t n, const int64_t *ptr, const int32_t *idx,
              int64_t n_sets, const int64_t *set_ptr, const int32_t *members,
              uint8_t *masks);

/*
 * Check a CSR structure on n nodes with nnz entries: CA_OK, CA_E_ARG when
 * the row pointers do not start at 0, decrease or do not end at nnz, and
 * CA_E_OUT_OF_RANGE when an index lies outside 0..n-1.  With idx NULL only
 * the row pointers are checked.
 */
int ca_check_csr(int64_t n, const int64_t *ptr, int64_t nnz, const int32_t *idx);

/*
 * Positions x in 0..n-1 with label[x] == value, in increasing order, into
 * out (capacity n); *count receives their number.
 */
int ca_select(int64_t n, const int8_t *label, int8_t value,
              int32_t *out, int64_t *count);

/*
 * The sub-graph induced by the nodes x with label[x] == value, renumbered
 * 0..k-1 in increasing order of x.  new_id[x] receives x's new number, or
 * -1 for a dropped node; the edges src[i] -> dst[i] with both ends kept go
 * to sub_src/sub_dst (capacity m) in their input order, renumbered, and
 * *m_kept receives their number.  ids_out[j] (capacity n) receives
 * ids_in[x] for the node x numbered j, or x itself when ids_in is NULL;
 * *n_kept receives k.  Edge ends must lie in 0..n-1 (CA_E_ARG otherwise).
 */
int ca_restrict(int64_t n, int64_t m, const int32_t *src, const int32_t *dst,
                const int8_t *label, int8_t value, const int64_t *ids_in,
                int64_t *new_id, int32_t *sub_src, int32_t *sub_dst,
                int64_t *ids_out, int64_t *n_kept, int64_t *m_kept);

/*
 * The source of every edge of a CSR structure: src[k] = x for
 * ptr[x] <= k < ptr[x+1] (capacity ptr[n]).  CA_E_ARG, before anything is
 * written, when ptr does not start at 0 or decreases.
 */
int ca_row_of(int64_t n, const int64_t *ptr, int32_t *src);

/*
 * The facts arg(0..n-1) and att(src[i],dst[i]) of a framework as an aspif
 * program (the clasp/gringo intermediate format: "asp 1 0 0", one output
 * statement "4 LEN SYMBOL 0" per fact, "0"), which clingo reads about twice
 * as fast as the same facts in ASP text.  Writes at most cap bytes to buf;
 * *len receives the number written.  CA_E_CAPACITY when cap is too small
 * (16 + 24 n + 36 m bytes always suffice); CA_E_ARG for an id outside
 * 0..n-1.
 */
int ca_aspif_facts(int64_t n, int64_t m, const int32_t *src, const int32_t *dst,
                   char *buf, int64_t cap, int64_t *len);

/* Largest framework ca_aspif_stable writes: its atom ids stay well below
   clasp's limit. */
#define CA_ASPIF_MAX_ARGS ((int64_t)1 << 27)

/*
 * A ground program whose answer sets are the stable extensions of a
 * framework (those of encodings/stb.lp), as aspif, for clingo to read
 * without grounding, from the framework's attackers CSR (in_ptr/in_idx, as
 * ca_build_csr gives it: in_ptr[n] attacks): in(x) is atom x+1; a choice
 * rule over the in atoms; per argument x, the constraint ":- in(a), in(x)"
 * for each attacker a, the constraint ":- not in(x), not in(a1), ..., not
 * in(ak)" over its attackers (x is in or attacked by a member), and an
 * output statement showing in(x).  Those are clauses over the in atoms
 * alone: no defeated/1 atoms and rules, which made clasp's preparation and
 * search slower.  Writes at most cap bytes to buf; *len receives the number
 * written.  CA_E_CAPACITY when cap is too small (64 + 80 n + 48 in_ptr[n]
 * bytes always suffice); CA_E_ARG for a malformed CSR (see ca_check_csr) or
 * n above CA_ASPIF_MAX_ARGS.
 */
int ca_aspif_stable(int64_t n, const int64_t *in_ptr, const int32_t *in_idx,
                    char *buf, int64_t cap, int64_t *len);

/* Encodings ca_aspif_semantics writes. */
#define CA_PROGRAM_ADM 1
#define CA_PROGRAM_COM 2
#define CA_PROGRAM_PRF 3
#define CA_PROGRAM_SST 4
#define CA_PROGRAM_STG 5

/* Bytes that always suffice for ca_aspif_semantics on n arguments and m
   attacks (distinct attacks, as the CSR holds them). */
#define CA_ASPIF_SEMANTICS_CAPACITY(n, m) (64 + 256 * (int64_t)(n) + 112 * (int64_t)(m))

/*
 * The ground program of encodings/<kind>.lp (kind: CA_PROGRAM_ADM, _COM,
 * _PRF, _SST or _STG) for a framework, as aspif, for clingo to read without
 * grounding, from the framework's attackers CSR (as ca_aspif_stable takes
 * it).  The rules are those gringo grounds from the encoding, with its
 * simplifications: where x has an unattacked attacker, undefended(x) is
 * true, and the constraints on it become ":- in(x)"; where x is unattacked,
 * ":- not in(x)" (complete, preferred, semi-stable).  Atoms: in(x) is
 * x+1, defeated(x) n+x+1 (x attacked), undefended(x) 2n+x+1, rng(x) 3n+x+1
 * (SST, STG); clingo keeps these numbers as the program's literals.  Only
 * in(x) has an output statement, as the encodings show in/1 alone.
 * Writes at most cap bytes to buf; *len receives the number written.
 * CA_E_CAPACITY when cap is below CA_ASPIF_SEMANTICS_CAPACITY(n,
 * in_ptr[n]); CA_E_ARG for an unknown kind, a malformed CSR or n above
 * CA_ASPIF_MAX_ARGS.
 */
int ca_aspif_semantics(int kind, int64_t n, const int64_t *in_ptr, const int32_t *in_idx,
                       char *buf, int64_t cap, int64_t *len);

/*
 * Local search for a stable extension (probSAT over arguments): an
 * incomplete search, run beside a complete one, that finds a witness on
 * satisfiable questions where CDCL search is heavy-tailed.
 *
 * The clauses are those of the stable program: no attack between two
 * members, and each non-member attacked by a member.  fixed[x] is -1 (free),
 * 0 (x must stay out) or 1 (x must be in); self-attackers are kept out.
 * Each step picks a violated argument at random: a member with a member
 * attacker (the candidates to flip are the two) or a non-member that no
 * member attacks (itself and its attackers), and flips a candidate with
 * probability proportional to (1 + break)^-5, break being the number of
 * clauses the flip would violate.  The search stops after max_flips flips,
 * or once *stop is non-zero (read every 256 flips, from another thread).
 *
 * Input: out_ptr/out_idx (attacked by x) and in_ptr/in_idx (attackers of x)
 * as ca_build_csr makes them, fixed[n], seed.
 * Output: *found = 1 and member[x] = 1 for the members of a stable
 * extension honouring fixed (checked against the attackers before it is
 * reported), or *found = 0 (budget spent, stopped, or a clause no free
 * argument can satisfy); *flips receives the flips made.
 * CA_E_ARG for n < 0, max_flips < 0 or a fixed value outside -1..1.
 */
int ca_stable_walk(int64_t n, const int64_t *out_ptr, const int32_t *out_idx,
                   const int64_t *in_ptr, const int32_t *in_idx,
                   const int8_t *fixed, int64_t max_flips, uint64_t seed,
                   const volatile int32_t *stop, int8_t *member,
                   int32_t *found, int64_t *flips);

/*
 * A linear order of the vertices 0..n-1 of a hypergraph with few edges open
 * (some but not all of their vertices placed) at every cut: the greedy
 * that always places the vertex opening the fewest edges net of those it
 * closes, run with three tie-breaks, the order with the narrowest widest
 * cut kept (clinarg_order.c).  The model counter branches in this order.
 * Input: edge e has the vertices members[ptr[e]..ptr[e+1]) (repeats
 * allowed); vertices with skip[v] != 0 are left out (skip may be NULL);
 * *stop (may be NULL) is read as the order is made.
 * Output: rank[v], the position of v in the order (0, 1, ...; -1 for a
 * skipped vertex).  O((n + p) log(n + p)) time for p memberships; past
 * CA_CUT_ORDER_GREEDY_MAX memberships, breadth-first orders from far ends
 * instead, in O(n + p) (the greedy's heap holds a candidate per update).
 * CA_E_ARG for a member out of range or decreasing ptr; CA_E_STOPPED,
 * CA_E_NOMEM.
 */
#define CA_CUT_ORDER_GREEDY_MAX ((int64_t)1 << 16)
int ca_cut_order(int64_t n, int64_t n_edges, const int64_t *ptr, const int32_t *members,
                 const int8_t *skip, const volatile int32_t *stop, int64_t *rank);

/*
 * Exact number of models of a formula in conjunctive normal form, by DPLL
 * with unit propagation, connected components and a cache of component
 * counts (clinarg_count.c).  The cache key of a component is its variables
 * and its touched clauses (which, with the variables, determine all its
 * clauses), compared in full, so the count is exact: no hashed key stands
 * in for a component.
 *
 * Input: variables 0..n_vars-1; clause c has the literals
 * lits[ptr[c]..ptr[c+1]), literal 2v meaning v true and 2v+1 v false
 * (repeated and complementary literals are allowed); cache_limit bounds the
 * cache in bytes (it is emptied when full, which costs time, never
 * exactness) and the work stack (the components along the search path) in
 * bytes, at least 4 MiB; the search fails with CA_E_DEPTH rather than nest
 * more than max_depth branchings (each takes a few hundred bytes of C
 * stack) or pass that work-stack bound; *stop
 * is read at every branching, from another thread.
 * Output: the count in count[0..*n_limbs) as little-endian 32-bit limbs
 * (*n_limbs = 0 for no model; cap >= n_vars / 32 + 1 always suffices), and
 * *nodes the components counted (cache hits included).
 * CA_E_ARG for a literal out of range, decreasing ptr, a negative limit or
 * too small a cap; CA_E_STOPPED, CA_E_DEPTH, CA_E_NOMEM.
 */
int ca_count_models(int64_t n_vars, int64_t n_clauses, const int64_t *ptr, const int32_t *lits,
                    int64_t cache_limit, int64_t max_depth, const volatile int32_t *stop,
                    uint32_t *count, int64_t cap, int64_t *n_limbs, int64_t *nodes);

#define CA_COUNT_COMPLETE 0
#define CA_COUNT_STABLE 1
#define CA_COUNT_ADMISSIBLE 2
#define CA_COUNT_CONFLICT_FREE 3 /* ca_count_in_ranges only */

/*
 * The number of complete, stable or admissible extensions of a framework,
 * given by its attackers CSR, as ca_count_models counts the models of the
 * clauses that define them: for stable, x in or attacked by a member and no
 * member attacked by a member; for admissible, no attack inside and every
 * attacker of a member attacked by a member; for complete, Caminada's
 * labellings (x in iff all its attackers are out, x out iff one of them is
 * in; variables x for in and n + x for out), one per complete extension.
 * cap >= n / 32 + 1 (2n / 32 + 1 for complete) suffices.  CA_E_ARG for a
 * malformed CSR or an unknown semantics, else as ca_count_models.
 */
int ca_count_extensions(int64_t n, const int64_t *in_ptr, const int32_t *in_idx,
                        int32_t semantics, int64_t cache_limit, int64_t max_depth,
                        const volatile int32_t *stop, uint32_t *count, int64_t cap,
                        int64_t *n_limbs, int64_t *nodes);

/*
 * The sum over the ranges r = 0..n_ranges-1 (ranges[r * n + a] != 0 for an
 * argument a in range r) of the number of extensions whose range (the
 * extension and the arguments it attacks) is exactly range r: complete
 * extensions (CA_COUNT_COMPLETE), or conflict-free sets
 * (CA_COUNT_CONFLICT_FREE).  Given the maximal ranges, that is the number
 * of semi-stable, or stage, extensions.  Each range is counted as
 * ca_count_extensions counts (limits and stop flag alike); cap >= 2n / 32
 * + 4.  CA_E_ARG for a malformed CSR, an unknown semantics or too small a
 * cap, else as ca_count_models.
 */
int ca_count_in_ranges(int64_t n, const int64_t *in_ptr, const int32_t *in_idx,
                       int32_t semantics, int64_t n_ranges, const uint8_t *ranges,
                       int64_t cache_limit, int64_t max_depth, const volatile int32_t *stop,
                       uint32_t *count, int64_t cap, int64_t *n_limbs, int64_t *nodes);

#endif
