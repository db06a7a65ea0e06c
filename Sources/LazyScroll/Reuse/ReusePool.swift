/// Recycles views by reuse identifier, so that scrolling through any number of items creates only as
/// many views as are loaded at once.
///
/// `dequeue` always returns a view: a recycled one if the identifier's pool has one, else a new one
/// from the registered factory. Each identifier keeps at most `cap` idle views; views beyond that are
/// dropped, so a burst of unloads cannot pin memory.
///
/// An update that unloads some items and loads others (a jump can swap every loaded item at once) runs
/// between ``beginUpdate()`` and ``endUpdate()``: meanwhile recycled views stay idle beyond the cap, so
/// the update's loads dequeue the views its unloads gave back, and only what is left over when it ends
/// is dropped. ``LiveViews`` does this for every `ScrollUpdate`.
public struct ReusePool<View> {
    /// How many views the pool has handed out, taken back and let go.
    ///
    /// Every view the pool made is, at any time, either handed out, idle or dropped; the idle ones number
    /// `recycled - reused - dropped` (``idle``).
    public struct Statistics: Sendable, Hashable {
        /// Views made by a factory.
        public var created = 0
        /// Dequeues answered with an idle view.
        public var reused = 0
        /// Views recycled into the pool.
        public var recycled = 0
        /// Idle views the pool let go: those beyond an identifier's cap (when an update ends, or at once
        /// outside one), those ``drainIdleViews()`` removed and those a smaller cap cut off.
        public var dropped = 0

        /// Views idle in the pool now, over all identifiers.
        public var idle: Int { recycled - reused - dropped }
    }

    private struct Registration {
        var factory: () -> View
        var cap: Int
        var idle: [View] = []
    }

    private var registrations: [String: Registration] = [:]

    /// The counts so far.
    public private(set) var statistics = Statistics()

    /// Whether an update is open: recycled views are kept beyond their identifier's cap until
    /// ``endUpdate()``.
    public private(set) var isUpdating = false

    /// An empty pool with no identifiers.
    public init() {}

    /// Registers (or replaces) the factory for `identifier`; at most `cap` idle views are kept.
    ///
    /// Idle views beyond a smaller new cap are dropped.
    ///
    /// - Throws: ``LazyScrollError/invalidNumber(quantity:value:rule:)`` when `cap` is negative; the pool
    ///   is then unchanged.
    public mutating func register(_ identifier: String, cap: Int = 5, factory: @escaping () -> View) throws(LazyScrollError) {
        try LazyScrollError.check(Double(cap), .wholeAndNotNegative, "reuse pool cap for \"\(identifier)\"")
        let idle = registrations[identifier]?.idle ?? []
        statistics.dropped += max(0, idle.count - cap)
        registrations[identifier] = Registration(factory: factory, cap: cap, idle: Array(idle.prefix(cap)))
    }

    /// Whether `identifier` has a factory.
    public func isRegistered(_ identifier: String) -> Bool {
        registrations[identifier] != nil
    }

    /// A view for `identifier`: recycled if one is idle, otherwise new.
    ///
    /// - Complexity: O(1), plus the factory when no view is idle.
    /// - Throws: ``LazyScrollError/unregisteredReuseIdentifier(_:)`` when `identifier` has no factory.
    public mutating func dequeue(_ identifier: String) throws(LazyScrollError) -> View {
        guard isRegistered(identifier) else { throw .unregisteredReuseIdentifier(identifier) }
        return dequeueRegistered(identifier)
    }

    /// Returns `view` to the pool of `identifier`. Outside an update, a full pool drops it.
    ///
    /// - Complexity: O(1).
    /// - Throws: ``LazyScrollError/unregisteredReuseIdentifier(_:)`` when `identifier` has no factory;
    ///   the pool is then unchanged.
    public mutating func recycle(_ view: View, identifier: String) throws(LazyScrollError) {
        guard isRegistered(identifier) else { throw .unregisteredReuseIdentifier(identifier) }
        recycleRegistered(view, identifier: identifier)
    }

    /// Starts an update: until ``endUpdate()``, recycled views stay idle beyond their cap, so that the
    /// loads of the same update reuse every view its unloads gave back. Calling it again while an update
    /// is open changes nothing.
    public mutating func beginUpdate() {
        isUpdating = true
    }

    /// Ends the update: each identifier drops its idle views beyond its cap. Does nothing when no update
    /// is open.
    ///
    /// - Complexity: O(identifiers + dropped views).
    public mutating func endUpdate() {
        guard isUpdating else { return }
        isUpdating = false
        for (identifier, registration) in registrations where registration.idle.count > registration.cap {
            statistics.dropped += registration.idle.count - registration.cap
            registrations[identifier]!.idle.removeLast(registration.idle.count - registration.cap)
        }
    }

    /// The number of idle views for `identifier`.
    public func idleCount(for identifier: String) -> Int {
        registrations[identifier]?.idle.count ?? 0
    }

    /// Drops every idle view (for example on a memory warning); registrations are kept.
    public mutating func drainIdleViews() {
        for key in registrations.keys {
            statistics.dropped += registrations[key]!.idle.count
            registrations[key]!.idle.removeAll()
        }
    }

    /// ``dequeue(_:)`` for an identifier known to be registered.
    mutating func dequeueRegistered(_ identifier: String) -> View {
        // Mutating through the dictionary's subscript keeps the idle array uniquely referenced: O(1).
        if let view = registrations[identifier]!.idle.popLast() {
            statistics.reused += 1
            return view
        }
        statistics.created += 1
        return registrations[identifier]!.factory()
    }

    /// ``recycle(_:identifier:)`` for an identifier known to be registered.
    mutating func recycleRegistered(_ view: View, identifier: String) {
        statistics.recycled += 1
        if isUpdating || registrations[identifier]!.idle.count < registrations[identifier]!.cap {
            registrations[identifier]!.idle.append(view)
        } else {
            statistics.dropped += 1
        }
    }
}
