import LazyScroll
import LazyScrollTerminal

/// The terminal view behind one demo.
enum DemoView {
    case pager(TerminalPager)
    case list(TerminalList)
    case stack(TerminalStack)
    case photos(PhotoGridDemo)
    case chat(ChatDemo)

    /// Suspends the view's animations and auto-advance while its tab is not shown, and resumes them
    /// where they were when it is.
    @MainActor
    mutating func setOnScreen(_ isOnScreen: Bool, time: Double) throws(LazyScrollError) {
        switch self {
        case var .pager(pager): try pager.setOnScreen(isOnScreen, time: time); self = .pager(pager)
        case var .list(list): try list.setOnScreen(isOnScreen, time: time); self = .list(list)
        case var .stack(stack): try stack.setOnScreen(isOnScreen, time: time); self = .stack(stack)
        case var .photos(photos): try photos.setOnScreen(isOnScreen, time: time); self = .photos(photos)
        case var .chat(chat): try chat.setOnScreen(isOnScreen, time: time); self = .chat(chat)
        }
    }

    /// Builds `demo`'s view for a view of `size` cells.
    @MainActor
    static func make(_ demo: GalleryDemo, size: TerminalSize, time: Double, pageDrawCost: Int) throws(LazyScrollError) -> DemoView {
        switch demo {
        case .pages:
            return .pager(try TerminalPager(pageCount: DemoContent.pageCount, size: size, time: time) { block, page, pageSize in
                DemoContent.drawPage(page, into: &block, size: pageSize, cost: pageDrawCost)
            })
        case .carousel:
            return .pager(try carousel(size: size, time: time, showsDots: true))
        case .list:
            return .list(try TerminalList(extents: DemoContent.millionRowExtents, size: size, time: time) { block, row, _ in
                DemoContent.drawRow(row, into: &block)
            })
        case .stack:
            let carouselRows = 7
            let pager = try carousel(size: TerminalSize(columns: size.columns, rows: carouselRows), time: time, showsDots: true)
            let dim = CellStyle(foreground: .brightBlack)
            let sectionB = ExtentModel.uniform(try UniformExtents(count: 1_000_000, itemExtent: 1))
            let sections: [TerminalStackSection] = [
                .text(["━━ Stack ━━ one scroll: header, lists, a carousel row, footer",
                       "Section A: 10,000 rows, then a looping carousel, then section B: 1,000,000 rows.",
                       ""], style: CellStyle(foreground: .green, attributes: .bold)),
                .list(DemoContent.rowExtents(count: 10_000)) { block, row in DemoContent.drawRow(row, into: &block, list: "A") },
                .text(["", "── carousel ──"], style: dim),
                .pager(pager, height: carouselRows),
                .text(["── section B ──"], style: dim),
                .list(sectionB) { block, row in DemoContent.drawStackRow(row, into: &block, list: "B") },
                .text(["", "━━ Footer ━━ the end of the stack"], style: CellStyle(foreground: .green, attributes: .bold)),
            ]
            return .stack(try TerminalStack(sections: sections, size: size, time: time))
        case .photos:
            return .photos(try PhotoGridDemo(size: size, time: time))
        case .chat:
            return .chat(try ChatDemo(size: size, time: time))
        }
    }

    /// The looping, auto-advancing carousel of seven cards, each 60% of the view wide and centred, its
    /// neighbours peeking in on both sides, shorter and faint.
    @MainActor
    static func carousel(size: TerminalSize, time: Double, showsDots: Bool) throws(LazyScrollError) -> TerminalPager {
        try TerminalPager(
            pageCount: DemoContent.cardCount, size: size, looping: true, autoAdvance: 3,
            pageLength: .fractionOfViewport(0.6), spacing: 2, alignment: .center,
            effect: PageEffect(minimumScale: 0.8, minimumOpacity: 0.5), showsDots: showsDots, time: time
        ) { block, card, pageSize in
            DemoContent.drawCard(card, into: &block, size: pageSize)
        }
    }
}
