import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@testable import LazyScroll
import PropertySeeds
import Testing

/// ``AcrossScrollers`` playing random changes among the items of rows scrolling across (deletions,
/// insertions, moves within a row and between rows, as a diffable data source makes them), against an
/// array model of item identities: every loaded row's scroller has its section's items, an item loaded
/// before and after keeps its place in the row's update's mapping, and the row anchors as a list does:
/// the first item starting in view that stays in its row and does not move stays where it was (the
/// offset moves by what changed before it, within the content), which the section keeps.
@Suite struct AcrossItemChangesPropertyTests {
    static let pitch: CGFloat = 100  // items 90 wide, 10 apart

    @Test func rowsFollowRandomChangesAmongTheirItems() async {
        await seededPropertyCheck("across.item-changes", count: 40) { seed in try Self.replay(seed: seed) }
    }

    private static func replay(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var model: [[Int]] = []
        var next = 0
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let count = Int.random(in: 0...25, using: &random)
            model.append(Array(next..<(next + count)))
            next += count
        }
        func section(_ items: [Int]) throws -> ContentSection {
            ContentSection(header: .measured(30), items: .uniform(try UniformExtents(count: items.count, itemExtent: 90, spacing: 10)),
                           across: AcrossScrolling(rowExtent: .measured(100)))
        }
        var controller = try ScrollController(content: .items(.sections(SectionedExtents(sections: model.map(section)))),
                                              viewportSize: CGSize(width: 320, height: 400))
        var rows = AcrossScrollers()
        _ = try rows.apply(controller.initialUpdate, of: controller, time: 0)
        for step in 0..<12 {
            // Scroll each loaded row somewhere.
            for row in rows.scrollers.keys.sorted() {
                let extent = rows.scrollers[row]!.virtualizer.contentExtent
                let offset = CGFloat(Int.random(in: 0...max(0, Int(extent) - 320), using: &random))
                _ = try rows.update(row: row, of: &controller) { (scroller) throws(LazyScrollError) in
                    try scroller.scroll(toOffset: offset, animated: false, time: 0)
                }
            }
            // Where each row stood: its section, its loaded items' identities and its leading item.
            var before: [Int: (section: Int, loaded: [Int: Int], offset: CGFloat)] = [:]
            for (row, scroller) in rows.scrollers {
                guard case let .row(s)? = try? controller.sections!.element(at: row) else { continue }
                var loaded: [Int: Int] = [:]
                for item in scroller.virtualizer.windows.display { loaded[item] = model[s][item] }
                before[row] = (s, loaded, scroller.offset)
            }
            // A random change: items deleted, moved (within and between rows) and inserted.
            var newModel = model
            let all = model.flatMap { $0 }
            let deleted = Set(all.filter { _ in Int.random(in: 0..<6, using: &random) == 0 })
            let moved = Set(all.filter { !deleted.contains($0) && Int.random(in: 0..<8, using: &random) == 0 })
            for s in newModel.indices { newModel[s].removeAll { deleted.contains($0) || moved.contains($0) } }
            var inserted: Set<Int> = []
            for id in moved.sorted() + (0..<Int.random(in: 0...3, using: &random)).map({ next + $0 }) {
                let s = Int.random(in: 0..<newModel.count, using: &random)
                newModel[s].insert(id, at: Int.random(in: 0...newModel[s].count, using: &random))
                if !moved.contains(id) { inserted.insert(id) }
            }
            next += inserted.count
            func oldPath(_ id: Int) -> ItemPath {
                let s = model.firstIndex { $0.contains(id) }!
                return ItemPath(section: s, item: model[s].firstIndex(of: id)!)
            }
            func newPath(_ id: Int) -> ItemPath {
                let s = newModel.firstIndex { $0.contains(id) }!
                return ItemPath(section: s, item: newModel[s].firstIndex(of: id)!)
            }
            let update = SectionBatchUpdate(
                itemDeletions: deleted.sorted().map(oldPath), itemInsertions: inserted.sorted().map(newPath),
                itemMoves: moved.sorted().map { SectionBatchUpdate.ItemMove(from: oldPath($0), to: newPath($0)) })
            let applied = try controller.performSectionUpdates(update, reportedItemCounts: newModel.map(\.count), time: 0)
            let rowUpdates = try rows.apply(applied, of: controller, time: 0)
            rows.keepStates(in: &controller)
            let oldModel = model
            model = newModel
            let context = "seed \(seed) step \(step)"
            for (row, scroller) in rows.scrollers {
                guard case let .row(s)? = try? controller.sections!.element(at: row) else { continue }
                #expect(scroller.dataCount == model[s].count, "\(context): row of section \(s)")
                #expect(try controller.sections!.section(s).across!.offset == scroller.offset, "\(context): kept offset")
                guard let old = before.first(where: { $0.value.section == s })?.value else { continue }
                // Loaded items renumbered to where their identities are now.
                if let mapping = rowUpdates.first(where: { $0.row == row && $0.update.mapping != nil })?.update.mapping {
                    for (item, id) in old.loaded {
                        guard let new = mapping.retainedIndex(ofOld: item) else {
                            #expect(!model[s].contains(id), "\(context): item \(id) dropped though it stayed")
                            continue
                        }
                        #expect(model[s][new] == id, "\(context): item \(id) renumbered to \(new)")
                    }
                }
                // The anchor: the first item starting in view (at or after the leading edge) that neither
                // left the row nor moved keeps its distance from the edge; the offset stays in the content.
                var expected = old.offset
                var index = Int((old.offset / pitch).rounded(.up))
                while index < oldModel[s].count, CGFloat(index) * pitch < old.offset + 320 {
                    let id = oldModel[s][index]
                    if !moved.contains(id), let now = model[s].firstIndex(of: id) {
                        expected = CGFloat(now) * pitch - (CGFloat(index) * pitch - old.offset)
                        break
                    }
                    index += 1
                }
                let end = max(0, CGFloat(model[s].count) * pitch - 10 - 320)
                #expect(scroller.offset == min(max(0, expected), end), "\(context): row of section \(s) anchored at \(scroller.offset)")
            }
        }
    }
}
