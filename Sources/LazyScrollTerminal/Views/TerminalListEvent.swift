/// What a ``TerminalList`` with a cursor tells its program: take them with
/// ``TerminalList/takeEvents()`` after handing it input.
public enum TerminalListEvent: Sendable, Hashable {
    /// Enter on the cursor's row: open it, play it, pick it. `row` is its index in the data.
    case activated(row: Int)
    /// A drag dropped the row at `from` where the row at `to` is: make the move in the data, then
    /// give it to the list, which shows the new order and keeps its cursor and selection on the row
    /// (until then the rows stand as before the drag), as `UICollectionView`'s data source makes the
    /// move it is told of in `collectionView(_:moveItemAt:to:)`:
    ///
    /// ```swift
    /// for case let .moved(from, to) in list.takeEvents() {
    ///     songs.insert(songs.remove(at: from), at: to)
    ///     try list.performBatchUpdates(BatchUpdate(moves: [.init(from: from, to: to)]), time: now)
    /// }
    /// ```
    case moved(from: Int, to: Int)
}
