import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// An item that a terminal view shows, and the cells it covers: the answer to "which rows are on
/// screen, and where" (see ``TerminalList/rowsOnScreen`` and ``ScrolledItems/itemsOnScreen(in:)``).
public struct ItemOnScreen: Sendable, Hashable {
    /// The item's index in the controller's (possibly looping) index space.
    public var index: Int
    /// The data item it shows (equal to `index` unless the content loops).
    public var dataIndex: Int
    /// The cells of the whole item, in screen coordinates; it reaches beyond the view when the item is
    /// partly scrolled out.
    public var rect: CellRect
    /// The part of ``rect`` inside the view: never empty.
    public var visibleRect: CellRect
    /// Whether it is a section's header or footer pinned to the view's edge (`ItemPlacement.isPinned`):
    /// drawn over the rows that pass under it.
    public var isPinned: Bool
    /// How opaque an animated data change draws it (`ItemPlacement.opacity`): below 1 while it fades
    /// in, which the terminal shows as faint text.
    public var opacity: CGFloat

    /// An item on screen.
    public init(index: Int, dataIndex: Int, rect: CellRect, visibleRect: CellRect, isPinned: Bool = false, opacity: CGFloat = 1) {
        self.index = index
        self.dataIndex = dataIndex
        self.rect = rect
        self.visibleRect = visibleRect
        self.isPinned = isPinned
        self.opacity = opacity
    }
}
