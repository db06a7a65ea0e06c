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
    /// `0 ... maxOffset`. `.nearest` does not move when the location is already fully visible.
    public func offset(toShow location: StackLocation, at alignment: ScrollAlignment) throws(LazyScrollError) -> CGFloat {
        let span = try span(of: location)
        let length = viewport.extent
        let extent = span.upperBound - span.lowerBound
        let target: CGFloat
        switch alignment {
        case .start:
            target = span.lowerBound
        case .center:
            target = span.lowerBound + extent / 2 - length / 2
        case .end:
            target = span.upperBound - length
        case .nearest:
            if span.lowerBound >= viewport.offset && span.upperBound <= viewport.end {
                target = viewport.offset
            } else if span.lowerBound < viewport.offset || extent > length {
                target = span.lowerBound
            } else {
                target = span.upperBound - length
            }
        }
        return clampedOffset(target)
    }
}
