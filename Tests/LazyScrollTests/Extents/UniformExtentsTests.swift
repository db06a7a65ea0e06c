import Foundation
import Testing
@testable import LazyScroll
import PropertySeeds

@Suite("Uniform extents")
struct UniformExtentsTests {
    @Test("queries match a reference with the same extent everywhere")
    func matchesReference() async {
        await seededPropertyCheck("uniform-extents.matches-reference", count: 200) { seed in
            var rng = SplitMix64(seed: seed)
            let count = Int.random(in: 0...400, using: &rng)
            let extent = rng.chance(0.1) ? 0 : rng.quarter(in: 0...50)
            let spacing = rng.chance(0.5) ? 0 : rng.quarter(in: 0...8)
            let model = try! UniformExtents(count: count, itemExtent: CGFloat(extent), spacing: CGFloat(spacing))
            let reference = ReferenceLayout(values: Array(repeating: extent, count: count), estimate: 1, spacing: spacing)
            let starts = reference.relativeStarts
            #expect(Double(model.totalExtent) == reference.itemsExtent)
            for index in 0..<count {
                #expect(Double(try! model.offset(of: index)) == starts[index])
            }
            for _ in 0..<50 {
                var x = rng.quarter(in: -5...(reference.itemsExtent + 5))
                if count > 0 && rng.chance(0.4) { x = starts[Int.random(in: 0..<count, using: &rng)] }
                for inclusive in [true, false] {
                    let expected = (0..<count).last { inclusive ? starts[$0] <= x : starts[$0] < x }
                    #expect(model.lastItem(startingBefore: CGFloat(x), inclusive: inclusive)?.index == expected)
                }
                let upper = x + rng.quarter(in: 0...100)
                #expect(model.indices(intersecting: CGFloat(x), CGFloat(upper)) == reference.intersecting(x, upper, starts: starts))
            }
        }
    }

    @Test("ten million items need no per-item memory and answer at the far end")
    func tenMillion() throws {
        let model = try UniformExtents(count: 10_000_000, itemExtent: 44, spacing: 1)
        #expect(MemoryLayout<UniformExtents>.size <= 24)
        #expect(try model.offset(of: 9_999_999) == 9_999_999 * 45)
        #expect(model.lastItem(startingBefore: 9_999_999 * 45, inclusive: true)?.index == 9_999_999)
        #expect(model.lastItem(startingBefore: 9_999_999 * 45, inclusive: false)?.index == 9_999_998)
    }
}
