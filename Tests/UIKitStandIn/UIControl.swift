import Foundation

/// Stand-in for UIKit's `UIControl`: actions registered per event, sent on demand.
@MainActor
open class UIControl: UIView {
    /// Control events.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public var rawValue: UInt
        /// Creates an event set.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
    }

    private var actions: [(action: UIAction, events: Event)] = []

    /// Runs `action` whenever one of `controlEvents` happens.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Runs the actions registered for `controlEvents`.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.handler(entry.action)
        }
    }
}

/// Stand-in for UIKit's `UIMenuElement`, the superclass of `UIAction`.
@MainActor
open class UIMenuElement: NSObject {
    /// The element's title.
    open var title: String

    init(title: String) {
        self.title = title
        super.init()
    }
}

/// A closure run by a `UIAction`.
public typealias UIActionHandler = (UIAction) -> Void

/// Stand-in for UIKit's `UIAction`: a titled closure.
@MainActor
open class UIAction: UIMenuElement {
    let handler: UIActionHandler

    /// An action that runs `handler` (UIKit's other parameters all have defaults and are not used).
    public init(title: String = "", handler: @escaping UIActionHandler) {
        self.handler = handler
        super.init(title: title)
    }
}
