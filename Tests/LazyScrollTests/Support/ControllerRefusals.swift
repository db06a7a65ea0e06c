import Foundation
@testable import LazyScroll

/// Calls to every throwing entry point of `ScrollController` that any controller must refuse (NaN,
/// infinite or negative values, indices out of range, changes of another list, positions of another
/// list), each with a name. RefusedCallTests makes each one from many states, and the controller fuzz
/// scenario from whatever state it reaches, and both check that a refused call changes nothing.
enum ControllerRefusals {
    /// Every throwing entry point of `ScrollController`, with arguments that `controller` refuses
    /// whatever it is doing.
    static func calls(refusedBy controller: ScrollController) throws -> [(String, (inout ScrollController) throws -> Void)] {
        let n = controller.dataCount
        let identifiers = try ItemIdentifiers(Array(0..<n))
        let otherList = try ScrollController(content: .items(.uniform(UniformExtents(count: n, itemExtent: 10))), viewportSize: CGSize(width: 10, height: 10))
        let otherPosition = try otherList.scrollPosition(identifiers: identifiers, listIdentifier: "other")
        let otherDifference = try IdentityDifference(from: ItemIdentifiers(Array(0..<(n + 2))), to: ItemIdentifiers(Array(0..<(n + 1))), reloading: [Int]())
        let later = controller.now + 1
        // Sections: the current sections' identifiers, so that a difference from them is accepted up to
        // the point where its inserted section is refused; and a difference of other sections.
        let sectionCount = controller.sections?.sectionCount ?? 0
        var current: [(section: Int, items: [Int])] = []
        var nextItem = 0
        for index in 0..<sectionCount {
            let count = try controller.sections!.section(index).items.count
            current.append((section: index, items: Array(nextItem..<(nextItem + count))))
            nextItem += count
        }
        let currentSections = try SectionedIdentifiers<Int, Int>(current)
        let growing = SectionedIdentityDifference(
            from: currentSections, to: try SectionedIdentifiers(current + [(section: -1, items: [-1])]), itemChanged: { _, _ in false })
        let otherSections = SectionedIdentityDifference(
            from: try SectionedIdentifiers(current + [(section: -1, items: [])]), to: currentSections, itemChanged: { _, _ in false })
        let refusedSection: (Int) throws(LazyScrollError) -> ContentSection = { index throws(LazyScrollError) in
            throw .unsupportedOperation(operation: "making section \(index)", reason: "the test refuses it")
        }
        return [
            ("resize to a NaN width", { _ = try $0.resize(to: CGSize(width: CGFloat.nan, height: 300), time: later) }),
            ("resize to a negative height", { _ = try $0.resize(to: CGSize(width: 300, height: -1), time: later) }),
            ("resize at a NaN time", { _ = try $0.resize(to: CGSize(width: 200, height: 300), time: Double.nan) }),
            ("reload with a negative page count", { _ = try $0.reloadData(.pages(count: -1), time: later) }),
            ("reload with a stack", { _ = try $0.reloadData(.stack(ScrollStack()), time: later) }),
            ("reload at an infinite time", { _ = try $0.reloadData(.pages(count: 3), time: Double.infinity) }),
            ("a batch update deleting past the end", { _ = try $0.performBatchUpdates(BatchUpdate(deletions: [n + 3]), time: later) }),
            ("a batch update with a wrong reported count", {
                _ = try $0.performBatchUpdates(BatchUpdate(insertions: [0]), reportedCount: n + 5, time: later)
            }),
            ("a batch update at a NaN time", { _ = try $0.performBatchUpdates(BatchUpdate(), time: Double.nan) }),
            ("an identity difference of another list", { _ = try $0.performBatchUpdates(otherDifference, time: later) }),
            ("measuring a NaN extent", { _ = try $0.setExtent(.nan, ofItem: 0, time: later) }),
            ("measuring an item past the end", { _ = try $0.setExtent(10, ofItem: n, time: later) }),
            ("a negative end tolerance", { _ = try $0.setAnchoring(.end(tolerance: -1), time: later) }),
            ("anchoring at a NaN time", { _ = try $0.setAnchoring(.keepVisibleItems, time: Double.nan) }),
            ("scrolling to the end at a NaN time", { _ = try $0.scrollToEnd(animated: true, time: Double.nan) }),
            ("a drag beginning at a NaN position", { _ = try $0.dragBegan(at: CGPoint(x: CGFloat.nan, y: 0), time: later) }),
            ("a drag beginning at a NaN time", { _ = try $0.dragBegan(at: CGPoint(x: 1, y: 1), time: Double.nan) }),
            ("a drag moving to an infinite position", { _ = try $0.dragMoved(to: CGPoint(x: 0, y: CGFloat.infinity), time: later) }),
            ("a drag ending at a NaN velocity", { _ = try $0.dragEnded(velocity: .nan, time: later) }),
            ("a NaN wheel delta", { _ = try $0.wheel(delta: .nan, time: later) }),
            ("a wheel event at an infinite time", { _ = try $0.wheel(delta: 10, time: -Double.infinity) }),
            ("a negative content inset", { _ = try $0.setContentInsets(ContentInsets(leading: -1, trailing: 0), time: later) }),
            ("content insets at a NaN time", { _ = try $0.setContentInsets(ContentInsets(leading: 5, trailing: 5), time: Double.nan) }),
            ("a NaN obscured inset", { _ = try $0.setObscuredInsets(ObscuredInsets(leading: .nan), time: later) }),
            ("obscured insets at a NaN time", { _ = try $0.setObscuredInsets(ObscuredInsets(leading: 20), time: Double.nan) }),
            ("a negative load-more threshold", { _ = try $0.setLoadMoreThresholds(LoadMoreThresholds(end: .screens(-1)), time: later) }),
            ("load-more thresholds at a NaN time", { _ = try $0.setLoadMoreThresholds(LoadMoreThresholds(end: .items(3)), time: Double.nan) }),
            ("scrolling to a NaN offset", { _ = try $0.scroll(toOffset: .nan, animated: true, time: later) }),
            ("scrolling by an infinite distance", { _ = try $0.scroll(by: .infinity, animated: false, time: later) }),
            ("scrolling at a NaN time", { _ = try $0.scroll(toOffset: 0, animated: true, time: Double.nan) }),
            ("scrolling to an item past the end", { _ = try $0.scroll(toItem: n, at: .start, animated: true, time: later) }),
            ("scrolling to page -1", { _ = try $0.scroll(toPage: -1, animated: true, time: later) }),
            ("turning a page at a NaN time", { _ = try $0.turnPage(by: 1, animated: true, time: Double.nan) }),
            ("scrolling to stack child 99", { _ = try $0.scroll(to: .child(99), at: .start, animated: true, time: later) }),
            ("a stack change that throws after changing the stack", {
                _ = try $0.updateStack(time: later) { (stack) throws(LazyScrollError) in
                    _ = try stack.setSpacing(3)
                    _ = try stack.setHidden(true, ofChild: 0)
                    throw .unsupportedOperation(operation: "finishing the change", reason: "the test refuses it")
                }
            }),
            ("suspending at a NaN time", { _ = try $0.suspend(time: Double.nan) }),
            ("resuming at a NaN time", { _ = try $0.resume(time: Double.nan) }),
            ("a section update deleting a section past the end", {
                _ = try $0.performSectionUpdates(SectionBatchUpdate(sectionDeletions: [sectionCount + 2]), time: later)
            }),
            ("a section update with wrong reported counts", {
                _ = try $0.performSectionUpdates(SectionBatchUpdate(), reportedItemCounts: Array(repeating: -1, count: sectionCount), time: later)
            }),
            ("a section update at a NaN time", { _ = try $0.performSectionUpdates(SectionBatchUpdate(), time: Double.nan) }),
            ("a sectioned difference of other sections", {
                _ = try $0.performSectionUpdates(otherSections, insertedSection: refusedSection, time: later)
            }),
            ("a sectioned difference whose inserted section is refused", {
                _ = try $0.performSectionUpdates(growing, insertedSection: refusedSection, time: later)
            }),
            ("scrolling to a section past the end", { _ = try $0.scroll(toSection: sectionCount, animated: true, time: later) }),
            ("scrolling to a section at a NaN time", { _ = try $0.scroll(toSection: 0, animated: false, time: Double.nan) }),
            ("scrolling to an item past its section's end", {
                _ = try $0.scroll(toItemAt: ItemPath(section: 0, item: n + 1), at: .start, animated: true, time: later)
            }),
            ("an animated batch update of a NaN duration", {
                _ = try $0.performBatchUpdates(BatchUpdate(), animation: .duration(seconds: .nan), time: later)
            }),
            ("an animated batch update deleting past the end", {
                _ = try $0.performBatchUpdates(BatchUpdate(deletions: [n + 3]), animation: .default, time: later)
            }),
            ("an animated identity difference of another list", {
                _ = try $0.performBatchUpdates(otherDifference, animation: .spring(response: 0.3), time: later)
            }),
            ("an animated section update of a negative spring response", {
                _ = try $0.performSectionUpdates(SectionBatchUpdate(), animation: .spring(response: -1), time: later)
            }),
            ("an animated section update deleting a section past the end", {
                _ = try $0.performSectionUpdates(SectionBatchUpdate(sectionDeletions: [sectionCount]), animation: .default, time: later)
            }),
            ("an animated sectioned difference whose inserted section is refused", {
                _ = try $0.performSectionUpdates(growing, insertedSection: refusedSection, animation: .default, time: later)
            }),
            ("a negative minimum flick velocity", { try $0.setMinimumFlickVelocity(-1) }),
            ("restoring a position saved for another list", {
                _ = try $0.restoreScrollPosition(otherPosition, identifiers: identifiers, listIdentifier: "this", time: later)
            }),
            ("restoring with too few identifiers", {
                _ = try $0.restoreScrollPosition(otherPosition, identifiers: ItemIdentifiers(Array(0..<(n + 1))), listIdentifier: "other", time: later)
            }),
        ]
    }
}
