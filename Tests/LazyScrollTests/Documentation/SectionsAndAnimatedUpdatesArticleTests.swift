import Foundation
import Testing
import LazyScroll

// The code of Documentation.docc/SectionsAndAnimatedUpdates.md, compiled and run; DocumentationSnippetTests
// keeps the two identical, and every figure the article's comments give is asserted below.
@Suite("Documentation: sections and animated updates")
struct SectionsAndAnimatedUpdatesArticleTests {
    @Test("contacts in 26 letters: pinned headers, scroll to a letter and to a name below its header")
    func contacts() throws {
        // snippet:begin
        // 26 letters of 1,000 names each, a 28-point header per letter that pins while its names pass.
        let names = ContentSection(header: .estimated(28), items: .measured(try MeasuredExtents(count: 1_000, estimatedExtent: 44)))
        let contacts = try SectionedExtents(sections: Array(repeating: names, count: 26), pinning: .headers)
        var list = try ScrollController(content: .items(.sections(contacts)), viewportSize: CGSize(width: 320, height: 640))
        let elements = contacts.count  // 26,026: a header and 1,000 names for each letter

        // Straight to M: its header at the top, where it stays while M's names scroll under it.
        _ = try list.scroll(toSection: 12, animated: false, time: 0)
        let m = try contacts.index(of: .header(section: 12))  // element 12,012
        let top = list.placements().first { $0.index == m }?.frame.minY  // 0
        _ = try list.scroll(by: 20_000, animated: false, time: 0)
        let stillM = list.placements().first { $0.isPinned }  // M's header again, pinned at y 0

        // The 500th name under Q lands right below Q's pinned header.
        _ = try list.scroll(toItemAt: ItemPath(section: 16, item: 499), at: .start, animated: false, time: 0)
        let name = try contacts.index(ofItem: ItemPath(section: 16, item: 499))  // 16,516
        let y = list.placements().first { $0.index == name }?.frame.minY  // 28
        // snippet:end

        #expect(elements == 26_026)
        #expect(m == 12_012 && top == 0)
        #expect(stillM?.index == 12_012 && stillM?.frame.minY == 0)
        #expect(name == 16_516)
        #expect(y == 28)
        #expect(list.placements().first { $0.isPinned }?.index == 16_016)
    }

    @Test("a photo library by month: grids under headers, changed by identity")
    func photoLibrary() throws {
        // snippet:begin
        // A header over a grid of three columns for each month.
        func month(_ photos: Int) throws(LazyScrollError) -> ContentSection {
            let grid = try GridExtents(count: photos, rowExtent: 100, layout: ScrollGridLayout(columns: .fixed(3), columnSpacing: 2, rowSpacing: 2))
            return ContentSection(header: .measured(40), items: .grid(grid))
        }
        let before = try SectionedIdentifiers<String, Int>([("May", Array(0..<7)), ("June", Array(7..<10))])
        var library = try ScrollController(
            content: .items(.sections(SectionedExtents(sections: [month(7), month(3)], pinning: .headers))),
            viewportSize: CGSize(width: 304, height: 600))
        let third = library.placements()[3].frame  // May's third photo: x 204, 100 wide, below the header

        // Photo 6 moves from May to June, and July arrives with two photos.
        let after = try SectionedIdentifiers<String, Int>([("May", [0, 1, 2, 3, 4, 5]), ("June", [6, 7, 8, 9]), ("July", [10, 11])])
        let difference = SectionedIdentityDifference(from: before, to: after) { _, _ in false }
        _ = try library.performSectionUpdates(difference, insertedSection: { (_) throws(LazyScrollError) in try month(2) }, time: 0)
        let moves = difference.itemMoves.count  // 1: photo 6, to June's first place
        let july = try library.sections?.span(ofSection: 2).start  // 484: May and June are 242 long each
        // snippet:end

        #expect(third == CGRect(x: 204, y: 40, width: 100, height: 100))
        #expect(moves == 1)
        #expect(difference.itemMoves == [SectionBatchUpdate.ItemMove(from: ItemPath(section: 0, item: 6), to: ItemPath(section: 1, item: 0))])
        #expect(difference.sectionInsertions == [2])
        #expect(july == 484)
    }

    @Test("a feed of 100,000 carousels: each row keeps where it was scrolled")
    func feed() throws {
        // snippet:begin
        // 100,000 carousels of 1,000 posters 120 wide, 8 apart; a flick moves a row by two posters.
        let posters = try UniformExtents(count: 1_000, itemExtent: 120, spacing: 8)
        let carousel = ContentSection(
            header: .measured(30), items: .uniform(posters), across: AcrossScrolling(rowExtent: .measured(180), behavior: .groups(count: 2)))
        var feed = try ScrollController(
            content: .items(.sections(SectionedExtents(sections: Array(repeating: carousel, count: 100_000)))),
            viewportSize: CGSize(width: 390, height: 800))
        var rows = AcrossScrollers()
        _ = try rows.apply(feed.initialUpdate, of: feed, time: 0)
        let first = try feed.sections!.index(of: .row(section: 0))  // element 1
        let onScreen = rows.scrollers[first]?.virtualizer.windows.visible  // posters 0 ..< 4

        // Scroll the first row to poster 500, go far down the feed, and come back.
        _ = try rows.update(row: first, of: &feed) { (row) throws(LazyScrollError) in
            try row.scroll(toItem: 500, at: .start, animated: false, time: 0)
        }
        _ = try rows.apply(feed.scroll(toSection: 50_000, animated: false, time: 1), of: feed, time: 1)
        let far = rows.scrollers[first]  // nil: the row unloaded with its posters
        _ = try rows.apply(feed.scroll(toOffset: 0, animated: false, time: 2), of: feed, time: 2)
        let back = rows.scrollers[first]?.offset  // 64,000: poster 500 at the row's leading edge again
        // snippet:end

        #expect(first == 1)
        #expect(onScreen == 0..<4)
        #expect(far == nil)
        #expect(back == 64_000)
        #expect(rows.scrollers[first]?.virtualizer.windows.visible == 500..<504)
    }

    @Test("an animated insertion and deletion, frame by frame")
    func animation() throws {
        // snippet:begin
        // Ten rows of 44. Row 1 is inserted and row 5 deleted, animated over 0.3 s: the new row fades
        // in, rows slide to their places, and the deleted row fades out where it was.
        var list = try ScrollController(
            content: .items(.uniform(UniformExtents(count: 10, itemExtent: 44))), viewportSize: CGSize(width: 320, height: 440))
        let update = try list.performBatchUpdates(BatchUpdate(deletions: [5], insertions: [1]), animation: .duration(seconds: 0.3), time: 0)
        let gone = update.disappearing  // old row 5: keep its view until it has faded out

        _ = list.tick(time: 0.15)  // half way: the curve is at 0.5
        let sliding = list.placements()[2].frame.minY  // 66: old row 1, half way from 44 to 88
        let fadingIn = list.placements()[1].opacity  // 0.5
        let fadingOut = list.disappearingPlacements()[0]  // y 220, opacity 0.5

        let end = list.tick(time: 0.3)
        let settled = list.placements()[2].frame.minY  // 88
        let recycled = end.disappeared  // [0]: now recycle old row 5's view
        // snippet:end

        #expect(gone == [DisappearingItem(id: 0, oldIndex: 5)])
        #expect(sliding == 66)
        #expect(fadingIn == 0.5)
        #expect(fadingOut == DisappearingPlacement(id: 0, frame: CGRect(x: 0, y: 220, width: 320, height: 44), opacity: 0.5))
        #expect(settled == 88)
        #expect(recycled == [0])
        #expect(!list.isAnimating)
    }
}
