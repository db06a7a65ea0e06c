import LazyScroll

/// The page control line: "• ○ ○" when every dot fits, otherwise the indicator's compact window of dots
/// around the current page with ellipses and the page number, so a thousand pages still fit in one line.
public enum PageDots {
    /// The dots of `indicator`, at most `width` columns wide.
    public static func line(for indicator: PageIndicator, width: Int) -> String {
        guard indicator.pageCount > 0, width > 0 else { return "" }
        // Every dot and a space between neighbours.
        if 2 * indicator.pageCount - 1 <= width { return indicator.dots(maximumCount: indicator.pageCount) }
        let label = "  \(indicator.currentPage + 1)/\(indicator.pageCount)"
        // Each dot takes two columns; keep room for "… " on both sides and the label.
        let dots = max(1, min(15, (width - label.count - 4) / 2))
        return String((indicator.dots(maximumCount: dots) + label).prefix(width))
    }
}
