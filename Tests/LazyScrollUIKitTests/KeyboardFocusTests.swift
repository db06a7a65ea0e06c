import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Issue 23, item 5: with `allowsFocus`, a hardware keyboard moves a focus among a `RecyclingListView`'s
/// rows (in two dimensions in a grid), scrolling only as far as needed; Return and Space select as a tap
/// does; the list is one focus item of the focus system, which brings the focus to it, and arrow keys stay
/// inside it; keys it does not use go up the responder chain.
@MainActor
@Suite struct KeyboardFocusTests {
    let clock = TestClock()

    /// A list with the keyboard: focus allowed and first responder.
    func keyboardList(count: Int = 100, configure: (RecyclingListView) -> Void = { _ in }) throws -> (RecyclingListView, UIWindow, InteractionLog) {
        let (list, _, log) = makeSelectableList(count: count, clock: clock) { list in
            list.allowsFocus = true
            configure(list)
        }
        #expect(list.becomeFirstResponder())
        return (list, try #require(list.window), log)
    }

    /// Runs the engine's animations to their end.
    func settle(_ list: RecyclingListView) {
        clock.runFrames(while: { list.driver?.controller.isAnimating ?? false }, tick: list.tick)
    }

    /// The rows whose views show the keyboard focus.
    func rowsShowingFocus(_ list: RecyclingListView) -> [Int] {
        list.loadedRowViews.compactMap { view in (view as? SelectableRowView).flatMap { $0.isKeyboardFocused ? list.row(for: $0) : nil } }
    }

    @Test func arrowKeysMoveTheFocusAndScrollOnlyAsFarAsNeeded() throws {
        let (list, window, log) = try keyboardList()
        // The first key press focuses the first row wholly in view.
        window.standInPressKey(.keyboardDownArrow)
        #expect(list.focusedRow == 0)
        #expect(rowsShowingFocus(list) == [0])
        // Ten rows of 44 points fit in 480: the eleventh (484 ..< 528) scrolls in by 48 points, no more.
        for _ in 0..<11 { window.standInPressKey(.keyboardDownArrow) }
        settle(list)
        #expect(list.focusedRow == 11)
        #expect(list.contentOffset.y == 48)
        #expect(rowsShowingFocus(list) == [11])
        // Up within the screen does not scroll.
        window.standInPressKey(.keyboardUpArrow)
        settle(list)
        #expect(list.focusedRow == 10)
        #expect(list.contentOffset.y == 48)
        // The focus moved from one loaded row to another with no scroll: both views show it at once.
        #expect(rowsShowingFocus(list) == [10])
        #expect(log.events.suffix(2) == ["didFocus 11", "didFocus 10"])
        // Moving the focus selects nothing.
        #expect(list.selectedRows.isEmpty)
    }

    @Test func pageKeysHomeAndEndMoveByScreensAndToTheEnds() throws {
        let (list, window, _) = try keyboardList(count: 1_000)
        window.standInPressKey(.keyboardDownArrow)
        // A page is the rows that start within 480 points of the focused row's start: ten rows on.
        window.standInPressKey(.keyboardPageDown)
        #expect(list.focusedRow == 10)
        window.standInPressKey(.keyboardEnd)
        settle(list)
        #expect(list.focusedRow == 999)
        #expect(abs(list.contentOffset.y - (1_000 * 44 - 480)) < 0.001)
        window.standInPressKey(.keyboardPageUp)
        #expect(list.focusedRow == 989)
        window.standInPressKey(.keyboardHome)
        #expect(list.focusedRow == 0)
        window.standInPressKey(.keyboardDownArrow, modifierFlags: .command)
        #expect(list.focusedRow == 999)
        window.standInPressKey(.keyboardUpArrow, modifierFlags: .command)
        #expect(list.focusedRow == 0)
    }

    @Test func inAGridArrowsMoveInTwoDimensionsAndFollowTheLayoutDirection() throws {
        let (list, window, _) = try keyboardList(count: 30) { list in
            try? list.setLayout(.grid(ScrollGridLayout(columns: .fixed(3))))
        }
        try list.focusRow(at: 4, animated: false)
        window.standInPressKey(.keyboardLeftArrow)
        #expect(list.focusedRow == 3)
        window.standInPressKey(.keyboardRightArrow)
        window.standInPressKey(.keyboardRightArrow)
        #expect(list.focusedRow == 5)
        window.standInPressKey(.keyboardDownArrow)
        #expect(list.focusedRow == 8)
        // Right to left, column 0 is on the right: the left arrow goes to the next column.
        list.semanticContentAttribute = .forceRightToLeft
        list.layoutIfNeeded()
        try list.focusRow(at: 4, animated: false)
        window.standInPressKey(.keyboardLeftArrow)
        #expect(list.focusedRow == 5)
        let five = try #require(list.cell(5))
        let four = try #require(list.cell(4))
        #expect(five.frame.maxX <= four.frame.minX + 0.001)
    }

    @Test func returnAndSpaceSelectTheFocusedRowAsATapDoes() throws {
        let (list, window, log) = try keyboardList()
        try list.focusRow(at: 3, animated: false)
        window.standInPressKey(.keyboardReturnOrEnter)
        #expect(log.events == ["shouldSelect 3", "didSelect 3"])
        #expect(list.rowsShowingSelected == [3])
        window.standInPressKey(.keyboardDownArrow)
        window.standInPressKey(.keyboardSpacebar)
        #expect(log.events.suffix(4) == ["didFocus 4", "shouldSelect 4", "didDeselect 3", "didSelect 4"])
        // With selectionFollowsFocus, the arrow selects.
        list.selectionFollowsFocus = true
        log.events = []
        window.standInPressKey(.keyboardDownArrow)
        #expect(log.events == ["didFocus 5", "shouldSelect 5", "didDeselect 4", "didSelect 5"])
        #expect(list.selectedRows.ranges == [5..<6])
    }

    @Test func keysTheListDoesNotUseGoUpTheResponderChain() throws {
        /// A superview that logs the keys that reach it.
        final class KeyCatcher: UIView {
            var keys: [UIKeyboardHIDUsage] = []
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                keys += presses.compactMap { $0.key?.keyCode }
            }
        }
        let (list, window, _) = try keyboardList()
        let catcher = KeyCatcher(frame: list.frame)
        window.addSubview(catcher)
        catcher.addSubview(list)
        #expect(list.becomeFirstResponder())
        try list.focusRow(at: 0, animated: false)
        // A list has no columns; the first row has no row above it; letters and Tab are not the list's.
        window.standInPressKey(.keyboardLeftArrow)
        window.standInPressKey(.keyboardUpArrow)
        window.standInPressKey(.keyboardA, characters: "a")
        window.standInPressKey(.keyboardTab)
        window.standInPressKey(.keyboardDownArrow)
        #expect(catcher.keys == [.keyboardLeftArrow, .keyboardUpArrow, .keyboardA, .keyboardTab])
        #expect(list.focusedRow == 1)
        // Without allowsFocus the list takes no keys at all.
        list.allowsFocus = false
        #expect(!list.isFirstResponder)
        #expect(!list.becomeFirstResponder())
        #expect(rowsShowingFocus(list).isEmpty)
    }

    @Test func theFocusSystemBringsTheFocusToTheListAndArrowsStayInIt() throws {
        /// A focusable button below the list, as the focus system would find it.
        final class Button: UIView {
            override var canBecomeFocused: Bool { true }
        }
        let (list, _, _) = makeSelectableList(count: 100, clock: clock) { $0.allowsFocus = true }
        let window = try #require(list.window)
        let button = Button(frame: CGRect(x: 0, y: 480, width: 320, height: 44))
        window.frame.size.height = 524
        window.addSubview(button)
        // Tab brings the focus to the list: it takes the keyboard and its first row in view shows focus.
        #expect(window.standInFocus(list, heading: .next))
        #expect(list.isFirstResponder)
        #expect(list.focusedRow == 0)
        #expect(rowsShowingFocus(list) == [0])
        // The down arrow would take the focus system to the button below; the list keeps it and moves its row.
        #expect(!window.standInPressKey(.keyboardDownArrow))
        #expect(list.isFocused)
        #expect(list.focusedRow == 1)
        // Tab (or the app) moves the focus away: the ring goes.
        #expect(window.standInFocus(button, heading: .next))
        #expect(rowsShowingFocus(list).isEmpty)
        #expect(list.focusedRow == 1)
    }

    @Test func theFocusStaysOnItsRowThroughUpdatesAndATouchMovesIt() throws {
        let (list, window, _) = try keyboardList()
        let source = try #require(list.dataSource as? RowSource)
        try list.focusRow(at: 5, animated: false)
        source.identities.insert(contentsOf: [100, 101], at: 0)
        try list.performBatchUpdates(BatchUpdate(insertions: [0, 1]))
        #expect(list.focusedRow == 7)
        #expect(list.rowView(showing: 5).map { list.row(for: $0) } == 7)
        #expect(rowsShowingFocus(list) == [7])
        // Its row deleted, the focus goes to the row after it.
        source.identities.remove(at: 7)
        try list.performBatchUpdates(BatchUpdate(deletions: [7]))
        #expect(list.focusedRow == 7)
        #expect(list.rowView(showing: 6).map { list.row(for: $0) } == 7)
        // A touch moves the focus to its row and hides it until the keyboard is used again.
        window.standInTap(at: list.windowPoint(ofRow: 2))
        #expect(list.focusedRow == 2)
        #expect(rowsShowingFocus(list).isEmpty)
        window.standInPressKey(.keyboardDownArrow)
        #expect(rowsShowingFocus(list) == [3])
        #expect(throws: LazyScrollError.self) { try list.focusRow(at: 500, animated: false) }
        #expect(list.focusedRow == 3)
    }
}
