/// The list as pinning's host: its screen reader model says where the reader is (the keyboard
/// focus it reports already, as the screen reader's host).
extension ListView: PinningHost {
    var readerFocus: AccessibilityElement.ID? { accessibility.focused }
}
