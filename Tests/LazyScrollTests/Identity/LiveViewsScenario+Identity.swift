import Foundation
import Testing
@testable import LazyScroll

extension LiveViewsScenario.Item: Identifiable {
    var id: Int { identity }
}

extension LiveViewsScenario {
    /// Replaces the items with a random edit of them (deletions, insertions, moves, content changes, or
    /// a shuffle), applied as the identity difference from the old items to the new; then checks, on
    /// top of the scenario's own checks (every view shows its item's identity and version), that every
    /// item loaded before and after that kept its identity and contents kept its very view.
    /// False, and nothing done, when a looping list would become too short to loop.
    mutating func performRandomIdentityUpdate() throws -> Bool {
        let old = items
        var new = VersionedItem.edited(old.map { VersionedItem(id: $0.identity, version: $0.version) }, using: &rng)
            .map { Item(identity: $0.id, version: $0.version) }
        // Identities `edited` invents start after the old ones; keep them clear of the scenario's own.
        let invented = Set(new.map(\.identity)).subtracting(old.map(\.identity))
        for k in new.indices where invented.contains(new[k].identity) {
            new[k].identity = nextIdentity
            nextIdentity += 1
        }
        if controller.looping != nil, controller.configuration.looping?.loops(count: new.count) == false { return false }
        let difference = try IdentityDifference(from: old, to: new)
        let before = views.views.mapValues { (identity: $0.identity, version: $0.version, view: ObjectIdentifier($0)) }
        let update = try controller.performBatchUpdates(difference, time: time)
        items = new
        lastOperation = "identity update \(difference.update) of \(old.count)"
        try apply(update, sourceLocation: #_sourceLocation)

        let newIndex = Dictionary(uniqueKeysWithValues: new.enumerated().map { ($1.identity, $0) })
        let oldCycle = max(old.count, 1)
        for (virtual, shown) in before {
            guard let index = newIndex[shown.identity], new[index].version == shown.version else { continue }
            let moved = (virtual / oldCycle) * new.count + index + update.indexShift
            guard let view = views.views[moved] else { continue }
            #expect(ObjectIdentifier(view) == shown.view,
                    "item \(shown.identity), loaded at \(virtual) and \(moved), lost its view after \(lastOperation)")
        }
        return true
    }
}

extension LiveViewsScenario {
    /// Saves the position and restores it at once, into the same data, possibly mid-animation: the
    /// views stay consistent (checked by `apply`), a list at rest stays where it was, and a pager lands
    /// on the page it was showing or turning to.
    mutating func saveAndRestorePosition() throws {
        let identifiers = try ItemIdentifiers(items.map(\.identity))
        let saved = try controller.scrollPosition(identifiers: identifiers)
        let offset = controller.offset
        let atRest = !controller.isAnimating && controller.restingRange.contains(offset)
        lastOperation = "save and restore at \(offset)"
        try apply(controller.restoreScrollPosition(saved, identifiers: identifiers, time: time), sourceLocation: #_sourceLocation)
        if let page = saved.page {
            #expect(controller.currentPage == page, "\(lastOperation)")
        } else if atRest, controller.looping == nil {
            #expect(abs(controller.offset - offset) <= 1e-6, "moved to \(controller.offset) after \(lastOperation)")
        }
    }
}
