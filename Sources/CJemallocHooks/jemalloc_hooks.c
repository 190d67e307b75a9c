// A counting layer over jemalloc: its per-thread byte counters are exact, but it has no
// per-thread allocation count, so an allocation hook keeps one. The hook types below are
// jemalloc 5.3's (include/jemalloc/internal/hook.h), which the public header does not export.
#include "jemalloc_hooks.h"
#include <jemalloc/jemalloc.h>
#include <stddef.h>

typedef void (*hook_alloc_fn)(void *extra, int type, void *result, uintptr_t result_raw, uintptr_t args_raw[3]);
typedef void (*hook_dalloc_fn)(void *extra, int type, void *address, uintptr_t args_raw[3]);
typedef void (*hook_expand_fn)(void *extra, int type, void *address, size_t old_usize, size_t new_usize,
                               uintptr_t result_raw, uintptr_t args_raw[4]);
typedef struct {
    hook_alloc_fn alloc_hook;
    hook_dalloc_fn dalloc_hook;
    hook_expand_fn expand_hook;
    void *extra;
} listengine_hooks_t;

static _Thread_local uint64_t allocation_count;
static void *installed_handle;

static void count_allocation(void *extra, int type, void *result, uintptr_t result_raw, uintptr_t args_raw[3]) {
    (void)extra; (void)type; (void)result; (void)result_raw; (void)args_raw;
    allocation_count++;
}

int listengine_install_allocation_counter(void) {
    if (installed_handle != NULL) return 0;
    listengine_hooks_t hooks = { count_allocation, NULL, NULL, NULL };
    void *handle = NULL;
    size_t size = sizeof(handle);
    int status = mallctl("experimental.hooks.install", &handle, &size, &hooks, sizeof(hooks));
    if (status == 0) installed_handle = handle;
    return status;
}

int listengine_allocation_counter_installed(void) {
    return installed_handle != NULL;
}

uint64_t listengine_thread_allocation_count(void) {
    return *(volatile uint64_t *)&allocation_count;
}
