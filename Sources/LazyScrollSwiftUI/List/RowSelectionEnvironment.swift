#if !UIKIT_STAND_IN && canImport(UIKit) && canImport(SwiftUI)
import SwiftUI

extension EnvironmentValues {
    /// Whether the row of a ``RecyclingList`` whose content reads it is selected: read it with
    /// `@Environment(\.isRowSelected) private var isSelected` in a row's view to draw the selection
    /// (SwiftUI's `List` draws it for you; a recycling list's rows are your views). False outside a
    /// list's rows and in a list without a selection binding. The row's `UICollectionViewCell.isSelected`.
    public var isRowSelected: Bool {
        get { self[RowSelectedKey.self] }
        set { self[RowSelectedKey.self] = newValue }
    }
}

/// The key of `EnvironmentValues.isRowSelected`.
private struct RowSelectedKey: EnvironmentKey {
    static let defaultValue = false
}
#endif
