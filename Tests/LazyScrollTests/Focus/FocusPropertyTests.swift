import Foundation
import PropertySeeds
import Testing
@testable import LazyScroll

/// Keyboard focus against brute-force models: where each move goes (FocusReference, over every item's
/// frame) in lists, grids and lanes on either axis, with insets, spacing and obscured insets; how far
/// `moveFocus` scrolls (only as far as needed to show the item whole); and where the focus goes
/// through batch updates and identity differences (its item by identity, else the nearest survivor).
@Suite("Focus: properties")
struct FocusPropertyTests {
    /// A random list, grid or masonry in a controller scrolled somewhere; extents are multiples of 1/4
    /// so that every sum is exact.
    static func randomController(_ rng: inout SplitMix64) throws -> ScrollController {
        let axis: ScrollAxis = rng.chance(0.5) ? .vertical : .horizontal
        let spacing = CGFloat(rng.chance(0.4) ? 0 : rng.quarter(in: 0...6))
        let kind = Int.random(in: 0..<5, using: &rng)
        let count = kind == 4 ? Int.random(in: 0...400, using: &rng) : Int.random(in: 0...120, using: &rng)
        let extents = (0..<count).map { _ in CGFloat(rng.quarter(in: 1...60)) }
        let crossInsets = ContentInsets(leading: CGFloat(rng.quarter(in: 0...6)), trailing: CGFloat(rng.quarter(in: 0...6)))
        let model: ExtentModel
        switch kind {
        case 0: model = .uniform(try UniformExtents(count: count, itemExtent: CGFloat(rng.quarter(in: 1...40)), spacing: spacing))
        case 1: model = .measured(try MeasuredExtents(extents: extents, estimatedExtent: 20, spacing: spacing))
        case 2:
            let layout = ScrollGridLayout(columns: .fixed(Int.random(in: 1...5, using: &rng)), columnSpacing: spacing, rowSpacing: spacing, crossInsets: crossInsets)
            model = .grid(try GridExtents(count: count, rowExtent: CGFloat(rng.quarter(in: 1...40)), layout: layout))
        case 3:
            let layout = ScrollGridLayout(columns: .fixed(Int.random(in: 1...5, using: &rng)), columnSpacing: spacing, rowSpacing: spacing, crossInsets: crossInsets)
            model = .grid(try GridExtents(extents: extents, estimatedExtent: 20, layout: layout))
        default:
            let layout = LaneLayout(lanes: Int.random(in: 1...4, using: &rng), laneSpacing: spacing, itemSpacing: spacing, crossInsets: crossInsets)
            model = .lanes(try LaneExtents(extents: extents, layout: layout))
        }
        let size = axis.size(main: CGFloat(Int.random(in: 0...400, using: &rng)), cross: CGFloat(Int.random(in: 60...400, using: &rng)))
        let insets = ContentInsets(leading: CGFloat(rng.quarter(in: 0...20)), trailing: CGFloat(rng.quarter(in: 0...20)))
        var controller = try ScrollController(content: .items(model), viewportSize: size, configuration: ScrollConfiguration(axis: axis, insets: insets))
        if rng.chance(0.6) {
            _ = try controller.setObscuredInsets(ObscuredInsets(leading: CGFloat(rng.quarter(in: 0...30)), trailing: CGFloat(rng.quarter(in: 0...30))), time: 0)
        }
        let resting = controller.restingRange
        _ = try controller.scroll(toOffset: resting.lowerBound + CGFloat((Double.random(in: 0...1, using: &rng) * Double(resting.upperBound - resting.lowerBound) * 4).rounded(.down) / 4),
                                  animated: false, time: 0)
        return controller
    }

    @Test("each move goes where the brute-force rule over every item's frame says")
    func targets() async {
        await seededPropertyCheck("focus.targets", count: 200) { seed in
            var rng = SplitMix64(seed: seed)
            let controller = try Self.randomController(&rng)
            let virtualizer = controller.virtualizer
            let reference = try FocusReference(virtualizer)
            let count = controller.dataCount
            let starts: [Int?] = [nil] + (0..<min(count, 12)).map { _ in Int.random(in: 0..<count, using: &rng) } + (count > 0 ? [0, count - 1] : [])
            for start in starts {
                for move in FocusMove.allCases {
                    let found = try virtualizer.focusTarget(of: move, from: start)
                    let expected = reference.target(of: move, from: start)
                    #expect(found == expected, "\(move) from \(String(describing: start)) in \(virtualizer.items.base) on \(virtualizer.axis): \(String(describing: found)), expected \(String(describing: expected))")
                }
            }
            // A focused item that is not a data item is refused.
            #expect(throws: LazyScrollError.self) { try virtualizer.focusTarget(of: .down, from: count) }
        }
    }

    @Test("moveFocus scrolls only as far as needed to show the focused item whole in the uncovered part")
    func revealing() async {
        await seededPropertyCheck("focus.reveal", count: 150) { seed in
            var rng = SplitMix64(seed: seed)
            var controller = try Self.randomController(&rng)
            guard controller.dataCount > 0 else { return }
            var focus = ItemFocus(index: rng.chance(0.2) ? nil : Int.random(in: 0..<controller.dataCount, using: &rng))
            for step in 0..<20 {
                let move = FocusMove.allCases.randomElement(using: &rng)!
                let expected = try controller.virtualizer.focusTarget(of: move, from: focus.index)!
                let before = controller.offset
                let span = try controller.virtualizer.span(ofItem: expected)
                let viewport = controller.virtualizer.viewport
                let top = before + viewport.obscuredInsets.leading
                let bottom = before + viewport.extent - viewport.obscuredInsets.trailing
                _ = try controller.moveFocus(&focus, move, animated: false, time: Double(step))
                #expect(focus.index == expected)
                let resting = controller.restingRange
                let context = "step \(step): \(move) to \(expected) \(span) in \(top)...\(bottom), offset \(before) → \(controller.offset)"
                if span.start >= top && span.end <= bottom {
                    #expect(controller.offset == before, "\(context): already in view, no scroll")
                } else {
                    // It starts below the top bar or ends above the bottom one, unless the content ends first.
                    let newTop = controller.offset + viewport.obscuredInsets.leading
                    let newBottom = controller.offset + viewport.extent - viewport.obscuredInsets.trailing
                    let fits = span.extent <= bottom - top
                    let aligned = span.start < top || !fits ? span.start == newTop : span.end == newBottom
                    #expect(aligned || controller.offset == resting.lowerBound || controller.offset == resting.upperBound, "\(context)")
                }
            }
        }
    }

    @Test("the focus follows its item through batch updates and identity differences, else the nearest survivor")
    func followingUpdates() async {
        await seededPropertyCheck("focus.follow", count: 300) { seed in
            var rng = SplitMix64(seed: seed)
            var nextIdentifier = 0
            func fresh() -> Int {
                nextIdentifier += 1
                return nextIdentifier
            }
            var identifiers = (0..<Int.random(in: 0...30, using: &rng)).map { _ in fresh() }
            var focus = ItemFocus(index: identifiers.isEmpty || rng.chance(0.1) ? nil : Int.random(in: 0..<identifiers.count, using: &rng))
            for step in 0..<20 {
                let old = identifiers
                let focusedIndex = focus.index
                let new: [Int]
                var reloaded = false
                switch Int.random(in: 0..<5, using: &rng) {
                case 0, 1:
                    let update = BatchUpdate.random(count: old.count, using: &rng)
                    new = update.applied(to: old) { _ in fresh() }.elements
                    try focus.follow(BatchUpdateMapping(validating: update, oldCount: old.count))
                case 2:
                    new = (0..<Int.random(in: 0...30, using: &rng)).map { _ in fresh() }
                    reloaded = true
                    try focus.follow(BatchUpdateMapping.reloadingEverything(oldCount: old.count, newCount: new.count))
                default:
                    var changed = old.filter { _ in !rng.chance(0.25) }
                    for _ in 0..<Int.random(in: 0...3, using: &rng) { changed.insert(fresh(), at: Int.random(in: 0...changed.count, using: &rng)) }
                    if changed.count > 1, rng.chance(0.7) {
                        let moved = changed.remove(at: Int.random(in: 0..<changed.count, using: &rng))
                        changed.insert(moved, at: Int.random(in: 0...changed.count, using: &rng))
                    }
                    new = changed
                    let edited = Set(old.filter { _ in rng.chance(0.4) })
                    try focus.follow(IdentityDifference(from: ItemIdentifiers(old), to: ItemIdentifiers(new)) { o, _ in edited.contains(old[o]) })
                }
                // The model: a full reload keeps the index (the last item when there are fewer); else the
                // focused identity where it went, or the nearest old item after it that survived, else
                // before it.
                let expected: Int?
                if let focusedIndex {
                    if reloaded {
                        expected = new.isEmpty ? nil : min(focusedIndex, new.count - 1)
                    } else {
                        let survivors = Set(new)
                        let kept = survivors.contains(old[focusedIndex]) ? old[focusedIndex] : nil
                        let after = old[(focusedIndex + 1)...].first { survivors.contains($0) }
                        let before = old[..<focusedIndex].last { survivors.contains($0) }
                        expected = (kept ?? after ?? before).flatMap { new.firstIndex(of: $0) }
                    }
                } else {
                    expected = nil
                }
                #expect(focus.index == expected, "step \(step): \(old) → \(new), focus \(String(describing: focusedIndex)) → \(String(describing: focus.index)), expected \(String(describing: expected))")
                identifiers = new
            }
            // A focus beyond the items an update starts from is refused, and stays.
            var stale = ItemFocus(index: identifiers.count)
            #expect(throws: LazyScrollError.self) { try stale.follow(BatchUpdateMapping(validating: BatchUpdate(), oldCount: identifiers.count)) }
            #expect(stale.index == identifiers.count)
        }
    }
}
