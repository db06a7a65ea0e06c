/// One section as the sections tree stores it: the section, with the numbers every search reads cached
/// beside it.
///
/// Invariant: `extent`, `elementCount`, `itemCount`, the kinds and `geometry` are the section's own
/// (`ContentSection.extent`, `elementCount`, `items.count`, `SectionGeometry(section)`); every change
/// goes through `update(_:)`, which refreshes them.
struct SectionSlot: Sendable {
    /// The section.
    private(set) var section: ContentSection
    /// The section's length along the scrolling axis.
    private(set) var extent: Double
    /// The section's elements: header, items (or their row) and footer.
    private(set) var elementCount: Int
    /// The section's items.
    private(set) var itemCount: Int
    /// Whether the items are a grid with adaptive columns.
    private(set) var hasAdaptiveColumns: Bool
    /// Whether the items are a masonry.
    private(set) var hasLanes: Bool
    /// Where the header, items and footer lie within the section: what walks read of every section.
    private(set) var geometry: SectionGeometry

    init(_ section: ContentSection) {
        self.section = section
        extent = section.extent
        elementCount = section.elementCount
        itemCount = section.items.count
        (hasAdaptiveColumns, hasLanes) = Self.kinds(of: section.items)
        geometry = SectionGeometry(section)
    }

    /// Whether `items` are a grid with adaptive columns, and whether they are a masonry.
    private static func kinds(of items: ExtentModel) -> (adaptiveColumns: Bool, lanes: Bool) {
        switch items {
        case let .grid(grid):
            if case .adaptive = grid.layout.columns { return (true, false) }
            return (false, false)
        case .lanes: return (false, true)
        default: return (false, false)
        }
    }

    /// Runs `body` on the section and refreshes the cached numbers, whether or not it throws.
    ///
    /// The section is moved out of the slot while `body` runs, so that its size model is uniquely
    /// referenced and changes in place rather than by copying its tree's path.
    mutating func update<T>(_ body: (inout ContentSection) throws(LazyScrollError) -> T) throws(LazyScrollError) -> T {
        var moved = section
        section.items = .uniform(.empty)
        defer {
            section = moved
            extent = moved.extent
            elementCount = moved.elementCount
            itemCount = moved.items.count
            (hasAdaptiveColumns, hasLanes) = Self.kinds(of: moved.items)
            geometry = SectionGeometry(moved)
        }
        return try body(&moved)
    }
}
