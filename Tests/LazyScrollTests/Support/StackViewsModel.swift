@testable import LazyScroll

/// A front end's item views in a stack, as the stack's updates describe them: a `LoadedViewsModel`
/// per list child and a `StackViewsModel` per nested stack, by identity. Each view remembers the
/// identity of its item (`ids`, which the scenario keeps for every list child through its batch
/// updates; the scenario nests only fixed children, whose identities could repeat a parent's).
struct StackViewsModel {
    var lists: [StackChildID: LoadedViewsModel<Int>] = [:]
    var nested: [StackChildID: StackViewsModel] = [:]

    /// Applies a stack's update: every child's item changes (a nested stack's own update), then drops
    /// the models of children that are gone from `stack`.
    mutating func apply(_ update: StackUpdate, to stack: ScrollStack, ids: [StackChildID: [Int]], context: @autoclosure () -> String) {
        for change in update.childChanges {
            if let inner = change.nested {
                guard let index = stack.index(of: change.id), case let .stack(child) = stack.children[index].content else { continue }
                nested[change.id, default: StackViewsModel()].apply(inner, to: child, ids: ids, context: "\(context()), nested \(change.id)")
            } else {
                let childIDs = ids[change.id] ?? []
                lists[change.id, default: LoadedViewsModel()].apply(
                    change.items, mapping: change.mapping, context: "\(context()), child \(change.id)") { $0 < childIDs.count ? childIDs[$0] : -1 }
            }
        }
        let present = Set(stack.children.map(\.id))
        lists = lists.filter { present.contains($0.key) }
        nested = nested.filter { present.contains($0.key) }
    }

    /// Checks every list child's views against its display window, at every depth.
    func verify(_ stack: ScrollStack, ids: [StackChildID: [Int]], context: @autoclosure () -> String) {
        for child in stack.children {
            switch child.content {
            case let .list(list):
                let childIDs = ids[child.id] ?? []
                check(list.count == childIDs.count, "child \(child.id) has \(list.count) items, the model \(childIDs.count) (\(context()))")
                (lists[child.id] ?? LoadedViewsModel()).verify(
                    display: list.windows.display, shown: list.windows.visible, context: "\(context()), child \(child.id)") {
                        $0 < childIDs.count ? childIDs[$0] : -1
                    }
            case let .stack(inner):
                (nested[child.id] ?? StackViewsModel()).verify(inner, ids: ids, context: "\(context()), nested \(child.id)")
            case .fixed:
                break
            }
        }
    }
}
