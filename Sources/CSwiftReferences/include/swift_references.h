#ifndef LISTENGINE_SWIFT_REFERENCES_H
#define LISTENGINE_SWIFT_REFERENCES_H

/// Whether a native Swift object has begun to deinitialize: the runtime's own test, which Swift
/// code cannot call by name. With it a list holds its data source and delegate as UIKit does —
/// without keeping them alive, reading nil once they go — through `unowned` references, which
/// an object counts inline, instead of `weak` ones, which move all its counts to a side table
/// where every retain and release takes the runtime's slow path.
///
/// `object`'s memory must still be allocated (an unowned reference keeps it). One load.
_Bool listengine_is_deinitializing(void *object);

#endif
