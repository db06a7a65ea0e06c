import Foundation
import Testing
@testable import LazyScroll

@Suite("Prefetch requests")
struct PrefetchRequestsTests {
    @Test("a list prefetches the rows beyond the loaded ones as they enter the preload window, and cancels those it leaves")
    func listRequests() throws {
        var list = try ScrollController(
            content: .items(.uniform(try UniformExtents(count: 1_000, itemExtent: 50))), viewportSize: CGSize(width: 300, height: 500),
            configuration: ScrollConfiguration(workingRanges: WorkingRangeSettings(
                display: .items(leading: 2, trailing: 2), preload: .items(leading: 6, trailing: 6), hysteresis: 0)))
        let first = list.prefetchRequests(for: list.initialUpdate)
        // Rows 0..<10 are visible, 10..<12 loaded, 12..<16 only prefetched.
        #expect(first.prefetch == [12, 13, 14, 15])
        #expect(first.cancel == [])
        let down = try list.scroll(toOffset: 1_000, animated: false, time: 0)
        let requests = list.prefetchRequests(for: down)
        // Visible 20..<30, loaded 18..<32, preloaded 14..<36: rows 16..<18 and 32..<36 are new and not loaded.
        #expect(requests.prefetch == [16, 17, 32, 33, 34, 35])
        #expect(requests.cancel == [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])
        #expect(list.prefetchRequests(for: ScrollUpdate()).isEmpty)
    }

    @Test("a looping pager asks for data pages, never twice for two copies, and cancels none still preloaded under another copy")
    func loopingRequests() throws {
        var pager = try ScrollController(
            content: .pages(count: 4), viewportSize: CGSize(width: 100, height: 100),
            configuration: .pager(paging: PagingSettings(neighbours: 1, prefetch: 1), looping: LoopingSettings()))
        let first = pager.prefetchRequests(for: pager.initialUpdate)
        // Page 0 shows with 3 and 1 loaded; 2 is preloaded on both sides, asked for once.
        #expect(first.prefetch == [2])
        for _ in 0..<12 {
            let update = try pager.turnPage(by: 1, animated: false, time: 0)
            let requests = pager.prefetchRequests(for: update)
            #expect(Set(requests.prefetch).isDisjoint(with: requests.cancel))
            #expect(requests.cancel.isEmpty)  // with 4 pages every page stays within ±2
            #expect(requests.prefetch.allSatisfy { (0..<4).contains($0) })
        }
    }
}
