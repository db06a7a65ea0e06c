import Foundation
import Testing
@testable import LazyScroll
import PropertySeeds

@Suite("Sectioned identity")
struct SectionedIdentityTests {
    /// Random sections of identified items with extents by identity.
    struct Data {
        var sections: [(id: Int, header: Bool, items: [Int])]

        var identifiers: SectionedIdentifiers<Int, Int> {
            try! SectionedIdentifiers(sections.map { (section: $0.id, items: $0.items) })
        }

        /// The elements' identities in order (headers as −id).
        var elements: [Int] {
            sections.flatMap { ($0.header ? [-$0.id] : []) + $0.items }
        }

        func section(_ s: Int, extents: [Int: CGFloat]) -> ContentSection {
            let items = sections[s].items
            let model = try! MeasuredExtents(count: items.count, estimatedExtent: 10) { extents[items[$0]] }
            return ContentSection(header: sections[s].header ? .measured(CGFloat(sections[s].id % 7 + 3)) : nil, items: .measured(model))
        }
    }

    static func randomData(_ rng: inout SplitMix64, ids: inout Int) -> Data {
        let count = Int.random(in: 0...5, using: &rng)
        return Data(sections: (0..<count).map { _ in
            ids += 1
            let section = ids
            let items = (0..<Int.random(in: 0...5, using: &rng)).map { _ -> Int in ids += 1; return ids }
            return (section, rng.chance(0.7), items)
        })
    }

    /// `data` changed at random: sections deleted, inserted and shuffled a little, items deleted,
    /// inserted and moved within and between sections.
    static func changed(_ data: Data, _ rng: inout SplitMix64, ids: inout Int) -> Data {
        var sections = data.sections.filter { _ in !rng.chance(0.2) }
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
            ids += 1
            sections.insert((ids, rng.chance(0.5), []), at: Int.random(in: 0...sections.count, using: &rng))
        }
        if sections.count > 1 && rng.chance(0.4) {
            let moved = sections.remove(at: Int.random(in: 0..<sections.count, using: &rng))
            sections.insert(moved, at: Int.random(in: 0...sections.count, using: &rng))
        }
        var loose: [Int] = []
        for s in sections.indices {
            sections[s].items = sections[s].items.filter { item in
                if rng.chance(0.15) { return false }
                if rng.chance(0.15) { loose.append(item); return false }
                return true
            }
        }
        // Items of deleted sections may reappear elsewhere.
        let kept = Set(sections.map(\.id))
        for section in data.sections where !kept.contains(section.id) {
            loose.append(contentsOf: section.items.filter { _ in rng.chance(0.3) })
        }
        for _ in 0..<Int.random(in: 0...3, using: &rng) {
            ids += 1
            loose.append(ids)
        }
        guard !sections.isEmpty else { return Data(sections: sections) }
        for item in loose.shuffled(using: &rng) {
            let s = Int.random(in: 0..<sections.count, using: &rng)
            sections[s].items.insert(item, at: Int.random(in: 0...sections[s].items.count, using: &rng))
        }
        return Data(sections: sections)
    }

    @Test("a difference of random sectioned identities, applied, gives the new order with every element renumbered by identity and every extent kept")
    func randomDifferences() async {
        await seededPropertyCheck("sectioned-identity.random", count: 150) { seed in
            var rng = SplitMix64(seed: seed)
            var ids = 0
            let old = Self.randomData(&rng, ids: &ids)
            let new = Self.changed(old, &rng, ids: &ids)
            var extents: [Int: CGFloat] = [:]
            for item in old.sections.flatMap(\.items) where rng.chance(0.6) { extents[item] = CGFloat(Int.random(in: 1...40, using: &rng)) }
            let changedItems = Set(old.sections.flatMap(\.items).filter { _ in rng.chance(0.2) })
            let changedSections = Set(old.sections.map(\.id).filter { _ in rng.chance(0.3) })
            let model = try! SectionedExtents(sections: old.sections.indices.map { old.section($0, extents: extents) })
            var sut = try! ScrollController(content: .items(.sections(model)), viewportSize: CGSize(width: 100, height: 60))
            let difference = SectionedIdentityDifference(
                from: old.identifiers, to: new.identifiers,
                sectionChanged: { from, _ in changedSections.contains(old.sections[from].id) },
                itemChanged: { from, _ in changedItems.contains(old.sections[from.section].items[from.item]) })
            let update = try sut.performSectionUpdates(difference, insertedSection: { new.section($0, extents: [:]) }, time: 0)
            let sections = try #require(sut.sections)
            // The new structure, and each surviving item's extent by identity.
            #expect(sections.sectionCount == new.sections.count)
            for (s, section) in new.sections.enumerated() {
                let shape = try sections.section(s)
                #expect(shape.items.count == section.items.count && (shape.header != nil) == section.header)
                for (k, item) in section.items.enumerated() {
                    let inInserted = !old.sections.contains { $0.id == section.id }
                    let expected = inInserted ? nil : extents[item]
                    if let expected { #expect(try shape.items.extent(of: k) == expected, "extent of item \(item) at (\(s), \(k))") }
                    if expected == nil && !inInserted { #expect(try !shape.items.isMeasured(k), "item \(item) at (\(s), \(k)) is new or unmeasured") }
                }
            }
            // Every old element maps to its identity's new place, unless it is reloaded or replaced.
            let mapping = try #require(update.mapping)
            let newElements = new.elements
            let oldElements = old.elements
            for (k, identity) in oldElements.enumerated() {
                let target = newElements.firstIndex(of: identity)
                if let retained = mapping.retainedIndex(ofOld: k) {
                    #expect(target == retained, "old element \(k) (\(identity)) kept at \(retained), expected \(String(describing: target))")
                    #expect(!(identity > 0 && changedItems.contains(identity)), "changed item \(identity) kept its view")
                } else if let target, identity > 0, !changedItems.contains(identity) {
                    // An unchanged item keeps its view unless its section was inserted around it.
                    let section = new.sections.first { $0.items.contains(identity) }!
                    #expect(!old.sections.contains { $0.id == section.id }, "unchanged item \(identity) lost its view at \(target)")
                }
            }
            // Moves are as few as the orders allow.
            let both = old.sections.map(\.id).filter { id in new.sections.contains { $0.id == id } }
            let newOrder = both.map { id in new.sections.firstIndex { $0.id == id }! }
            #expect(difference.sectionMoves.count == both.count - Self.longestIncreasing(newOrder))
        }
    }

    /// The length of the longest strictly increasing subsequence, by dynamic programming.
    static func longestIncreasing(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
        }
        return best.max() ?? 0
    }

    @Test("a contact moving to another letter is one move; a deleted letter's contact that reappears moves out of it")
    func contacts() throws {
        let old = try SectionedIdentifiers<String, String>([("A", ["Ann", "Avery"]), ("B", ["Bo", "Bea"]), ("C", ["Cy"])])
        let new = try SectionedIdentifiers<String, String>([("A", ["Ann"]), ("B", ["Avery", "Bo", "Bea"]), ("D", ["Cy", "Di"])])
        let difference = SectionedIdentityDifference(from: old, to: new) { _, _ in false }
        #expect(difference.sectionDeletions == [2])
        #expect(difference.sectionInsertions == [2])
        #expect(difference.itemMoves == [
            SectionBatchUpdate.ItemMove(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 1, item: 0)),
            SectionBatchUpdate.ItemMove(from: ItemPath(section: 2, item: 0), to: ItemPath(section: 2, item: 0)),
        ])
        #expect(difference.itemInsertions.isEmpty && difference.itemDeletions.isEmpty)
        #expect(difference.newItemCounts == [1, 3, 2])
    }

    @Test("an item identifier in two sections is refused, naming both places in the order of all items")
    func duplicateItems() {
        #expect(throws: LazyScrollError.duplicateIdentity(identity: "x", firstIndex: 1, secondIndex: 3)) {
            _ = try SectionedIdentifiers<Int, String>([(1, ["a", "x"]), (2, ["b", "x"])])
        }
        #expect(throws: LazyScrollError.duplicateIdentity(identity: "1", firstIndex: 0, secondIndex: 1)) {
            _ = try SectionedIdentifiers<Int, String>([(1, []), (1, [])])
        }
    }

    @Test("element identifiers name headers, items and footers in order, and refuse sections that do not match")
    func elementIdentifiers() throws {
        let identifiers = try SectionedIdentifiers<String, Int>([("A", [1, 2]), ("B", [3])])
        let model = try SectionedExtents(sections: [
            ContentSection(header: .estimated(20), items: .uniform(UniformExtents(count: 2, itemExtent: 10)), footer: .estimated(5)),
            ContentSection(items: .uniform(UniformExtents(count: 1, itemExtent: 10))),
        ])
        let elements = try identifiers.elementIdentifiers(in: model)
        #expect(elements.identifiers == [.header("A"), .item(1), .item(2), .footer("A"), .item(3)])
        let other = try SectionedExtents(sections: [ContentSection(items: .uniform(UniformExtents(count: 2, itemExtent: 10)))])
        #expect(throws: LazyScrollError.invalidIdentifiers(.countMismatch(identifiers: 2, items: 1))) {
            _ = try identifiers.elementIdentifiers(in: other)
        }
    }
}
