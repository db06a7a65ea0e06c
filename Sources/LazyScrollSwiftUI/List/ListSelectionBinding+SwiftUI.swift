#if !UIKIT_STAND_IN && canImport(UIKit) && canImport(SwiftUI)
import SwiftUI

@available(iOS 16.0, tvOS 16.0, *)
extension ListSelectionBinding {
    /// The selection the coordinator keeps for SwiftUI's `Binding<Set<ID>>` (`set`, several rows) or
    /// `Binding<ID?>` (`one`, one row), as `List(_:selection:rowContent:)` takes them; nil without either
    /// (rows are not selectable).
    static func of(set: Binding<Set<ID>>?, one: Binding<ID?>?) -> Self? {
        if let set {
            return .multiple(get: { set.wrappedValue }, set: { set.wrappedValue = $0 })
        }
        if let one {
            return .single(get: { one.wrappedValue }, set: { one.wrappedValue = $0 })
        }
        return nil
    }
}
#endif
