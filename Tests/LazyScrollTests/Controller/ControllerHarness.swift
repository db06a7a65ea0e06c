import Foundation
import Testing
@testable import LazyScroll

/// A stand-in view: remembers the data item it was configured for.
final class ProbeView: @unchecked Sendable {
    var dataIndex = -1
}

/// A scroll controller with live views, a test clock and the invariants every step must keep.
struct ControllerHarness: ControllerDriving {
    var controller: ScrollController
    var views: LiveViews<ProbeView>
    var time: Double = 0
    /// How often each virtual index was loaded, for "at most once" checks (looping renumbers are followed).
    var loadCounts: [Int: Int] = [:]
    var maxAlive = 0
    var pageChanges = 0
    /// What the last step was, for failure messages.
    var lastOperation = "start"

    init(content: ScrollContent, size: CGSize, configuration: ScrollConfiguration, keptViews: Int = 0, poolCap: Int = 4) throws {
        controller = try ScrollController(content: content, viewportSize: size, configuration: configuration)
        var pool = ReusePool<ProbeView>()
        try pool.register("item", cap: poolCap) { ProbeView() }
        views = LiveViews(pool: pool, keptConfiguredViews: keptViews)
        // The first window loads as if from nothing.
        try apply(controller.initialUpdate)
    }

    mutating func apply(_ update: ScrollUpdate, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if update.indexShift != 0 {
            loadCounts = Dictionary(uniqueKeysWithValues: loadCounts.map { ($0.key + update.indexShift, $0.value) })
        }
        if let mapping = update.mapping {
            // A renumbered view still shows the same data item, now under its new index.
            for view in views.views.values { view.dataIndex = mapping.retainedIndex(ofOld: view.dataIndex) ?? -1 }
        }
        let items = controller.virtualizer.items
        try views.apply(update, dataIndex: { items.dataIndex(of: $0) }, identifier: { _ in "item" }) { view, data in
            view.dataIndex = data
        }
        for index in update.changes.load { loadCounts[index, default: 0] += 1 }
        if update.pageChanged { pageChanges += 1 }
        maxAlive = max(maxAlive, views.statistics.alive)
        check(sourceLocation: sourceLocation)
    }

    /// The loaded set is exactly the display window, each live view shows its item's data, and every
    /// visible item has a view (it was loaded before it was shown).
    func check(sourceLocation: SourceLocation = #_sourceLocation) {
        let windows = controller.virtualizer.windows
        #expect(Set(views.views.keys) == Set(windows.display), "live views \(views.views.keys.sorted()) vs window \(windows.display) after \(lastOperation)", sourceLocation: sourceLocation)
        for (index, view) in views.views where view.dataIndex != controller.virtualizer.items.dataIndex(of: index) {
            Issue.record("view of \(index) shows data \(view.dataIndex) after \(lastOperation)", sourceLocation: sourceLocation)
        }
        for placement in controller.placements() where placement.state == .visible {
            #expect(views.views[placement.index] != nil, "visible item \(placement.index) has no view", sourceLocation: sourceLocation)
        }
    }
}
