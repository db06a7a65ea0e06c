import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Records what a pager's delegate hears about each page's layout.
@MainActor
final class ProgressRecorder: PagingScrollViewDelegate {
    var progress: [Int: CGFloat] = [:]
    func pagingScrollView(_ pagingScrollView: PagingScrollView, didChangePageTo page: Int) {}
    func pagingScrollView(_ pagingScrollView: PagingScrollView, didLayOut view: UIView, forPageAt index: Int, progress: CGFloat) {
        self.progress[index] = progress
    }
}

/// `PagingScrollView` with pages shorter than its bounds: 240-point cards, 10 apart, in a 320-point
/// pager (a stride of 250; centred, each card rests 40 points from the edges).
@MainActor
@Suite struct CarouselPagerTests {
    let clock = TestClock()

    func makeCarousel(count: Int = 20, configure: (PagingScrollView) -> Void = { _ in }) -> PagingScrollView {
        makePager(count: count, clock: clock) { pager in
            pager.pageLength = .points(240)
            pager.pageSpacing = 10
            configure(pager)
        }.0
    }

    @Test func aCentredCarouselStartsWithItsFirstCardCentredAndTheNextPeekingIn() {
        let pager = makeCarousel()
        #expect(pager.contentOffset.x == 0)
        // The content runs from the first card resting centred to the last one: 19 strides and a screen.
        #expect(pager.contentSize == CGSize(width: 19 * 250 + 320, height: 480))
        #expect(pager.view(forPage: 0)?.frame == CGRect(x: 40, y: 0, width: 240, height: 480))
        #expect(pager.view(forPage: 1)?.frame == CGRect(x: 290, y: 0, width: 240, height: 480))
        #expect(pager.shownPages == [0, 1])
        #expect(pager.pageProgress(forPage: 0) == 0 && pager.pageProgress(forPage: 1) == 1 && pager.pageProgress(forPage: 5) == nil)
    }

    @Test func aFlickTurnsOneCardAndRestsItCentred() {
        let pager = makeCarousel()
        let rest = pager.standInDrag(by: CGPoint(x: 60, y: 0), velocity: CGPoint(x: 3, y: 0))
        #expect(rest.x == 250)
        #expect(pager.currentPage == 1)
        #expect(pager.shownPages == [0, 1, 2])
        let onScreen = pager.view(forPage: 1).map { $0.frame.minX - pager.contentOffset.x }
        #expect(onScreen == 40)
        #expect([0, 1, 2].map { pager.pageProgress(forPage: $0) } == [-1, 0, 1])
    }

    @Test func theEffectScalesAndFadesByProgressAndTheDelegateHearsIt() {
        let recorder = ProgressRecorder()
        let pager = makeCarousel { $0.pagingDelegate = recorder }
        pager.scrollToPage(5, animated: false)
        pager.pageEffect = PageEffect(minimumScale: 0.8, minimumOpacity: 0.5)
        recorder.progress = [:]
        pager.layoutIfNeeded()
        #expect(pager.view(forPage: 4)?.transform == CGAffineTransform(scaleX: 0.8, y: 0.8) && pager.view(forPage: 4)?.alpha == 0.5)
        #expect(pager.view(forPage: 5)?.transform == .identity && pager.view(forPage: 5)?.alpha == 1)
        #expect(recorder.progress == [4: -1, 5: 0, 6: 1])
        // Halfway to page 6: pages 5 and 6 are half a stride from the centre.
        pager.contentOffset.x += 125
        #expect(pager.view(forPage: 5)?.transform == CGAffineTransform(scaleX: 0.9, y: 0.9) && pager.view(forPage: 5)?.alpha == 0.75)
        #expect(recorder.progress[5] == -0.5 && recorder.progress[6] == 0.5)
        // A transformed card is placed by its centre: still where the engine puts it.
        #expect(pager.view(forPage: 6)?.center == CGPoint(x: 40 + 6 * 250 + 120, y: 240))
        // An effect the engine refuses leaves the previous one; nil resets the views.
        pager.pageEffect = PageEffect(minimumScale: 2)
        #expect(pager.pageEffect == PageEffect(minimumScale: 0.8, minimumOpacity: 0.5))
        pager.pageEffect = nil
        #expect(pager.loadedPageViews.allSatisfy { $0.transform == .identity && $0.alpha == 1 })
    }

    @Test func rotationKeepsTheCardCentred() {
        let pager = makeCarousel()
        pager.scrollToPage(7, animated: false)
        pager.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        pager.layoutIfNeeded()
        #expect(pager.currentPage == 7)
        let onScreen = pager.view(forPage: 7).map { $0.frame.minX - pager.contentOffset.x }
        #expect(onScreen == 120)
        #expect(pager.shownPages == [6, 7, 8])
    }

    @Test func rightToLeftCentresTheFirstCardAtTheRight() {
        let pager = makeCarousel { $0.semanticContentAttribute = .forceRightToLeft }
        let first = pager.view(forPage: 0).map { $0.frame.minX - pager.contentOffset.x }
        let second = pager.view(forPage: 1).map { $0.frame.minX - pager.contentOffset.x }
        #expect(first == 40 && second == 40 - 250)
        pager.standInDrag(by: CGPoint(x: -60, y: 0), velocity: CGPoint(x: -3, y: 0))
        #expect(pager.currentPage == 1)
        #expect(pager.view(forPage: 1).map { $0.frame.minX - pager.contentOffset.x } == 40)
    }

    @Test func aLeadingShelfAndAThreeCardLoopNarrowerThanThePager() {
        let shelf = makeCarousel { $0.pageAlignment = .leading(inset: 16) }
        #expect(shelf.view(forPage: 0)?.frame.minX == 16)
        #expect(shelf.shownPages == [0, 1])
        // Refused settings leave the previous ones.
        shelf.pageLength = .points(-1)
        shelf.pageAlignment = .leading(inset: .nan)
        #expect(shelf.pageLength == .points(240) && shelf.pageAlignment == .leading(inset: 16))

        let loop = makePager(count: 3, clock: clock) { pager in
            pager.pageLength = .points(100)
            pager.isLooping = true
        }.0
        // Page 0 centred (110 points in), pages 2 and 1 before it, 1 and 2 after: copies on both sides.
        let onScreen = loop.subviews.compactMap { view in (view as? NumberedPageView).map { ($0.frame.minX - loop.contentOffset.x, $0.page) } }
        let visible = onScreen.filter { $0.0 < 320 && $0.0 + 100 > 0 }.sorted { $0.0 < $1.0 }
        #expect(visible.map(\.1) == [1, 2, 0, 1, 2])
        #expect(visible.map(\.0) == [-90, 10, 110, 210, 310])
    }
}
