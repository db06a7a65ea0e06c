extension ScrollController {
    /// Moves `focus` by `move` (see ``Virtualizer/focusTarget(of:from:)`` for where each move goes)
    /// and scrolls only as far as needed to show the focused item whole, within the part of the
    /// viewport its obscured insets leave (``ScrollAlignment/nearest``, as
    /// `UICollectionView.scrollToItem(at:at:animated:)` with the nearest position, or a terminal list
    /// following its cursor). A focused item longer than that part shows its start. A move that leads
    /// nowhere still brings the focused item into view.
    ///
    /// The scroll is a scroll-to (``scroll(toItem:at:animated:time:)``): it lands on the item however
    /// rows are measured on the way, and a running fling stops.
    ///
    /// - Complexity: as ``Virtualizer/focusTarget(of:from:)``, plus O(log n) for the scroll.
    /// - Throws: ``LazyScrollError/indexOutOfRange(quantity:index:valid:)`` when the focused item is
    ///   not a data item (the focus missed a batch update);
    ///   ``LazyScrollError/unsupportedOperation(operation:reason:)`` for stack content;
    ///   ``LazyScrollError/invalidNumber(quantity:value:rule:)`` for a time that is not finite. Nothing
    ///   changes when it throws.
    public mutating func moveFocus(_ focus: inout ItemFocus, _ move: FocusMove, animated: Bool, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        try Self.validate(time: time)
        try requireItems("moving the focus")
        guard let target = try virtualizer.focusTarget(of: move, from: focus.index) else { return ScrollUpdate() }
        let update = try scroll(toItem: target, at: .nearest, animated: animated, time: time)
        focus.index = target
        return update
    }
}
