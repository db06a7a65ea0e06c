import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

// A list over sectioned content (`ExtentModel.sections`): the engine sees one flat run of elements
// (headers, items, footers), so scrolling, recycling, measuring and input are the list's own; only
// configuring by element and the section updates are new.
extension TerminalList {
    /// A list over `sections`, in a view of `size` cells: each section's header, items and footer are
    /// rows, which `configure(&block, element, viewportSize)` fills like any row, and headers (or
    /// footers) pin as `sections.pinning` says (`UITableView`'s plain style).
    ///
    /// ```swift
    /// let letter = ContentSection(header: .measured(1), items: .uniform(try UniformExtents(count: 5, itemExtent: 1)))
    /// var contacts = try TerminalList(
    ///     sections: SectionedExtents(sections: [letter, letter], pinning: .headers), size: TerminalSize(columns: 20, rows: 4)
    /// ) { block, element, _ in
    ///     switch element {
    ///     case let .header(section): block.lines = ["── \(section == 0 ? "A" : "B") ──"]
    ///     case let .item(path): block.lines = ["name \(path.item)"]
    ///     default: block.lines = []
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - sections: the sections and their headers', items' and footers' heights in lines.
    ///   - size: the view's size in cells.
    ///   - time: the clock's reading at creation, in seconds.
    ///   - sizesRowsToFit: Whether each element is as tall as its block has lines, measured when it loads.
    ///   - configure: fills a recycled block for an element: `configure(&block, element, viewportSize)`.
    /// - Throws: `LazyScrollError` for a size the engine refuses.
    public init(
        sections: SectionedExtents, size: TerminalSize, time: Double = 0, sizesRowsToFit: Bool = false,
        configure: @escaping (inout TextBlock, SectionElement, TerminalSize) -> Void
    ) throws(LazyScrollError) {
        try self.init(extents: .sections(sections), size: size, time: time, sizesRowsToFit: false) { _, _, _ in }
        items = try ScrolledItems(
            controller: items.controller, sizesItemsToFit: sizesRowsToFit,
            configureInVirtualizer: { block, index, size, virtualizer in
                guard let element = try? virtualizer.sections?.element(at: index) else { return }
                configure(&block, element, size)
            })
        items.restsOnWholeCells = true
    }

    /// The sections, for a list made with ``init(sections:size:time:sizesRowsToFit:configure:)``;
    /// nil for a list of plain rows. Turns a row's index (``ItemOnScreen/dataIndex``) into its element.
    public var sections: SectionedExtents? { items.controller.sections }

    /// Inserts, deletes, moves and reloads sections and rows after the data has changed
    /// (`UITableView.performBatchUpdates(_:completion:)`): with an `animation`, rows slide to their new
    /// places on the clock (call ``frame(now:into:in:)`` or ``tick(time:)-(Double)`` each frame), inserted
    /// rows appear faint until the animation ends, and deleted rows stay faint where they were until it
    /// ends; without one, they snap. What is on screen stays put, a pinned header included.
    ///
    /// - Throws: `LazyScrollError.inconsistentBatchUpdate` for an update that does not fit the sections,
    ///   `LazyScrollError.unsupportedOperation` for a list without sections,
    ///   `LazyScrollError.invalidNumber` for an animation that is not finite and positive; nothing
    ///   changes then.
    public mutating func performSectionUpdates(_ update: SectionBatchUpdate, animation: ItemAnimation? = nil, time: Double) throws(LazyScrollError) {
        try items.perform { c throws(LazyScrollError) in
            guard let animation else { return try c.performSectionUpdates(update, time: time) }
            return try c.performSectionUpdates(update, animation: animation, time: time)
        }
        // The rows' count changed by sections: a cursor past the end comes back, and a selection of
        // the old count starts empty, as after any change the list was not told of row by row.
        reconcileWithData()
    }

    /// Applies insertions, deletions, moves and reloads of rows, animated as
    /// ``performSectionUpdates(_:animation:time:)-(_,_,Double)`` animates sections; the cursor, the
    /// selection and a drag follow their rows as ``performBatchUpdates(_:time:)-(BatchUpdate,Double)`` says.
    ///
    /// - Throws: `LazyScrollError.inconsistentBatchUpdate` for an update that does not fit the rows,
    ///   `LazyScrollError.invalidNumber` for an animation that is not finite and positive; nothing
    ///   changes then.
    public mutating func performBatchUpdates(_ batch: BatchUpdate, animation: ItemAnimation, time: Double) throws(LazyScrollError) {
        reconcileWithData()
        let mapping = try BatchUpdateMapping(validating: batch, oldCount: items.controller.dataCount)
        try changeData(mapping, follow: { cursor, selection throws(LazyScrollError) in
            try cursor.follow(mapping)
            try selection.follow(mapping)
        }, { c throws(LazyScrollError) in try c.performBatchUpdates(batch, animation: animation, time: time) })
    }

    /// Scrolls so that section `section`'s header is at the top, where it pins.
    ///
    /// - Throws: `LazyScrollError.indexOutOfRange` for a section that does not exist,
    ///   `LazyScrollError.unsupportedOperation` for a list without sections; nothing changes then.
    public mutating func scroll(toSection section: Int, animated: Bool, time: Double) throws(LazyScrollError) {
        try items.perform { c throws(LazyScrollError) in try c.scroll(toSection: section, animated: animated, time: time) }
    }

    /// Applies sections and rows at `time` on the terminal's clock; see
    /// ``performSectionUpdates(_:animation:time:)-(_,_,Double)``.
    ///
    /// - Throws: as that one does; nothing changes then.
    public mutating func performSectionUpdates(_ update: SectionBatchUpdate, animation: ItemAnimation? = nil, time: MonotonicInstant) throws(LazyScrollError) {
        try performSectionUpdates(update, animation: animation, time: time.seconds)
    }
}
