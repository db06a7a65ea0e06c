import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// A row of `.groups(count:)` whose items measure themselves rests on groups of their measured widths,
/// as a compositional layout's `.groupPaging` section of estimated items does
/// (https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior/grouppaging):
/// the finger lifts, the row stops there (the stand-in's drag honours the target the delegate sets, as
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` documents) and glides on the list's
/// clock, frame by frame, to a group's first item, aiming again as the items it passes are measured.
@MainActor
@Suite struct AcrossMeasuredGroupsTests {
    let clock = TestClock()
    /// Cards estimated 100 wide, 10 apart, in rows 80 tall, resting on groups of three.
    static let groups = AcrossSectionLayout(estimatedItemWidth: 100, rowHeight: 80, itemSpacing: 10, behavior: .groups(count: 3))

    /// Three sections of 60 cards that measure 150 wide.
    func makeFeed(rightToLeft: Bool) -> RecyclingListView {
        let source = SectionSource(count: 3, items: 60)
        source.allAcross = Self.groups
        source.itemWidth = { _ in 150 }
        return makeSectionedList(source: source, clock: clock) { list in
            if rightToLeft { list.semanticContentAttribute = .forceRightToLeft }
        }
    }

    @Test(arguments: [false, true])
    func aFlickRestsOnAGroupOfMeasuredWidthsWithoutAJump(rightToLeft: Bool) throws {
        let list = makeFeed(rightToLeft: rightToLeft)
        let index = try #require(list.row(for: .row(section: 0)))
        let row = try #require(list.acrossRowView(ofSection: 0))
        func leading() -> CGFloat { list.acrossRows.scrollers[index]?.offset ?? .nan }
        /// The row's content offset for the scroller's offset: mirrored over the content right to left.
        func expectedContentOffset() -> CGFloat {
            rightToLeft ? max(row.contentSize.width, 320) - 320 - leading() : leading()
        }
        let sign: CGFloat = rightToLeft ? -1 : 1
        // A flick 300 points along the row, heading some 2,000 points further: past the cards measured
        // so far (those near the screen), over cards still estimated 100 wide.
        let released = row.standInDrag(by: CGPoint(x: sign * 300, y: 0), velocity: CGPoint(x: sign * 4, y: 0))
        // The row stopped where the finger lifted; it glides on the list's clock.
        #expect(leading() == 300)
        #expect(released.x == row.contentOffset.x)
        let glides = list.acrossRows.isAnimating
        #expect(glides)
        let firstAim = try #require(row.settlingOffset)
        var offsets: [CGFloat] = []
        clock.runFrames(while: { list.acrossRows.isAnimating }, tick: {
            list.tick()
            offsets.append(leading())
            #expect(row.contentOffset.x == expectedContentOffset())
        })
        #expect(offsets.count > 5)
        // Onwards only, never back: a new aim turns the glide from where it is.
        #expect(offsets == offsets.sorted())
        // It rests with a group's first card at the leading edge, every card before it 150 wide.
        let rest = leading()
        let first = Int((rest / 160).rounded())
        #expect(rest == CGFloat(first) * 160)
        #expect(first % 3 == 0 && first > 6)
        // The first aim counted the cards ahead in estimated widths; the glide aimed again further as
        // they measured 150.
        #expect(firstAim < rest)
        let card = try #require(list.view(forItemAt: ItemPath(section: 0, item: first)))
        #expect(card.frame.width == 150)
        if rightToLeft {
            #expect(card.frame.maxX - row.contentOffset.x == 320)
        } else {
            #expect(card.frame.minX - row.contentOffset.x == 0)
        }
        // At rest, nothing moves: more frames and layouts leave the row where it is.
        let contentOffset = row.contentOffset.x
        for _ in 0..<10 {
            clock.now += 1.0 / 60
            list.tick()
            list.layoutIfNeeded()
        }
        #expect(row.contentOffset.x == contentOffset)
        #expect(leading() == rest)
        // A finger on the row while it glides takes it from there: the glide stops.
        _ = row.standInDrag(by: CGPoint(x: sign * 100, y: 0), velocity: CGPoint(x: sign * 1, y: 0))
        let glidesAgain = list.acrossRows.isAnimating
        #expect(glidesAgain)
        clock.now += 1.0 / 60
        list.tick()
        row.contentOffset.x += sign * 5
        let stillGlides = list.acrossRows.isAnimating
        #expect(!stillGlides)
        #expect(row.settlingItem == nil)
    }
}
