/// Text for a line of limited width: the first of several wordings (longest first) that fits, or else the
/// last one cut short with an ellipsis, so that a narrow screen shows that something was left out
/// rather than dropping it silently. One character is one cell.
enum FittedText {
    /// The first of `wordings` at most `width` characters long, or the last one cut to `width` with
    /// `…` as its last character; empty for a width of zero or less.
    static func fitting(_ width: Int, _ wordings: [String]) -> String {
        guard width > 0 else { return "" }
        if let fitting = wordings.first(where: { $0.count <= width }) { return fitting }
        return ellipsized(wordings.last ?? "", to: width)
    }

    /// `text` cut to `width` characters, its last one `…`, when it is longer.
    static func ellipsized(_ text: String, to width: Int) -> String {
        guard text.count > width else { return text }
        guard width > 0 else { return "" }
        return String(text.prefix(width - 1)) + "…"
    }
}
