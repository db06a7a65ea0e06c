import Testing
@testable import LazyScroll

@Test func smoke() throws {
    let m = try MeasuredExtents(count: 10, estimatedExtent: 10)
    #expect(m.totalExtent == 100)
}
