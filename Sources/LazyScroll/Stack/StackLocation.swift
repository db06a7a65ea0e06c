/// Something inside a stack that a scroll-to can target.
public indirect enum StackLocation: Sendable, Hashable {
    /// The whole child at this index.
    case child(Int)
    /// Item `item` of the list child at index `inChild`.
    case item(Int, inChild: Int)
    /// A location inside the nested stack child at index `inChild`.
    case nested(inChild: Int, StackLocation)
}
