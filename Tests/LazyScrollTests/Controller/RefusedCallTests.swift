import Foundation
import Testing
@testable import LazyScroll

/// `LazyScrollError` promises that a refused call leaves every piece of engine state exactly as it
/// was. Each throwing public entry point of `ScrollController`, `Virtualizer` and `ScrollStack` is
/// called here with input it must refuse, from states where much is going on (a fling, a drag, a
/// landed scroll-to, a looping pager turning with auto-advance, a chat with unseen messages, a grid, a
/// masonry, a stack, a suspended clock), and the whole state, `now` included, is compared before and
/// after (`expectRefusalChangesNothing`, through `dump`).
@Suite("Refused calls change nothing")
struct RefusedCallTests {
    /// A controller in the middle of something.
    enum ControllerState: String, CaseIterable, CustomTestStringConvertible {
        case flingingList, landedScrollTo, dragging, loopingPager, chatWithUnseenMessages, grid, lanes, stack, suspended
        case sectionsSliding

        var testDescription: String { rawValue }

        func make() throws -> ScrollController {
            let size = CGSize(width: 320, height: 480)
            let measured = ExtentModel.measured(try MeasuredExtents(count: 300, estimatedExtent: 44) { $0 % 3 == 0 ? 60 : nil })
            switch self {
            case .flingingList:
                var controller = try ScrollController(content: .items(measured), viewportSize: size)
                _ = try controller.setLoadMoreThresholds(LoadMoreThresholds(end: .screens(1)), time: 0)
                _ = try controller.dragBegan(at: CGPoint(x: 10, y: 400), time: 0)
                _ = try controller.dragMoved(to: CGPoint(x: 10, y: 100), time: 0.05)
                _ = try controller.dragEnded(velocity: 3_000, time: 0.05)
                _ = controller.tick(time: 0.2)
                return controller
            case .landedScrollTo:
                var controller = try ScrollController(content: .items(measured), viewportSize: size)
                _ = try controller.scroll(toItem: 150, at: .center, animated: true, time: 0)
                for step in 1...180 { _ = controller.tick(time: Double(step) / 60) }
                _ = try controller.setExtent(70, ofItem: 149, time: 3)
                return controller
            case .dragging:
                var controller = try ScrollController(content: .items(.uniform(UniformExtents(count: 50, itemExtent: 30))), viewportSize: size)
                _ = try controller.dragBegan(at: CGPoint(x: 10, y: 100), time: 0)
                _ = try controller.dragMoved(to: CGPoint(x: 10, y: 250), time: 0.1)  // into the rubber band
                return controller
            case .loopingPager:
                var controller = try ScrollController(
                    content: .pages(count: 5), viewportSize: size,
                    configuration: .pager(looping: LoopingSettings(), autoAdvance: AutoAdvanceSettings(interval: 3)))
                _ = try controller.turnPage(by: 1, animated: true, time: 0)
                _ = controller.tick(time: 0.1)
                return controller
            case .chatWithUnseenMessages:
                var controller = try ScrollController(
                    content: .items(measured), viewportSize: size, configuration: ScrollConfiguration(anchoring: .end))
                _ = try controller.scroll(by: -1_000, animated: false, time: 0)
                _ = try controller.performBatchUpdates(BatchUpdate(insertions: [300, 301]), time: 1)
                precondition(!controller.unseenItems.isEmpty)
                return controller
            case .grid:
                let layout = ScrollGridLayout(columns: .adaptive(minimumWidth: 100), columnSpacing: 4, rowSpacing: 4)
                var controller = try ScrollController(
                    content: .items(.grid(GridExtents(count: 1_000, estimatedExtent: 120, layout: layout))), viewportSize: size)
                _ = try controller.wheel(delta: 900, time: 0)
                _ = controller.tick(time: 0.05)
                return controller
            case .lanes:
                var controller = try ScrollController(
                    content: .items(.lanes(LaneExtents(count: 1_000, estimatedExtent: 90, layout: LaneLayout(lanes: 3)))), viewportSize: size)
                _ = try controller.scroll(toOffset: 5_000, animated: false, time: 0)
                _ = try controller.setExtent(200, ofItem: 170, time: 0)
                return controller
            case .stack:
                var controller = try ScrollController(content: .stack(StackContentTests.sections()), viewportSize: size)
                _ = try controller.scroll(to: .item(300, inChild: 1), at: .start, animated: true, time: 0)
                _ = controller.tick(time: 0.1)
                return controller
            case .sectionsSliding:
                // Pinned headers and footers, a scroll-to running, and an animated section update sliding.
                let model = try SectionsControllerTests.contacts(sections: 30, items: 20, pinning: .headers, footers: true)
                var controller = try SectionsControllerTests.controller(model, height: 200)
                _ = try controller.scroll(toSection: 12, at: .start, animated: true, time: 0)
                _ = controller.tick(time: 0.1)
                _ = try controller.performSectionUpdates(
                    SectionBatchUpdate(sectionDeletions: [11], itemInsertions: [ItemPath(section: 12, item: 0)]), animation: .default, time: 0.15)
                _ = controller.tick(time: 0.2)
                precondition(controller.transitions != nil)
                return controller
            case .suspended:
                var controller = try ScrollController(content: .items(measured), viewportSize: size)
                _ = try controller.wheel(delta: 2_000, time: 0)
                _ = controller.tick(time: 0.05)
                _ = try controller.suspend(time: 0.1)
                return controller
            }
        }
    }

    /// The check itself: a call that changes the clock (deep inside the controller) before it throws, or
    /// that is not refused, is reported.
    @Test("the whole-state check reports a change made before a throw, and a call that is not refused")
    func checkSeesChanges() throws {
        var controller = try ControllerState.flingingList.make()
        withKnownIssue {
            expectRefusalChangesNothing(&controller, "advancing the clock, then throwing") { controller in
                controller.now += 1e-9
                throw LazyScrollError.unsupportedOperation(operation: "testing", reason: "the test")
            }
        }
        withKnownIssue {
            expectRefusalChangesNothing(&controller, "a valid scroll") { _ = try $0.scroll(by: 0, animated: false, time: 1) }
        }
    }

    @Test("every throwing ScrollController call leaves the whole state as it was", arguments: ControllerState.allCases)
    func controller(_ state: ControllerState) throws {
        let original = try state.make()
        for (name, call) in try ControllerRefusals.calls(refusedBy: original) {
            var controller = original
            expectRefusalChangesNothing(&controller, "\(name) (\(state))", call)
        }
    }

    /// A virtualizer over measured rows anchored at its end, or over a grid, scrolled into the middle.
    static func virtualizers() throws -> [Virtualizer] {
        var chat = try Virtualizer(extents: .measured(MeasuredExtents(count: 400, estimatedExtent: 40) { $0 % 4 == 0 ? 55 : nil }))
        _ = try chat.setAnchoring(.end)
        _ = try chat.update(viewport: Viewport(offset: 3_000, extent: 600, crossExtent: 320))
        _ = try chat.performBatchUpdates(BatchUpdate(insertions: [400]))
        var grid = try Virtualizer(extents: .grid(GridExtents(count: 999, estimatedExtent: 50, layout: ScrollGridLayout(columns: .adaptive(minimumWidth: 60)))))
        _ = try grid.update(viewport: Viewport(offset: 2_000, extent: 500, crossExtent: 320))
        _ = try grid.setExtent(90, ofItem: 200)
        var sections = try Virtualizer(extents: .sections(SectionsControllerTests.contacts(sections: 40, items: 12, footers: true)))
        _ = try sections.update(viewport: Viewport(offset: 1_500, extent: 300, crossExtent: 320))
        _ = try sections.setExtent(33, ofItem: 126)  // the header of section 9
        return [chat, grid, sections]
    }

    @Test("every throwing Virtualizer call leaves the whole state as it was")
    func virtualizer() throws {
        for original in try Self.virtualizers() {
            let n = original.items.base.count
            let otherDifference = try IdentityDifference(from: ItemIdentifiers(Array(0..<(n + 1))), to: ItemIdentifiers(Array(0..<n)), reloading: [Int]())
            let calls: [(String, (inout Virtualizer) throws -> Void)] = [
                ("a NaN offset", { _ = try $0.update(viewport: Viewport(offset: .nan, extent: 100, crossExtent: 320)) }),
                ("a NaN cross extent", { _ = try $0.update(viewport: Viewport(offset: 0, extent: 100, crossExtent: .nan)) }),
                ("a negative buffer", { _ = try $0.setSettings(WorkingRangeSettings(display: .screens(leading: -1, trailing: 0))) }),
                ("a negative inset", { _ = try $0.setInsets(ContentInsets(leading: 0, trailing: -3)) }),
                ("a NaN end tolerance", { _ = try $0.setAnchoring(.end(tolerance: .nan)) }),
                ("measuring a NaN extent", { _ = try $0.setExtent(.nan, ofItem: 3) }),
                ("measuring an item past the end", { _ = try $0.setExtent(1, ofItem: n) }),
                ("a batch update deleting past the end", { _ = try $0.performBatchUpdates(BatchUpdate(deletions: [0, n])) }),
                ("a batch update with a wrong reported count", { _ = try $0.performBatchUpdates(BatchUpdate(deletions: [0]), reportedCount: n) }),
                ("a batch update inserting a negative extent", {
                    _ = try $0.performBatchUpdates(BatchUpdate(insertions: [1, 2], insertedExtents: [2: -5]))
                }),
                ("an identity difference of another list", { _ = try $0.performBatchUpdates(otherDifference) }),
                ("a section update deleting a section past the end", { _ = try $0.performSectionUpdates(SectionBatchUpdate(sectionDeletions: [n])) }),
                ("a section update with wrong reported counts", { _ = try $0.performSectionUpdates(SectionBatchUpdate(), reportedItemCounts: [-1]) }),
                ("a section update deleting and moving one section", {
                    _ = try $0.performSectionUpdates(SectionBatchUpdate(sectionDeletions: [0], sectionMoves: [BatchUpdate.Move(from: 0, to: 1)]))
                }),
            ]
            for (name, call) in calls {
                var virtualizer = original
                expectRefusalChangesNothing(&virtualizer, name, call)
            }
        }
    }

    @Test("every throwing ScrollStack call leaves the whole state as it was")
    func stack() throws {
        var original = try StackContentTests.sections()
        try original.insertChild(.stack(ScrollStack(spacing: 2)))
        _ = try original.update(viewport: Viewport(offset: 20_000, extent: 400, crossExtent: 320))
        _ = try original.setLoadMoreThresholds(LoadMoreThresholds(end: .screens(1)), ofChild: 1)
        let calls: [(String, (inout ScrollStack) throws -> Void)] = [
            ("inserting a NaN-long child", { _ = try $0.insertChild(.fixed(extent: .nan)) }),
            ("inserting child 99", { _ = try $0.insertChild(.fixed(extent: 10), at: 99) }),
            ("inserting a child of a negative cross size", { _ = try $0.insertChild(.fixed(extent: 10), crossSize: .fixed(-1)) }),
            ("inserting a horizontal stack", { _ = try $0.insertChild(.stack(ScrollStack(axis: .horizontal))) }),
            ("removing child 99", { _ = try $0.removeChild(at: 99) }),
            ("hiding child -1", { _ = try $0.setHidden(true, ofChild: -1) }),
            ("making child 99 sticky", { _ = try $0.setSticky(true, ofChild: 99) }),
            ("a NaN cross size", { _ = try $0.setCrossSize(.fixed(.nan), alignment: .center, ofChild: 0) }),
            ("a NaN spacing", { _ = try $0.setSpacing(.nan) }),
            ("a negative inset", { _ = try $0.setInsets(StackInsets(crossLeading: -1)) }),
            ("a negative reach", { _ = try $0.setReach(.screens(leading: -1, trailing: 0)) }),
            ("a NaN extent of a fixed child", { _ = try $0.setExtent(.nan, ofChild: 0) }),
            ("a fixed extent for a list child", { _ = try $0.setExtent(10, ofChild: 1) }),
            ("a NaN item extent", { _ = try $0.setItemExtent(.nan, ofItem: 0, inChild: 1) }),
            ("an item extent in a fixed child", { _ = try $0.setItemExtent(10, ofItem: 0, inChild: 0) }),
            ("a batch update deleting past a list's end", { _ = try $0.performBatchUpdates(BatchUpdate(deletions: [5_000]), inChild: 1) }),
            ("a list change that throws after changing the list", {
                _ = try $0.updateList(inChild: 3) { (list) throws(LazyScrollError) in
                    _ = try list.setInsets(ContentInsets(leading: 40, trailing: 0))
                    return try list.setExtent(.nan, ofItem: 0)
                }
            }),
            ("a nested change that throws after changing the nested stack", {
                _ = try $0.updateNestedStack(inChild: 5) { (nested) throws(LazyScrollError) in
                    _ = try nested.insertChild(.fixed(extent: 30))
                    return try nested.removeChild(at: 7)
                }
            }),
            ("changing the nested stack of a fixed child", { _ = try $0.updateNestedStack(inChild: 0) { _ in StackUpdate() } }),
            ("a negative load-more threshold", { _ = try $0.setLoadMoreThresholds(LoadMoreThresholds(start: .items(-1))) }),
            ("load-more thresholds of child 99", { _ = try $0.setLoadMoreThresholds(LoadMoreThresholds(end: .items(2)), ofChild: 99) }),
            ("load-more thresholds of a fixed child", { _ = try $0.setLoadMoreThresholds(LoadMoreThresholds(end: .items(2)), ofChild: 0) }),
            ("a NaN viewport", { _ = try $0.update(viewport: Viewport(offset: 0, extent: .nan, crossExtent: 320)) }),
        ]
        for (name, call) in calls {
            var stack = original
            expectRefusalChangesNothing(&stack, name, call)
        }
    }
}
