#ifndef LISTENGINE_CJEMALLOC_SHIM_H
#define LISTENGINE_CJEMALLOC_SHIM_H
#include <jemalloc/jemalloc.h>
#include <stdint.h>

/// Reads a jemalloc per-thread counter through the pointer `thread.allocatedp` or
/// `thread.deallocatedp` gave, with a volatile load the optimizer cannot hoist.
static inline uint64_t listengine_read_counter(const uint64_t *counter) {
    return *(const volatile uint64_t *)counter;
}
#endif
