#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

/// A view that saves and restores its scroll position through its driver's controller, under its
/// `restorationIdentifier`, and keeps a position restored before it has a size until it has one.
@MainActor
protocol ScrollPositionRestoring: ScrollControllerHost {
    /// The engine connection; nil until the view has a size.
    var driver: ScrollControllerDriver? { get }
    /// A restore to run once the engine starts.
    var pendingRestoration: ((inout ScrollController, Double) throws -> ScrollUpdate)? { get set }
    /// A controller over the view's data as it is, with no size, to check a restore against before
    /// the engine starts.
    func controllerForCheckingRestoration() throws -> ScrollController
}

extension ScrollPositionRestoring {
    /// The controller's position under the view's `restorationIdentifier`; nil before the view has a size.
    func savedScrollPosition<ID>(identifiers: ItemIdentifiers<ID>) throws -> ScrollPositionSnapshot<ID>? {
        try driver?.controller.scrollPosition(identifiers: identifiers, listIdentifier: restorationIdentifier)
    }

    /// Restores `position` now, or, before the view has a size, checks it against the data and keeps it
    /// for when the engine starts.
    func restore<ID>(_ position: ScrollPositionSnapshot<ID>, identifiers: ItemIdentifiers<ID>) throws {
        let name = restorationIdentifier
        let restore = { (controller: inout ScrollController, time: Double) throws -> ScrollUpdate in
            try controller.restoreScrollPosition(position, identifiers: identifiers, listIdentifier: name, time: time)
        }
        if let driver {
            try driver.performReportingErrors(restore)
            return
        }
        var check = try controllerForCheckingRestoration()
        _ = try restore(&check, 0)
        pendingRestoration = restore
    }
}

extension RecyclingListView: ScrollPositionRestoring {
    /// The restore among the list's pending scrolls: one pending scroll at a time, the last asked for.
    var pendingRestoration: ((inout ScrollController, Double) throws -> ScrollUpdate)? {
        get {
            guard case let .restoration(restore) = pendingScroll else { return nil }
            return restore
        }
        set { pendingScroll = newValue.map(PendingScroll.restoration) }
    }

    func controllerForCheckingRestoration() throws -> ScrollController {
        try ScrollController(
            content: .items(.measured(MeasuredExtents(count: numberOfRows, estimatedExtent: estimatedRowHeight))),
            viewportSize: .zero)
    }
}

extension PagingScrollView: ScrollPositionRestoring {
    func controllerForCheckingRestoration() throws -> ScrollController {
        try ScrollController(content: .pages(count: numberOfPages), viewportSize: .zero, configuration: .pager())
    }
}
#endif
