#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

extension RecyclingListView {
    /// The data source when it supplies sections.
    private var sectionDataSource: (any RecyclingListViewSectionDataSource)? {
        dataSource as? any RecyclingListViewSectionDataSource
    }

    /// Asks the data source for its rows, or for its sections (kept in `sectionShapes`), and returns the
    /// number of flat rows.
    func readRowCount() -> Int {
        guard let source = sectionDataSource else {
            sectionShapes = nil
            return max(0, dataSource?.numberOfRows(in: self) ?? 0)
        }
        let shapes = ListSectionShape.read(from: source, for: self)
        sectionShapes = shapes
        return shapes.reduce(0) { $0 + $1.elementCount }
    }

    /// The engine's sectioned size model for the sections the data source reported, each arranged by
    /// `layout`; nil for flat rows.
    func sectionExtents(layout: RecyclingListLayout) throws(LazyScrollError) -> ExtentModel? {
        guard let shapes = sectionShapes else { return nil }
        return .sections(try SectionedExtents(sections: contentSections(shapes, layout: layout), pinning: sectionPinning))
    }

    private func contentSections(_ shapes: [ListSectionShape], layout: RecyclingListLayout) throws(LazyScrollError) -> [ContentSection] {
        var sections: [ContentSection] = []
        sections.reserveCapacity(shapes.count)
        // Rows scrolling across keep their offsets through the list's own reloads (a new layout or width).
        let kept = driver?.controller.sections
        for (index, shape) in shapes.enumerated() {
            let offset = shape.across == nil ? 0 : kept.flatMap { try? $0.section(index) }?.across?.offset ?? 0
            sections.append(try shape.contentSection(
                listLayout: layout, width: bounds.width, estimatedRowHeight: estimatedRowHeight, rowSpacing: rowSpacing,
                estimatedHeaderHeight: estimatedSectionHeaderHeight, estimatedFooterHeight: estimatedSectionFooterHeight, acrossOffset: offset))
        }
        return sections
    }

    /// Whether a section's own adaptive grid gets another number of columns at `newWidth` than at
    /// `oldWidth` (the sections are then laid out again, as the list's own layout is).
    ///
    /// - Complexity: O(S) for S sections.
    func sectionLayoutsRefit(from oldWidth: CGFloat, to newWidth: CGFloat) -> Bool {
        sectionShapes?.contains { shape in shape.layout.map { $0.fitted(toWidth: oldWidth) != $0.fitted(toWidth: newWidth) } ?? false } ?? false
    }

    /// The view for flat row `row` from the data source: a row's, or a header's, item's or footer's.
    func makeView(forRow row: Int) -> UIView? {
        guard let source = sectionDataSource else { return dataSource?.listView(self, viewForRowAt: row) }
        switch element(forRow: row) {
        case let .header(section)?: return source.listView(self, viewForSupplementaryElementOfKind: .header, inSection: section)
        case let .footer(section)?: return source.listView(self, viewForSupplementaryElementOfKind: .footer, inSection: section)
        case let .item(path)?: return source.listView(self, viewForItemAt: path)
        case let .row(section)?: return makeAcrossRowView(section: section)
        case nil: return nil
        }
    }

    // MARK: - Addressing

    /// The header, item or footer at flat row `row`; nil for flat rows or a row out of range.
    ///
    /// - Complexity: O(log S) for S sections once the list has a size, O(S) before.
    public func element(forRow row: Int) -> SectionElement? {
        if let sections = driver?.controller.sections { return try? sections.element(at: row) }
        guard let shapes = sectionShapes, row >= 0 else { return nil }
        var start = 0
        for (section, shape) in shapes.enumerated() {
            let local = row - start
            if local < shape.elementCount {
                if shape.hasHeader && local == 0 { return .header(section: section) }
                let item = local - (shape.hasHeader ? 1 : 0)
                guard item < shape.itemElementCount else { return .footer(section: section) }
                return shape.across == nil ? .item(ItemPath(section: section, item: item)) : .row(section: section)
            }
            start += shape.elementCount
        }
        return nil
    }

    /// The flat row of `element` (`UICollectionView`'s index paths beside the list's rows); nil when the
    /// list has no such element, and for an item of a row scrolling across, which has no row of its own
    /// (its section's `.row(section:)` is the row), before and after the list has a size alike.
    ///
    /// - Complexity: O(log S) for S sections once the list has a size, O(S) before.
    public func row(for element: SectionElement) -> Int? {
        guard let shapes = sectionShapes, shapes.indices.contains(element.section) else { return nil }
        if case .item = element, shapes[element.section].across != nil { return nil }
        if let sections = driver?.controller.sections { return try? sections.index(of: element) }
        let start = shapes[..<element.section].reduce(0) { $0 + $1.elementCount }
        let shape = shapes[element.section]
        switch element {
        case .header: return shape.hasHeader ? start : nil
        case let .item(path):
            guard shape.across == nil else { return nil }
            return path.item >= 0 && path.item < shape.itemCount ? start + (shape.hasHeader ? 1 : 0) + path.item : nil
        case .footer: return shape.hasFooter ? start + shape.elementCount - 1 : nil
        case .row: return shape.across == nil ? nil : start + (shape.hasHeader ? 1 : 0)
        }
    }

    /// The number of sections, as the data source last said; 0 for flat rows.
    public var numberOfSections: Int { sectionShapes?.count ?? 0 }

    /// The number of items in `section`, as the data source last said (`numberOfItems(inSection:)`).
    public func numberOfItems(inSection section: Int) -> Int {
        guard let shapes = sectionShapes, shapes.indices.contains(section) else { return 0 }
        return shapes[section].itemCount
    }

    /// The view showing the item at `path`, if it is loaded (`cellForItem(at:)`), in a row scrolling
    /// across too.
    public func view(forItemAt path: ItemPath) -> UIView? {
        if let across = acrossRowView(ofSection: path.section) { return across.itemViews[path.item] }
        return row(for: .item(path)).flatMap { view(forRow: $0) }
    }

    /// The loaded header or footer view of `section` (`supplementaryView(forElementKind:at:)`).
    public func supplementaryView(ofKind kind: SectionElementKind, inSection section: Int) -> UIView? {
        let element: SectionElement
        switch kind {
        case .header: element = .header(section: section)
        case .footer: element = .footer(section: section)
        case .item, .row: return nil
        }
        return row(for: element).flatMap { view(forRow: $0) }
    }

    /// Scrolls so that the item at `path` sits at `alignment`; `.start` puts it just below its
    /// section's pinned header (`scrollToItem(at:at:animated:)`). An item of a row scrolling across
    /// brings its row to `alignment` and sits at `alignment` along the row; `animated`, the row glides
    /// across on the list's clock as the list glides down, as an orthogonally scrolling section's does.
    /// Paths the list does not have are ignored.
    public func scrollToItem(at path: ItemPath, at alignment: ScrollAlignment, animated: Bool) {
        if isAcrossItem(path), let row = row(for: .row(section: path.section)) {
            scrollToRow(row, at: alignment, animated: animated)
            scrollAcrossRow(toItemAt: path, at: alignment, animated: animated)
            return
        }
        guard let row = row(for: .item(path)) else { return }
        scrollToRow(row, at: alignment, animated: animated)
    }

    /// Scrolls so that section `section` starts at `alignment`: with `.start`, its header (or first
    /// element) just below the adjusted content inset, where it pins. Sections the list does not have, or
    /// without elements, are ignored.
    public func scrollToSection(_ section: Int, at alignment: ScrollAlignment = .start, animated: Bool) {
        guard let shapes = sectionShapes, shapes.indices.contains(section), shapes[section].elementCount > 0 else { return }
        let first: SectionElement = shapes[section].hasHeader ? .header(section: section)
            : shapes[section].across != nil ? .row(section: section) : .item(ItemPath(section: section, item: 0))
        guard let row = row(for: first) else { return }
        scrollToRow(row, at: alignment, animated: animated)
    }

    // MARK: - Supplementary views

    /// Registers `viewClass` for the headers or footers (`kind`) dequeued with `identifier`
    /// (`register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`). Each kind and identifier has its
    /// own reuse pool, apart from the rows'.
    public func register(_ viewClass: UIView.Type, forSupplementaryViewOfKind kind: SectionElementKind, withReuseIdentifier identifier: String) {
        itemViews.register(viewClass, forReuseIdentifier: Self.supplementaryIdentifier(kind: kind, identifier: identifier), cap: 8)
    }

    /// A recycled header or footer view for `identifier`, or a new one, for `section`
    /// (`dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`). An identifier never
    /// registered for `kind` is a programming error and stops the app, as in `UICollectionView`.
    public func dequeueReusableSupplementaryView(ofKind kind: SectionElementKind, withReuseIdentifier identifier: String, for section: Int) -> UIView {
        itemViews.dequeue(withIdentifier: Self.supplementaryIdentifier(kind: kind, identifier: identifier))
    }

    /// A typed registration of a header or footer view class
    /// (`UICollectionView.SupplementaryRegistration`): its views are recycled in a pool of their own.
    public typealias SupplementaryRegistration<Supplementary: UIView, Item> = ViewRegistration<Supplementary, Item>

    /// A view of `registration`'s class for the header or footer of `section`, recycled if one is idle,
    /// configured for `item` by the registration's handler (its index is the section)
    /// (`dequeueConfiguredReusableSupplementary(using:for:)`).
    public func dequeueConfiguredReusableSupplementary<Supplementary, Item>(
        using registration: SupplementaryRegistration<Supplementary, Item>, for section: Int, item: Item
    ) -> Supplementary {
        let view = itemViews.dequeue(registration, cap: 8)
        registration.handler(view, section, item)
        return view
    }

    /// A view of `registration`'s class for the item at `path`, recycled if one is idle, configured for
    /// `item` by the registration's handler (its index is the item's within its section)
    /// (`dequeueConfiguredReusableCell(using:for:item:)` with an index path).
    public func dequeueConfiguredReusableView<Cell, Item>(using registration: CellRegistration<Cell, Item>, for path: ItemPath, item: Item) -> Cell {
        let view = dequeueRegistered(registration)
        registration.handler(view, path.item, item)
        return view
    }

    private static func supplementaryIdentifier(kind: SectionElementKind, identifier: String) -> String {
        "\(kind)/\(identifier)"
    }
}
#endif
