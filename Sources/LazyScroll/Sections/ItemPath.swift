/// The address of one item in sectioned content: its section, and its place among that section's items
/// (`IndexPath(item:section:)` in UIKit).
///
/// Paths order by section, then by item: the order of the items on screen.
public struct ItemPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The section's index.
    public var section: Int
    /// The item's index within its section.
    public var item: Int

    /// The path of item `item` of section `section`.
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// Whether `lhs` comes before `rhs`: an earlier section, or the same section and an earlier item.
    public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// `(section, item)`, as error messages name a path.
    public var description: String { "(\(section), \(item))" }
}
