#if UIKIT_STAND_IN || (canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// Whether an element a view hosts is the same as its new value, for elements that are `Equatable`:
/// a SwiftUI list re-hosts a row only when its element changed.
enum ElementComparison {
    /// `==` over `Element` when it is `Equatable`; nil otherwise (every update then re-hosts every loaded
    /// row, as the content may have changed in ways the wrapper cannot see).
    static func equality<Element>(of type: Element.Type) -> ((Element, Element) -> Bool)? {
        guard type is any Equatable.Type else { return nil }
        return { old, new in (old as? any Equatable)?.isEqual(to: new) ?? false }
    }
}

extension Equatable {
    /// Whether `other` is a `Self` equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool {
        (other as? Self).map { $0 == self } ?? false
    }
}
#endif
