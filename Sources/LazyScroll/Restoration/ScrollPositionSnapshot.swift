import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a reader would want back after the app relaunches: the item at the top of the screen (the
/// anchor) and where it sat, the page of a pager, and the extents measured so far, saved by item
/// identity so that they survive changes to the data. A chat (a list anchored at its end) anchors on
/// the last message ending on screen instead, and saves where it stood relative to its end
/// (``endAnchored``): see ``EndAnchoredPosition``.
///
/// Take one with ``ScrollController/scrollPosition(identifiers:listIdentifier:)``, encode it with any
/// `Encoder` (it is `Codable` when the identifiers are), and give it back to
/// ``ScrollController/restoreScrollPosition(_:identifiers:listIdentifier:time:)`` with the identifiers
/// of the data as it is then. It names items by identifier, so it survives insertions, deletions and
/// moves: the anchor is found wherever it went, or, when it is gone, the surviving item nearest to it in
/// the saved order takes its place, and each measured extent goes back to its item.
///
/// It saves the identifiers of the measured items (their extents go back by identity), of the anchor,
/// and of the anchor's neighbours at distances 1 to 8 and then 16, 32, 64, … in each direction (to
/// find the nearest survivor), with the indices they had; a chat also saves its last message and the
/// messages before it at the same distances (to tell the messages that arrive later from the old
/// ones), and its unseen messages. Extents are packed as `Float32` values:
/// runs of equal extents take a few bytes, other extents one byte each when there are at most 256
/// distinct ones and four otherwise, items not measured nothing. Encoded, 64-bit integer identifiers
/// are packed too (see `encode(to:)`).
public struct ScrollPositionSnapshot<ID: Hashable & Sendable>: Sendable, Hashable {
    /// The name of the list it was saved from, checked when it is restored (`restorationIdentifier`
    /// for the UIKit views); nil for a list without a name.
    public let listIdentifier: String?
    /// Whether it was saved from a pager.
    public let isPaged: Bool
    /// The number of items when it was saved.
    public let itemCount: Int
    /// The anchor's index when it was saved; nil when there were no items. The anchor is the first
    /// item that starts in the viewport (else the first visible one), a pager's page, or, for a chat
    /// away from its start, the last message that ends in the viewport (else the last visible one).
    public let anchorIndex: Int?
    /// The distance from the viewport's leading edge to the anchor's start when it was saved (0 for a
    /// pager's page; negative when the anchor started above the edge). A chat away from its start is
    /// restored by ``EndAnchoredPosition/anchorDistanceToViewportEnd`` instead.
    public let anchorOffsetInViewport: CGFloat
    /// For a chat (a list anchored at its end): whether it was at its end, where its anchor ended
    /// relative to the viewport's end, and its unseen messages. Nil for other lists, pagers, and
    /// positions saved before chats saved them.
    public let endAnchored: EndAnchoredPosition?
    /// The old indices of the items saved below, ascending.
    @usableFromInline let savedIndices: IndexRanges
    /// The identifier of every saved item, in index order.
    @usableFromInline let savedIdentifiers: [ID]
    /// The stored extent (NaN: not measured) of every saved item, in index order.
    @usableFromInline let savedExtents: PackedExtents

    /// The most items a decoded position may save: more than a list of 10 million measured items saves,
    /// and few enough that a corrupt position (saved bytes can be stale or damaged) cannot make decoding
    /// allocate without bound.
    public static var maximumSavedItemCount: Int { 1 << 24 }

    /// The anchor's identifier; nil when there were no items.
    ///
    /// - Complexity: O(saved ranges).
    public var anchor: ID? {
        anchorIndex.flatMap(savedPosition(ofIndex:)).map { savedIdentifiers[$0] }
    }

    /// The page a pager showed (or was turning to); nil for a list.
    public var page: Int? { isPaged ? anchorIndex : nil }

    /// The number of items whose identifiers are saved (measured items, the anchor and its
    /// neighbours; a chat's last messages and unseen ones).
    public var savedItemCount: Int { savedIdentifiers.count }

    /// The position among the saved items of the item that had index `index`, if it was saved.
    @usableFromInline
    func savedPosition(ofIndex index: Int) -> Int? {
        var position = 0
        for range in savedIndices.ranges {
            if range.contains(index) { return position + index - range.lowerBound }
            position += range.count
        }
        return nil
    }

    /// A snapshot of the given parts; `init(from:)` and the controller check them.
    @usableFromInline
    init(
        listIdentifier: String?, isPaged: Bool, itemCount: Int, anchorIndex: Int?, anchorOffsetInViewport: CGFloat,
        savedIndices: IndexRanges, savedIdentifiers: [ID], savedExtents: PackedExtents, endAnchored: EndAnchoredPosition? = nil
    ) {
        self.listIdentifier = listIdentifier
        self.isPaged = isPaged
        self.itemCount = itemCount
        self.anchorIndex = anchorIndex
        self.anchorOffsetInViewport = anchorOffsetInViewport
        self.savedIndices = savedIndices
        self.savedIdentifiers = savedIdentifiers
        self.savedExtents = savedExtents
        self.endAnchored = endAnchored
    }

    /// What is wrong with the parts, or nil when they fit together: the saved indices lie within the
    /// items, one identifier each, the anchor is among them, and a chat's part fits too (and is not a
    /// pager's).
    @usableFromInline
    var inconsistency: String? {
        if itemCount < 0 { return "the item count \(itemCount) is negative" }
        if let last = savedIndices.last, let first = savedIndices.first, first < 0 || last >= itemCount {
            return "saved indices \(first)...\(last) lie outside 0..<\(itemCount)"
        }
        if savedIndices.count != savedIdentifiers.count {
            return "\(savedIndices.count) saved indices but \(savedIdentifiers.count) identifiers"
        }
        if !anchorOffsetInViewport.isFinite { return "the anchor's offset \(anchorOffsetInViewport) is not finite" }
        switch anchorIndex {
        case nil where itemCount > 0: return "\(itemCount) items but no anchor"
        case let index? where savedPosition(ofIndex: index) == nil: return "the anchor \(index) is not among the saved items"
        default: break
        }
        guard let endAnchored else { return nil }
        if isPaged { return "a pager's position has a chat's part" }
        return endAnchored.inconsistency(itemCount: itemCount, savedIndices: savedIndices)
    }
}
