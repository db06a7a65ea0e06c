import Foundation
import Testing
@testable import LazyScroll
import PropertySeeds

/// Scroll-to lands exactly while rows are measured on the way (issue 14, item 2).
///
/// A random list whose rows are only estimated until they load: like `RecyclingListView`, the front end
/// measures each row the first time it is loaded, revealing a random estimate error. A scroll-to a random
/// row at a random alignment, animated or not, within random obscured insets; while it runs, random rows
/// are measured again, rows are inserted and deleted, the viewport is resized and the insets change.
///
/// - **Lands exactly**: at rest, with every loaded row measured, the offset is the brute-force model's
///   offset for the row at its alignment. With extents, spacings and insets that are multiples of 1/8
///   point (70% of the cases), every sum is exact in binary floating point whatever order it is taken in,
///   so the engine's tree sums and the model's running sums are the same number: the check is `==`, bit
///   for bit. With arbitrary values the two orders of summation may differ in the last bits, so it is
///   within 1e-9 of the content's length (a billionth: far below a pixel, far above rounding).
/// - **Stays landed**: rows measured after it landed leave it exactly aligned.
/// - **No visible jump**: a content change while the spring runs moves nothing on screen and does not
///   change the offset's speed: the anchor item (the first row starting in the viewport) is where it
///   was on screen, and the velocity is what it was (both within the same tolerance). Between content
///   changes the offset follows one closed-form spring, so every frame moves what is on screen only by
///   the spring's own motion; the re-aimed spring starts from the old one's position and velocity, so
///   the trajectory stays continuous in position and speed.
@Suite("Scroll-to landing")
struct ScrollToLandingPropertyTests {
    @Test("a scroll-to lands exactly on its row however many estimates are corrected on the way, without a jump")
    func landsExactly() async {
        await seededPropertyCheck("controller.scroll-to-landing", count: 200) { seed in
            var scenario = try LandingScenario(seed: seed)
            try scenario.run()
        }
    }
}

struct LandingScenario {
    var rng: SplitMix64
    var model: LandingModel
    var controller: ScrollController
    var time: Double = 0
    /// Values are multiples of 1/8, so results must be bit-exact.
    let isExact: Bool
    var length: Double
    /// Where the scroll-to aims: the row (followed through inserts and deletes) and its alignment.
    var target = 0
    var alignment = ScrollAlignment.start
    var log: [String] = []

    init(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let exact = generator.chance(0.7)
        let count = Int.random(in: 1...300, using: &generator)
        func value(_ range: ClosedRange<Double>) -> Double {
            Self.draw(range, exact: exact, using: &generator)
        }
        let estimate = value(4...80)
        let trueExtents = (0..<count).map { _ in generator.chance(0.1) ? estimate : value(2...160) }
        let spacing = generator.chance(0.5) ? 0 : value(0...8)
        let leading = generator.chance(0.5) ? 0 : value(0...60)
        let trailing = generator.chance(0.5) ? 0 : value(0...60)
        length = value(40...600)
        let obscured = generator.chance(0.4) ? ObscuredInsets.zero
            : ObscuredInsets(leading: CGFloat(value(0...50)), trailing: CGFloat(value(0...40)))
        rng = generator
        isExact = exact
        model = LandingModel(trueExtents: trueExtents, known: Array(repeating: nil, count: count), estimate: estimate,
                             spacing: spacing, leading: leading, trailing: trailing)
        let extents = try MeasuredExtents(count: count, estimatedExtent: CGFloat(estimate), spacing: CGFloat(spacing))
        controller = try ScrollController(
            content: .items(.measured(extents)), viewportSize: CGSize(width: 320, height: length),
            configuration: ScrollConfiguration(insets: ContentInsets(leading: CGFloat(leading), trailing: CGFloat(trailing))))
        _ = try controller.setObscuredInsets(obscured, time: time)
        try measureLoadedRows()
    }

    var tolerance: Double { isExact ? 0 : 1e-9 * max(1, model.contentExtent) }

    mutating func run() throws {
        // Start somewhere at random, at rest, with what is there measured.
        _ = try controller.scroll(toOffset: CGFloat(rng.chance(0.5) ? 0 : Double.random(in: 0...model.maxOffset(viewport: length), using: &rng)), animated: false, time: time)
        try measureLoadedRows()
        // Often near the end, where the content's end stops the scroll and shrinking rows pull it back.
        target = rng.chance(0.3) ? max(0, model.count - Int.random(in: 1...5, using: &rng)) : Int.random(in: 0..<model.count, using: &rng)
        let requested = ScrollAlignment.allCases.randomElement(using: &rng)!
        let animated = rng.chance(0.7)
        let obscured = controller.obscuredInsets
        let resolved = requested == .nearest
            ? model.resolveNearest(target, offset: Double(controller.offset), length: length, obscured: obscured) : requested
        log.append("scroll to \(target) at \(requested) (\(resolved.map { "\($0)" } ?? "in view")) animated \(animated)")
        let before = Double(controller.offset)
        _ = try controller.scroll(toItem: target, at: requested, animated: animated, time: time)
        guard let resolved else {
            // `.nearest` found the row in view: nothing moves.
            #expect(Double(controller.offset) == before, "\(log)")
            return
        }
        alignment = resolved
        try measureLoadedRows()
        var frames = 0
        while controller.isAnimating {
            frames += 1
            #expect(frames < 3_000, "still moving after 50 s: \(log)")
            if frames >= 3_000 { return }
            time += 1.0 / 60
            _ = controller.tick(time: time)
            try measureLoadedRows()
            if controller.isAnimating { try disturb() }
        }
        expectLanded("landing")
        // Landed: rows measured now (cells reconfigured, content changed) keep it aligned.
        for _ in 0..<Int.random(in: 0...4, using: &rng) {
            try remeasureRandomRow()
            try measureLoadedRows()
        }
        expectLanded("after measurements at rest")
    }

    func expectLanded(_ when: String) {
        let expected = model.alignedOffset(target, alignment, length: length, obscured: controller.obscuredInsets)
        let offset = Double(controller.offset)
        #expect(abs(offset - expected) <= tolerance, "\(when): offset \(offset), row \(target) at \(alignment) needs \(expected) (exact \(isExact)); \(log.suffix(8))")
        #expect(!controller.isAnimating)
    }

    // MARK: - The front end

    /// Measures every loaded row that has never been measured, first to last, as `RecyclingListView`
    /// measures rows as they load; each measurement can load more rows.
    mutating func measureLoadedRows() throws {
        while let row = controller.virtualizer.windows.display.first(where: { model.known[$0] == nil }) {
            try measure(row, as: model.trueExtents[row])
        }
    }

    mutating func measure(_ row: Int, as extent: Double) throws {
        let probe = JumpProbe(self)
        _ = try controller.setExtent(CGFloat(extent), ofItem: row, time: time)
        model.known[row] = extent
        probe.verify(self, renumbered: { $0 }, "measuring \(row) as \(extent)")
    }

    // MARK: - Disturbances while the scroll runs

    mutating func disturb() throws {
        switch Int.random(in: 0..<40, using: &rng) {
        case 0..<5: try remeasureRandomRow()
        case 5, 6: try insertRows()
        case 7: try deleteRow()
        case 8: try resize()
        case 9: try changeObscuredInsets()
        default: return
        }
        try measureLoadedRows()
    }

    /// A row changes (its content was edited) and is measured again: often one on screen, else any.
    mutating func remeasureRandomRow() throws {
        let visible = controller.virtualizer.windows.visible
        let row = rng.chance(0.5) && !visible.isEmpty ? Int.random(in: visible, using: &rng) : Int.random(in: 0..<model.count, using: &rng)
        let extent = draw(2...160)
        model.trueExtents[row] = extent
        try measure(row, as: extent)
    }

    mutating func insertRows() throws {
        let position = Int.random(in: 0...model.count, using: &rng)
        let count = Int.random(in: 1...3, using: &rng)
        let extents = (0..<count).map { _ in draw(2...160) }
        let probe = JumpProbe(self)
        let update = try controller.performBatchUpdates(BatchUpdate(insertions: Array(position..<(position + count))), time: time)
        model.trueExtents.insert(contentsOf: extents, at: position)
        model.known.insert(contentsOf: Array(repeating: nil, count: count), at: position)
        if target >= position { target += count }
        log.append("insert \(count) at \(position)")
        probe.verify(self, renumbered: { update.mapping?.newIndex(ofOld: $0) }, "inserting \(count) at \(position)")
    }

    mutating func deleteRow() throws {
        guard model.count > 1 else { return }
        var row = Int.random(in: 0..<(model.count - 1), using: &rng)
        if row >= target { row += 1 }
        let probe = JumpProbe(self)
        let update = try controller.performBatchUpdates(BatchUpdate(deletions: [row]), time: time)
        model.trueExtents.remove(at: row)
        model.known.remove(at: row)
        if target > row { target -= 1 }
        log.append("delete \(row)")
        probe.verify(self, renumbered: { update.mapping?.newIndex(ofOld: $0) }, "deleting \(row)")
    }

    mutating func resize() throws {
        length = draw(40...600)
        let probe = JumpProbe(self)
        _ = try controller.resize(to: CGSize(width: 320, height: length), time: time)
        log.append("resize to \(length)")
        // A resize moves what is on screen by itself (the list keeps its anchor row unless an end of the
        // content stops it); only the speed must carry over.
        probe.verify(self, renumbered: { _ in nil }, "resizing to \(length)")
    }

    mutating func changeObscuredInsets() throws {
        let insets = ObscuredInsets(leading: CGFloat(draw(0...50)), trailing: CGFloat(draw(0...40)))
        let probe = JumpProbe(self)
        _ = try controller.setObscuredInsets(insets, time: time)
        log.append("obscured \(insets)")
        probe.verify(self, renumbered: { $0 }, "obscuring \(insets)")
    }

    mutating func draw(_ range: ClosedRange<Double>) -> Double {
        Self.draw(range, exact: isExact, using: &rng)
    }

    /// A multiple of 1/8 in `range` when `exact`, else any value in it.
    static func draw(_ range: ClosedRange<Double>, exact: Bool, using rng: inout SplitMix64) -> Double {
        exact ? Double(Int.random(in: Int(range.lowerBound * 8)...Int(range.upperBound * 8), using: &rng)) / 8
            : Double.random(in: range, using: &rng)
    }
}

/// What is on screen and how fast it moves before a content change, to check after it that nothing
/// jumped: the anchor row (the first row starting in the viewport) is where it was on screen, and the
/// offset moves at the same speed.
struct JumpProbe {
    var anchor: (index: Int, onScreen: CGFloat)?
    var velocity: CGFloat
    var wasSpringing: Bool

    init(_ scenario: LandingScenario) {
        anchor = scenario.controller.listAnchor()
        velocity = scenario.controller.currentVelocity
        wasSpringing = scenario.controller.isSpringing
    }

    func verify(_ scenario: LandingScenario, renumbered: (Int) -> Int?, _ change: String) {
        // At rest a landed scroll keeps its row aligned instead; nothing runs to jump.
        guard wasSpringing else { return }
        let controller = scenario.controller
        let tolerance = max(scenario.tolerance, 1e-9)
        #expect(abs(controller.currentVelocity - velocity) <= tolerance * max(1, abs(velocity)),
                "\(change) changed the speed from \(velocity) to \(controller.currentVelocity); \(scenario.log.suffix(6))")
        guard let anchor, let index = renumbered(anchor.index), let span = try? controller.virtualizer.span(ofItem: index) else { return }
        let onScreen = span.start - controller.offset
        #expect(abs(onScreen - anchor.onScreen) <= tolerance,
                "\(change) moved row \(anchor.index) on screen from \(anchor.onScreen) to \(onScreen); \(scenario.log.suffix(6))")
    }
}
