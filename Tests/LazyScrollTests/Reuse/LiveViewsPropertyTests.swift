import Foundation
import PropertySeeds
import Testing
@testable import LazyScroll

@Suite("Live views: properties")
struct LiveViewsPropertyTests {
    /// Jumps, flings, wheel steps, animated scrolls, resizes, batch updates (deletions, insertions,
    /// moves, reloads), identity updates (a new order of the items, diffed), saved positions restored at
    /// once, data reloads and full reconfigurations on a random list or pager, looping or not, with one
    /// to three reuse identifiers, pool caps of 0 to 3 and 0 to 3 kept views. After every update
    /// LiveViewsScenario checks the views against the window and the data, and the accounting (see
    /// ViewStatistics); an apply that throws must change nothing. An identity update also checks that
    /// views follow their items, and a restore that nothing on screen moves.
    @Test("random updates keep the views, the data and the view accounting consistent")
    func randomUpdates() async {
        await seededPropertyCheck("live-views.random-updates", count: 150) { seed in
            var rng = SplitMix64(seed: seed)
            do { try Self.run(&rng) } catch { Issue.record("seed \(seed): \(error)") }
        }
    }

    static func run(_ rng: inout SplitMix64) throws {
        let paged = rng.chance(0.3)
        let looping = rng.chance(0.3)
        let axis: ScrollAxis = rng.chance(0.5) ? .horizontal : .vertical
        var size = CGSize(width: CGFloat(Int.random(in: 40...400, using: &rng)), height: CGFloat(Int.random(in: 40...400, using: &rng)))
        func content(count: Int, using rng: inout SplitMix64) throws -> ScrollContent {
            paged ? .pages(count: count)
                : .items(.measured(try MeasuredExtents(count: count, estimatedExtent: CGFloat(Int.random(in: 8...60, using: &rng)))))
        }
        let configuration = paged
            ? ScrollConfiguration.pager(axis: axis, paging: PagingSettings(neighbours: Int.random(in: 0...2, using: &rng)), looping: looping ? LoopingSettings() : nil)
            : ScrollConfiguration(axis: axis, looping: looping ? LoopingSettings() : nil)
        let controller = try ScrollController(
            content: content(count: Int.random(in: 0...(paged ? 40 : 300), using: &rng), using: &rng),
            viewportSize: size, configuration: configuration)
        let kinds = Int.random(in: 1...3, using: &rng)
        let caps = Dictionary(uniqueKeysWithValues: (0..<kinds).map { ("k\($0)", Int.random(in: 0...3, using: &rng)) })
        let keptViews = rng.chance(0.5) ? 0 : Int.random(in: 1...3, using: &rng)
        var scenario = try LiveViewsScenario(controller: controller, caps: caps, keptViews: keptViews, rng: SplitMix64(seed: rng.next()))
        for _ in 0..<40 {
            let main = axis.mainExtent(of: size)
            let count = scenario.controller.dataCount
            switch Int.random(in: 0..<12, using: &rng) {
            case 0 where count > 0, 1 where count > 0:
                let target = Int.random(in: 0..<count, using: &rng)
                let animated = rng.chance(0.5)
                scenario.lastOperation = "jump to \(target) animated \(animated)"
                try scenario.apply(paged
                    ? scenario.controller.scroll(toPage: target, animated: animated, time: scenario.time)
                    : scenario.controller.scroll(toItem: target, at: .start, animated: animated, time: scenario.time), sourceLocation: #_sourceLocation)
                try scenario.advance(to: scenario.time + Double.random(in: 0...0.5, using: &rng))
            case 2:
                scenario.lastOperation = "fling"
                try scenario.drag(by: CGFloat(Int.random(in: -Int(main * 2)...Int(main * 2), using: &rng)),
                                  steps: Int.random(in: 1...6, using: &rng), velocity: CGFloat(Int.random(in: -8_000...8_000, using: &rng)))
                try scenario.advance(to: scenario.time + Double.random(in: 0...1.5, using: &rng))
            case 3:
                scenario.lastOperation = "wheel"
                try scenario.apply(scenario.controller.wheel(delta: CGFloat(Int.random(in: -300...300, using: &rng)), time: scenario.time), sourceLocation: #_sourceLocation)
            case 4 where !(paged && looping), 5 where !(paged && looping):
                _ = try scenario.performRandomBatchUpdate()
            case 6:
                let newCount = Int.random(in: 0...(paged ? 40 : 300), using: &rng)
                try scenario.reloadData(content(count: newCount, using: &rng), count: newCount)
            case 7:
                size = CGSize(width: CGFloat(Int.random(in: 0...400, using: &rng)), height: CGFloat(Int.random(in: 0...400, using: &rng)))
                scenario.lastOperation = "resize to \(size)"
                try scenario.apply(scenario.controller.resize(to: size, time: scenario.time), sourceLocation: #_sourceLocation)
                if rng.chance(0.5) { try scenario.reconfigureAll() }
            case 10:
                _ = try scenario.performRandomIdentityUpdate()
            case 11:
                try scenario.saveAndRestorePosition()
            case 8:
                try scenario.recycleAllAndReload()
            default:
                scenario.lastOperation = "settle"
                try scenario.settle()
            }
        }
    }
}
