#ifndef LISTENGINE_CZLIB_SHIM_H
#define LISTENGINE_CZLIB_SHIM_H
#include <zlib.h>

/// inflateInit2 is a macro, which Swift cannot call: the same call as a function.
static inline int listengine_inflate_init(z_stream *stream, int window_bits) {
    return inflateInit2(stream, window_bits);
}

/// deflateInit2 (a macro too), for the tests that make .gz files.
static inline int listengine_deflate_init(z_stream *stream, int level, int window_bits) {
    return deflateInit2(stream, level, Z_DEFLATED, window_bits, 8, Z_DEFAULT_STRATEGY);
}
#endif
