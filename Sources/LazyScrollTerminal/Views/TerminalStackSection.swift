import LazyScroll

/// One child of a ``TerminalStack``.
public enum TerminalStackSection {
    /// Fixed lines of text, as tall as there are lines (a header or a footer).
    case text([String], style: CellStyle = .plain)
    /// A list whose row heights come from the size model; `configure(&block, row)` fills a recycled
    /// block for a row, whose ``TextBlock/width`` is the stack's then (a resize configures the loaded
    /// rows again at the new width).
    case list(ExtentModel, configure: (inout TextBlock, Int) -> Void)
    /// A horizontal pager in a row `height` lines tall (dots included), scrolled sideways on its own.
    case pager(TerminalPager, height: Int)
}
