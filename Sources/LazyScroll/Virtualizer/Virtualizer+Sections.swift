import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension Virtualizer {
    /// The sections, when the size model is sectioned (``ExtentModel/sections(_:)``); nil otherwise.
    public var sections: SectionedExtents? {
        if case let .sections(model) = items.base { return model }
        return nil
    }

    /// Applies insertions, deletions, moves and reloads of sections and items while elements are loaded:
    /// loaded elements keep their views (renumbered through the returned mapping of flat element
    /// indices), the first visible element that survives keeps its place on screen, and the counts are
    /// checked against `reportedItemCounts` (the data's item count in each section afterwards) when
    /// given, as a flat batch update is.
    ///
    /// - Complexity: O((changes + 1) · log n), plus the elements of sections deleted, inserted or moved
    ///   whole.
    /// - Throws: ``LazyScrollError/inconsistentBatchUpdate(_:)`` for an update that does not add up or
    ///   whose operations conflict; ``LazyScrollError/unsupportedOperation(operation:reason:)`` when the
    ///   size model is not sectioned. Nothing changes when it throws.
    public mutating func performSectionUpdates(_ update: SectionBatchUpdate, reportedItemCounts: [Int]? = nil) throws(LazyScrollError) -> ContentChange {
        try performSectionUpdates(update, reportedItemCounts: reportedItemCounts, following: .pinningTheEnd, keepingOffsetWithinContent: true)
    }

    /// `performSectionUpdates(_:reportedItemCounts:)`, following the end as `following` says.
    mutating func performSectionUpdates(
        _ update: SectionBatchUpdate, reportedItemCounts: [Int]?, following: EndFollowing, keepingOffsetWithinContent: Bool
    ) throws(LazyScrollError) -> ContentChange {
        guard let model = sections else {
            throw .unsupportedOperation(operation: "a section batch update", reason: "the size model has no sections; use a BatchUpdate")
        }
        let plan = try SectionUpdatePlan(update, applyingTo: model, reportedItemCounts: reportedItemCounts)
        return performMappedUpdate(plan.mapping, following: following, keepingOffsetWithinContent: keepingOffsetWithinContent) { virtualizer in
            virtualizer.items.base = .sections(plan.sections)
        }
    }

    /// Keeps a row's inner offset and items in section `section` (whose items scroll across); nothing
    /// when the section is gone or does not scroll across.
    mutating func keepAcrossState(offset: CGFloat, items: ExtentModel, inSection section: Int) {
        guard case var .sections(model) = self.items.base, section < model.sectionCount else { return }
        layoutHints = LeafHints()
        self.items.base = .uniform(.empty)
        try? model.updateSection(section) { (shape) throws(LazyScrollError) in
            guard shape.across != nil, shape.items.count == items.count else { return }
            shape.across!.offset = offset
            shape.items = items
        }
        self.items.base = .sections(model)
    }
}
