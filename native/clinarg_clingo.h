/*
 * clinarg_clingo: clingo's C API, reached through the library of the
 * installed clingo package, without its Python layer.
 *
 * ca_clingo_bind(path) opens the library (clingo's Python extension module,
 * which exports the C API declared in its clingo.h) and fills the table
 * ca_clingo with the functions clinarg calls; Python calls them through the
 * table (clinarg/dung/_clingo.py).  Types are spelt out as the C API
 * defines them: symbols and signatures are uint64_t, literals int32_t,
 * atoms and configuration keys uint32_t, objects opaque pointers.
 */
#ifndef CLINARG_CLINGO_H
#define CLINARG_CLINGO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct {
    const char *name;
    const uint64_t *params;
    size_t size;
} ca_clingo_part;

typedef void (*ca_clingo_logger)(int code, const char *message, void *data);
typedef bool (*ca_clingo_event)(unsigned type, void *event, void *data, bool *goon);

typedef struct {
    int (*error_code)(void);
    const char *(*error_message)(void);
    bool (*control_new)(const char *const *arguments, size_t size, ca_clingo_logger logger,
                        void *logger_data, unsigned message_limit, void **control);
    void (*control_free)(void *control);
    bool (*control_add)(void *control, const char *name, const char *const *params,
                        size_t size, const char *program);
    bool (*control_load)(void *control, const char *file);
    bool (*control_ground)(void *control, const ca_clingo_part *parts, size_t size,
                           void *callback, void *data);
    bool (*control_solve)(void *control, unsigned mode, const int32_t *assumptions, size_t size,
                          ca_clingo_event notify, void *data, void **handle);
    bool (*control_release_external)(void *control, int32_t literal);
    bool (*control_configuration)(void *control, void **configuration);
    bool (*control_symbolic_atoms)(const void *control, const void **atoms);
    bool (*control_backend)(void *control, void **backend);
    void (*solve_handle_wait)(void *handle, double timeout, bool *result);
    bool (*solve_handle_get)(void *handle, unsigned *result);
    bool (*solve_handle_cancel)(void *handle);
    bool (*solve_handle_close)(void *handle);
    bool (*model_symbols_size)(const void *model, unsigned show, size_t *size);
    bool (*model_symbols)(const void *model, unsigned show, uint64_t *symbols, size_t size);
    bool (*backend_begin)(void *backend);
    bool (*backend_end)(void *backend);
    bool (*backend_rule)(void *backend, bool choice, const uint32_t *head, size_t head_size,
                         const int32_t *body, size_t body_size);
    bool (*backend_external)(void *backend, uint32_t atom, int type);
    bool (*backend_heuristic)(void *backend, uint32_t atom, int type, int bias,
                              unsigned priority, const int32_t *condition, size_t size);
    bool (*backend_add_atom)(void *backend, uint64_t *symbol, uint32_t *atom);
    bool (*configuration_root)(const void *conf, uint32_t *key);
    bool (*configuration_type)(const void *conf, uint32_t key, unsigned *type);
    bool (*configuration_map_has_subkey)(const void *conf, uint32_t key, const char *name,
                                         bool *result);
    bool (*configuration_map_at)(const void *conf, uint32_t key, const char *name,
                                 uint32_t *subkey);
    bool (*configuration_value_is_assigned)(const void *conf, uint32_t key, bool *assigned);
    bool (*configuration_value_get_size)(const void *conf, uint32_t key, size_t *size);
    bool (*configuration_value_get)(const void *conf, uint32_t key, char *value, size_t size);
    bool (*configuration_value_set)(void *conf, uint32_t key, const char *value);
    bool (*signature_create)(const char *name, uint32_t arity, bool positive,
                             uint64_t *signature);
    bool (*symbolic_atoms_begin)(const void *atoms, const uint64_t *signature, uint64_t *it);
    bool (*symbolic_atoms_end)(const void *atoms, uint64_t *it);
    bool (*symbolic_atoms_find)(const void *atoms, uint64_t symbol, uint64_t *it);
    bool (*symbolic_atoms_iterator_is_equal_to)(const void *atoms, uint64_t a, uint64_t b,
                                                bool *equal);
    bool (*symbolic_atoms_symbol)(const void *atoms, uint64_t it, uint64_t *symbol);
    bool (*symbolic_atoms_literal)(const void *atoms, uint64_t it, int32_t *literal);
    bool (*symbolic_atoms_next)(const void *atoms, uint64_t it, uint64_t *next);
    bool (*symbolic_atoms_is_valid)(const void *atoms, uint64_t it, bool *valid);
    void (*symbol_create_number)(int number, uint64_t *symbol);
    bool (*symbol_create_function)(const char *name, const uint64_t *args, size_t size,
                                   bool positive, uint64_t *symbol);
    bool (*symbol_arguments)(uint64_t symbol, const uint64_t **args, size_t *size);
    bool (*symbol_number)(uint64_t symbol, int *number);
    bool (*symbol_name)(uint64_t symbol, const char **name);
    bool (*symbol_to_string_size)(uint64_t symbol, size_t *size);
    bool (*symbol_to_string)(uint64_t symbol, char *string, size_t size);
} ca_clingo_api;

extern ca_clingo_api ca_clingo;

/*
 * Open clingo's library at path and fill ca_clingo.  Returns 0, or -1 when
 * the library cannot be opened, or k > 0 when the k-th function (1-based,
 * in the order of the list in clinarg_clingo.c) is missing from it;
 * ca_clingo_bind_error() then says which, or why the library could not be
 * opened.  ca_clingo is left as it was unless every function is found.
 */
int ca_clingo_bind(const char *path);
const char *ca_clingo_bind_error(void);

/* A logger that drops clingo's messages: a library must not print. */
void ca_clingo_quiet(int code, const char *message, void *data);

#define CA_CLINGO_OK 0
#define CA_CLINGO_FAILED 1     /* a clingo call failed: its error says why */
#define CA_CLINGO_NOT_AN_ID 2  /* a shown symbol is not of the form name(i) */

/*
 * The ids i of a model's shown symbols, each of the form name(i), into
 * ids[0..*n), through scratch (room for cap symbols).  When the model has
 * more than cap shown symbols, *n is their number and nothing is written:
 * ask again with more room.
 */
int ca_clingo_model_ids(const void *model, int32_t *ids, uint64_t *scratch, size_t cap,
                        size_t *n);

#endif
