import Foundation

/// Stand-in for UIKit's `UIResponder`: the root of the view classes.
@MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }
}
