#if !UIKIT_STAND_IN && canImport(UIKit) && canImport(SwiftUI)
import LazyScrollUIKit
import SwiftUI
import UIKit
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The recycled view of a SwiftUI pager's page or list's row: it hosts SwiftUI content through a
/// `UIHostingConfiguration`, which updates the hosted hierarchy in place when the view is reused.
///
/// It is a `UICollectionViewCell` because that is where UIKit supports hosting configurations; it lives
/// in a pager or list, never in a collection view. It is never an accessibility element itself, so that
/// VoiceOver reaches the elements of the SwiftUI content.
@available(iOS 16.0, tvOS 16.0, *)
final class HostingCell: UICollectionViewCell, SelectableView {
    /// Hosts the content of ``host(selectable:)`` again, for the cell's new selection.
    private var hostForSelection: (() -> Void)?

    /// Whether the row is selected, set by the list; content hosted by ``host(selectable:)`` is hosted
    /// again for it.
    override var isSelected: Bool {
        didSet {
            if isSelected != oldValue { hostForSelection?() }
        }
    }

    /// Shows `content`, filling the cell without margins. Give the content an `id` of its item, so that
    /// SwiftUI state does not carry over when the cell is reused for another item.
    ///
    /// The content reports the height it lays itself out at; when that is not the cell's height (the
    /// content's own state changed it: `@State`, an observable model, an `AsyncImage` that loaded), a
    /// list measures the row again (`hostedContentHeightDidChange(to:)`), as a collection view's
    /// self-sizing invalidation does for a `UIHostingConfiguration` cell.
    func host<Content: View>(_ content: Content) {
        contentConfiguration = UIHostingConfiguration {
            content
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: HostedContentHeight.self, value: proxy.size.height)
                })
                .onPreferenceChange(HostedContentHeight.self) { [weak self] height in
                    self?.hostedContentHeightDidChange(to: height)
                }
        }
        .margins(.all, 0)
        .minSize(width: 0, height: 0)
    }

    /// Shows the content `content` makes for the cell's selection (a list's row), and again whenever
    /// the list changes the selection: the content puts it in its environment as `\.isRowSelected`,
    /// innermost, so that an environment set around it does not hide it.
    func host<Content: View>(selectable content: @escaping (_ isSelected: Bool) -> Content) {
        hostForSelection = { [unowned self] in host(content(isSelected)) }
        host(content(isSelected))
    }

    /// The content's height for `size.width` (what a list measures its rows with).
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            CGSize(width: size.width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    }

    /// Always false: the hosted SwiftUI views are the elements (a cell that was one would hide them).
    nonisolated override var isAccessibilityElement: Bool {
        get { false }
        set {}
    }
}

/// The height hosted SwiftUI content lays itself out at (the tallest, when several views report one).
@available(iOS 16.0, tvOS 16.0, *)
private struct HostedContentHeight: PreferenceKey {
    static let defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}
#endif
