import Foundation
import LazyScroll
@testable import LazyScrollSwiftUIOnStandIn
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// `RecyclingList`'s modifiers on any view (issue 21, item 10): a modifier on a view above the list
/// (a `VStack` holding it) reaches the list through the environment, the one nearest the list wins, and
/// the list's own wins over all. SwiftUI runs `transformEnvironment(_:transform:)` from the outermost
/// view in: "the environment value as it is at this point of the view hierarchy" is transformed
/// (https://developer.apple.com/documentation/swiftui/view/transformenvironment(_:transform:)); the
/// environment here is made the same way, outer modifiers first.
@MainActor
@Suite struct ListModifiersTests {
    func resolved(around: [[ListModifiers.Change]], own: [ListModifiers.Change] = []) -> ListModifiers {
        ListModifiers.resolved(around: around, own: own)
    }

    let grid = RecyclingListLayout.grid(ScrollGridLayout(columns: .fixed(3)))
    let lanes = RecyclingListLayout.lanes(LaneLayout(lanes: 2))

    @Test func aLayoutSetOnAViewAroundTheListReachesIt() {
        let modifiers = resolved(around: [[ListModifiers.listLayout(grid), ListModifiers.keyboardDismissMode(.interactive)]])
        let harness = ListHarness(count: 30) { $0.settings = modifiers.settings() }
        #expect(harness.list.layout == grid)
        #expect(harness.list.keyboardDismissMode == .interactive)
    }

    @Test func theModifierNearestTheListWinsAndTheListsOwnWinsOverAll() {
        let outer: [ListModifiers.Change] = [ListModifiers.listLayout(grid), ListModifiers.rowSpacing(4), ListModifiers.estimatedRowHeight(60)]
        let inner: [ListModifiers.Change] = [ListModifiers.listLayout(lanes), ListModifiers.rowSpacing(8)]
        let modifiers = resolved(around: [outer, inner], own: [ListModifiers.rowSpacing(2)])
        let settings = modifiers.settings()
        #expect(settings.layout == lanes)
        #expect(settings.rowSpacing == 2)
        // Set only on the outer view: it stays.
        #expect(settings.estimatedRowHeight == 60)
        let harness = ListHarness(count: 30) { $0.settings = settings }
        #expect(harness.list.layout == lanes)
        #expect(harness.list.rowSpacing == 2)
    }

    @Test func nothingSetLeavesTheDefaultsAndAKeyboardModeFromSwiftUIIsUsedOnlyWhenNoneIsSet() {
        #expect(resolved(around: []).settings() == ListSettings())
        #expect(resolved(around: []).settings(keyboardDismissMode: .onDrag).keyboardDismissMode == .onDrag)
        let own = resolved(around: [], own: [ListModifiers.keyboardDismissMode(.interactive)])
        #expect(own.settings(keyboardDismissMode: .onDrag).keyboardDismissMode == .interactive)
    }

    @Test func rowActionsAroundTheListRunForItsIdentitiesAndActionsForAnotherIdentityTypeDoNot() {
        var told: [String] = []
        let modifiers = resolved(around: [
            [ListModifiers.rowAppear { (id: Int) in told.append("outer \(id)") }],
            [ListModifiers.rowDisappear { (id: String) in told.append("text \(id)") }],
        ])
        let harness = ListHarness(count: 30, sized: false)
        modifiers.displayActions(for: Int.self).apply(to: harness.coordinator.display)
        harness.size()
        #expect(told == (0...10).map { "outer \($0)" })
        told = []
        harness.scroll(toY: 44 * 20)
        harness.list.layoutIfNeeded()
        // At the end (30 rows of 44 points): rows 19 to 29 came on screen. The disappear action takes
        // `String` identities, this list's are `Int`: rows 0 to 10 left unannounced.
        #expect(told == (19...29).map { "outer \($0)" })
    }

    @Test func loadMoreActionsAroundTheListCombineByEdgeTheNearestWinningEach() {
        var ran: [String] = []
        let modifiers = resolved(around: [
            [ListModifiers.loadMore(at: .start, within: 5) { ran.append("outer top") },
             ListModifiers.loadMore(at: .end, within: 5) { ran.append("outer bottom") }],
            [ListModifiers.loadMore(at: .end, within: 3) { ran.append("inner bottom") }],
        ])
        #expect(modifiers.loadMore[.start]?.rows == 5)
        #expect(modifiers.loadMore[.end]?.rows == 3)
        modifiers.loadMore[.start]?.action()
        modifiers.loadMore[.end]?.action()
        #expect(ran == ["outer top", "inner bottom"])
    }

    @Test func aScrollerAroundTheListConnectsOnlyToAListOfItsIdentityType() {
        let scroller = RecyclingListScroller<Int>()
        let modifiers = resolved(around: [[ListModifiers.scroller(scroller)]])
        #expect(modifiers.scroller(for: Int.self) === scroller)
        #expect(modifiers.scroller(for: String.self) == nil)
        let end = resolved(around: [], own: [ListModifiers.endStateChange { _ in }])
        #expect(end.endStateChange != nil && modifiers.endStateChange == nil)
    }

    /// The merge of the modifiers on any view (issue 21) with the sectioned list (issue 22): a sectioned
    /// list reads the modifiers as the flat one does, `.pinnedViews` among them.
    @Test func modifiersAroundASectionedListReachItAndTheNearestPinningWins() throws {
        var appeared: [Int] = []
        let scroller = RecyclingListScroller<Int>()
        let headersAndFooters = SectionPinning(headers: true, footers: true)
        let modifiers = resolved(around: [
            [ListModifiers.pinnedViews(.none), ListModifiers.rowSpacing(4), ListModifiers.scroller(scroller),
             ListModifiers.rowAppear { (id: Int) in appeared.append(id) }],
            [ListModifiers.pinnedViews(headersAndFooters)],
        ])
        #expect(modifiers.sectionPinning == headersAndFooters)
        let harness = SectionedListHarness(sections: 100, items: 10) {
            $0.settings = modifiers.settings()
            $0.pinning = modifiers.sectionPinning
            $0.scroller = modifiers.scroller(for: Int.self)
            modifiers.displayActions(for: Int.self).apply(to: $0.coordinator.display)
        }
        #expect(harness.list.sectionPinning == headersAndFooters)
        #expect(harness.list.rowSpacing == 4)
        // Items, not headers, are told, from the first one on.
        #expect(!appeared.isEmpty && appeared == Array(0..<appeared.count))
        scroller.scrollTo(555, animated: false)
        harness.list.layoutIfNeeded()
        #expect(harness.view(of: .item(555)) != nil)
        #expect(scroller.position?.id == 555)
        // The list's own pinning wins over one around it; nothing set pins headers, as `LazyVStack`'s
        // `pinnedViews: [.sectionHeaders]`.
        #expect(resolved(around: [[ListModifiers.pinnedViews(headersAndFooters)]], own: [ListModifiers.pinnedViews(.none)]).sectionPinning == .none)
        #expect(resolved(around: []).sectionPinning == .headers)
    }
}

/// Reading SwiftUI's `ScrollDismissesKeyboardMode`, which has no `==`, by its bytes (issue 21, item 10).
@Suite struct PlainValueMatchTests {
    enum Mode { case automatic, immediately, interactively, never }
    struct Wrapped { var mode: Mode }
    final class Box {}
    struct WithReference { var box: Box }

    @Test func aPlainValueIsFoundAmongTheKnownOnesByItsBytes() {
        let known: [(value: Wrapped, answer: String)] = [
            (Wrapped(mode: .automatic), "a"), (Wrapped(mode: .immediately), "i"), (Wrapped(mode: .interactively), "n"),
        ]
        #expect(PlainValueMatch.answer(for: Wrapped(mode: .interactively), among: known) == "n")
        #expect(PlainValueMatch.answer(for: Wrapped(mode: .immediately), among: known) == "i")
        #expect(PlainValueMatch.answer(for: Wrapped(mode: .never), among: known) == nil)
    }

    @Test func aValueWithReferencesIsNeverFound() {
        let box = Box()
        // The same reference, so the same bytes: still not plain data, so not compared.
        #expect(PlainValueMatch.answer(for: WithReference(box: box), among: [(WithReference(box: box), 1)]) == nil)
    }
}

/// `LazyPager`'s modifiers on any view, as the list's: the nearest wins, the pager's own over all.
@MainActor
@Suite struct PagerModifiersTests {
    func resolved(around: [[PagerModifiers.Change]], own: [PagerModifiers.Change] = []) -> PagerModifiers {
        PagerModifiers.resolved(around: around, own: own)
    }

    @Test func pagerModifiersAroundThePagerReachItTheNearestWinning() {
        let modifiers = resolved(
            around: [[PagerModifiers.looping(true), PagerModifiers.pageSpacing(8), PagerModifiers.autoAdvance(every: 5)],
                     [PagerModifiers.pageSpacing(4), PagerModifiers.autoAdvance(every: nil)]],
            own: [PagerModifiers.loadedNeighbours(2)])
        let settings = modifiers.settings(axis: .horizontal)
        #expect(settings.isLooping)
        #expect(settings.pageSpacing == 4)
        // Auto-advance stopped by the nearer view: nil set wins over 5 set farther out.
        #expect(settings.autoAdvanceInterval == nil)
        #expect(settings.loadedNeighbours == 2)
        let harness = PagerHarness(count: 10) { $0.settings = settings }
        #expect(harness.pager.isLooping)
        #expect(harness.pager.pageSpacing == 4)
        #expect(harness.pager.loadedNeighbours == 2)
        #expect(resolved(around: []).settings(axis: .vertical) == { var s = PagerSettings(); s.axis = .vertical; return s }())
    }

    @Test func pageActionsRunForThePagersIdentityTypeOnly() {
        var told: [Int] = []
        let modifiers = resolved(around: [[PagerModifiers.pageAppear { (id: Int) in told.append(id) },
                                           PagerModifiers.pageDisappear { (id: String) in told.append(Int(id) ?? -1) }]])
        let actions = modifiers.displayActions(for: Int.self)
        actions.onAppear?(3)
        actions.onDisappear?(3)
        #expect(told == [3])
        #expect(modifiers.showsIndicator == nil)
        #expect(resolved(around: [[PagerModifiers.showsIndicator(false)]], own: [PagerModifiers.showsIndicator(true)]).showsIndicator == true)
    }
}
