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

    @Test("a chat's restored position is at its end if it was saved there, else its anchor's end is as far from the viewport's end, with the unseen messages")
    func chatRestoreAfterChanges() async {
        await seededPropertyCheck("restoration.chat-random-changes", count: 150) { seed in
            var rng = SplitMix64(seed: seed)
            do { try Self.runChat(&rng) } catch { Issue.record("seed \(seed): \(error)") }
        }
    }

    /// A chat saved at a random place (with messages that arrived while it was scrolled up), then
    /// changed (messages deleted and inserted, though not its anchor nor its last message, and new ones
    /// appended) and restored in a viewport of another height, with other estimates.
    static func runChat(_ rng: inout SplitMix64) throws {
        let count = Int.random(in: 1...150, using: &rng)
        let spacing = rng.chance(0.5) ? 0 : rng.quarter(in: 0...8)
        let insets = ContentInsets(leading: CGFloat(rng.quarter(in: 0...30)), trailing: CGFloat(rng.quarter(in: 0...30)))
        let tolerance = rng.quarter(in: 0...20)
        let configuration = ScrollConfiguration(insets: insets, anchoring: .end(tolerance: CGFloat(tolerance)))
        func chat(_ count: Int, height: CGFloat, estimate: Double, measured: (Int) -> Double?) throws -> ScrollController {
            try ScrollController(
                content: .items(.measured(MeasuredExtents(count: count, estimatedExtent: CGFloat(estimate), spacing: CGFloat(spacing)) { measured($0).map { CGFloat($0) } })),
                viewportSize: CGSize(width: 300, height: height), configuration: configuration)
        }
        var extents = (0..<count).map { _ in rng.chance(0.7) ? rng.quarter(in: 1...120) : nil }
        var ids = (0..<count).map { $0 * 5 }
        var saving = try chat(count, height: CGFloat(Int.random(in: 40...500, using: &rng)), estimate: rng.quarter(in: 4...60)) { extents[$0] }
        let resting = saving.restingRange
        _ = try saving.scroll(toOffset: CGFloat(rng.quarter(in: Double(resting.lowerBound)...Double(resting.upperBound))), animated: false, time: 0)
        if rng.chance(0.5) {
            // Messages arrive while the reader is where they are.
            let arriving = Int.random(in: 1...4, using: &rng)
            let inserted = Array(ids.count..<(ids.count + arriving))
            _ = try saving.performBatchUpdates(BatchUpdate(insertions: inserted, insertedExtents: Dictionary(uniqueKeysWithValues: inserted.map { ($0, 30) })), time: 0)
            ids += inserted.map { 1_000 + $0 }
            extents += inserted.map { _ in 30 }
        }
        let wasAtEnd = saving.isAtEnd
        let unseenIDs = Set(saving.unseenItems.map { ids[$0] })
        let snapshot = try saving.scrollPosition(identifiers: ItemIdentifiers(ids))
        let decoded = try JSONDecoder().decode(ScrollPositionSnapshot<Int>.self, from: JSONEncoder().encode(snapshot))
        #expect(decoded.endAnchored?.wasAtEnd == wasAtEnd)
        let anchor = try #require(decoded.anchorIndex)
        if let distance = decoded.endAnchored?.anchorDistanceToViewportEnd {
            let span = try saving.virtualizer.span(ofItem: anchor)
            #expect(distance == saving.offset + saving.viewportSize.height - span.end)
        }

        // The data changes: deletions and insertions that spare the anchor and the last message, and
        // messages appended.
        var newIDs: [Int] = []
        var newExtents: [Double?] = []
        for (index, id) in ids.enumerated() {
            if rng.chance(0.15) && index != anchor && index != ids.count - 1 { continue }
            if rng.chance(0.1) {
                newIDs.append(10_000 + index)
                newExtents.append(nil)
            }
            newIDs.append(id)
            newExtents.append(extents[index])
        }
        let appended = Int.random(in: 0...5, using: &rng)
        newIDs += (0..<appended).map { 20_000 + $0 }
        newExtents += Array(repeating: nil, count: appended)
        var restoring = try chat(newIDs.count, height: CGFloat(Int.random(in: 40...500, using: &rng)), estimate: rng.quarter(in: 4...60)) { _ in nil }
        _ = try restoring.restoreScrollPosition(decoded, identifiers: ItemIdentifiers(newIDs), time: 1)

        let range = restoring.restingRange
        if wasAtEnd {
            #expect(restoring.offset == range.upperBound, "saved at its end: at \(restoring.offset), the end \(range.upperBound)")
        } else if let distance = decoded.endAnchored?.anchorDistanceToViewportEnd {
            let newAnchor = try #require(newIDs.firstIndex(of: ids[anchor]))
            let expected = try restoring.virtualizer.span(ofItem: newAnchor).end + distance - restoring.viewportSize.height
            #expect(abs(restoring.offset - min(max(expected, range.lowerBound), range.upperBound)) <= 1e-9 * max(1, abs(expected)))
        }
        // Unseen: the unseen messages that survive and the appended ones, unless the chat was at its end
        // or shows them.
        var expectedUnseen = wasAtEnd ? Set<Int>() : Set(newIDs.indices.filter { unseenIDs.contains(newIDs[$0]) || newIDs[$0] >= 20_000 })
        if restoring.isAtEnd { expectedUnseen = [] }
        expectedUnseen.subtract(restoring.virtualizer.windows.visible)
        #expect(Set(restoring.unseenItems) == expectedUnseen, "unseen \(restoring.unseenItems), expected \(expectedUnseen.sorted())")
    }
}
