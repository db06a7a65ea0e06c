import Foundation
@testable import LazyScrollUIKitOnStandIn
import UIKitStandIn

/// A row view as an Auto Layout cell is: its constraints (a label pinned to its edges) give its height,
/// which its data sets; it does not override `sizeThatFits(_:)`, so that answers its current size.
class SizedRowView: SelfSizingView {
    var row = -1
    var height: CGFloat = 44

    required init(frame: CGRect) {
        super.init(frame: frame)
        standInConstraints = StandInConstraints(heightForWidth: { [weak self] _ in self?.height ?? 0 })
    }

    required init?(coder: NSCoder) { nil }
}

/// Rows named by an identity (so batch updates can move them) with a height per identity.
@MainActor
final class RowSource: RecyclingListViewDataSource {
    var identities: [Int]
    var heightOf: (Int) -> CGFloat
    var requests = 0
    /// The rows asked for, in order.
    var askedRows: [Int] = []
    /// Lists hold their data source weakly, as UIKit does; tests keep theirs alive here.
    static var keptAlive: [RowSource] = []

    init(count: Int, heightOf: @escaping (Int) -> CGFloat = { _ in 44 }) {
        identities = Array(0..<count)
        self.heightOf = heightOf
    }

    /// Which rows (by identity) a drag may lift; none unless a test says.
    var movable: (Int) -> Bool = { _ in false }
    /// The drops the list reported, as (from, to).
    var moves: [(from: Int, to: Int)] = []

    func numberOfRows(in listView: RecyclingListView) -> Int { identities.count }

    func listView(_ listView: RecyclingListView, canMoveRowAt index: Int) -> Bool { movable(identities[index]) }

    /// Moves the identity in the data, as `tableView(_:moveRowAt:to:)` asks.
    func listView(_ listView: RecyclingListView, moveRowAt sourceIndex: Int, to destinationIndex: Int) {
        moves.append((sourceIndex, destinationIndex))
        identities.insert(identities.remove(at: sourceIndex), at: destinationIndex)
    }

    func listView(_ listView: RecyclingListView, viewForRowAt index: Int) -> UIView {
        requests += 1
        askedRows.append(index)
        let view = listView.dequeueReusableView(withIdentifier: "row", for: index)
        if let row = view as? SizedRowView {
            row.row = identities[index]
            row.height = heightOf(identities[index])
        }
        return view
    }
}

/// A list in a frame of `size` (320 × 480 unless told).
@MainActor
func makeList(source: RowSource, clock: TestClock, size: CGSize = CGSize(width: 320, height: 480)) -> RecyclingListView {
    makeList(showing: source, clock: clock, size: size)
}

/// Data sources outlive the tests' locals: lists hold them weakly, as UIKit's views do.
@MainActor
private var keptDataSources: [AnyObject] = []

/// A list of `dataSource`'s rows in a window, in a frame of `size` (320 × 480 unless told; zero: no size
/// yet), `rowClass` registered as "row", laid out on a test clock; `configure` runs before the data.
@MainActor
func makeList(
    showing dataSource: some RecyclingListViewDataSource, clock: TestClock, size: CGSize = CGSize(width: 320, height: 480),
    rowClass: UIView.Type = SizedRowView.self, configure: (RecyclingListView) -> Void = { _ in }
) -> RecyclingListView {
    keptDataSources.append(dataSource)
    let list = RecyclingListView(frame: CGRect(origin: .zero, size: size))
    list.clock = { [clock] in clock.now }
    list.armsTimers = false
    list.register(rowClass, forReuseIdentifier: "row")
    configure(list)
    TestWindow.show(list)
    list.dataSource = dataSource
    list.layoutIfNeeded()
    return list
}

/// A chat of `count` rows of `height` points (anchored at its end), 320 × 480.
@MainActor
func makeChat(count: Int, clock: TestClock, height: @escaping (Int) -> CGFloat = { _ in 50 }, endsDelegate: (any RecyclingListViewEndsDelegate)? = nil) -> (RecyclingListView, RowSource) {
    let source = RowSource(count: count, heightOf: height)
    let list = makeList(showing: source, clock: clock) { list in
        list.contentAnchoring = .end
        list.endsDelegate = endsDelegate
    }
    return (list, source)
}

extension RecyclingListView {
    /// The loaded row view showing identity `identity`.
    func rowView(showing identity: Int) -> SizedRowView? {
        subviews.lazy.compactMap { $0 as? SizedRowView }.first { $0.row == identity }
    }
}
