import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// Apple's SDKs make `CGRect`, `CGSize` and `CGPoint` `Hashable` only from iOS 18 / macOS 15 (Linux's
// Foundation always does), so types that hold them hash their components by hand.
extension Hasher {
    /// Feeds `rect`'s origin and size into the hasher, component by component.
    mutating func combine(geometry rect: CGRect) {
        combine(rect.origin.x)
        combine(rect.origin.y)
        combine(rect.size.width)
        combine(rect.size.height)
    }
}
