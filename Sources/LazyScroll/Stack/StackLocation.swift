/// Something inside a stack that a scroll-to can target.
public indirect enum StackLocation: Sendable, Hashable {
    /// The whole child at this index.
    case child(Int)
    /// Item `item` of the list child at index `inChild`.
    case item(Int, inChild: Int)
    /// A location inside the nested stack child at index `inChild`.
    case nested(inChild: Int, StackLocation)
}

extension StackLocation {
    /// The index of the child, at this level, that holds the location.
    var childIndex: Int {
        switch self {
        case let .child(index), let .item(_, inChild: index), let .nested(inChild: index, _): return index
        }
    }
}
