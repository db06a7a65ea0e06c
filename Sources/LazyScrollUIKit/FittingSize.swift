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

extension UIView {
    /// The view's length along `axis` when it is `crossExtent` long across it, measured as UIKit's
    /// self-sizing cells are: `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// with the cross extent `.required` and the length at `.fittingSizeLevel` from the compressed size,
    /// so the view's constraints decide it. A view that lays out by hand answers by overriding that
    /// method. Not finite or negative answers count as 0.
    func fittingLength(along axis: ScrollAxis, crossExtent: CGFloat) -> CGFloat {
        let compressed = UIView.layoutFittingCompressedSize
        let size: CGSize
        switch axis {
        case .vertical:
            size = systemLayoutSizeFitting(
                CGSize(width: crossExtent, height: compressed.height),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        case .horizontal:
            size = systemLayoutSizeFitting(
                CGSize(width: compressed.width, height: crossExtent),
                withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .required)
        }
        let length = axis.mainExtent(of: size)
        return length.isFinite && length >= 0 ? length : 0
    }
}

extension UIView {
    /// Whether content laid out along `axis` runs right to left: a horizontal axis in a right-to-left
    /// layout (`effectiveUserInterfaceLayoutDirection`).
    func runsRightToLeft(along axis: ScrollAxis) -> Bool {
        axis == .horizontal && effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// The view's accessibility elements as a container of `items` (its loaded rows or pages, in data
    /// order): the items, each with its own accessibility, then its other subviews.
    func accessibilityElements(items: [UIView]) -> [Any] {
        let itemIDs = Set(items.map(ObjectIdentifier.init))
        return items + subviews.filter { !itemIDs.contains(ObjectIdentifier($0)) }
    }
}

/// Whether a change between two trait collections can change the size of text and so of self-sizing
/// views: the Dynamic Type size or bold text.
func traitsChangeSizes(from previous: UITraitCollection?, to current: UITraitCollection) -> Bool {
    previous?.preferredContentSizeCategory != current.preferredContentSizeCategory
        || previous?.legibilityWeight != current.legibilityWeight
}
#endif
