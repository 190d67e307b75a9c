// PCRE2 (Debian's libpcre2-dev), its 8-bit library: patterns and subjects in UTF-8 bytes.
// Swift calls the functions by their real names (pcre2_compile_8, ...): the unsuffixed names
// are function-like macros, which Swift does not import.
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
