import Foundation
import Testing
@testable import LazyScroll
import PropertySeeds

@Suite("Virtualizer")
struct VirtualizerTests {
    @Test("windows, placements, changes and anchoring match the brute-force model under random operations")
    func matchesReference() async {
        await seededPropertyCheck("virtualizer.matches-reference", count: 250) { seed in
            var scenario = VirtualizerScenario(seed: seed)
            for _ in 0..<60 { scenario.step() }
        }
    }

    @Test("regression: a viewport before content whose first items are empty counts buffers from item 0")
    func emptyLeadingItemsBeforeContent() {
        // Found by the property test: the midpoint lies before the content and items 0 and 1 both have
        // extent 0, so "the item at the midpoint" must be item 0, not the last item starting there.
        var scenario = VirtualizerScenario(seed: 12272718805439273360)
        for _ in 0..<60 { scenario.step() }
    }

    @Test("a sweep over 10 million estimated items loads each item exactly once and keeps one tree node")
    func tenMillionSweep() throws {
        let extents = try MeasuredExtents(count: 10_000_000, estimatedExtent: 44)
        var sut = try Virtualizer(extents: .measured(extents), settings: WorkingRangeSettings(
            display: .items(leading: 3, trailing: 3), preload: .items(leading: 3, trailing: 3),
            itemBufferAnchor: .visibleItems, hysteresis: 0))
        var loads = 0
        var unloads = 0
        var lastLoaded = -1
        var offset: CGFloat = 0
        // Jump across the content in large strides and check the window is where the item math says.
        for step in 0..<2_000 {
            offset = CGFloat(step) * 220_000
            let changes = try sut.update(viewport: Viewport(offset: offset, extent: 800, crossExtent: 320))
            loads += changes.load.count
            unloads += changes.unload.count
            let first = Int(offset / 44)
            #expect(sut.windows.visible == first..<min(10_000_000, Int(ceil((offset + 800) / 44))))
            #expect(changes.load.allSatisfy { $0 > lastLoaded })
            lastLoaded = changes.load.last ?? lastLoaded
        }
        #expect(sut.contentExtent == 440_000_000)
        #expect(loads - unloads == sut.windows.display.count)
        if case let .measured(model) = sut.items.base { #expect(model.storageNodeCount == 1) }
        // A full sweep from the top to the bottom, one screen per update: every item loads exactly once,
        // in order, with no gaps (each load range starts where the previous one ended).
        var fresh = try Virtualizer(extents: .measured(extents), settings: WorkingRangeSettings(
            display: .items(leading: 3, trailing: 3), preload: .items(leading: 3, trailing: 3),
            itemBufferAnchor: .visibleItems, hysteresis: 0))
        var nextToLoad = 0
        var outOfOrder = 0
        var sweep: CGFloat = 0
        while true {
            let changes = try fresh.update(viewport: Viewport(offset: sweep, extent: 800))
            for k in 0..<changes.load.rangeCount {
                let range = changes.load.range(at: k)
                if range.lowerBound != nextToLoad { outOfOrder += 1 }
                nextToLoad = range.upperBound
            }
            if sweep >= fresh.maxOffset { break }
            sweep = min(sweep + 800, fresh.maxOffset)
        }
        #expect(outOfOrder == 0)
        #expect(nextToLoad == 10_000_000)
        #expect(fresh.windows.display.upperBound == 10_000_000)
    }

    @Test("invalid viewports are refused with a typed error and change nothing",
          arguments: [Viewport(offset: .nan, extent: 100), Viewport(offset: .infinity, extent: 100),
                      Viewport(offset: 0, extent: -1), Viewport(offset: 0, extent: .infinity),
                      Viewport(offset: 0, extent: 10, crossExtent: -.ulpOfOne)])
    func invalidViewport(_ viewport: Viewport) throws {
        var sut = try Virtualizer(extents: .uniform(UniformExtents(count: 100, itemExtent: 10)))
        _ = try sut.update(viewport: Viewport(offset: 50, extent: 100))
        let before = sut
        #expect(throws: LazyScrollError.self) { try sut.update(viewport: viewport) }
        #expect(sut.windows == before.windows && sut.viewport == before.viewport && sut.direction == before.direction)
    }

    @Test("invalid sizes, indices, insets and settings name the value and the rule")
    func invalidInputs() throws {
        var sut = try Virtualizer(extents: .measured(MeasuredExtents(count: 10, estimatedExtent: 20)))
        _ = try sut.update(viewport: Viewport(offset: 0, extent: 100))
        let before = sut
        do {
            _ = try sut.setExtent(-3, ofItem: 2)
            Issue.record("negative extent accepted")
        } catch {
            #expect(error == .invalidNumber(quantity: "extent of item 2", value: -3, rule: .finiteAndNotNegative))
            #expect(error.description.contains("-3.0"))
        }
        #expect(throws: LazyScrollError.indexOutOfRange(quantity: "item index", index: 10, valid: 0..<10)) {
            _ = try sut.setExtent(5, ofItem: 10)
        }
        #expect(throws: LazyScrollError.self) { _ = try sut.setInsets(ContentInsets(leading: .nan)) }
        #expect(throws: LazyScrollError.self) { _ = try sut.offset(toShow: -1, at: .start) }
        #expect(throws: LazyScrollError.self) {
            _ = try sut.setSettings(WorkingRangeSettings(display: .screens(leading: -1, trailing: 0), preload: .screens(leading: 0, trailing: 0)))
        }
        #expect(sut.windows == before.windows && sut.contentExtent == before.contentExtent && sut.insets == before.insets
                && sut.settings == before.settings)
    }

    @Test("inconsistent batch updates are refused and leave the sizes untouched")
    func inconsistentBatchUpdates() throws {
        var sut = try Virtualizer(extents: .measured(MeasuredExtents(count: 5, estimatedExtent: 20)))
        _ = try sut.setExtent(7, ofItem: 4)
        _ = try sut.update(viewport: Viewport(offset: 0, extent: 100))
        let before = sut
        let bad: [(BatchUpdate, Int)] = [
            (BatchUpdate(deletions: [5]), 4),            // deleting past the end
            (BatchUpdate(deletions: [1, 1]), 3),         // deleting twice
            (BatchUpdate(insertions: [7]), 6),           // inserting past the new end
            (BatchUpdate(insertions: [0]), 5),           // count disagrees
            (BatchUpdate(deletions: [2], moves: [.init(from: 2, to: 0)]), 4), // moving a deleted item
        ]
        for (update, count) in bad {
            #expect(throws: LazyScrollError.self) { _ = try sut.performBatchUpdates(update, reportedCount: count) }
            #expect(sut.contentExtent == before.contentExtent && sut.count == 5 && sut.windows == before.windows)
            #expect(try sut.frame(ofItem: 4) == before.frame(ofItem: 4))
        }
    }
}
