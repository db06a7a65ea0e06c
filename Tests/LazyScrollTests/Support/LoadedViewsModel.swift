@testable import LazyScroll

/// A front end's views as the updates describe them, written from `RangeChanges`' rules rather than
/// from `LiveViews`: a load is an item entering the display window (it has no view yet), an unload
/// one leaving it (it has one), a show a loaded item becoming visible, a hide a visible one stopping;
/// a mapping renumbers the views it retains and drops the others, and an index shift moves every one.
/// A mapping that reloads everything (`reloadData`) comes with the old windows' hides and unloads, in
/// the old index space, for views it already dropped: those name no view.
/// Each view remembers what it was configured with (`Content`), so that a check can tell a view that
/// followed its item through a batch update from one that shows another item.
///
/// Shared by the fuzz scenarios, which report through `check` (ModelCheck.swift, FuzzCheck.swift).
struct LoadedViewsModel<Content: Equatable> {
    /// The content each loaded view was configured with, by index.
    var views: [Int: Content] = [:]
    /// The indices of the visible views.
    var visible: Set<Int> = []

    /// Applies one update, as `RangeChanges` orders it: the mapping, the shift, then hide, unload,
    /// load (configured with `content`) and show. Reports through `check` what breaks the rules.
    mutating func apply(
        _ changes: RangeChanges, mapping: BatchUpdateMapping? = nil, indexShift: Int = 0, context: @autoclosure () -> String,
        content: (Int) -> Content
    ) {
        let reloadsEverything = mapping?.reloadsEverything == true
        if let mapping {
            var kept: [Int: Content] = [:]
            for (index, value) in views {
                guard let new = mapping.retainedVirtualIndex(ofOld: index) else { continue }
                check(kept.updateValue(value, forKey: new) == nil, "two views retained at \(new) by \(mapping) (\(context()))")
            }
            views = kept
            visible = Set(visible.compactMap { mapping.retainedVirtualIndex(ofOld: $0) })
        }
        if indexShift != 0 {
            views = Dictionary(uniqueKeysWithValues: views.map { ($0.key + indexShift, $0.value) })
            visible = Set(visible.map { $0 + indexShift })
        }
        for index in changes.hide {
            check(visible.remove(index) != nil || reloadsEverything, "hid \(index), which was not visible (\(context()))")
        }
        for index in changes.unload {
            check(views.removeValue(forKey: index) != nil || reloadsEverything, "unloaded \(index), which had no view (\(context()))")
            visible.remove(index)
        }
        for index in changes.load {
            check(views[index] == nil, "loaded \(index) again without unloading it (\(context()))")
            views[index] = content(index)
        }
        for index in changes.show {
            check(views[index] != nil, "showed \(index) before loading it (\(context()))")
            visible.insert(index)
        }
    }

    /// Checks that the loaded views are exactly `display` and the visible ones `shown`, each showing
    /// `content` of its index.
    func verify(display: Range<Int>, shown: Range<Int>, context: @autoclosure () -> String, content: (Int) -> Content) {
        check(Set(views.keys) == Set(display), "views \(views.keys.sorted()) for display window \(display) (\(context()))")
        check(visible == Set(shown), "visible \(visible.sorted()) for visible window \(shown) (\(context()))")
        for (index, value) in views where value != content(index) {
            check(false, "the view of \(index) shows \(value), not \(content(index)) (\(context()))")
        }
    }
}
