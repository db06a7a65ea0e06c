import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a saved position adds for a chat, a list anchored at its end (``ContentAnchoring/end``): where it
/// stood relative to its end, so that a restored chat behaves towards new messages as it did when it
/// was saved.
///
/// A chat is read from the bottom: what the reader last saw is the newest message at the bottom of the
/// screen, and new messages arrive below it. So a chat away from its start saves as its anchor the
/// last message that ends in the viewport (the message end anchoring keeps still) with its distance
/// from the viewport's *end*, not the first message at the top: a relaunch with another viewport
/// height (a keyboard, a rotation, another device) or other extents above keeps that message at the
/// bottom, where the reader left it. A chat at its start anchors its first message, like any list.
public struct EndAnchoredPosition: Sendable, Hashable {
    /// Whether the chat was at its end (within its end tolerance). Restoring puts it at its end again,
    /// after the messages that arrived in between, which it shows, and it goes on following new ones,
    /// as a chat at its end does.
    public let wasAtEnd: Bool
    /// How far the anchor's end was above the viewport's trailing edge (0: it ended there), when the
    /// anchor is the last message ending in the viewport (the chat was away from its start); nil when
    /// the chat was at its start, where the anchor is its first message, placed by
    /// ``ScrollPositionSnapshot/anchorOffsetInViewport``.
    public let anchorDistanceToViewportEnd: CGFloat?
    /// The messages the chat counted as unseen (``ScrollController/unseenItems``), by their indices when
    /// it was saved. Their identifiers are saved, so restoring counts them again wherever they are, with
    /// the messages that arrived after every saved one when the chat was away from its end.
    public let unseenItems: IndexRanges

    /// A chat's position with the given parts; a saved position checks them when it is decoded.
    public init(wasAtEnd: Bool, anchorDistanceToViewportEnd: CGFloat?, unseenItems: IndexRanges) {
        self.wasAtEnd = wasAtEnd
        self.anchorDistanceToViewportEnd = anchorDistanceToViewportEnd
        self.unseenItems = unseenItems
    }

    /// What is wrong with the parts for a snapshot of `itemCount` items that saved `savedIndices`, or
    /// nil: the distance is finite, and every unseen item is one of the items, with its identifier saved.
    func inconsistency(itemCount: Int, savedIndices: IndexRanges) -> String? {
        if let distance = anchorDistanceToViewportEnd, !distance.isFinite {
            return "the anchor's distance to the viewport's end \(distance) is not finite"
        }
        if let first = unseenItems.first, let last = unseenItems.last, first < 0 || last >= itemCount {
            return "unseen items \(first)...\(last) lie outside 0..<\(itemCount)"
        }
        if !unseenItems.subtracting(savedIndices).isEmpty { return "an unseen item is not among the saved items" }
        return nil
    }
}

extension EndAnchoredPosition: Codable {
    private enum CodingKeys: String, CodingKey {
        case wasAtEnd = "atEnd"
        case anchorDistanceToViewportEnd = "endDistance"
        case unseenItems = "unseen"
    }

    /// Writes whether the chat was at its end, the distance when there is one, and the unseen items as a
    /// flat list of range bounds when there are any.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(wasAtEnd, forKey: .wasAtEnd)
        try container.encodeIfPresent(anchorDistanceToViewportEnd.map(Double.init), forKey: .anchorDistanceToViewportEnd)
        if !unseenItems.isEmpty {
            try container.encode(unseenItems.ranges.flatMap { [$0.lowerBound, $0.upperBound] }, forKey: .unseenItems)
        }
    }

    /// Reads a chat's position; the snapshot that holds it checks it against its items.
    ///
    /// - Throws: ``LazyScrollError/incompatibleScrollPosition(_:)`` with ``ScrollPositionMismatch/corrupt(_:)``
    ///   for unseen ranges that are empty, out of order or touching; the decoder's errors for a missing
    ///   or mistyped value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        wasAtEnd = try container.decode(Bool.self, forKey: .wasAtEnd)
        anchorDistanceToViewportEnd = try container.decodeIfPresent(Double.self, forKey: .anchorDistanceToViewportEnd).map { CGFloat($0) }
        unseenItems = try IndexRanges(bounds: container.decodeIfPresent([Int].self, forKey: .unseenItems) ?? [], naming: "unseen")
    }
}
