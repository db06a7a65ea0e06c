import Foundation
import PropertySeeds
import Testing
@testable import LazyScroll

/// Saving and restoring a list's scroll position against a brute-force model: extents are multiples
/// of 1/4, so the model's left-to-right sums equal the engine's exactly.
@Suite("Scroll positions: properties")
struct ScrollPositionPropertyTests {
    /// A list of identified items with some extents measured: the model's view of a controller.
    struct ListModel {
        var identifiers: [Int]
        /// The stored extent of each item; nil: not measured.
        var measured: [Double?]
        var estimate: Double
        var spacing: Double
        var leading: Double

        /// The start of item `index` in content coordinates.
        func start(of index: Int) -> Double {
            var position = leading
            for k in 0..<index { position += (measured[k] ?? estimate) + spacing }
            return position
        }

        /// The largest offset at rest.
        func maxOffset(trailing: Double, viewport: Double) -> Double {
            guard !identifiers.isEmpty else { return max(0, leading + trailing - viewport) }
            let end = start(of: identifiers.count - 1) + (measured.last! ?? estimate)
            return max(0, end + trailing - viewport)
        }
    }

    /// The indices a snapshot saves around `anchor` among `count` items, written from the documented rule.
    static func landmarks(around anchor: Int, count: Int) -> Set<Int> {
        var distances = Array(1...8)
        var distance = 16
        while distance / 2 < count {
            distances.append(distance)
            distance *= 2
        }
        return Set(([0] + distances + distances.map { -$0 }).map { anchor + $0 }.filter { $0 >= 0 && $0 < count })
    }

    @Test("a restored position puts the saved anchor, or its nearest survivor, where it was, with the saved extents by identity")
    func restoreAfterChanges() async {
        await seededPropertyCheck("restoration.random-changes", count: 200) { seed in
            var rng = SplitMix64(seed: seed)
            do { try Self.run(&rng) } catch { Issue.record("seed \(seed): \(error)") }
        }
    }

    static func run(_ rng: inout SplitMix64) throws {
        let count = Int.random(in: 0...200, using: &rng)
        let estimate = rng.quarter(in: 4...60)
        let spacing = rng.chance(0.5) ? 0 : rng.quarter(in: 0...8)
        let insets = ContentInsets(leading: CGFloat(rng.quarter(in: 0...30)), trailing: CGFloat(rng.quarter(in: 0...30)))
        let viewport = CGSize(width: 300, height: rng.chance(0.1) ? 0 : CGFloat(Int.random(in: 40...500, using: &rng)))
        let measuredShare = Double.random(in: 0...1, using: &rng)
        let old = ListModel(
            identifiers: (0..<count).map { $0 * 7 }, measured: (0..<count).map { _ in rng.chance(measuredShare) ? rng.quarter(in: 0...120) : nil },
            estimate: estimate, spacing: spacing, leading: Double(insets.leading))
        let oldModel = try MeasuredExtents(count: count, estimatedExtent: CGFloat(estimate), spacing: CGFloat(spacing)) { old.measured[$0].map { CGFloat($0) } }
        var saving = try ScrollController(content: .items(.measured(oldModel)), viewportSize: viewport, configuration: ScrollConfiguration(insets: insets))
        let maxOffset = old.maxOffset(trailing: Double(insets.trailing), viewport: Double(viewport.height))
        _ = try saving.scroll(toOffset: CGFloat((Double.random(in: 0...1, using: &rng) * maxOffset * 4).rounded(.down) / 4), animated: false, time: 0)
        let offset = Double(saving.offset)

        // The anchor: the first visible item starting at or after the viewport's start, else the first
        // visible one; with nothing visible, the last item starting at or before the offset.
        let snapshot = try saving.scrollPosition(identifiers: ItemIdentifiers(old.identifiers), listIdentifier: "list")
        let visible = saving.virtualizer.windows.visible
        let anchor: Int? = count == 0 ? nil
            : visible.isEmpty ? (0..<count).last { old.start(of: $0) <= offset } ?? 0
            : visible.first { old.start(of: $0) >= offset } ?? visible.lowerBound
        #expect(snapshot.anchorIndex == anchor)
        #expect(snapshot.anchor == anchor.map { old.identifiers[$0] })
        if let anchor { #expect(Double(snapshot.anchorOffsetInViewport) == old.start(of: anchor) - offset) }
        #expect(snapshot.itemCount == count && !snapshot.isPaged && snapshot.listIdentifier == "list")
        let saved = Set(old.measured.indices.filter { old.measured[$0] != nil }).union(anchor.map { Self.landmarks(around: $0, count: count) } ?? [])
        #expect(snapshot.savedItemCount == saved.count)
        let decoded = try JSONDecoder().decode(ScrollPositionSnapshot<Int>.self, from: JSONEncoder().encode(snapshot))
        #expect(decoded == snapshot)

        // The data changes; a new controller, with its own estimate and a few items measured already.
        let edited = VersionedItem.edited(old.identifiers.map { VersionedItem(id: $0) }, using: &rng).map(\.id)
        let newEstimate = rng.quarter(in: 4...60)
        var new = ListModel(identifiers: edited, measured: Array(repeating: nil, count: edited.count), estimate: newEstimate, spacing: spacing, leading: old.leading)
        var restoring = try ScrollController(
            content: .items(.measured(MeasuredExtents(count: edited.count, estimatedExtent: CGFloat(newEstimate), spacing: CGFloat(spacing)))),
            viewportSize: viewport, configuration: ScrollConfiguration(insets: insets))
        var measuredNow: [Int: Double] = [:]
        for _ in 0..<Int.random(in: 0...3, using: &rng) where !edited.isEmpty {
            let index = Int.random(in: edited.indices, using: &rng)
            measuredNow[index] = rng.quarter(in: 0...120)
            _ = try restoring.setExtent(CGFloat(measuredNow[index]!), ofItem: index, time: 0)
        }
        _ = try restoring.restoreScrollPosition(decoded, identifiers: ItemIdentifiers(edited), listIdentifier: "list", time: 1)

        // Extents: measured now, else saved by identity, else the estimate.
        let oldIndex = Dictionary(uniqueKeysWithValues: old.identifiers.enumerated().map { ($1, $0) })
        for (index, identifier) in edited.enumerated() {
            new.measured[index] = measuredNow[index] ?? oldIndex[identifier].flatMap { old.measured[$0] }
        }
        for index in edited.indices {
            let model = new.measured[index]
            #expect(try restoring.virtualizer.items.base.isMeasured(index) == (model != nil), "item \(index)")
            #expect(try restoring.virtualizer.items.base.extent(of: index) == CGFloat(model ?? newEstimate), "item \(index)")
        }
        // The anchor, or the saved item nearest to it that survives (the later one on a tie), else the
        // item at the anchor's index.
        let newIndex = Dictionary(uniqueKeysWithValues: edited.enumerated().map { ($1, $0) })
        var target: (index: Int, onScreen: Double) = (0, old.leading)
        if let anchor {
            let survivor = saved.filter { newIndex[old.identifiers[$0]] != nil }
                .min { (abs($0 - anchor), -$0) < (abs($1 - anchor), -$1) }
            let index = survivor.map { newIndex[old.identifiers[$0]]! } ?? min(anchor, max(0, edited.count - 1))
            target = (index, Double(snapshot.anchorOffsetInViewport))
        }
        let newMax = new.maxOffset(trailing: Double(insets.trailing), viewport: Double(viewport.height))
        let expected = edited.isEmpty ? 0 : min(max(new.start(of: target.index) - target.onScreen, 0), newMax)
        #expect(Double(restoring.offset) == expected, "anchor \(String(describing: anchor)) → \(target)")
        #expect(restoring.now == 1)
    }
}
