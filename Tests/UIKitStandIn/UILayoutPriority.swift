import Foundation

/// Stand-in for UIKit's `UILayoutPriority`: how strongly Auto Layout holds a constraint, from 1 to 1000.
///
/// The levels are Apple's (https://developer.apple.com/documentation/uikit/uilayoutpriority):
/// `required` is 1000, `defaultHigh` 750 (a view's default compression resistance), `defaultLow` 250 (its
/// default content hugging) and `fittingSizeLevel` 50, "the priority level with which the view wants to
/// conform to the target size" in `systemLayoutSizeFitting`
/// (https://developer.apple.com/documentation/uikit/uilayoutpriority/fittingsizelevel).
public struct UILayoutPriority: Hashable, RawRepresentable, Sendable, Comparable {
    /// The priority, 1 to 1000.
    public var rawValue: Float
    /// Creates a priority.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A constraint that must be met.
    public static let required = UILayoutPriority(1000)
    /// The priority of a view's default compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority of a view's default content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority of the target size in `systemLayoutSizeFitting`.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Whether `lhs` is weaker than `rhs`.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}
