import Foundation
import LazyScroll
import Testing

/// The pinning rule front ends read (`SectionPinning.headerStart` and `footerStart`, which the engine's own
/// placements follow) against a brute-force model: every small case, each answer found by scanning the
/// places the element may take for the one the rule describes in words.
@Suite struct SectionPinningRuleTests {
    /// A header sits at its own place unless that is above the pin line; then as far down towards the
    /// pin line as it goes without leaving its section (its end past the section's end), never above its
    /// own place: the lowest such place, found by scanning down from the pin line.
    static func modelHeaderStart(natural: Int, extent: Int, sectionEnd: Int, pinLine: Int) -> Int {
        guard natural < pinLine else { return natural }
        var place = pinLine
        while place > natural && place + extent > sectionEnd { place -= 1 }
        return place
    }

    /// A footer sits at its own place unless that runs past the pin line; then as far up towards the pin
    /// line as it goes without going above its section's header's end, never below its own place: the
    /// highest such place, found by scanning up from the pin line.
    static func modelFooterStart(natural: Int, extent: Int, sectionStart: Int, headerExtent: Int, pinLine: Int) -> Int {
        guard natural + extent > pinLine else { return natural }
        var place = pinLine - extent
        while place < natural && place < sectionStart + headerExtent { place += 1 }
        return place
    }

    @Test func headersPinAsTheModelSays() {
        for natural in -3...6 {
            for extent in 0...3 {
                for sectionEnd in (natural + extent)...(natural + extent + 6) {
                    for pinLine in -4...12 {
                        let expected = Self.modelHeaderStart(natural: natural, extent: extent, sectionEnd: sectionEnd, pinLine: pinLine)
                        let found = SectionPinning.headers.headerStart(
                            natural: CGFloat(natural), extent: CGFloat(extent), sectionEnd: CGFloat(sectionEnd), pinLine: CGFloat(pinLine))
                        #expect(found == CGFloat(expected), "natural \(natural), extent \(extent), end \(sectionEnd), pin line \(pinLine)")
                        #expect(SectionPinning.none.headerStart(natural: Double(natural), extent: 1, sectionEnd: 0, pinLine: Double(pinLine)) == Double(natural))
                    }
                }
            }
        }
    }

    @Test func footersPinAsTheModelSays() {
        for natural in -3...6 {
            for extent in 0...3 {
                for headerExtent in 0...3 {
                    for sectionStart in (natural - headerExtent - 6)...(natural - headerExtent) {
                        for pinLine in -4...12 {
                            let expected = Self.modelFooterStart(
                                natural: natural, extent: extent, sectionStart: sectionStart, headerExtent: headerExtent, pinLine: pinLine)
                            let found = SectionPinning.headersAndFooters.footerStart(
                                natural: CGFloat(natural), extent: CGFloat(extent), sectionStart: CGFloat(sectionStart),
                                headerExtent: CGFloat(headerExtent), pinLine: CGFloat(pinLine))
                            #expect(found == CGFloat(expected), "natural \(natural), start \(sectionStart), pin line \(pinLine)")
                            #expect(SectionPinning.headers.footerStart(
                                natural: Double(natural), extent: 1, sectionStart: 0, headerExtent: 0, pinLine: Double(pinLine)) == Double(natural))
                        }
                    }
                }
            }
        }
    }

    /// The gap's ease-out: 0 when it sets off, 1 from its duration on (and at once for a duration of 0),
    /// 1 − (1 − t)³ between (0.875 halfway), never moving back.
    @Test func theGapEasesOut() {
        #expect(ReorderSettings.gapEasing(elapsed: 0, duration: 0.2) == 0)
        #expect(ReorderSettings.gapEasing(elapsed: -1, duration: 0.2) == 0)
        #expect(ReorderSettings.gapEasing(elapsed: 0.1, duration: 0.2) == 0.875)
        #expect(ReorderSettings.gapEasing(elapsed: 0.2, duration: 0.2) == 1)
        #expect(ReorderSettings.gapEasing(elapsed: 5, duration: 0.2) == 1)
        #expect(ReorderSettings.gapEasing(elapsed: 0, duration: 0) == 1)
        let steps = (0...24).map { ReorderSettings.gapEasing(elapsed: Double($0) / 100, duration: 0.2) }
        #expect(zip(steps, steps.dropFirst()).allSatisfy { $0 <= $1 })
    }
}
