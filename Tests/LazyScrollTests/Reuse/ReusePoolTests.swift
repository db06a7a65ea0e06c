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

    @Test("during an update recycled views stay idle beyond the cap; its end drops the extras")
    func updateHoldsViewsBeyondTheCap() throws {
        var pool = ReusePool<FakeView>()
        try pool.register("row", cap: 2) { FakeView(serial: 0) }
        let views = try (0..<5).map { _ in try pool.dequeue("row") }
        pool.beginUpdate()
        for view in views { try pool.recycle(view, identifier: "row") }
        #expect(pool.idleCount(for: "row") == 5)
        let again = try (0..<3).map { _ in try pool.dequeue("row") }
        #expect(again.allSatisfy { view in views.contains { $0 === view } })
        pool.endUpdate()
        #expect(pool.statistics == .init(created: 5, reused: 3, recycled: 5, dropped: 0))
        pool.beginUpdate()
        for view in again { try pool.recycle(view, identifier: "row") }
        #expect(pool.isUpdating && pool.idleCount(for: "row") == 5)
        pool.endUpdate()
        #expect(!pool.isUpdating && pool.idleCount(for: "row") == 2)
        #expect(pool.statistics == .init(created: 5, reused: 3, recycled: 8, dropped: 3))
        #expect(pool.statistics.idle == 2)
    }

    @Test("views drained or cut by a smaller cap count as dropped, so idle = recycled - reused - dropped")
    func everyDropIsCounted() throws {
        var pool = ReusePool<FakeView>()
        try pool.register("a", cap: 4) { FakeView(serial: 1) }
        try pool.register("b", cap: 4) { FakeView(serial: 2) }
        for _ in 0..<4 { try pool.recycle(FakeView(serial: 1), identifier: "a") }
        try pool.recycle(FakeView(serial: 2), identifier: "b")
        try pool.register("a", cap: 1) { FakeView(serial: 3) }
        #expect(pool.idleCount(for: "a") == 1 && pool.statistics.dropped == 3 && pool.statistics.idle == 2)
        pool.drainIdleViews()
        #expect(pool.statistics.dropped == 5 && pool.statistics.idle == 0)
    }
}
