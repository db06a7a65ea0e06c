import Foundation
@testable import LazyScroll

/// Drives a `ScrollController` as a front end would, with random input: drags, flings, wheel events,
/// clock ticks (short and very long), scroll-tos (offsets, items, pages, the end, stack locations),
/// resizes down to zero, measurements, batch updates and identity differences, insets, load-more
/// thresholds, anchoring changes, suspension, reloads, saving and restoring the position, changes to a
/// stack's children, and calls the controller must refuse. Its content is a measured or uniform list,
/// a chat anchored at its end, a grid, a masonry, a looping list, a pager (looping, with auto-advance)
/// or a stack of fixed children, lists and a nested stack.
///
/// After every step it checks the invariants the controller states: the views a front end keeps by
/// applying the updates (`LoadedViewsModel`, `StackViewsModel`) are exactly the display window and
/// each shows its own item (followed through batch updates by identity); the windows nest; placements
/// are the display window, finite, and visible ones overlap the viewport; a list at rest is within its
/// resting offsets and a pager at rest on a page; the load-more state is the brute-force one
/// (`LoadMoreModel`) and every change of it is reported; a chat at its end has no unseen items; a
/// scroll-to that lands has its item where it aimed; a saved position restored at once changes
/// nothing; a refused call changes nothing at all. Reports through `check` (ModelCheck.swift,
/// FuzzCheck.swift), so the tests and the controller fuzz target (Fuzz/Controller) share it.
struct ControllerFuzzScenario<Random: RandomNumberGenerator> {
    enum Kind: Int, CaseIterable {
        case list, uniformList, chat, grid, lanes, loopingList, pager, loopingPager, stack
    }

    /// What a view was configured with: its item's identity and the version of its contents.
    struct Content: Equatable, CustomStringConvertible {
        var id: Int
        var version: Int
        var description: String { "\(id)v\(version)" }
    }

    let kind: Kind
    var controller: ScrollController
    var rng: Random
    var time: Double = 0
    /// The identity of each data item, and the version of each identity's contents.
    var ids: [Int]
    var versions: [Int: Int] = [:]
    var nextID: Int
    var views = LoadedViewsModel<Content>()
    /// The identities of each list child's items (stack content).
    var childIDs: [StackChildID: [Int]] = [:]
    var stackViews = StackViewsModel()
    /// The last operations, for failure messages.
    var log: [String] = []
    /// Whether a pager was sent to an offset (`scroll(toOffset:)`, `scroll(by:)`), where it stays, as
    /// `UIScrollView.setContentOffset(_:animated:)` leaves a paging scroll view, until something turns
    /// it to a page again.
    var pagerSentOffPage = false

    init(random: Random) {
        rng = random
        kind = Kind(rawValue: Int.random(in: 0..<Kind.allCases.count, using: &rng))!
        let count = [0, 1, 2, 3, 7, 40, 200][Int.random(in: 0...6, using: &rng)]
        ids = Array(0..<count)
        nextID = count
        let size = CGSize(width: CGFloat(Int.random(in: 0...500, using: &rng)), height: CGFloat(Int.random(in: 0...700, using: &rng)))
        let estimate = CGFloat(Int.random(in: 4...80, using: &rng))
        let axis: ScrollAxis = rng.chance(0.2) ? .horizontal : .vertical
        let insets = rng.chance(0.5) ? ContentInsets.zero
            : ContentInsets(leading: CGFloat(rng.quarter(in: 0...40)), trailing: CGFloat(rng.quarter(in: 0...40)))
        let ranges = rng.chance(0.5) ? WorkingRangeSettings.default
            : WorkingRangeSettings(display: .items(leading: Int.random(in: 0...3, using: &rng), trailing: Int.random(in: 0...3, using: &rng)),
                                   preload: .screens(leading: 1, trailing: 1), hysteresis: rng.chance(0.5) ? 0 : 0.25)
        let measured = Self.randomMeasured(count: count, estimate: estimate, using: &rng)
        var content: ScrollContent
        var configuration = ScrollConfiguration(axis: axis, insets: insets, workingRanges: ranges, bounces: !rng.chance(0.2))
        switch kind {
        case .list:
            content = .items(measured)
        case .uniformList:
            content = .items(.uniform(try! UniformExtents(count: count, itemExtent: estimate, spacing: CGFloat(rng.quarter(in: 0...4)))))
        case .chat:
            content = .items(measured)
            configuration.anchoring = .end(tolerance: CGFloat(rng.quarter(in: 0...20)))
        case .grid:
            let columns: GridColumns = rng.chance(0.5) ? .adaptive(minimumWidth: CGFloat(Int.random(in: 1...200, using: &rng)))
                : .fixed(Int.random(in: 1...5, using: &rng))
            content = .items(.grid(try! GridExtents(
                count: count, estimatedExtent: estimate,
                layout: ScrollGridLayout(columns: columns, columnSpacing: CGFloat(rng.quarter(in: 0...6)), rowSpacing: CGFloat(rng.quarter(in: 0...6))))))
        case .lanes:
            content = .items(.lanes(try! LaneExtents(
                count: count, estimatedExtent: estimate, layout: LaneLayout(lanes: Int.random(in: 1...4, using: &rng), itemSpacing: 2))))
        case .loopingList:
            content = .items(measured)
            configuration.looping = LoopingSettings(loopsSingleItem: rng.chance(0.5))
        case .pager, .loopingPager:
            content = .pages(count: count)
            let paging = PagingSettings(
                maxPagesPerFlick: Int.random(in: 1...3, using: &rng), spacing: CGFloat(rng.quarter(in: 0...10)),
                pageLength: rng.chance(0.5) ? .viewport : .fractionOfViewport(CGFloat(rng.quarter(in: 0.25...1))),
                alignment: rng.chance(0.5) ? .center : .leading(inset: CGFloat(rng.quarter(in: 0...30))))
            configuration = .pager(
                axis: axis, paging: paging, looping: kind == .loopingPager ? LoopingSettings() : nil,
                autoAdvance: rng.chance(0.4) ? AutoAdvanceSettings(interval: rng.quarter(in: 0.25...5)) : nil)
        case .stack:
            var stack = try! ScrollStack(axis: axis, spacing: CGFloat(rng.quarter(in: 0...10)))
            configuration = ScrollConfiguration(axis: axis)
            content = .stack(stack)
            for _ in 0..<Int.random(in: 0...5, using: &rng) {
                let child = Self.randomChild(&rng, axis: axis, nextID: &nextID)
                _ = try! stack.insertChild(child.content, isSticky: rng.chance(0.2))
                if let identities = child.ids { childIDs[stack.children.last!.id] = identities }
            }
            content = .stack(stack)
        }
        controller = try! ScrollController(content: content, viewportSize: size, configuration: configuration)
        apply(controller.initialUpdate, "start \(kind) \(size) \(count) items")
    }

    /// `count` items estimated at `estimate`, none, half or all of them measured.
    static func randomMeasured(count: Int, estimate: CGFloat, using rng: inout Random) -> ExtentModel {
        let share = [0.0, 0.5, 1.0][Int.random(in: 0...2, using: &rng)]
        let extents = (0..<count).map { _ in rng.chance(share) ? CGFloat(rng.quarter(in: 0...120)) : nil }
        return .measured(try! MeasuredExtents(count: count, estimatedExtent: estimate) { extents[$0] })
    }

    /// A fixed child, a list child of up to 60 rows (and its identities), or a nested stack of fixed
    /// children.
    static func randomChild(_ rng: inout Random, axis: ScrollAxis, nextID: inout Int) -> (content: StackChildContent, ids: [Int]?) {
        switch Int.random(in: 0..<3, using: &rng) {
        case 0:
            return (.fixed(extent: CGFloat(rng.quarter(in: 0...300))), nil)
        case 1:
            let count = Int.random(in: 0...60, using: &rng)
            let list = try! Virtualizer(extents: .measured(MeasuredExtents(count: count, estimatedExtent: CGFloat(Int.random(in: 4...60, using: &rng)))))
            defer { nextID += count }
            return (.list(list), Array(nextID..<(nextID + count)))
        default:
            var nested = try! ScrollStack(axis: axis, spacing: CGFloat(rng.quarter(in: 0...4)))
            for _ in 0..<Int.random(in: 0...3, using: &rng) { _ = try! nested.insertChild(.fixed(extent: CGFloat(rng.quarter(in: 0...200)))) }
            return (.stack(nested), nil)
        }
    }

    var isStack: Bool { controller.stack != nil }
    var isPaged: Bool { controller.configuration.paging != nil }

    func content(ofVirtual index: Int) -> Content {
        let data = controller.virtualizer.items.dataIndex(of: index)
        guard data >= 0, data < ids.count else { return Content(id: -1, version: -1) }
        return Content(id: ids[data], version: versions[ids[data], default: 0])
    }

    // MARK: - Steps

    mutating func step() {
        time += [0, 0.001, 1.0 / 60, 0.1, 0.5, 3, 120][Int.random(in: 0...6, using: &rng)]
        let axis = controller.configuration.axis
        func point() -> CGPoint { axis.point(main: CGFloat(rng.quarter(in: -100...800)), cross: 10) }
        let n = controller.dataCount
        switch Int.random(in: 0..<22, using: &rng) {
        case 0, 1:
            // A drag: down, a few moves, up (with a velocity or the controller's estimate).
            let down = point()
            run("drag began at \(down)") { try $0.dragBegan(at: down, time: $1) }
            for _ in 0..<Int.random(in: 0...4, using: &rng) {
                time += rng.quarter(in: 0...0.1)
                let moved = point()
                run("drag moved to \(moved)") { try $0.dragMoved(to: moved, time: $1) }
            }
            if rng.chance(0.8) {
                let velocity: CGFloat? = rng.chance(0.5) ? nil : CGFloat(rng.quarter(in: -6_000...6_000))
                run("drag ended at \(String(describing: velocity))", snapsPager: true) { try $0.dragEnded(velocity: velocity, time: $1) }
            }
        case 2:
            let delta = CGFloat(rng.quarter(in: -900...900))
            run("wheel \(delta)", snapsPager: true) { try $0.wheel(delta: delta, time: $1) }
        case 3, 4:
            tick()
        case 5:
            let target = CGFloat(rng.quarter(in: -500...Double(max(0, controller.restingRange.upperBound) + 500)))
            let animated = rng.chance(0.5)
            run("scroll to offset \(target)\(animated ? " animated" : "")", sendsPagerOffPage: true) {
                try $0.scroll(toOffset: target, animated: animated, time: $1)
            }
        case 6:
            let delta = CGFloat(rng.quarter(in: -1_000...1_000))
            let animated = rng.chance(0.5)
            run("scroll by \(delta)", sendsPagerOffPage: true) { try $0.scroll(by: delta, animated: animated, time: $1) }
        case 7:
            scrollToItem()
        case 8:
            let pages = Int.random(in: -3...3, using: &rng)
            let animated = rng.chance(0.7)
            run("turn \(pages) pages", snapsPager: true) { try $0.turnPage(by: pages, animated: animated, time: $1) }
            if n > 0 {
                let page = Int.random(in: 0..<n, using: &rng)
                let animated = rng.chance(0.5)
                run("scroll to page \(page)", snapsPager: true) { try $0.scroll(toPage: page, animated: animated, time: $1) }
            }
        case 9:
            let size = CGSize(width: CGFloat(rng.chance(0.1) ? 0 : rng.quarter(in: 1...600)), height: CGFloat(rng.chance(0.1) ? 0 : rng.quarter(in: 1...800)))
            run("resize to \(size)", snapsPager: true) { try $0.resize(to: size, time: $1) }
        case 10:
            measure()
        case 11:
            batchUpdate()
        case 12:
            identityDifference()
        case 13:
            let insets = ContentInsets(leading: CGFloat(rng.quarter(in: 0...60)), trailing: CGFloat(rng.quarter(in: 0...60)))
            run("content insets \(insets)") { try $0.setContentInsets(insets, time: $1) }
            let obscured = ObscuredInsets(leading: CGFloat(rng.quarter(in: 0...60)), trailing: CGFloat(rng.quarter(in: 0...60)))
            run("obscured insets \(obscured)") { try $0.setObscuredInsets(obscured, time: $1) }
        case 14:
            func threshold() -> LoadMoreThreshold? {
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: return nil
                case 1: return .screens(CGFloat(rng.quarter(in: 0...2)))
                default: return .items(Int.random(in: 0...6, using: &rng))
                }
            }
            let thresholds = LoadMoreThresholds(start: threshold(), end: threshold())
            run("load-more thresholds \(thresholds)") { try $0.setLoadMoreThresholds(thresholds, time: $1) }
        case 15:
            let anchoring: ContentAnchoring = [.keepVisibleItems, .none, .end(tolerance: CGFloat(rng.quarter(in: 0...30)))][Int.random(in: 0...2, using: &rng)]
            run("anchoring \(anchoring)") { try $0.setAnchoring(anchoring, time: $1) }
            let animated = rng.chance(0.5)
            run("scroll to the end") { try $0.scrollToEnd(animated: animated, time: $1) }
        case 16:
            if rng.chance(0.5) {
                run("suspend") { try $0.suspend(time: $1) }
            } else {
                run("resume") { try $0.resume(time: $1) }
            }
        case 17:
            reload()
        case 18:
            saveAndRestore()
        case 19:
            changeStack()
        case 20:
            refusedCall()
        default:
            // Wait for whatever moves to settle, as a reader would.
            for _ in 0..<Int.random(in: 1...90, using: &rng) where controller.isAnimating {
                time += 1.0 / 60
                run("settling tick") { $0.tick(time: $1) }
            }
        }
    }

    mutating func tick() {
        run("tick to \(time)") { $0.tick(time: $1) }
    }

    /// A scroll to an item at an alignment; when it lands (at once, or by settling), the item is where it
    /// aimed unless the content's ends stopped it.
    mutating func scrollToItem() {
        let n = controller.dataCount
        guard n > 0, !isStack else {
            if let stack = controller.stack, !stack.children.isEmpty {
                let child = Int.random(in: 0..<stack.count, using: &rng)
                var location = StackLocation.child(child)
                if case let .list(list) = stack.children[child].content, list.count > 0 {
                    location = .item(Int.random(in: 0..<list.count, using: &rng), inChild: child)
                }
                let alignment: ScrollAlignment = [.start, .center, .end, .nearest][Int.random(in: 0...3, using: &rng)]
                let animated = rng.chance(0.5)
                run("scroll to \(location) at \(alignment)") { try $0.scroll(to: location, at: alignment, animated: animated, time: $1) }
            }
            return
        }
        let item = Int.random(in: 0..<n, using: &rng)
        let animated = rng.chance(0.5)
        run("scroll to item \(item) at start\(animated ? " animated" : "")") { try $0.scroll(toItem: item, at: .start, animated: animated, time: $1) }
        if animated {
            for _ in 0..<600 where controller.isAnimating {
                time += 1.0 / 60
                run("landing tick") { $0.tick(time: $1) }
            }
        }
        // A finger holding the content keeps it: a scroll-to waits for no drag.
        guard !controller.isAnimating, !controller.isDragging, !isPaged, controller.looping == nil else { return }
        let resting = controller.restingRange
        let pinned = controller.offset <= resting.lowerBound + 1e-9 || controller.offset >= resting.upperBound - 1e-9
        guard !pinned, let span = try? controller.virtualizer.span(ofItem: item) else { return }
        let aimed = controller.offset + controller.obscuredInsets.leading
        check(abs(span.start - aimed) <= 1e-6 * max(1, abs(aimed)),
              "item \(item) landed at \(span.start), aimed at \(aimed) (\(history))")
    }

    /// Measures an item of a list (or a list child of a stack), as self-sizing does.
    mutating func measure() {
        let extent = CGFloat(rng.chance(0.1) ? 0 : rng.quarter(in: 0...200))
        if let stack = controller.stack {
            let lists = stack.children.indices.filter { if case .list = stack.children[$0].content { return true } else { return false } }
            guard let child = lists.randomElement(using: &rng), case let .list(list) = stack.children[child].content, list.count > 0 else { return }
            let item = Int.random(in: 0..<list.count, using: &rng)
            run("measure item \(item) of child \(child) at \(extent)") { controller, time in
                try controller.updateStack(time: time) { (stack) throws(LazyScrollError) in try stack.setItemExtent(extent, ofItem: item, inChild: child) }
            }
            return
        }
        guard controller.dataCount > 0, !isPaged else { return }
        let item = Int.random(in: 0..<controller.dataCount, using: &rng)
        if case .uniform = controller.virtualizer.items.base { return }
        run("measure item \(item) at \(extent)") { try $0.setExtent(extent, ofItem: item, time: $1) }
    }

    /// A random consistent batch update (items get new identities; reloads, new contents), or now and
    /// then an inconsistent one, which must change nothing.
    mutating func batchUpdate() {
        if let stack = controller.stack {
            let lists = stack.children.indices.filter { if case .list = stack.children[$0].content { return true } else { return false } }
            guard let child = lists.randomElement(using: &rng), case let .list(list) = stack.children[child].content else { return }
            let id = stack.children[child].id
            let batch = BatchUpdate.random(count: list.count, using: &rng)
            var identities = childIDs[id] ?? []
            let first = nextID
            identities = batch.applied(to: identities) { first + $0 }.elements
            run("batch update \(batch) of child \(child)") { controller, time in
                try controller.updateStack(time: time) { (stack) throws(LazyScrollError) in try stack.performBatchUpdates(batch, inChild: child) }
            } modelling: { [identities] scenario in
                scenario.childIDs[id] = identities
                scenario.nextID += batch.count(after: list.count) + 1
            }
            return
        }
        let n = controller.dataCount
        if rng.chance(0.1) {
            let bad = BatchUpdate(deletions: [n + Int.random(in: 0...3, using: &rng)])
            let now = time
            expectRefused("inconsistent batch \(bad)") { _ = try $0.performBatchUpdates(bad, time: now) }
            return
        }
        var batch = BatchUpdate.random(count: n, using: &rng)
        if case .measured = controller.virtualizer.items.base, !isPaged, rng.chance(0.5) {
            for index in batch.insertions { batch.insertedExtents[index] = CGFloat(rng.quarter(in: 0...100)) }
        }
        let first = nextID
        let applied = batch.applied(to: ids) { first + $0 }
        let reloaded = batch.reloads.map { ids[$0] }
        run("batch update \(batch)") { try $0.performBatchUpdates(batch, reportedCount: applied.elements.count, time: $1) } modelling: { scenario in
            scenario.ids = applied.elements
            scenario.nextID += applied.elements.count + 1
            for id in reloaded { scenario.versions[id, default: 0] += 1 }
        }
    }

    /// New data as a new order of identities with some contents changed: the identity difference.
    mutating func identityDifference() {
        guard !isStack else { return }
        var items = ids.map { VersionedItem(id: $0, version: versions[$0, default: 0]) }
        items = VersionedItem.edited(items, using: &rng)
        if isPaged { items = items.map { VersionedItem(id: $0.id, version: versions[$0.id, default: 0]) } }
        let newIDs = items.map(\.id)
        let changed = items.filter { $0.version != versions[$0.id, default: 0] && ids.contains($0.id) }.map(\.id)
        guard let old = try? ItemIdentifiers(ids), let new = try? ItemIdentifiers(newIDs),
              let difference = try? IdentityDifference(from: old, to: new, reloading: changed) else {
            check(false, "identifiers \(newIDs) refused (\(history))")
            return
        }
        run("identity difference \(difference.update)") { try $0.performBatchUpdates(difference, time: $1) } modelling: { scenario in
            scenario.ids = newIDs
            scenario.nextID = max(scenario.nextID, (newIDs.max() ?? 0) + 1)
            for item in items where changed.contains(item.id) { scenario.versions[item.id] = item.version }
        }
    }

    /// Replaces all data with new items of the same kind.
    mutating func reload() {
        guard !isStack else { return }
        let count = Int.random(in: 0...60, using: &rng)
        let content: ScrollContent
        switch controller.virtualizer.items.base {
        case _ where isPaged: content = .pages(count: count)
        case let .grid(grid): content = .items(.grid(try! GridExtents(count: count, estimatedExtent: 30, layout: grid.layout)))
        case let .lanes(lanes): content = .items(.lanes(try! LaneExtents(count: count, estimatedExtent: 30, layout: lanes.layout)))
        case .uniform: content = .items(.uniform(try! UniformExtents(count: count, itemExtent: CGFloat(Int.random(in: 1...50, using: &rng)))))
        default: content = .items(.measured(try! MeasuredExtents(count: count, estimatedExtent: CGFloat(Int.random(in: 1...50, using: &rng)))))
        }
        let first = nextID
        run("reload \(count) items", snapsPager: true) { try $0.reloadData(content, time: $1) } modelling: { scenario in
            scenario.ids = Array(first..<(first + count))
            scenario.nextID += count
        }
    }

    /// Saves the position, through JSON, and restores it at once: nothing moves (a looping list may
    /// come back whole cycles away, in its middle copy; a list with no items, whose insets alone may
    /// scroll, has nothing to anchor and goes to its start).
    mutating func saveAndRestore() {
        guard !isStack, let identifiers = try? ItemIdentifiers(ids) else { return }
        do {
            let saved = try controller.scrollPosition(identifiers: identifiers, listIdentifier: "fuzz")
            let decoded = try JSONDecoder().decode(ScrollPositionSnapshot<Int>.self, from: JSONEncoder().encode(saved))
            check(decoded == saved, "the saved position changed through JSON (\(history))")
            let wasIdle = !controller.isAnimating && !controller.isDragging
            let (offset, page) = (controller.offset, controller.currentPage)
            run("save and restore", snapsPager: true) { try $0.restoreScrollPosition(decoded, identifiers: identifiers, listIdentifier: "fuzz", time: $1) }
            guard wasIdle, controller.looping == nil, controller.viewportSize != .zero, controller.dataCount > 0 else { return }
            if isPaged {
                check(controller.currentPage == page, "restored to page \(controller.currentPage), saved at \(page) (\(history))")
            } else {
                check(abs(controller.offset - offset) <= 1e-6 * max(1, abs(offset)),
                      "restored to \(controller.offset), saved at \(offset) (\(history))")
            }
        } catch {
            check(false, "saving: \(error) (\(history))")
        }
    }

    /// Changes a stack's children: insert, remove, hide, resize a fixed child, nest.
    mutating func changeStack() {
        guard let stack = controller.stack else { return }
        let axis = stack.axis
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
            let child = Self.randomChild(&rng, axis: axis, nextID: &nextID)
            let index = Int.random(in: 0...stack.count, using: &rng)
            let sticky = rng.chance(0.2)
            run("insert a child at \(index)") { controller, time in
                try controller.updateStack(time: time) { (stack) throws(LazyScrollError) in try stack.insertChild(child.content, at: index, isSticky: sticky) }
            } modelling: { scenario in
                if let identities = child.ids, let id = scenario.controller.stack?.children[index].id { scenario.childIDs[id] = identities }
            }
        case 1 where stack.count > 0:
            let index = Int.random(in: 0..<stack.count, using: &rng)
            run("remove child \(index)") { controller, time in
                try controller.updateStack(time: time) { (stack) throws(LazyScrollError) in try stack.removeChild(at: index) }
            }
        case 2 where stack.count > 0:
            let index = Int.random(in: 0..<stack.count, using: &rng)
            let hidden = rng.chance(0.5)
            run("hide child \(index): \(hidden)") { controller, time in
                try controller.updateStack(time: time) { (stack) throws(LazyScrollError) in try stack.setHidden(hidden, ofChild: index) }
            }
        default:
            guard let index = stack.children.indices.first(where: { if case .fixed = stack.children[$0].content { return true } else { return false } }) else { return }
            let extent = CGFloat(rng.quarter(in: 0...400))
            run("child \(index) now \(extent) long") { controller, time in
                try controller.updateStack(time: time) { (stack) throws(LazyScrollError) in try stack.setExtent(extent, ofChild: index) }
            }
        }
    }

    /// One of the calls every controller refuses: it must throw and change nothing at all.
    mutating func refusedCall() {
        guard let calls = try? ControllerRefusals.calls(refusedBy: controller), !calls.isEmpty else { return }
        let (name, call) = calls[Int.random(in: calls.indices, using: &rng)]
        expectRefused(name, call)
    }

    // MARK: - Running and checking

    var history: String { log.suffix(12).joined(separator: "; ") }

    /// Runs `operation`; when it succeeds, updates the model (`modelling`), applies the update as a front
    /// end would and checks everything. When it throws, nothing may have changed.
    @discardableResult
    mutating func run(
        _ name: String, snapsPager: Bool = false, sendsPagerOffPage: Bool = false, _ operation: (inout ScrollController, Double) throws -> ScrollUpdate,
        modelling: (inout Self) -> Void = { _ in }
    ) -> Bool {
        log.append(name)
        if log.count > 40 { log.removeFirst(20) }
        let before = loadMoreState()
        var changed = controller
        let update: ScrollUpdate
        do {
            update = try operation(&changed, time)
        } catch {
            // Refused: the controller must be as it was. (Comparing whole states costs a dump each;
            // refusals are rare enough.)
            check(wholeState(of: changed) == wholeState(of: controller), "\(name) was refused (\(error)) but changed the controller (\(history))")
            return false
        }
        controller = changed
        if snapsPager { pagerSentOffPage = false }
        if sendsPagerOffPage, isPaged { pagerSentOffPage = true }
        modelling(&self)
        apply(update, name, loadMoreBefore: before)
        return true
    }

    /// Runs a call that must be refused, and checks that it changed nothing.
    mutating func expectRefused(_ name: String, _ call: (inout ScrollController) throws -> Void) {
        log.append("refused: \(name)")
        var copy = controller
        let before = wholeState(of: copy)
        checkThrows(LazyScrollError.self, "\(name) (\(history))") { try call(&copy) }
        check(wholeState(of: copy) == before, "\(name) was refused but changed the controller (\(history))")
    }

    /// Whether the viewport is within each load-more threshold, as the controller says.
    func loadMoreState() -> [ContentEdge: Bool] {
        Dictionary(uniqueKeysWithValues: ContentEdge.allCases.map { ($0, controller.isWithinLoadMoreThreshold(at: $0)) })
    }

    mutating func apply(_ update: ScrollUpdate, _ name: String, loadMoreBefore: [ContentEdge: Bool]? = nil) {
        let context = "\(name) (\(history))"
        if let stack = controller.stack {
            if let stackUpdate = update.stack { stackViews.apply(stackUpdate, to: stack, ids: childIDs, context: context) }
        } else {
            let scenario = self
            views.apply(update.changes, mapping: update.mapping, indexShift: update.indexShift, context: context) {
                scenario.content(ofVirtual: $0)
            }
        }
        if let loadMoreBefore {
            let after = loadMoreState()
            let events = update.loadMoreEvents + (update.stack?.loadMoreEvents ?? [])
            for edge in ContentEdge.allCases {
                let entered = events.contains(.entered(edge)), left = events.contains(.left(edge))
                check(!entered || after[edge]!, "entered \(edge) but not within it after \(name) (\(history))")
                check(!left || !after[edge]!, "left \(edge) but still within it after \(name) (\(history))")
                if loadMoreBefore[edge]! != after[edge]! {
                    check(after[edge]! ? entered : left, "\(edge) went from \(loadMoreBefore[edge]!) to \(after[edge]!) unreported after \(name) (\(history))")
                }
            }
        }
        verify(name)
    }

    func verify(_ name: String) {
        let context = "after \(name) (\(history))"
        let controller = self.controller
        check(controller.offset.isFinite, "offset \(controller.offset) \(context)")
        let windows = controller.virtualizer.windows
        let count = controller.virtualizer.count
        check(windows.preload.lowerBound >= 0 && windows.preload.upperBound <= count, "preload \(windows.preload) of \(count) \(context)")
        check(windows.display.isEmpty || windows.display.clamped(to: windows.preload) == windows.display,
              "display \(windows.display) outside preload \(windows.preload) \(context)")
        check(windows.visible.isEmpty || windows.visible.clamped(to: windows.display) == windows.visible,
              "visible \(windows.visible) outside display \(windows.display) \(context)")
        if let stack = controller.stack {
            check(stack.viewport.offset == controller.offset, "stack at \(stack.viewport.offset), controller at \(controller.offset) \(context)")
            stackViews.verify(stack, ids: childIDs, context: context)
        } else {
            check(controller.dataCount == ids.count, "\(controller.dataCount) items, the model \(ids.count) \(context)")
            views.verify(display: windows.display, shown: windows.visible, context: context) { content(ofVirtual: $0) }
            let placements = controller.placements()
            check(placements.map(\.index) == Array(windows.display), "placements \(placements.map(\.index)) for \(windows.display) \(context)")
            let viewport = controller.virtualizer.viewport
            var isLanes = false
            if case .lanes = controller.virtualizer.items.base { isLanes = true }
            for placement in placements {
                let frame = placement.frame
                check(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite, "frame \(frame) of \(placement.index) \(context)")
                // A visible item's span (a grid cell's is its row's) overlaps the viewport; a masonry's
                // visible window also holds items of other lanes beside it.
                if placement.state == .visible, !isLanes, let span = try? controller.virtualizer.span(ofItem: placement.index) {
                    check(span.end >= viewport.offset - 1e-6 && span.start <= viewport.end + 1e-6,
                          "visible \(placement.index) spans \(span.start)..<\(span.end), outside the viewport \(viewport) \(context)")
                }
            }
        }
        if !controller.isAnimating, !controller.isDragging, controller.looping == nil {
            let resting = controller.restingRange
            let tolerance = 1e-9 * max(1, abs(resting.upperBound))
            check(controller.offset >= resting.lowerBound - tolerance && controller.offset <= resting.upperBound + tolerance,
                  "at rest at \(controller.offset), outside \(resting) \(context)")
        }
        if isPaged, !pagerSentOffPage, !controller.isAnimating, !controller.isDragging, controller.dataCount > 0, controller.pageStride > 0 {
            let position = controller.pageGeometry.position(atOffset: controller.offset)
            check(abs(position - position.rounded()) < 1e-6, "a pager at rest between pages, at \(position) \(context)")
        }
        if controller.isAnimating, !controller.isSuspended {
            check(controller.nextTickTime == controller.now, "animating, but the next tick is \(String(describing: controller.nextTickTime)) \(context)")
        }
        check(controller.dataCount == 0 || (0..<controller.dataCount).contains(controller.pageIndicator.currentPage),
              "page indicator on \(controller.pageIndicator.currentPage) of \(controller.dataCount) \(context)")
        let unseen = controller.unseenItems
        check(unseen.isEmpty || (unseen.first! >= 0 && unseen.last! < controller.dataCount), "unseen \(unseen) of \(controller.dataCount) \(context)")
        if controller.isAtEnd { check(unseen.isEmpty, "at the end with unseen items \(unseen) \(context)") }
        checkLoadMore(context)
    }

    /// The load-more state against the brute-force rule, for lists with ends whose items are laid out
    /// one after another (the rule counts the items that overlap the viewport).
    func checkLoadMore(_ context: String) {
        guard !isStack, !isPaged, controller.looping == nil else { return }
        switch controller.virtualizer.items.base {
        case .grid, .lanes: return
        default: break
        }
        let thresholds = controller.loadMoreThresholds
        guard thresholds.start != nil || thresholds.end != nil else { return }
        let virtualizer = controller.virtualizer
        let spans = (0..<virtualizer.count).map { try! virtualizer.span(ofItem: $0) }
        for edge in ContentEdge.allCases {
            let expected = thresholds[edge].map {
                LoadMoreModel.isWithin($0, of: edge, viewport: virtualizer.viewport, contentExtent: Double(virtualizer.contentExtent),
                                       starts: spans.map { Double($0.start) }, ends: spans.map { Double($0.end) })
            } ?? false
            check(controller.isWithinLoadMoreThreshold(at: edge) == expected,
                  "within the \(edge) threshold: \(controller.isWithinLoadMoreThreshold(at: edge)), by the rule \(expected) \(context)")
        }
    }
}
