import Foundation
@testable import LazyScroll

/// Runs one identity fuzz input (Fuzz/Identity): the bytes are the random choices (`ByteStreamRandom`)
/// of a list of identified items that changes again and again. Each new order is checked against the
/// brute-force model (`IdentityDifferenceModel`) and applied to a virtualizer whose views must follow
/// their items (a retained view keeps its item, a changed item gets a new view); identifiers given
/// twice and reloads of unknown identifiers must be refused without a change. Shared by the fuzz
/// target and the regression test that replays saved inputs.
func runIdentityFuzzInput(_ bytes: [UInt8]) {
    var rng = ByteStreamRandom(bytes)
    let count = Int.random(in: 0...80, using: &rng)
    var items = (0..<count).map { VersionedItem(id: $0 * 3, version: Int.random(in: 0...1, using: &rng)) }
    var sut: Virtualizer
    do {
        sut = try Virtualizer(extents: .measured(MeasuredExtents(count: count, estimatedExtent: CGFloat(Int.random(in: 1...40, using: &rng)))))
        _ = try sut.update(viewport: Viewport(offset: 0, extent: CGFloat(Int.random(in: 0...300, using: &rng)), crossExtent: 100))
    } catch {
        check(false, "setting up: \(error)")
        return
    }
    var views = LoadedViewsModel<VersionedItem>()
    views.apply(RangeChanges(from: .empty, to: sut.windows), context: "start") { items[$0] }
    var steps = 0
    while !rng.isExhausted && steps < 40 {
        steps += 1
        let new = rng.chance(0.1) ? items.shuffled(using: &rng) : VersionedItem.edited(items, using: &rng)
        do {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0 where !new.isEmpty:
                // An identifier given twice is refused, naming it and both positions.
                var twice = new.map(\.id)
                let first = Int.random(in: twice.indices, using: &rng)
                var second = Int.random(in: twice.indices, using: &rng)
                if second == first { second = (first + 1) % twice.count }
                guard first != second else { continue }
                twice[max(first, second)] = twice[min(first, second)]
                checkThrows(LazyScrollError.self, "duplicate \(twice)") { _ = try ItemIdentifiers(twice) }
                continue
            case 1:
                // Reloading an identifier the new items do not hold is refused.
                let unknown = (new.map(\.id).max() ?? 0) + 1
                checkThrows(LazyScrollError.self, "reload of \(unknown)") {
                    _ = try IdentityDifference(from: ItemIdentifiers(items.map(\.id)), to: ItemIdentifiers(new.map(\.id)), reloading: [unknown])
                }
                continue
            case 2:
                // A difference of another list is refused by the virtualizer, which keeps its state.
                let other = try IdentityDifference(from: items + [VersionedItem(id: -1)], to: new)
                var copy = sut
                let before = wholeState(of: copy)
                checkThrows(LazyScrollError.self, "a difference of \(items.count + 1) items on \(items.count)") { _ = try copy.performBatchUpdates(other) }
                check(wholeState(of: copy) == before, "a refused difference changed the virtualizer")
                continue
            default:
                break
            }
            let difference = try IdentityDifferenceModel.verify(items, new).difference
            let change = try sut.performBatchUpdates(difference)
            items = new
            views.apply(change.changes, mapping: change.mapping, context: "difference \(difference.update)") { items[$0] }
            views.verify(display: sut.windows.display, shown: sut.windows.visible, context: "after \(difference.update)") { items[$0] }
            // Move the viewport somewhere, as scrolling would.
            var viewport = sut.viewport
            viewport.offset = CGFloat(rng.quarter(in: -50...Double(max(0, sut.contentExtent))))
            let moved = try sut.update(viewport: viewport)
            views.apply(moved, context: "scrolling to \(viewport.offset)") { items[$0] }
            views.verify(display: sut.windows.display, shown: sut.windows.visible, context: "at \(viewport.offset)") { items[$0] }
        } catch {
            check(false, "\(error) at step \(steps)")
        }
    }
}
