#ifndef LISTENGINE_JEMALLOC_HOOKS_H
#define LISTENGINE_JEMALLOC_HOOKS_H
#include <stdint.h>

/// Installs a jemalloc allocation hook (`experimental.hooks.install`) that counts, per thread,
/// every allocation jemalloc serves. Returns 0 on success. Idempotent; call it once, early, from
/// one thread (the installed handle is not synchronized).
int listengine_install_allocation_counter(void);

/// Whether the hook is installed.
int listengine_allocation_counter_installed(void);

/// The number of allocations the calling thread has made since the counter was installed.
uint64_t listengine_thread_allocation_count(void);

#endif
