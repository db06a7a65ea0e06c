import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ScrollStack {
    /// Where `location` lies along the axis, in the stack's content coordinates, at natural (unpinned)
    /// positions. O(log children + log items) per level of nesting.
    public func span(of location: StackLocation) throws(LazyScrollError) -> Range<CGFloat> {
        switch location {
        case let .child(index):
            let start = try naturalStart(ofChild: index)
            return start..<(start + children[index].mainExtent)
        case let .item(item, inChild: index):
            let start = try naturalStart(ofChild: index)
            guard case let .list(list) = children[index].content else {
                throw .unsupportedOperation(
                    operation: "locating item \(item) in child \(index)",
                    reason: "it is a \(children[index].content.kindName) child, not a list")
            }
            let span = try list.span(ofItem: item)
            return (start + span.start)..<(start + span.end)
        case let .nested(inChild: index, inner):
            let start = try naturalStart(ofChild: index)
            guard case let .stack(nested) = children[index].content else {
                throw .unsupportedOperation(
                    operation: "locating \(inner) in child \(index)",
                    reason: "it is a \(children[index].content.kindName) child, not a stack")
            }
            let span = try nested.span(of: inner)
            return (start + span.lowerBound)..<(start + span.upperBound)
        }
    }

    /// The offset that brings `location` to `alignment` in the current viewport, limited to
    /// `0 ... maxOffset`. It aligns within the part of the viewport its obscured insets leave (see
    /// ``ObscuredInsets``). `.start` puts it just below the sticky children that will be pinned there
    /// (its section's header, and a nested stack's own), as `UITableView.scrollToRow(at:at:animated:)`
    /// does with `.top`. `.nearest` does not move when the location is already fully visible below them.
    ///
    /// - Complexity: O(log children + log items) per level of nesting.
    /// - Throws: ``LazyScrollError/indexOutOfRange(quantity:index:valid:)`` for a child or item that does
    ///   not exist, ``LazyScrollError/unsupportedOperation(operation:reason:)`` for an item in a child that
    ///   is not a list, or a location inside a child that is not a stack.
    public func offset(toShow location: StackLocation, at alignment: ScrollAlignment) throws(LazyScrollError) -> CGFloat {
        let span = try span(of: location)
        return clampedOffset(alignment.offset(
            toShow: span.lowerBound, to: span.upperBound, in: viewport, pinnedCover: pinnedExtent(over: location)))
    }

    /// How much of the viewport's leading edge sticky children cover once `location` (validated) is
    /// there: the header of its section (the last shown sticky child before the child holding it) at
    /// this level, and a nested stack's own for a location inside it. They all pin at the same edge, so
    /// the longest covers the others. A sticky child that holds the location covers nothing above it.
    func pinnedExtent(over location: StackLocation) -> CGFloat {
        let index = location.childIndex
        var covered: CGFloat = 0
        if !children[index].isSticky, let header = lastSticky(before: index) { covered = children[header].mainExtent }
        if case let .nested(_, inner) = location, case let .stack(nested) = children[index].content {
            covered = max(covered, nested.pinnedExtent(over: inner))
        }
        return covered
    }
}
