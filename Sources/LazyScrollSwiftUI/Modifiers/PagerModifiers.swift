#if UIKIT_STAND_IN || (canImport(UIKit) && canImport(SwiftUI))
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

/// The LazyScroll pager modifiers set at one place: on a `LazyPager` itself, or on a view above it (in
/// the environment). Each is nil until a modifier sets it; the one set nearest the pager wins, its own
/// over any in the environment. Page actions run only for a pager whose identities are of their type.
struct PagerModifiers {
    /// One modifier: what it sets.
    typealias Change = (inout PagerModifiers) -> Void

    var isLooping: Bool?
    /// The auto-advance interval when set: `.some(nil)` stops auto-advance.
    var autoAdvanceInterval: TimeInterval??
    var pageSpacing: CGFloat?
    var pageLength: (length: PageLength, alignment: PageAlignment)?
    var pageEffect: PageEffect?
    var loadedNeighbours: Int?
    /// Whether the page indicator shows.
    var showsIndicator: Bool?
    var pageAppear: AnyIdentityAction?
    var pageDisappear: AnyIdentityAction?

    /// These modifiers (set farther from the pager) with `nearer`'s over them: each one `nearer` sets
    /// wins.
    func overridden(by nearer: PagerModifiers) -> PagerModifiers {
        PagerModifiers(
            isLooping: nearer.isLooping ?? isLooping, autoAdvanceInterval: nearer.autoAdvanceInterval ?? autoAdvanceInterval,
            pageSpacing: nearer.pageSpacing ?? pageSpacing, pageLength: nearer.pageLength ?? pageLength,
            pageEffect: nearer.pageEffect ?? pageEffect, loadedNeighbours: nearer.loadedNeighbours ?? loadedNeighbours,
            showsIndicator: nearer.showsIndicator ?? showsIndicator,
            pageAppear: nearer.pageAppear ?? pageAppear, pageDisappear: nearer.pageDisappear ?? pageDisappear)
    }

    /// The settings these give a pager along `axis`, with the defaults for those not set.
    func settings(axis: ScrollAxis) -> PagerSettings {
        var settings = PagerSettings()
        settings.axis = axis
        if let isLooping { settings.isLooping = isLooping }
        if let autoAdvanceInterval { settings.autoAdvanceInterval = autoAdvanceInterval }
        if let pageSpacing { settings.pageSpacing = pageSpacing }
        if let pageLength {
            settings.pageLength = pageLength.length
            settings.pageAlignment = pageLength.alignment
        }
        if let pageEffect { settings.pageEffect = pageEffect }
        if let loadedNeighbours { settings.loadedNeighbours = loadedNeighbours }
        return settings
    }

    /// The page actions, for a pager identified by `ID`.
    func displayActions<ID>(for _: ID.Type) -> DisplayActions<ID> {
        DisplayActions(appear: pageAppear, disappear: pageDisappear)
    }
}

// What each modifier sets; `LazyPager`'s own modifiers and those on any view apply the same change.
extension PagerModifiers {
    static func looping(_ isLooping: Bool) -> Change { { $0.isLooping = isLooping } }
    static func autoAdvance(every interval: TimeInterval?) -> Change { { $0.autoAdvanceInterval = .some(interval) } }
    static func pageSpacing(_ spacing: CGFloat) -> Change { { $0.pageSpacing = spacing } }

    static func pageLength(_ length: PageLength, alignment: PageAlignment) -> Change {
        { $0.pageLength = (length, alignment) }
    }

    static func pageEffect(minimumScale: CGFloat, minimumOpacity: CGFloat) -> Change {
        { $0.pageEffect = PageEffect(minimumScale: minimumScale, minimumOpacity: minimumOpacity) }
    }

    static func loadedNeighbours(_ count: Int) -> Change { { $0.loadedNeighbours = count } }
    static func showsIndicator(_ shows: Bool) -> Change { { $0.showsIndicator = shows } }

    static func pageAppear<ID>(_ action: @escaping @MainActor (ID) -> Void) -> Change {
        { $0.pageAppear = anyIdentityAction(action) }
    }

    static func pageDisappear<ID>(_ action: @escaping @MainActor (ID) -> Void) -> Change {
        { $0.pageDisappear = anyIdentityAction(action) }
    }
}
#endif
