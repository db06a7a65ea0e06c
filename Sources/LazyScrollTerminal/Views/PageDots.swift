/// The page control line: "• ○ ○" when every dot fits, otherwise a window of dots around the current
/// page with ellipses and the page number, so a thousand pages still fit in one line.
public enum PageDots {
    /// The dots for `pageCount` pages with `currentPage` filled, at most `width` columns wide.
    public static func line(pageCount: Int, currentPage: Int, width: Int) -> String {
        guard pageCount > 0, width > 0 else { return "" }
        let full = (0..<pageCount).map { $0 == currentPage ? "•" : "○" }.joined(separator: " ")
        if full.count <= width { return full }
        let label = "  \(currentPage + 1)/\(pageCount)"
        // Each dot takes two columns; keep room for "… " on both sides and the label.
        let dots = max(1, min(15, (width - label.count - 4) / 2))
        let first = min(max(0, currentPage - dots / 2), max(0, pageCount - dots))
        let last = min(pageCount, first + dots)
        var parts: [String] = []
        if first > 0 { parts.append("…") }
        parts += (first..<last).map { $0 == currentPage ? "•" : "○" }
        if last < pageCount { parts.append("…") }
        let text = parts.joined(separator: " ") + label
        return String(text.prefix(width))
    }
}
