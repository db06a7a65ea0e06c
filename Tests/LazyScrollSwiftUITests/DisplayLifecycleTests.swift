import Foundation
import LazyScroll
@testable import LazyScrollSwiftUIOnStandIn
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// SwiftUI's display lifecycle for rows and pages (issue 21, item 5): `.onRowAppear` / `.onRowDisappear`
/// and `.onPageAppear` / `.onPageDisappear` are told by identity when UIKit's `willDisplay` and
/// `didEndDisplaying` are, never for views loaded off screen, and after a SwiftUI update that causes them.
@MainActor
@Suite struct DisplayLifecycleTests {
    /// Records what the actions were told, in order (+id appeared, -id disappeared).
    @MainActor final class Log {
        var events: [Int] = []
        func attach(_ display: DisplayLifecycle<Int>) {
            display.onAppear = { [unowned self] in self.events.append($0 + 1_000) }
            display.onDisappear = { [unowned self] in self.events.append(-($0 + 1_000)) }
        }
        func take() -> [Int] {
            defer { events = [] }
            return events
        }
    }

    @Test func rowsAreToldAsTheyComeOnScreenAndLeaveItNeverWhileLoadedOffScreen() throws {
        let log = Log()
        let harness = ListHarness(count: 100, sized: false) { log.attach($0.coordinator.display) }
        harness.size()
        // 480 points of 44-point rows: rows 0 to 10 are on screen; rows loaded beyond it are not told.
        #expect(log.take() == (0...10).map { $0 + 1_000 })
        harness.scroll(toY: 44 * 20)
        harness.list.layoutIfNeeded()
        let events = log.take()
        #expect(Set(events.filter { $0 < 0 }) == Set((0...10).map { -($0 + 1_000) }))
        #expect(Set(events.filter { $0 > 0 }) == Set((20...30).map { $0 + 1_000 }))
    }

    @Test func aRowDeletedOnScreenIsToldAfterTheUpdate() throws {
        let log = Log()
        let harness = ListHarness(count: 100) { log.attach($0.coordinator.display) }
        _ = log.take()
        harness.items.remove(at: 3)
        // The update holds what it causes until it ends (the action may change SwiftUI state).
        harness.coordinator.update(
            data: harness.items, identity: \.id, settings: harness.settings, configure: { _, _ in },
            loadMore: [:], scroller: nil)
        harness.list.layoutIfNeeded()
        #expect(log.events == [])
        harness.afterUpdate.run()
        #expect(log.take().contains(-1_003))
    }

    @Test func pagesAreToldAsTheyComeOnScreenAndNotTheLoadedNeighbours() {
        let log = Log()
        let harness = PagerHarness(count: 10, page: 3) { log.attach($0.coordinator.display) }
        harness.afterUpdate.run()
        // Pages 2 and 4 have views (loaded neighbours) but are off screen.
        #expect(log.take() == [1_003])
        harness.pager.standInDrag(by: CGPoint(x: 120, y: 0), velocity: CGPoint(x: 2, y: 0))
        harness.settle()
        let events = log.take()
        #expect(events.contains(1_004) && events.contains(-1_003))
        #expect(events.firstIndex(of: 1_004)! < events.firstIndex(of: -1_003)!)
    }
}
