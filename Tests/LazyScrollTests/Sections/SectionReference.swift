import Foundation
@testable import LazyScroll

/// The brute-force model of sectioned content: every section's header, items and footer as plain
/// values with identities, and every element's place recomputed from scratch by walking all of them.
struct SectionReference {
    /// One item: its identity and its extent (nil: the estimate).
    struct Item: Equatable {
        var id: Int
        var value: Double?
    }

    /// How a section lays out its items.
    enum Layout: Equatable {
        /// A measured list.
        case list(estimate: Double, spacing: Double)
        /// A list whose items are all `extent` long.
        case uniform(extent: Double, spacing: Double)
        /// A grid of `columns` fixed columns; each row as long as its longest cell.
        case grid(columns: Int, estimate: Double, rowSpacing: Double, columnSpacing: Double, crossInsets: Double)
    }

    /// One section.
    struct Section: Equatable {
        var id: Int
        var header: Double?
        var headerMeasured = false
        var footer: Double?
        var footerMeasured = false
        var leading: Double
        var trailing: Double
        var layout: Layout
        var items: [Item]

        func extent(ofItem k: Int) -> Double {
            switch layout {
            case let .list(estimate, _): return items[k].value ?? estimate
            case let .uniform(extent, _): return extent
            case let .grid(columns, estimate, _, _, _):
                let row = k / columns
                return (row * columns..<min(items.count, (row + 1) * columns)).map { items[$0].value ?? estimate }.max()!
            }
        }

        /// Item starts from the first item's start, summed one by one (a grid row by row).
        var itemStarts: [Double] {
            var starts: [Double] = []
            var position = 0.0
            switch layout {
            case let .list(_, spacing), let .uniform(_, spacing):
                for k in items.indices {
                    starts.append(position)
                    position += extent(ofItem: k) + spacing
                }
            case let .grid(columns, _, rowSpacing, _, _):
                for k in items.indices {
                    if k % columns == 0 && k > 0 { position += extent(ofItem: k - 1) + rowSpacing }
                    starts.append(position)
                }
            }
            return starts
        }

        var itemsExtent: Double {
            guard !items.isEmpty else { return 0 }
            return itemStarts.last! + extent(ofItem: items.count - 1)
        }

        var elementCount: Int { (header == nil ? 0 : 1) + items.count + (footer == nil ? 0 : 1) }
        var footerStart: Double { (header ?? 0) + leading + itemsExtent + trailing }
        var extent: Double { footerStart + (footer ?? 0) }

        /// The engine's description of this section.
        var model: ContentSection {
            let values = items.map { $0.value.map { CGFloat($0) } }
            let model: ExtentModel
            switch layout {
            case let .list(estimate, spacing):
                model = .measured(try! MeasuredExtents(count: items.count, estimatedExtent: CGFloat(estimate), spacing: CGFloat(spacing)) { values[$0] })
            case let .uniform(extent, spacing):
                model = .uniform(try! UniformExtents(count: items.count, itemExtent: CGFloat(extent), spacing: CGFloat(spacing)))
            case let .grid(columns, estimate, rowSpacing, columnSpacing, crossInsets):
                let layout = ScrollGridLayout(columns: .fixed(columns), columnSpacing: CGFloat(columnSpacing), rowSpacing: CGFloat(rowSpacing),
                                        crossInsets: ContentInsets(leading: CGFloat(crossInsets), trailing: CGFloat(crossInsets)))
                model = .grid(try! GridExtents(count: items.count, estimatedExtent: CGFloat(estimate), layout: layout) { values[$0] })
            }
            return ContentSection(
                header: header.map { SupplementaryExtent(extent: CGFloat($0), isMeasured: headerMeasured) }, items: model,
                footer: footer.map { SupplementaryExtent(extent: CGFloat($0), isMeasured: footerMeasured) },
                insets: ContentInsets(leading: CGFloat(leading), trailing: CGFloat(trailing)))
        }
    }

    /// What an element is, by identity: a section's header or footer, or an item.
    enum Identity: Hashable {
        case header(Int)
        case item(Int)
        case footer(Int)
    }

    /// One element, laid out: where it is along the axis (the model's coordinates, from the first
    /// section's start), and across it (nil: it spans the viewport).
    struct Element {
        var identity: Identity
        var address: SectionElement
        var start: Double
        var extent: Double
        var crossSlot: (start: Double, extent: Double)?
        var sectionStart: Double
        var sectionEnd: Double
        var headerExtent: Double
    }

    var sections: [Section]
    var spacing: Double
    var pinning: SectionPinning

    var model: SectionedExtents {
        try! SectionedExtents(sections: sections.map(\.model), sectionSpacing: CGFloat(spacing), pinning: pinning)
    }

    /// Every element in order, laid out from scratch for a viewport `crossExtent` wide.
    func elements(crossExtent: Double = 0) -> [Element] {
        var result: [Element] = []
        var position = 0.0
        for (s, section) in sections.enumerated() {
            let start = position
            let end = start + section.extent
            let header = section.header ?? 0
            if let extent = section.header {
                result.append(Element(identity: .header(section.id), address: .header(section: s), start: start, extent: extent,
                                      crossSlot: nil, sectionStart: start, sectionEnd: end, headerExtent: header))
            }
            let itemStarts = section.itemStarts
            for k in section.items.indices {
                var slot: (Double, Double)?
                if case let .grid(columns, _, _, columnSpacing, crossInsets) = section.layout {
                    let width = max(0, (crossExtent - 2 * crossInsets - Double(columns - 1) * columnSpacing) / Double(columns))
                    slot = (crossInsets + Double(k % columns) * (width + columnSpacing), width)
                }
                result.append(Element(identity: .item(section.items[k].id), address: .item(ItemPath(section: s, item: k)),
                                      start: start + (header + section.leading + itemStarts[k]), extent: section.extent(ofItem: k),
                                      crossSlot: slot, sectionStart: start, sectionEnd: end, headerExtent: header))
            }
            if let extent = section.footer {
                result.append(Element(identity: .footer(section.id), address: .footer(section: s), start: start + section.footerStart,
                                      extent: extent, crossSlot: nil, sectionStart: start, sectionEnd: end, headerExtent: header))
            }
            position = end + spacing
        }
        return result
    }

    var totalExtent: Double {
        sections.isEmpty ? 0 : sections.reduce(0) { $0 + $1.extent } + Double(sections.count - 1) * spacing
    }

    /// Where `element` is drawn when headers pin at `top` and footers at `bottom` (model coordinates).
    func placedStart(of element: Element, top: Double, bottom: Double) -> Double {
        switch element.address {
        case .header where pinning.headers:
            // At its own place, or at the pin line while its section passes under it, pushed off by the
            // section's end.
            if element.start >= top { return element.start }
            return max(element.start, min(top, element.sectionEnd - element.extent))
        case .footer where pinning.footers:
            if element.start + element.extent <= bottom { return element.start }
            return min(element.start, max(bottom - element.extent, element.sectionStart + element.headerExtent))
        default:
            return element.start
        }
    }
}
