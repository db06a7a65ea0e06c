#if UIKIT_STAND_IN || (canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// Keeps a pager and a binding to its page in step without echoes: a page the pager reported is not
/// taken for a request to scroll there, a page the binding asked for is not written back, and the pages
/// a requested scroll passes on its way are not written either (the binding keeps the page it asked for,
/// as `TabView`'s selection does).
///
/// Both directions meet in one value, the page the binding holds as far as the pager knows (the last
/// value read from it or written to it).
struct PageSelection: Equatable {
    /// The page the binding holds, as far as the pager knows; nil before the first read.
    private(set) var boundPage: Int?
    /// The page a scroll the binding asked for is heading to; nil when none is under way.
    private(set) var heading: Int?

    /// A SwiftUI update read `value` from the binding while the pager shows `shownPage` of `pageCount`
    /// pages. Returns the page to scroll to (`value` limited to the pages), or nil when the binding only
    /// holds what the pager already shows or reported, or there are no pages (then the value is read
    /// again once there are).
    mutating func bindingRead(_ value: Int, pageCount: Int, shownPage: Int) -> Int? {
        guard pageCount > 0, value != boundPage else { return nil }
        boundPage = value
        let target = min(max(0, value), pageCount - 1)
        heading = target != shownPage ? target : nil
        return target
    }

    /// The pager turned to `page`, on its way to a requested page or not, by the user or not. Returns the
    /// value to write into the binding, or nil when the binding already holds it or the page is only
    /// passed on the way to the requested one.
    mutating func pagerTurned(to page: Int, byUser: Bool) -> Int? {
        if let heading, page != heading, !byUser { return nil }
        heading = nil
        guard page != boundPage else { return nil }
        boundPage = page
        return page
    }

    /// The pager was reloaded: a requested scroll under way no longer arrives.
    mutating func stopHeading() {
        heading = nil
    }
}
#endif
