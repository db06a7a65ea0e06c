import Testing
@testable import LazyScroll
import PropertySeeds

@Suite("Index ranges")
struct IndexRangesTests {
    @Test("set operations agree with Set<Int>")
    func agreesWithSet() async {
        await seededPropertyCheck("index-ranges.set-operations", count: 300) { seed in
            var random = SplitMix64(seed: seed)
            let a = (0..<Int.random(in: 0...25, using: &random)).map { _ in Int.random(in: 0...40, using: &random) }
            let b = (0..<Int.random(in: 0...25, using: &random)).map { _ in Int.random(in: 0...40, using: &random) }
            let x = IndexRanges(a)
            let y = IndexRanges(b)
            #expect(Array(x) == Set(a).sorted())
            #expect(x.count == Set(a).count)
            #expect(Array(x.union(y)) == Set(a).union(b).sorted())
            #expect(Array(x.subtracting(y)) == Set(a).subtracting(b).sorted())
            #expect(Array(x.intersection(y)) == Set(a).intersection(b).sorted())
            for probe in -1...41 { #expect(x.contains(probe) == Set(a).contains(probe)) }
            // Canonical storage: equal sets are equal values, and no two stored ranges touch.
            #expect(IndexRanges(Set(a)) == x)
            for k in 1..<max(1, x.rangeCount) { #expect(x.range(at: k - 1).upperBound < x.range(at: k).lowerBound) }
        }
    }

    @Test("the difference of two ranges matches the general subtraction")
    func rangeDifference() {
        // Every pair of ranges with bounds in 0 ... 12: each way two ranges can overlap, touch or miss.
        let ranges = (0...12).flatMap { lower in (lower...12).map { lower..<$0 } }
        for first in ranges {
            for second in ranges {
                #expect(IndexRanges.difference(first, second) == IndexRanges(first).subtracting(IndexRanges(second)))
            }
        }
    }
}
