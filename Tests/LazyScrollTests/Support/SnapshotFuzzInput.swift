import Foundation
@testable import LazyScroll

/// Runs one saved-position fuzz input (Fuzz/Snapshot). State restoration reads bytes that can be stale
/// or corrupt, so any bytes must decode to a `ScrollPositionSnapshot` or fail with a typed error
/// (`LazyScrollError` or `DecodingError`), never trap or hang. The first byte picks how the rest is
/// read: as JSON text itself (the corpus holds real saved positions for the fuzzer to mutate), or as
/// the random choices (`ByteStreamRandom`) of a JSON object built field by field, with extreme
/// numbers, ranges and packed bytes. Whatever decodes must fit together, encode to what decodes to
/// the same value, and restore into a list or a pager either cleanly or with a typed error that
/// changes nothing. Shared by the fuzz target and the regression test that replays saved inputs.
func runSnapshotFuzzInput(_ bytes: [UInt8]) {
    guard let selector = bytes.first else { return }
    let rest = Array(bytes.dropFirst())
    let json: Data
    if selector & 1 == 0 {
        json = Data(rest)
    } else {
        var rng = ByteStreamRandom(rest)
        guard let built = try? JSONSerialization.data(withJSONObject: SnapshotFuzzObject.random(using: &rng)) else { return }
        json = built
    }
    SnapshotFuzzCheck<String>.run(json, filler: { "f\($0)" })
    SnapshotFuzzCheck<Int>.run(json, filler: { -1 - $0 })
}

/// A random JSON object in the shape of a saved position, every field sometimes missing, mistyped or
/// extreme.
enum SnapshotFuzzObject {
    static func random<Random: RandomNumberGenerator>(using rng: inout Random) -> [String: Any] {
        func integer() -> Int {
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: return [Int.min, Int.max, Int.min + 1, Int.max - 1, -1, 0][Int.random(in: 0..<6, using: &rng)]
            case 1: return Int.random(in: -3...3, using: &rng)
            default: return Int.random(in: 0...300, using: &rng)
            }
        }
        func bytes() -> String {
            let count = Int.random(in: 0...40, using: &rng)
            return Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &rng) }).base64EncodedString()
        }
        func bounds() -> [Int] {
            var values: [Int] = []
            var next = rng.chance(0.2) ? integer() : 0
            for _ in 0..<Int.random(in: 0...8, using: &rng) {
                if rng.chance(0.2) { next = integer() } else { next &+= Int.random(in: 1...50, using: &rng) }
                values.append(next)
            }
            return values
        }
        var object: [String: Any] = [:]
        if rng.chance(0.3) { object["list"] = rng.chance(0.5) ? "chat" : "other" }
        if rng.chance(0.95) { object["paged"] = rng.chance(0.2) }
        if rng.chance(0.95) { object["count"] = integer() }
        if rng.chance(0.9) { object["anchor"] = integer() }
        if rng.chance(0.95) {
            object["offset"] = [0.0, -10.5, 1e308, -1e308, 123.25, Double(Int.random(in: -600...600, using: &rng))][Int.random(in: 0..<6, using: &rng)]
        }
        if rng.chance(0.95) { object["ranges"] = bounds() }
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: object["identifiers"] = bytes()
        case 1: object["identifiers"] = (0..<Int.random(in: 0...40, using: &rng)).map { "f\($0 * 7 % 41)" }
        case 2: object["identifiers"] = (0..<Int.random(in: 0...40, using: &rng)).map { _ in integer() }
        default: break
        }
        if rng.chance(0.95) { object["extents"] = bytes() }
        if rng.chance(0.3) {
            var chat: [String: Any] = [:]
            if rng.chance(0.9) { chat["atEnd"] = rng.chance(0.5) }
            if rng.chance(0.6) { chat["endDistance"] = [0.0, 30, -12.5, 1e308][Int.random(in: 0..<4, using: &rng)] }
            if rng.chance(0.6) { chat["unseen"] = bounds() }
            object["chat"] = chat
        }
        return object
    }
}

/// The checks of one identifier type (`String` identifiers are read as JSON strings, 64-bit integers
/// as packed bytes).
enum SnapshotFuzzCheck<ID: Codable & Hashable & Sendable> {
    static func run(_ json: Data, filler: (Int) -> ID) {
        let snapshot: ScrollPositionSnapshot<ID>
        do {
            snapshot = try JSONDecoder().decode(ScrollPositionSnapshot<ID>.self, from: json)
        } catch is LazyScrollError {
            return
        } catch is DecodingError {
            return
        } catch {
            check(false, "decoding threw \(type(of: error)): \(error)")
            return
        }
        check(snapshot.inconsistency == nil, "a decoded position does not fit together: \(snapshot.inconsistency ?? "")")
        check(snapshot.savedItemCount == snapshot.savedIndices.count, "\(snapshot.savedItemCount) identifiers for \(snapshot.savedIndices.count) saved indices")
        do {
            let again = try JSONDecoder().decode(ScrollPositionSnapshot<ID>.self, from: JSONEncoder().encode(snapshot))
            check(again == snapshot, "encoding and decoding changed the position")
        } catch {
            check(false, "a decoded position does not encode and decode again: \(error)")
        }
        restore(snapshot, filler: filler)
    }

    /// Restores `snapshot` into a list (a chat when it is a chat's) or a pager of at most 2,000 items:
    /// the saved identifiers at their saved indices where they fit, fillers elsewhere.
    static func restore(_ snapshot: ScrollPositionSnapshot<ID>, filler: (Int) -> ID) {
        let count = min(snapshot.itemCount, 2_000)
        guard snapshot.savedItemCount <= 100_000 else { return }  // keeps each input fast
        var identifiers = (0..<count).map(filler)
        var used = Set<ID>()
        var position = 0
        for range in snapshot.savedIndices.ranges {
            for index in range {
                defer { position += 1 }
                guard index < count, position < snapshot.savedIdentifiers.count,
                      used.insert(snapshot.savedIdentifiers[position]).inserted else { continue }
                identifiers[index] = snapshot.savedIdentifiers[position]
            }
        }
        guard let items = try? ItemIdentifiers(identifiers) else { return }
        do {
            let size = CGSize(width: 320, height: 480)
            var controller = snapshot.isPaged
                ? try ScrollController(content: .pages(count: count), viewportSize: size, configuration: .pager())
                : try ScrollController(
                    content: .items(.measured(MeasuredExtents(count: count, estimatedExtent: 44))), viewportSize: size,
                    configuration: ScrollConfiguration(anchoring: snapshot.endAnchored != nil ? .end : .keepVisibleItems))
            let before = wholeState(of: controller)
            do {
                _ = try controller.restoreScrollPosition(snapshot, identifiers: items, listIdentifier: snapshot.listIdentifier, time: 1)
            } catch {
                check(wholeState(of: controller) == before, "a refused restoration (\(error)) changed the controller")
                return
            }
            check(controller.offset.isFinite, "restored to offset \(controller.offset)")
            if !controller.isPaged {
                let resting = controller.restingRange
                check(controller.offset >= resting.lowerBound && controller.offset <= resting.upperBound,
                      "restored to \(controller.offset), outside the resting offsets \(resting)")
            }
            check(controller.unseenItems.allSatisfy { $0 < count }, "unseen items \(controller.unseenItems) beyond \(count)")
        } catch {
            check(false, "setting up a restoration: \(error)")
        }
    }
}
