/// A ``StackLocation`` held by child identities instead of indices, so that it still names the same
/// place after children are inserted or removed before it, or items of its list are renumbered.
///
/// A scroll-to keeps one while it runs (and after it lands), to aim again at wherever the place has
/// moved.
indirect enum StackTarget: Sendable, Hashable {
    /// The whole child.
    case child(StackChildID)
    /// Item `item` of the list child.
    case item(Int, inChild: StackChildID)
    /// A place inside the nested stack child.
    case nested(inChild: StackChildID, StackTarget)

    /// The target naming `location` in `stack` (validated by the caller).
    init(_ location: StackLocation, in stack: ScrollStack) {
        switch location {
        case let .child(index):
            self = .child(stack.children[index].id)
        case let .item(item, inChild: index):
            self = .item(item, inChild: stack.children[index].id)
        case let .nested(inChild: index, inner):
            guard case let .stack(nested) = stack.children[index].content else {
                preconditionFailure("a validated nested location is inside a stack child")
            }
            self = .nested(inChild: stack.children[index].id, StackTarget(inner, in: nested))
        }
    }

    /// The child holding the target at this level.
    var childID: StackChildID {
        switch self {
        case let .child(id), let .item(_, inChild: id), let .nested(inChild: id, _): return id
        }
    }

    /// Where the target is in `stack` now, or nil when its child has been removed.
    func location(in stack: ScrollStack) -> StackLocation? {
        guard let index = stack.index(of: childID) else { return nil }
        switch self {
        case .child:
            return .child(index)
        case let .item(item, _):
            return .item(item, inChild: index)
        case let .nested(_, inner):
            guard case let .stack(nested) = stack.children[index].content, let location = inner.location(in: nested) else { return nil }
            return .nested(inChild: index, location)
        }
    }

    /// The same target after `update` (a change to the stack's children): an item follows its list's
    /// renumbering; nil when the item was deleted.
    func following(_ update: StackUpdate) -> StackTarget? {
        guard let changes = update.changes(ofChild: childID) else { return self }
        switch self {
        case .child:
            return self
        case let .item(item, inChild: id):
            guard let mapping = changes.mapping else { return self }
            return mapping.newIndex(ofOld: item).map { .item($0, inChild: id) }
        case let .nested(inChild: id, inner):
            guard let nested = changes.nested else { return self }
            return inner.following(nested).map { .nested(inChild: id, $0) }
        }
    }
}
