#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit) && canImport(SwiftUI)
import UIKit
#endif
#if UIKIT_STAND_IN || (canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// SwiftUI's `.refreshable { … }` on a wrapped scroll view: a `UIRefreshControl` in its
/// `refreshControl` while there is an action, which runs the action when the user pulls and ends the
/// refreshing when the action returns (as SwiftUI's `List` does with `RefreshAction`).
@MainActor
final class PullToRefresh {
    /// What a pull runs: SwiftUI's `RefreshAction`, called.
    typealias Action = @MainActor () async -> Void

    /// The control, kept while the view has no action so that it is not made again.
    let control = UIRefreshControl()
    private var action: Action?
    private var refresh: Task<Void, Never>?

    init() {
        control.addAction(UIAction { [weak self] _ in self?.start() }, for: .valueChanged)
    }

    /// Gives `scrollView` the control while there is an `action`, and takes it away (when it is the
    /// control the scroll view has) while there is none; a refresh under way finishes either way.
    func update(_ scrollView: UIScrollView, action: Action?) {
        self.action = action
        if action != nil {
            if scrollView.refreshControl !== control { scrollView.refreshControl = control }
        } else if scrollView.refreshControl === control {
            scrollView.refreshControl = nil
        }
    }

    /// The user pulled: runs the action once (a pull while it runs is the same refresh), then ends the
    /// control's refreshing.
    private func start() {
        guard let action, refresh == nil else { return }
        refresh = Task { @MainActor [weak self] in
            await action()
            self?.control.endRefreshing()
            self?.refresh = nil
        }
    }
}
#endif
