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
}
