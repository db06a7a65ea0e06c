import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import UIKitStandIn

/// A row cell as a `UICollectionViewCell` subclass is: `isSelected` and `isHighlighted` are plain
/// properties that the list sets and whose `didSet` a cell uses to change its look
/// (https://developer.apple.com/documentation/uikit/uicollectionviewcell/isselected,
/// https://developer.apple.com/documentation/uikit/uicollectionviewcell/ishighlighted: "You typically
/// don't set the value of this property directly"). It counts the changes, so a test sees state written
/// twice.
final class SelectableRowView: SizedRowView, SelectableView, KeyboardFocusIndicatingView, ReusableView {
    var isSelected = false {
        didSet { stateChanges += 1 }
    }
    var isHighlighted = false {
        didSet { stateChanges += 1 }
    }
    var isKeyboardFocused = false {
        didSet { stateChanges += 1 }
    }
    var stateChanges = 0
    func prepareForReuse() {}
}

/// A list's delegate that logs what UIKit would tell a collection view's delegate, and answers the
/// `should` questions as a test says.
final class InteractionLog: NSObject, RecyclingListViewDelegate {
    var events: [String] = []
    var highlights: (Int) -> Bool = { _ in true }
    var selects: (Int) -> Bool = { _ in true }
    var deselects: (Int) -> Bool = { _ in true }

    func listView(_ listView: RecyclingListView, shouldHighlightRowAt index: Int) -> Bool {
        events.append("shouldHighlight \(index)")
        return highlights(index)
    }
    func listView(_ listView: RecyclingListView, didHighlightRowAt index: Int) { events.append("didHighlight \(index)") }
    func listView(_ listView: RecyclingListView, didUnhighlightRowAt index: Int) { events.append("didUnhighlight \(index)") }
    func listView(_ listView: RecyclingListView, shouldSelectRowAt index: Int) -> Bool {
        events.append("shouldSelect \(index)")
        return selects(index)
    }
    func listView(_ listView: RecyclingListView, didSelectRowAt index: Int) { events.append("didSelect \(index)") }
    func listView(_ listView: RecyclingListView, shouldDeselectRowAt index: Int) -> Bool {
        events.append("shouldDeselect \(index)")
        return deselects(index)
    }
    func listView(_ listView: RecyclingListView, didDeselectRowAt index: Int) { events.append("didDeselect \(index)") }
    func listView(_ listView: RecyclingListView, didFocusRowAt index: Int) { events.append("didFocus \(index)") }

    // Items of rows scrolling across, told by path ("didSelect (0, 1)").
    var itemHighlights: (ItemPath) -> Bool = { _ in true }
    var itemSelects: (ItemPath) -> Bool = { _ in true }
    func listView(_ listView: RecyclingListView, shouldHighlightItemAt path: ItemPath) -> Bool {
        events.append("shouldHighlight \(path)")
        return itemHighlights(path)
    }
    func listView(_ listView: RecyclingListView, didHighlightItemAt path: ItemPath) { events.append("didHighlight \(path)") }
    func listView(_ listView: RecyclingListView, didUnhighlightItemAt path: ItemPath) { events.append("didUnhighlight \(path)") }
    func listView(_ listView: RecyclingListView, shouldSelectItemAt path: ItemPath) -> Bool {
        events.append("shouldSelect \(path)")
        return itemSelects(path)
    }
    func listView(_ listView: RecyclingListView, didSelectItemAt path: ItemPath) { events.append("didSelect \(path)") }
    func listView(_ listView: RecyclingListView, shouldDeselectItemAt path: ItemPath) -> Bool {
        events.append("shouldDeselect \(path)")
        return true
    }
    func listView(_ listView: RecyclingListView, didDeselectItemAt path: ItemPath) { events.append("didDeselect \(path)") }
    func listView(_ listView: RecyclingListView, didFocusItemAt path: ItemPath) { events.append("didFocus \(path)") }
}

/// Delegates outlive the tests' locals: lists hold them weakly, as UIKit's views do.
@MainActor
private var keptDelegates: [InteractionLog] = []

/// A list of `count` 44-point rows of `SelectableRowView` (identities 0 ..< count), 320 × 480 in a window,
/// with an `InteractionLog` as its delegate.
@MainActor
func makeSelectableList(count: Int, clock: TestClock, configure: (RecyclingListView) -> Void = { _ in }) -> (RecyclingListView, RowSource, InteractionLog) {
    let source = RowSource(count: count)
    let log = InteractionLog()
    keptDelegates.append(log)
    let list = makeList(showing: source, clock: clock, rowClass: SelectableRowView.self) { list in
        list.delegate = log
        configure(list)
    }
    return (list, source, log)
}

extension RecyclingListView {
    /// The loaded row view for row `index`, as the fixture's cell.
    func cell(_ index: Int) -> SelectableRowView? {
        view(forRow: index) as? SelectableRowView
    }

    /// The rows whose loaded views show selected, ascending.
    var rowsShowingSelected: [Int] {
        loadedRowViews.compactMap { view in (view as? SelectableRowView).flatMap { $0.isSelected ? row(for: $0) : nil } }.sorted()
    }

    /// The point in the window at the middle of row `index` of a list of 44-point rows, as it is on screen.
    func windowPoint(ofRow index: Int, x: CGFloat = 100) -> CGPoint {
        convert(CGPoint(x: x, y: CGFloat(index) * 44 + 22), to: nil)
    }
}

/// A 320 × 480 list on `clock` with `SelectableRowView` registered as "row", not yet in a window and
/// without a data source (a diffable data source is made over the list).
@MainActor
func makeCardList(clock: TestClock) -> RecyclingListView {
    let list = RecyclingListView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    list.clock = { [clock] in clock.now }
    list.armsTimers = false
    list.register(SelectableRowView.self, forReuseIdentifier: "row")
    return list
}
