import Foundation
import Testing
import LazyScroll

// The code of Documentation.docc/BatchUpdatesAndAnchoring.md, compiled and run;
// DocumentationSnippetTests keeps the two identical.
@Suite("Documentation: batch updates and anchoring")
struct BatchUpdatesAndAnchoringArticleTests {
    @Test("insertions, deletions and a measurement above the viewport move nothing on screen")
    func batchUpdatesAndAnchoring() throws {
        // snippet:begin
        // A chat: 1,000 messages estimated at 80 points until they are measured.
        let messages = try MeasuredExtents(count: 1_000, estimatedExtent: 80)
        var chat = try ScrollController(
            content: .items(.measured(messages)), viewportSize: CGSize(width: 375, height: 600))
        _ = try chat.scroll(toItem: 500, at: .start, animated: false, time: 0)
        let before = try chat.virtualizer.frame(ofItem: 500).minY - chat.offset  // 0: at the top

        // Three older messages arrive at the top and message 10 is deleted, all at once. Loaded views
        // are renumbered, not reloaded, and the offset moves so message 500 (now 502) stays put.
        let batch = BatchUpdate(deletions: [10], insertions: [0, 1, 2], insertedExtents: [0: 40, 1: 40, 2: 40])
        let update = try chat.performBatchUpdates(batch, reportedCount: 1_002, time: 0)
        let renumbered = update.mapping?.newIndex(ofOld: 500)  // 502
        let after = try chat.virtualizer.frame(ofItem: 502).minY - chat.offset  // still 0

        // Message 100, far above, is measured at 300 points instead of 80: the offset absorbs it.
        _ = try chat.setExtent(300, ofItem: 100, time: 0)
        let afterMeasuring = try chat.virtualizer.frame(ofItem: 502).minY - chat.offset  // still 0

        // An update whose counts do not add up is refused, and nothing changes.
        let refused = (try? chat.performBatchUpdates(BatchUpdate(insertions: [0]), reportedCount: 5, time: 0)) == nil
        // snippet:end

        #expect(before == 0 && after == 0 && afterMeasuring == 0)
        #expect(renumbered == 502)
        #expect(refused)
        #expect(chat.dataCount == 1_002)
    }
}
