#if UIKIT_STAND_IN || (canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// An appear or disappear action set on a view above a list or pager, which does not know the type of
/// the identities below: it takes any, and runs for those of the type it was written for.
typealias AnyIdentityAction = @MainActor (Any) -> Void

/// `action`, for identities of any type: it runs for those of its own type and ignores the others.
func anyIdentityAction<ID>(_ action: @escaping @MainActor (ID) -> Void) -> AnyIdentityAction {
    { if let id = $0 as? ID { action(id) } }
}

extension DisplayActions {
    /// The actions of a list or pager identified by `ID`, from actions for any identity.
    init(appear: AnyIdentityAction?, disappear: AnyIdentityAction?) {
        self.init()
        if let appear { onAppear = { appear($0) } }
        if let disappear { onDisappear = { disappear($0) } }
    }
}
#endif
