import Foundation
@testable import LazyScroll
// The fuzz targets compile this file with SplitMix64.swift itself, not against the module.
#if canImport(PropertySeeds)
import PropertySeeds
#endif

/// Drives a `Virtualizer` over sections and the brute-force `SectionReference` through the same random
/// operations (scrolls, resizes, measurements of headers, footers and items, batch updates of sections
/// and items, refused updates), and after each one checks the windows, the held pinned elements, every
/// placement (pinned ones included), the reported changes, anchoring, the flat mapping of a batch update,
/// and the size model's searches against the reference.
struct SectionsScenario<Random: RandomNumberGenerator> {
    var sut: Virtualizer
    var reference: SectionReference
    var rng: Random
    var leading: Double
    var trailing: Double
    var nextID = 0
    var tracker = WindowTracker()
    /// Held elements the front end was told about (shown, loaded and prefetched outside the windows).
    var expectedHeld = IndexRanges()

    init(random: Random) {
        rng = random
        leading = rng.chance(0.5) ? 0 : rng.quarter(in: 0...20)
        trailing = rng.chance(0.5) ? 0 : rng.quarter(in: 0...20)
        let pinning = [SectionPinning.none, .headers, .headersAndFooters, SectionPinning(headers: false, footers: true)][Int.random(in: 0...3, using: &rng)]
        reference = SectionReference(sections: [], spacing: rng.chance(0.5) ? 0 : rng.quarter(in: 0...8), pinning: pinning)
        sut = try! Virtualizer(extents: .uniform(UniformExtents(count: 0, itemExtent: 1)))
        let count = [0, 1, 2, 3, 5, 8][Int.random(in: 0...5, using: &rng)]
        for _ in 0..<count { reference.sections.append(randomSection()) }
        sut = try! Virtualizer(extents: .sections(reference.model), insets: ContentInsets(leading: CGFloat(leading), trailing: CGFloat(trailing)),
                               settings: VirtualizerScenario<Random>.randomSettings(&rng))
    }

    mutating func newID() -> Int {
        nextID += 1
        return nextID
    }

    mutating func randomSection() -> SectionReference.Section {
        let layout: SectionReference.Layout
        switch Int.random(in: 0...2, using: &rng) {
        case 0: layout = .list(estimate: Double(Int.random(in: 2...30, using: &rng)), spacing: rng.chance(0.5) ? 0 : rng.quarter(in: 0...4))
        case 1: layout = .uniform(extent: rng.quarter(in: 1...30), spacing: rng.chance(0.5) ? 0 : rng.quarter(in: 0...4))
        default:
            layout = .grid(columns: Int.random(in: 1...3, using: &rng), estimate: Double(Int.random(in: 2...30, using: &rng)),
                           rowSpacing: rng.chance(0.5) ? 0 : rng.quarter(in: 0...4), columnSpacing: rng.quarter(in: 0...4),
                           crossInsets: rng.quarter(in: 0...4))
        }
        let count = [0, 1, 2, 5, 12][Int.random(in: 0...4, using: &rng)]
        var items: [SectionReference.Item] = []
        for _ in 0..<count { items.append(SectionReference.Item(id: newID(), value: rng.chance(0.5) ? rng.quarter(in: 0...40) : nil)) }
        // A uniform list stores no extents: its items have none to carry when they move.
        if case .uniform = layout { items = items.map { SectionReference.Item(id: $0.id, value: nil) } }
        return SectionReference.Section(
            id: newID(), header: rng.chance(0.6) ? rng.quarter(in: 0...24) : nil, headerMeasured: rng.chance(0.5),
            footer: rng.chance(0.4) ? rng.quarter(in: 0...16) : nil, footerMeasured: rng.chance(0.5),
            leading: rng.chance(0.5) ? 0 : rng.quarter(in: 0...8), trailing: rng.chance(0.5) ? 0 : rng.quarter(in: 0...8),
            layout: layout, items: items)
    }

    // MARK: - Operations

    /// The operations so far, for a failure's message.
    var history: [String] = []

    mutating func step() {
        let operation = Int.random(in: 0..<12, using: &rng)
        history.append(["scroll", "scroll", "scroll by", "scroll by", "resize", "measure", "measure", "update", "update", "update", "refused", "queries"][operation])
        switch operation {
        case 0, 1: scroll(to: rng.quarter(in: -50...(reference.totalExtent + leading + trailing + 50)))
        case 2, 3: scroll(to: Double(sut.viewport.offset) + rng.quarter(in: -60...60))
        case 4: resize()
        case 5, 6: measure()
        case 7, 8, 9: batchUpdate()
        case 10: refusedUpdate()
        default:
            checkQueries()
            checkScrollTo()
        }
    }

    mutating func scroll(to offset: Double) {
        var viewport = sut.viewport
        viewport.offset = CGFloat(offset)
        update(viewport)
    }

    mutating func resize() {
        update(rng.resized(sut.viewport, extent: 200, crossExtent: 160, inset: 40))
    }

    mutating func update(_ viewport: Viewport) {
        let changes = try! sut.update(viewport: viewport)
        let settings = sut.settings
        let (starts, extents) = contentLayout()
        tracker.moved(to: viewport, settings: settings) {
            ReferenceLayout.windows(starts: starts, extents: extents, viewport: viewport, direction: $0, settings: settings)
        }
        apply(changes)
        verify()
    }

    mutating func measure() {
        let elements = reference.elements()
        guard !elements.isEmpty else { return }
        let index = Int.random(in: 0..<elements.count, using: &rng)
        let value = rng.quarter(in: 0...40)
        let section = elements[index].address.section
        if case let .item(path) = elements[index].address, case let .uniform(extent, _) = reference.sections[section].layout, value != extent {
            expectFailure { _ = try $0.setExtent(CGFloat(value), ofItem: index) }
            check(path.section == section, "address of a uniform item")
            return
        }
        let anchor = expectedAnchorCandidates().first
        let before = contentLayout().starts
        let wasAtRest = isAtRest
        let change = try! sut.setExtent(CGFloat(value), ofItem: index)
        switch elements[index].address {
        case .header: reference.sections[section].header = value; reference.sections[section].headerMeasured = true
        case .footer: reference.sections[section].footer = value; reference.sections[section].footerMeasured = true
        case let .item(path):
            if case .uniform = reference.sections[section].layout { break }
            reference.sections[section].items[path.item].value = value
        case .row: break
        }
        var expectedOffset = Double(tracker.lastOffset)
        if let anchor { expectedOffset += contentLayout().starts[anchor] - before[anchor] }
        finish(change, expectedOffset: expectedOffset, clamping: wasAtRest)
    }

    var isAtRest: Bool {
        sut.viewport.offset >= 0 && Double(sut.viewport.offset) <= max(0, contentExtent - Double(sut.viewport.extent))
    }

    var contentExtent: Double { leading + reference.totalExtent + trailing }

    /// A random consistent batch update of sections and items, what it does to the reference, and the
    /// checks of its mapping and anchoring.
    mutating func batchUpdate() {
        let old = reference
        let oldElements = old.elements()
        let (update, new, vacated, reloaded, replaced) = randomUpdate()
        let newElements = new.elements()
        let newIndex = Dictionary(uniqueKeysWithValues: newElements.enumerated().map { ($1.identity, $0) })
        // The first visible element from the anchor on that neither leaves nor moves keeps its place.
        let starts = contentLayout().starts
        var anchor: (old: Int, start: Double)?
        for candidate in expectedAnchorCandidates() where !vacated.contains(oldElements[candidate].identity) && !replaced.contains(oldElements[candidate].identity) {
            anchor = (candidate, starts[candidate])
            break
        }
        let wasAtRest = isAtRest
        let change = try! sut.performSectionUpdates(update, reportedItemCounts: new.sections.map(\.items.count))
        reference = new
        let mapping = change.mapping!
        for (k, element) in oldElements.enumerated() {
            let expected = replaced.contains(element.identity) ? nil : newIndex[element.identity]
            check(mapping.newIndex(ofOld: k) == expected, "new index of old element \(k) (\(element.identity)): \(String(describing: mapping.newIndex(ofOld: k))), expected \(String(describing: expected))")
            let retained = reloaded.contains(element.identity) ? nil : expected
            check(mapping.retainedIndex(ofOld: k) == retained, "retained index of old element \(k)")
        }
        var expectedOffset = Double(tracker.lastOffset)
        if let anchor, let moved = newIndex[oldElements[anchor.old].identity] {
            expectedOffset += contentLayout().starts[moved] - anchor.start
        }
        tracker.remap { mapping.retainedIndex(ofOld: $0) }
        expectedHeld = IndexRanges(expectedHeld.compactMap { mapping.retainedIndex(ofOld: $0) })
        finish(change, expectedOffset: expectedOffset, clamping: wasAtRest)
    }

    /// Updates whose parts contradict each other or the data are refused and change nothing.
    mutating func refusedUpdate() {
        let s = reference.sections.count
        var update = SectionBatchUpdate()
        var counts: [Int]? = reference.sections.map(\.items.count)
        switch Int.random(in: 0...6, using: &rng) {
        case 0: update.sectionDeletions = [s]
        case 1: counts = counts! + [0]
        case 2:
            guard let section = reference.sections.indices.randomElement(using: &rng) else { return }
            update.itemDeletions = [ItemPath(section: section, item: reference.sections[section].items.count)]
        case 3:
            guard let section = reference.sections.indices.randomElement(using: &rng), !reference.sections[section].items.isEmpty else { return }
            update.sectionDeletions = [section]
            update.itemDeletions = [ItemPath(section: section, item: 0)]
            counts = nil
        case 4:
            guard let section = reference.sections.indices.randomElement(using: &rng) else { return }
            counts![section] += 1
        case 5:
            guard let section = reference.sections.indices.randomElement(using: &rng) else { return }
            update.sectionDeletions = [section]
            update.headerAndFooterReloads = [section]
            counts = nil
        default:
            guard let section = reference.sections.indices.randomElement(using: &rng) else { return }
            update.sectionReloads = [section]
            update.itemReloads = reference.sections[section].items.isEmpty ? [] : [ItemPath(section: section, item: 0)]
            if update.itemReloads.isEmpty { update.sectionDeletions = [section] }
        }
        let reported = counts
        expectFailure { _ = try $0.performSectionUpdates(update, reportedItemCounts: reported) }
    }

    // MARK: - Random updates

    /// A random consistent update, the reference after it, the identities whose elements leave their
    /// place (deleted, or moved alone or with their section), those reloaded, and the reloaded items of
    /// moved sections, which are replaced (deleted and inserted) rather than moved and reloaded.
    mutating func randomUpdate() -> (
        SectionBatchUpdate, SectionReference, vacated: Set<SectionReference.Identity>, reloaded: Set<SectionReference.Identity>,
        replaced: Set<SectionReference.Identity>
    ) {
        let old = reference
        let s = old.sections.count
        var pool = Array(0..<s).shuffled(using: &rng)
        func take(_ most: Int) -> [Int] {
            let taken = Array(pool.prefix(Int.random(in: 0...min(most, pool.count), using: &rng)))
            pool.removeFirst(taken.count)
            return taken
        }
        let deletedSections = take(1)
        let movedSections = take(1)
        let reloadedSections = take(1)
        let boundaryReloads = (0..<s).filter { !deletedSections.contains($0) && !reloadedSections.contains($0) && rng.chance(0.15) }
        let insertedCount = Int.random(in: 0...1, using: &rng)
        let newCount = s - deletedSections.count + insertedCount
        let fixed = Array((0..<newCount).shuffled(using: &rng).prefix(insertedCount + movedSections.count))
        let insertedIndices = Array(fixed.prefix(insertedCount))
        let sectionMoves = zip(movedSections, fixed.dropFirst(insertedCount)).map { BatchUpdate.Move(from: $0, to: $1) }
        var insertions: [SectionBatchUpdate.SectionInsertion] = []
        var insertedShapes: [Int: SectionReference.Section] = [:]
        for index in insertedIndices {
            let shape = randomSection()
            insertedShapes[index] = shape
            insertions.append(SectionBatchUpdate.SectionInsertion(index: index, section: shape.model))
        }
        let sectionUpdate = BatchUpdate(deletions: deletedSections, insertions: insertedIndices, moves: sectionMoves, reloads: reloadedSections)
        let (placeholders, sectionImage) = sectionUpdate.applied(to: Array(0..<s)) { -1 - $0 }
        // placeholders[n]: the old section at new index n, or −1 − n for an inserted one.
        let reloadedImages = Set(reloadedSections.compactMap { sectionImage[$0] })

        // Items leaving old sections.
        var itemPool: [ItemPath] = []
        for section in 0..<s where !reloadedSections.contains(section) {
            for item in old.sections[section].items.indices { itemPool.append(ItemPath(section: section, item: item)) }
        }
        itemPool.shuffle(using: &rng)
        func takePaths(_ most: Int, _ allowed: (ItemPath) -> Bool) -> [ItemPath] {
            var taken: [ItemPath] = []
            let wanted = Int.random(in: 0...most, using: &rng)
            var k = 0
            while taken.count < wanted && k < itemPool.count {
                if allowed(itemPool[k]) { taken.append(itemPool.remove(at: k)) } else { k += 1 }
            }
            return taken
        }
        let itemDeletions = takePaths(3) { !deletedSections.contains($0.section) }
        let itemReloads = takePaths(2) { !deletedSections.contains($0.section) }
        var moveSources = takePaths(2) { _ in true }

        // Items arriving in new sections: insertions into sections that were there, moves anywhere but
        // into a reloaded section.
        let eligible = (0..<newCount).filter { !reloadedImages.contains($0) }
        let insertable = eligible.filter { placeholders[$0] >= 0 }
        var fills: [Int: [(kind: Int, payload: Int)]] = [:]  // kind 0: insertion, 1: move (payload: move number)
        let insertionCount = insertable.isEmpty ? 0 : Int.random(in: 0...3, using: &rng)
        for _ in 0..<insertionCount { fills[insertable.randomElement(using: &rng)!, default: []].append((0, 0)) }
        var moveTargets: [Int] = []
        var keptSources: [ItemPath] = []
        for source in moveSources {
            let candidates = eligible.filter { target in
                // An inserted section takes as many moved items as it has places.
                guard placeholders[target] < 0 else { return true }
                return (fills[target]?.count ?? 0) < insertedShapes[target]!.items.count
            }
            guard let target = candidates.randomElement(using: &rng) else {
                itemPool.append(source)
                continue
            }
            fills[target, default: []].append((1, keptSources.count))
            moveTargets.append(target)
            keptSources.append(source)
        }
        moveSources = keptSources

        // Place each arrival, and build the new sections.
        var removedFrom: [Int: Set<Int>] = [:]
        for path in itemDeletions + moveSources { removedFrom[path.section, default: []].insert(path.item) }
        var newSections: [SectionReference.Section] = []
        var itemInsertions: [ItemPath] = []
        var insertedExtents: [ItemPath: CGFloat] = [:]
        var moveDestinations = [ItemPath?](repeating: nil, count: moveSources.count)
        for n in 0..<newCount {
            let arrivals = (fills[n] ?? []).shuffled(using: &rng)
            if placeholders[n] < 0 {
                var section = insertedShapes[n]!
                let places = Array(section.items.indices.shuffled(using: &rng).prefix(arrivals.count))
                for (arrival, place) in zip(arrivals, places) {
                    let source = moveSources[arrival.payload]
                    let moved = old.sections[source.section].items[source.item]
                    moveDestinations[arrival.payload] = ItemPath(section: n, item: place)
                    var value = moved.value ?? section.items[place].value
                    if case .uniform = section.layout { value = nil }
                    section.items[place] = SectionReference.Item(id: moved.id, value: value)
                }
                newSections.append(section)
                continue
            }
            var section = old.sections[placeholders[n]]
            let removed = removedFrom[placeholders[n]] ?? []
            let survivors = section.items.indices.filter { !removed.contains($0) }.map { section.items[$0] }
            let count = survivors.count + arrivals.count
            let places = Array((0..<count).shuffled(using: &rng).prefix(arrivals.count))
            var placed: [Int: SectionReference.Item] = [:]
            for (arrival, place) in zip(arrivals, places) {
                let path = ItemPath(section: n, item: place)
                if arrival.kind == 1 {
                    let source = moveSources[arrival.payload]
                    placed[place] = old.sections[source.section].items[source.item]
                    if case .uniform = section.layout { placed[place]!.value = nil }
                    moveDestinations[arrival.payload] = path
                } else {
                    var value: Double?
                    if rng.chance(0.5) {
                        if case let .uniform(extent, _) = section.layout {
                            insertedExtents[path] = CGFloat(extent)
                        } else {
                            value = rng.quarter(in: 0...40)
                            insertedExtents[path] = CGFloat(value!)
                        }
                    }
                    placed[place] = SectionReference.Item(id: newID(), value: value)
                    itemInsertions.append(path)
                }
            }
            var rest = survivors.makeIterator()
            section.items = (0..<count).map { placed[$0] ?? rest.next()! }
            newSections.append(section)
        }
        var new = old
        new.sections = newSections
        let itemMoves = zip(moveSources, moveDestinations).map { SectionBatchUpdate.ItemMove(from: $0, to: $1!) }
        let update = SectionBatchUpdate(
            sectionDeletions: deletedSections, sectionInsertions: insertions, sectionMoves: sectionMoves, sectionReloads: reloadedSections,
            headerAndFooterReloads: boundaryReloads.shuffled(using: &rng), itemDeletions: itemDeletions, itemInsertions: itemInsertions, itemMoves: itemMoves, itemReloads: itemReloads,
            insertedItemExtents: insertedExtents)

        var vacated = Set<SectionReference.Identity>()
        var reloaded = Set<SectionReference.Identity>()
        func identities(ofSection section: SectionReference.Section) -> [SectionReference.Identity] {
            (section.header == nil ? [] : [.header(section.id)]) + section.items.map { .item($0.id) } + (section.footer == nil ? [] : [.footer(section.id)])
        }
        for section in deletedSections + movedSections { vacated.formUnion(identities(ofSection: old.sections[section])) }
        for path in itemDeletions + moveSources { vacated.insert(.item(old.sections[path.section].items[path.item].id)) }
        for section in reloadedSections { reloaded.formUnion(identities(ofSection: old.sections[section])) }
        var replaced = Set<SectionReference.Identity>()
        for path in itemReloads {
            let identity = SectionReference.Identity.item(old.sections[path.section].items[path.item].id)
            reloaded.insert(identity)
            // A reloaded item of a moved section cannot be both moved and reloaded: it is replaced.
            if movedSections.contains(path.section) { replaced.insert(identity) }
        }
        for section in boundaryReloads {
            let shape = old.sections[section]
            let boundaries: [SectionReference.Identity] = (shape.header == nil ? [] : [.header(shape.id)]) + (shape.footer == nil ? [] : [.footer(shape.id)])
            reloaded.formUnion(boundaries)
            if movedSections.contains(section) { replaced.formUnion(boundaries) }
        }
        return (update, new, vacated, reloaded, replaced)
    }

    // MARK: - Expectations

    /// Every element's start (content coordinates) and extent, from the reference.
    func contentLayout() -> (starts: [Double], extents: [Double]) {
        let elements = reference.elements()
        return (elements.map { leading + $0.start }, elements.map(\.extent))
    }

    /// The anchor and the visible elements after it: the first visible element that starts at or after
    /// the viewport's leading edge, else the first visible; for a viewport with no length, the element
    /// whose slot holds its leading edge.
    func expectedAnchorCandidates() -> Range<Int> {
        let starts = contentLayout().starts
        if sut.viewport.extent == 0 {
            guard !starts.isEmpty else { return 0..<0 }
            let edge = ReferenceLayout.slotItem(at: Double(tracker.lastOffset), starts: starts)
            return edge..<(edge + 1)
        }
        let visible = tracker.expected.visible
        let first = visible.first { starts[$0] >= Double(tracker.lastOffset) } ?? visible.lowerBound
        return first..<visible.upperBound
    }

    /// The pinned headers and footers drawn away from their own places that meet the viewport, outside
    /// the visible window.
    func expectedPinned() -> IndexRanges {
        let viewport = sut.viewport
        guard viewport.extent > 0 else { return IndexRanges() }
        let (top, bottom) = pinLines
        let start = Double(viewport.offset) - leading
        let end = start + Double(viewport.extent)
        var held: [Int] = []
        for (k, element) in reference.elements().enumerated() {
            let placed = reference.placedStart(of: element, top: top, bottom: bottom)
            if placed != element.start, placed < end, placed + element.extent > start, !tracker.expected.visible.contains(k) { held.append(k) }
        }
        return IndexRanges(held)
    }

    var pinLines: (top: Double, bottom: Double) {
        let viewport = sut.viewport
        let start = Double(viewport.offset) - leading
        return (start + Double(viewport.obscuredInsets.leading), start + Double(viewport.extent) - Double(viewport.obscuredInsets.trailing))
    }

    mutating func apply(_ changes: RangeChanges) {
        tracker.apply(changes)
        expectedHeld = expectedPinned()
    }

    mutating func finish(_ change: ContentChange, expectedOffset: Double, clamping: Bool) {
        var offset = expectedOffset
        if clamping { offset = min(max(offset, 0), max(0, contentExtent - Double(sut.viewport.extent))) }
        check(Double(sut.viewport.offset) == offset, "offset \(sut.viewport.offset) after content change, expected \(offset)")
        check(Double(change.offsetAdjustment) == offset - Double(tracker.lastOffset), "offset adjustment \(change.offsetAdjustment)")
        tracker.lastOffset = CGFloat(offset)
        tracker.basis = nil
        let (starts, extents) = contentLayout()
        let fresh = ReferenceLayout.windows(starts: starts, extents: extents, viewport: sut.viewport, direction: tracker.direction, settings: sut.settings)
        tracker.recompute(fresh: fresh, allowingHysteresis: false, viewport: sut.viewport, settings: sut.settings)
        apply(change.changes)
        verify()
    }

    func verify() {
        let windows = sut.windows
        let expected = tracker.expected
        check(windows.visible == expected.visible && windows.display == expected.display && windows.preload == expected.preload,
              "windows \(windows) expected \(expected) for viewport \(sut.viewport)")
        check(windows.held == expectedHeld, "held \(windows.held), expected \(expectedHeld) for viewport \(sut.viewport)")
        let held = Set(expectedHeld)
        check(tracker.shown == Set(expected.visible).union(held) && tracker.displayed == Set(expected.display).union(held)
              && tracker.preloaded == Set(expected.preload).union(held), "tracked state differs from the windows")
        check(Double(sut.contentExtent) == contentExtent, "content extent \(sut.contentExtent), expected \(contentExtent)")
        let elements = reference.elements(crossExtent: Double(sut.viewport.crossExtent))
        let placements = sut.placements()
        let shown = IndexRanges(expected.display).union(expectedHeld)
        check(placements.map(\.index) == Array(shown), "placements \(placements.map(\.index)) for \(shown)")
        let (top, bottom) = pinLines
        for placement in placements where placement.index < elements.count {
            let element = elements[placement.index]
            let start = leading + reference.placedStart(of: element, top: top, bottom: bottom)
            let cross = element.crossSlot ?? (0, Double(sut.viewport.crossExtent))
            check(Double(placement.frame.minY) == start && Double(placement.frame.height) == element.extent
                  && Double(placement.frame.minX) == cross.start && Double(placement.frame.width) == cross.extent,
                  "frame of \(placement.index) (\(element.address)): \(placement.frame), expected start \(start) extent \(element.extent) across \(cross)")
            check(placement.isPinned == (start != leading + element.start), "pinned state of \(placement.index)")
            let visible = expected.visible.contains(placement.index) || held.contains(placement.index)
            check(placement.state == (visible ? .visible : .loaded), "state of \(placement.index)")
        }
    }

    /// Compares the size model's searches and addresses with the reference.
    mutating func checkQueries() {
        let model = sut.sections!
        let elements = reference.elements()
        check(model.count == elements.count && model.sectionCount == reference.sections.count, "counts")
        check(Double(model.totalExtent) == reference.totalExtent, "total extent \(model.totalExtent), expected \(reference.totalExtent)")
        for (k, element) in elements.enumerated() {
            check(Double(try! model.offset(of: k)) == element.start && Double(try! model.extent(of: k)) == element.extent,
                  "span of element \(k): \(try! model.offset(of: k)), expected \(element.start)")
            check(try! model.element(at: k) == element.address && (try! model.index(of: element.address)) == k, "address of element \(k)")
        }
        let starts = elements.map(\.start)
        let extents = elements.map(\.extent)
        for _ in 0..<6 {
            let x = rng.quarter(in: -10...(reference.totalExtent + 10))
            for inclusive in [true, false] {
                let expected = starts.indices.last { inclusive ? starts[$0] <= x : starts[$0] < x }
                check(model.lastItem(startingBefore: CGFloat(x), inclusive: inclusive)?.index == expected,
                      "last element starting before \(x) (inclusive: \(inclusive)): \(String(describing: model.lastItem(startingBefore: CGFloat(x), inclusive: inclusive)?.index)), expected \(String(describing: expected))")
            }
            let upper = x + rng.quarter(in: 0...60)
            let expected = ReferenceLayout.hull(starts: starts, extents: extents, x, upper)
            check(model.indices(intersecting: CGFloat(x), CGFloat(upper)) == expected,
                  "elements intersecting \(x)..<\(upper): \(model.indices(intersecting: CGFloat(x), CGFloat(upper))), expected \(expected)")
        }
    }

    /// Scroll-to aligns below the pinned header of the element's section.
    mutating func checkScrollTo() {
        let elements = reference.elements()
        guard !elements.isEmpty else { return }
        let index = Int.random(in: 0..<elements.count, using: &rng)
        let element = elements[index]
        var cover = 0.0
        if reference.pinning.headers, case .item = element.address, let header = reference.sections[element.address.section].header { cover = header }
        if reference.pinning.headers, case .footer = element.address, let header = reference.sections[element.address.section].header { cover = header }
        for alignment in ScrollAlignment.allCases {
            let target = ReferenceLayout.offset(toShow: leading + element.start, extent: element.extent, at: alignment, viewport: sut.viewport, pinnedCover: cover)
            let expected = min(max(target, 0), max(0, contentExtent - Double(sut.viewport.extent)))
            check(Double(try! sut.offset(toShow: index, at: alignment)) == expected, "scroll to \(index) at \(alignment)")
        }
    }

    /// Runs an operation that must throw, and checks that nothing changed.
    mutating func expectFailure(_ operation: (inout Virtualizer) throws -> Void) {
        var copy = sut
        let windows = sut.windows
        let viewport = sut.viewport
        let placements = sut.placements()
        let content = sut.contentExtent
        checkThrows(LazyScrollError.self) { try operation(&copy) }
        check(copy.windows == windows && copy.viewport == viewport && copy.placements() == placements && copy.contentExtent == content,
              "a refused operation changed the state")
        check(copy.sections.map { m in (0..<m.count).map { try! m.offset(of: $0) } } == sut.sections.map { m in (0..<m.count).map { try! m.offset(of: $0) } },
              "a refused operation changed the sections")
        sut = copy
    }
}

extension SectionsScenario where Random == SplitMix64 {
    init(seed: UInt64) { self.init(random: SplitMix64(seed: seed)) }
}
