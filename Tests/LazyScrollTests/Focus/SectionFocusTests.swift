import Foundation
import PropertySeeds
import Testing
@testable import LazyScroll

/// Keyboard focus over sections of grids (the Photos tab's months): it goes from item to item, never
/// to a header or footer, and crosses from one section's last row to the next section's first row in
/// the same column, clamped to a shorter row, as the documentation of
/// `Virtualizer.focusTarget(of:from:)` says. Before sections had their own focus, ↓ went to the next
/// element in index order (a header, or the next cell of the same row).
@Suite("Focus: sections")
struct SectionFocusTests {
    /// Months of photos: 7, 2 and 6 items in grids of 3 columns, rows 10 tall and 1 apart, under headers
    /// 4 tall, sections 2 apart, in a 62 × 60 viewport (columns 20 wide, 1 apart).
    ///
    /// Elements: header 0; items 1-7 (rows of 3, 3, 1); header 8; items 9-10; header 11; items 12-17.
    static func months(pinning: SectionPinning = .headers) throws -> ScrollController {
        let layout = ScrollGridLayout(columns: .fixed(3), columnSpacing: 1, rowSpacing: 1)
        let sections = try [7, 2, 6].map { count in
            ContentSection(header: .measured(4), items: .grid(try GridExtents(count: count, rowExtent: 10, layout: layout)))
        }
        let model = try SectionedExtents(sections: sections, sectionSpacing: 2, pinning: pinning)
        return try ScrollController(content: .items(.sections(model)), viewportSize: CGSize(width: 62, height: 60))
    }

    @Test("↓ and ↑ cross from a section's last row to the next one's first row, in the same column or the nearest")
    func upAndDownCrossSections() throws {
        let focus = try Self.months().virtualizer
        // Down a column: 1 → 4 → 7 (the short last row) → 9 (the next section) → 12 → 15.
        #expect(try focus.focusTarget(of: .down, from: 1) == 4)
        #expect(try focus.focusTarget(of: .down, from: 4) == 7)
        #expect(try focus.focusTarget(of: .down, from: 7) == 9)
        #expect(try focus.focusTarget(of: .down, from: 9) == 12)
        #expect(try focus.focusTarget(of: .down, from: 12) == 15)
        // The third column: 6 → 7 (the last row has one cell), 3 → 6; from 10 (second column of a
        // section of two) → 13; 17 is the last row: it stays.
        #expect(try focus.focusTarget(of: .down, from: 6) == 7)
        #expect(try focus.focusTarget(of: .down, from: 10) == 13)
        #expect(try focus.focusTarget(of: .down, from: 17) == 17)
        // Up from the next section's first row in column 3 goes to the short section's nearest cell (10),
        // and from there to the last row of the first section (7).
        #expect(try focus.focusTarget(of: .up, from: 14) == 10)
        #expect(try focus.focusTarget(of: .up, from: 9) == 7)
        #expect(try focus.focusTarget(of: .up, from: 3) == 3)
    }

    @Test("← and → stay in the row; first, last, next and previous skip headers")
    func sidewaysAndEnds() throws {
        let focus = try Self.months().virtualizer
        #expect(try focus.focusTarget(of: .right, from: 4) == 5)
        #expect(try focus.focusTarget(of: .left, from: 4) == 4)
        #expect(try focus.focusTarget(of: .right, from: 10) == 10)
        #expect(try focus.focusTarget(of: .first, from: 10) == 1)
        #expect(try focus.focusTarget(of: .last, from: 1) == 17)
        #expect(try focus.focusTarget(of: .next, from: 7) == 9)
        #expect(try focus.focusTarget(of: .previous, from: 12) == 10)
        // Without a focused item: the first item in view, never its header.
        #expect(try focus.focusTarget(of: .down, from: nil) == 1)
        #expect(try focus.focusTarget(of: .first, from: nil) == 1)
    }

    @Test("a page is the viewport less the pinned header, stepped row by row across sections in the focused column")
    func pages() throws {
        // Rows start at 4, 15, 26 (first section), 42 (second: header at 38), 58 and 69 (third: header at
        // 54). A page from 1 is 60 − 4 (pinned header) + 1 (row spacing) = 57: the last row of the
        // focused column starting by 4 + 57 = 61 is the third section's first (58).
        var controller = try Self.months()
        #expect(try controller.virtualizer.focusTarget(of: .pageDown, from: 1) == 12)
        // From the third column, the short rows on the way do not pull the focus aside.
        #expect(try controller.virtualizer.focusTarget(of: .pageDown, from: 3) == 14)
        #expect(try controller.virtualizer.focusTarget(of: .pageUp, from: 14) == 3)
        // The scroll that follows brings the row's end (68) to the viewport's end, no further.
        var focus = ItemFocus(index: 1)
        _ = try controller.moveFocus(&focus, .pageDown, animated: false, time: 0)
        #expect(focus.index == 12)
        #expect(controller.offset == CGFloat(68 - 60))
    }

    @Test("random sections of grids and lists: ↓ and ↑ go to the next row's overlapping cell, else the nearest, never a header")
    func againstTheNextRowRule() async {
        await seededPropertyCheck("focus.sections", count: 40) { seed in
            var rng = SplitMix64(seed: seed)
            let sections = try (0..<Int.random(in: 1...6, using: &rng)).map { _ -> ContentSection in
                let count = Int.random(in: 0...9, using: &rng)
                let items: ExtentModel = rng.chance(0.3)
                    ? .uniform(try UniformExtents(count: count, itemExtent: 3))
                    : .grid(try GridExtents(count: count, rowExtent: 5, layout: ScrollGridLayout(
                        columns: .fixed(Int.random(in: 1...4, using: &rng)), columnSpacing: 1, rowSpacing: CGFloat(Int.random(in: 0...2, using: &rng)))))
                return ContentSection(header: rng.chance(0.8) ? .measured(2) : nil, items: items, footer: rng.chance(0.3) ? .measured(1) : nil)
            }
            let model = try SectionedExtents(sections: sections, sectionSpacing: 1, pinning: .headers)
            let controller = try ScrollController(content: .items(.sections(model)), viewportSize: CGSize(width: 49, height: 30))
            let virtualizer = controller.virtualizer
            let itemFrames = try (0..<model.count).compactMap { index -> (Int, CGRect)? in
                guard case .item = try model.element(at: index) else { return nil }
                return (index, try virtualizer.frame(ofItem: index))
            }
            for (index, frame) in itemFrames {
                for forward in [true, false] {
                    let beyond = itemFrames.filter { forward ? $0.1.minY >= frame.maxY : $0.1.maxY <= frame.minY }
                    let rowEdge = forward ? beyond.map(\.1.minY).min() : beyond.map(\.1.maxY).max()
                    let row = beyond.filter { forward ? $0.1.minY == rowEdge : $0.1.maxY == rowEdge }
                    func overlap(_ other: CGRect) -> CGFloat { max(0, min(frame.maxX, other.maxX) - max(frame.minX, other.minX)) }
                    func distance(_ other: CGRect) -> CGFloat { abs(frame.midX - other.midX) }
                    let expected = row.min { a, b in
                        (-overlap(a.1), distance(a.1), forward ? a.0 : -a.0) < (-overlap(b.1), distance(b.1), forward ? b.0 : -b.0)
                    }?.0 ?? index
                    let found = try virtualizer.focusTarget(of: forward ? .down : .up, from: index)
                    #expect(found == expected, "\(forward ? "down" : "up") from \(index) in \(sections.map { $0.items })")
                }
            }
            // The ends and the first move without focus land on items.
            let items = Set(itemFrames.map(\.0))
            for move in [FocusMove.first, .last, .down] {
                if let found = try virtualizer.focusTarget(of: move, from: nil) { #expect(items.contains(found)) } else { #expect(items.isEmpty) }
            }
        }
    }
}
