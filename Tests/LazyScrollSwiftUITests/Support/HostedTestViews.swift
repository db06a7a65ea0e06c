import Foundation
@testable import LazyScrollUIKitOnStandIn
import UIKitStandIn

/// A recycled view that records what it hosts, as a hosting cell would show it: its item's element,
/// and a height the element decides. A hosting cell's `systemLayoutSizeFitting` answers from its hosted
/// content's constraints, modelled here by the stand-in's constraint model. Like the hosting cell (a
/// `UICollectionViewCell`), it has `isSelected` and `isHighlighted`, which the list sets
/// (https://developer.apple.com/documentation/uikit/uicollectionviewcell/isselected).
class HostedTestView: UIView, SelectableView {
    /// The element hosted now.
    var element: Int?
    var height: CGFloat = 44
    var isSelected = false
    var isHighlighted = false

    required init(frame: CGRect) {
        super.init(frame: frame)
        standInConstraints = StandInConstraints(heightForWidth: { [weak self] _ in self?.height ?? 0 })
    }

    required init?(coder: NSCoder) { nil }
}

/// Work scheduled for after a SwiftUI update, run when the test says the update has ended.
@MainActor
final class AfterUpdateQueue {
    private(set) var work: [@MainActor () -> Void] = []

    func schedule(_ item: @escaping @MainActor () -> Void) {
        work.append(item)
    }

    /// Runs everything scheduled so far (and what that schedules).
    func run() {
        while !work.isEmpty {
            work.removeFirst()()
        }
    }
}
