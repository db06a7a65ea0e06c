/// Which way the viewport last moved along the main axis.
public enum ScrollDirection: Sendable, Hashable {
    /// Towards larger offsets (down or right).
    case forward
    /// Towards smaller offsets (up or left).
    case backward

    /// The direction of a move from `old` to `new`, or `current` when the offset did not change.
    public static func of(from old: Double, to new: Double, otherwise current: ScrollDirection) -> ScrollDirection {
        if new > old { return .forward }
        if new < old { return .backward }
        return current
    }
}
