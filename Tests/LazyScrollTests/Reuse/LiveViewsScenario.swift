import Foundation
import PropertySeeds
import Testing
@testable import LazyScroll

/// A view made by a scenario's factory: its reuse identifier, and the item it was last configured for.
final class KindedView {
    let kind: String
    var identity = -1
    var version = -1

    init(kind: String) { self.kind = kind }
}

/// Views each identifier's factory made; a class because the factories outlive any one call.
final class FactoryCounts {
    var made: [String: Int] = [:]
}

/// A scroll controller whose items have identities, kinds and versions (a reload makes a new version,
/// which may be of another kind), with live views of several reuse identifiers, small pool caps and
/// kept views. Every update is applied and then checked against the data and the accounting; now and
/// then an update is first applied with a load of an unregistered kind, which must throw and change
/// nothing.
struct LiveViewsScenario: ControllerDriving {
    struct Item: Hashable {
        var identity: Int
        var version = 0
    }

    /// Everything an apply that throws must leave as it was.
    struct Snapshot: Equatable {
        var views: [Int: ObjectIdentifier]
        var shown: [Int: [Int]]
        var kept: [[String]]
        var statistics: ViewStatistics
        var pool: ReusePool<KindedView>.Statistics
        var idle: [String: Int]
        var made: [String: Int]
    }

    var controller: ScrollController
    var time: Double = 0
    var views: LiveViews<KindedView>
    var items: [Item]
    var rng: SplitMix64
    let caps: [String: Int]
    let factories: FactoryCounts
    /// Loads so far, and how many of them configured a view.
    var loads = 0
    var configured = 0
    /// The most views of each kind live and kept at the end of an update.
    var mostAlive: [String: Int] = [:]
    /// Views of each kind dropped so far.
    var dropped: [String: Int] = [:]
    var lastOperation = "start"
    var nextIdentity: Int

    init(controller: ScrollController, caps: [String: Int], keptViews: Int, rng: SplitMix64) throws {
        self.controller = controller
        self.caps = caps
        self.rng = rng
        let factories = FactoryCounts()
        var pool = ReusePool<KindedView>()
        for (kind, cap) in caps {
            try pool.register(kind, cap: cap) {
                factories.made[kind, default: 0] += 1
                return KindedView(kind: kind)
            }
        }
        self.factories = factories
        views = LiveViews(pool: pool, keptConfiguredViews: keptViews)
        items = (0..<controller.dataCount).map { Item(identity: $0) }
        nextIdentity = items.count
        try apply(controller.initialUpdate, sourceLocation: #_sourceLocation)
    }

    /// The reuse identifier of `item` among `kinds` kinds: its identity and version pick one.
    static func kind(of item: Item, among kinds: Int) -> String {
        "k\((item.identity + item.version) % kinds)"
    }

    func kind(of item: Item) -> String {
        Self.kind(of: item, among: caps.count)
    }

    mutating func apply(_ update: ScrollUpdate, sourceLocation: SourceLocation) throws {
        let virtual = controller.virtualizer.items
        let items = self.items
        let kinds = caps.count
        let kind = { (data: Int) in Self.kind(of: items[data], among: kinds) }
        var configured = 0
        let configure = { (view: inout KindedView, data: Int) in
            configured += 1
            view.identity = items[data].identity
            view.version = items[data].version
        }
        if let poisoned = update.changes.load.first.map(virtual.dataIndex(of:)), rng.chance(0.15) {
            let before = snapshot()
            #expect(throws: LazyScrollError.unregisteredReuseIdentifier("unregistered"), "after \(lastOperation)", sourceLocation: sourceLocation) {
                try views.apply(update, dataIndex: virtual.dataIndex(of:), identifier: { $0 == poisoned ? "unregistered" : kind($0) }, configure: configure)
            }
            #expect(snapshot() == before, "a throwing apply changed something after \(lastOperation)", sourceLocation: sourceLocation)
            #expect(configured == 0, sourceLocation: sourceLocation)
        }
        // With kept views, a load gets back its item's kept view: one kept before this update or one this
        // update unloads (a looping copy), even when the update unloads more views than are kept.
        var keptViews: [Int: [ObjectIdentifier]] = [:]
        if views.keptConfiguredViews > 0, update.mapping == nil {
            for entry in views.kept { keptViews[entry.dataIndex, default: []].append(ObjectIdentifier(entry.view)) }
            for index in update.changes.unload {
                guard let view = views.views[index - update.indexShift] else { continue }
                keptViews[virtual.dataIndex(of: index), default: []].append(ObjectIdentifier(view))
            }
        }
        let droppedBefore = dropped
        try views.apply(update, dataIndex: virtual.dataIndex(of:), identifier: kind, configure: configure)
        for (data, indices) in Dictionary(grouping: update.changes.load, by: virtual.dataIndex(of:)) {
            guard let kept = keptViews[data] else { continue }
            #expect(indices.contains { views.views[$0].map { kept.contains(ObjectIdentifier($0)) } ?? false },
                    "item \(data) did not get its kept view back after \(lastOperation)", sourceLocation: sourceLocation)
        }
        loads += update.changes.load.count
        self.configured += configured
        check(droppedBefore: droppedBefore, sourceLocation: sourceLocation)
    }

    func snapshot() -> Snapshot {
        Snapshot(
            views: views.views.mapValues(ObjectIdentifier.init),
            shown: views.views.mapValues { [$0.identity, $0.version] },
            kept: views.kept.map { ["\($0.dataIndex)", $0.identifier, "\(ObjectIdentifier($0.view))"] },
            statistics: views.statistics, pool: views.pool.statistics,
            idle: Dictionary(uniqueKeysWithValues: caps.keys.map { ($0, views.pool.idleCount(for: $0)) }),
            made: factories.made)
    }

    /// Live views are the display window, every view shows its item, and every view is accounted for.
    mutating func check(droppedBefore: [String: Int], sourceLocation: SourceLocation) {
        let context = "after \(lastOperation)"
        let virtual = controller.virtualizer.items
        #expect(Set(views.views.keys) == Set(controller.virtualizer.windows.display),
                "live views \(views.views.keys.sorted()) vs window \(controller.virtualizer.windows.display) \(context)", sourceLocation: sourceLocation)
        for (index, view) in views.views {
            let item = items[virtual.dataIndex(of: index)]
            #expect(view.identity == item.identity && view.version == item.version && view.kind == kind(of: item),
                    "view of \(index) shows \(view.identity) v\(view.version) (\(view.kind)), not \(item) \(context)", sourceLocation: sourceLocation)
        }
        #expect(views.kept.count <= views.keptConfiguredViews, sourceLocation: sourceLocation)
        for entry in views.kept {
            let item = items[entry.dataIndex]
            #expect(entry.view.identity == item.identity && entry.view.version == item.version && entry.identifier == kind(of: item),
                    "kept view of \(entry.dataIndex) shows \(entry.view.identity) v\(entry.view.version), not \(item) \(context)", sourceLocation: sourceLocation)
        }
        let statistics = views.statistics
        #expect(statistics.created == statistics.live + statistics.kept + statistics.idle + statistics.dropped, "\(statistics) \(context)", sourceLocation: sourceLocation)
        #expect(statistics.created == factories.made.values.reduce(0, +), sourceLocation: sourceLocation)
        #expect(statistics.configured == configured && statistics.restored + configured == loads, "\(statistics) \(context)", sourceLocation: sourceLocation)
        #expect(!views.pool.isUpdating, sourceLocation: sourceLocation)
        account(droppedBefore: droppedBefore, context: context, sourceLocation: sourceLocation)
    }

    /// Per kind: views made = live + kept + idle + dropped; a view is made only when every view of its
    /// kind is alive, so made ≤ the most ever alive at once + dropped; and views are dropped only when
    /// an update (or a recycleAll) ends with a full idle list.
    mutating func account(droppedBefore: [String: Int], context: String, sourceLocation: SourceLocation) {
        for (kind, cap) in caps {
            let live = views.views.values.count { $0.kind == kind }
            let kept = views.kept.count { $0.identifier == kind }
            let idle = views.pool.idleCount(for: kind)
            let made = factories.made[kind, default: 0]
            mostAlive[kind] = max(mostAlive[kind, default: 0], live + kept)
            dropped[kind] = made - live - kept - idle
            #expect(made <= mostAlive[kind, default: 0] + dropped[kind, default: 0], "\(kind): made \(made), most alive \(mostAlive[kind, default: 0]), dropped \(dropped[kind, default: 0]) \(context)", sourceLocation: sourceLocation)
            if dropped[kind, default: 0] > droppedBefore[kind, default: 0] {
                #expect(idle == cap, "\(kind) dropped views with \(idle) of \(cap) idle \(context)", sourceLocation: sourceLocation)
            }
        }
        #expect(dropped.values.reduce(0, +) == views.statistics.dropped && dropped.values.allSatisfy { $0 >= 0 }, "\(dropped) \(context)", sourceLocation: sourceLocation)
    }

    // MARK: - Data changes

    /// A random batch update of deletions, insertions, moves and reloads, applied to the controller
    /// and to the items; false, and nothing done, when it would leave a looping list too short to loop.
    mutating func performRandomBatchUpdate() throws -> Bool {
        let count = items.count
        let batch = BatchUpdate.random(count: count, using: &rng)
        let newCount = batch.count(after: count)
        if controller.looping != nil, controller.configuration.looping?.loops(count: newCount) == false { return false }
        let update = try controller.performBatchUpdates(batch, reportedCount: newCount, time: time)
        var reloaded = items
        for index in batch.reloads { reloaded[index].version += 1 }
        let first = nextIdentity
        items = batch.applied(to: reloaded) { Item(identity: first + $0) }.elements
        nextIdentity += newCount
        lastOperation = "batch \(batch) of \(count)"
        try apply(update, sourceLocation: #_sourceLocation)
        return true
    }

    /// Replaces the data with `count` new items.
    mutating func reloadData(_ content: ScrollContent, count: Int) throws {
        items = (0..<count).map { Item(identity: nextIdentity + $0) }
        nextIdentity += count
        lastOperation = "reloadData \(count)"
        try apply(controller.reloadData(content, time: time), sourceLocation: #_sourceLocation)
    }

    /// Configures every loaded item again in one update, as a front end does after a resize.
    mutating func reconfigureAll() throws {
        var changes = RangeChanges()
        changes.load = IndexRanges(controller.virtualizer.windows.display)
        let count = controller.dataCount
        lastOperation = "reconfigure all"
        try apply(ScrollUpdate(changes: changes, mapping: .reloadingEverything(oldCount: count, newCount: count)), sourceLocation: #_sourceLocation)
    }

    /// Hands every view back and loads the window again from the pool.
    mutating func recycleAllAndReload() throws {
        views.recycleAll()
        account(droppedBefore: dropped, context: "after recycleAll", sourceLocation: #_sourceLocation)
        var changes = RangeChanges()
        changes.load = IndexRanges(controller.virtualizer.windows.display)
        lastOperation = "recycle all"
        try apply(ScrollUpdate(changes: changes), sourceLocation: #_sourceLocation)
    }
}
