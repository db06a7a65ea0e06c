import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// What VoiceOver hears of rows scrolling across. Their items are cells of the list as a collection
/// view's orthogonal section's are, so the list's "Rows 11 to 22 of 100" counts each of them; the row
/// is a scroll view of its own, whose three-finger swipe scrolls it and whose status names its items in
/// view (https://developer.apple.com/documentation/uikit/uiscrollviewaccessibilitydelegate/accessibilityscrollstatus(for:),
/// posted with https://developer.apple.com/documentation/uikit/uiaccessibility/notification/pagescrolled).
@MainActor
@Suite struct AcrossVoiceOverTests {
    let clock = TestClock()
    /// Cards 100 wide, 10 apart, in rows 80 tall.
    static let cards = AcrossSectionLayout(itemWidth: 100, rowHeight: 80, itemSpacing: 10)

    /// 20 sections of a 30-point header over a row of 10 cards: each section 110 points tall.
    func makeFeed(rightToLeft: Bool = false) -> RecyclingListView {
        let source = SectionSource(count: 20, items: 10)
        source.allAcross = Self.cards
        return makeSectionedList(source: source, clock: clock) { list in
            if rightToLeft { list.semanticContentAttribute = .forceRightToLeft }
        }
    }

    /// The last string posted for `.pageScrolled`.
    var lastAnnouncement: String? {
        UIAccessibility.standInPosted.last { $0.notification == .pageScrolled }?.argument as? String
    }

    @Test func theListCountsTheItemsOfRowsAndTheItemsInViewAlongTheRowsAtItsEnds() throws {
        UIAccessibility.standInPosted = []
        let list = makeFeed()
        // A header and ten items per section: 220 elements (a flat row per row would make 40).
        #expect(list.numberOfRows == 40)
        // Section 4's row (470 to 550) is at the top after a screen, scrolled across to card 5.
        list.contentOffset.y = 400
        list.layoutIfNeeded()
        try #require(list.acrossRowView(ofSection: 4)).contentOffset.x = 550
        list.contentOffset.y = 0
        list.layoutIfNeeded()
        #expect(list.accessibilityScroll(.up))
        clock.runFrames(while: { list.driver?.controller.isAnimating ?? false }, tick: { list.tick() })
        #expect(list.contentOffset.y == 480)
        // From 480 to 960: section 4's row, cards 5 to 7 in view (section 4's cards are the elements
        // after its header, the 44th: card 5 is the 51st), down to section 8's row (from 910), cards 0
        // to 2 (the 90th to 92nd).
        #expect(lastAnnouncement == "Rows 51 to 92 of 220")
        // Back at the top: from section 0's header to section 4's row (from 470), still at card 5 to 7.
        #expect(list.accessibilityScroll(.down))
        clock.runFrames(while: { list.driver?.controller.isAnimating ?? false }, tick: { list.tick() })
        #expect(lastAnnouncement == "Rows 1 to 53 of 220")
    }

    @Test func aRowsOwnSwipeScrollsItByItsWidthAndNamesItsItemsInView() throws {
        UIAccessibility.standInPosted = []
        let list = makeFeed()
        let row = try #require(list.acrossRowView(ofSection: 0))
        let status = try #require(row.delegate as? any UIScrollViewAccessibilityDelegate)
        #expect(status.accessibilityScrollStatus(for: row) == "Items 1 to 3 of 10")
        // At the row's start, a swipe back does nothing.
        #expect(!row.accessibilityScroll(.right))
        #expect(UIAccessibility.standInPosted.isEmpty)
        // Swiping left shows the next 320 points: cards 3 to 5 (330 to 650).
        #expect(row.accessibilityScroll(.left))
        #expect(row.contentOffset.x == 320)
        #expect(lastAnnouncement == "Items 4 to 6 of 10")
        #expect(status.accessibilityScrollStatus(for: row) == "Items 4 to 6 of 10")
        #expect(row.accessibilityScroll(.next))
        #expect(row.accessibilityScroll(.next))
        // The end: 10 cards are 1,090 points; the row rests at 770.
        #expect(row.contentOffset.x == 770)
        #expect(lastAnnouncement == "Items 8 to 10 of 10")
        #expect(!row.accessibilityScroll(.left))
        #expect(row.accessibilityScroll(.previous))
        #expect(row.contentOffset.x == 450)
        #expect(!row.accessibilityScroll(.up))
    }

    /// VoiceOver reads a container's elements by their places on screen, left to right, unless it lists
    /// them (https://developer.apple.com/documentation/uikit/uiaccessibilitycontainer): a row lists its
    /// items in item order, so a right-to-left row reads from its first item, at the right.
    @Test func aRowReadsItsItemsFromItsFirstInEitherDirection() throws {
        for rightToLeft in [false, true] {
            let list = makeFeed(rightToLeft: rightToLeft)
            let row = try #require(list.acrossRowView(ofSection: 0))
            for case let card as SizedRowView in row.itemViews.values {
                card.isAccessibilityElement = true
                card.accessibilityLabel = "Card \(card.row)"
            }
            let count = row.itemViews.count
            #expect(count >= 3)
            #expect(row.standInVoiceOverLabels == (0..<count).map { "Card \($0)" })
        }
    }

    @Test func rightToLeftASwipeRightShowsTheNextItems() throws {
        UIAccessibility.standInPosted = []
        let list = makeFeed(rightToLeft: true)
        let row = try #require(list.acrossRowView(ofSection: 0))
        #expect(row.contentOffset.x == 770)
        #expect(!row.accessibilityScroll(.left))
        #expect(row.accessibilityScroll(.right))
        #expect(row.contentOffset.x == 450)
        #expect(lastAnnouncement == "Items 4 to 6 of 10")
    }
}
