import Foundation
import LazyScroll
import LazyScrollTerminal
import Testing

// The code of LazyScrollTerminal's Documentation.docc/SectionsInTheTerminal.md, compiled and run;
// DocumentationSnippetTests (in LazyScrollTests) keeps the two identical.
@Suite("Documentation: sections in the terminal")
struct SectionsInTheTerminalArticleTests {
    @Test("a contacts list pins its headers and animates a deletion frame by frame")
    func contacts() throws {
        // snippet:begin
        // Three letters of 1,000 names, each under a one-line header that pins while its names pass.
        // The names live in a class: the list configures rows from the data as it is after a change.
        final class Names { var byLetter = Array(repeating: (0..<1_000).map { "name \($0)" }, count: 3) }
        let names = Names()
        let letter = ContentSection(header: .measured(1), items: .uniform(try UniformExtents(count: 1_000, itemExtent: 1)))
        let sections = try SectionedExtents(sections: Array(repeating: letter, count: 3), pinning: .headers)
        var list = try TerminalList(sections: sections, size: TerminalSize(columns: 12, rows: 4)) { block, element, _ in
            switch element {
            case let .header(section): block.lines = ["[\(["A", "B", "C"][section])]"]
            case let .item(path): block.lines = [names.byLetter[path.section][path.item]]
            default: block.lines = []
            }
        }
        var canvas = CellBuffer(size: TerminalSize(columns: 12, rows: 4))

        // 500 lines down, A's header is still at the top, over the names passing under it.
        try list.scroll(byLines: 500, time: 0)
        try list.tick(time: 10)
        list.draw(into: &canvas, in: CellRect(canvas.size))
        let pinned = canvas.textLines  // ["[A]", "name 500", "name 501", "name 502"]

        // Delete name 501, animated over 0.3 s: it stays, faint, where it was while the names below
        // slide up a line, drawn at the nearest line.
        names.byLetter[0].remove(at: 501)
        try list.performSectionUpdates(
            SectionBatchUpdate(itemDeletions: [ItemPath(section: 0, item: 501)]), animation: .duration(seconds: 0.3), time: 10)
        try list.tick(time: 10.1)
        list.draw(into: &canvas, in: CellRect(canvas.size))
        let early = canvas.textLines  // ["[A]", "name 500", "name 501", "name 502"]: 502 still at line 3
        try list.tick(time: 10.3)
        list.draw(into: &canvas, in: CellRect(canvas.size))
        let settled = canvas.textLines  // ["[A]", "name 500", "name 502", "name 503"]
        // snippet:end

        #expect(pinned == ["[A]", "name 500", "name 501", "name 502"])
        #expect(early == ["[A]", "name 500", "name 501", "name 502"])
        #expect(settled == ["[A]", "name 500", "name 502", "name 503"])
    }
}
