import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Issue 21, item 1: rows, cells and arranged views are measured as UIKit's self-sizing measures them,
/// by `systemLayoutSizeFitting` for the width at `.required` / `.fittingSizeLevel`, so Auto Layout rows
/// (which do not override `sizeThatFits(_:)`) get their real height, not the estimate; and a loaded row
/// is measured again when it asks, when it is told to be, and when the text size changes.
@MainActor
@Suite struct SelfSizingTests {
    let clock = TestClock()

    /// A message cell: a label pinned with 8-point margins whose 20-point lines hold 100 points of text
    /// each, in a font that grows by half at accessibility text sizes.
    final class WrappingRowView: SelfSizingView {
        var characters = 0
        required init(frame: CGRect) {
            super.init(frame: frame)
            standInConstraints = StandInConstraints(heightForWidth: { [weak self] width in
                guard let self else { return 0 }
                let line: CGFloat = self.traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? 30 : 20
                let lines = (CGFloat(self.characters) * 10 / (width - 16)).rounded(.up)
                return 16 + line * max(1, lines)
            })
        }
        required init?(coder: NSCoder) { nil }
    }

    /// Rows of `characters(row)` characters.
    final class TextSource: RecyclingListViewDataSource {
        var characters: (Int) -> Int
        init(characters: @escaping (Int) -> Int) { self.characters = characters }
        func numberOfRows(in listView: RecyclingListView) -> Int { 1_000 }
        func listView(_ listView: RecyclingListView, viewForRowAt index: Int) -> UIView {
            let view = listView.dequeueReusableView(withIdentifier: "row", for: index)
            (view as? WrappingRowView)?.characters = characters(index)
            return view
        }
    }

    func textList(_ source: TextSource, width: CGFloat = 316) -> RecyclingListView {
        makeList(showing: source, clock: clock, size: CGSize(width: width, height: 480), rowClass: WrappingRowView.self)
    }

    @Test func anAutoLayoutRowIsAsTallAsItsConstraintsSayNotItsEstimate() throws {
        // 120 characters at 10 points each wrap into 4 lines of 300 points.
        let source = TextSource { _ in 120 }
        withExtendedLifetime(source) {
            let list = textList(source)
            #expect(list.view(forRow: 0)?.frame.height == 96)   // 16 + 4 × 20
            #expect(list.view(forRow: 1)?.frame.minY == 96)
            // Wider, the same text takes fewer lines: a rotation measures the loaded rows again.
            list.frame = CGRect(x: 0, y: 0, width: 616, height: 480)
            list.layoutIfNeeded()
            #expect(list.view(forRow: 0)?.frame.height == 56)   // 16 + 2 × 20
        }
    }

    @Test func aViewThatLaysOutByHandAnswersTheSameQuestion() {
        final class ManualRow: UIView {
            override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority, verticalFittingPriority: UILayoutPriority) -> CGSize {
                CGSize(width: targetSize.width, height: targetSize.width / 4)
            }
        }
        final class ManualSource: RecyclingListViewDataSource {
            func numberOfRows(in listView: RecyclingListView) -> Int { 10 }
            func listView(_ listView: RecyclingListView, viewForRowAt index: Int) -> UIView {
                listView.dequeueReusableView(withIdentifier: "manual", for: index)
            }
        }
        let source = ManualSource()
        let list = RecyclingListView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        list.register(ManualRow.self, forReuseIdentifier: "manual")
        TestWindow.show(list)
        list.dataSource = source
        list.layoutIfNeeded()
        #expect(list.view(forRow: 0)?.frame.height == 80)
        #expect(list.contentSize.height == 800)
    }

    @Test func aRowThatInvalidatesItsIntrinsicSizeIsMeasuredAgainAndTheScreenStaysStill() throws {
        let source = RowSource(count: 200)
        let list = makeList(source: source, clock: clock)
        list.scrollToRow(100, at: .start, animated: false)
        list.contentOffset.y -= 20
        let above = try #require(list.rowView(showing: 99))
        let anchor = try #require(list.rowView(showing: 101))
        let onScreen = anchor.frame.minY - list.contentOffset.y
        above.height = 90
        above.invalidateIntrinsicContentSize()
        #expect(above.frame.height == 90)
        #expect(anchor.frame.minY - list.contentOffset.y == onScreen)
        // The explicit call does the same for a row whose view is not a SelfSizingView.
        anchor.height = 70
        list.invalidateRowHeights(at: [101])
        #expect(anchor.frame.height == 70)
    }

    @Test func aViewInsideARowCanAskForItsRow() throws {
        let source = RowSource(count: 50)
        let list = makeList(source: source, clock: clock)
        let row = try #require(list.rowView(showing: 3))
        let badge = SelfSizingView(frame: .zero)
        row.addSubview(badge)
        row.height = 120
        badge.invalidateIntrinsicContentSize()
        #expect(row.frame.height == 120)
        #expect(list.rowView(showing: 4)?.frame.minY == row.frame.maxY)
    }

    @Test func aLargerTextSizeMeasuresTheLoadedRowsAgainAfterTheirContentTookIt() throws {
        let source = TextSource { _ in 30 }   // one line
        try withExtendedLifetime(source) {
            let list = textList(source)
            let window = try #require(list.window)
            list.contentOffset.y = 36 * 40     // row 40 at the top, rows 0… measured at 36 and unloaded
            #expect(list.view(forRow: 0) == nil)
            #expect(list.view(forRow: 40)?.frame.height == 36)
            window.standInSetTraits(UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge))
            list.layoutIfNeeded()
            #expect(list.view(forRow: 40)?.frame.height == 46)
            #expect(list.view(forRow: 41)?.frame.minY == list.view(forRow: 40)?.frame.maxY)
            // A row measured before the change is measured again when it loads.
            list.scrollToRow(0, at: .start, animated: false)
            #expect(list.view(forRow: 0)?.frame.height == 46)
            #expect(list.view(forRow: 1)?.frame.minY == 46)
        }
    }

    @Test func aContainersArrangedViewIsMeasuredByItsConstraintsAndWhenItAsks() throws {
        let container = ContainerScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        TestWindow.show(container)
        let header = SizedRowView(frame: .zero)
        header.height = 120
        let body = constrainedView(height: 1_000)
        container.addArrangedView(header)
        container.addArrangedView(body)
        container.layoutIfNeeded()
        #expect(header.frame.height == 120)
        #expect(body.frame.minY == 120)
        header.height = 200
        header.invalidateIntrinsicContentSize()
        container.layoutIfNeeded()
        #expect(header.frame.height == 200)
        #expect(body.frame.minY == 200)
    }
}
