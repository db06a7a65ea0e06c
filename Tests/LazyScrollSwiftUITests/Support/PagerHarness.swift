import Foundation
import LazyScroll
@testable import LazyScrollSwiftUIOnStandIn
@testable import LazyScrollUIKitOnStandIn
import UIKitStandIn

/// A SwiftUI pager as its representable drives it: a coordinator, a binding (a variable here), and the
/// SwiftUI updates that read it.
@MainActor
final class PagerHarness {
    let clock = TestClock()
    let coordinator = PagerCoordinator<[Int], Int>(pageViewClass: HostedTestView.self)
    let afterUpdate = AfterUpdateQueue()
    var data: [Int]
    /// The binding's value.
    var page: Int
    /// Every value the coordinator wrote into the binding.
    var writes: [Int] = []
    var settings = PagerSettings()
    /// How many identities the coordinator read from elements.
    var identitiesRead = 0
    /// What the content closure of the latest update adds to each element (a captured SwiftUI state).
    var contentVersion = 0
    /// The content hosted, in order (element × 1,000 + content version).
    var hosted: [Int] = []
    var pager: PagingScrollView { coordinator.pager }

    init(count: Int, page: Int = 0, configure: (PagerHarness) -> Void = { _ in }) {
        data = Array(0..<count)
        self.page = page
        pager.clock = { [clock] in clock.now }
        pager.armsTimers = false
        coordinator.schedule = { [afterUpdate] in afterUpdate.schedule($0) }
        configure(self)
        // SwiftUI makes the view, updates it, and only then lays it out.
        update()
        TestWindow.show(pager)
        pager.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        pager.layoutIfNeeded()
    }

    /// One SwiftUI update that reads the binding.
    func update(animated: Bool = false) {
        let version = contentVersion
        coordinator.update(
            data: data, identity: { [unowned self] in
                self.identitiesRead += 1
                return $0
            }, currentPage: page, animated: animated, settings: settings,
            configure: { view, element in
                guard let view = view as? HostedTestView else { return }
                view.element = element * 1_000 + version
                self.hosted.append(element * 1_000 + version)
            },
            writePage: { [unowned self] value in
                self.page = value
                self.writes.append(value)
            })
        afterUpdate.run()
    }

    /// Runs engine-driven animations to rest.
    func settle() {
        clock.runFrames(while: { self.pager.driver?.controller.isAnimating ?? false }, tick: { self.pager.tick() })
    }

    /// The elements shown by the loaded pages, in page order.
    var shownElements: [Int] {
        pager.loadedPageViews.compactMap { ($0 as? HostedTestView)?.element }
    }
}
