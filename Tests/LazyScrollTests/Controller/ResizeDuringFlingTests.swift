import Foundation
import Testing
@testable import LazyScroll

@Suite("Resize during a fling")
struct ResizeDuringFlingTests {
    static func list(looping: Bool = false) throws -> ControllerHarness {
        try ControllerHarness(
            content: .items(.measured(try MeasuredExtents(count: 10_000, estimatedExtent: 44))),
            size: CGSize(width: 390, height: 844),
            configuration: ScrollConfiguration(looping: looping ? LoopingSettings() : nil))
    }

    /// Flings a list, resizes it 0.3 s later, and compares with the same fling left alone: the anchor
    /// item stays put on screen at the resize, and afterwards the offset travels exactly as far as the
    /// undisturbed fling does over the same time.
    @Test("a list keeps its fling's momentum through a resize", arguments: [false, true])
    func flingSurvivesResize(looping: Bool) throws {
        var reference = try Self.list(looping: looping)
        var resized = try Self.list(looping: looping)
        try reference.drag(by: -300, velocity: 4_000)
        try resized.drag(by: -300, velocity: 4_000)
        try reference.advance(to: reference.time + 0.3)
        try resized.advance(to: resized.time + 0.3)
        let anchor = try #require(resized.controller.listAnchor())
        let referenceOffset = reference.controller.offset

        try resized.apply(resized.controller.resize(to: CGSize(width: 844, height: 390), time: resized.time))
        #expect(resized.controller.isAnimating)
        let kept = try #require(resized.controller.listAnchor())
        #expect(kept.onScreen == anchor.onScreen)
        let resizedOffset = resized.controller.offset

        var drift: CGFloat = 0
        for _ in 0..<30 {
            try reference.advance(to: reference.time + 0.1)
            try resized.advance(to: resized.time + 0.1)
            drift = max(drift, abs((resized.controller.offset - resizedOffset) - (reference.controller.offset - referenceOffset)))
        }
        #expect(drift < 1e-6)
        #expect(reference.controller.offset - referenceOffset > 500)
        try resized.settle()
    }

    @Test("a wheel glide keeps going through a resize; a pager's page turn still ends on its page")
    func wheelGlideAndPager() throws {
        var list = try Self.list()
        try list.apply(list.controller.wheel(delta: 300, time: list.time))
        try list.advance(to: list.time + 0.05)
        try list.apply(list.controller.resize(to: CGSize(width: 390, height: 600), time: list.time))
        #expect(list.controller.isAnimating)
        try list.settle()
        #expect(abs(list.controller.offset - 300) < 1e-9)

        var pager = try ControllerHarness(content: .pages(count: 5), size: CGSize(width: 400, height: 300), configuration: .pager())
        try pager.apply(pager.controller.turnPage(by: 1, animated: true, time: 0))
        try pager.advance(to: 0.05)
        try pager.apply(pager.controller.resize(to: CGSize(width: 300, height: 300), time: pager.time))
        #expect(!pager.controller.isAnimating)
        #expect(pager.controller.offset == 300)
    }
}
