#if UIKIT_STAND_IN || (canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// The identities of a ``ChangeReportingCollection``, read from the data as they are needed instead of
/// mapped: the identity at an offset and the offset of an identity.
struct IdentityLookup<ID: Hashable> {
    /// The number of items.
    let count: Int
    /// The identity at an offset in `0..<count`.
    let identity: (Int) -> ID
    /// The offset of an identity, or nil.
    let offset: (ID) -> Int?

    /// The lookups of `reporting`, which is `data`, when `identity` gives its elements' `id` (compared at
    /// the first and last elements: a list identified by another key path maps its identities); nil
    /// otherwise.
    ///
    /// - Complexity: O(1) when the data's subscript is.
    init?<Data: RandomAccessCollection, Reporting: ChangeReportingCollection>(
        _ reporting: Reporting, of data: Data, identity: @escaping (Data.Element) -> ID
    ) {
        guard Reporting.Element.ID.self == ID.self else { return nil }
        let count = data.count
        let identityAt: (Int) -> ID = { identity(data[data.index(data.startIndex, offsetBy: $0)]) }
        for offset in Set([0, count - 1]) where count > 0 {
            let element = reporting[reporting.index(reporting.startIndex, offsetBy: offset)]
            guard let elementID = element.id as? ID, elementID == identityAt(offset) else { return nil }
        }
        self.count = count
        self.identity = identityAt
        offset = { id in
            guard let id = id as? Reporting.Element.ID, let offset = reporting.offset(of: id),
                  (0..<count).contains(offset) else { return nil }
            return offset
        }
    }

    /// Every identity, in order.
    ///
    /// - Complexity: O(n).
    var all: [ID] {
        (0..<count).map(identity)
    }
}
#endif
