import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll
import LazyScrollTerminal

/// The Contacts demo (issue 22, item 8): a million names in sections "#" and A to Z, each under a header
/// that pins while its names pass and over a footer with its count. `a` adds a random name after the
/// row in the middle of the screen and `d` deletes that row, both animated: the rows below slide, the
/// new name fades in and the deleted one fades out (faint) where it was.
@MainActor
struct ContactsDemo: StatusListDemo {
    /// The sections' list.
    var list: TerminalList
    /// The names the list shows.
    let book: ContactBook
    /// How a change animates.
    static let animation = ItemAnimation.duration(seconds: 0.3)

    /// The demo in a view of `size` cells (the last row is the status line).
    init(size: TerminalSize, time: Double) throws(LazyScrollError) {
        let book = ContactBook()
        self.book = book
        list = try TerminalList(sections: try book.extents(), size: Self.listSize(size), time: time) { block, element, size in
            Self.draw(element, of: book, into: &block, width: size.columns)
        }
    }

    /// Fills `block` for `element`: a header bar with the section's title, a name, or the count.
    static func draw(_ element: SectionElement, of book: ContactBook, into block: inout TextBlock, width: Int) {
        switch element {
        case let .header(section):
            block.style = CellStyle(foreground: .black, background: .cyan, attributes: .bold)
            let title = " \(ContactBook.titles[section]) "
            block.lines = [title + String(repeating: " ", count: max(0, width - title.count))]
        case let .item(path):
            block.style = .plain
            block.lines = ["  " + book.name(at: path)]
        case let .footer(section):
            block.style = CellStyle(foreground: .brightBlack)
            let count = book.sections[section].count
            block.lines = ["  \(PhotoGridDemo.grouped(count)) \(count == 1 ? "contact" : "contacts")"]
        case .row:
            block.lines = []
        }
    }

    // MARK: - Input and time

    /// `a` adds a name, `d` deletes one; the other keys, the wheel and drags scroll the list.
    mutating func handle(_ event: InputEvent, in rect: CellRect, time: Double) throws(LazyScrollError) -> Bool {
        if case let .key(key) = event, key.modifiers.isEmpty {
            switch key.key {
            case .character("a"): try addContact(time: time); return true
            case .character("d"): try deleteContact(time: time); return true
            default: break
            }
        }
        return try handleInList(event, in: rect, time: time)
    }

    /// The list has no cursor, so it reports nothing.
    mutating func take(_ event: TerminalListEvent, time: Double) throws(LazyScrollError) {}

    /// The name nearest the middle of the screen that no pinned header covers; nil when no name is on
    /// screen (a screen of headers only, or none at all).
    var middleContact: ItemPath? {
        let size = list.items.controller.viewportSize
        let shown = list.items.itemsOnScreen(in: CellRect(column: 0, row: 0, width: Int(size.width), height: Int(size.height)))
        let covered = shown.filter(\.isPinned).map(\.visibleRect)
        let middle = Int(size.height) / 2
        let names = shown.compactMap { item -> (path: ItemPath, row: Int)? in
            guard !item.isPinned, !covered.contains(where: { !$0.intersection(item.visibleRect).isEmpty }),
                  case let .item(path)? = try? list.sections?.element(at: item.dataIndex) else { return nil }
            return (path, item.visibleRect.row)
        }
        return names.min { abs($0.row - middle) < abs($1.row - middle) }?.path
    }

    /// Adds a new name after the one in the middle of the screen, in its section, animated.
    mutating func addContact(time: Double) throws(LazyScrollError) {
        guard let middle = middleContact else { return }
        let path = ItemPath(section: middle.section, item: middle.item + 1)
        book.insert(at: path)
        // A change the list refuses leaves the book as it was.
        var applied = false
        defer { if !applied { book.delete(at: path) } }
        try list.performSectionUpdates(
            SectionBatchUpdate(headerAndFooterReloads: [path.section], itemInsertions: [path]), animation: Self.animation, time: time)
        applied = true
    }

    /// Deletes the name in the middle of the screen, animated.
    mutating func deleteContact(time: Double) throws(LazyScrollError) {
        guard let path = middleContact else { return }
        let number = book.sections[path.section][path.item]
        book.delete(at: path)
        var applied = false
        defer { if !applied { book.restore(number, at: path) } }
        try list.performSectionUpdates(
            SectionBatchUpdate(headerAndFooterReloads: [path.section], itemDeletions: [path]), animation: Self.animation, time: time)
        applied = true
    }

    // MARK: - Drawing

    /// The status line's wordings, longest first: how many names, and the keys.
    var statusTexts: [String] {
        let count = PhotoGridDemo.grouped(book.count)
        return [
            " \(count) contacts · a add · d delete the middle row ",
            " \(count) · a add · d delete ",
            " a add · d delete ",
        ]
    }
}
