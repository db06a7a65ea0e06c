import PropertySeeds
import Testing
@testable import LazyScroll

/// `WorkingWindows.held` is kept in a box that is nil while empty (issue 24: windows are copied on every
/// frame); these pin down that the box changes nothing a caller can see.
@Suite("Working windows")
struct WorkingWindowsTests {
    private static let plain = WorkingWindows(visible: 10..<20, display: 7..<23, preload: 4..<26)

    @Test("held items take part in equality and hashing, and emptying them gives plain windows back")
    func heldItemsInEqualityAndHash() {
        var held = Self.plain
        held.held = IndexRanges([2, 30])
        #expect(held != Self.plain)
        #expect(held.holdsItems)
        #expect(held.held == IndexRanges([2, 30]))
        #expect(held.state(of: 30) == .visible)
        #expect(Self.plain.state(of: 30) == .gone)

        let same = WorkingWindows(visible: 10..<20, display: 7..<23, preload: 4..<26, held: IndexRanges([30, 2]))
        #expect(held == same)
        #expect(held.hashValue == same.hashValue)
        #expect(held != WorkingWindows(visible: 10..<20, display: 7..<23, preload: 4..<26, held: IndexRanges([2])))

        held.held = IndexRanges()
        #expect(!held.holdsItems)
        #expect(held == Self.plain)
        #expect(held.hashValue == Self.plain.hashValue)
    }

    @Test("printed windows show their held items, not the box that keeps them")
    func description() {
        var windows = Self.plain
        windows.held = IndexRanges([2, 30])
        #expect(String(describing: windows)
            == "WorkingWindows(visible: Range(10..<20), display: Range(7..<23), preload: Range(4..<26), held: \(IndexRanges([2, 30])))")
    }

    @Test("a copy keeps its held items when the original's change")
    func copiesAreIndependent() {
        var original = Self.plain
        original.held = IndexRanges([1])
        let copy = original
        original.held = IndexRanges([1, 40])
        #expect(copy.held == IndexRanges([1]))
        #expect(original.held == IndexRanges([1, 40]))
    }

    @Test("range changes between windows without held items are the ranges' differences, with them the sets'")
    func rangeChangesWithAndWithoutHeldItems() {
        let later = WorkingWindows(visible: 15..<25, display: 12..<28, preload: 9..<31)
        // Without held items (the path every list frame takes).
        let plain = RangeChanges(from: Self.plain, to: later)
        #expect(plain.show == IndexRanges(20..<25))
        #expect(plain.hide == IndexRanges(10..<15))
        #expect(plain.load == IndexRanges(23..<28))
        #expect(plain.unload == IndexRanges(7..<12))
        #expect(plain.prefetch == IndexRanges(26..<31))
        #expect(plain.cancelPrefetch == IndexRanges(4..<9))
        // The same held item on both sides never changes state; one held only before is hidden, unloaded
        // and no longer prefetched when it leaves every window.
        var before = Self.plain
        before.held = IndexRanges([2, 40])
        var after = later
        after.held = IndexRanges([2])
        let held = RangeChanges(from: before, to: after)
        #expect(held.hide == IndexRanges(10..<15).union(IndexRanges([40])))
        #expect(held.unload == IndexRanges(7..<12).union(IndexRanges([40])))
        #expect(held.cancelPrefetch == IndexRanges(4..<9).union(IndexRanges([40])))
        #expect(!held.show.contains(2) && !held.load.contains(2) && !held.prefetch.contains(2))
    }

    @Test("range changes with held items on either side are the differences of the windows with their held items")
    func rangeChangesAreTheHeldSetsDifferences() {
        // Small windows and held items around and inside them, at random: at most one held item a side
        // (a pinned header, the path a jump under one takes) nine times in ten, else a few (pinned
        // footers too, an animation's items). Each set must be what its definition says.
        var rng = SplitMix64(seed: 22)
        func windows() -> WorkingWindows {
            let start = Int.random(in: 0...12, using: &rng)
            let visible = start..<(start + Int.random(in: 0...4, using: &rng))
            let display = max(0, visible.lowerBound - Int.random(in: 0...2, using: &rng))..<(visible.upperBound + Int.random(in: 0...2, using: &rng))
            let preload = max(0, display.lowerBound - Int.random(in: 0...2, using: &rng))..<(display.upperBound + Int.random(in: 0...2, using: &rng))
            let heldCount = rng.chance(0.9) ? Int.random(in: 0...1, using: &rng) : Int.random(in: 2...3, using: &rng)
            let held = (0..<heldCount).map { _ in Int.random(in: 0...20, using: &rng) }.filter { !visible.contains($0) }
            return WorkingWindows(visible: visible, display: display, preload: preload, held: IndexRanges(held))
        }
        for _ in 0..<5_000 {
            let (old, new) = (windows(), windows())
            var expected = RangeChanges()
            expected.prefetch = new.allPreloaded.subtracting(old.allPreloaded)
            expected.cancelPrefetch = old.allPreloaded.subtracting(new.allPreloaded)
            expected.load = new.allDisplayed.subtracting(old.allDisplayed)
            expected.unload = old.allDisplayed.subtracting(new.allDisplayed)
            expected.show = new.allVisible.subtracting(old.allVisible)
            expected.hide = old.allVisible.subtracting(new.allVisible)
            let changes = RangeChanges(from: old, to: new)
            if changes != expected { Issue.record("from \(old) to \(new): \(changes), expected \(expected)") }
        }
    }
}
