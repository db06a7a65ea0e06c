import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll
import LazyScrollTerminal

/// The terminal view behind one demo.
enum DemoView {
    case pager(TerminalPager)
    case list(ListDemo)
    case stack(TerminalStack)
    case photos(PhotoGridDemo)
    case chat(ChatDemo)
    case playlist(PlaylistDemo)
    case contacts(ContactsDemo)
    case feed(FeedDemo)

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
        case var .playlist(playlist): try playlist.setOnScreen(isOnScreen, time: time); self = .playlist(playlist)
        case var .contacts(contacts): try contacts.setOnScreen(isOnScreen, time: time); self = .contacts(contacts)
        case var .feed(feed): try feed.setOnScreen(isOnScreen, time: time); self = .feed(feed)
        }
    }

    /// The view changed size (a resize, a rotation, the overlay's gutter).
    @MainActor
    mutating func resize(to size: TerminalSize, time: Double) throws(LazyScrollError) {
        switch self {
        case var .pager(pager): try pager.resize(to: size, time: time); self = .pager(pager)
        case var .list(list): try list.resize(to: size, time: time); self = .list(list)
        case var .stack(stack): try stack.resize(to: size, time: time); self = .stack(stack)
        case var .photos(photos): try photos.resize(to: size, time: time); self = .photos(photos)
        case var .chat(chat): try chat.resize(to: size, time: time); self = .chat(chat)
        case var .playlist(playlist): try playlist.resize(to: size, time: time); self = .playlist(playlist)
        case var .contacts(contacts): try contacts.resize(to: size, time: time); self = .contacts(contacts)
        case var .feed(feed): try feed.resize(to: size, time: time); self = .feed(feed)
        }
    }

    /// A key or mouse action on the view, which is at `rect` on the screen.
    @MainActor
    mutating func handle(_ event: InputEvent, in rect: CellRect, time: Double) throws(LazyScrollError) {
        switch self {
        case var .pager(pager): _ = try pager.handle(event, in: rect, time: time); self = .pager(pager)
        case var .list(list): _ = try list.handle(event, in: rect, time: time); self = .list(list)
        case var .stack(stack): _ = try stack.handle(event, in: rect, time: time); self = .stack(stack)
        case var .photos(photos): _ = try photos.handle(event, in: rect, time: time); self = .photos(photos)
        case var .chat(chat): _ = try chat.handle(event, in: rect, time: time); self = .chat(chat)
        case var .playlist(playlist): _ = try playlist.handle(event, in: rect, time: time); self = .playlist(playlist)
        case var .contacts(contacts): _ = try contacts.handle(event, in: rect, time: time); self = .contacts(contacts)
        case var .feed(feed): _ = try feed.handle(event, in: rect, time: time); self = .feed(feed)
        }
    }

    /// Advances animations, auto-advance and (in the chat) the conversation to `time`.
    @MainActor
    mutating func tick(time: Double) throws(LazyScrollError) {
        switch self {
        case var .pager(pager): try pager.tick(time: time); self = .pager(pager)
        case var .list(list): try list.tick(time: time); self = .list(list)
        case var .stack(stack): try stack.tick(time: time); self = .stack(stack)
        case var .photos(photos): try photos.tick(time: time); self = .photos(photos)
        case var .chat(chat): try chat.tick(time: time); self = .chat(chat)
        case var .playlist(playlist): try playlist.tick(time: time); self = .playlist(playlist)
        case var .contacts(contacts): try contacts.tick(time: time); self = .contacts(contacts)
        case var .feed(feed): try feed.tick(time: time); self = .feed(feed)
        }
    }

    /// A finger went down at (`column`, `row`), relative to the view.
    @MainActor
    mutating func beginDrag(column: Int, row: Int, time: Double) throws(LazyScrollError) {
        switch self {
        case var .pager(pager): try pager.beginDrag(column: column, row: row, time: time); self = .pager(pager)
        case var .list(list): try list.beginDrag(column: column, row: row, time: time); self = .list(list)
        case var .stack(stack): try stack.beginDrag(column: column, row: row, time: time); self = .stack(stack)
        case var .photos(photos): try photos.beginDrag(column: column, row: row, time: time); self = .photos(photos)
        case var .chat(chat): try chat.beginDrag(column: column, row: row, time: time); self = .chat(chat)
        case var .playlist(playlist): try playlist.beginDrag(column: column, row: row, time: time); self = .playlist(playlist)
        case var .contacts(contacts): try contacts.beginDrag(column: column, row: row, time: time); self = .contacts(contacts)
        case var .feed(feed): try feed.beginDrag(column: column, row: row, time: time); self = .feed(feed)
        }
    }

    /// The finger moved to (`column`, `row`), relative to the view.
    @MainActor
    mutating func moveDrag(column: CGFloat, row: CGFloat, time: Double) throws(LazyScrollError) {
        switch self {
        case var .pager(pager): try pager.moveDrag(column: column, row: row, time: time); self = .pager(pager)
        case var .list(list): try list.moveDrag(column: column, row: row, time: time); self = .list(list)
        case var .stack(stack): try stack.moveDrag(column: column, row: row, time: time); self = .stack(stack)
        case var .photos(photos): try photos.moveDrag(column: column, row: row, time: time); self = .photos(photos)
        case var .chat(chat): try chat.moveDrag(column: column, row: row, time: time); self = .chat(chat)
        case var .playlist(playlist): try playlist.moveDrag(column: column, row: row, time: time); self = .playlist(playlist)
        case var .contacts(contacts): try contacts.moveDrag(column: column, row: row, time: time); self = .contacts(contacts)
        case var .feed(feed): try feed.moveDrag(column: column, row: row, time: time); self = .feed(feed)
        }
    }

    /// The finger lifted; `velocity` is the offset's speed in cells per second (nil: estimated).
    @MainActor
    mutating func endDrag(velocity: CGFloat?, time: Double) throws(LazyScrollError) {
        switch self {
        case var .pager(pager): try pager.endDrag(velocity: velocity, time: time); self = .pager(pager)
        case var .list(list): try list.endDrag(velocity: velocity, time: time); self = .list(list)
        case var .stack(stack): try stack.endDrag(velocity: velocity, time: time); self = .stack(stack)
        case var .photos(photos): try photos.endDrag(velocity: velocity, time: time); self = .photos(photos)
        case var .chat(chat): try chat.endDrag(velocity: velocity, time: time); self = .chat(chat)
        case var .playlist(playlist): try playlist.endDrag(velocity: velocity, time: time); self = .playlist(playlist)
        case var .contacts(contacts): try contacts.endDrag(velocity: velocity, time: time); self = .contacts(contacts)
        case var .feed(feed): try feed.endDrag(velocity: velocity, time: time); self = .feed(feed)
        }
    }

    /// Draws the view into `rect`.
    @MainActor
    func draw(into canvas: inout CellBuffer, in rect: CellRect) {
        switch self {
        case let .pager(pager): pager.draw(into: &canvas, in: rect)
        case let .list(list): list.draw(into: &canvas, in: rect)
        case let .stack(stack): stack.draw(into: &canvas, in: rect)
        case let .photos(photos): photos.draw(into: &canvas, in: rect)
        case let .chat(chat): chat.draw(into: &canvas, in: rect)
        case let .playlist(playlist): playlist.draw(into: &canvas, in: rect)
        case let .contacts(contacts): contacts.draw(into: &canvas, in: rect)
        case let .feed(feed): feed.draw(into: &canvas, in: rect)
        }
    }

    /// When `tick` must run next (nil: not until the next input).
    @MainActor
    var nextTickTime: Double? {
        switch self {
        case let .pager(pager): return pager.items.controller.nextTickTime
        case let .list(list): return list.nextTickTime
        case let .stack(stack): return stack.nextTickTime
        case let .photos(photos): return photos.nextTickTime
        case let .chat(chat): return chat.nextTickTime
        case let .playlist(playlist): return playlist.nextTickTime
        case let .contacts(contacts): return contacts.nextTickTime
        case let .feed(feed): return feed.nextTickTime
        }
    }

    /// The view counters the overlay shows.
    @MainActor
    var counters: ViewCounters {
        switch self {
        case let .pager(pager): return pager.items.counters
        case let .list(list): return list.list.items.counters
        case let .stack(stack): return stack.counters
        case let .photos(photos): return photos.list.items.counters
        case let .chat(chat): return chat.list.items.counters
        case let .playlist(playlist): return playlist.list.items.counters
        case let .contacts(contacts): return contacts.list.items.counters
        case let .feed(feed): return feed.list.items.counters
        }
    }

    /// The working windows the overlay draws: the pager's or list's, or the stack's main list's.
    @MainActor
    var overlayWindows: WorkingWindows? {
        switch self {
        case let .pager(pager): return pager.items.controller.virtualizer.windows
        case let .list(list): return list.list.items.controller.virtualizer.windows
        case let .stack(stack): return stack.focusedListWindows
        case let .photos(photos): return photos.list.items.controller.virtualizer.windows
        case let .chat(chat): return chat.list.items.controller.virtualizer.windows
        case let .playlist(playlist): return playlist.list.items.controller.virtualizer.windows
        case let .contacts(contacts): return contacts.list.items.controller.virtualizer.windows
        case let .feed(feed): return feed.list.items.controller.virtualizer.windows
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
            return .list(try ListDemo(size: size, time: time))
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
        case .playlist:
            return .playlist(try PlaylistDemo(size: size, time: time))
        case .contacts:
            return .contacts(try ContactsDemo(size: size, time: time))
        case .feed:
            return .feed(try FeedDemo(size: size, time: time))
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
