struct MoveSession {}
extension ListView { func cancelMove() { editing.move = nil } }
