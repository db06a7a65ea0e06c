import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import UIKitStandIn

/// A header or footer view as an Auto Layout one is: its constraints give its height.
final class SectionHeaderView: SizedRowView {
    /// How many header views were made, to count what recycling saves.
    nonisolated(unsafe) static var made = 0
    var section = -1
    var kind = SectionElementKind.header

    required init(frame: CGRect) {
        super.init(frame: frame)
        Self.made += 1
    }

    required init?(coder: NSCoder) { nil }
}

/// Sections of items (identities, so updates can move them) with an optional header and footer each.
@MainActor
final class SectionSource: RecyclingListViewSectionDataSource {
    struct Section {
        var hasHeader = true
        var items: [Int]
        var hasFooter = false
    }

    var sections: [Section]
    var itemHeight: CGFloat = 44
    var headerHeight: CGFloat = 30
    var footerHeight: CGFloat = 20
    /// The supplementary views asked for, as (kind, section).
    var askedSupplementaries: [(SectionElementKind, Int)] = []
    /// Sections' own layouts, by section index; the others take the list's.
    var layouts: [Int: RecyclingListLayout] = [:]
    /// How sections' items scroll across, by section index: every section when `allAcross` is set.
    var across: [Int: AcrossSectionLayout] = [:]
    var allAcross: AcrossSectionLayout?
    /// The width an item's constraints give it for a height, by identity (items stacked sideways); nil
    /// leaves the width open.
    var itemWidth: ((Int) -> CGFloat)?
    /// Which items a long press may lift (none unless set), and the moves the list asked for.
    var movable: ((ItemPath) -> Bool)?
    var moves: [SectionBatchUpdate.ItemMove] = []
    /// The items whose views were asked for, in order.
    var askedItems: [ItemPath] = []

    init(sections: [Section]) {
        self.sections = sections
    }

    /// `count` sections of `items` items each, numbered across sections, each with a header.
    convenience init(count: Int, items: Int, footers: Bool = false) {
        self.init(sections: (0..<count).map { section in
            Section(items: Array((section * items)..<((section + 1) * items)), hasFooter: footers)
        })
    }

    func numberOfSections(in listView: RecyclingListView) -> Int { sections.count }

    func listView(_ listView: RecyclingListView, numberOfItemsInSection section: Int) -> Int { sections[section].items.count }

    func listView(_ listView: RecyclingListView, hasSupplementaryViewOfKind kind: SectionElementKind, inSection section: Int) -> Bool {
        kind == .header ? sections[section].hasHeader : kind == .footer && sections[section].hasFooter
    }

    func listView(_ listView: RecyclingListView, layoutForSection section: Int) -> RecyclingListLayout? { layouts[section] }

    func listView(_ listView: RecyclingListView, acrossLayoutForSection section: Int) -> AcrossSectionLayout? { allAcross ?? across[section] }

    func listView(_ listView: RecyclingListView, viewForItemAt path: ItemPath) -> UIView {
        askedItems.append(path)
        let view = listView.dequeueReusableView(withIdentifier: "row", for: 0)
        if let row = view as? SizedRowView {
            row.row = sections[path.section].items[path.item]
            row.height = itemHeight
            if let itemWidth {
                let width = itemWidth(row.row)
                row.standInConstraints?.widthForHeight = { _ in width }
            }
        }
        return view
    }

    func listView(_ listView: RecyclingListView, canMoveItemAt path: ItemPath) -> Bool { movable?(path) ?? false }

    /// Moves the item in the data, as `collectionView(_:moveItemAt:to:)` asks.
    func listView(_ listView: RecyclingListView, moveItemAt sourcePath: ItemPath, to destinationPath: ItemPath) {
        moves.append(.init(from: sourcePath, to: destinationPath))
        let item = sections[sourcePath.section].items.remove(at: sourcePath.item)
        sections[destinationPath.section].items.insert(item, at: destinationPath.item)
    }

    func listView(_ listView: RecyclingListView, viewForSupplementaryElementOfKind kind: SectionElementKind, inSection section: Int) -> UIView {
        askedSupplementaries.append((kind, section))
        let view = listView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: section)
        if let header = view as? SectionHeaderView {
            header.section = section
            header.kind = kind
            header.height = kind == .header ? headerHeight : footerHeight
        }
        return view
    }
}

/// A list of `source`'s sections, 320 × 480, with `SectionHeaderView` registered for headers and
/// footers as "title".
@MainActor
func makeSectionedList(
    source: SectionSource, clock: TestClock, configure: (RecyclingListView) -> Void = { _ in }
) -> RecyclingListView {
    makeList(showing: source, clock: clock) { list in
        list.register(SectionHeaderView.self, forSupplementaryViewOfKind: .header, withReuseIdentifier: "title")
        list.register(SectionHeaderView.self, forSupplementaryViewOfKind: .footer, withReuseIdentifier: "title")
        configure(list)
    }
}

extension RecyclingListView {
    /// The loaded header (or footer) view of `section`.
    func sectionView(_ kind: SectionElementKind, _ section: Int) -> SectionHeaderView? {
        supplementaryView(ofKind: kind, inSection: section) as? SectionHeaderView
    }
}
