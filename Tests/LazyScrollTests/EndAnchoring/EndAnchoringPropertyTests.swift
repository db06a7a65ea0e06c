import Foundation
import Testing
@testable import LazyScroll
import PropertySeeds

@Suite("End anchoring properties")
struct EndAnchoringPropertyTests {
    /// Random prepends of estimated pages, appends, measurements, a streaming last item, batch updates,
    /// scrolls, resizes (some to no length) and inset changes on a list anchored at its end: after every
    /// step the offset, every visible item's place on screen, the resting offsets, whether the list is at
    /// its end and which items are unseen are exactly what the brute-force model says, and the live views
    /// are exactly the display window.
    @Test("an end-anchored list matches the brute-force model under random changes")
    func matchesTheModel() async {
        await seededPropertyCheck("end-anchoring.model", count: 120) { seed in
            var rng = SplitMix64(seed: seed)
            try Self.run(&rng)
        }
    }

    static func run(_ rng: inout SplitMix64) throws {
        let estimate = Double(Int.random(in: 4...40, using: &rng))
        let spacing = rng.chance(0.5) ? 0 : rng.quarter(in: 0...6)
        let count = [0, 1, 3, 12, 80][Int.random(in: 0...4, using: &rng)]
        let extents: [Double?] = (0..<count).map { _ in rng.chance(0.5) ? rng.quarter(in: 1...60) : nil }
        let insets = ContentInsets(leading: CGFloat(rng.chance(0.5) ? 0 : rng.quarter(in: 0...40)),
                                   trailing: CGFloat(rng.chance(0.5) ? 0 : rng.quarter(in: 0...40)))
        let tolerance = rng.chance(0.3) ? Double(ContentAnchoring.defaultEndTolerance) : rng.quarter(in: 0...30)
        let height = Double(Int.random(in: 1...400, using: &rng))
        var model = EndAnchoringModel(
            extents: extents, estimate: estimate, spacing: spacing, insets: insets, tolerance: tolerance, viewportExtent: height)
        let sizes = try MeasuredExtents(count: count, estimatedExtent: CGFloat(estimate), spacing: CGFloat(spacing)) { extents[$0].map { CGFloat($0) } }
        var harness = try ControllerHarness(
            content: .items(.measured(sizes)), size: CGSize(width: 200, height: height),
            configuration: ScrollConfiguration(insets: insets, anchoring: .end(tolerance: CGFloat(tolerance))))
        Self.expect(harness.controller, matches: model, after: "start")
        for step in 0..<60 {
            let n = model.items.count
            let operation = Int.random(in: 0..<10, using: &rng)
            var description = ""
            switch operation {
            case 0:
                // A page of older items, estimated or not, arrives at the start.
                let k = Int.random(in: 1...50, using: &rng)
                let new: [Double?] = (0..<k).map { _ in rng.chance(0.7) ? nil : rng.quarter(in: 1...60) }
                description = "prepend \(k)"
                var given: [Int: CGFloat] = [:]
                for (i, extent) in new.enumerated() { if let extent { given[i] = CGFloat(extent) } }
                try harness.apply(harness.controller.performBatchUpdates(
                    BatchUpdate(insertions: Array(0..<k), insertedExtents: given), reportedCount: n + k, time: harness.time))
                let items = model.newItems(new)
                model.change { list in
                    list.insert(contentsOf: items, at: 0)
                    return Dictionary(uniqueKeysWithValues: (0..<n).map { ($0, $0 + k) })
                }
            case 1:
                let k = Int.random(in: 1...4, using: &rng)
                let new: [Double?] = (0..<k).map { _ in rng.chance(0.5) ? nil : rng.quarter(in: 1...60) }
                description = "append \(k)"
                var given: [Int: CGFloat] = [:]
                for (i, extent) in new.enumerated() { if let extent { given[n + i] = CGFloat(extent) } }
                try harness.apply(harness.controller.performBatchUpdates(
                    BatchUpdate(insertions: Array(n..<(n + k)), insertedExtents: given), reportedCount: n + k, time: harness.time))
                let items = model.newItems(new)
                model.change { list in
                    list.append(contentsOf: items)
                    return Dictionary(uniqueKeysWithValues: (0..<n).map { ($0, $0) })
                }
            case 2, 3:
                // A measurement anywhere, or the last item growing as text streams into it.
                guard n > 0 else { continue }
                let index = operation == 2 ? Int.random(in: 0..<n, using: &rng) : n - 1
                let extent = operation == 2 ? rng.quarter(in: 1...60) : model.layout.extent(of: n - 1) + rng.quarter(in: 0.25...8)
                description = "measure \(index) at \(extent)"
                try harness.apply(harness.controller.setExtent(CGFloat(extent), ofItem: index, time: harness.time))
                model.change { list in
                    list[index].extent = extent
                    return Dictionary(uniqueKeysWithValues: (0..<n).map { ($0, $0) })
                }
            case 4:
                let batch = BatchUpdate.random(count: n, using: &rng)
                description = "batch \(batch)"
                try harness.apply(harness.controller.performBatchUpdates(batch, reportedCount: batch.count(after: n), time: harness.time))
                var inserted: [Int: EndAnchoringModel.Item] = [:]
                for index in batch.insertions { inserted[index] = model.newItems([nil])[0] }
                let sources = Set(batch.moves.map(\.from))
                model.change { list in
                    let (result, newIndices) = batch.applied(to: list) { inserted[$0]! }
                    list = result
                    return newIndices.filter { !sources.contains($0.key) }
                }
            case 5, 6:
                let target = rng.chance(0.2) ? model.resting.upperBound : rng.quarter(in: (model.resting.lowerBound - 50)...(model.resting.upperBound + 50))
                description = "scroll to \(target)"
                try harness.apply(harness.controller.scroll(toOffset: CGFloat(target), animated: false, time: harness.time))
                model.scroll(to: target)
            case 7:
                let new = rng.chance(0.1) ? 0 : Double(Int.random(in: 1...400, using: &rng))
                description = "resize to \(new)"
                try harness.apply(harness.controller.resize(to: CGSize(width: 200, height: new), time: harness.time))
                model.resize(to: new)
            case 8:
                // The keyboard comes or goes: the trailing inset changes, sometimes the leading one too.
                let new = ContentInsets(leading: rng.chance(0.7) ? CGFloat(model.leading) : CGFloat(rng.quarter(in: 0...40)),
                                        trailing: rng.chance(0.5) ? 0 : CGFloat(rng.quarter(in: 100...300)))
                description = "insets \(new)"
                try harness.apply(harness.controller.setContentInsets(new, time: harness.time))
                model.setInsets(new)
            default:
                description = "scroll to end"
                try harness.apply(harness.controller.scrollToEnd(animated: false, time: harness.time))
                model.scroll(to: model.resting.upperBound)
            }
            harness.lastOperation = "step \(step): \(description)"
            Self.expect(harness.controller, matches: model, after: harness.lastOperation)
        }
    }

    /// The controller's offset, resting offsets, end state, unseen items and every visible item's frame
    /// equal the model's.
    static func expect(_ controller: ScrollController, matches model: EndAnchoringModel, after operation: String,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        let layout = model.layout
        let starts = layout.starts
        #expect(abs(Double(controller.offset) - model.offset) < 1e-9,
                "offset \(controller.offset), model \(model.offset) after \(operation)", sourceLocation: sourceLocation)
        #expect(Double(controller.restingRange.lowerBound) == model.resting.lowerBound && Double(controller.restingRange.upperBound) == model.resting.upperBound,
                "resting \(controller.restingRange), model \(model.resting) after \(operation)", sourceLocation: sourceLocation)
        #expect(controller.isAtEnd == model.isAtEnd, "at end \(controller.isAtEnd) after \(operation)", sourceLocation: sourceLocation)
        #expect(Array(controller.unseenItems) == model.unseenIndices,
                "unseen \(controller.unseenItems), model \(model.unseenIndices) after \(operation)", sourceLocation: sourceLocation)
        #expect(controller.virtualizer.windows.visible == model.visible,
                "visible \(controller.virtualizer.windows.visible), model \(model.visible) after \(operation)", sourceLocation: sourceLocation)
        for placement in controller.placements() where placement.state == .visible {
            let expected = starts[placement.index] - model.offset
            #expect(abs(Double(placement.frame.minY) - expected) < 1e-9 && Double(placement.frame.height) == layout.extent(of: placement.index),
                    "item \(placement.index) at \(placement.frame.minY) (\(placement.frame.height) tall), model \(expected) after \(operation)",
                    sourceLocation: sourceLocation)
        }
    }
}
