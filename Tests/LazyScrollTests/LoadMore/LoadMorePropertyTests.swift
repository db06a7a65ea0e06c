import Foundation
import Testing
@testable import LazyScroll
import PropertySeeds

@Suite("Load-more properties")
struct LoadMorePropertyTests {
    /// Random scrolls, glides, resizes, measurements, batch updates, reloads and new thresholds on a list
    /// (anchored at its end or not) with random thresholds: every update reports exactly the events the
    /// model derives from the brute-force geometry, so nothing fires per frame and every `entered` is
    /// re-armed by a change of the items.
    @Test("a list's triggers report exactly the model's events")
    func listMatchesTheModel() async {
        await seededPropertyCheck("load-more.list", count: 100) { seed in
            var rng = SplitMix64(seed: seed)
            try Self.runList(&rng)
        }
    }

    static func runList(_ rng: inout SplitMix64) throws {
        let estimate = Double(Int.random(in: 10...60, using: &rng))
        var values: [Double?] = (0..<[0, 2, 10, 60][Int.random(in: 0...3, using: &rng)]).map { _ in rng.chance(0.5) ? rng.quarter(in: 1...80) : nil }
        let anchoring: ContentAnchoring = rng.chance(0.5) ? .end : .keepVisibleItems
        let insets = ContentInsets(leading: CGFloat(rng.chance(0.5) ? 0 : rng.quarter(in: 0...30)), trailing: CGFloat(rng.chance(0.5) ? 0 : rng.quarter(in: 0...30)))
        var height = Double(Int.random(in: 50...500, using: &rng))
        let sizes = try MeasuredExtents(count: values.count, estimatedExtent: CGFloat(estimate)) { [values] in values[$0].map { CGFloat($0) } }
        var controller = try ScrollController(
            content: .items(.measured(sizes)), viewportSize: CGSize(width: 100, height: height),
            configuration: ScrollConfiguration(insets: insets, anchoring: anchoring))
        var model = LoadMoreModel()
        var time = 0.0
        func expect(_ update: ScrollUpdate, itemsChanged: Bool, _ what: String) {
            let layout = ReferenceLayout(values: values, estimate: estimate, spacing: 0, leading: Double(insets.leading), trailing: Double(insets.trailing))
            let starts = layout.starts
            let ends = starts.indices.map { starts[$0] + layout.extent(of: $0) }
            let viewport = controller.virtualizer.viewport
            let expected = model.step(itemsChanged: itemsChanged) { threshold, edge in
                LoadMoreModel.isWithin(threshold, of: edge, viewport: viewport, contentExtent: layout.contentExtent, starts: starts, ends: ends)
            }
            #expect(update.loadMoreEvents == expected, "\(update.loadMoreEvents) != \(expected) after \(what) with \(model.thresholds) at \(viewport)")
            for edge in ContentEdge.allCases {
                #expect(controller.isWithinLoadMoreThreshold(at: edge) == model.within[edge], "\(edge) after \(what)")
            }
        }
        model.thresholds = LoadMoreModel.randomThresholds(&rng)
        expect(try controller.setLoadMoreThresholds(model.thresholds, time: time), itemsChanged: false, "thresholds")
        for _ in 0..<50 {
            let n = values.count
            switch Int.random(in: 0..<9, using: &rng) {
            case 0:
                let target = rng.quarter(in: (Double(controller.restingRange.lowerBound) - 100)...(Double(controller.restingRange.upperBound) + 100))
                expect(try controller.scroll(toOffset: CGFloat(target), animated: false, time: time), itemsChanged: false, "scroll to \(target)")
            case 1:
                // A glide, frame by frame: every frame is checked.
                _ = try controller.scroll(by: CGFloat(rng.quarter(in: -2_000...2_000)), animated: true, time: time)
                model.within = [.start: controller.isWithinLoadMoreThreshold(at: .start), .end: controller.isWithinLoadMoreThreshold(at: .end)]
                while controller.isAnimating {
                    time += 1.0 / 60
                    expect(controller.tick(time: time), itemsChanged: false, "a frame of a glide")
                }
            case 2:
                height = rng.chance(0.1) ? 0 : Double(Int.random(in: 50...500, using: &rng))
                expect(try controller.resize(to: CGSize(width: 100, height: height), time: time), itemsChanged: false, "resize to \(height)")
            case 3:
                guard n > 0 else { continue }
                let index = Int.random(in: 0..<n, using: &rng)
                let extent = rng.quarter(in: 1...80)
                values[index] = extent
                expect(try controller.setExtent(CGFloat(extent), ofItem: index, time: time), itemsChanged: false, "measure \(index)")
            case 4, 5:
                let batch = BatchUpdate.random(count: n, using: &rng)
                values = batch.applied(to: values) { _ in nil }.elements
                let changesItems = !batch.insertions.isEmpty || !batch.deletions.isEmpty
                expect(try controller.performBatchUpdates(batch, reportedCount: values.count, time: time), itemsChanged: changesItems, "batch \(batch)")
            case 6:
                let k = Int.random(in: 1...20, using: &rng)
                let atStart = rng.chance(0.5)
                let insertions = atStart ? Array(0..<k) : Array(n..<(n + k))
                values.insert(contentsOf: [Double?](repeating: nil, count: k), at: atStart ? 0 : n)
                expect(try controller.performBatchUpdates(BatchUpdate(insertions: insertions), reportedCount: n + k, time: time), itemsChanged: true, "\(k) at the \(atStart ? "start" : "end")")
            case 7:
                values = (0..<Int.random(in: 0...40, using: &rng)).map { _ in nil }
                let update = try controller.reloadData(.items(.measured(try MeasuredExtents(count: values.count, estimatedExtent: CGFloat(estimate)))), time: time)
                expect(update, itemsChanged: true, "reload")
            default:
                model.thresholds = LoadMoreModel.randomThresholds(&rng)
                expect(try controller.setLoadMoreThresholds(model.thresholds, time: time), itemsChanged: false, "thresholds \(model.thresholds)")
            }
            time += 0.1
        }
    }

    /// Random scrolls, resizes, items added to list children and children added on a stack with random
    /// thresholds on itself and on its lists: every update reports exactly the events the model derives
    /// from the brute-force layout, for the stack and for each list (a list beyond the stack's reach has
    /// no viewport, and so is within nothing).
    @Test("a stack's triggers, its own and its lists', report exactly the model's events")
    func stackMatchesTheModel() async {
        await seededPropertyCheck("load-more.stack", count: 100) { seed in
            var rng = SplitMix64(seed: seed)
            try Self.runStack(&rng)
        }
    }

    static func runStack(_ rng: inout SplitMix64) throws {
        let spacing = rng.chance(0.5) ? 0 : rng.quarter(in: 0...8)
        let insets = StackInsets(leading: CGFloat(rng.chance(0.5) ? 0 : rng.quarter(in: 0...30)), trailing: CGFloat(rng.chance(0.5) ? 0 : rng.quarter(in: 0...30)))
        let reach: RangeBuffer = rng.chance(0.5) ? .screens(leading: CGFloat(rng.quarter(in: 0...1.5)), trailing: CGFloat(rng.quarter(in: 0...1.5)))
            : .items(leading: Int.random(in: 0...2, using: &rng), trailing: Int.random(in: 0...2, using: &rng))
        var stack = try ScrollStack(spacing: CGFloat(spacing), insets: insets, reach: reach)
        var reference = StackReference(axis: .vertical, spacing: spacing, insets: insets)
        var models: [StackChildID: LoadMoreModel] = [:]
        var whole = LoadMoreModel()
        var height = Double(Int.random(in: 50...500, using: &rng))

        func addChild(at index: Int) throws -> StackUpdate {
            if rng.chance(0.4) {
                let extent = rng.quarter(in: 1...200)
                reference.children.insert(.init(content: .fixed(extent)), at: index)
                return try stack.insertChild(.fixed(extent: CGFloat(extent)), at: index)
            }
            let count = Int.random(in: 0...30, using: &rng)
            let estimate = Double(Int.random(in: 10...50, using: &rng))
            let layout = ReferenceLayout(values: Array(repeating: nil, count: count), estimate: estimate, spacing: 0)
            reference.children.insert(.init(content: .list(layout)), at: index)
            return try stack.insertChild(.list(try Virtualizer(extents: .measured(try MeasuredExtents(count: count, estimatedExtent: CGFloat(estimate))))), at: index)
        }

        /// Checks `update` against the models, `changed` being the list whose items were added (nil: the
        /// children changed, or nothing did).
        func expect(_ update: StackUpdate, itemsChangedIn changed: StackChildID?, childrenChanged: Bool, _ what: String) {
            let viewport = stack.viewport
            let active = Set(stack.placements().map(\.id))
            let starts = reference.naturalStarts
            let childStarts = starts
            let childEnds = reference.children.indices.map { starts[$0] + reference.extent(of: $0) }
            let expectedWhole = whole.step(itemsChanged: childrenChanged || changed != nil) { threshold, edge in
                LoadMoreModel.isWithin(threshold, of: edge, viewport: viewport, contentExtent: reference.contentExtent, starts: childStarts, ends: childEnds)
            }
            #expect(update.loadMoreEvents == expectedWhole, "stack: \(update.loadMoreEvents) != \(expectedWhole) after \(what) at \(viewport)")
            for (index, child) in stack.children.enumerated() {
                guard var model = models[child.id], case let .list(layout) = reference.children[index].content else { continue }
                let inner = Viewport(offset: viewport.offset - CGFloat(starts[index]), extent: active.contains(child.id) ? viewport.extent : 0)
                let itemStarts = layout.starts
                let itemEnds = itemStarts.indices.map { itemStarts[$0] + layout.extent(of: $0) }
                let expected = model.step(itemsChanged: changed == child.id) { threshold, edge in
                    LoadMoreModel.isWithin(threshold, of: edge, viewport: inner, contentExtent: layout.contentExtent, starts: itemStarts, ends: itemEnds)
                }
                models[child.id] = model
                let reported = update.changes(ofChild: child.id)?.loadMoreEvents ?? []
                #expect(reported == expected, "child \(index): \(reported) != \(expected) after \(what) at \(inner)")
            }
        }

        for index in 0..<Int.random(in: 1...8, using: &rng) { _ = try addChild(at: index) }
        _ = try stack.update(viewport: Viewport(offset: 0, extent: CGFloat(height), crossExtent: 100))
        whole.thresholds = LoadMoreModel.randomThresholds(&rng)
        expect(try stack.setLoadMoreThresholds(whole.thresholds), itemsChangedIn: nil, childrenChanged: false, "stack thresholds")
        for (index, child) in stack.children.enumerated() where rng.chance(0.7) {
            guard case .list = child.content else { continue }
            var model = LoadMoreModel()
            model.thresholds = LoadMoreModel.randomThresholds(&rng)
            models[child.id] = model
            let update = try stack.setLoadMoreThresholds(model.thresholds, ofChild: index)
            expect(update, itemsChangedIn: nil, childrenChanged: false, "thresholds of child \(index)")
        }
        for _ in 0..<40 {
            switch Int.random(in: 0..<6, using: &rng) {
            case 0, 1:
                let offset = rng.quarter(in: -50...(reference.contentExtent + 50))
                expect(try stack.update(viewport: Viewport(offset: CGFloat(offset), extent: CGFloat(height), crossExtent: 100)), itemsChangedIn: nil, childrenChanged: false, "scroll to \(offset)")
            case 2:
                let offset = Double(stack.viewport.offset) + rng.quarter(in: -60...60)
                expect(try stack.update(viewport: Viewport(offset: CGFloat(offset), extent: CGFloat(height), crossExtent: 100)), itemsChangedIn: nil, childrenChanged: false, "scroll by to \(offset)")
            case 3:
                height = rng.chance(0.1) ? 0 : Double(Int.random(in: 50...500, using: &rng))
                expect(try stack.update(viewport: Viewport(offset: stack.viewport.offset, extent: CGFloat(height), crossExtent: 100)), itemsChangedIn: nil, childrenChanged: false, "resize to \(height)")
            case 4:
                let lists = reference.children.indices.filter { if case .list = reference.children[$0].content { return true } else { return false } }
                guard let index = lists.randomElement(using: &rng), case var .list(layout) = reference.children[index].content else { continue }
                let k = Int.random(in: 1...5, using: &rng)
                let atStart = rng.chance(0.5)
                let n = layout.values.count
                layout.values.insert(contentsOf: [Double?](repeating: nil, count: k), at: atStart ? 0 : n)
                reference.children[index].content = .list(layout)
                let update = try stack.performBatchUpdates(BatchUpdate(insertions: atStart ? Array(0..<k) : Array(n..<(n + k))), inChild: index, reportedCount: n + k)
                expect(update, itemsChangedIn: stack.children[index].id, childrenChanged: false, "\(k) items in child \(index)")
            default:
                let index = Int.random(in: 0...stack.count, using: &rng)
                expect(try addChild(at: index), itemsChangedIn: nil, childrenChanged: true, "child inserted at \(index)")
            }
        }
    }
}
