import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll
import Testing

/// Any input restarts auto-advance's interval (issue 20, item 11): a carousel turned by the wheel just
/// before its automatic turn was due turned again the moment it came to rest, so six notches in six
/// seconds moved it eight cards.
@Suite struct AutoAdvanceInputTests {
    func carousel() throws -> ScrollController {
        try ScrollController(content: .pages(count: 7), viewportSize: CGSize(width: 100, height: 20),
                             configuration: .pager(looping: LoopingSettings(), autoAdvance: AutoAdvanceSettings(interval: 3)))
    }

    /// The page `pager` rests on.
    func page(_ pager: ScrollController) -> Int { pager.pageIndicator.currentPage }

    @Test func aWheelNotchJustBeforeTheTurnWasDueRestartsTheInterval() throws {
        var pager = try carousel()
        _ = pager.tick(time: 0)
        _ = pager.tick(time: 2.9)
        _ = try pager.wheel(delta: 1, time: 2.9)
        _ = pager.tick(time: 4)
        #expect(page(pager) == 1 && !pager.isAnimating)
        // Rested at about 3.4 s: the next turn is a whole interval later, not at once.
        _ = pager.tick(time: 6)
        #expect(page(pager) == 1)
        _ = pager.tick(time: 7)
        _ = pager.tick(time: 8)
        #expect(page(pager) == 2)
    }

    @Test func aKeyTurnAndAScrollRestartTheIntervalToo() throws {
        for input in ["turn", "scroll"] {
            var pager = try carousel()
            _ = pager.tick(time: 0)
            _ = pager.tick(time: 2.9)
            if input == "turn" {
                _ = try pager.turnPage(by: 1, animated: true, time: 2.9)
            } else {
                _ = try pager.scroll(toPage: 1, animated: false, time: 2.9)
            }
            _ = pager.tick(time: 4)
            _ = pager.tick(time: 5.5)
            #expect(page(pager) == 1, "\(input)")
        }
    }

    /// Six notches a second apart move a carousel six cards: the automatic turn (every 3 s) never
    /// comes while the user keeps turning it.
    @Test func sixNotchesInSixSecondsMoveSixCards() throws {
        var pager = try carousel()
        _ = pager.tick(time: 0)
        for second in 1...6 {
            _ = try pager.wheel(delta: 1, time: Double(second))
            for tick in 1...60 { _ = pager.tick(time: Double(second) + Double(tick) / 60) }
        }
        #expect(page(pager) == 6)
    }
}
