#if UIKIT_STAND_IN
import UIKitStandIn
import LazyScrollUIKitOnStandIn
#elseif canImport(UIKit) && canImport(SwiftUI)
import UIKit
import LazyScrollUIKit
#endif
#if UIKIT_STAND_IN || (canImport(UIKit) && canImport(SwiftUI))
import Foundation
import LazyScroll

/// A SwiftUI list's selection binding and its `RecyclingListView`'s selection kept in step by identity,
/// whatever the list's rows are: a flat list's rows are its items; a sectioned list's rows are headers,
/// items and footers, of which only items are selected. `rowID` gives the row identity of an item
/// identity, `itemID` the item identity of a row identity (nil for a row that is no item).
@MainActor
enum ListSelectionSync {
    /// Makes the list's selection the binding's: the bound identities whose rows are in `rows` are
    /// selected (the list's own selection, kept by identity through a batch update, usually already is).
    /// Returns whether some bound identities are not in `rows`: drop them from the binding after the
    /// update with ``dropMissing(from:contains:)`` (a SwiftUI update must not write state). Without a
    /// binding rows are not selectable; while `rows` is nil (an identity repeats) nothing is found by
    /// identity and the list's selection is left to its reload. `rows` is read only with a binding: data
    /// that looks identities up itself (a `ChangeReportingCollection`) reads them all to index them.
    ///
    /// - Complexity: O(b + s) expected for b bound identities and s selected rows, plus what reading
    ///   `rows` costs when there is a binding.
    static func apply<ID, RowID>(_ binding: ListSelectionBinding<ID>?, to listView: RecyclingListView,
                                 rows: @autoclosure () -> ItemIdentifiers<RowID>?, rowID: (ID) -> RowID) -> Bool {
        guard let binding else {
            listView.allowsSelection = false
            return false
        }
        listView.allowsSelection = true
        listView.allowsMultipleSelection = binding.allowsMultipleSelection
        guard let rows = rows() else { return false }
        let bound = binding.read()
        let present = Set(bound.map(rowID).filter { rows.index(of: $0) != nil })
        if (try? Set(listView.selectedIdentifiers(in: rows))) != present {
            // Only identities of the rows and at most one for a single selection: not refused.
            try? listView.replaceSelection(with: present, in: rows)
        }
        return present.count != bound.count
    }

    /// Drops the identities that `contains` no longer finds from `binding`, after the update that
    /// removed them.
    static func dropMissing<ID>(from binding: ListSelectionBinding<ID>?, contains: (ID) -> Bool) {
        guard let binding else { return }
        let now = binding.read()
        let kept = now.filter(contains)
        if kept.count != now.count { binding.write(kept) }
    }

    /// Writes the items the list selects into `binding` (after a tap or a key: the user's change).
    static func write<ID, RowID>(_ binding: ListSelectionBinding<ID>?, from listView: RecyclingListView,
                                 rows: @autoclosure () -> ItemIdentifiers<RowID>?, itemID: (RowID) -> ID?) {
        guard let binding, let rows = rows(), let selected = try? listView.selectedIdentifiers(in: rows) else { return }
        binding.write(Set(selected.compactMap(itemID)))
    }
}
#endif
