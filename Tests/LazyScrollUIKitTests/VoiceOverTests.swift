import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Issue 21, item 2: VoiceOver reaches what is inside rows and pages (the views leave their
/// accessibility alone), hears the position through the container (`.pageScrolled` with the scroll
/// status, localized, or the app's `accessibilityScrollStatus(for:)`), and auto-advance waits while
/// VoiceOver runs or Reduce Motion is on.
@MainActor
@Suite(.serialized) struct VoiceOverTests {
    let clock = TestClock()

    /// A row or page as apps make them: a text and a button, each VoiceOver's element (as a `UILabel`
    /// and a `UIButton` are by default), inside a view that is not one.
    final class CardView: SizedRowView {
        let text = UIView(frame: CGRect(x: 8, y: 4, width: 200, height: 20))
        let button = UIView(frame: CGRect(x: 220, y: 4, width: 80, height: 20))
        required init(frame: CGRect) {
            super.init(frame: frame)
            for (view, label) in [(text, ""), (button, "Continue")] {
                view.isAccessibilityElement = true
                view.accessibilityLabel = label
                addSubview(view)
            }
        }
        required init?(coder: NSCoder) { nil }
        func show(_ index: Int) {
            row = index
            text.accessibilityLabel = "Card \(index)"
        }
    }

    final class CardSource: RecyclingListViewDataSource, PagingScrollViewDataSource {
        func numberOfRows(in listView: RecyclingListView) -> Int { 100 }
        func listView(_ listView: RecyclingListView, viewForRowAt index: Int) -> UIView {
            let view = listView.dequeueReusableView(withIdentifier: "row", for: index)
            (view as? CardView)?.show(index)
            return view
        }
        func numberOfPages(in pagingScrollView: PagingScrollView) -> Int { 8 }
        func pagingScrollView(_ pagingScrollView: PagingScrollView, viewForPageAt index: Int) -> UIView {
            let view = pagingScrollView.dequeueReusablePage(withIdentifier: "card", for: index)
            (view as? CardView)?.show(index)
            return view
        }
    }

    /// An app that says its own scroll status.
    final class StatusDelegate: NSObject, UIScrollViewAccessibilityDelegate {
        func accessibilityScrollStatus(for scrollView: UIScrollView) -> String? {
            "Photos from \(Int(scrollView.contentOffset.y))"
        }
    }

    func cardList(_ source: CardSource) -> RecyclingListView {
        makeList(showing: source, clock: clock, rowClass: CardView.self)
    }

    func settle(_ view: PagingScrollView) {
        clock.runFrames(while: { view.driver?.controller.isAnimating ?? false }, tick: { view.tick() })
    }

    @Test func voiceOverReachesTheTextAndButtonsOfEveryRowInRowOrder() {
        let source = CardSource()
        let list = cardList(source)
        // Scrolled down and back: rows loaded later were added later, but are read in row order.
        list.contentOffset.y = 2_000
        list.contentOffset.y = 0
        let labels = list.standInVoiceOverLabels
        #expect(Array(labels.prefix(6)) == ["Card 0", "Continue", "Card 1", "Continue", "Card 2", "Continue"])
        #expect(list.loadedRowViews.allSatisfy { !$0.isAccessibilityElement && $0.accessibilityLabel == nil })
        // The rows past the screen's edge are there for VoiceOver's next swipe.
        let lastOnScreen = Int(480 / 44)
        #expect(labels.contains("Card \(lastOnScreen + 1)"))
    }

    @Test func aPagesContinueButtonIsReachable() {
        let source = CardSource()
        let (pager, _) = makePager(count: 0, clock: clock) { $0.register(CardView.self, forReuseIdentifier: "card") }
        pager.dataSource = source
        pager.layoutIfNeeded()
        #expect(pager.standInVoiceOverLabels.prefix(4) == ["Card 0", "Continue", "Card 1", "Continue"])
        #expect(pager.view(forPage: 0)?.isAccessibilityElement == false)
    }

    @Test func aPagerSaysThePageOnceItRestsThereAndTheAppMaySayItsOwn() {
        UIAccessibility.standInPosted = []
        let (pager, _) = makePager(count: 8, clock: clock)
        pager.scrollToPage(3, animated: true)
        #expect(UIAccessibility.standInPosted.isEmpty)
        settle(pager)
        #expect(UIAccessibility.standInPosted.map(\.notification) == [.pageScrolled])
        #expect(UIAccessibility.standInPosted.last?.argument as? String == "Page 4 of 8")
        let app = StatusDelegate()
        pager.delegate = app
        pager.standInDrag(by: CGPoint(x: 100, y: 0), velocity: CGPoint(x: 2, y: 0))
        #expect(pager.currentPage == 4)
        #expect(UIAccessibility.standInPosted.last?.argument as? String == "Photos from 0")
        #expect(UIAccessibility.standInPosted.count == 2)
    }

    @Test func theSpokenStringsAreLocalized() throws {
        #expect(SpokenText.pagePosition(1, of: 8) == "Page 2 of 8")
        #expect(SpokenText.pagePosition(1, of: 8, localization: "de") == "Seite 2 von 8")
        #expect(SpokenText.shown(10..<22, of: 100, items: false, localization: "fr") == "Lignes 11 à 22 sur 100")
        #expect(SpokenText.shown(10..<22, of: 100, items: true, localization: "es") == "Elementos 11 a 22 de 100")
        // Every table has the English keys, each with the same numbered arguments.
        func table(_ language: String) throws -> [String: String] {
            let path = try #require(SpokenText.resources.path(forResource: "LazyScroll", ofType: "strings", inDirectory: nil, forLocalization: language))
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
        }
        func arguments(_ format: String) -> [String] {
            let pattern = try! NSRegularExpression(pattern: "%[0-9]+\\$ld")
            return pattern.matches(in: format, range: NSRange(format.startIndex..., in: format))
                .map { String(format[Range($0.range, in: format)!]) }.sorted()
        }
        let english = try table("en")
        #expect(english.count == 3)
        for language in ["de", "es", "fr", "ja", "ar"] {
            let translated = try table(language)
            #expect(Set(translated.keys) == Set(english.keys), "\(language)")
            for (key, format) in english { #expect(arguments(translated[key] ?? "") == arguments(format), "\(language) \(key)") }
        }
    }

    @Test func autoAdvanceWaitsWhileVoiceOverRunsAndAWholeIntervalAfter() {
        defer { UIAccessibility.standInSetVoiceOverRunning(false) }
        let (pager, _) = makePager(count: 5, clock: clock) { $0.autoAdvanceInterval = 2 }
        clock.now = 1.5
        pager.tick()
        UIAccessibility.standInSetVoiceOverRunning(true)
        // 15 seconds: without the wait, 7 turns (page 2 of 5).
        for _ in 0..<15 {
            clock.now += 1
            pager.tick()
            settle(pager)
        }
        #expect(pager.currentPage == 0)
        // VoiceOver's own page turn still turns the page.
        #expect(pager.accessibilityScroll(.left))
        settle(pager)
        #expect(pager.currentPage == 1)
        clock.now += 30
        pager.tick()
        #expect(pager.currentPage == 1)
        UIAccessibility.standInSetVoiceOverRunning(false)
        clock.now += 1.98
        pager.tick()
        settle(pager)
        #expect(pager.currentPage == 1)
        clock.now += 0.04
        pager.tick()
        settle(pager)
        #expect(pager.currentPage == 2)
    }

    @Test func autoAdvanceWaitsUnderReduceMotion() {
        defer { UIAccessibility.standInSetReduceMotionEnabled(false) }
        UIAccessibility.standInSetReduceMotionEnabled(true)
        // Already on when the pager starts.
        let (pager, _) = makePager(count: 5, clock: clock) { $0.autoAdvanceInterval = 1 }
        clock.now = 10
        pager.tick()
        settle(pager)
        #expect(pager.currentPage == 0)
        UIAccessibility.standInSetReduceMotionEnabled(false)
        clock.now += 1
        pager.tick()
        settle(pager)
        #expect(pager.currentPage == 1)
    }
}
