#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
import LazyScroll

/// The views of the loaded items of a pager or list, by virtual index, recycled through a reuse pool
/// keyed by reuse identifier.
///
/// Which items are loaded is the engine's decision (its display window); this type only keeps the views
/// in step with it: renumbering them through batch updates and looping shifts, recycling the views of
/// items that left the window and asking for views for items that entered it.
@MainActor
struct LoadedItemViews {
    /// The view of every loaded item, by virtual index.
    private(set) var views: [Int: UIView] = [:]
    private var pool = ReusePool<UIView>()
    /// The reuse identifier each dequeued view was made for.
    private var identifiers: [ObjectIdentifier: String] = [:]

    /// Registers `viewClass` for `identifier`: dequeues make instances of it when none is idle.
    mutating func register(_ viewClass: UIView.Type, forReuseIdentifier identifier: String, cap: Int = 8) {
        // A cap of 8 holds every view of a pager's window and a screenful of rows; never throws.
        try? pool.register(identifier, cap: cap) { viewClass.init(frame: .zero) }
    }

    /// A view for `identifier`, recycled if one is idle. Like UIKit, an unregistered identifier is a
    /// programming error.
    mutating func dequeue(withIdentifier identifier: String) -> UIView {
        guard let view = try? pool.dequeue(identifier) else {
            preconditionFailure("No view class is registered for reuse identifier \"\(identifier)\"; call register(_:forReuseIdentifier:) first")
        }
        identifiers[ObjectIdentifier(view)] = identifier
        return view
    }

    /// The pool's counts of created and reused views.
    var statistics: ReusePool<UIView>.Statistics { pool.statistics }

    /// Renumbers the views through a batch update (views of deleted and reloaded items are recycled)
    /// and a looping shift.
    mutating func renumber(through update: ScrollUpdate) {
        if let mapping = update.mapping {
            var moved: [Int: UIView] = [:]
            for (index, view) in views {
                if let new = mapping.retainedIndex(ofOld: index) { moved[new] = view } else { recycle(view) }
            }
            views = moved
        }
        if update.indexShift != 0 {
            views = Dictionary(uniqueKeysWithValues: views.map { ($0.key + update.indexShift, $0.value) })
        }
    }

    /// Recycles the views outside `window` and returns the indices in it that have no view yet.
    mutating func recycleViews(outside window: Range<Int>) -> [Int] {
        for (index, view) in views where !window.contains(index) {
            views[index] = nil
            recycle(view)
        }
        return window.filter { views[$0] == nil }
    }

    /// Shows `view` for item `index` in `container`.
    mutating func insert(_ view: UIView, at index: Int, in container: UIView) {
        views[index] = view
        if view.superview !== container { container.addSubview(view) }
    }

    /// Recycles every view (a full reload).
    mutating func recycleAll() {
        for view in views.values { recycle(view) }
        views = [:]
    }

    /// Takes `view` off screen and returns it to its pool; views the data source made without
    /// dequeuing are dropped.
    private mutating func recycle(_ view: UIView) {
        view.removeFromSuperview()
        guard let identifier = identifiers[ObjectIdentifier(view)] else { return }
        let dropped = pool.statistics.dropped
        try? pool.recycle(view, identifier: identifier)
        // A view the full pool dropped is gone: forget it, so its identity cannot be mistaken for a
        // later view's.
        if pool.statistics.dropped > dropped { identifiers[ObjectIdentifier(view)] = nil }
    }
}
#endif
