import Foundation

// Test driver (not UIKit): the accessibility elements VoiceOver finds, as its swipes visit them.
//
// VoiceOver reads elements, not views (https://developer.apple.com/documentation/uikit/uiaccessibility
// and https://developer.apple.com/documentation/uikit/uiaccessibilitycontainer): a view whose
// `isAccessibilityElement` is true is one element, and VoiceOver does not look inside it; a view that is
// not an element is a container, whose elements are its `accessibilityElements` in that order when it
// sets them, else the elements found in its subviews in reading order (top to bottom, then left to
// right, by their places on screen). Hidden views are skipped.
extension UIView {
    /// The accessibility elements under the view, in the order VoiceOver's swipes visit them: views
    /// that are elements, and any other objects a container lists.
    public var standInVoiceOverElements: [Any] {
        guard !isHidden else { return [] }
        if isAccessibilityElement { return [self] }
        if let elements = accessibilityElements {
            return elements.flatMap { element -> [Any] in
                guard let view = element as? UIView else { return [element] }
                return view.standInVoiceOverElements
            }
        }
        let found = subviews.flatMap(\.standInVoiceOverElements)
        let views = found.compactMap { $0 as? UIView }
        // The elements of a container without `accessibilityElements` are read by position on screen.
        guard views.count == found.count else { return found }
        return views.sorted { lhs, rhs in
            let (a, b) = (lhs.standInOriginInWindow, rhs.standInOriginInWindow)
            return a.y != b.y ? a.y < b.y : a.x < b.x
        }
    }

    /// What VoiceOver speaks for each element under the view, in order: its label (an element without
    /// a label speaks nothing and is skipped here).
    public var standInVoiceOverLabels: [String] {
        standInVoiceOverElements.compactMap { ($0 as? UIView)?.accessibilityLabel }
    }

    /// The view's top-left corner in the coordinates of its root view (its window).
    var standInOriginInWindow: CGPoint {
        var origin = frame.origin
        var parent = superview
        while let view = parent {
            origin.x += view.frame.minX - view.bounds.minX
            origin.y += view.frame.minY - view.bounds.minY
            parent = view.superview
        }
        return origin
    }
}
