/// Recycles views by reuse identifier, so that scrolling through any number of items creates only as
/// many views as are loaded at once.
///
/// `dequeue` always returns a view: a recycled one if the identifier's pool has one, else a new one
/// from the registered factory. Each identifier keeps at most `cap` idle views; views recycled beyond
/// that are dropped, so a burst of unloads cannot pin memory.
public struct ReusePool<View> {
    /// How many views the pool has handed out and taken back.
    public struct Statistics: Sendable, Hashable {
        /// Views made by a factory.
        public var created = 0
        /// Dequeues answered with a recycled view.
        public var reused = 0
        /// Views recycled into the pool.
        public var recycled = 0
        /// Recycled views dropped because their pool was full.
        public var dropped = 0
    }

    private struct Registration {
        var factory: () -> View
        var cap: Int
        var idle: [View] = []
    }

    private var registrations: [String: Registration] = [:]

    /// The counts so far.
    public private(set) var statistics = Statistics()

    /// An empty pool with no identifiers.
    public init() {}

    /// Registers (or replaces) the factory for `identifier`; at most `cap` idle views are kept.
    public mutating func register(_ identifier: String, cap: Int = 5, factory: @escaping () -> View) throws(LazyScrollError) {
        try LazyScrollError.check(Double(cap), .wholeAndNotNegative, "reuse pool cap for \"\(identifier)\"")
        let idle = Array((registrations[identifier]?.idle ?? []).prefix(cap))
        registrations[identifier] = Registration(factory: factory, cap: cap, idle: idle)
    }

    /// A view for `identifier`: recycled if one is idle, otherwise new.
    public mutating func dequeue(_ identifier: String) throws(LazyScrollError) -> View {
        guard registrations[identifier] != nil else { throw .unregisteredReuseIdentifier(identifier) }
        // Mutating through the dictionary's subscript keeps the idle array uniquely referenced: O(1).
        if let view = registrations[identifier]!.idle.popLast() {
            statistics.reused += 1
            return view
        }
        statistics.created += 1
        return registrations[identifier]!.factory()
    }

    /// Returns `view` to the pool of `identifier`, or drops it when that pool is full.
    public mutating func recycle(_ view: View, identifier: String) throws(LazyScrollError) {
        guard let cap = registrations[identifier]?.cap else { throw .unregisteredReuseIdentifier(identifier) }
        statistics.recycled += 1
        if registrations[identifier]!.idle.count < cap {
            registrations[identifier]!.idle.append(view)
        } else {
            statistics.dropped += 1
        }
    }

    /// The number of idle views for `identifier`.
    public func idleCount(for identifier: String) -> Int {
        registrations[identifier]?.idle.count ?? 0
    }

    /// Drops every idle view (for example on a memory warning); registrations are kept.
    public mutating func drainIdleViews() {
        for key in registrations.keys { registrations[key]?.idle.removeAll() }
    }
}
