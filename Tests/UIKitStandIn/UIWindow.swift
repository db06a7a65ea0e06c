import Foundation

/// Stand-in for UIKit's `UIWindow`: the root of a view hierarchy that is on screen. Views added to one
/// (directly or through their superviews) are told so by `didMoveToWindow()`, and take its traits.
@MainActor
open class UIWindow: UIView {
    /// The traits of the screen the window is on (Dynamic Type, bold text, layout direction).
    public private(set) var standInTraits = UITraitCollection.standInWindowDefault

    /// Test driver (not UIKit): the user changes a setting (the text size, bold text, the language's
    /// direction). Every view in the window whose traits differ is told by `traitCollectionDidChange(_:)`,
    /// parents first, as the system does.
    public func standInSetTraits(_ traits: UITraitCollection) {
        standInTraits = UITraitCollection(traitsFrom: [standInTraits, traits])
        standInTellTraitsChanged()
    }
}
