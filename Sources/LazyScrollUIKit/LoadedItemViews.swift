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
/// items that left the window and taking the views the data source makes for items that entered it.
///
/// An update runs from ``beginUpdate(_:window:)`` (or ``beginReload()``) to ``endUpdate()``: the
/// pool holds every view recycled in between beyond its cap (`ReusePool.beginUpdate()`), so the data
/// source's dequeues for the update's loads get the views its unloads gave back.
@MainActor
struct LoadedItemViews {
    /// The view of every loaded item, by virtual index.
    private(set) var views: [Int: UIView] = [:]
    private var pool = ReusePool<UIView>()
    /// The identifiers registered so far.
    private var registered: Set<String> = []
    /// The reuse identifier of every dequeued view that is loaded or not yet inserted.
    private var identifiers: [ObjectIdentifier: String] = [:]
    /// Views dequeued but not yet inserted, held until the update ends so that a view the data source
    /// discards cannot leave its identity to a later view.
    private var dequeued: [ObjectIdentifier: UIView] = [:]

    /// Registers `viewClass` for `identifier`: dequeues make instances of it when none is idle.
    mutating func register(_ viewClass: UIView.Type, forReuseIdentifier identifier: String, cap: Int = 8) {
        // A cap of 8 holds every view of a pager's window and a screenful of rows; never throws.
        try? pool.register(identifier, cap: cap) { viewClass.init(frame: .zero) }
        registered.insert(identifier)
    }

    /// A view of `registration`'s class, recycled if one is idle; the class is registered the first time.
    mutating func dequeue<View, Item>(_ registration: ViewRegistration<View, Item>, cap: Int) -> View {
        if !registered.contains(registration.reuseIdentifier) {
            register(View.self, forReuseIdentifier: registration.reuseIdentifier, cap: cap)
        }
        // The pool made it with View.init(frame:) under the registration's own identifier.
        return dequeue(withIdentifier: registration.reuseIdentifier) as! View
    }

    /// A view for `identifier`, recycled if one is idle; a recycled ``ReusableView`` is told
    /// `prepareForReuse()` first. Like UIKit, an unregistered identifier is a programming error.
    mutating func dequeue(withIdentifier identifier: String) -> UIView {
        let reusedBefore = pool.statistics.reused
        guard let view = try? pool.dequeue(identifier) else {
            preconditionFailure("No view class is registered for reuse identifier \"\(identifier)\"; call register(_:forReuseIdentifier:) first")
        }
        if pool.statistics.reused != reusedBefore { (view as? any ReusableView)?.prepareForReuse() }
        identifiers[ObjectIdentifier(view)] = identifier
        dequeued[ObjectIdentifier(view)] = view
        return view
    }

    /// The pool's counts of created, reused and dropped views.
    var statistics: ReusePool<UIView>.Statistics { pool.statistics }

    /// Starts applying `update`: renumbers the views through its batch update (views of deleted and
    /// reloaded items are recycled) and looping shift, recycles the views outside `window` and `held`
    /// (the pinned headers and animating items the engine keeps outside its windows) and returns the
    /// indices in them that have no view yet. Call ``insert(_:at:in:)`` for each, then ``endUpdate()``.
    mutating func beginUpdate(_ update: ScrollUpdate, window: Range<Int>, held: IndexRanges = []) -> [Int] {
        pool.beginUpdate()
        if let mapping = update.mapping {
            var moved: [Int: UIView] = [:]
            for (index, view) in views {
                if let new = mapping.retainedVirtualIndex(ofOld: index) { moved[new] = view } else { recycle(view) }
            }
            views = moved
        }
        if update.indexShift != 0 {
            views = Dictionary(uniqueKeysWithValues: views.map { ($0.key + update.indexShift, $0.value) })
        }
        for (index, view) in views where !window.contains(index) && !held.contains(index) {
            views[index] = nil
            recycle(view)
        }
        return window.filter { views[$0] == nil } + held.filter { !window.contains($0) && views[$0] == nil }
    }

    /// Gives the loaded views new indices (`index` maps an old index to its new one); views whose item
    /// has none, or whose new index another view already took, are recycled.
    mutating func renumber(_ index: (Int) -> Int?) {
        pool.beginUpdate()
        defer { pool.endUpdate() }
        var moved: [Int: UIView] = [:]
        for (old, view) in views.sorted(by: { $0.key < $1.key }) {
            if let new = index(old), moved[new] == nil { moved[new] = view } else { recycle(view) }
        }
        views = moved
    }

    /// Starts a full reload: recycles every view. Call ``endUpdate()`` once the new views are in.
    mutating func beginReload() {
        pool.beginUpdate()
        for view in views.values { recycle(view) }
        views = [:]
    }

    /// Shows `view` for item `index` in `container`.
    mutating func insert(_ view: UIView, at index: Int, in container: UIView) {
        dequeued[ObjectIdentifier(view)] = nil
        views[index] = view
        if view.superview !== container { container.addSubview(view) }
    }

    /// Ends the update: the pool drops its idle views beyond each cap, and views dequeued but never
    /// inserted are forgotten. Calling it again changes nothing.
    mutating func endUpdate() {
        pool.endUpdate()
        for id in dequeued.keys { identifiers[id] = nil }
        dequeued = [:]
    }

    /// Takes the view of item `index` out of the loaded views without recycling it (an animated update
    /// fades it out first); give it back with ``release(_:)``.
    mutating func detach(at index: Int) -> UIView? {
        views.removeValue(forKey: index)
    }

    /// Keeps `view`, dequeued for a view the list places itself (an item of a row scrolling across),
    /// so that ``release(_:)`` recycles it later instead of forgetting it at the update's end.
    mutating func adopt(_ view: UIView) {
        dequeued[ObjectIdentifier(view)] = nil
    }

    /// Recycles a view ``detach(at:)`` took out, once it is no longer shown.
    mutating func release(_ view: UIView) {
        pool.beginUpdate()
        defer { pool.endUpdate() }
        recycle(view)
    }

    /// Takes `view` off screen and returns it to its pool; views the data source made without
    /// dequeuing are dropped.
    private mutating func recycle(_ view: UIView) {
        view.removeFromSuperview()
        // Once in the pool, a view may be dropped at any time: forget it, so its identity cannot be
        // mistaken for a later view's. Its next dequeue records it again.
        guard let identifier = identifiers.removeValue(forKey: ObjectIdentifier(view)) else { return }
        try? pool.recycle(view, identifier: identifier)
    }
}
#endif
