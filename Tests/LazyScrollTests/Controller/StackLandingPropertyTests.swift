import Foundation
import Testing
@testable import LazyScroll
import PropertySeeds

/// A stack driven by `ScrollController` (issue 14, item 8) lands a scroll-to exactly too (item 2),
/// below the sticky header pinned over its section and within the bars' obscured insets.
///
/// Random stacks of fixed children (some sticky headers) and lists whose rows are estimated until they
/// load (the front end measures each the first time it is loaded, through `updateStack`). A scroll-to an
/// item of a list child or a whole child, at a random alignment, animated or not; while it runs, rows
/// are measured again and inserted, children are inserted above and fixed children change length. At
/// rest the offset equals a brute-force model's (bit for bit: every value is a multiple of 1/8), and
/// no change while the spring runs alters its speed.
@Suite("Stack scroll-to landing")
struct StackLandingPropertyTests {
    @Test("a stack's scroll-to lands exactly below its pinned header, however the content changes on the way")
    func landsExactly() async {
        await seededPropertyCheck("controller.stack-landing", count: 120) { seed in
            var scenario = try StackLandingScenario(seed: seed)
            try scenario.run()
        }
    }
}

/// A brute-force flat stack: children one after another, positions by summing.
struct StackLandingModel {
    enum Child {
        case fixed(Double, isSticky: Bool)
        case list(LandingModel)
    }

    var children: [Child]
    var spacing: Double
    var leading: Double
    var trailing: Double

    func extent(of index: Int) -> Double {
        switch children[index] {
        case let .fixed(extent, _): return extent
        case let .list(list): return list.contentExtent
        }
    }

    func start(of index: Int) -> Double {
        var position = leading
        for child in 0..<index { position += extent(of: child) + spacing }
        return position
    }

    var contentExtent: Double {
        children.isEmpty ? leading + trailing : start(of: children.count - 1) + extent(of: children.count - 1) + trailing
    }

    /// The extent of the sticky header of the section `index` is in (the last sticky child before it).
    func cover(over index: Int) -> Double {
        if case .fixed(_, true) = children[index] { return 0 }
        for child in stride(from: index - 1, through: 0, by: -1) {
            if case let .fixed(extent, true) = children[child] { return extent }
        }
        return 0
    }

    /// Where an item of list child `index` (or the whole child, when `item` is nil) lies.
    func span(item: Int?, inChild index: Int) -> (start: Double, extent: Double) {
        guard let item, case let .list(list) = children[index] else { return (start(of: index), extent(of: index)) }
        return (start(of: index) + list.start(of: item), list.extent(of: item))
    }

    func alignedOffset(item: Int?, inChild index: Int, _ alignment: ScrollAlignment, length: Double, obscured: ObscuredInsets) -> Double {
        let (start, extent) = span(item: item, inChild: index)
        let top = Double(obscured.leading)
        let bottom = Double(obscured.trailing)
        let cover = cover(over: index)
        let target: Double
        switch alignment {
        case .start: target = start - (top + cover)
        case .center: target = start + extent / 2 - (top + (length - top - bottom) / 2)
        case .end: target = start + extent - (length - bottom)
        case .nearest: target = extent > length - top - cover - bottom ? start - (top + cover) : start + extent - (length - bottom)
        }
        return min(max(target, 0), max(0, contentExtent - length))
    }
}

struct StackLandingScenario {
    var rng: SplitMix64
    var model: StackLandingModel
    var controller: ScrollController
    var time: Double = 0
    var length: Double
    /// The list child (by identity) and item, or a whole child, the scroll aims at.
    var targetChild = StackChildID(rawValue: 0)
    var targetItem: Int?
    var alignment = ScrollAlignment.start
    var log: [String] = []

    init(seed: UInt64) throws {
        rng = SplitMix64(seed: seed)
        let spacing = rng.chance(0.5) ? 0 : Self.eighth(0...8, &rng)
        let leading = rng.chance(0.5) ? 0 : Self.eighth(0...40, &rng)
        let trailing = rng.chance(0.5) ? 0 : Self.eighth(0...40, &rng)
        var stack = try ScrollStack(spacing: CGFloat(spacing), insets: StackInsets(leading: CGFloat(leading), trailing: CGFloat(trailing)))
        var children: [StackLandingModel.Child] = []
        for _ in 0..<Int.random(in: 1...8, using: &rng) {
            if rng.chance(0.4) {
                let extent = Self.eighth(0...60, &rng)
                let sticky = rng.chance(0.6)
                try stack.insertChild(.fixed(extent: CGFloat(extent)), isSticky: sticky)
                children.append(.fixed(extent, isSticky: sticky))
            } else {
                let list = Self.randomList(&rng)
                try stack.insertChild(.list(try Virtualizer(
                    extents: .measured(MeasuredExtents(count: list.count, estimatedExtent: CGFloat(list.estimate), spacing: CGFloat(list.spacing))),
                    insets: ContentInsets(leading: CGFloat(list.leading), trailing: CGFloat(list.trailing)))))
                children.append(.list(list))
            }
        }
        model = StackLandingModel(children: children, spacing: spacing, leading: leading, trailing: trailing)
        length = Self.eighth(40...500, &rng)
        controller = try ScrollController(content: .stack(stack), viewportSize: CGSize(width: 300, height: length))
        if rng.chance(0.6) {
            _ = try controller.setObscuredInsets(ObscuredInsets(leading: CGFloat(Self.eighth(0...40, &rng)), trailing: CGFloat(Self.eighth(0...30, &rng))), time: 0)
        }
        try measureLoadedRows()
    }

    static func eighth(_ range: ClosedRange<Double>, _ rng: inout SplitMix64) -> Double {
        Double(Int.random(in: Int(range.lowerBound * 8)...Int(range.upperBound * 8), using: &rng)) / 8
    }

    static func randomList(_ rng: inout SplitMix64) -> LandingModel {
        let count = Int.random(in: 0...80, using: &rng)
        let estimate = eighth(4...60, &rng)
        return LandingModel(
            trueExtents: (0..<count).map { _ in eighth(2...120, &rng) }, known: Array(repeating: nil, count: count), estimate: estimate,
            spacing: rng.chance(0.5) ? 0 : eighth(0...4, &rng), leading: rng.chance(0.5) ? 0 : eighth(0...20, &rng),
            trailing: rng.chance(0.5) ? 0 : eighth(0...20, &rng))
    }

    var stack: ScrollStack { controller.stack! }

    func index(of id: StackChildID) -> Int { stack.index(of: id)! }

    mutating func run() throws {
        _ = try controller.scroll(toOffset: CGFloat(Double.random(in: 0...1, using: &rng) * Double(controller.restingRange.upperBound)), animated: false, time: time)
        try measureLoadedRows()
        // A whole child, or an item of a list child.
        let childIndex = Int.random(in: 0..<model.children.count, using: &rng)
        targetChild = stack.children[childIndex].id
        if case let .list(list) = model.children[childIndex], list.count > 0, rng.chance(0.8) {
            targetItem = Int.random(in: 0..<list.count, using: &rng)
        }
        let location: StackLocation = targetItem.map { .item($0, inChild: childIndex) } ?? .child(childIndex)
        let requested = ScrollAlignment.allCases.randomElement(using: &rng)!
        let animated = rng.chance(0.7)
        log.append("scroll to \(location) at \(requested) animated \(animated)")
        let resolved = requested == .nearest ? resolveNearest(childIndex) : requested
        let before = controller.offset
        _ = try controller.scroll(to: location, at: requested, animated: animated, time: time)
        guard let resolved else {
            #expect(controller.offset == before, "\(log)")
            return
        }
        alignment = resolved
        try measureLoadedRows()
        var frames = 0
        while controller.isAnimating {
            frames += 1
            if frames >= 3_000 {
                Issue.record("still moving after 50 s: \(log)")
                return
            }
            time += 1.0 / 60
            _ = controller.tick(time: time)
            try measureLoadedRows()
            if controller.isAnimating { try disturb() }
        }
        let expected = model.alignedOffset(item: targetItem, inChild: index(of: targetChild), alignment, length: length, obscured: controller.obscuredInsets)
        #expect(Double(controller.offset) == expected, "offset \(controller.offset), expected \(expected); \(log.suffix(8))")
    }

    /// How `.nearest` resolves with the viewport where it is now: nil when the target is wholly in view
    /// below the bars and its pinned header.
    func resolveNearest(_ childIndex: Int) -> ScrollAlignment? {
        let (start, extent) = model.span(item: targetItem, inChild: childIndex)
        let top = Double(controller.offset + controller.obscuredInsets.leading) + model.cover(over: childIndex)
        let bottom = Double(controller.offset) + length - Double(controller.obscuredInsets.trailing)
        if start >= top && start + extent <= bottom { return nil }
        return start < top ? .start : .nearest
    }

    // MARK: - The front end

    /// Measures every loaded row of every list child that has never been measured.
    mutating func measureLoadedRows() throws {
        while let (child, row) = firstUnmeasuredLoadedRow() {
            guard case let .list(list) = model.children[child] else { return }
            try measure(row, inChild: child, as: list.trueExtents[row])
        }
    }

    func firstUnmeasuredLoadedRow() -> (Int, Int)? {
        for (index, child) in stack.children.enumerated() {
            guard case let .list(virtualizer) = child.content, case let .list(list) = model.children[index] else { continue }
            if let row = virtualizer.windows.display.first(where: { list.known[$0] == nil }) { return (index, row) }
        }
        return nil
    }

    mutating func measure(_ row: Int, inChild child: Int, as extent: Double) throws {
        let velocity = controller.currentVelocity
        let springing = controller.isSpringing
        _ = try controller.updateStack(time: time) { (stack) throws(LazyScrollError) in
            try stack.setItemExtent(CGFloat(extent), ofItem: row, inChild: child)
        }
        guard case var .list(list) = model.children[child] else { return }
        list.known[row] = extent
        model.children[child] = .list(list)
        if springing { #expect(abs(controller.currentVelocity - velocity) <= 1e-9 * max(1, abs(velocity)), "speed changed measuring; \(log.suffix(6))") }
    }

    // MARK: - Disturbances while the scroll runs

    mutating func disturb() throws {
        let velocity = controller.currentVelocity
        switch Int.random(in: 0..<30, using: &rng) {
        case 0..<3:
            let lists = model.children.indices.filter { if case let .list(list) = model.children[$0] { return list.count > 0 } else { return false } }
            guard let child = lists.randomElement(using: &rng), case var .list(list) = model.children[child] else { return }
            let row = Int.random(in: 0..<list.count, using: &rng)
            list.trueExtents[row] = Self.eighth(2...120, &rng)
            model.children[child] = .list(list)
            log.append("remeasure \(row) in \(child)")
            try measure(row, inChild: child, as: list.trueExtents[row])
        case 3:
            let lists = model.children.indices.filter { if case .list = model.children[$0] { return true } else { return false } }
            guard let child = lists.randomElement(using: &rng), case var .list(list) = model.children[child] else { return }
            let position = Int.random(in: 0...list.count, using: &rng)
            _ = try controller.updateStack(time: time) { (stack) throws(LazyScrollError) in
                try stack.performBatchUpdates(BatchUpdate(insertions: [position]), inChild: child)
            }
            list.trueExtents.insert(Self.eighth(2...120, &rng), at: position)
            list.known.insert(nil, at: position)
            model.children[child] = .list(list)
            if child == index(of: targetChild), let item = targetItem, item >= position { targetItem = item + 1 }
            log.append("insert row \(position) in \(child)")
        case 4:
            let position = Int.random(in: 0...model.children.count, using: &rng)
            let extent = Self.eighth(0...80, &rng)
            _ = try controller.updateStack(time: time) { (stack) throws(LazyScrollError) in
                try stack.insertChild(.fixed(extent: CGFloat(extent)), at: position)
            }
            model.children.insert(.fixed(extent, isSticky: false), at: position)
            log.append("insert child \(position)")
        case 5:
            let fixed = model.children.indices.filter { if case .fixed = model.children[$0] { return true } else { return false } }
            guard let child = fixed.randomElement(using: &rng), case let .fixed(_, sticky) = model.children[child] else { return }
            let extent = Self.eighth(0...80, &rng)
            _ = try controller.updateStack(time: time) { (stack) throws(LazyScrollError) in
                try stack.setExtent(CGFloat(extent), ofChild: child)
            }
            model.children[child] = .fixed(extent, isSticky: sticky)
            log.append("resize child \(child)")
        default:
            return
        }
        #expect(abs(controller.currentVelocity - velocity) <= 1e-9 * max(1, abs(velocity)), "speed changed; \(log.suffix(6))")
        try measureLoadedRows()
    }
}
