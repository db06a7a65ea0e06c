import Foundation
import Testing
import UIKitStandIn

/// The stand-in's self-sizing answers as Apple documents UIView's: `sizeThatFits(_:)` is the current
/// size unless overridden, `intrinsicContentSize` is no metric unless overridden, and
/// `systemLayoutSizeFitting` answers from the view's constraints, its intrinsic size and the fitting
/// priorities, never from `sizeThatFits(_:)`.
@MainActor
@Suite struct StandInLayoutTests {
    /// A view with an intrinsic size, as a label or an image view has.
    final class IntrinsicView: UIView {
        var natural = CGSize(width: 80, height: 30)
        override var intrinsicContentSize: CGSize { natural }
    }

    /// A view that lays out by hand and answers `sizeThatFits(_:)`, which Auto Layout does not read.
    final class ManualView: UIView {
        override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 123) }
    }

    @Test func sizeThatFitsIsTheCurrentSizeUnlessOverridden() {
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 200, height: 44))
        #expect(view.sizeThatFits(CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude)) == CGSize(width: 200, height: 44))
        view.standInConstraints = StandInConstraints(heightForWidth: { _ in 300 })
        #expect(view.sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 200, height: 44))
        #expect(ManualView(frame: .zero).sizeThatFits(CGSize(width: 320, height: 0)).height == 123)
    }

    @Test func intrinsicContentSizeIsNoMetricByDefault() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIView.noIntrinsicMetric == -1)
    }

    @Test func fittingAViewWithoutConstraintsAnswersTheTargetNotSizeThatFits() {
        let target = CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height)
        for view in [UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44)), ManualView(frame: .zero)] {
            let size = view.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            #expect(size == CGSize(width: 320, height: 0))
        }
    }

    @Test func fittingARowWithConstraintsGivesItsHeightForTheWidth() {
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        // A label pinned with 8-point margins, wrapping 20-point lines of 100 points of text.
        row.standInConstraints = StandInConstraints(heightForWidth: { width in 16 + 20 * (1_000 / (width - 16)).rounded(.up) })
        let narrow = row.systemLayoutSizeFitting(CGSize(width: 216, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(narrow == CGSize(width: 216, height: 116))
        let wide = row.systemLayoutSizeFitting(CGSize(width: 516, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(wide.height == 56)
        // A required vertical priority holds the target instead.
        let held = row.systemLayoutSizeFitting(CGSize(width: 216, height: 50), withHorizontalFittingPriority: .required, verticalFittingPriority: .required)
        #expect(held == CGSize(width: 216, height: 50))
        // The frame is untouched.
        #expect(row.frame.size == CGSize(width: 100, height: 44))
    }

    @Test func fittingSidewaysGivesTheWidthForTheHeight() {
        let chip = UIView(frame: .zero)
        chip.standInConstraints = StandInConstraints(widthForHeight: { height in height * 3 })
        let size = chip.systemLayoutSizeFitting(CGSize(width: 0, height: 40), withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .required)
        #expect(size == CGSize(width: 120, height: 40))
    }

    @Test func theIntrinsicSizeHoldsAgainstTheTargetByHuggingAndCompressionResistance() {
        let view = IntrinsicView(frame: .zero)
        // At fitting-size level the intrinsic size wins both ways.
        #expect(view.systemLayoutSizeFitting(.zero) == CGSize(width: 80, height: 30))
        #expect(view.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 80, height: 30))
        // 500 beats hugging (250), so a larger target wins; it loses to compression resistance (750).
        let medium = UILayoutPriority(500)
        #expect(view.systemLayoutSizeFitting(CGSize(width: 200, height: 10), withHorizontalFittingPriority: medium, verticalFittingPriority: medium)
                == CGSize(width: 200, height: 30))
        #expect(view.systemLayoutSizeFitting(CGSize(width: 10, height: 10), withHorizontalFittingPriority: .required, verticalFittingPriority: medium)
                == CGSize(width: 10, height: 30))
    }
}
