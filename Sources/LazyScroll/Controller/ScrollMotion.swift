import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What moves the offset between input events.
enum ScrollMotion: Sendable, Hashable {
    /// Nothing: the offset is at rest.
    case idle
    /// A finger holds the content.
    case dragging
    /// A fling slowing down; `fromWheel` fits wheel notches into one glide.
    case decelerating(Deceleration, fromWheel: Bool)
    /// A spring towards a target: bounce-back, page snap or animated scroll-to.
    case spring(ScrollSpring)

    /// The same motion with every offset moved by `delta`.
    func shifted(by delta: CGFloat) -> ScrollMotion {
        switch self {
        case .idle, .dragging: return self
        case let .decelerating(deceleration, fromWheel): return .decelerating(deceleration.shifted(by: delta), fromWheel: fromWheel)
        case let .spring(spring): return .spring(spring.shifted(by: delta))
        }
    }

    /// The same motion started `seconds` later (suspension).
    func delayed(by seconds: Double) -> ScrollMotion {
        switch self {
        case .idle, .dragging: return self
        case let .decelerating(deceleration, fromWheel): return .decelerating(deceleration.delayed(by: seconds), fromWheel: fromWheel)
        case let .spring(spring): return .spring(spring.delayed(by: seconds))
        }
    }

    /// Whether frames are needed to advance it.
    var isAnimating: Bool {
        switch self {
        case .idle, .dragging: return false
        case .decelerating, .spring: return true
        }
    }
}
