import Foundation
import Testing
@testable import LazyScroll
import PropertySeeds

/// Bugs the engine fuzz targets (Fuzz/Engine, Controller, Grid, Identity, Snapshot, Sections) found, each as a
/// readable test, plus a replay of every crashing input kept in Fuzz/Regressions/<target> through the
/// same scenario the fuzzer ran.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    @Test("before the first item, the centre item is item 0 even when the leading items have zero extent")
    func centreItemBeforeZeroExtentItems() throws {
        let extents = try MeasuredExtents(count: 3, estimatedExtent: 10) { _ in 0 }
        #expect(extents.item(at: -5)?.index == 0)
        #expect(extents.item(at: 0)?.index == 2)  // inside the content the last item starting there wins
        var sut = try Virtualizer(extents: .measured(extents), settings: WorkingRangeSettings(
            display: .items(leading: 1, trailing: 0), preload: .items(leading: 1, trailing: 1),
            itemBufferAnchor: .visibleItems, hysteresis: 0))
        _ = try sut.update(viewport: Viewport(offset: -14.75, extent: 62.75))
        _ = try sut.update(viewport: Viewport(offset: -100, extent: 62.75))
        #expect(sut.centerItem == 0)
        #expect(sut.windows == WorkingWindows(visible: 0..<0, display: 0..<1, preload: 0..<2))
    }

    /// Found by the controller scenario: `setAnchoring(.end)` on a stack's controller anchored the
    /// virtualizer that only holds the stack's viewport, which moved to −583 while the stack stayed at 0.
    @Test("a stack's controller refuses end anchoring, and other anchoring is the stack's own")
    func stackAnchoring() throws {
        var stack = try ScrollStack()
        try stack.insertChild(.fixed(extent: 100))
        var controller = try ScrollController(content: .stack(stack), viewportSize: CGSize(width: 320, height: 683))
        #expect(throws: LazyScrollError.unsupportedOperation(
            operation: "anchoring a stack at its end",
            reason: "a stack keeps what is on screen by its own anchoring; anchor a list at its end instead")) {
            try controller.setAnchoring(.end, time: 1)
        }
        #expect(controller.offset == 0 && controller.stack?.viewport.offset == 0)
        _ = try controller.setAnchoring(.none, time: 2)
        #expect(controller.stack?.anchoring == ContentAnchoring.none && controller.virtualizer.anchoring == .keepVisibleItems)
        #expect(controller.offset == 0 && controller.now == 2)
    }

    /// Found by the controller scenario: restoring a saved position moved the viewport without
    /// checking the load-more thresholds, so the controller said it was within the start threshold
    /// (where it had been) while it was far from it, and reported nothing.
    @Test("restoring a position reports the load-more thresholds it enters and leaves")
    func restoringChecksLoadMore() throws {
        var list = try ScrollController(content: .items(.uniform(UniformExtents(count: 200, itemExtent: 40))), viewportSize: CGSize(width: 320, height: 400))
        let identifiers = try ItemIdentifiers(Array(0..<200))
        _ = try list.scroll(toItem: 150, at: .start, animated: false, time: 0)
        let deep = try list.scrollPosition(identifiers: identifiers)
        _ = try list.scroll(toOffset: 0, animated: false, time: 0)
        _ = try list.setLoadMoreThresholds(LoadMoreThresholds(start: .screens(1)), time: 0)
        #expect(list.isWithinLoadMoreThreshold(at: .start))
        let update = try list.restoreScrollPosition(deep, identifiers: identifiers, time: 1)
        #expect(update.loadMoreEvents == [.left(.start)])
        #expect(!list.isWithinLoadMoreThreshold(at: .start))
    }

    /// Found by the snapshot target within seconds: saved ranges that start at a huge negative index
    /// hold more than `Int.max` indices, and counting them trapped before any check; a run of packed
    /// identifiers may claim any number of items, and decoding allocated them all. Any bytes must give
    /// a value or a typed error.
    @Test("saved ranges below 0 or claiming more items than a position may hold are refused while decoding")
    func corruptRangesAreRefused() throws {
        func decode(ranges: [Int], identifiers: [UInt8]) throws -> ScrollPositionSnapshot<Int> {
            let json = #"{"paged":false,"count":9223372036854775807,"anchor":0,"offset":0,"ranges":\#(ranges),"identifiers":"\#(Data(identifiers).base64EncodedString())","extents":""}"#
            return try JSONDecoder().decode(ScrollPositionSnapshot<Int>.self, from: Data(json.utf8))
        }
        #expect(throws: LazyScrollError.incompatibleScrollPosition(.corrupt("the saved ranges start at -9223372036854775808, below 0"))) {
            try decode(ranges: [Int.min, 5], identifiers: [])
        }
        // 2⁴⁰ items, all in one run of identifiers counting up: six bytes.
        #expect(throws: LazyScrollError.incompatibleScrollPosition(.corrupt(
            "1099511627776 saved items, more than the 16777216 a saved position may hold"))) {
            try decode(ranges: [0, 1 << 40], identifiers: [0x80, 0x80, 0x80, 0x80, 0x80, 0x20, 0x02])
        }
    }

    /// The fuzz folder, found from this file's path: tests run from a checkout.
    static let fuzz = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fuzz")

    /// Each engine fuzz target, by its folder in Fuzz/Regressions and Fuzz/Corpus, and what runs one input.
    static let targets: [String: @Sendable ([UInt8]) -> Void] = [
        "engine": runEngineFuzzInput, "controller": runControllerFuzzInput, "grid": runGridFuzzInput,
        "identity": runIdentityFuzzInput, "snapshot": runSnapshotFuzzInput, "sections": runSectionsFuzzInput,
    ]

    /// The saved crashing inputs of every target, as "target/file".
    static var regressionInputs: [String] {
        targets.keys.sorted().flatMap { target in
            ((try? FileManager.default.contentsOfDirectory(atPath: fuzz.appending(path: "Regressions/\(target)").path)) ?? [])
                .sorted().map { "\(target)/\($0)" }
        }
    }

    /// The fuzz scenarios also run in every `swift test`, on the committed seeds' random bytes (and any
    /// seed saved as a regression), so that a change that breaks one fails CI without a fuzzer.
    @Test("each engine fuzz scenario passes on random inputs from the committed seeds", arguments: ["controller", "grid", "identity", "snapshot", "sections"])
    func scenarioOnSeededBytes(_ target: String) async throws {
        let run = try #require(Self.targets[target])
        await seededPropertyCheck("fuzz.\(target)", count: 40) { seed in
            var rng = SplitMix64(seed: seed)
            run((0..<Int.random(in: 1...2_000, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) })
        }
    }

    @Test("crashing fuzz inputs replay cleanly", arguments: regressionInputs)
    func replay(_ input: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.fuzz.appending(path: "Regressions/\(input)")))
        try #require(!bytes.isEmpty)
        let target = try #require(Self.targets[String(input.prefix { $0 != "/" })])
        target(bytes)
    }
}
