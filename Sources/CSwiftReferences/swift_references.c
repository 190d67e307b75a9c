#include "swift_references.h"

// The runtime's entry point, declared with its own signature (part of the Swift ABI).
_Bool swift_isDeallocating(void *object);

_Bool listengine_is_deinitializing(void *object) { return swift_isDeallocating(object); }
