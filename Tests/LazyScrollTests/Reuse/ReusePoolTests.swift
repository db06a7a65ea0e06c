import Testing
@testable import LazyScroll

private final class FakeView {
    let serial: Int
    init(serial: Int) { self.serial = serial }
}

@Suite("Reuse pool")
struct ReusePoolTests {
    @Test("dequeue creates until views are recycled, then reuses them")
    func createsThenReuses() throws {
        var made = 0
        var pool = ReusePool<FakeView>()
        try pool.register("row") { made += 1; return FakeView(serial: made) }
        let a = try pool.dequeue("row")
        let b = try pool.dequeue("row")
        #expect(a !== b)
        try pool.recycle(a, identifier: "row")
        let c = try pool.dequeue("row")
        #expect(c === a)
        #expect(pool.statistics == .init(created: 2, reused: 1, recycled: 1, dropped: 0))
    }

    @Test("views recycled beyond the cap are dropped and counted")
    func capDropsExtras() throws {
        var pool = ReusePool<FakeView>()
        try pool.register("page", cap: 2) { FakeView(serial: 0) }
        let views = try (0..<5).map { _ in try pool.dequeue("page") }
        for view in views { try pool.recycle(view, identifier: "page") }
        #expect(pool.idleCount(for: "page") == 2)
        #expect(pool.statistics.dropped == 3)
        pool.drainIdleViews()
        #expect(pool.idleCount(for: "page") == 0)
    }

    @Test("identifiers keep separate pools")
    func separatePools() throws {
        var pool = ReusePool<FakeView>()
        try pool.register("a") { FakeView(serial: 1) }
        try pool.register("b") { FakeView(serial: 2) }
        try pool.recycle(try pool.dequeue("a"), identifier: "a")
        #expect(try pool.dequeue("b").serial == 2)
        #expect(pool.idleCount(for: "a") == 1)
    }
}
