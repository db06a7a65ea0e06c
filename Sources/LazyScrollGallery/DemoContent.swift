import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll
import LazyScrollTerminal

/// What the demos show: deterministic text for every page, card and row, so that replays and tests
/// see the same screens on every run.
enum DemoContent {
    // MARK: - Pages

    static let pageCount = 1_000

    /// Draws page `page` into a block of `size` cells. The picture is a piece of the Mandelbrot set
    /// computed with up to `cost` iterations per cell: a real, deterministic drawing cost standing in for
    /// a slow image decode, paid once per load (which is why only the current page ± 1 are loaded).
    static func drawPage(_ page: Int, into block: inout TextBlock, size: TerminalSize, cost: Int) {
        let width = max(0, size.columns)
        let height = max(0, size.rows)
        block.dataIndex = page
        block.style = CellStyle(foreground: page % 2 == 0 ? .cyan : .magenta)
        guard width >= 4, height >= 3 else {
            block.lines = ["\(page + 1)"]
            return
        }
        let title = " Page \(page + 1) of \(pageCount) "
        var lines: [String] = []
        let bar = String(repeating: "─", count: width - 2)
        lines.append("┌" + String((title + bar).prefix(width - 2)) + "┐")
        let shades = Array(" .:-=+*#%@")
        // Each page zooms a little further into the same spot, so neighbours look related.
        let zoom = 3.0 * pow(0.995, Double(page))
        let centre = (x: -0.7435669, y: 0.1314023)
        for row in 0..<(height - 2) {
            var line = "│"
            for column in 0..<(width - 2) {
                let x = centre.x + (Double(column) / Double(width - 2) - 0.5) * zoom
                let y = centre.y + (Double(row) / Double(max(1, height - 2)) - 0.5) * zoom * 0.6
                var (zx, zy) = (0.0, 0.0)
                var n = 0
                while n < cost && zx * zx + zy * zy < 4 {
                    (zx, zy) = (zx * zx - zy * zy + x, 2 * zx * zy + y)
                    n += 1
                }
                line.append(n >= cost ? "@" : shades[n % (shades.count - 1)])
            }
            lines.append(line + "│")
        }
        lines.append("└" + bar + "┘")
        block.lines = lines
    }

    // MARK: - Carousel

    static let cardCount = 7
    static let cardNames = ["Amber", "Basalt", "Coral", "Dune", "Ember", "Fjord", "Glacier"]
    static let cardColours: [TerminalColor] = [.yellow, .white, .red, .yellow, .red, .blue, .cyan]

    /// Draws card `card` (a big framed label) into a block of `size` cells.
    static func drawCard(_ card: Int, into block: inout TextBlock, size: TerminalSize) {
        let width = max(0, size.columns)
        let height = max(0, size.rows)
        block.dataIndex = card
        block.style = CellStyle(foreground: cardColours[card % cardColours.count], attributes: .bold)
        guard width >= 4, height >= 3 else {
            block.lines = [cardNames[card % cardNames.count]]
            return
        }
        let inner = width - 4
        func centred(_ text: String) -> String {
            let text = String(text.prefix(inner))
            let left = (inner - text.count) / 2
            return "║ " + String(repeating: " ", count: left) + text + String(repeating: " ", count: inner - left - text.count) + " ║"
        }
        var lines = ["╔" + String(repeating: "═", count: width - 2) + "╗"]
        let middle = (height - 2) / 2
        for row in 0..<(height - 2) {
            if row == middle - (height > 5 ? 1 : 0) {
                lines.append(centred("Card \(card + 1) of \(cardCount)"))
            } else if row == middle + (height > 5 ? 1 : 0) || (height <= 5 && row == middle + 1) {
                lines.append(centred(cardNames[card % cardNames.count]))
            } else {
                lines.append(centred(""))
            }
        }
        lines.append("╚" + String(repeating: "═", count: width - 2) + "╝")
        block.lines = lines
    }

    // MARK: - Lists

    static let listRowCount = 1_000_000

    /// Row `row`'s height in lines: mostly one, every third two, every tenth three.
    static func rowHeight(_ row: Int) -> Int {
        if row % 10 == 9 { return 3 }
        if row % 3 == 2 { return 2 }
        return 1
    }

    /// The size model of `count` rows of ``rowHeight(_:)`` lines.
    static func rowExtents(count: Int) -> ExtentModel {
        .measured(try! MeasuredExtents(count: count, estimatedExtent: 1) { CGFloat(rowHeight($0)) })
    }

    /// The million-row model, built once per process (building it walks every row).
    @MainActor static let millionRowExtents = rowExtents(count: listRowCount)

    /// Fills a block for row `row` of a list called `list`.
    static func drawRow(_ row: Int, into block: inout TextBlock, list: String = "Row") {
        block.dataIndex = row
        let height = rowHeight(row)
        block.style = CellStyle(foreground: row % 2 == 0 ? .default : .brightWhite)
        var lines = ["\(list) \(grouped(row))"
            + (height > 1 ? "  (\(height) lines)" : "")]
        for line in 1..<max(1, height) { lines.append("  └ detail \(line) of \(height - 1)") }
        block.lines = lines
    }

    /// `1234567` as "1,234,567".
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (k, digit) in digits.enumerated() {
            if k > 0 && (digits.count - k) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return number < 0 ? "-" + result : result
    }

    /// Fills a one-line block for row `row` of the stack's lists.
    static func drawStackRow(_ row: Int, into block: inout TextBlock, list: String) {
        block.dataIndex = row
        block.style = CellStyle(foreground: row % 2 == 0 ? .default : .brightWhite)
        block.lines = ["\(list) · row \(grouped(row))"]
    }
}
