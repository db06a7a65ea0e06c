import Foundation
import Testing
import LazyScroll

// The code of Documentation.docc/Stacking.md, compiled and run; DocumentationSnippetTests keeps the two
// identical.
@Suite("Documentation: stacking")
struct StackingTests {
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

        // Scrolled so the header is half off screen: the list's frame is clipped to the viewport and
        // only its first rows load.
        let update = try stack.update(viewport: Viewport(offset: 100, extent: 600, crossExtent: 375))
        let header = try stack.placement(ofChild: 0)  // frame y -100, height 200
        let list = try stack.placement(ofChild: 1)  // frame from y 108 to the viewport's bottom
        let loadedRows = update.changes(ofChild: list.id)?.items.load  // the first rows, not 100,000
        // snippet:end

        #expect(total == 200 + 8 + 6_000_000 + 8 + 120)
        #expect(header.frame.minY == -100 || header.fullFrame.minY == -100)
        #expect(list.isVisible && list.innerOffset == 0)
        let rows = try #require(loadedRows)
        #expect(rows.first == 0 && rows.count < 40)
    }
}
