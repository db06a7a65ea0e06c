import PropertyBased
import Testing
@testable import LazyScroll

@Suite("Index ranges")
struct IndexRangesTests {
    @Test("set operations agree with Set<Int>")
    func agreesWithSet() async {
        let indices = Gen.int(in: 0...40).array(of: 0...25)
        await propertyCheck(count: 300, input: indices, indices) { a, b in
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
    func rangeDifference() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...30), Gen.int(in: 0...30), Gen.int(in: 0...30), Gen.int(in: 0...30)) { a, b, c, d in
            let first = min(a, b)..<max(a, b)
            let second = min(c, d)..<max(c, d)
            #expect(IndexRanges.difference(first, second) == IndexRanges(first).subtracting(IndexRanges(second)))
        }
    }
}
