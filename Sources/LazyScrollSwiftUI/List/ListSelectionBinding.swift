#if UIKIT_STAND_IN || (canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// A SwiftUI list's selection binding as the coordinator reads and writes it, without SwiftUI: a set of
/// identities for a multiple selection (`Binding<Set<ID>>`), or at most one for a single selection
/// (`Binding<ID?>`), as SwiftUI's `List(_:selection:rowContent:)` takes them.
@MainActor
struct ListSelectionBinding<ID: Hashable> {
    /// Whether the list selects several rows (a tap toggles a row) or one (a tap replaces it).
    let allowsMultipleSelection: Bool
    /// The identities the binding holds.
    let read: @MainActor () -> Set<ID>
    /// Writes the identities the list selects into the binding.
    let write: @MainActor (Set<ID>) -> Void

    /// A multiple selection over `get` and `set` (a `Binding<Set<ID>>`'s).
    static func multiple(get: @escaping @MainActor () -> Set<ID>, set: @escaping @MainActor (Set<ID>) -> Void) -> Self {
        Self(allowsMultipleSelection: true, read: get, write: set)
    }

    /// A single selection over `get` and `set` (a `Binding<ID?>`'s): nil is no row.
    static func single(get: @escaping @MainActor () -> ID?, set: @escaping @MainActor (ID?) -> Void) -> Self {
        Self(allowsMultipleSelection: false, read: { get().map { [$0] } ?? [] }, write: { set($0.first) })
    }
}
#endif
