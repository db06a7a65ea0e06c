import Foundation

/// Test driver (not UIKit): what a view's Auto Layout constraints decide about its own size, which
/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` reads.
///
/// UIKit solves the view's constraints; a test declares their outcome instead, as the minimal model of a
/// self-sizing cell: a label pinned to the edges decides the height for a width (its wrapped lines plus
/// the margins), and, for a view stacked sideways, the width for a height. The relations are required,
/// as a cell's edge constraints are. A view without them has only its `intrinsicContentSize`, held by
/// content hugging (250) and compression resistance (750), or nothing at all.
public struct StandInConstraints {
    /// The height the constraints require at a width; nil when they leave the height open.
    public var heightForWidth: (@MainActor (CGFloat) -> CGFloat)?
    /// The width the constraints require at a height; nil when they leave the width open.
    public var widthForHeight: (@MainActor (CGFloat) -> CGFloat)?

    /// Constraints that decide `heightForWidth` and, optionally, `widthForHeight`.
    public init(heightForWidth: (@MainActor (CGFloat) -> CGFloat)? = nil, widthForHeight: (@MainActor (CGFloat) -> CGFloat)? = nil) {
        self.heightForWidth = heightForWidth
        self.widthForHeight = widthForHeight
    }

    /// One dimension of the fitting size: the required relation when there is one (the target only
    /// wins at `.required`); else the intrinsic size, against which the target wins where its priority
    /// beats compression resistance (750, target smaller) or content hugging (250, target larger);
    /// else the target.
    @MainActor
    static func resolve(target: CGFloat, priority: UILayoutPriority, required: CGFloat?, intrinsic: CGFloat) -> CGFloat {
        if priority >= .required { return target }
        if let required { return required }
        guard intrinsic != UIView.noIntrinsicMetric else { return target }
        if target < intrinsic { return priority > .defaultHigh ? target : intrinsic }
        if target > intrinsic { return priority > .defaultLow ? target : intrinsic }
        return intrinsic
    }
}
