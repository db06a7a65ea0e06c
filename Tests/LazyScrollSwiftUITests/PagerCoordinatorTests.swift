import Foundation
import LazyScroll
@testable import LazyScrollSwiftUIOnStandIn
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

@MainActor
@Suite struct PagerCoordinatorTests {
    @Test func startsOnTheBindingsPageWithItsNeighboursAndWritesNothing() {
        let harness = PagerHarness(count: 10, page: 3)
        #expect(harness.pager.currentPage == 3)
        #expect(harness.shownElements == [2_000, 3_000, 4_000])
        // Only those pages are hosted: page 0 and its neighbour are not hosted first and thrown away.
        #expect(harness.hosted.sorted() == [2_000, 3_000, 4_000])
        #expect(harness.writes == [])
    }

    @Test func aDragWritesTheNewPageAndTheEchoDoesNotScroll() {
        let harness = PagerHarness(count: 10, page: 3)
        harness.pager.standInDrag(by: CGPoint(x: 120, y: 0), velocity: CGPoint(x: 2, y: 0))
        #expect(harness.writes == [4])
        let offset = harness.pager.contentOffset
        harness.update()
        #expect(harness.pager.contentOffset == offset)
        #expect(harness.writes == [4])
    }

    @Test func settingTheBindingScrollsAndAnimatesOnlyWhenSwiftUIAnimates() {
        let harness = PagerHarness(count: 10)
        harness.page = 2
        harness.update()
        #expect(harness.pager.currentPage == 2)
        #expect(harness.pager.driver?.controller.isAnimating == false)
        harness.page = 6
        harness.update(animated: true)
        #expect(harness.pager.driver?.controller.isAnimating == true)
        harness.settle()
        #expect(harness.pager.currentPage == 6)
        #expect(harness.pager.contentOffset.x == CGFloat(6 * 320))
        // The pages passed on the way were not written: the binding kept the page it asked for.
        #expect(harness.writes == [])
        #expect(harness.page == 6)
    }

    @Test func autoAdvanceAndLoopingWriteEachNewPage() {
        let harness = PagerHarness(count: 3) {
            $0.settings.isLooping = true
            $0.settings.autoAdvanceInterval = 2
        }
        for _ in 0..<4 {
            harness.clock.now += 2.01
            harness.pager.tick()
            harness.settle()
        }
        #expect(harness.writes == [1, 2, 0, 1])
        #expect(harness.pager.currentPage == 1)
    }

    @Test func everyUpdateReHostsTheLoadedPagesOnceAndNewPagesAreNotHostedTwice() {
        let harness = PagerHarness(count: 10, page: 5)
        let views = harness.pager.loadedPageViews
        harness.contentVersion = 7
        harness.hosted = []
        harness.update()
        #expect(harness.hosted == [4_007, 5_007, 6_007])
        #expect(harness.pager.loadedPageViews.elementsEqual(views) { $0 === $1 })
        // A jump in the same update: the pages that load are hosted once, with the new content, and
        // the one that stays loaded is re-hosted once.
        harness.contentVersion = 8
        harness.page = 3
        harness.hosted = []
        harness.update()
        #expect(harness.shownElements == [2_008, 3_008, 4_008])
        #expect(harness.hosted.sorted() == [2_008, 3_008, 4_008])
    }

    @Test func fewerPagesKeepThePageWhenItExistsAndWriteTheLastPageAfterTheUpdateOtherwise() {
        let harness = PagerHarness(count: 10, page: 6)
        harness.data = Array(0..<8)
        harness.update()
        #expect(harness.pager.currentPage == 6)
        #expect(harness.writes == [])
        harness.data = Array(0..<4)
        harness.update()
        #expect(harness.pager.currentPage == 3)
        // Written once the update ended, not during it.
        #expect(harness.writes == [3])
        #expect(harness.shownElements == [2_000, 3_000])
    }

    @Test func aBindingOutsideThePagesShowsTheNearestPageAndIsCorrected() {
        let harness = PagerHarness(count: 5, page: 2)
        harness.page = 40
        harness.update()
        #expect(harness.pager.currentPage == 4)
        #expect(harness.writes == [4])
        // The pager already shows the nearest page: the binding is corrected all the same.
        harness.page = 41
        harness.update()
        #expect(harness.writes == [4, 4])
        #expect(harness.page == 4)
    }

    @Test func aBindingKeepsItsPageWhileThereAreNoPagesAndTheDataArrivingShowsIt() {
        // The page was restored (scene storage) before the data loaded.
        let harness = PagerHarness(count: 0, page: 5)
        #expect(harness.writes == [])
        #expect(harness.page == 5)
        harness.data = Array(0..<10)
        harness.update()
        #expect(harness.pager.currentPage == 5)
        #expect(harness.shownElements == [4_000, 5_000, 6_000])
        #expect(harness.writes == [])
    }

    @Test func newSettingsAndNewDataInOneUpdateShowTheNewData() {
        let harness = PagerHarness(count: 10, page: 4)
        harness.data = Array(100..<120)
        harness.contentVersion = 3
        harness.settings.isLooping = true
        harness.update()
        #expect(harness.pager.isLooping)
        #expect(harness.pager.currentPage == 4)
        #expect(harness.shownElements == [103_003, 104_003, 105_003])
        #expect(harness.writes == [])
    }

    @Test func settingsReachThePagerAndSettingsTheEngineRefusesAreIgnored() {
        let harness = PagerHarness(count: 20, page: 10)
        harness.settings.loadedNeighbours = 2
        harness.settings.pageSpacing = 10
        harness.update()
        #expect(harness.pager.loadedNeighbours == 2)
        #expect(harness.pager.pageSpacing == 10)
        #expect(harness.pager.currentPage == 10)
        #expect(harness.shownElements == [8_000, 9_000, 10_000, 11_000, 12_000])
        harness.settings.autoAdvanceInterval = 0
        harness.settings.pageSpacing = -1
        harness.update()
        #expect(harness.pager.autoAdvanceInterval == nil)
        #expect(harness.pager.pageSpacing == 10)
        #expect(harness.shownElements.count == 5)
    }

    /// `.pageLength(.points(200), alignment: .center)` and `.pageEffect(…)`: 200-point pages in a
    /// 320-point pager, so page 10 is centred and pages 9 and 11 peek in 60 points, shrunk and faded.
    @Test func aCarouselsSettingsReachThePagerAndItsEffectReachesThePages() {
        let harness = PagerHarness(count: 20, page: 10) {
            $0.settings.pageLength = .points(200)
            $0.settings.pageEffect = PageEffect(minimumScale: 0.5, minimumOpacity: 0.25)
        }
        #expect(harness.pager.pageLength == .points(200) && harness.pager.pageAlignment == .center)
        #expect(harness.pager.currentPage == 10)
        #expect(harness.shownElements == [9_000, 10_000, 11_000])
        let centred = harness.pager.view(forPage: 10).map { $0.frame.minX - harness.pager.contentOffset.x }
        #expect(centred == 60)
        #expect(harness.pager.view(forPage: 9)?.alpha == 0.25 && harness.pager.view(forPage: 10)?.alpha == 1)
        // An effect or a length the engine refuses leaves every setting as it was.
        harness.settings.pageEffect = PageEffect(minimumScale: -1)
        harness.settings.pageLength = .fractionOfViewport(0)
        harness.update()
        #expect(harness.pager.pageEffect == PageEffect(minimumScale: 0.5, minimumOpacity: 0.25))
        #expect(harness.pager.pageLength == .points(200))
    }
}
