#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
import LazyScroll

extension ScrollControllerDriver {
    /// Runs one controller call as `perform(writesOffset:at:_:)` does, for a caller who can report a
    /// refusal: the error the call throws is rethrown, with the engine and the views unchanged.
    func performReportingErrors(_ call: (inout ScrollController, Double) throws -> ScrollUpdate) throws {
        var refusal: (any Error)?
        perform { controller, time in
            do {
                return try call(&controller, time)
            } catch {
                refusal = error
                throw error
            }
        }
        if let refusal { throw refusal }
    }
}
#endif
