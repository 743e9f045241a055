/* clinarg_clingo: see clinarg_clingo.h. */
#include "clinarg_clingo.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

#define CLINGO_SHOW_SHOWN 2 /* clingo_show_type_shown */

ca_clingo_api ca_clingo;

/* The C API's names, in the order of the fields of ca_clingo_api. */
static const char *const NAMES[] = {
    "clingo_error_code",
    "clingo_error_message",
    "clingo_control_new",
    "clingo_control_free",
    "clingo_control_add",
    "clingo_control_load",
    "clingo_control_ground",
    "clingo_control_solve",
    "clingo_control_release_external",
    "clingo_control_configuration",
    "clingo_control_symbolic_atoms",
    "clingo_control_backend",
    "clingo_solve_handle_wait",
    "clingo_solve_handle_get",
    "clingo_solve_handle_cancel",
    "clingo_solve_handle_close",
    "clingo_model_symbols_size",
    "clingo_model_symbols",
    "clingo_backend_begin",
    "clingo_backend_end",
    "clingo_backend_rule",
    "clingo_backend_external",
    "clingo_backend_heuristic",
    "clingo_backend_add_atom",
    "clingo_configuration_root",
    "clingo_configuration_type",
    "clingo_configuration_map_has_subkey",
    "clingo_configuration_map_at",
    "clingo_configuration_value_is_assigned",
    "clingo_configuration_value_get_size",
    "clingo_configuration_value_get",
    "clingo_configuration_value_set",
    "clingo_signature_create",
    "clingo_symbolic_atoms_begin",
    "clingo_symbolic_atoms_end",
    "clingo_symbolic_atoms_find",
    "clingo_symbolic_atoms_iterator_is_equal_to",
    "clingo_symbolic_atoms_symbol",
    "clingo_symbolic_atoms_literal",
    "clingo_symbolic_atoms_next",
    "clingo_symbolic_atoms_is_valid",
    "clingo_symbol_create_number",
    "clingo_symbol_create_function",
    "clingo_symbol_arguments",
    "clingo_symbol_number",
    "clingo_symbol_name",
    "clingo_symbol_to_string_size",
    "clingo_symbol_to_string",
};

#define N_FUNCTIONS (sizeof NAMES / sizeof NAMES[0])

/* Every field of ca_clingo_api is a function pointer, so the table is an
 * array of them; checked at compile time. */
typedef char fields_match_names[sizeof(ca_clingo_api) == N_FUNCTIONS * sizeof(void (*)(void)) ? 1 : -1];

static char bind_error[512];

int ca_clingo_bind(const char *path) {
    void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *why = dlerror();
        snprintf(bind_error, sizeof bind_error, "%s", why ? why : "dlopen failed");
        return -1;
    }
    void (*table[N_FUNCTIONS])(void);
    for (size_t k = 0; k < N_FUNCTIONS; ++k) {
        void *address = dlsym(library, NAMES[k]);
        if (address == NULL) {
            snprintf(bind_error, sizeof bind_error, "%s is missing", NAMES[k]);
            return (int)k + 1;
        }
        /* POSIX guarantees that a data pointer from dlsym converts to a
         * function pointer; memcpy keeps ISO C quiet about it. */
        memcpy(&table[k], &address, sizeof address);
    }
    memcpy(&ca_clingo, table, sizeof ca_clingo);
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
