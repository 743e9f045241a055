/* clinarg_clingo: see clinarg_clingo.h. */
#include "clinarg_clingo.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

#define CLINGO_SHOW_SHOWN 2 /* clingo_show_type_shown */

ca_clingo_api ca_clingo;

/* Every field of ca_clingo_api, each the C API's function clingo_<field>:
 * one list, so the table and the names looked up cannot drift apart. */
#define CA_CLINGO_FIELDS(X) \
    X(error_code) \
    X(error_message) \
    X(control_new) \
    X(control_free) \
    X(control_add) \
    X(control_load) \
    X(control_ground) \
    X(control_solve) \
    X(control_release_external) \
    X(control_configuration) \
    X(control_symbolic_atoms) \
    X(control_backend) \
    X(solve_handle_wait) \
    X(solve_handle_get) \
    X(solve_handle_cancel) \
    X(solve_handle_close) \
    X(model_symbols_size) \
    X(model_symbols) \
    X(backend_begin) \
    X(backend_end) \
    X(backend_rule) \
    X(backend_external) \
    X(backend_heuristic) \
    X(backend_add_atom) \
    X(configuration_root) \
    X(configuration_type) \
    X(configuration_map_has_subkey) \
    X(configuration_map_at) \
    X(configuration_value_is_assigned) \
    X(configuration_value_get_size) \
    X(configuration_value_get) \
    X(configuration_value_set) \
    X(signature_create) \
    X(symbolic_atoms_begin) \
    X(symbolic_atoms_end) \
    X(symbolic_atoms_find) \
    X(symbolic_atoms_iterator_is_equal_to) \
    X(symbolic_atoms_symbol) \
    X(symbolic_atoms_literal) \
    X(symbolic_atoms_next) \
    X(symbolic_atoms_is_valid) \
    X(symbol_create_number) \
    X(symbol_create_function) \
    X(symbol_arguments) \
    X(symbol_number) \
    X(symbol_name) \
    X(symbol_to_string_size) \
    X(symbol_to_string)

/* Every field is in the list: the table's size is the list's. */
#define CA_CLINGO_ONE(field) +1
typedef char every_field_listed[sizeof(ca_clingo_api) ==
                                        (0 CA_CLINGO_FIELDS(CA_CLINGO_ONE)) * sizeof(void (*)(void))
                                    ? 1
                                    : -1];
#undef CA_CLINGO_ONE

static char bind_error[512];

int ca_clingo_bind(const char *path) {
    void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *why = dlerror();
        snprintf(bind_error, sizeof bind_error, "%s", why ? why : "dlopen failed");
        return -1;
    }
    ca_clingo_api table;
    int k = 0;
    /* POSIX guarantees that a data pointer from dlsym converts to a function
     * pointer; memcpy keeps ISO C quiet about it.  The table is copied into
     * ca_clingo only once every function is found. */
#define CA_CLINGO_BIND(field)                                                      \
    {                                                                              \
        void *address = dlsym(library, "clingo_" #field);                          \
        ++k;                                                                       \
        if (address == NULL) {                                                     \
            snprintf(bind_error, sizeof bind_error, "clingo_" #field " is missing"); \
            return k;                                                              \
        }                                                                          \
        memcpy(&table.field, &address, sizeof address);                            \
    }
    CA_CLINGO_FIELDS(CA_CLINGO_BIND)
#undef CA_CLINGO_BIND
    ca_clingo = table;
    return 0;
}

const char *ca_clingo_bind_error(void) { return bind_error; }

void ca_clingo_quiet(int code, const char *message, void *data) {
    (void)code;
    (void)message;
    (void)data;
}

int ca_clingo_model_ids(const void *model, int32_t *ids, uint64_t *scratch, size_t cap,
                        size_t *n) {
    size_t size = 0;
    if (!ca_clingo.model_symbols_size(model, CLINGO_SHOW_SHOWN, &size)) return CA_CLINGO_FAILED;
    *n = size;
    if (size > cap) return CA_CLINGO_OK; /* the caller asks again with room for size */
    if (!ca_clingo.model_symbols(model, CLINGO_SHOW_SHOWN, scratch, size)) return CA_CLINGO_FAILED;
    for (size_t k = 0; k < size; ++k) {
        const uint64_t *args = NULL;
        size_t n_args = 0;
        int number = 0;
        if (!ca_clingo.symbol_arguments(scratch[k], &args, &n_args) || n_args != 1 ||
            !ca_clingo.symbol_number(args[0], &number))
            return CA_CLINGO_NOT_AN_ID;
        ids[k] = number;
    }
    return CA_CLINGO_OK;
}
