#if UIKIT_STAND_IN || (canImport(UIKit) && canImport(SwiftUI))
import LazyScroll

extension Array {
    /// These sections' items with the one at `source` moved to `destination`, its path once moved
    /// (`UICollectionView`'s `moveItem(at:to:)` convention), or nil when either path is outside them.
    ///
    /// - Complexity: O(n) for n sections and items (the sections are copied).
    func movingItem<Item>(from source: ItemPath, to destination: ItemPath) -> [[Item]]? where Element == [Item] {
        guard indices.contains(source.section), self[source.section].indices.contains(source.item), indices.contains(destination.section) else {
            return nil
        }
        var moved = self
        let item = moved[source.section].remove(at: source.item)
        guard (0...moved[destination.section].count).contains(destination.item) else { return nil }
        moved[destination.section].insert(item, at: destination.item)
        return moved
    }
}
#endif
