import Foundation
import Testing
import LazyScroll

// The code of Documentation.docc/Carousels.md, compiled and run; DocumentationSnippetTests keeps the
// two identical.
@Suite("Documentation: carousels")
struct CarouselsArticleTests {
    @Test("a centred carousel, a leading shelf and a two-page loop narrower than the screen")
    func carousels() throws {
        // snippet:begin
        // Cards 300 points long, 10 apart, the current one centred in a 390-point screen: its
        // neighbours peek in 35 points on each side.
        var carousel = try ScrollController(
            content: .pages(count: 20), viewportSize: CGSize(width: 390, height: 200),
            configuration: .pager(paging: PagingSettings(spacing: 10, pageLength: .points(300), alignment: .center)))
        let geometry = carousel.pageGeometry  // stride 310, alignmentInset 45
        let first = carousel.offset  // -45: page 0 is centred, so the content starts before offset 0

        // Page 5 rests at 5 × 310 − 45; pages 4 and 6 peek in and have views, as page 5's neighbours.
        _ = try carousel.scroll(toPage: 5, animated: false, time: 0)
        let resting = carousel.offset  // 1,505
        let visible = carousel.virtualizer.windows.visible  // 4..<7

        // Each loaded page's distance from the centre, in strides, and what an effect makes of it.
        let effect = PageEffect(minimumScale: 0.85, minimumOpacity: 0.5)
        let progress = carousel.placements().map { carousel.pageProgress(ofPage: $0.index) }  // [-1, 0, 1]
        let scales = progress.map(effect.scale(forProgress:))  // [0.85, 1, 0.85]

        // Half a stride into a drag, page 5 and page 6 are equally far from the centre.
        _ = try carousel.dragBegan(at: CGPoint(x: 300, y: 100), time: 1)
        _ = try carousel.dragMoved(to: CGPoint(x: 145, y: 100), time: 1.5)
        let halfway = carousel.placements().map { carousel.pageProgress(ofPage: $0.index) }  // [-0.5, 0.5, 1.5]
        let halfwayOpacity = effect.opacity(forProgress: halfway[0])  // 0.75
        _ = try carousel.dragEnded(velocity: 0, time: 1.5)
        var time = 1.5
        while carousel.isAnimating {
            time += 1.0 / 60
            _ = carousel.tick(time: time)
        }
        let landed = carousel.currentPage  // 6: halfway belongs to the later page

        // Rotated to 844 points, page 6 is centred again: only the alignment inset changed.
        _ = try carousel.resize(to: CGSize(width: 844, height: 390), time: time)
        let rotated = carousel.offset  // 6 × 310 − 272 = 1,588
        let rotatedVisible = carousel.virtualizer.windows.visible  // 5..<8

        // A shelf: pages 80% of the screen, 16 points from its leading edge, the next one peeking in.
        let shelf = try ScrollController(
            content: .pages(count: 10), viewportSize: CGSize(width: 390, height: 200),
            configuration: .pager(paging: PagingSettings(spacing: 8, pageLength: .fractionOfViewport(0.8), alignment: .leading(inset: 16))))
        let shelfStart = shelf.offset  // -16
        let shelfVisible = shelf.virtualizer.windows.visible  // 0..<2

        // Two looping pages of 100 points fill a 390-point screen with copies: no seam, no gap.
        let loop = try ScrollController(
            content: .pages(count: 2), viewportSize: CGSize(width: 390, height: 200),
            configuration: .pager(paging: PagingSettings(spacing: 10, pageLength: .points(100)), looping: LoopingSettings()))
        let seen = loop.placements().filter { $0.state == .visible }.map(\.dataIndex)  // [0, 1, 0, 1, 0]
        // snippet:end

        #expect(geometry.stride == 310 && geometry.alignmentInset == 45)
        // The neighbours peek in 35 points: page 4 ends 35 points into the screen, page 6 starts 35 before its end.
        var peeking = try ScrollController(
            content: .pages(count: 20), viewportSize: CGSize(width: 390, height: 200),
            configuration: .pager(paging: PagingSettings(spacing: 10, pageLength: .points(300), alignment: .center)))
        _ = try peeking.scroll(toPage: 5, animated: false, time: 0)
        #expect(peeking.placements().map(\.frame.minX) == [-265, 45, 355] && peeking.placements().map(\.frame.maxX) == [35, 345, 655])
        #expect(first == -45)
        #expect(resting == 1_505 && resting == 5 * 310 - 45)
        #expect(visible == 4..<7)
        #expect(carousel.placements().isEmpty == false)
        #expect(progress == [-1, 0, 1])
        #expect(scales == [0.85, 1, 0.85])
        #expect(halfway == [-0.5, 0.5, 1.5])
        #expect(halfwayOpacity == 0.75)
        #expect(landed == 6)
        #expect(rotated == 1_588 && (844 - 300) / 2 == 272 && rotated == 6 * 310 - 272)
        #expect(rotatedVisible == 5..<8)
        #expect(carousel.virtualizer.windows.display == 5..<8)
        #expect(shelf.pageGeometry.pageLength == 312)
        #expect(shelfStart == -16)
        #expect(shelfVisible == 0..<2)
        #expect(seen == [0, 1, 0, 1, 0])
    }
}
