/// The step positions of grids and lanes are counted in: 1/65,536 point.
///
/// A row or a section starts at the sum of everything before it, and a tree reaches that sum along
/// different paths: a search adds up its nodes' summaries, a walk adds item by item, a run multiplies.
/// Floating-point sums depend on their order, so a row could start a rounding error apart depending on
/// who asked. Adding extents rounded to this step instead makes every such sum exact (up to 2^37 points
/// of content), so every path gives the same start, bit for bit. The extents themselves (a frame's
/// length) are kept exactly as given; only the positions they add up to are rounded up, by less than a
/// step per row or section, so that no frame reaches into the next row or section.
enum PositionQuantum {
    /// Steps per point.
    static let stepsPerPoint = 65_536.0

    /// `extent` rounded up to a whole step (extents beyond 2^52 points are whole numbers already).
    @inline(__always)
    static func quantized(_ extent: Double) -> Double {
        // Below 2^35 points, adding and taking away 1.5 × 2^36 rounds to the nearest step in two
        // additions (the sum has no bits below a step); `rounded(.up)` is a library call on the
        // baseline x86-64 this is compiled for, and rows add this up once each.
        if extent < 0x1p35 {
            let nearest = (extent + 0x1.8p36) - 0x1.8p36
            return nearest < extent ? nearest + 1 / stepsPerPoint : nearest
        }
        return extent < 0x1p52 ? (extent * stepsPerPoint).rounded(.up) / stepsPerPoint : extent
    }
}
