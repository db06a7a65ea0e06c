import Foundation
import PropertySeeds
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

@Suite("Identity updates: properties")
struct IdentityUpdatesPropertyTests {
    /// Identity updates mixed with jumps, flings, measurements and saved positions restored at once, on a
    /// random list or pager, looping or not: LiveViewsScenario checks the views against the data after
    /// every update, performRandomIdentityUpdate that views follow their items, and
    /// saveAndRestorePosition that a position restored into the same data changes nothing on screen.
    @Test("live views follow their items through identity updates")
    func viewsFollowTheirItems() async {
        await seededPropertyCheck("identity.views-follow-items", count: 120) { seed in
            var rng = SplitMix64(seed: seed)
            do { try Self.run(&rng) } catch { Issue.record("seed \(seed): \(error)") }
        }
    }

    static func run(_ rng: inout SplitMix64) throws {
        let paged = rng.chance(0.3)
        let looping = rng.chance(0.3)
        let axis: Axis = rng.chance(0.5) ? .horizontal : .vertical
        let size = CGSize(width: CGFloat(Int.random(in: 40...400, using: &rng)), height: CGFloat(Int.random(in: 40...400, using: &rng)))
        let count = Int.random(in: 0...(paged ? 40 : 300), using: &rng)
        let content: ScrollContent = paged
            ? .pages(count: count)
            : .items(.measured(try MeasuredExtents(count: count, estimatedExtent: CGFloat(Int.random(in: 8...60, using: &rng)))))
        let configuration = paged
            ? ScrollConfiguration.pager(axis: axis, looping: looping ? LoopingSettings() : nil)
            : ScrollConfiguration(axis: axis, looping: looping ? LoopingSettings() : nil)
        let controller = try ScrollController(content: content, viewportSize: size, configuration: configuration)
        var scenario = try LiveViewsScenario(
            controller: controller, caps: ["k0": 2, "k1": 1], keptViews: rng.chance(0.5) ? 0 : 2, rng: SplitMix64(seed: rng.next()))
        for _ in 0..<30 {
            let count = scenario.controller.dataCount
            switch Int.random(in: 0..<6, using: &rng) {
            case 0 where count > 0:
                let target = Int.random(in: 0..<count, using: &rng)
                scenario.lastOperation = "jump to \(target)"
                try scenario.apply(paged
                    ? scenario.controller.scroll(toPage: target, animated: false, time: scenario.time)
                    : scenario.controller.scroll(toItem: target, at: .start, animated: false, time: scenario.time), sourceLocation: #_sourceLocation)
            case 1:
                scenario.lastOperation = "fling"
                try scenario.drag(by: CGFloat(Int.random(in: -300...300, using: &rng)), steps: 3, velocity: CGFloat(Int.random(in: -4_000...4_000, using: &rng)))
                try scenario.advance(to: scenario.time + Double.random(in: 0...0.5, using: &rng))
            case 2 where !paged:
                let index = Int.random(in: 0..<max(1, count), using: &rng)
                guard index < count else { continue }
                scenario.lastOperation = "measure \(index)"
                try scenario.apply(scenario.controller.setExtent(CGFloat(Int.random(in: 0...80, using: &rng)), ofItem: index, time: scenario.time), sourceLocation: #_sourceLocation)
            case 3:
                try scenario.saveAndRestorePosition()
            default:
                _ = try scenario.performRandomIdentityUpdate()
            }
        }
    }
}
