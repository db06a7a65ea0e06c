import Foundation
import Testing
@testable import LazyScroll

/// Lists that snap: where a wheel glide rests, and the configurations that are refused.
@Suite("Scroll snapping")
struct ScrollSnappingTests {
    /// Twenty items 50 long in a 120-point viewport, resting on every second item.
    static func list(_ snapping: ScrollSnapping) throws -> ScrollController {
        try ScrollController(content: .items(.uniform(UniformExtents(count: 20, itemExtent: 50))), viewportSize: CGSize(width: 100, height: 120),
                             configuration: ScrollConfiguration(snapping: snapping))
    }

    static func settle(_ controller: inout ScrollController, from time: Double) {
        var now = time
        while controller.isAnimating {
            now += 1.0 / 60
            _ = controller.tick(time: now)
        }
    }

    @Test("every wheel notch moves a snapping list to the next resting point, however small")
    func wheel() throws {
        var groups = try Self.list(.itemGroups(count: 2))
        _ = try groups.wheel(delta: 5, time: 0)
        Self.settle(&groups, from: 0)
        #expect(groups.offset == 100)
        _ = try groups.wheel(delta: -5, time: 10)
        Self.settle(&groups, from: 10)
        #expect(groups.offset == 0)
        var pages = try Self.list(.viewportPages)
        _ = try pages.wheel(delta: 130, time: 0)
        Self.settle(&pages, from: 0)
        #expect(pages.offset == 120)
        // The end (1,000 − 120 = 880) is a resting point too.
        _ = try pages.scroll(toOffset: 860, animated: false, time: 20)
        _ = try pages.wheel(delta: 5, time: 21)
        Self.settle(&pages, from: 21)
        #expect(pages.offset == 880)
    }

    @Test("snapping a pager, a looping list or a list anchored at its end is refused")
    func refusals() {
        let refusal = LazyScrollError.unsupportedOperation(operation: "snapping", reason: "it rests a list with two ends; pagers rest on their pages")
        #expect(throws: refusal) { try ScrollConfiguration(paging: PagingSettings(), snapping: .viewportPages).validate() }
        #expect(throws: refusal) { try ScrollConfiguration(anchoring: .end, snapping: .viewportPages).validate() }
        #expect(throws: LazyScrollError.invalidNumber(quantity: "items per snapping group", value: 0, rule: .wholeAndPositive)) {
            try ScrollConfiguration(snapping: .itemGroups(count: 0)).validate()
        }
    }
}
