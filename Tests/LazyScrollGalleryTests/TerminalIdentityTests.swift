import Foundation
import LazyScroll
import LazyScrollTerminal
import Testing

/// The rows a terminal list shows: read by its `configure` closure, replaced by the test.
final class Rows: @unchecked Sendable {
    var rows: [VersionedRow]
    init(_ rows: [VersionedRow]) { self.rows = rows }
}

struct VersionedRow: Identifiable, Equatable {
    var id: String
    var text: String
}

@Suite struct TerminalIdentityTests {
    /// A 30 × 6 list of one- or two-line rows (a row whose text ends in "+" has a second line).
    static func list(_ rows: Rows) throws -> TerminalList {
        let extents = try MeasuredExtents(count: rows.rows.count, estimatedExtent: 1) { rows.rows[$0].text.hasSuffix("+") ? 2 : 1 }
        return try TerminalList(extents: .measured(extents), size: TerminalSize(columns: 30, rows: 6)) { block, row, _ in
            let item = rows.rows[row]
            block.lines = [item.text] + (item.text.hasSuffix("+") ? ["  (more)"] : [])
        }
    }

    static func screen(_ list: TerminalList) -> [String] {
        var canvas = CellBuffer(size: TerminalSize(columns: 30, rows: 6))
        list.draw(into: &canvas, in: CellRect(column: 0, row: 0, width: 30, height: 6))
        return canvas.textLines
    }

    static func rows(_ identifiers: some Sequence<Int>) -> [VersionedRow] {
        identifiers.map { VersionedRow(id: "r\($0)", text: "row \($0)" + ($0 % 3 == 0 ? " +" : "")) }
    }

    @Test func aListKeepsItsPlaceWhenRowsAreInsertedDeletedAndEditedAboveAndOnScreen() throws {
        let data = Rows(Self.rows(0..<100))
        var list = try Self.list(data)
        _ = try list.handle(.key(KeyEvent(.pageDown)), in: CellRect(column: 0, row: 0, width: 30, height: 6), time: 0)
        try list.tick(time: 5)
        #expect(Self.screen(list) == ["  (more)", "row 4", "row 5", "row 6 +", "  (more)", "row 7"])

        // Two rows arrive at the top, row 1 goes, row 5 is edited: the screen stays put but for row 5.
        let old = data.rows
        var new = Self.rows([1_000, 1_001]) + old.filter { $0.id != "r1" }
        new[new.firstIndex { $0.id == "r5" }!].text = "row 5, edited"
        data.rows = new
        try list.performBatchUpdates(IdentityDifference(from: old, to: new), time: 5)
        #expect(Self.screen(list) == ["  (more)", "row 4", "row 5, edited", "row 6 +", "  (more)", "row 7"])
    }

    @Test func aListComesBackToItsPlaceAfterARestartWithChangedRows() throws {
        let data = Rows(Self.rows(0..<100))
        var list = try Self.list(data)
        _ = try list.scroll(byLines: 40, time: 0)
        try list.tick(time: 5)
        let screen = Self.screen(list)
        let saved = try list.scrollPosition(identifiers: ItemIdentifiers(identifying: data.rows), listIdentifier: "log")
        let json = try JSONEncoder().encode(saved)

        // Restart: rows 0–9 are gone, and the rows on screen are found by identity.
        let later = Rows(Array(data.rows.dropFirst(10)))
        var restarted = try Self.list(later)
        #expect(Self.screen(restarted) != screen)
        try restarted.restoreScrollPosition(
            JSONDecoder().decode(ScrollPositionSnapshot<String>.self, from: json), identifiers: ItemIdentifiers(identifying: later.rows),
            listIdentifier: "log", time: 0)
        #expect(Self.screen(restarted) == screen)
        #expect(throws: LazyScrollError.incompatibleScrollPosition(.otherList(saved: "log", restoring: nil))) {
            try restarted.restoreScrollPosition(saved, identifiers: ItemIdentifiers(identifying: later.rows), time: 0)
        }
    }
}
