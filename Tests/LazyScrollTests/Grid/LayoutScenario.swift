import Foundation
@testable import LazyScroll
import PropertySeeds

/// Drives a `Virtualizer` over a grid or a masonry, and a brute-force layout, through the same random
/// operations (scrolls, resizes and rotations, measurements, batch updates, settings, reloads), and
/// after each one checks windows, placements (every frame), the reported changes, anchoring and
/// scroll-to against the brute force.
///
/// The masonry reference keeps the lanes of the items it expects to be shown, as the engine must, and
/// takes the engine's grouping into sections (which `LaneExtentsScenario` checks).
struct LayoutScenario<Random: RandomNumberGenerator> {
    enum Kind { case grid, lanes }

    let kind: Kind
    var sut: Virtualizer
    var rng: Random
    var tracker = WindowTracker()

    // The reference's data.
    var values: [Double?]
    var estimate: Double
    var uniformRowExtent: Double?
    var gridLayout: ScrollGridLayout?
    var laneLayout: LaneLayout?
    /// The grid's column count for the current viewport (lanes: the lane count).
    var columns: Int
    /// The lane each item keeps (lanes only).
    var kept: [Int?]
    /// The engine's sections (lanes only).
    var sections: [Int] = []
    let insets: ContentInsets
    let repetitions: Int

    init(random: Random, kind: Kind) {
        rng = random
        self.kind = kind
        let count = [0, 1, 2, 5, 40, 150, 600][Int.random(in: 0...6, using: &rng)]
        estimate = Double(Int.random(in: 4...40, using: &rng))
        let spacing = rng.chance(0.5) ? 0 : rng.quarter(in: 0...6)
        let crossInsets = ContentInsets(leading: CGFloat(rng.chance(0.5) ? 0 : rng.quarter(in: 0...12)),
                                        trailing: CGFloat(rng.chance(0.5) ? 0 : rng.quarter(in: 0...12)))
        insets = ContentInsets(leading: CGFloat(rng.chance(0.5) ? 0 : rng.quarter(in: 0...30)),
                               trailing: CGFloat(rng.chance(0.5) ? 0 : rng.quarter(in: 0...30)))
        var generator = rng
        values = (0..<count).map { _ in generator.chance(0.5) ? generator.quarter(in: 0...60) : nil }
        rng = generator
        kept = Array(repeating: nil, count: count)
        let model: ExtentModel
        switch kind {
        case .grid:
            let adaptive = rng.chance(0.4)
            let layout = ScrollGridLayout(
                columns: adaptive ? .adaptive(minimumWidth: CGFloat(Int.random(in: 30...120, using: &rng))) : .fixed(Int.random(in: 1...5, using: &rng)),
                columnSpacing: CGFloat(rng.quarter(in: 0...8)), rowSpacing: CGFloat(spacing), crossInsets: crossInsets)
            gridLayout = layout
            if rng.chance(0.25) {
                let rowExtent = rng.quarter(in: 1...50)
                uniformRowExtent = rowExtent
                values = Array(repeating: nil, count: count)
                model = .grid(try! GridExtents(count: count, rowExtent: CGFloat(rowExtent), layout: layout))
            } else {
                let captured = values
                model = .grid(try! GridExtents(count: count, estimatedExtent: CGFloat(estimate), layout: layout) { captured[$0].map { CGFloat($0) } })
            }
            columns = try! layout.columnCount(forCrossExtent: 0)
            let loops = rng.chance(0.2)
            repetitions = count > 0 && loops ? 3 : 1
        case .lanes:
            let layout = LaneLayout(lanes: Int.random(in: 1...4, using: &rng), laneSpacing: CGFloat(rng.quarter(in: 0...8)),
                                    itemSpacing: CGFloat(spacing), crossInsets: crossInsets)
            laneLayout = layout
            columns = layout.lanes
            let captured = values
            let lanes = try! LaneExtents(count: count, estimatedExtent: CGFloat(estimate), layout: layout) { captured[$0].map { CGFloat($0) } }
            sections = lanes.sectionSizes
            model = .lanes(lanes)
            repetitions = 1
        }
        sut = try! Virtualizer(extents: model, insets: insets, settings: VirtualizerScenario<Random>.randomSettings(&rng), repetitions: repetitions)
    }

    var dataCount: Int { values.count }
    var count: Int { dataCount * repetitions }
    var mainSpacing: Double { Double(gridLayout?.rowSpacing ?? laneLayout!.itemSpacing) }

    // MARK: - The brute-force layout

    /// Data items from the first item's start: starts, extents, columns (or lanes), and the total.
    var dataLayout: (starts: [Double], extents: [Double], columns: [Int], total: Double) {
        switch kind {
        case .grid:
            let grid = GridReference(values: values, estimate: estimate, uniformRowExtent: uniformRowExtent, columns: columns, rowSpacing: mainSpacing)
            let items = grid.items
            return (items.starts, items.extents, items.columns, grid.totalExtent)
        case .lanes:
            let layout = LaneReference(values: values, estimate: estimate, lanes: columns, spacing: mainSpacing, kept: kept, sections: sections).layout
            return (layout.starts, layout.extents, layout.lanes, layout.total)
        }
    }

    /// Virtual items in content coordinates (leading inset included), copies after one another.
    var layout: (starts: [Double], extents: [Double], columns: [Int]) {
        let data = dataLayout
        let cycle = data.total + mainSpacing
        let leading = Double(insets.leading)
        return ((0..<count).map { leading + Double($0 / dataCount) * cycle + data.starts[$0 % dataCount] },
                (0..<count).map { data.extents[$0 % dataCount] }, (0..<count).map { data.columns[$0 % dataCount] })
    }

    var contentExtent: Double {
        let items = dataCount == 0 ? 0 : Double(repetitions) * (dataLayout.total + mainSpacing) - mainSpacing
        return Double(insets.leading) + items + Double(insets.trailing)
    }

    func maxOffset(_ viewport: Viewport) -> Double { max(0, contentExtent - Double(viewport.extent)) }

    func freshWindows(_ viewport: Viewport, _ direction: ScrollDirection) -> WorkingWindows {
        let layout = self.layout
        return ReferenceLayout.windows(starts: layout.starts, extents: layout.extents, viewport: viewport, direction: direction, settings: sut.settings)
    }

    /// Keeps the lanes of the measured items expected to be shown, as the engine keeps them when it shows
    /// them (an item shown with its estimate keeps a provisional lane until it is measured).
    mutating func keepShownLanes() {
        guard kind == .lanes else { return }
        let lanes = dataLayout.columns
        for index in tracker.expected.visible where kept[index] == nil && values[index] != nil { kept[index] = lanes[index] }
    }

    // MARK: - Operations

    mutating func step() {
        switch Int.random(in: 0..<12, using: &rng) {
        case 0, 1: scroll(to: rng.quarter(in: -100...(contentExtent + 100)))
        case 2, 3: scroll(to: Double(sut.viewport.offset) + rng.quarter(in: -60...60))
        case 4: resize()
        case 5, 6: measure()
        case 7, 8: batchUpdate()
        case 9: changeSettings()
        case 10: reload()
        default: checkScrollTo()
        }
    }

    mutating func scroll(to offset: Double) {
        var viewport = sut.viewport
        viewport.offset = CGFloat(offset)
        update(viewport)
    }

    mutating func resize() {
        var viewport = sut.viewport
        viewport.extent = rng.chance(0.1) ? 0 : CGFloat(rng.quarter(in: 1...300))
        viewport.crossExtent = CGFloat(rng.chance(0.1) ? 0 : rng.quarter(in: 1...600))
        if rng.chance(0.05) {
            // Only an invalid width is refused.
            var invalid = viewport
            invalid.crossExtent = [CGFloat.nan, -1, .infinity].randomElement(using: &rng)!
            expectFailure { _ = try $0.update(viewport: invalid) }
            return
        }
        if let gridLayout, case let .adaptive(minimumWidth) = gridLayout.columns {
            // As many columns as fit; one (as wide as the viewport) when not even one fits.
            let available = viewport.crossExtent - gridLayout.crossInsets.leading - gridLayout.crossInsets.trailing
            let fitting = Int(((available + gridLayout.columnSpacing) / (minimumWidth + gridLayout.columnSpacing)).rounded(.down))
            columns = min(GridColumns.maximumCount, max(1, fitting))
        }
        update(viewport)
    }

    mutating func update(_ viewport: Viewport) {
        let changes = try! sut.update(viewport: viewport)
        let scenario = self
        tracker.moved(to: viewport, settings: sut.settings) { scenario.freshWindows(viewport, $0) }
        keepShownLanes()
        tracker.apply(changes)
        verify()
    }

    /// The item whose place on screen anchoring keeps, and the visible items after it (a batch update
    /// anchors on the first of them it keeps): the one after the last item starting before the viewport,
    /// when it is visible, else the first visible one. A viewport with no length anchors on the item
    /// whose slot holds its leading edge.
    func expectedAnchorCandidates(_ starts: [Double]) -> Range<Int> {
        if sut.viewport.extent == 0 {
            guard !starts.isEmpty else { return 0..<0 }
            let edge = ReferenceLayout.slotItem(at: Double(tracker.lastOffset), starts: starts)
            return edge..<(edge + 1)
        }
        let visible = tracker.expected.visible
        if let before = starts.lastIndex(where: { $0 < Double(tracker.lastOffset) }), visible.contains(before + 1) {
            return (before + 1)..<visible.upperBound
        }
        return visible
    }

    var isAtRest: Bool { sut.viewport.offset >= 0 && Double(sut.viewport.offset) <= maxOffset(sut.viewport) }

    mutating func measure() {
        guard dataCount > 0 else { return }
        let index = Int.random(in: 0..<dataCount, using: &rng)
        let value = rng.quarter(in: 0...80)
        if let uniformRowExtent, value != uniformRowExtent {
            expectFailure { _ = try $0.setExtent(CGFloat(value), ofItem: index) }
            return
        }
        let startsBefore = layout.starts
        let anchor = expectedAnchorCandidates(startsBefore).first
        let wasAtRest = isAtRest
        let change = try! sut.setExtent(CGFloat(value), ofItem: index)
        if uniformRowExtent == nil { values[index] = value }
        var expectedOffset = Double(tracker.lastOffset)
        if let anchor { expectedOffset += layout.starts[anchor] - startsBefore[anchor] }
        finishContentChange(change, expectedOffset: expectedOffset, clamping: wasAtRest)
    }

    mutating func batchUpdate() {
        let n = dataCount
        var pool = Array(0..<n).shuffled(using: &rng)
        let deletions = Array(pool.prefix(Int.random(in: 0...min(3, n), using: &rng)))
        pool.removeFirst(deletions.count)
        let sources = Array(pool.prefix(Int.random(in: 0...min(2, pool.count), using: &rng)))
        pool.removeFirst(sources.count)
        let reloads = Array(pool.prefix(Int.random(in: 0...min(2, pool.count), using: &rng)))
        let insertionCount = Int.random(in: 0...3, using: &rng)
        let newCount = n - deletions.count + insertionCount
        let fixed = Array((0..<newCount).shuffled(using: &rng).prefix(insertionCount + sources.count))
        let insertions = Array(fixed.prefix(insertionCount))
        let moves = zip(sources, fixed.dropFirst(insertionCount)).map { BatchUpdate.Move(from: $0, to: $1) }
        var insertedExtents: [Int: CGFloat] = [:]
        for index in insertions where rng.chance(0.5) {
            insertedExtents[index] = CGFloat(uniformRowExtent ?? rng.quarter(in: 0...60))
        }
        if let uniformRowExtent, let index = insertions.first, rng.chance(0.2) {
            insertedExtents[index] = CGFloat(uniformRowExtent + 1)
            let update = BatchUpdate(insertions: insertions, insertedExtents: insertedExtents)
            expectFailure { _ = try $0.performBatchUpdates(update, reportedCount: n + insertions.count) }
            return
        }
        let update = BatchUpdate(deletions: deletions, insertions: insertions, moves: moves, reloads: reloads, insertedExtents: insertedExtents)
        if rng.chance(0.15) {
            expectFailure { _ = try $0.performBatchUpdates(update, reportedCount: newCount + 1) }
            return
        }
        let vacated = Set(deletions).union(sources)
        let startsBefore = layout.starts
        var anchor: (old: Int, oldStart: Double)?
        for virtual in expectedAnchorCandidates(startsBefore) where !vacated.contains(virtual % n) {
            anchor = (virtual, startsBefore[virtual])
            break
        }
        let wasAtRest = isAtRest
        let change = try! sut.performBatchUpdates(update, reportedCount: newCount)
        var list = ReferenceLayout(values: values, estimate: estimate, spacing: 0)
        let mapping = list.apply(update)
        values = uniformRowExtent == nil ? list.values : Array(repeating: nil, count: newCount)
        var newKept = [Int?](repeating: nil, count: newCount)
        for (old, new) in mapping where !sources.contains(old) { newKept[new] = kept[old] }
        kept = newKept
        if case let .lanes(model) = sut.items.base { sections = model.sectionSizes }
        for old in 0..<n {
            check(change.mapping!.newIndex(ofOld: old) == mapping[old], "new index of old \(old)")
        }
        var expectedOffset = Double(tracker.lastOffset)
        if let anchor {
            let new = (anchor.old / n) * newCount + mapping[anchor.old % n]!
            expectedOffset += layout.starts[new] - anchor.oldStart
        }
        let engineMapping = change.mapping!
        tracker.remap { virtual in
            guard let data = engineMapping.retainedIndex(ofOld: virtual % n) else { return nil }
            return (virtual / n) * newCount + data
        }
        finishContentChange(change, expectedOffset: expectedOffset, clamping: wasAtRest)
    }

    mutating func changeSettings() {
        let changes = try! sut.setSettings(VirtualizerScenario<Random>.randomSettings(&rng))
        tracker.basis = nil
        tracker.recompute(fresh: freshWindows(sut.viewport, tracker.direction), allowingHysteresis: false, viewport: sut.viewport, settings: sut.settings)
        keepShownLanes()
        tracker.apply(changes)
        verify()
    }

    mutating func reload() {
        let count = Int.random(in: 0...300, using: &rng)
        var generator = rng
        values = (0..<count).map { _ in generator.chance(0.5) ? generator.quarter(in: 0...60) : nil }
        rng = generator
        kept = Array(repeating: nil, count: count)
        let captured = values
        let model: ExtentModel
        switch kind {
        case .grid:
            if let uniformRowExtent {
                values = Array(repeating: nil, count: count)
                model = .grid(try! GridExtents(count: count, rowExtent: CGFloat(uniformRowExtent), layout: gridLayout!))
            } else {
                model = .grid(try! GridExtents(count: count, estimatedExtent: CGFloat(estimate), layout: gridLayout!) { captured[$0].map { CGFloat($0) } })
            }
        case .lanes:
            let lanes = try! LaneExtents(count: count, estimatedExtent: CGFloat(estimate), layout: laneLayout!) { captured[$0].map { CGFloat($0) } }
            sections = lanes.sectionSizes
            model = .lanes(lanes)
        }
        let change = sut.reloadData(extents: model)
        tracker.remap { _ in nil }
        finishContentChange(change, expectedOffset: Double(tracker.lastOffset), clamping: true)
    }

    mutating func checkScrollTo() {
        guard count > 0 else { return }
        let index = Int.random(in: 0..<count, using: &rng)
        let layout = self.layout
        for alignment in ScrollAlignment.allCases {
            let unclamped = ReferenceLayout.offset(toShow: layout.starts[index], extent: layout.extents[index], at: alignment,
                                                   viewport: sut.viewport)
            let expected = min(max(unclamped, 0), maxOffset(sut.viewport))
            check(Double(try! sut.offset(toShow: index, at: alignment)) == expected, "scroll to \(index) at \(alignment)")
        }
        check(try! sut.frame(ofItem: index) == frame(of: index, layout), "frame of \(index)")
    }

    // MARK: - Checks

    mutating func finishContentChange(_ change: ContentChange, expectedOffset: Double, clamping: Bool) {
        var offset = expectedOffset
        if clamping { offset = min(max(offset, 0), maxOffset(sut.viewport)) }
        check(Double(sut.viewport.offset) == offset, "offset after content change: \(sut.viewport.offset), expected \(offset)")
        check(Double(change.offsetAdjustment) == offset - Double(tracker.lastOffset), "offset adjustment \(change.offsetAdjustment)")
        tracker.lastOffset = CGFloat(offset)
        tracker.basis = nil
        tracker.recompute(fresh: freshWindows(sut.viewport, tracker.direction), allowingHysteresis: false, viewport: sut.viewport, settings: sut.settings)
        keepShownLanes()
        tracker.apply(change.changes)
        verify()
    }

    /// Item `index`'s frame in the brute-force layout: its span along the axis, its column across.
    func frame(of index: Int, _ layout: (starts: [Double], extents: [Double], columns: [Int])) -> CGRect {
        let geometry = gridLayout.map { ColumnGeometry(count: columns, spacing: $0.columnSpacing, insets: $0.crossInsets) }
            ?? ColumnGeometry(count: columns, spacing: laneLayout!.laneSpacing, insets: laneLayout!.crossInsets)
        let cross = sut.viewport.crossExtent
        let width = max(0, (cross - geometry.insets.leading - geometry.insets.trailing - CGFloat(columns - 1) * geometry.spacing) / CGFloat(columns))
        return CGRect(x: geometry.insets.leading + CGFloat(layout.columns[index]) * (width + geometry.spacing), y: CGFloat(layout.starts[index]),
                      width: width, height: CGFloat(layout.extents[index]))
    }

    func verify() {
        let windows = sut.windows
        check(windows == tracker.expected, "windows \(windows) expected \(tracker.expected) for viewport \(sut.viewport)")
        check(tracker.matches(windows), "tracked state differs from the windows")
        check(Double(sut.contentExtent) == contentExtent, "content extent \(sut.contentExtent), expected \(contentExtent)")
        let layout = self.layout
        let placements = sut.placements()
        check(placements.map(\.index) == Array(windows.display), "placements \(placements.map(\.index)) for display \(windows.display)")
        for placement in placements {
            let v = placement.index
            check(placement.frame == frame(of: v, layout), "frame of \(v): \(placement.frame), expected \(frame(of: v, layout))")
            check(placement.dataIndex == v % max(1, dataCount), "data index of \(v)")
            check(placement.state == (windows.visible.contains(v) ? .visible : .loaded), "state of \(v)")
        }
        if case let .lanes(model) = sut.items.base {
            check(model.keptLaneCount == kept.filter { $0 != nil }.count, "kept lanes \(model.keptLaneCount)")
            check(model.sectionSizes == sections, "sections \(model.sectionSizes), expected \(sections)")
        }
    }

    /// Runs an operation that must throw, and checks that nothing changed.
    mutating func expectFailure(_ operation: (inout Virtualizer) throws -> Void) {
        var copy = sut
        let (windows, viewport, placements, content) = (sut.windows, sut.viewport, sut.placements(), sut.contentExtent)
        checkThrows(LazyScrollError.self) { try operation(&copy) }
        check(copy.windows == windows && copy.viewport == viewport && copy.placements() == placements && copy.contentExtent == content,
              "a refused operation changed the state")
        sut = copy
    }
}

extension LayoutScenario where Random == SplitMix64 {
    init(seed: UInt64, kind: Kind) { self.init(random: SplitMix64(seed: seed), kind: kind) }
}
