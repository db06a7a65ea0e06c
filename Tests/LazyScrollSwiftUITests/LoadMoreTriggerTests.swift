@testable import LazyScrollSwiftUIOnStandIn
import Testing

@Suite("Load-more trigger")
struct LoadMoreTriggerTests {
    @Test("every row of every small list asks exactly at the ends it is near, once per count")
    func exhaustiveSmallLists() {
        for count in 1...6 {
            for start in 0...3 {
                for end in 0...3 {
                    for row in 0..<count {
                        var trigger = LoadMoreTrigger()
                        trigger.reach = [.start: start, .end: end]
                        var expected: [ListEnd] = []
                        if row < start { expected.append(.start) }
                        if row >= count - end { expected.append(.end) }
                        #expect(trigger.rowLoaded(row, count: count) == expected)
                        #expect(trigger.rowLoaded(row, count: count) == [])
                        #expect(trigger.rowLoaded(row, count: count + 1).contains(.start) == (row < start))
                    }
                }
            }
        }
    }

    @Test("an end without a reach never asks")
    func unlistedEnd() {
        var trigger = LoadMoreTrigger()
        trigger.reach = [.end: 100]
        #expect(trigger.rowLoaded(0, count: 1) == [.end])
        #expect(trigger.rowLoaded(0, count: 2) == [.end])
    }
}
