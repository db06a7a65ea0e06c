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

extension RecyclingListView {
    /// Whether the list is at the end of its rows: within the anchoring's tolerance of it (16 points
    /// unless `contentAnchoring` says otherwise). Before the list has a size, whether it will start
    /// there (a chat does).
    public var isAtEnd: Bool {
        driver?.controller.isAtEnd ?? contentAnchoring.isEnd
    }

    /// How far the list can still scroll down, in points (negative while it bounces past the end).
    public var distanceToEnd: CGFloat {
        driver?.controller.distanceToEnd ?? 0
    }

    /// The rows a chat (`contentAnchoring = .end`) added at its end while it was scrolled away from it,
    /// and that have not been on screen since: their count is the "new messages" badge. Empty again
    /// once the list reaches its end.
    public var unseenRows: IndexRanges {
        driver?.controller.unseenItems ?? IndexRanges()
    }

    /// Scrolls to the last row, gliding when `animated` (like "jump to the latest message"); the glide
    /// lands exactly at the end however the rows it passes measure. Before the list has a size, the
    /// scroll is remembered and made (without animation) once it has one.
    public func scrollToEnd(animated: Bool) {
        perform(.end, animated: animated)
    }

    /// `isAtEnd` and `unseenRows` together, to tell the ends delegate when either changes.
    struct EndState: Equatable {
        var isAtEnd: Bool
        var unseenRows: IndexRanges
    }

    /// Hands a new anchoring to the engine, or takes the old one back when the engine refuses it.
    func contentAnchoringDidChange(from old: ContentAnchoring) {
        guard contentAnchoring != old else { return }
        guard (try? contentAnchoring.validate()) != nil else {
            contentAnchoring = old
            return
        }
        let anchoring = contentAnchoring
        driver?.perform { controller, time in try controller.setAnchoring(anchoring, time: time) }
    }

    /// Hands new thresholds to the engine, or takes the old ones back when the engine refuses them.
    func loadMoreThresholdsDidChange(from old: LoadMoreThresholds) {
        guard loadMoreThresholds != old else { return }
        guard (try? loadMoreThresholds.validate()) != nil else {
            loadMoreThresholds = old
            return
        }
        let thresholds = loadMoreThresholds
        driver?.perform { controller, time in try controller.setLoadMoreThresholds(thresholds, time: time) }
    }

    /// Tells the ends delegate the load-more events of the updates applied so far, in order, and a
    /// change of the end state. Runs after an update is laid out, so that a delegate may change the rows
    /// at once; the events that change makes are told after the ones before it.
    func tellEndsDelegate() {
        guard !isTellingEndsDelegate else { return }
        isTellingEndsDelegate = true
        defer { isTellingEndsDelegate = false }
        while !pendingLoadMoreEvents.isEmpty {
            let event = pendingLoadMoreEvents.removeFirst()
            switch event {
            case let .entered(edge): endsDelegate?.listView(self, didEnterLoadMoreThresholdAt: edge)
            case let .left(edge): endsDelegate?.listView(self, didLeaveLoadMoreThresholdAt: edge)
            }
        }
        let state = EndState(isAtEnd: isAtEnd, unseenRows: unseenRows)
        if state != toldEndState {
            toldEndState = state
            endsDelegate?.listViewDidChangeEndState(self)
        }
    }
}
#endif
