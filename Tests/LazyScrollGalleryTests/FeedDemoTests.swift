import Foundation
import LazyScroll
@testable import LazyScrollGallery
import LazyScrollTerminal
import Testing

/// The Feed demo (issue 22, item 8): carousel rows that scroll across with the wheel's other axis or a
/// sideways drag, and keep their offsets when they scroll away and back.
@MainActor
@Suite struct FeedDemoTests {
    static let size = TerminalSize(columns: 40, rows: 12)
    static let rect = CellRect(size)

    static func screen(_ demo: FeedDemo) -> [String] {
        var canvas = CellBuffer(size: size)
        demo.draw(into: &canvas, in: rect)
        return canvas.textLines
    }

    /// The first row's cards are on lines 1 to 4 (its title on line 0); its second line holds the labels.
    static func labels(ofFirstRow demo: FeedDemo) -> String { screen(demo)[2] }

    static func wheel(_ direction: WheelDirection, modifiers: KeyModifiers = [], row: Int = 2) -> InputEvent {
        .mouse(MouseEvent(.wheel(direction), column: 5, row: row, modifiers: modifiers))
    }

    @Test func theHorizontalWheelAndShiftWheelScrollTheRowUnderThePointer() throws {
        var demo = try FeedDemo(size: Self.size, time: 0)
        #expect(Self.screen(demo)[0] == "Row 1 · Trending")
        #expect(Self.labels(ofFirstRow: demo).hasPrefix("│#1 "))
        // One notch right: a card and its gap (16 columns), gliding; at rest card 2 leads.
        _ = try demo.handle(Self.wheel(.right), in: Self.rect, time: 0)
        try demo.tick(time: 5)
        #expect(demo.offset(ofRowInSection: 0) == 16)
        #expect(Self.labels(ofFirstRow: demo).hasPrefix("│#2 "))
        // Shift with the wheel down scrolls the row too; the plain wheel scrolls the feed, not the row.
        _ = try demo.handle(Self.wheel(.down, modifiers: .shift), in: Self.rect, time: 5)
        try demo.tick(time: 10)
        #expect(demo.offset(ofRowInSection: 0) == 32)
        // The second row (title on line 6, cards on 7–10) did not move.
        #expect(demo.offset(ofRowInSection: 1) == 0)
        #expect(Self.screen(demo)[8].hasPrefix("│#1 "))
    }

    @Test func aSidewaysDragScrollsTheRowAndAnUprightOneTheFeed() throws {
        var demo = try FeedDemo(size: Self.size, time: 0)
        _ = try demo.handle(.mouse(MouseEvent(.press(.left), column: 30, row: 2)), in: Self.rect, time: 0)
        _ = try demo.handle(.mouse(MouseEvent(.drag(.left), column: 20, row: 2)), in: Self.rect, time: 0.1)
        _ = try demo.handle(.mouse(MouseEvent(.drag(.left), column: 10, row: 2)), in: Self.rect, time: 0.2)
        #expect(demo.offset(ofRowInSection: 0) == 20)
        _ = try demo.handle(.mouse(MouseEvent(.release(.left), column: 10, row: 2)), in: Self.rect, time: 5)
        #expect(demo.list.items.controller.offset == 0)
        _ = try demo.handle(.mouse(MouseEvent(.press(.left), column: 30, row: 8)), in: Self.rect, time: 6)
        _ = try demo.handle(.mouse(MouseEvent(.drag(.left), column: 30, row: 5)), in: Self.rect, time: 6.1)
        #expect(demo.list.items.controller.offset == 3)
        #expect(demo.offset(ofRowInSection: 1) == 0)
    }

    @Test func aRowKeepsItsOffsetWhenItScrollsAwayAndBack() throws {
        var demo = try FeedDemo(size: Self.size, time: 0)
        _ = try demo.handle(Self.wheel(.right), in: Self.rect, time: 0)
        _ = try demo.handle(Self.wheel(.right), in: Self.rect, time: 0.01)
        try demo.tick(time: 5)
        let before = Self.labels(ofFirstRow: demo)
        let offset = try #require(demo.offset(ofRowInSection: 0))
        #expect(offset > 0)
        let firstRow = try #require(try demo.list.sections?.index(of: .row(section: 0)))
        // Far down the feed the row's scroller is gone (its offset stays in its section)...
        try demo.list.scroll(toSection: 50_000, animated: false, time: 6)
        try demo.tick(time: 6)
        #expect(demo.rows.scrollers[firstRow] == nil)
        // ...and the rows there start at their own offsets, 0, not the first row's.
        #expect(Self.screen(demo)[2].hasPrefix("│#1 "))
        // Back at the top, the row shows where it was.
        _ = try demo.handle(.key(KeyEvent(.home)), in: Self.rect, time: 7)
        try demo.tick(time: 7)
        #expect(demo.rows.scrollers[firstRow]?.offset == offset)
        #expect(Self.labels(ofFirstRow: demo) == before)
    }
}
