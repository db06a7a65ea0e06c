#if UIKIT_STAND_IN || (canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// A SwiftUI list's or pager's display lifecycle: the app's actions for an item that comes on screen
/// and one that leaves it, told by identity from the UIKit view's `willDisplay` and `didEndDisplaying`
/// (so prefetched neighbours, which have views off screen, are not told). An event that happens during a
/// SwiftUI update (a batch update or a scroll it asked for) is told after the update, since the action
/// may change state; events keep their order.
@MainActor
final class DisplayLifecycle<ID> {
    /// Runs when an item comes on screen.
    var onAppear: (@MainActor (ID) -> Void)?
    /// Runs when an item leaves the screen (or is deleted or reloaded while on it).
    var onDisappear: (@MainActor (ID) -> Void)?
    /// Runs work after the current SwiftUI update.
    var schedule: @MainActor (@escaping @MainActor () -> Void) -> Void = { work in Task { @MainActor in work() } }
    /// Set while a SwiftUI update is applied.
    var isUpdating = false
    /// Events held until the update ends.
    private var held: [(id: ID, appears: Bool)] = []

    /// Item `id` came on screen (`appears`) or left it; nil (a view no item was hosted in) is ignored.
    func tell(_ id: ID?, appears: Bool) {
        guard let id, (appears ? onAppear : onDisappear) != nil else { return }
        guard isUpdating || !held.isEmpty else { return run(id, appears: appears) }
        held.append((id, appears))
        guard held.count == 1 else { return }
        schedule { [weak self] in
            guard let self else { return }
            let events = self.held
            self.held = []
            for event in events { self.run(event.id, appears: event.appears) }
        }
    }

    private func run(_ id: ID, appears: Bool) {
        (appears ? onAppear : onDisappear)?(id)
    }
}

/// The display actions a SwiftUI view's modifiers set, handed to its ``DisplayLifecycle`` on every update.
struct DisplayActions<ID> {
    /// Runs when an item comes on screen.
    var onAppear: (@MainActor (ID) -> Void)?
    /// Runs when an item leaves the screen.
    var onDisappear: (@MainActor (ID) -> Void)?

    /// Makes these the actions `lifecycle` runs.
    @MainActor
    func apply(to lifecycle: DisplayLifecycle<ID>) {
        lifecycle.onAppear = onAppear
        lifecycle.onDisappear = onDisappear
    }
}
#endif
