#if UIKIT_STAND_IN || (canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// Which item each loaded view hosts, and which loaded views a SwiftUI update has not re-hosted yet.
///
/// SwiftUI content is a function of state that the wrapper cannot see (a row's closure captures its
/// parent's state), so every SwiftUI update re-hosts every loaded view, as SwiftUI does for the rows of
/// its own lists. Views made during the update (new rows, a reload) already show the new content and are
/// not hosted twice.
struct HostedViews<View: AnyObject, Key> {
    /// The key and update of the last hosting of each view.
    private var entries: [ObjectIdentifier: (key: Key, update: Int)] = [:]
    /// Counts SwiftUI updates.
    private var update = 0

    /// A new SwiftUI update begins: every view hosted before it is stale.
    mutating func beginUpdate() {
        update += 1
    }

    /// Records that `view` now hosts the content of `key`.
    mutating func hosted(_ view: View, key: Key) {
        entries[ObjectIdentifier(view)] = (key, update)
    }

    /// The key `view` hosts, or nil when it hosts none.
    func key(of view: View) -> Key? {
        entries[ObjectIdentifier(view)]?.key
    }

    /// The views of `loaded` not hosted since the update began, with the key each one hosts. Views no
    /// longer loaded are forgotten: they are hosted afresh when they are dequeued again.
    ///
    /// - Complexity: O(loaded views + recorded views).
    mutating func stale(among loaded: [View]) -> [(view: View, key: Key)] {
        var kept: [ObjectIdentifier: (key: Key, update: Int)] = [:]
        var stale: [(view: View, key: Key)] = []
        for view in loaded {
            guard let entry = entries[ObjectIdentifier(view)] else { continue }
            kept[ObjectIdentifier(view)] = entry
            if entry.update != update { stale.append((view, entry.key)) }
        }
        entries = kept
        return stale
    }
}
#endif
