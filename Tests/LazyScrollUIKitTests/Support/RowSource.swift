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

    func numberOfRows(in listView: RecyclingListView) -> Int { identities.count }

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
    RowSource.keptAlive.append(source)
    let list = RecyclingListView(frame: CGRect(origin: .zero, size: size))
    list.clock = { [clock] in clock.now }
    list.armsTimers = false
    list.register(SizedRowView.self, forReuseIdentifier: "row")
    TestWindow.show(list)
    list.dataSource = source
    list.layoutIfNeeded()
    return list
}

extension RecyclingListView {
    /// The loaded row view showing identity `identity`.
    func rowView(showing identity: Int) -> SizedRowView? {
        subviews.lazy.compactMap { $0 as? SizedRowView }.first { $0.row == identity }
    }
}
