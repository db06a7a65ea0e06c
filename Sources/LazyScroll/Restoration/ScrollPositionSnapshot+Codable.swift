import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ScrollPositionSnapshot: Codable where ID: Codable {
    private enum CodingKeys: String, CodingKey {
        case listIdentifier = "list"
        case isPaged = "paged"
        case itemCount = "count"
        case anchorIndex = "anchor"
        case anchorOffsetInViewport = "offset"
        case savedIndices = "ranges"
        case savedIdentifiers = "identifiers"
        case savedExtents = "extents"
        case endAnchored = "chat"
    }

    /// Writes the snapshot: the saved indices as a flat list of range bounds, the identifiers packed as
    /// bytes when they are 64-bit integers (`Int`, `Int64`, `UInt`, `UInt64`) and as the identifier
    /// type encodes them otherwise, and the packed extents as bytes (base64 in JSON).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(listIdentifier, forKey: .listIdentifier)
        try container.encode(isPaged, forKey: .isPaged)
        try container.encode(itemCount, forKey: .itemCount)
        try container.encodeIfPresent(anchorIndex, forKey: .anchorIndex)
        try container.encode(Double(anchorOffsetInViewport), forKey: .anchorOffsetInViewport)
        try container.encode(savedIndices.ranges.flatMap { [$0.lowerBound, $0.upperBound] }, forKey: .savedIndices)
        if let packed = Self.packedIdentifiers(savedIdentifiers) {
            try container.encode(Data(packed), forKey: .savedIdentifiers)
        } else {
            try container.encode(savedIdentifiers, forKey: .savedIdentifiers)
        }
        try container.encode(Data(savedExtents.bytes), forKey: .savedExtents)
        // Absent for every other list, so that their saved positions read as they always did.
        try container.encodeIfPresent(endAnchored, forKey: .endAnchored)
    }

    /// Reads a snapshot and checks that its parts fit together. A position saved before chats saved
    /// their place relative to their end (no `chat` part) reads as it always did: a list anchored at its
    /// start, restored by its anchor's distance from the viewport's start.
    ///
    /// - Throws: ``LazyScrollError/incompatibleScrollPosition(_:)`` with
    ///   ``ScrollPositionMismatch/corrupt(_:)`` when they do not (ranges out of order or outside the
    ///   items, as many identifiers as saved indices, extents that are negative, infinite or not one per
    ///   saved item, an anchor that is not saved, a chat's unseen items that are not saved, more than
    ///   ``maximumSavedItemCount`` saved items), and the decoder's errors for a missing or mistyped
    ///   value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let indices = try IndexRanges(bounds: container.decode([Int].self, forKey: .savedIndices), naming: "saved")
        // Before anything is allocated for them: packed identifiers and extents repeat runs, so a few
        // corrupt bytes could claim any number of items.
        if indices.count > Self.maximumSavedItemCount {
            throw Self.corrupt("\(indices.count) saved items, more than the \(Self.maximumSavedItemCount) a saved position may hold")
        }
        self.init(
            listIdentifier: try container.decodeIfPresent(String.self, forKey: .listIdentifier),
            isPaged: try container.decode(Bool.self, forKey: .isPaged),
            itemCount: try container.decode(Int.self, forKey: .itemCount),
            anchorIndex: try container.decodeIfPresent(Int.self, forKey: .anchorIndex),
            anchorOffsetInViewport: CGFloat(try container.decode(Double.self, forKey: .anchorOffsetInViewport)),
            savedIndices: indices,
            savedIdentifiers: try Self.decodeIdentifiers(from: container, limit: indices.count),
            savedExtents: PackedExtents(bytes: [UInt8](try container.decode(Data.self, forKey: .savedExtents))),
            endAnchored: try container.decodeIfPresent(EndAnchoredPosition.self, forKey: .endAnchored))
        if let problem = inconsistency { throw Self.corrupt(problem) }
        _ = try savedExtents.unpacked(expecting: savedIdentifiers.count)
    }

    /// Whether the identifiers are 64-bit integers (`Int`, `Int64`, `UInt`, `UInt64`), which are
    /// saved packed (`PackedIntegers`) rather than one JSON number each.
    private static var packsIdentifiers: Bool {
        MemoryLayout<ID>.stride == 8 && (ID.self == Int.self || ID.self == Int64.self || ID.self == UInt.self || ID.self == UInt64.self)
    }

    /// The identifiers packed, or nil when they are not 64-bit integers.
    private static func packedIdentifiers(_ identifiers: [ID]) -> [UInt8]? {
        guard packsIdentifiers else { return nil }
        // The four types share `Int64`'s layout.
        return identifiers.withUnsafeBufferPointer { $0.withMemoryRebound(to: Int64.self, PackedIntegers.pack) }
    }

    /// The identifiers: packed when they are 64-bit integers, else as `[ID]` decodes itself.
    private static func decodeIdentifiers(from container: KeyedDecodingContainer<CodingKeys>, limit: Int) throws -> [ID] {
        guard packsIdentifiers else { return try container.decode([ID].self, forKey: .savedIdentifiers) }
        let bytes = [UInt8](try container.decode(Data.self, forKey: .savedIdentifiers))
        guard let integers = PackedIntegers.unpack(bytes, limit: limit) else {
            throw corrupt("the packed identifiers are cut off or more than \(limit)")
        }
        return [ID](unsafeUninitializedCapacity: integers.count) { buffer, count in
            buffer.withMemoryRebound(to: Int64.self) { _ = $0.initialize(fromContentsOf: integers) }
            count = integers.count
        }
    }

    private static func corrupt(_ reason: String) -> LazyScrollError {
        .incompatibleScrollPosition(.corrupt(reason))
    }
}
