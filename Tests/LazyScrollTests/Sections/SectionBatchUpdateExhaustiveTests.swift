import Foundation
import Testing
@testable import LazyScroll

/// Every single-operation batch update of every small sectioned layout (up to 3 sections of up to 2
/// items, headers and footers on some), compared with the rule applied to plain arrays of identities;
/// and every out-of-range variant, which is refused and changes nothing.
@Suite("Section batch updates, exhaustively")
struct SectionBatchUpdateExhaustiveTests {
    /// An element's identity: a section's header or footer, or an item.
    enum Identity: Hashable {
        case header(Int)
        case item(Int)
        case footer(Int)
    }

    /// A section of the plain model: identity, whether it has a header and a footer, and its items.
    struct PlainSection {
        var id: Int
        var header: Bool
        var footer: Bool
        var items: [Int]

        var elements: [Identity] { (header ? [.header(id)] : []) + items.map { .item($0) } + (footer ? [.footer(id)] : []) }

        var model: ContentSection {
            ContentSection(header: header ? .measured(5) : nil, items: .uniform(try! UniformExtents(count: items.count, itemExtent: 10)),
                           footer: footer ? .measured(3) : nil)
        }
    }

    /// Every layout: 0 to 3 sections, each of 0 to 2 items; even sections have headers, section 1 a footer.
    static var layouts: [[PlainSection]] {
        var result: [[PlainSection]] = [[]]
        for count in 1...3 {
            var counts = [[Int]]([[]])
            for _ in 0..<count { counts = counts.flatMap { prefix in (0...2).map { prefix + [$0] } } }
            for shape in counts {
                var next = 100
                result.append(shape.enumerated().map { s, items in
                    defer { next += 10 }
                    return PlainSection(id: s + 1, header: s % 2 == 0, footer: s == 1, items: (0..<items).map { next + $0 })
                })
            }
        }
        return result
    }

    /// One operation, as an update and as what it does to the plain sections (nil: it must be refused).
    struct Case {
        var name: String
        var update: SectionBatchUpdate
        var result: [PlainSection]?
        /// Identities whose views are not kept (reloaded, or replaced).
        var reloaded: Set<Identity> = []
    }

    static func cases(for sections: [PlainSection]) -> [Case] {
        let s = sections.count
        var cases: [Case] = []
        let inserted = PlainSection(id: 99, header: true, footer: false, items: [999])
        for index in 0..<(s + 1) {
            var result = sections
            if index < s { result.remove(at: index) }
            cases.append(Case(name: "delete section \(index)", update: SectionBatchUpdate(sectionDeletions: [index]), result: index < s ? result : nil))
            cases.append(Case(name: "reload section \(index)", update: SectionBatchUpdate(sectionReloads: [index]),
                              result: index < s ? sections : nil, reloaded: index < s ? Set(sections[index].elements) : []))
            var boundaries: Set<Identity> = []
            if index < s {
                if sections[index].header { boundaries.insert(.header(sections[index].id)) }
                if sections[index].footer { boundaries.insert(.footer(sections[index].id)) }
            }
            cases.append(Case(name: "reload header and footer \(index)", update: SectionBatchUpdate(headerAndFooterReloads: [index]),
                              result: index < s ? sections : nil, reloaded: boundaries))
        }
        for index in 0..<(s + 2) {
            var result = sections
            if index <= s { result.insert(inserted, at: index) }
            cases.append(Case(name: "insert section \(index)",
                              update: SectionBatchUpdate(sectionInsertions: [SectionBatchUpdate.SectionInsertion(index: index, section: inserted.model)]),
                              result: index <= s ? result : nil))
        }
        for from in 0..<s {
            for to in 0..<(s + 1) {
                var result: [PlainSection]?
                if to < s {
                    var moved = sections
                    moved.insert(moved.remove(at: from), at: to)
                    result = moved
                }
                cases.append(Case(name: "move section \(from) to \(to)", update: SectionBatchUpdate(sectionMoves: [BatchUpdate.Move(from: from, to: to)]), result: result))
            }
        }
        for section in 0..<(s + 1) {
            let count = section < s ? sections[section].items.count : 0
            for item in 0..<(count + 1) {
                let path = ItemPath(section: section, item: item)
                let valid = section < s && item < count
                var deleted = sections
                if valid { deleted[section].items.remove(at: item) }
                cases.append(Case(name: "delete item \(path)", update: SectionBatchUpdate(itemDeletions: [path]), result: valid ? deleted : nil))
                cases.append(Case(name: "reload item \(path)", update: SectionBatchUpdate(itemReloads: [path]), result: valid ? sections : nil,
                                  reloaded: valid ? [.item(sections[section].items[item])] : []))
            }
            for item in 0..<(count + 2) {
                let path = ItemPath(section: section, item: item)
                var result: [PlainSection]?
                if section < s && item <= count {
                    var grown = sections
                    grown[section].items.insert(555, at: item)
                    result = grown
                }
                cases.append(Case(name: "insert item \(path)", update: SectionBatchUpdate(itemInsertions: [path]), result: result))
            }
        }
        for from in sections.indices {
            for k in sections[from].items.indices {
                for to in sections.indices {
                    let room = sections[to].items.count + (to == from ? 0 : 1)
                    for j in 0..<(room + 1) {
                        var result: [PlainSection]?
                        if j < room {
                            var moved = sections
                            let item = moved[from].items.remove(at: k)
                            moved[to].items.insert(item, at: j)
                            result = moved
                        }
                        let move = SectionBatchUpdate.ItemMove(from: ItemPath(section: from, item: k), to: ItemPath(section: to, item: j))
                        cases.append(Case(name: "move item \(move.from) to \(move.to)", update: SectionBatchUpdate(itemMoves: [move]), result: result))
                    }
                }
            }
        }
        return cases
    }

    @Test("every single change of every small layout renumbers every element by identity and lays out the new sections; every invalid one is refused")
    func everySingleChange() throws {
        var checked = 0
        for sections in Self.layouts {
            let model = try SectionedExtents(sections: sections.map(\.model), sectionSpacing: 2)
            let oldElements = sections.flatMap(\.elements)
            for change in Self.cases(for: sections) {
                var sut = try Virtualizer(extents: .sections(model))
                _ = try sut.update(viewport: Viewport(offset: 0, extent: 1_000, crossExtent: 50))
                guard let result = change.result else {
                    let before = sut.placements()
                    #expect(throws: LazyScrollError.self, "\(change.name) of \(sections.map(\.items.count))") {
                        _ = try sut.performSectionUpdates(change.update)
                    }
                    #expect(sut.placements() == before)
                    continue
                }
                let applied = try sut.performSectionUpdates(change.update, reportedItemCounts: result.map(\.items.count))
                let newElements = result.flatMap(\.elements)
                let mapping = try #require(applied.mapping)
                for (k, identity) in oldElements.enumerated() {
                    let expected = change.reloaded.contains(identity) ? nil : newElements.firstIndex(of: identity)
                    #expect(mapping.retainedIndex(ofOld: k) == expected, "\(change.name) of \(sections.map(\.items.count)): element \(k) (\(identity))")
                }
                // The new sections, laid out as they would be from scratch.
                let fresh = try SectionedExtents(sections: result.map(\.model), sectionSpacing: 2)
                let updated = try #require(sut.sections)
                #expect(updated.count == fresh.count && updated.sectionCount == fresh.sectionCount, "\(change.name)")
                for k in 0..<fresh.count {
                    #expect(try updated.offset(of: k) == fresh.offset(of: k) && updated.element(at: k) == fresh.element(at: k), "\(change.name): element \(k)")
                }
                checked += 1
            }
        }
        #expect(checked > 1_000)
    }
}
