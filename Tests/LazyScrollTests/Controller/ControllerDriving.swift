import Foundation
import Testing
@testable import LazyScroll

/// A scroll controller on a test clock whose every update goes to `apply`: the gestures below work on
/// any such driver.
protocol ControllerDriving {
    var controller: ScrollController { get set }
    var time: Double { get set }
    /// Applies an update the controller returned and checks what must hold after it.
    mutating func apply(_ update: ScrollUpdate, sourceLocation: SourceLocation) throws
}

extension ControllerDriving {
    // MARK: - Gestures on the test clock

    mutating func advance(to newTime: Double) throws {
        while time < newTime - 1e-9 {
            time = min(newTime, time + 1.0 / 60)
            try apply(controller.tick(time: time), sourceLocation: #_sourceLocation)
        }
    }

    mutating func settle(limit: Double = 30) throws {
        let end = time + limit
        while controller.isAnimating && time < end {
            time += 1.0 / 60
            try apply(controller.tick(time: time), sourceLocation: #_sourceLocation)
        }
        #expect(!controller.isAnimating, "still moving after \(limit) s")
    }

    /// A drag by `distance` points (finger movement) in `steps` moves over `duration`, then release.
    mutating func drag(by distance: CGFloat, steps: Int = 10, duration: Double = 0.15, velocity: CGFloat? = nil) throws {
        let axis = controller.configuration.axis
        let start: CGFloat = 500
        try apply(controller.dragBegan(at: axis.point(main: start, cross: 10), time: time), sourceLocation: #_sourceLocation)
        for step in 1...steps {
            time += duration / Double(steps)
            let position = start + distance * CGFloat(step) / CGFloat(steps)
            try apply(controller.dragMoved(to: axis.point(main: position, cross: 10), time: time), sourceLocation: #_sourceLocation)
        }
        try apply(controller.dragEnded(velocity: velocity, time: time), sourceLocation: #_sourceLocation)
    }
}
