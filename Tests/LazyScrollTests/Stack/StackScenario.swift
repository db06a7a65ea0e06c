import Foundation
import Testing
@testable import LazyScroll
import PropertySeeds

/// Drives a `ScrollStack` and the brute-force `StackReference` through the same random structure,
/// viewports and content changes, and after each step checks every child's placement, every list's
/// visible items, that nothing is loaded beyond a list's buffers, and anchoring.
struct StackScenario {
    var sut: ScrollStack
    var reference: StackReference
    var rng: SplitMix64

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
        (sut, reference) = StackScenario.randomStack(axis: rng.chance(0.5) ? .vertical : .horizontal, depth: 0, rng: &rng)
    }

    static func randomStack(axis: ScrollAxis, depth: Int, rng: inout SplitMix64) -> (ScrollStack, StackReference) {
        let spacing = rng.chance(0.4) ? 0 : rng.quarter(in: 0...12)
        let insets = StackInsets(
            leading: CGFloat(rng.chance(0.5) ? 0 : rng.quarter(in: 0...40)),
            trailing: CGFloat(rng.chance(0.5) ? 0 : rng.quarter(in: 0...40)),
            crossLeading: CGFloat(rng.chance(0.5) ? 0 : rng.quarter(in: 0...20)),
            crossTrailing: CGFloat(rng.chance(0.5) ? 0 : rng.quarter(in: 0...20)))
        let reach: RangeBuffer = rng.chance(0.5)
            ? .screens(leading: CGFloat(rng.quarter(in: 0...2)), trailing: CGFloat(rng.quarter(in: 0...2)))
            : .items(leading: Int.random(in: 0...2, using: &rng), trailing: Int.random(in: 0...2, using: &rng))
        var stack = try! ScrollStack(axis: axis, spacing: CGFloat(spacing), insets: insets, reach: reach)
        var reference = StackReference(axis: axis, spacing: spacing, insets: insets)
        let count = [0, 1, 2, 4, 8, 20][Int.random(in: 0...5, using: &rng)]
        for _ in 0..<count {
            let crossSize: StackCrossSize = rng.chance(0.5) ? .fill : .fixed(CGFloat(rng.quarter(in: 0...300)))
            let alignment = StackCrossAlignment.allCases.randomElement(using: &rng)!
            let isHidden = rng.chance(0.15)
            let isSticky = rng.chance(0.25)
            let content: StackChildContent
            let mirror: StackReference.Content
            var kind = Int.random(in: 0..<10, using: &rng)
            if depth >= 1 && kind >= 9 { kind = 4 }
            switch kind {
            case 0..<4:
                let extent = rng.quarter(in: 0...120)
                content = .fixed(extent: CGFloat(extent))
                mirror = .fixed(extent)
            case 4..<9:
                let (list, layout) = randomList(&rng)
                content = .list(list)
                mirror = .list(layout)
            default:
                let (nested, nestedReference) = randomStack(axis: axis, depth: depth + 1, rng: &rng)
                content = .stack(nested)
                mirror = .stack(nestedReference)
            }
            try! stack.insertChild(content, crossSize: crossSize, alignment: alignment, isHidden: isHidden, isSticky: isSticky)
            reference.children.append(.init(content: mirror, crossSize: crossSize, alignment: alignment, isHidden: isHidden, isSticky: isSticky))
        }
        return (stack, reference)
    }

    static func randomList(_ rng: inout SplitMix64) -> (Virtualizer, ReferenceLayout) {
        let count = [0, 1, 3, 10, 60][Int.random(in: 0...4, using: &rng)]
        let spacing = rng.chance(0.5) ? 0 : rng.quarter(in: 0...4)
        let estimate = Double(Int.random(in: 4...30, using: &rng))
        var generator = rng
        // Items are never zero-length, so "intersects the viewport" has one meaning at every edge.
        let values: [Double?] = (0..<count).map { _ in generator.chance(0.5) ? generator.quarter(in: 0.25...50) : nil }
        rng = generator
        let insets = ContentInsets(leading: CGFloat(rng.chance(0.5) ? 0 : rng.quarter(in: 0...20)),
                                   trailing: CGFloat(rng.chance(0.5) ? 0 : rng.quarter(in: 0...20)))
        let model = try! MeasuredExtents(count: count, estimatedExtent: CGFloat(estimate), spacing: CGFloat(spacing)) { values[$0].map { CGFloat($0) } }
        let settings = WorkingRangeSettings(
            display: .screens(leading: CGFloat(rng.quarter(in: 0...1.5)), trailing: CGFloat(rng.quarter(in: 0...1))),
            preload: .screens(leading: CGFloat(rng.quarter(in: 0...2.5)), trailing: CGFloat(rng.quarter(in: 0...1.5))),
            hysteresis: 0)
        let list = try! Virtualizer(extents: .measured(model), insets: insets, settings: settings)
        let layout = ReferenceLayout(values: values, estimate: estimate, spacing: spacing,
                                     leading: Double(insets.leading), trailing: Double(insets.trailing))
        return (list, layout)
    }

    // MARK: - Operations

    mutating func step() {
        switch Int.random(in: 0..<16, using: &rng) {
        case 0..<3: scroll(to: rng.quarter(in: -50...(reference.contentExtent + 50)))
        case 3..<5: scroll(to: Double(sut.viewport.offset) + rng.quarter(in: -80...80))
        case 5: resize()
        case 6, 7: measureItem()
        case 8: resizeFixedChild()
        case 9: toggleHidden()
        case 10: toggleSticky()
        case 11: insertChild()
        case 12: removeChild()
        case 15: scrollToStart()
        default: insertItems()
        }
    }

    /// Scrolls a random location to `.start`: unless the content's ends stop it, it lands exactly below
    /// the sticky children then pinned over the viewport's leading edge (below its obscured inset), at
    /// every level of nesting.
    mutating func scrollToStart() {
        guard let location = Self.randomLocation(in: reference, rng: &rng) else { return }
        let target = try! sut.offset(toShow: location, at: .start)
        scroll(to: Double(target))
        guard target > 0, Double(target) < reference.maxOffset(viewportExtent: Double(sut.viewport.extent)) else { return }
        let pinLine = Double(target + sut.viewport.obscuredInsets.leading)
        let (start, cover) = reference.startAndCover(of: location, at: pinLine)
        #expect(start == cover, "\(location) at \(target): starts at \(start), headers reach \(cover)")
    }

    /// A shown child, an item of a list child, or a location in a nested stack; never inside a sticky
    /// child (a pinned list or stack carries its contents away from their natural place).
    static func randomLocation(in reference: StackReference, rng: inout SplitMix64) -> StackLocation? {
        let shown = reference.children.indices.filter { !reference.children[$0].isHidden }
        guard let index = shown.randomElement(using: &rng) else { return nil }
        let child = reference.children[index]
        guard !child.isSticky, rng.chance(0.8) else { return .child(index) }
        switch child.content {
        case let .list(layout) where layout.count > 0:
            return .item(Int.random(in: 0..<layout.count, using: &rng), inChild: index)
        case let .stack(nested):
            return randomLocation(in: nested, rng: &rng).map { .nested(inChild: index, $0) } ?? .child(index)
        default:
            return .child(index)
        }
    }

    mutating func scroll(to offset: Double) {
        var viewport = sut.viewport
        viewport.offset = CGFloat(offset)
        apply(try! sut.update(viewport: viewport))
    }

    mutating func resize() {
        // Bars over either edge: sticky children pin below the leading one, and scroll-to aligns
        // between them.
        apply(try! sut.update(viewport: rng.resized(sut.viewport, extent: 400, crossExtent: 400, inset: 60)))
    }

    mutating func measureItem() {
        let lists = reference.children.indices.filter {
            if case let .list(layout) = reference.children[$0].content { return layout.count > 0 }
            return false
        }
        guard let index = lists.randomElement(using: &rng), case var .list(layout) = reference.children[index].content else { return }
        let item = Int.random(in: 0..<layout.count, using: &rng)
        let extent = rng.quarter(in: 0.25...80)
        let before = AnchorProbe(self)
        let update = try! sut.setItemExtent(CGFloat(extent), ofItem: item, inChild: index)
        layout.values[item] = extent
        reference.children[index].content = .list(layout)
        before.verify(after: self, update: update, changedChild: index, itemsKeepIndices: true)
        apply(update)
    }

    mutating func insertItems() {
        let lists = reference.children.indices.filter {
            if case .list = reference.children[$0].content { return true }
            return false
        }
        guard let index = lists.randomElement(using: &rng), case var .list(layout) = reference.children[index].content else { return }
        let position = Int.random(in: 0...layout.count, using: &rng)
        let extent = rng.quarter(in: 0.25...40)
        let batch = BatchUpdate(insertions: [position], insertedExtents: [position: CGFloat(extent)])
        let before = AnchorProbe(self)
        let update = try! sut.performBatchUpdates(batch, inChild: index)
        _ = layout.apply(batch)
        reference.children[index].content = .list(layout)
        before.verify(after: self, update: update, changedChild: index)
        apply(update)
    }

    mutating func toggleSticky() {
        guard !reference.children.isEmpty else { return }
        let index = Int.random(in: 0..<reference.children.count, using: &rng)
        let update = try! sut.setSticky(!reference.children[index].isSticky, ofChild: index)
        reference.children[index].isSticky.toggle()
        apply(update)
    }

    mutating func insertChild() {
        let index = Int.random(in: 0...reference.children.count, using: &rng)
        let before = AnchorProbe(self)
        let update: StackUpdate
        if rng.chance(0.5) {
            let extent = rng.quarter(in: 0...120)
            update = try! sut.insertChild(.fixed(extent: CGFloat(extent)), at: index, isSticky: rng.chance(0.2))
            reference.children.insert(.init(content: .fixed(extent), isSticky: sut.children[index].isSticky), at: index)
        } else {
            let (list, layout) = StackScenario.randomList(&rng)
            update = try! sut.insertChild(.list(list), at: index)
            reference.children.insert(.init(content: .list(layout)), at: index)
        }
        before.verify(after: self, update: update, changedChild: -1)
        apply(update)
    }

    mutating func removeChild() {
        guard !reference.children.isEmpty else { return }
        let index = Int.random(in: 0..<reference.children.count, using: &rng)
        let wasActive = sut.activeIndices.contains(index)
        let id = sut.children[index].id
        let before = AnchorProbe(self)
        let update = try! sut.removeChild(at: index)
        reference.children.remove(at: index)
        #expect(update.deactivated.contains(id) == wasActive)
        before.verify(after: self, update: update, changedChild: -1)
        apply(update)
    }

    mutating func resizeFixedChild() {
        let fixed = reference.children.indices.filter {
            if case .fixed = reference.children[$0].content { return true }
            return false
        }
        guard let index = fixed.randomElement(using: &rng) else { return }
        let extent = rng.quarter(in: 0...150)
        let before = AnchorProbe(self)
        let update = try! sut.setExtent(CGFloat(extent), ofChild: index)
        reference.children[index].content = .fixed(extent)
        before.verify(after: self, update: update, changedChild: index)
        apply(update)
    }

    mutating func toggleHidden() {
        guard !reference.children.isEmpty else { return }
        let index = Int.random(in: 0..<reference.children.count, using: &rng)
        let before = AnchorProbe(self)
        let update = try! sut.setHidden(!reference.children[index].isHidden, ofChild: index)
        reference.children[index].isHidden.toggle()
        before.verify(after: self, update: update, changedChild: index)
        apply(update)
    }

    // MARK: - Checks

    mutating func apply(_ update: StackUpdate) {
        #expect(update.placements.map(\.index) == sut.activeIndices)
        StackScenario.verify(sut, against: reference)
    }

    /// Every placement, every list's visible items and buffers, recursively into nested stacks.
    static func verify(_ sut: ScrollStack, against reference: StackReference) {
        let viewport = sut.viewport
        #expect(Double(sut.contentExtent) == reference.contentExtent)
        let expected = reference.placements(viewport: viewport)
        for index in reference.children.indices {
            let actual = try! sut.placement(ofChild: index)
            let mirror = StackReference.Placement(fullFrame: actual.fullFrame, frame: actual.frame,
                                                  innerOffset: Double(actual.innerOffset), isPinned: actual.isPinned)
            #expect(mirror == expected[index], "child \(index) at viewport \(viewport)")
            let isActive = sut.activeIndices.contains(index)
            if actual.isVisible { #expect(isActive, "visible child \(index) is not active") }
            switch sut.children[index].content {
            case .fixed:
                break
            case let .list(list):
                #expect(list.windows.visible == reference.visibleItems(ofChild: index, viewport: viewport),
                        "visible items of child \(index) at viewport \(viewport)")
                if !isActive { #expect(list.windows == .empty, "inactive child \(index) holds items") }
                verifyBuffers(list, childStart: Double(actual.fullFrame.origin(along: sut.axis)), stackViewport: viewport)
            case let .stack(nested):
                guard case let .stack(nestedReference) = reference.children[index].content else { Issue.record("kinds differ"); return }
                if isActive {
                    #expect(nested.viewport == reference.childViewport(index, viewport: viewport))
                    verify(nested, against: nestedReference)
                } else {
                    #expect(nested.activeIndices.isEmpty, "inactive nested stack \(index) has active children")
                }
            }
        }
    }

    /// No item is loaded unless it lies within the list's buffers around the stack's viewport.
    static func verifyBuffers(_ list: Virtualizer, childStart: Double, stackViewport: Viewport) {
        guard !list.windows.display.isEmpty else { return }
        let length = Double(stackViewport.extent)
        // The preload window is never smaller than the display window, so the larger reach bounds both.
        let display = list.settings.display.reach(for: list.direction)
        let preload = list.settings.preload.reach(for: list.direction)
        let (before, after) = (max(display.before, preload.before), max(display.after, preload.after))
        let lower = Double(stackViewport.offset) - Double(before) * length
        let upper = Double(stackViewport.end) + Double(after) * length
        for window in [list.windows.display, list.windows.preload] {
            for index in [window.lowerBound, window.upperBound - 1] {
                let span = try! list.span(ofItem: index)
                let start = childStart + Double(span.start)
                #expect(start < upper && start + Double(span.extent) > lower, "item \(index) loaded outside its buffer")
            }
        }
    }
}

/// What is on screen before a content change, to check that anchoring kept it still afterwards.
struct AnchorProbe {
    /// The first visible unpinned child, where it was on screen, and whether it straddled the edge.
    var anchor: (id: StackChildID, screenStart: CGFloat, straddles: Bool)?
    /// When the anchor is a list straddling the leading edge: its own anchor item and where it was.
    var innerAnchor: (item: Int, screenStart: CGFloat)?
    var wasAtRest: Bool

    init(_ scenario: StackScenario) {
        let sut = scenario.sut
        wasAtRest = sut.viewport.offset >= 0 && sut.viewport.offset <= sut.maxOffset
        for placement in sut.placements() where placement.isVisible && !placement.isPinned {
            let start = placement.fullFrame.origin(along: sut.axis)
            anchor = (placement.id, start - sut.viewport.offset, start < sut.viewport.offset)
            if start < sut.viewport.offset, case let .list(list) = sut.children[placement.index].content, let item = list.anchorItem() {
                innerAnchor = (item, start + (try! list.span(ofItem: item)).start - sut.viewport.offset)
            }
            break
        }
    }

    func verify(after scenario: StackScenario, update: StackUpdate, changedChild: Int, itemsKeepIndices: Bool = false) {
        let sut = scenario.sut
        guard let anchor, let index = sut.index(of: anchor.id), !sut.children[index].isHidden else { return }
        // Clamping into the content may move things; only an unclamped correction must be exact.
        if wasAtRest && (sut.viewport.offset == 0 || sut.viewport.offset == sut.maxOffset) { return }
        let natural = try! sut.naturalStart(ofChild: index)
        if index != changedChild || !anchor.straddles {
            let now = natural - sut.viewport.offset
            #expect(now == anchor.screenStart, "anchor \(anchor.id) moved on screen by \(now - anchor.screenStart)")
        } else if itemsKeepIndices, let innerAnchor, case let .list(list) = sut.children[index].content {
            let now = natural + (try! list.span(ofItem: innerAnchor.item)).start - sut.viewport.offset
            #expect(now == innerAnchor.screenStart, "anchor item \(innerAnchor.item) moved on screen by \(now - innerAnchor.screenStart)")
        }
    }
}

extension CGRect {
    /// The coordinate of the leading edge along `axis`.
    func origin(along axis: ScrollAxis) -> CGFloat { axis.minMain(of: self) }
}
