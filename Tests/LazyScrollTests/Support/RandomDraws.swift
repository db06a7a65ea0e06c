import Foundation
@testable import LazyScroll
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// On every generator, not just SplitMix64, so the fuzz targets can drive the same scenarios with a
// generator that replays the fuzzer's bytes.
extension RandomNumberGenerator {
    /// A multiple of 1/4 in `range`: exactly representable, so sums never round and the engine's
    /// tree-ordered sums equal the reference model's left-to-right sums bit for bit.
    mutating func quarter(in range: ClosedRange<Double>) -> Double {
        Double(Int.random(in: Int(range.lowerBound * 4)...Int(range.upperBound * 4), using: &self)) / 4
    }

    mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }
}

extension RandomNumberGenerator {
    /// `viewport` at its offset with a random size: no length one time in ten, else up to `extent`; up to
    /// `crossExtent` across; and half the time bars over either edge, each up to `inset`.
    ///
    /// The property scenarios of lists, sections and stacks resize through this one draw, in this order,
    /// so their committed seeds and the fuzz corpora replay the operations they always did.
    mutating func resized(_ viewport: Viewport, extent: Double, crossExtent: Double, inset: Double) -> Viewport {
        var resized = viewport
        resized.extent = chance(0.1) ? 0 : CGFloat(quarter(in: 1...extent))
        resized.crossExtent = CGFloat(quarter(in: 0...crossExtent))
        resized.obscuredInsets = chance(0.5) ? .zero
            : ObscuredInsets(leading: CGFloat(quarter(in: 0...inset)), trailing: CGFloat(quarter(in: 0...inset)))
        return resized
    }
}
