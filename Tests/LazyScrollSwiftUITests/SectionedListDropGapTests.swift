import Foundation
import LazyScroll
@testable import LazyScrollSwiftUIOnStandIn
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Issue 22 item 7: during a drag to reorder in a list of sections, the gap the list opens is where the
/// drop puts the item, so nothing but the lifted item moves when the finger lifts: below a footer the
/// item goes first in the next section (the gap opens below that section's header), at the very top
/// first in the first section (below its header), below the last footer last in the last section (above
/// that footer); below a header, after an item and above a footer the gap was already where the item
/// lands. Checked frame by frame on the test clock, with pinned headers and footers too.
@MainActor
@Suite struct SectionedListDropGapTests {
    /// Sections of `items` 44-point items each, 30-point headers and 20-point footers: with four items,
    /// S0's header is at 0, its items at 30, 74, 118 and 162, its footer at 206; S1's header at 226, its
    /// items at 256, 300, 344 and 388, its footer at 432; S2's header at 452.
    func harness(sections: Int = 3, items: Int = 4, pinning: SectionPinning = .headers) -> SectionedListHarness {
        SectionedListHarness(sections: sections, items: items) {
            $0.moves = []
            $0.showsFooters = true
            $0.pinning = pinning
        }
    }

    func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

    /// How far a row standing aside has moved `frame` frames (of 1/60 s) after the drop index changed:
    /// the list's ease-out over `ReorderSettings().gapDuration`.
    func eased(_ distance: CGFloat, frame: Int) -> CGFloat {
        let progress = min(1, Double(frame) / 60 / ReorderSettings().gapDuration)
        let remaining = 1 - progress
        return distance * CGFloat(1 - remaining * remaining * remaining)
    }

    /// Checks that between the last frame of the drag and the frames after the drop (before and after
    /// the app's update) no element moved but `held`, and that `held` landed where the drag left a gap.
    func expectNothingJumps(_ recording: DragRecording, held: TestElement, sourceLocation: SourceLocation = #_sourceLocation) {
        let jumps = recording.jumps(held: held)
        #expect(jumps.isEmpty, "\(jumps)", sourceLocation: sourceLocation)
    }

    /// The bug this suite was written for: S0's footer moved up out of the way, the gap opened between it
    /// and S1's header, and the drop put the item below that header, which jumped up.
    @Test func belowAFooterTheGapOpensBelowTheNextHeaderWhichMovesWithTheFooter() throws {
        let harness = harness()
        // Item 0 is taken 22 points below its top and dropped with the finger on S0's footer.
        let recording = try harness.recordDrag(.item(0), toScreenY: 216)
        #expect(harness.moves == [SectionBatchUpdate.ItemMove(from: path(0, 0), to: path(1, 0))])
        for (frame, shown) in recording.during.enumerated() {
            let footer = try #require(shown.elements[.footer("S0")])
            let header = try #require(shown.elements[.header("S1")])
            #expect(abs(footer.minY - (206 - eased(44, frame: frame))) < 0.001, "frame \(frame)")
            // The header stays right below the footer: the gap opens below it.
            #expect(header.minY == footer.maxY, "frame \(frame)")
            #expect(shown.elements[.item(4)]?.minY == 256, "frame \(frame)")
            // The lifted item's snapshot stays under the finger, taken 22 points below its top.
            #expect(shown.lifted?.minY == CGFloat(216 - 22), "frame \(frame)")
            #expect(shown.elements[.item(0)] == nil, "frame \(frame): the lifted item's own view is hidden")
        }
        #expect(recording.lastDuringDrag.elements[.header("S1")]?.minY == 182)
        #expect(recording.dropped.lifted == nil)
        #expect(recording.dropped.elements[.footer("S0")]?.minY == 162)
        #expect(recording.dropped.elements[.header("S1")]?.minY == 182)
        #expect(recording.dropped.elements[.item(0)]?.minY == 212)
        #expect(recording.dropped.elements[.item(4)]?.minY == 256)
        expectNothingJumps(recording, held: .item(0))
    }

    /// Dragged up onto S1's header, the item goes first in S1: the header stays, the gap opens below it.
    @Test func draggedUpOntoAHeaderBelowAFooterTheGapOpensBelowTheHeader() throws {
        let harness = harness()
        let recording = try harness.recordDrag(.item(5), toScreenY: 241)
        #expect(harness.moves == [SectionBatchUpdate.ItemMove(from: path(1, 1), to: path(1, 0))])
        for (frame, shown) in recording.during.enumerated() {
            // The engine's shift of the header and the list's correction of it cancel (to rounding).
            let header = try #require(shown.elements[.header("S1")])
            #expect(abs(header.minY - 226) < 1e-9, "frame \(frame)")
            #expect(shown.elements[.footer("S0")]?.minY == 206, "frame \(frame)")
            let item = try #require(shown.elements[.item(4)])
            #expect(abs(item.minY - (256 + eased(44, frame: frame))) < 0.001, "frame \(frame)")
        }
        #expect(recording.dropped.elements[.item(5)]?.minY == 256)
        #expect(recording.dropped.elements[.item(4)]?.minY == 300)
        expectNothingJumps(recording, held: .item(5))
    }

    /// Below a header (first in its section), after an item, and above a footer (last in its section):
    /// the gap is where the item lands, dragged down or up.
    @Test func belowAHeaderAfterAnItemAndAboveAFooterTheGapIsWhereTheItemLands() throws {
        let cases: [(item: Int, y: CGFloat, to: ItemPath)] = [
            (0, 241, path(1, 0)),  // down onto S1's header: first in S1
            (6, 278, path(1, 0)),  // up onto item 4: first in S1, below its header
            (0, 184, path(0, 3)),  // down onto item 3: last in S0, above its footer
            (4, 216, path(0, 4)),  // up onto S0's footer: last in S0
            (1, 140, path(0, 2)),  // down onto item 2, within S0
        ]
        for (item, y, destination) in cases {
            let harness = harness()
            let recording = try harness.recordDrag(.item(item), toScreenY: y)
            #expect(harness.moves?.map(\.to) == [destination], "item \(item) to \(y)")
            expectNothingJumps(recording, held: .item(item))
        }
    }

    /// At the very top the item goes first in the first section: the gap opens below S0's header, which
    /// stays where it is.
    @Test func atTheVeryTopTheGapOpensBelowTheFirstHeader() throws {
        let harness = harness()
        let recording = try harness.recordDrag(.item(2), toScreenY: 10)
        #expect(harness.moves == [SectionBatchUpdate.ItemMove(from: path(0, 2), to: path(0, 0))])
        for (frame, shown) in recording.during.enumerated() {
            let header = try #require(shown.elements[.header("S0")])
            #expect(abs(header.minY) < 1e-9, "frame \(frame)")
        }
        #expect(recording.dropped.elements[.item(2)]?.minY == 30)
        expectNothingJumps(recording, held: .item(2))
    }

    /// Below the last footer the item goes last in the last section: the gap opens above that footer,
    /// which stays where it is (the content, 3 × 138 points, is shorter than the list).
    @Test func belowTheLastFooterTheGapOpensAboveIt() throws {
        let harness = harness(items: 2)
        // S2's footer is at 394 (0 + 2 × 138 + 30 + 88).
        let recording = try harness.recordDrag(.item(0), toScreenY: 470)
        #expect(harness.moves == [SectionBatchUpdate.ItemMove(from: path(0, 0), to: path(2, 2))])
        for (frame, shown) in recording.during.enumerated() {
            let footer = try #require(shown.elements[.footer("S2")])
            #expect(abs(footer.minY - 394) < 1e-9, "frame \(frame)")
        }
        #expect(recording.dropped.elements[.item(0)]?.minY == 350)
        expectNothingJumps(recording, held: .item(0))

        // The last item of the last section dropped there stays where it is: nothing stands aside.
        let last = harness.groups[2].items.last!.id
        let again = try harness.recordDrag(.item(last), toScreenY: 470)
        #expect(harness.moves?.count == 1)
        #expect(again.lastDuringDrag.elements.filter { $0.key != .item(last) }.mapValues(\.minY)
            == again.during[0].elements.filter { $0.key != .item(last) }.mapValues(\.minY))
        expectNothingJumps(again, held: .item(last))
    }

    /// With S1's header pinned at the top (scrolled 300 points into eight-item sections) and with footers
    /// pinned to the bottom too, a drop below S1's footer opens the gap below S2's header.
    @Test func withPinnedHeadersAndFootersTheGapIsWhereTheItemLands() throws {
        for pinning in [SectionPinning.headers, .headersAndFooters] {
            let harness = harness(items: 8, pinning: pinning)
            // S0: header 0, items 30–382, footer 382; S1: header 402 (pinned at 450), items 432–784, footer
            // 784 (on screen at 334), S2's header 804 (354).
            harness.scroll(toY: 450)
            #expect(harness.screenY(of: .header("S1")) == 0)
            let recording = try harness.recordDrag(.item(10), toScreenY: 344)
            #expect(harness.moves == [SectionBatchUpdate.ItemMove(from: path(1, 2), to: path(2, 0))], "\(pinning)")
            let shown = recording.lastDuringDrag.elements
            #expect(shown[.header("S1")]?.minY == 0, "\(pinning)")
            #expect(shown[.header("S2")]?.minY == shown[.footer("S1")]?.maxY, "\(pinning)")
            // S2's footer, pinned to the bottom while S2 passes under it, stays there through the drag.
            if pinning.footers {
                #expect(recording.during.allSatisfy { $0.pinned.contains(.footer("S2")) && $0.elements[.footer("S2")]?.minY == 460 })
            }
            expectNothingJumps(recording, held: .item(10))
        }
    }

    /// An item of S0 dragged to the bottom edge scrolls the list until S1's header pins at the top; the
    /// engine moves that header, which stands between the lifted item and the drop (in S2), one place up
    /// off its pin line, but the drop pins it at the top: it stays there through the drag.
    @Test func aPinnedHeaderStandingAsideStaysOnItsPinLine() throws {
        let harness = harness(items: 8)
        harness.scroll(toY: 200)
        // Item 6 is at 294 (94 on screen); 20 frames at the bottom edge scroll the list past S0.
        let recording = try #require(try harness.recordDrag(.item(6), through: [(470, 20), (300, 0)], settling: true))
        let last = recording.lastDuringDrag
        #expect(last.pinned.contains(.header("S1")))
        #expect(last.elements[.header("S1")]?.minY == 0)
        #expect(recording.during.allSatisfy { !$0.pinned.contains(.header("S1")) || $0.elements[.header("S1")]?.minY == 0 })
        // The finger ends over S2, with S1 still under the top.
        #expect(harness.moves?.first?.from == path(0, 6))
        #expect(harness.moves?.first?.to.section == 2)
        expectNothingJumps(recording, held: .item(6))
    }

    /// With 10 points between rows (the list's `rowSpacing`; sections follow each other with none), rows
    /// standing aside move by the lifted item's height and the spacing between *rows*, and where an item
    /// leaves a section for another, empties its section or fills an empty one, the rows past the drop
    /// move by the difference: the rows rest where the drop puts them. S0's items are at 30, 84, 138 and
    /// 192, its footer at 236; S1's header at 256, its items at 286, 340, 394 and 448.
    @Test func withRowSpacingTheRowsRestWhereTheDropPutsThem() throws {
        func spaced(_ groups: [TestGroup]) -> SectionedListHarness {
            SectionedListHarness(groups: groups) {
                $0.moves = []
                $0.showsFooters = true
                $0.settings.rowSpacing = 10
            }
        }
        func groups(_ counts: [Int]) -> [TestGroup] {
            var next = 0
            return counts.enumerated().map { section, count in
                defer { next += count }
                return TestGroup(id: "S\(section)", items: (next..<next + count).map { TestItem(id: $0) })
            }
        }
        // Down onto item 2 within S0: items 1 and 2 move up 54 points.
        var harness = spaced(groups([4, 4, 4]))
        var recording = try harness.recordDrag(.item(0), toScreenY: 160)
        #expect(harness.moves == [SectionBatchUpdate.ItemMove(from: path(0, 0), to: path(0, 2))])
        #expect(recording.lastDuringDrag.elements[.item(1)]?.minY == 30)
        #expect(recording.lastDuringDrag.elements[.item(2)]?.minY == 84)
        #expect(recording.dropped.elements[.item(0)]?.minY == 138)
        expectNothingJumps(recording, held: .item(0))

        // Down onto S0's footer: first in S1. S0's footer and S1's header move up 54 points.
        harness = spaced(groups([4, 4, 4]))
        recording = try harness.recordDrag(.item(0), toScreenY: 246)
        #expect(harness.moves == [SectionBatchUpdate.ItemMove(from: path(0, 0), to: path(1, 0))])
        #expect(recording.lastDuringDrag.elements[.footer("S0")]?.minY == 182)
        #expect(recording.lastDuringDrag.elements[.header("S1")]?.minY == 202)
        #expect(recording.lastDuringDrag.elements[.item(4)]?.minY == 286)
        #expect(recording.dropped.elements[.item(0)]?.minY == 232)
        expectNothingJumps(recording, held: .item(0))

        // S0's only item, dropped on S1's second (item 2, at 178): S0 shrinks by 44 points, S1 grows by
        // 54, so the rows past the drop (S1's last item and footer, S2 from its header at 296) move 10
        // points down.
        harness = spaced(groups([1, 3, 2]))
        recording = try harness.recordDrag(.item(0), toScreenY: 210)
        #expect(harness.moves == [SectionBatchUpdate.ItemMove(from: path(0, 0), to: path(1, 2))])
        #expect(recording.lastDuringDrag.elements[.header("S2")]?.minY == 306)
        expectNothingJumps(recording, held: .item(0))

        // Up the other way: S1's item 1 into the empty S0 (onto its footer), which grows by 44, while S1
        // shrinks by 54.
        harness = spaced(groups([0, 3, 2]))
        // S0: header 0, footer 30; S1: header 50, items 80, 134 and 188, footer 232; S2: header 252.
        recording = try harness.recordDrag(.item(1), toScreenY: 40)
        #expect(harness.moves == [SectionBatchUpdate.ItemMove(from: path(1, 1), to: path(0, 0))])
        #expect(recording.lastDuringDrag.elements[.header("S2")]?.minY == 242)
        expectNothingJumps(recording, held: .item(1))
    }

    /// S1's header pushed 10 points off the top by its section's end (scrolled 784 points into eight-item
    /// sections, S1's footer ends where S2's header starts, 20 points down): dragging S2's first item up
    /// onto S1's footer makes it S1's last, S1 is 44 points longer, and its header comes down onto its pin
    /// line riding on its section's end, which eases down with the rows standing aside, frame by frame,
    /// instead of stepping there when the drop index changes.
    @Test func aPinnedHeaderPushedOffEasesWithTheRowsStandingAside() throws {
        let harness = harness(sections: 4, items: 8)
        // No auto-scroll: the finger stays in the top edge's zone.
        harness.list.reorderSettings = ReorderSettings(edgeZone: 0)
        harness.scroll(toY: 784)
        #expect(harness.screenY(of: .header("S1")) == -10)
        #expect(harness.screenY(of: .header("S2")) == 20)
        let recording = try harness.recordDrag(.item(16), toScreenY: 15)
        #expect(harness.moves == [SectionBatchUpdate.ItemMove(from: path(2, 0), to: path(1, 8))])
        #expect(recording.during.count > 13)
        for (frame, shown) in recording.during.enumerated() {
            let header = try #require(shown.elements[.header("S1")])
            #expect(abs(header.minY - min(0, -10 + eased(44, frame: frame))) < 0.001, "frame \(frame)")
            let next = try #require(shown.elements[.header("S2")])
            #expect(abs(next.minY - (20 + eased(44, frame: frame))) < 0.001, "frame \(frame)")
            #expect(header.maxY <= next.minY + 0.001, "frame \(frame)")
        }
        #expect(recording.lastDuringDrag.elements[.header("S1")]?.minY == 0)
        expectNothingJumps(recording, held: .item(16))
    }

    /// Scrolled 32 points, item 1 is the first row starting on screen. The drop's batch update anchors on
    /// the first such row that does not move, item 2, which the drag had already moved up into item 1's
    /// place: without keeping the offset, every row would jump down by 32 (the offset back at 0).
    @Test func liftingTheFirstRowStartingOnScreenKeepsTheOffset() throws {
        let harness = harness(pinning: .none)
        harness.scroll(toY: 32)
        let recording = try harness.recordDrag(.item(1), toScreenY: 290)
        #expect(harness.moves == [SectionBatchUpdate.ItemMove(from: path(0, 1), to: path(1, 2))])
        #expect(harness.list.contentOffset.y == 32)
        #expect(recording.dropped.elements[.item(0)]?.minY == -2)
        #expect(recording.dropped.elements[.item(2)]?.minY == 42)
        expectNothingJumps(recording, held: .item(1))
    }
}
