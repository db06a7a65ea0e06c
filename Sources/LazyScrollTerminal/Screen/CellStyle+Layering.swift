extension CellStyle {
    /// This style drawn over `base`: its colours where it sets them, `base`'s where it leaves the
    /// terminal's default, and the attributes of both. A span in a bold red row that asks only for
    /// underline is bold, red and underlined.
    public func layered(over base: CellStyle) -> CellStyle {
        CellStyle(
            foreground: foreground == .default ? base.foreground : foreground,
            background: background == .default ? base.background : background,
            attributes: attributes.union(base.attributes))
    }

    /// Whether this style shows `other`: it has `other`'s colours where `other` sets them, and all of
    /// `other`'s attributes. A style layered over any base includes itself.
    public func includes(_ other: CellStyle) -> Bool {
        (other.foreground == .default || other.foreground == foreground)
            && (other.background == .default || other.background == background)
            && attributes.isSuperset(of: other.attributes)
    }
}
