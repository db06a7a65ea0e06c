import Foundation
import LazyScroll
import PropertySeeds
@testable import LazyScrollSwiftUIOnStandIn
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Issue 22 item 7: random drags to reorder in a SwiftUI list of sections (items of random heights in
/// random sections, with or without footers, headers and footers pinned or not, rows 0, 6 or 10 points
/// apart, scrolled anywhere), within a section and across sections, some scrolling the list by themselves
/// at an edge first: once the rows standing aside are in their places, lifting the finger moves nothing on
/// screen but the lifted item, which lands in the gap the drag opened; nor does the app's update with the
/// moved data; and the list then shows the data in order.
@Suite struct SectionedListDropPropertyTests {
    // Off the main actor, so that the property's closure is sendable: each seed runs on the main actor.
    @Test func nothingButTheLiftedItemMovesWhenTheFingerLifts() async {
        await seededPropertyCheck("swiftui-list.section-drop-gap", count: 16) { seed in
            try await MainActor.run { try Self.replay(seed: seed) }
        }
    }

    /// One random list and a few random drags, each checked at its drop.
    @MainActor
    static func replay(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var nextItem = 0
        let groups = (0..<Int.random(in: 1...4, using: &random)).map { section in
            let items = (0..<Int.random(in: 0...5, using: &random)).map { _ in
                defer { nextItem += 1 }
                return TestItem(id: nextItem, height: [30, 44, 60].randomElement(using: &random)!)
            }
            return TestGroup(id: "S\(section)", items: items, headerHeight: [20, 30].randomElement(using: &random)!,
                             footerHeight: [10, 20].randomElement(using: &random)!)
        }
        let harness = SectionedListHarness(groups: groups) {
            $0.moves = []
            $0.showsFooters = Bool.random(using: &random)
            $0.pinning = [SectionPinning.none, .headers, .headersAndFooters].randomElement(using: &random)!
            // Rows apart or not: rows then stand aside by their own spacing, not the sections' (none).
            $0.settings.rowSpacing = [0, 0, 6, 10].randomElement(using: &random)!
        }
        let contentHeight = harness.list.contentSize.height
        harness.scroll(toY: CGFloat(Int.random(in: 0...Int(max(0, contentHeight - 480)), using: &random)))
        for drag in 0..<4 {
            // An item whose middle is on screen and not under a pinned header or footer, so that the long
            // press reaches it.
            let shown = harness.shownFrame
            let candidates = shown.elements.filter { element, frame in
                guard case .item = element, frame.midY > 0, frame.midY < 480 else { return false }
                return !shown.pinned.contains { shown.elements[$0].map { $0.minY <= frame.midY && frame.midY < $0.maxY } ?? false }
            }.keys.sorted { shown.elements[$0]!.minY < shown.elements[$1]!.minY }
            guard let held = candidates.randomElement(using: &random) else { return }
            // Half the drags scroll the list by themselves at an edge first; every drag then holds still
            // away from the edges (60 points) until the rows are in their places.
            var stops: [(screenY: CGFloat, frames: Int)] = []
            if Bool.random(using: &random) {
                let edge = Bool.random(using: &random) ? CGFloat(Int.random(in: 0..<60, using: &random)) : CGFloat(Int.random(in: 421..<480, using: &random))
                stops.append((edge, Int.random(in: 1...20, using: &random)))
            }
            stops.append((CGFloat(Int.random(in: 60...420, using: &random)), Int.random(in: 0...5, using: &random)))
            let moves = harness.moves?.count ?? 0
            guard let recording = try harness.recordDrag(held, through: stops, settling: true) else {
                Issue.record("seed \(seed) drag \(drag): the long press did not lift \(held)")
                return
            }
            let jumps = recording.jumps(held: held, tolerance: 0.001)
            #expect(jumps.isEmpty, "seed \(seed) drag \(drag): \(held) through \(stops.map(\.screenY)): \(jumps)")
            // The drop moved the item at most once, and the list shows the data in order.
            #expect((harness.moves?.count ?? 0) - moves <= 1, "seed \(seed) drag \(drag)")
            let expected = harness.expectedElements
            let loaded = harness.loadedElements
            #expect(loaded.allSatisfy { expected.indices.contains($0.row) && $0.element == expected[$0.row] }, "seed \(seed) drag \(drag)")
        }
    }
}
