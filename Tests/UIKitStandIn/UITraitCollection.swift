import Foundation

/// Stand-in for UIKit's `UIContentSizeCategory`: the text size the user chose (Dynamic Type).
/// https://developer.apple.com/documentation/uikit/uicontentsizecategory
public struct UIContentSizeCategory: Hashable, RawRepresentable, Sendable {
    /// The category's name.
    public var rawValue: String
    /// Creates a category.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No category: the trait is not set (a view outside a window).
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// A small size.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// The default size.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// A larger size.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// The largest size outside the accessibility sizes.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// An accessibility size.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
}

/// Stand-in for `UITraitEnvironmentLayoutDirection`: the direction a trait collection lays out in.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

/// Stand-in for `UILegibilityWeight`: whether the user asked for bold text.
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1, regular = 0, bold = 1
}

/// Stand-in for UIKit's `UITraitCollection`: the environment a view lays out in, with the traits that
/// change sizes (Dynamic Type, bold text) and the layout direction.
///
/// As in UIKit (https://developer.apple.com/documentation/uikit/uitraitcollection), a view inherits its
/// window's traits; a trait that is not set is `unspecified`. The stand-in's window starts at `.large`,
/// regular weight, left to right; tests change it with `UIWindow.standInSetTraits(_:)`.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    /// The text size the user chose.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// The layout direction.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// Whether the user asked for bold text.
    public let legibilityWeight: UILegibilityWeight

    /// A collection with no trait set.
    public override init() {
        preferredContentSizeCategory = .unspecified
        layoutDirection = .unspecified
        legibilityWeight = .unspecified
        super.init()
    }

    private init(_ category: UIContentSizeCategory, _ direction: UITraitEnvironmentLayoutDirection, _ weight: UILegibilityWeight) {
        preferredContentSizeCategory = category
        layoutDirection = direction
        legibilityWeight = weight
        super.init()
    }

    /// A collection with only the content size category set.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(preferredContentSizeCategory, .unspecified, .unspecified)
    }

    /// A collection with only the layout direction set.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(.unspecified, layoutDirection, .unspecified)
    }

    /// A collection with only the legibility weight set.
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init(.unspecified, .unspecified, legibilityWeight)
    }

    /// The traits of `collections` combined; a later collection's set traits win.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var category = UIContentSizeCategory.unspecified
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        var weight = UILegibilityWeight.unspecified
        for collection in collections {
            if collection.preferredContentSizeCategory != .unspecified { category = collection.preferredContentSizeCategory }
            if collection.layoutDirection != .unspecified { direction = collection.layoutDirection }
            if collection.legibilityWeight != .unspecified { weight = collection.legibilityWeight }
        }
        self.init(category, direction, weight)
    }

    /// Whether two collections have the same traits.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return preferredContentSizeCategory == other.preferredContentSizeCategory
            && layoutDirection == other.layoutDirection && legibilityWeight == other.legibilityWeight
    }

    /// A hash of the traits.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(preferredContentSizeCategory)
        hasher.combine(layoutDirection)
        hasher.combine(legibilityWeight)
        return hasher.finalize()
    }

    /// The traits a stand-in window starts with: the default text size, regular weight, left to right.
    static let standInWindowDefault = UITraitCollection(.large, .leftToRight, .regular)
}
