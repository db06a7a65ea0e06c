/// Which of `count` items are selected, as alternating runs of unselected and selected items kept in a
/// balanced tree: the storage of ``ItemSelection``.
///
/// Invariants (checked by `invariantViolation` in tests):
/// - the runs cover `0 ..< count` in order, each at least one item long;
/// - two neighbouring runs never have the same state (so the runs of a set of items are unique, and
///   two trees hold the same items exactly when their runs are equal);
/// - the tree is an AVL tree over the runs in order: the heights of a node's subtrees differ by at
///   most one, and every node's totals are its subtrees' plus its run.
///
/// Every change splits the tree at the changed items and joins the pieces around the new runs
/// (Blelloch, Ferizovic and Sun, "Just Join for Parallel Ordered Sets", 2016), so it costs
/// O(log r) for r runs, whatever the number of items: selecting all of ten million items is one run,
/// and a selection with a hole in it is three. Nodes never change once made; a change builds new
/// nodes along its path, which is what makes a copy of the selection free and the nodes `Sendable`.
struct SelectionRuns: Sendable {
    /// The tree; nil when there are no items.
    private(set) var root: RunNode?

    /// `count` items, all selected or none.
    init(count: Int, selected: Bool) {
        root = count > 0 ? RunNode(left: nil, run: Run(length: count, isSelected: selected), right: nil) : nil
    }

    private init(root: RunNode?) {
        self.root = root
    }

    /// The number of items.
    var count: Int { root?.count ?? 0 }

    /// The number of selected items.
    var selectedCount: Int { root?.selectedCount ?? 0 }

    /// The number of runs.
    var runCount: Int { root?.runCount ?? 0 }

    /// Whether item `index` (in `0 ..< count`) is selected, in O(log r).
    func contains(_ index: Int) -> Bool {
        run(containing: index)?.isSelected ?? false
    }

    /// The run holding item `index` (in `0 ..< count`): its items and state. O(log r).
    func run(containing index: Int) -> (items: Range<Int>, isSelected: Bool)? {
        var node = root
        var base = 0
        while let current = node {
            let start = base + (current.left?.count ?? 0)
            if index < start {
                node = current.left
            } else if index < start + current.run.length {
                return (start..<(start + current.run.length), current.run.isSelected)
            } else {
                base = start + current.run.length
                node = current.right
            }
        }
        return nil
    }

    // MARK: - Changes

    /// Makes every item of `range` (within `0 ..< count`) selected or not, in O(log r).
    mutating func assign(_ range: Range<Int>, selected: Bool) {
        guard !range.isEmpty else { return }
        // Most changes a person makes (selecting a selected item, deselecting before selecting) change
        // nothing: found in one descent, without building a node.
        if let run = run(containing: range.lowerBound), run.isSelected == selected, run.items.upperBound >= range.upperBound { return }
        let (before, rest) = Self.split(root, at: range.lowerBound)
        let (_, after) = Self.split(rest, at: range.count)
        root = Self.joinMerging(before, Run(length: range.count, isSelected: selected), after)
    }

    /// Inserts `count` items, selected or not, before item `index` (in `0 ... count`), in O(log r).
    mutating func insert(count inserted: Int, selected: Bool, at index: Int) {
        guard inserted > 0 else { return }
        let (before, after) = Self.split(root, at: index)
        root = Self.joinMerging(before, Run(length: inserted, isSelected: selected), after)
    }

    /// Removes the items of `range` (within `0 ..< count`), in O(log r).
    mutating func remove(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let (before, rest) = Self.split(root, at: range.lowerBound)
        let (_, after) = Self.split(rest, at: range.count)
        root = Self.concatenateMerging(before, after)
    }

    // MARK: - Reading

    /// Calls `body` with every run that overlaps `range`, clipped to it, in order; `body` returns
    /// false to stop. O(log r + runs visited).
    func forEachRun(in range: Range<Int>, _ body: (Range<Int>, Bool) -> Bool) {
        let clamped = range.clamped(to: 0..<count)
        guard !clamped.isEmpty else { return }
        _ = Self.visit(root, base: 0, clamped, body)
    }

    private static func visit(_ node: RunNode?, base: Int, _ range: Range<Int>, _ body: (Range<Int>, Bool) -> Bool) -> Bool {
        guard let node else { return true }
        let leftCount = node.left?.count ?? 0
        let runStart = base + leftCount
        let runEnd = runStart + node.run.length
        if range.lowerBound < runStart, !visit(node.left, base: base, range, body) { return false }
        if runStart < range.upperBound, runEnd > range.lowerBound {
            guard body(max(runStart, range.lowerBound)..<min(runEnd, range.upperBound), node.run.isSelected) else { return false }
        }
        if range.upperBound > runEnd { return visit(node.right, base: runEnd, range, body) }
        return true
    }

    /// The selected items of `range` (within any bounds), as ranges. O(log r + runs in `range`).
    func selectedRanges(in range: Range<Int>) -> IndexRanges {
        var result = IndexRanges()
        forEachRun(in: range) { run, selected in
            if selected { result.append(run) }
            return true
        }
        return result
    }

    /// The first selected item at or after `index`, in O(log r).
    func firstSelected(atOrAfter index: Int) -> Int? {
        var found: Int?
        forEachRun(in: max(0, index)..<count) { run, selected in
            if selected { found = run.lowerBound }
            return !selected
        }
        return found
    }

    /// The last selected item, in O(log r).
    var lastSelected: Int? {
        guard var node = root, node.selectedCount > 0 else { return nil }
        var base = 0
        while true {
            let leftCount = node.left?.count ?? 0
            if let right = node.right, right.selectedCount > 0 {
                base += leftCount + node.run.length
                node = right
            } else if node.run.isSelected {
                return base + leftCount + node.run.length - 1
            } else {
                // Only the left subtree has selected items left.
                node = node.left!
            }
        }
    }

    // MARK: - Split and join

    /// The items before `index` and the items from `index` on, as two trees.
    static func split(_ node: RunNode?, at index: Int) -> (RunNode?, RunNode?) {
        guard let node else { return (nil, nil) }
        let leftCount = node.left?.count ?? 0
        if index <= leftCount {
            if index == leftCount { return (node.left, join(nil, node.run, node.right)) }
            let (a, b) = split(node.left, at: index)
            return (a, join(b, node.run, node.right))
        }
        let runEnd = leftCount + node.run.length
        if index >= runEnd {
            if index == runEnd { return (join(node.left, node.run, nil), node.right) }
            let (a, b) = split(node.right, at: index - runEnd)
            return (join(node.left, node.run, a), b)
        }
        // Inside the run: its two parts go to the two sides.
        let inside = index - leftCount
        return (join(node.left, Run(length: inside, isSelected: node.run.isSelected), nil),
                join(nil, Run(length: node.run.length - inside, isSelected: node.run.isSelected), node.right))
    }

    /// `left`, then `run`, then `right`, as one balanced tree (AVL join); `left`'s items come first.
    static func join(_ left: RunNode?, _ run: Run, _ right: RunNode?) -> RunNode {
        let hl = height(left)
        let hr = height(right)
        if hl > hr + 1 { return joinRight(left!, run, right) }
        if hr > hl + 1 { return joinLeft(left, run, right!) }
        return RunNode(left: left, run: run, right: right)
    }

    /// The join when `left` is taller: descends `left`'s right spine to a subtree as tall as `right`.
    private static func joinRight(_ left: RunNode, _ run: Run, _ right: RunNode?) -> RunNode {
        let inner = left.right
        if height(inner) <= height(right) + 1 {
            let middle = RunNode(left: inner, run: run, right: right)
            if middle.height <= height(left.left) + 1 { return RunNode(left: left.left, run: left.run, right: middle) }
            return rotateLeft(RunNode(left: left.left, run: left.run, right: rotateRight(middle)))
        }
        let joined = joinRight(inner!, run, right)
        let node = RunNode(left: left.left, run: left.run, right: joined)
        return joined.height <= height(left.left) + 1 ? node : rotateLeft(node)
    }

    /// The mirror of `joinRight`.
    private static func joinLeft(_ left: RunNode?, _ run: Run, _ right: RunNode) -> RunNode {
        let inner = right.left
        if height(inner) <= height(left) + 1 {
            let middle = RunNode(left: left, run: run, right: inner)
            if middle.height <= height(right.right) + 1 { return RunNode(left: middle, run: right.run, right: right.right) }
            return rotateRight(RunNode(left: rotateLeft(middle), run: right.run, right: right.right))
        }
        let joined = joinLeft(left, run, inner!)
        let node = RunNode(left: joined, run: right.run, right: right.right)
        return joined.height <= height(right.right) + 1 ? node : rotateRight(node)
    }

    private static func rotateLeft(_ node: RunNode) -> RunNode {
        let pivot = node.right!
        return RunNode(left: RunNode(left: node.left, run: node.run, right: pivot.left), run: pivot.run, right: pivot.right)
    }

    private static func rotateRight(_ node: RunNode) -> RunNode {
        let pivot = node.left!
        return RunNode(left: pivot.left, run: pivot.run, right: RunNode(left: pivot.right, run: node.run, right: node.right))
    }

    private static func height(_ node: RunNode?) -> Int { node?.height ?? 0 }

    /// The tree without its last run, and that run.
    private static func splitLast(_ node: RunNode) -> (RunNode?, Run) {
        guard let right = node.right else { return (node.left, node.run) }
        let (rest, last) = splitLast(right)
        return (join(node.left, node.run, rest), last)
    }

    /// The tree without its first run, and that run.
    private static func splitFirst(_ node: RunNode) -> (Run, RunNode?) {
        guard let left = node.left else { return (node.run, node.right) }
        let (first, rest) = splitFirst(left)
        return (first, join(rest, node.run, node.right))
    }

    /// `join`, merging `run` with the last run of `left` and the first of `right` when they have its
    /// state, so that neighbouring runs always differ.
    static func joinMerging(_ left: RunNode?, _ run: Run, _ right: RunNode?) -> RunNode {
        var merged = run
        var before = left
        var after = right
        if let node = before, node.lastRunIsSelected == run.isSelected {
            let (rest, last) = splitLast(node)
            merged.length += last.length
            before = rest
        }
        if let node = after, node.firstRunIsSelected == run.isSelected {
            let (first, rest) = splitFirst(node)
            merged.length += first.length
            after = rest
        }
        return join(before, merged, after)
    }

    /// `left`'s runs then `right`'s, merging the two that meet when they have the same state.
    static func concatenateMerging(_ left: RunNode?, _ right: RunNode?) -> RunNode? {
        guard let left else { return right }
        guard let right else { return left }
        let (rest, last) = splitLast(left)
        return joinMerging(rest, last, right)
    }

    // MARK: - Checking

    /// The runs in order, as (length, selected).
    var runs: [Run] {
        var result: [Run] = []
        forEachRun(in: 0..<count) { range, selected in
            result.append(Run(length: range.count, isSelected: selected))
            return true
        }
        return result
    }

    /// A description of the first broken invariant, or nil.
    func invariantViolation() -> String? {
        func check(_ node: RunNode?) -> String? {
            guard let node else { return nil }
            if node.run.length < 1 { return "a run of \(node.run.length) items" }
            if abs(Self.height(node.left) - Self.height(node.right)) > 1 { return "unbalanced node" }
            if node.height != max(Self.height(node.left), Self.height(node.right)) + 1 { return "height out of date" }
            let expected = RunNode(left: node.left, run: node.run, right: node.right)
            if expected.count != node.count || expected.selectedCount != node.selectedCount || expected.runCount != node.runCount {
                return "totals out of date"
            }
            return check(node.left) ?? check(node.right)
        }
        if let problem = check(root) { return problem }
        let runs = self.runs
        for k in runs.indices.dropFirst() where runs[k].isSelected == runs[k - 1].isSelected {
            return "neighbouring runs \(k - 1) and \(k) have the same state"
        }
        return nil
    }
}

extension SelectionRuns: Hashable {
    /// Whether both hold the same number of items with the same ones selected (the runs are unique).
    static func == (lhs: SelectionRuns, rhs: SelectionRuns) -> Bool {
        if lhs.root === rhs.root { return true }
        guard lhs.count == rhs.count, lhs.selectedCount == rhs.selectedCount, lhs.runCount == rhs.runCount else { return false }
        return lhs.runs == rhs.runs
    }

    /// Hashes the counts (equal selections have equal counts; the runs are left to `==`).
    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(selectedCount)
        hasher.combine(runCount)
    }
}

/// Consecutive items that are all selected or all not.
struct Run: Sendable, Hashable {
    /// The number of items (at least one in a tree).
    var length: Int
    /// Whether they are selected.
    var isSelected: Bool
}

/// One node of `SelectionRuns`' tree: a run, its subtrees, and what they add up to. Immutable, so
/// trees share nodes freely.
final class RunNode: Sendable {
    let left: RunNode?
    let run: Run
    let right: RunNode?
    let height: Int
    /// The items of the subtree.
    let count: Int
    /// The selected items of the subtree.
    let selectedCount: Int
    /// The runs of the subtree.
    let runCount: Int
    /// Whether the subtree's first run is selected.
    let firstRunIsSelected: Bool
    /// Whether the subtree's last run is selected.
    let lastRunIsSelected: Bool

    init(left: RunNode?, run: Run, right: RunNode?) {
        self.left = left
        self.run = run
        self.right = right
        height = max(left?.height ?? 0, right?.height ?? 0) + 1
        count = (left?.count ?? 0) + run.length + (right?.count ?? 0)
        selectedCount = (left?.selectedCount ?? 0) + (run.isSelected ? run.length : 0) + (right?.selectedCount ?? 0)
        runCount = (left?.runCount ?? 0) + 1 + (right?.runCount ?? 0)
        firstRunIsSelected = left?.firstRunIsSelected ?? run.isSelected
        lastRunIsSelected = right?.lastRunIsSelected ?? run.isSelected
    }
}
