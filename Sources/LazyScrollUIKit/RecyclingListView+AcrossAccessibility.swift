#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

/// What VoiceOver hears of rows scrolling across. A collection view's orthogonally scrolling section
/// holds cells like any other section, so the list counts each item of such a row where it counts its
/// rows ("Rows 11 to 22 of 100"): the total has every item, and a row at the top or the bottom of the
/// screen starts or ends the range with the items in view along it. The row is a scroll view of its
/// own: VoiceOver's three-finger swipe sideways on it scrolls it by its width and says which of its
/// items are in view ("Items 4 to 6 of 20").
extension RecyclingListView {
    /// The rows `shown` (flat rows) as VoiceOver counts them, and how many there are: the flat rows
    /// themselves, or, with rows scrolling across, the elements with every item of those rows counted.
    func spokenRows(shown: Range<Int>) -> (range: Range<Int>, count: Int) {
        guard let expanded = expandedElements, !shown.isEmpty, let first = spokenElements(ofRow: shown.lowerBound, in: expanded),
              let last = spokenElements(ofRow: shown.upperBound - 1, in: expanded) else { return (shown, numberOfRows) }
        return (first.lowerBound..<max(first.lowerBound, last.upperBound), expanded.count)
    }

    /// The elements flat row `row` counts as on screen: a row scrolling across, its items in view along
    /// it (all of them when it has no scroller).
    private func spokenElements(ofRow row: Int, in expanded: ExpandedListElements) -> Range<Int>? {
        guard let element = element(forRow: row), let elements = expanded.elements(of: element) else { return nil }
        guard case .row = element, let visible = acrossRows.scrollers[row]?.virtualizer.windows.visible, !visible.isEmpty else { return elements }
        return (elements.lowerBound + visible.lowerBound)..<(elements.lowerBound + visible.upperBound)
    }

    /// The items of `row` in view, for VoiceOver ("Items 4 to 6 of 20", localized); nil when it shows
    /// none.
    func acrossScrollStatus(of row: AcrossRowView) -> String? {
        guard let index = flatRow(showing: row), let scroller = acrossRows.scrollers[index] else { return nil }
        let visible = scroller.virtualizer.windows.visible
        return visible.isEmpty ? nil : SpokenText.shown(visible, of: scroller.dataCount, items: true)
    }

    /// VoiceOver's three-finger swipe on `row`: sideways (mirrored right to left) or to the next or
    /// previous part, it scrolls the row by its width, onto a group or a page when the row rests on
    /// those, and says which items are in view; false when the row is at that end already.
    func accessibilityScroll(_ row: AcrossRowView, _ direction: UIAccessibilityScrollDirection) -> Bool {
        guard let index = flatRow(showing: row), case let .row(section)? = element(forRow: index),
              let across = sectionShapes?[section].across, let scroller = acrossRows.scrollers[index] else { return false }
        let forwards: Bool
        switch direction {
        case .next: forwards = true
        case .previous: forwards = false
        // Swiping left moves the content left: towards the row's end in a left-to-right layout.
        case .left: forwards = !row.runsRightToLeft
        case .right: forwards = row.runsRightToLeft
        default: return false
        }
        var target = scroller.offset + (forwards ? 1 : -1) * scroller.virtualizer.viewport.extent
        if case let .groups(count) = across.behavior, let group = Self.nearestGroup(to: target, count: count, of: scroller) {
            target = group.offset
        } else if across.behavior == .paged {
            target = Self.page(releasedAt: target, velocity: 0, of: scroller)
        }
        let before = scroller.offset
        row.settlingItem = nil
        scrollAcrossRow(at: index, view: row) { scroller, time throws(LazyScrollError) in
            try scroller.scroll(toOffset: target, animated: false, time: time)
        }
        guard acrossRows.scrollers[index]?.offset != before else { return false }
        UIAccessibility.post(notification: .pageScrolled, argument: acrossScrollStatus(of: row))
        return true
    }
}
#endif
