import Foundation
import Testing
@testable import LazyScroll

/// A list of `count` unmeasured items of `estimate` points, with `buffers` screens of display and
/// preload on each side and no hysteresis, so its windows follow the viewport exactly.
func makeList(count: Int, estimate: CGFloat, buffers: CGFloat = 0.5, insets: ContentInsets = .zero) throws -> Virtualizer {
    try Virtualizer(
        extents: .measured(MeasuredExtents(count: count, estimatedExtent: estimate)), insets: insets,
        settings: WorkingRangeSettings(display: .screens(leading: buffers, trailing: buffers),
                                       preload: .screens(leading: buffers, trailing: buffers), hysteresis: 0))
}

extension ScrollStack {
    func list(_ index: Int) -> Virtualizer {
        guard case let .list(list) = children[index].content else { preconditionFailure("child \(index) is not a list") }
        return list
    }

    func nested(_ index: Int) -> ScrollStack {
        guard case let .stack(nested) = children[index].content else { preconditionFailure("child \(index) is not a stack") }
        return nested
    }
}

@Suite("Stack")
struct StackTests {
    @Test("a sweep through a 1,000,000-item child loads each item exactly once, never outside its buffer")
    func millionItemSweep() throws {
        var stack = try ScrollStack(spacing: 8)
        try stack.insertChild(.fixed(extent: 300))
        try stack.insertChild(.list(makeList(count: 1_000_000, estimate: 10)))
        try stack.insertChild(.fixed(extent: 300))
        var loads = [UInt8](repeating: 0, count: 1_000_000)
        var offset: CGFloat = -100
        let length: CGFloat = 800
        while offset < stack.contentExtent + 100 {
            let update = try stack.update(viewport: Viewport(offset: offset, extent: length, crossExtent: 320))
            for change in update.childChanges where change.index == 1 {
                for item in change.items.load { loads[item] &+= 1 }
            }
            let list = stack.list(1)
            if let last = list.windows.display.last {
                // The list starts at 308: item i spans 308 + 10 i ..< 318 + 10 i.
                #expect(CGFloat(308 + 10 * last) < offset + length * 1.5)
                #expect(CGFloat(318 + 10 * list.windows.display.first!) > offset - length * 0.5)
            }
            offset += 397
        }
        #expect(loads.allSatisfy { $0 == 1 })
        _ = try stack.update(viewport: Viewport(offset: stack.contentExtent + 2_000, extent: length, crossExtent: 320))
        #expect(stack.list(1).windows == .empty)
    }

    @Test("1,000 children holding 10,000,000 items keep only the children and items near the viewport live")
    func thousandChildrenTenMillionItems() throws {
        var stack = try ScrollStack(spacing: 4)
        for index in 0..<1_000 {
            if index % 10 == 0 { try stack.insertChild(.fixed(extent: 40), isSticky: true) }
            try stack.insertChild(.list(makeList(count: 10_000, estimate: 44)))
        }
        let total = stack.children.reduce(0) { total, child in
            if case let .list(list) = child.content { return total + list.count }
            return total
        }
        #expect(total == 10_000_000)
        let steps = 4_000
        var offset: CGFloat = 0
        let stride = stack.contentExtent / CGFloat(steps)
        // Speed lives in the benchmarks; here the structure must stay small: only the children near the
        // viewport are live, and each holds only its visible items plus buffers.
        for _ in 0..<steps {
            _ = try stack.update(viewport: Viewport(offset: offset, extent: 800, crossExtent: 400))
            offset += stride
            #expect(stack.activeIndices.count < 10)
        }
        for step in 0..<steps {
            _ = try stack.update(viewport: Viewport(offset: 2_000_000 + CGFloat(step) * 7, extent: 800, crossExtent: 400))
        }
        let liveItems = stack.activeIndices.reduce(0) { total, index in
            if case let .list(list) = stack.children[index].content { return total + list.windows.preload.count }
            return total
        }
        #expect(stack.activeIndices.count < 10)
        #expect(liveItems < 200)
    }

    /// Two sections, each a sticky header and a list of 100 rows 10 long:
    /// A: 0 ..< 20, list 20 ..< 1020, C: 1020 ..< 1050, list 1050 ..< 2050.
    static func twoSections() throws -> ScrollStack {
        var stack = try ScrollStack()
        try stack.insertChild(.fixed(extent: 20), isSticky: true)
        try stack.insertChild(.list(makeList(count: 100, estimate: 10)))
        try stack.insertChild(.fixed(extent: 30), isSticky: true)
        try stack.insertChild(.list(makeList(count: 100, estimate: 10)))
        return stack
    }

    @Test("sticky children pin at the leading edge and the next sticky child pushes them away")
    func stickyHeaders() throws {
        var stack = try Self.twoSections()
        func start(_ index: Int, at offset: CGFloat) throws -> (CGFloat, Bool) {
            _ = try stack.update(viewport: Viewport(offset: offset, extent: 300, crossExtent: 100))
            let placement = try stack.placement(ofChild: index)
            return (placement.fullFrame.minY, placement.isPinned)
        }
        #expect(try start(0, at: 0) == (0, false))
        #expect(try start(0, at: 500) == (500, true))
        #expect(stack.visibleChildren() == [0, 1])
        // The list scrolls under A: its items at 500 ..< 520 are still visible, beneath the header.
        #expect(stack.list(1).windows.visible == 48..<78)
        #expect(try start(0, at: 1000) == (1000, true))  // C touches A's end
        #expect(try start(0, at: 1010) == (1000, true))  // C pushes A up
        #expect(try stack.placement(ofChild: 0).visibleExtent == 10)
        #expect(try start(2, at: 1010) == (1020, false))
        #expect(try start(2, at: 1500) == (1500, true))
        #expect(stack.visibleChildren() == [2, 3])
        // The last sticky child is pushed away by the end of the children.
        #expect(try start(2, at: 2040) == (2020, true))
        // Scrolling back releases it.
        #expect(try start(2, at: 100) == (1020, false))
        #expect(try start(0, at: 100) == (100, true))
    }

    @Test("scroll to .start puts a row just below the sticky header pinned above it, as UITableView does (issue 13, item 9)")
    func scrollToStartBelowPinnedHeader() throws {
        var stack = try Self.twoSections()
        _ = try stack.update(viewport: Viewport(offset: 0, extent: 300, crossExtent: 100))
        // Item 50 of the first list starts at 520: the viewport starts 20 above it, under A.
        let target = try stack.offset(toShow: .item(50, inChild: 1), at: .start)
        #expect(target == 500)
        _ = try stack.update(viewport: Viewport(offset: target, extent: 300, crossExtent: 100))
        let header = try stack.placement(ofChild: 0)
        #expect(header.isPinned && header.fullFrame.maxY == 520)
        #expect(stack.list(1).windows.visible.lowerBound == 48)  // 48 and 49 lie under the header
        // Under the second header, C, 30 long; a sticky child itself goes to the very top.
        #expect(try stack.offset(toShow: .item(10, inChild: 3), at: .start) == 1_120)
        #expect(try stack.offset(toShow: .child(3), at: .start) == 1_020)
        #expect(try stack.offset(toShow: .child(2), at: .start) == 1_020)
        // .nearest: a row below the header stays; a row under it comes out just below it.
        #expect(try stack.offset(toShow: .item(50, inChild: 1), at: .nearest) == 500)
        #expect(try stack.offset(toShow: .item(49, inChild: 1), at: .nearest) == 490)
        // .end and .center are not covered by a header at the leading edge.
        #expect(try stack.offset(toShow: .item(50, inChild: 1), at: .end) == 230)
    }

    @Test("scroll to a child's item at start, center and end, clamped to the content")
    func scrollToItem() throws {
        var stack = try ScrollStack(spacing: 10, insets: StackInsets(leading: 5, trailing: 5))
        try stack.insertChild(.fixed(extent: 100))                                                  // 5 ..< 105
        try stack.insertChild(.list(makeList(count: 50, estimate: 20, insets: ContentInsets(leading: 4, trailing: 4))))  // 115 ..< 1123
        try stack.insertChild(.fixed(extent: 100), isHidden: true)
        try stack.insertChild(.fixed(extent: 100))                                                  // 1133 ..< 1233
        _ = try stack.update(viewport: Viewport(offset: 0, extent: 200, crossExtent: 100))
        #expect(stack.contentExtent == 1238)
        // Item 10 of the list: 115 + 4 + 200 = 319 ..< 339.
        #expect(try stack.offset(toShow: .item(10, inChild: 1), at: .start) == 319)
        #expect(try stack.offset(toShow: .item(10, inChild: 1), at: .center) == 229)
        #expect(try stack.offset(toShow: .item(10, inChild: 1), at: .end) == 139)
        #expect(try stack.offset(toShow: .item(0, inChild: 1), at: .end) == 0)
        #expect(try stack.offset(toShow: .item(49, inChild: 1), at: .start) == 1038)  // clamped to maxOffset
        #expect(try stack.offset(toShow: .child(3), at: .start) == 1038)
        #expect(try stack.offset(toShow: .child(0), at: .nearest) == 0)
        // After scrolling there, the item's visible in the list's own window, at the viewport's start.
        _ = try stack.update(viewport: Viewport(offset: 319, extent: 200, crossExtent: 100))
        #expect(stack.list(1).windows.visible.lowerBound == 10)
        #expect(try stack.placement(ofChild: 1).innerOffset == 204)
        #expect(throws: LazyScrollError.self) { try stack.offset(toShow: .item(50, inChild: 1), at: .start) }
        #expect(throws: LazyScrollError.self) { try stack.offset(toShow: .item(0, inChild: 0), at: .start) }
    }

    @Test("a stack inside a stack virtualizes its lists and pins its sticky children within itself")
    func nestedStacks() throws {
        var inner = try ScrollStack(spacing: 2)
        try inner.insertChild(.fixed(extent: 50), isSticky: true)                 // inner 0 ..< 50
        try inner.insertChild(.list(makeList(count: 1_000, estimate: 10)))        // inner 52 ..< 10052
        var outer = try ScrollStack()
        try outer.insertChild(.fixed(extent: 100))                                  // 0 ..< 100
        try outer.insertChild(.stack(inner), crossSize: .fixed(200), alignment: .center)  // 100 ..< 10152
        try outer.insertChild(.fixed(extent: 100))
        #expect(outer.contentExtent == 10_252)
        _ = try outer.update(viewport: Viewport(offset: 0, extent: 400, crossExtent: 300))
        // The nested header is at its natural place; the nested list shows items under 152 ..< 400.
        #expect(outer.nested(1).viewport == Viewport(offset: -100, extent: 400, crossExtent: 200))
        #expect(outer.nested(1).list(1).windows.visible == 0..<25)
        #expect(try outer.nested(1).placement(ofChild: 0).isPinned == false)
        #expect(try outer.placement(ofChild: 1).frame == CGRect(x: 50, y: 100, width: 200, height: 300))
        // Deep inside: the nested header pins at the top of the screen and the list shows only its part.
        let update = try outer.update(viewport: Viewport(offset: 5_000, extent: 400, crossExtent: 300))
        #expect(try outer.nested(1).placement(ofChild: 0).fullFrame.minY == 4_900)
        #expect(outer.nested(1).list(1).windows.visible == 484..<525)
        #expect(outer.nested(1).list(1).windows.display.count <= 81)
        #expect(update.changes(ofChild: outer.children[1].id)?.nested?.changes(ofChild: outer.nested(1).children[1].id) != nil)
        // Scrolling past the nested stack deactivates it and everything in it.
        _ = try outer.update(viewport: Viewport(offset: 10_152, extent: 100, crossExtent: 300))
        _ = try outer.update(viewport: Viewport(offset: 10_152, extent: 100, crossExtent: 300))
        let deactivated = try outer.setReach(.screens(leading: 0, trailing: 0))
        #expect(deactivated.deactivated.contains(outer.children[1].id))
        #expect(outer.nested(1).list(1).windows == .empty)
        // Scroll to an item inside the nested list: just below the nested header, which pins over it.
        #expect(try outer.offset(toShow: .nested(inChild: 1, .item(100, inChild: 1)), at: .start) == 100 + 52 + 1_000 - 50)
        // Nested stacks must share the axis.
        let horizontal = try ScrollStack(axis: .horizontal)
        #expect(throws: LazyScrollError.self) { try outer.insertChild(.stack(horizontal)) }
    }

    @Test("changing a list inside a nested stack keeps the screen still and reports nested changes")
    func nestedContentChange() throws {
        var inner = try ScrollStack()
        try inner.insertChild(.fixed(extent: 50))
        try inner.insertChild(.list(makeList(count: 1_000, estimate: 10)))          // inner 50 ..< 10050
        var outer = try ScrollStack()
        try outer.insertChild(.fixed(extent: 100))
        try outer.insertChild(.stack(inner))                                         // 100 ..< 10150
        _ = try outer.update(viewport: Viewport(offset: 3_000, extent: 300, crossExtent: 100))
        func screenStart(ofItem item: Int) throws -> CGFloat {
            try outer.span(of: .nested(inChild: 1, .item(item, inChild: 1))).lowerBound - outer.viewport.offset
        }
        let onScreen = try screenStart(ofItem: 290)
        let update = try outer.updateNestedStack(inChild: 1) { (nested) throws(LazyScrollError) in
            try nested.setItemExtent(40, ofItem: 3, inChild: 1)
        }
        #expect(update.offsetAdjustment == 30)
        #expect(try screenStart(ofItem: 290) == onScreen)
        #expect(outer.contentExtent == 10_180)
        #expect(update.changes(ofChild: outer.children[1].id)?.nested != nil)
        #expect(throws: LazyScrollError.self) {
            try outer.updateNestedStack(inChild: 1) { (nested) throws(LazyScrollError) in try nested.setExtent(.nan, ofChild: 0) }
        }
        #expect(outer.contentExtent == 10_180)
    }

    @Test("horizontal stacks with cross sizes and alignment")
    func horizontalAndAlignment() throws {
        var stack = try ScrollStack(axis: .horizontal, spacing: 10, insets: StackInsets(leading: 0, trailing: 0, crossLeading: 10, crossTrailing: 30))
        try stack.insertChild(.fixed(extent: 100), crossSize: .fixed(40), alignment: .leading)
        try stack.insertChild(.fixed(extent: 100), crossSize: .fixed(40), alignment: .center)
        try stack.insertChild(.fixed(extent: 100), crossSize: .fixed(40), alignment: .trailing)
        try stack.insertChild(.list(makeList(count: 100, estimate: 10)))
        _ = try stack.update(viewport: Viewport(offset: 50, extent: 400, crossExtent: 200))
        #expect(try stack.placement(ofChild: 0).frame == CGRect(x: 50, y: 10, width: 50, height: 40))
        #expect(try stack.placement(ofChild: 1).frame == CGRect(x: 110, y: 70, width: 100, height: 40))
        #expect(try stack.placement(ofChild: 2).frame == CGRect(x: 220, y: 130, width: 100, height: 40))
        #expect(try stack.placement(ofChild: 3).frame == CGRect(x: 330, y: 10, width: 120, height: 160))
        #expect(stack.list(3).axis == .horizontal)
        #expect(stack.list(3).windows.visible == 0..<12)
        #expect(stack.list(3).viewport.crossExtent == 160)
    }

    @Test("a child growing while visible pushes what follows; one growing above the viewport moves nothing on screen")
    func growingChildren() throws {
        var stack = try ScrollStack(spacing: 5)
        try stack.insertChild(.fixed(extent: 100))                                // 0 ..< 100
        try stack.insertChild(.list(makeList(count: 200, estimate: 20)))          // 105 ..< 4105
        try stack.insertChild(.fixed(extent: 100))                                // 4110 ..< 4210
        _ = try stack.update(viewport: Viewport(offset: 1_000, extent: 300, crossExtent: 100))
        func screenStart(ofItem item: Int) throws -> CGFloat {
            try stack.span(of: .item(item, inChild: 1)).lowerBound - stack.viewport.offset
        }
        let firstVisible = stack.list(1).windows.visible.lowerBound
        #expect(firstVisible == 44)
        let before = try screenStart(ofItem: 50)
        // A fixed child above the viewport grows: the offset follows, the list stays put on screen.
        var update = try stack.setExtent(160, ofChild: 0)
        #expect(update.offsetAdjustment == 60)
        #expect(try screenStart(ofItem: 50) == before)
        #expect(stack.list(1).windows.visible.lowerBound == firstVisible)
        // An item of the straddling list above the viewport grows: its own anchoring keeps items still.
        update = try stack.setItemExtent(70, ofItem: 10, inChild: 1)
        #expect(update.offsetAdjustment == 50)
        #expect(try screenStart(ofItem: 50) == before)
        #expect(update.childChanges.allSatisfy { $0.items.load.isEmpty && $0.items.unload.isEmpty })
        // A visible item grows: content below it moves, nothing above it does.
        let visibleItem = firstVisible + 3
        let above = try screenStart(ofItem: visibleItem)
        update = try stack.setItemExtent(120, ofItem: visibleItem, inChild: 1)
        #expect(update.offsetAdjustment == 0)
        #expect(try screenStart(ofItem: visibleItem) == above)
        #expect(try screenStart(ofItem: visibleItem + 1) == above + 120)
        #expect(!update.childChanges.isEmpty)  // items pushed off the bottom unload
        // The list gains rows above the viewport: on-screen rows stay put and keep their views.
        let keep = try screenStart(ofItem: 50)
        update = try stack.performBatchUpdates(BatchUpdate(insertions: [0, 1, 2]), inChild: 1)
        #expect(update.offsetAdjustment == 60)
        #expect(try screenStart(ofItem: 53) == keep)
        #expect(update.childChanges.first?.mapping != nil)
        #expect(update.childChanges.first?.items.load.isEmpty == true)
        // A child below the viewport grows: nothing moves.
        update = try stack.setExtent(500, ofChild: 2)
        #expect(update.offsetAdjustment == 0)
    }

    @Test("hidden children take no space, no spacing and never load")
    func hiddenChildren() throws {
        var stack = try ScrollStack(spacing: 10)
        try stack.insertChild(.fixed(extent: 100))
        try stack.insertChild(.list(makeList(count: 100, estimate: 10)), isHidden: true)
        try stack.insertChild(.fixed(extent: 100))
        #expect(stack.contentExtent == 210)
        _ = try stack.update(viewport: Viewport(offset: 0, extent: 500, crossExtent: 100))
        #expect(stack.list(1).windows == .empty)
        #expect(stack.visibleChildren() == [0, 2])
        let shown = try stack.setHidden(false, ofChild: 1)
        #expect(stack.contentExtent == 1_220)
        #expect(shown.changes(ofChild: stack.children[1].id)?.items.load == IndexRanges(0..<64))
        let removed = try stack.removeChild(at: 1)
        #expect(removed.deactivated.count == 1)
        #expect(removed.childChanges.first?.items.unload == IndexRanges(0..<64))
        #expect(stack.contentExtent == 210)
    }

    @Test("a transition interpolates placements, offset and extent between two layouts")
    func transition() throws {
        var stack = try ScrollStack()
        try stack.insertChild(.fixed(extent: 100))
        try stack.insertChild(.fixed(extent: 100))
        _ = try stack.update(viewport: Viewport(offset: 0, extent: 400, crossExtent: 50))
        let old = stack
        try stack.setExtent(200, ofChild: 0)
        try stack.insertChild(.fixed(extent: 50))
        let transition = StackTransition(from: old, to: stack)
        let start = try transition.frame(at: 0)
        let middle = try transition.frame(at: 0.5)
        let end = try transition.frame(at: 1)
        #expect(start.contentExtent == 200 && middle.contentExtent == 275 && end.contentExtent == 350)
        #expect(start.children[1].placement.frame.minY == 100)
        #expect(middle.children[1].placement.frame.minY == 150)
        #expect(end.children[1].placement.frame.minY == 200)
        #expect(middle.children[0].placement.frame.height == 150)
        #expect(middle.children[2].opacity == 0.5 && end.children[2].opacity == 1)
        #expect(end.children.map(\.placement) == stack.placements())
        #expect(throws: LazyScrollError.self) { try transition.frame(at: .nan) }
    }

    @Test("bad input throws a typed error naming the value and rule, and changes nothing")
    func invalidInput() throws {
        var stack = try ScrollStack(spacing: 4)
        try stack.insertChild(.fixed(extent: 100))
        try stack.insertChild(.list(makeList(count: 10, estimate: 10)))
        _ = try stack.update(viewport: Viewport(offset: 20, extent: 100, crossExtent: 50))
        let placements = stack.placements()
        let extent = stack.contentExtent
        func unchanged() { #expect(stack.placements() == placements && stack.contentExtent == extent && stack.count == 2) }
        #expect(throws: LazyScrollError.invalidNumber(quantity: "fixed child extent", value: -1, rule: .finiteAndNotNegative)) {
            try stack.insertChild(.fixed(extent: -1))
        }
        unchanged()
        let nan = #expect(throws: LazyScrollError.self) { try stack.setExtent(.nan, ofChild: 0) }
        #expect(nan?.description.contains("nan") == true)
        unchanged()
        #expect(throws: LazyScrollError.indexOutOfRange(quantity: "child index", index: 2, valid: 0..<2)) {
            try stack.setExtent(10, ofChild: 2)
        }
        #expect(throws: LazyScrollError.self) { try stack.setItemExtent(-5, ofItem: 0, inChild: 1) }
        unchanged()
        #expect(throws: LazyScrollError.self) { try stack.setItemExtent(5, ofItem: 10, inChild: 1) }
        #expect(throws: LazyScrollError.self) { try stack.setExtent(5, ofChild: 1) }
        #expect(throws: LazyScrollError.self) { try stack.update(viewport: Viewport(offset: .nan, extent: 10)) }
        #expect(throws: LazyScrollError.self) { try stack.setSpacing(-.infinity) }
        #expect(throws: LazyScrollError.self) { try stack.insertChild(.fixed(extent: 1), crossSize: .fixed(.nan)) }
        #expect(throws: LazyScrollError.self) { try stack.removeChild(at: -1) }
        #expect(throws: LazyScrollError.self) { try ScrollStack(insets: StackInsets(leading: -1)) }
        unchanged()
        #expect(try stack.update(viewport: Viewport(offset: 20, extent: 100, crossExtent: 50)).placements == placements)
    }
}
