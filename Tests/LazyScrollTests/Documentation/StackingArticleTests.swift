import Foundation
import Testing
import LazyScroll

// The code of Documentation.docc/Stacking.md, compiled and run; DocumentationSnippetTests keeps the two
// identical.
@Suite("Documentation: stacking")
struct StackingArticleTests {
    @Test("a header, a long list and a footer scroll as one, with the list still lazy")
    func stacking() throws {
        // snippet:begin
        // A 200-point header, a list of 100,000 rows and a 120-point footer, 8 points apart.
        var stack = try ScrollStack(axis: .vertical, spacing: 8)
        let comments = try Virtualizer(extents: .uniform(UniformExtents(count: 100_000, itemExtent: 60)))
        try stack.insertChild(.fixed(extent: 200))
        try stack.insertChild(.list(comments))
        try stack.insertChild(.fixed(extent: 120))
        let total = stack.contentExtent  // 200 + 8 + 6,000,000 + 8 + 120

        // Scrolled so the header is half off screen. Frames are in content coordinates: each child's
        // frame is clipped to the viewport, and its inner offset says how far into it the clip starts.
        let update = try stack.update(viewport: Viewport(offset: 100, extent: 600, crossExtent: 375))
        let header = try stack.placement(ofChild: 0)  // frame y 100, height 100; inner offset 100
        let list = try stack.placement(ofChild: 1)  // frame y 208 to the viewport's end at 700
        let loadedRows = update.changes(ofChild: list.id)?.items.load  // 0..<14, not 100,000 rows
        // snippet:end

        #expect(total == 6_000_336)
        #expect(header.frame == CGRect(x: 0, y: 100, width: 375, height: 100) && header.innerOffset == 100)
        #expect(list.frame == CGRect(x: 0, y: 208, width: 375, height: 492) && list.innerOffset == 0)
        #expect(loadedRows == IndexRanges(0..<14))
    }
}
