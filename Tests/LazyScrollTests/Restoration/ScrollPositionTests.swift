import Foundation
import Testing
@testable import LazyScroll

@Suite("Scroll positions")
struct ScrollPositionTests {
    /// A list of `count` items identified `"item-0"`, `"item-1"`, … with extents 20, 24, 28, 32, 36
    /// repeating (measured), in a 320 × 600 viewport.
    static func measuredList(count: Int, looping: Bool = false) throws -> (ScrollController, ItemIdentifiers<String>) {
        let extents = try MeasuredExtents(count: count, estimatedExtent: 44) { CGFloat(20 + ($0 % 5) * 4) }
        let controller = try ScrollController(
            content: .items(.measured(extents)), viewportSize: CGSize(width: 320, height: 600),
            configuration: ScrollConfiguration(looping: looping ? LoopingSettings() : nil))
        return (controller, try ItemIdentifiers((0..<count).map { "item-\($0)" }))
    }

    /// Everything a refused restore must leave as it was.
    static func state(of controller: ScrollController) -> [String] {
        [
            "\(controller.offset)", "\(controller.dataCount)", "\(controller.virtualizer.windows)", "\(controller.now)",
            "\(controller.placements().map { "\($0.index) \($0.frame.minY) \($0.frame.height)" })",
            "\(controller.virtualizer.items.base.totalExtent)",
        ]
    }

    @Test("a pager's page is saved by identity and found again after pages are inserted before it")
    func pagerFollowsItsPage() throws {
        for looping in [false, true] {
            let configuration = ScrollConfiguration.pager(looping: looping ? LoopingSettings() : nil)
            var pager = try ScrollController(content: .pages(count: 10), viewportSize: CGSize(width: 400, height: 300), configuration: configuration)
            _ = try pager.scroll(toPage: 6, animated: false, time: 0)
            let pages = try ItemIdentifiers((0..<10).map { "page-\($0)" })
            let saved = try pager.scrollPosition(identifiers: pages)
            #expect(saved.page == 6 && saved.anchor == "page-6" && saved.anchorOffsetInViewport == 0)

            // Relaunch: two pages arrived at the front and page 6 is now page 8.
            var relaunched = try ScrollController(content: .pages(count: 12), viewportSize: CGSize(width: 400, height: 300), configuration: configuration)
            let now = try ItemIdentifiers(["new-a", "new-b"] + (0..<10).map { "page-\($0)" })
            let update = try relaunched.restoreScrollPosition(saved, identifiers: now, time: 0)
            #expect(relaunched.currentPage == 8 && relaunched.pageIndicator.currentPage == 8)
            #expect(update.pageChanged)
            #expect(relaunched.offset.truncatingRemainder(dividingBy: relaunched.pageStride) == 0)
        }
    }

    /// A carousel's pages are 300 points of a 400-point viewport, centred: page 0 rests at −50. A
    /// restored page must rest at its alignment too (it was put with its start at the viewport's
    /// start, between two resting places, and the first page was pulled to 0).
    @Test("a centred carousel restores its page resting at its alignment", arguments: [0, 3, 9])
    func centredCarousel(page: Int) throws {
        let configuration = ScrollConfiguration.pager(paging: PagingSettings(pageLength: .points(300), alignment: .center))
        var pager = try ScrollController(content: .pages(count: 10), viewportSize: CGSize(width: 400, height: 300), configuration: configuration)
        _ = try pager.scroll(toPage: page, animated: false, time: 0)
        let pages = try ItemIdentifiers((0..<10).map { "page-\($0)" })
        let saved = try pager.scrollPosition(identifiers: pages)
        var relaunched = try ScrollController(content: .pages(count: 10), viewportSize: CGSize(width: 400, height: 300), configuration: configuration)
        _ = try relaunched.restoreScrollPosition(saved, identifiers: pages, time: 0)
        #expect(relaunched.offset == CGFloat(page * 300 - 50))
        #expect(relaunched.offset == pager.offset && relaunched.currentPage == page)
    }

    @Test("a looping list restores its anchor into the middle copy at the same place on screen")
    func loopingList() throws {
        var (list, identifiers) = try Self.measuredList(count: 40, looping: true)
        _ = try list.scroll(by: 777, animated: false, time: 0)
        let saved = try list.scrollPosition(identifiers: identifiers)
        var (relaunched, _) = try Self.measuredList(count: 40, looping: true)
        _ = try relaunched.restoreScrollPosition(saved, identifiers: identifiers, time: 0)
        #expect(relaunched.offset == list.offset)
        #expect(relaunched.placements() == list.placements())
    }

    @Test("a deleted anchor gives its place to the nearest surviving item; a later one wins a tie")
    func deletedAnchor() throws {
        var (list, identifiers) = try Self.measuredList(count: 1_000)
        _ = try list.scroll(toItem: 500, at: .start, animated: false, time: 0)
        _ = try list.scroll(by: -10, animated: false, time: 0)   // item 500 starts 10 points down
        let saved = try list.scrollPosition(identifiers: identifiers)
        #expect(saved.anchorIndex == 500 && saved.anchorOffsetInViewport == 10)

        // Items 499, 500 and 501 are gone: 498 and 502 are equally near, and 502 is later.
        let survivors = identifiers.identifiers.filter { !["item-499", "item-500", "item-501"].contains($0) }
        var (relaunched, _) = try Self.measuredList(count: survivors.count)
        _ = try relaunched.restoreScrollPosition(saved, identifiers: ItemIdentifiers(survivors), time: 0)
        let item502 = try #require(ItemIdentifiers(survivors).index(of: "item-502"))
        #expect(try relaunched.virtualizer.span(ofItem: item502).start - relaunched.offset == 10)
    }

    @Test("restoring into a list whose items are loaded keeps their views: nothing reloads")
    func restoringKeepsLoadedItems() throws {
        var (list, identifiers) = try Self.measuredList(count: 500)
        _ = try list.scroll(toItem: 200, at: .start, animated: false, time: 0)
        let saved = try list.scrollPosition(identifiers: identifiers)
        let windowsWhenSaved = list.virtualizer.windows
        _ = try list.scroll(toItem: 205, at: .start, animated: false, time: 0)
        let before = list.virtualizer.windows
        let update = try list.restoreScrollPosition(saved, identifiers: identifiers, time: 0)
        #expect(update.mapping == nil && update.indexShift == 0)
        #expect(list.virtualizer.windows == windowsWhenSaved)
        // Only the items the scroll had let go load again; those it had brought in unload.
        #expect(update.changes.load == IndexRanges(windowsWhenSaved.display).subtracting(IndexRanges(before.display)))
        #expect(update.changes.unload == IndexRanges(before.display).subtracting(IndexRanges(windowsWhenSaved.display)))
        #expect(try list.virtualizer.span(ofItem: 200).start == list.offset)
    }

    @Test("a position from another list, from a pager, or with the wrong number of identifiers is refused and changes nothing")
    func refusals() throws {
        var (list, identifiers) = try Self.measuredList(count: 100)
        _ = try list.scroll(toItem: 50, at: .start, animated: false, time: 0)
        let saved = try list.scrollPosition(identifiers: identifiers, listIdentifier: "inbox")
        _ = try list.scroll(toItem: 10, at: .start, animated: false, time: 0)
        let before = Self.state(of: list)

        #expect(throws: LazyScrollError.incompatibleScrollPosition(.otherList(saved: "inbox", restoring: "archive"))) {
            try list.restoreScrollPosition(saved, identifiers: identifiers, listIdentifier: "archive", time: 1)
        }
        #expect(throws: LazyScrollError.incompatibleScrollPosition(.otherList(saved: "inbox", restoring: nil))) {
            try list.restoreScrollPosition(saved, identifiers: identifiers, time: 1)
        }
        let pager = try ScrollController(content: .pages(count: 100), viewportSize: CGSize(width: 320, height: 600), configuration: .pager())
        let pagerPosition = try pager.scrollPosition(identifiers: identifiers, listIdentifier: "inbox")
        #expect(throws: LazyScrollError.incompatibleScrollPosition(.otherContent(savedPaged: true))) {
            try list.restoreScrollPosition(pagerPosition, identifiers: identifiers, listIdentifier: "inbox", time: 1)
        }
        let fewer = try ItemIdentifiers(Array(identifiers.identifiers.prefix(99)))
        #expect(throws: LazyScrollError.invalidIdentifiers(.countMismatch(identifiers: 99, items: 100))) {
            try list.restoreScrollPosition(saved, identifiers: fewer, listIdentifier: "inbox", time: 1)
        }
        #expect(throws: LazyScrollError.invalidIdentifiers(.countMismatch(identifiers: 99, items: 100))) {
            try list.scrollPosition(identifiers: fewer)
        }
        #expect(throws: LazyScrollError.invalidNumber(quantity: "time", value: .infinity, rule: .finite)) {
            try list.restoreScrollPosition(saved, identifiers: identifiers, listIdentifier: "inbox", time: .infinity)
        }
        #expect(Self.state(of: list) == before)
    }

    /// The JSON of a small saved position, edited by `edit`, decoded.
    static func decodeEdited(_ edit: (inout [String: Any]) -> Void) throws -> ScrollPositionSnapshot<String> {
        var (list, identifiers) = try measuredList(count: 30)
        _ = try list.scroll(toItem: 12, at: .start, animated: false, time: 0)
        let data = try JSONEncoder().encode(try list.scrollPosition(identifiers: identifiers))
        var object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        edit(&object)
        return try JSONDecoder().decode(ScrollPositionSnapshot<String>.self, from: JSONSerialization.data(withJSONObject: object))
    }

    @Test("a corrupt saved position is refused when it is decoded, with what is wrong")
    func corruptPositions() throws {
        #expect(throws: Never.self) { try Self.decodeEdited { _ in } }
        #expect(throws: LazyScrollError.incompatibleScrollPosition(.corrupt("the saved ranges have an odd number of bounds"))) {
            try Self.decodeEdited { $0["ranges"] = [0, 30, 40] }
        }
        #expect(throws: LazyScrollError.incompatibleScrollPosition(.corrupt("saved indices 0...30 lie outside 0..<30"))) {
            try Self.decodeEdited { $0["ranges"] = [0, 31] }
        }
        #expect(throws: LazyScrollError.incompatibleScrollPosition(.corrupt("the saved ranges are empty, out of order or touching at 5"))) {
            try Self.decodeEdited { $0["ranges"] = [0, 5, 5, 30] }
        }
        #expect(throws: LazyScrollError.incompatibleScrollPosition(.corrupt("30 saved indices but 29 identifiers"))) {
            try Self.decodeEdited { $0["identifiers"] = ($0["identifiers"] as! [String]).dropLast() as [String] }
        }
        #expect(throws: LazyScrollError.incompatibleScrollPosition(.corrupt("the anchor 99 is not among the saved items"))) {
            try Self.decodeEdited { $0["anchor"] = 99 }
        }
        // No palette and a run of -1 for the 30 items; runs for 31 items; a run without its value; a
        // palette of one value and one position beyond it.
        let negativeRun = Data([0, 30 << 1 | 1] + [0x00, 0x00, 0x80, 0xBF]).base64EncodedString()
        #expect(throws: LazyScrollError.incompatibleScrollPosition(.corrupt("an extent is negative or infinite"))) {
            try Self.decodeEdited { $0["extents"] = negativeRun }
        }
        let tooMany = Data([0, 31 << 1 | 1] + [0x00, 0x00, 0x80, 0x3F]).base64EncodedString()
        #expect(throws: LazyScrollError.incompatibleScrollPosition(.corrupt("the extents hold more than 30 items"))) {
            try Self.decodeEdited { $0["extents"] = tooMany }
        }
        let cutOff = Data([0, 30 << 1 | 1, 0x00]).base64EncodedString()
        #expect(throws: LazyScrollError.incompatibleScrollPosition(.corrupt("the extents are cut off"))) {
            try Self.decodeEdited { $0["extents"] = cutOff }
        }
        let beyondPalette = Data([1, 0x00, 0x00, 0x80, 0x3F, 30 << 1] + [UInt8](repeating: 0, count: 29) + [1]).base64EncodedString()
        #expect(throws: LazyScrollError.incompatibleScrollPosition(.corrupt("palette position 1 is beyond its 1 values"))) {
            try Self.decodeEdited { $0["extents"] = beyondPalette }
        }
    }

    @Test("two saved items with one identifier are refused by restoring, naming it and both saved indices, and change nothing")
    func savedDuplicates() throws {
        let twice = try Self.decodeEdited { object in
            var identifiers = object["identifiers"] as! [String]
            identifiers[3] = identifiers[5]
            object["identifiers"] = identifiers
        }
        var (list, identifiers) = try Self.measuredList(count: 30)
        let before = Self.state(of: list)
        #expect(throws: LazyScrollError.duplicateIdentity(identity: "item-5", firstIndex: 3, secondIndex: 5)) {
            try list.restoreScrollPosition(twice, identifiers: identifiers, time: 1)
        }
        // The same when the twice-saved identifier no longer exists.
        let renamed = try ItemIdentifiers(identifiers.identifiers.map { $0 == "item-5" ? "renamed" : $0 })
        #expect(throws: LazyScrollError.duplicateIdentity(identity: "item-5", firstIndex: 3, secondIndex: 5)) {
            try list.restoreScrollPosition(twice, identifiers: renamed, time: 1)
        }
        #expect(Self.state(of: list) == before)
    }

    @Test("a million measured items pack into a palette, runs and Float32 values; integer identifiers into runs of differences")
    func millionItemsPackCompactly() throws {
        // Every item measured at one of five extents: a palette of five, one byte per item.
        let (varied, names) = try Self.measuredList(count: 1_000_000)
        let saved = try varied.scrollPosition(identifiers: names)
        #expect(saved.savedItemCount == 1_000_000)
        #expect(saved.savedExtents.bytes.count == 1 + 5 * 4 + 3 + 1_000_000)
        // Every item measured at a different extent: no palette, four bytes each.
        let distinct = try ScrollController(
            content: .items(.measured(MeasuredExtents(extents: (0..<1_000_000).map { CGFloat($0) / 4 }))),
            viewportSize: CGSize(width: 320, height: 600))
        #expect(try distinct.scrollPosition(identifiers: names).savedExtents.bytes.count == 1 + 3 + 4_000_000)
        // All measured at 44: one run.
        let uniform = try ScrollController(
            content: .items(.measured(MeasuredExtents(extents: Array(repeating: 44, count: 1_000_000)))),
            viewportSize: CGSize(width: 320, height: 600))
        #expect(try uniform.scrollPosition(identifiers: names).savedExtents.bytes.count == 1 + 3 + 4)
        // None measured: only the anchor and its neighbours are saved.
        let estimated = try ScrollController(
            content: .items(.measured(MeasuredExtents(count: 1_000_000, estimatedExtent: 44))), viewportSize: CGSize(width: 320, height: 600))
        #expect(try estimated.scrollPosition(identifiers: names).savedItemCount == 25)

        // Identifiers 0 ..< 1,000,000 count up by one: a run of one difference of 0 (from 0 to the first)
        // and a run of 999,999 differences of 1, six bytes in all.
        let numbers = try ItemIdentifiers(Array(0..<1_000_000))
        let json = try JSONEncoder().encode(varied.scrollPosition(identifiers: numbers))
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(object["identifiers"] as? String == Data([0x01, 0x00, 0xBF, 0x84, 0x3D, 0x02]).base64EncodedString())
        #expect(json.count == 1_333_481)
        let decoded = try JSONDecoder().decode(ScrollPositionSnapshot<Int>.self, from: json)
        #expect(decoded.savedIdentifiers == numbers.identifiers)
    }

    @Test("64-bit integer identifiers of every kind survive packing: negative, huge, descending, repeated differences")
    func integerIdentifiersRoundTrip() throws {
        var (list, _) = try Self.measuredList(count: 8)
        _ = try list.scroll(by: 30, animated: false, time: 0)
        let signed: [Int64] = [0, -1, .min, .max, 5, 6, 7, -1_000_000_000_000]
        let unsigned: [UInt64] = [.max, 0, 1, .max - 1, 1 << 63, 3, 6, 9]
        let savedInts = try list.scrollPosition(identifiers: ItemIdentifiers(signed.map(Int.init)))
        #expect(try JSONDecoder().decode(ScrollPositionSnapshot<Int>.self, from: JSONEncoder().encode(savedInts)) == savedInts)
        let savedSigned = try list.scrollPosition(identifiers: ItemIdentifiers(signed))
        #expect(try JSONDecoder().decode(ScrollPositionSnapshot<Int64>.self, from: JSONEncoder().encode(savedSigned)) == savedSigned)
        let savedUnsigned = try list.scrollPosition(identifiers: ItemIdentifiers(unsigned))
        #expect(try JSONDecoder().decode(ScrollPositionSnapshot<UInt64>.self, from: JSONEncoder().encode(savedUnsigned)) == savedUnsigned)
        // Other identifier types are written as their own encoding does.
        let savedSmall = try list.scrollPosition(identifiers: ItemIdentifiers((0..<8).map { Int16($0 * 3) }))
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(savedSmall)) as? [String: Any]
        #expect(object?["identifiers"] as? [Int] == [0, 3, 6, 9, 12, 15, 18, 21])
    }
}
