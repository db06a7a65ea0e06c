import Testing
@testable import LazyScroll

@Suite("Page indicator")
struct PageIndicatorTests {
    @Test("a thousand pages show nine dots around the current page, with ellipses where pages are left out")
    func compactDots() {
        #expect(PageIndicator.compactDotCount == 9)
        #expect(PageIndicator(pageCount: 1_000, currentPage: 500).dots == "… ○ ○ ○ ○ • ○ ○ ○ ○ …")
        #expect(PageIndicator(pageCount: 1_000, currentPage: 1).dots == "○ • ○ ○ ○ ○ ○ ○ ○ …")
        #expect(PageIndicator(pageCount: 1_000, currentPage: 999).dots == "… ○ ○ ○ ○ ○ ○ ○ ○ •")
        #expect(PageIndicator(pageCount: 9, currentPage: 8).dots == "○ ○ ○ ○ ○ ○ ○ ○ •")
        #expect(PageIndicator(pageCount: 10, currentPage: 0).dots == "• ○ ○ ○ ○ ○ ○ ○ ○ …")
        #expect(PageIndicator(pageCount: 0).dots == "")
        #expect(PageIndicator(pageCount: 1_000, currentPage: 500).dots(maximumCount: 0) == "… • …")
    }

    /// Every indicator of up to 12 pages, every current page and every room for 0–13 dots: the window
    /// holds min(pages, room) pages (at least one), includes the current page, is centred on it unless
    /// an end is in the way, and the text has one mark per page plus an ellipsis exactly where pages
    /// are cut off.
    @Test("every small indicator's window and text")
    func everySmallIndicator() {
        for pageCount in 0...12 {
            for current in 0..<max(1, pageCount) {
                let indicator = PageIndicator(pageCount: pageCount, currentPage: current)
                for room in 0...13 {
                    let pages = indicator.visiblePages(maximumCount: room)
                    let text = indicator.dots(maximumCount: room).split(separator: " ").map(String.init)
                    let context = "\(pageCount) pages, current \(current), room \(room): \(pages)"
                    guard pageCount > 0 else {
                        #expect(pages.isEmpty && text.isEmpty, "\(context)")
                        continue
                    }
                    #expect(pages.count == min(pageCount, max(1, room)), "\(context)")
                    #expect(pages.lowerBound >= 0 && pages.upperBound <= pageCount && pages.contains(current), "\(context)")
                    let before = current - pages.lowerBound
                    let after = pages.upperBound - 1 - current
                    // Centred: the side with fewer dots is short only because it reached its end.
                    if before < after { #expect(pages.lowerBound == 0 || after - before <= 1, "\(context)") }
                    if after < before { #expect(pages.upperBound == pageCount || before - after <= 1, "\(context)") }
                    var expected = pages.map { $0 == current ? "•" : "○" }
                    if pages.lowerBound > 0 { expected.insert("…", at: 0) }
                    if pages.upperBound < pageCount { expected.append("…") }
                    #expect(text == expected, "\(context)")
                }
            }
        }
    }
}
