#ifndef LISTENGINE_JEMALLOC_HOOKS_H
#define LISTENGINE_JEMALLOC_HOOKS_H
#include <stdint.h>

/// Installs a jemalloc allocation hook (`experimental.hooks.install`) that counts, per thread,
/// every allocation jemalloc serves. Returns 0 on success. Idempotent.
int listengine_install_allocation_counter(void);

/// The number of allocations the calling thread has made since the counter was installed.
uint64_t listengine_thread_allocation_count(void);

#endif
