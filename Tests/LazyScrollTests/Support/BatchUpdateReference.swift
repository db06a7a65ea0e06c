@testable import LazyScroll

// Batch updates for the models: random consistent ones, and what one does to a plain array, written
// from the rule BatchUpdate documents rather than from BatchUpdateMapping.
extension BatchUpdate {
    /// A random, consistent batch update of `count` items: up to 3 deletions, 2 moves, 2 reloads and
    /// 3 insertions, no index used twice. The fuzz regressions replay byte streams through these draws:
    /// keep their order.
    static func random<Random: RandomNumberGenerator>(count: Int, using rng: inout Random) -> BatchUpdate {
        var pool = Array(0..<count).shuffled(using: &rng)
        let deletions = Array(pool.prefix(Int.random(in: 0...min(3, count), using: &rng)))
        pool.removeFirst(deletions.count)
        let sources = Array(pool.prefix(Int.random(in: 0...min(2, pool.count), using: &rng)))
        pool.removeFirst(sources.count)
        let reloads = Array(pool.prefix(Int.random(in: 0...min(2, pool.count), using: &rng)))
        let insertionCount = Int.random(in: 0...3, using: &rng)
        let newCount = count - deletions.count + insertionCount
        let fixed = Array((0..<newCount).shuffled(using: &rng).prefix(insertionCount + sources.count))
        let moves = zip(sources, fixed.dropFirst(insertionCount)).map { Move(from: $0, to: $1) }
        return BatchUpdate(deletions: deletions, insertions: Array(fixed.prefix(insertionCount)), moves: moves, reloads: reloads)
    }

    /// `elements` after this update: inserted elements (`inserted(newIndex)`) and moved ones take their
    /// new indices, and the others that are not deleted fill the remaining indices in their order.
    /// Returns them with old index → new index for every element not deleted. Reloads change nothing
    /// here.
    func applied<Element>(to elements: [Element], inserted: (Int) -> Element) -> (elements: [Element], newIndices: [Int: Int]) {
        let removed = Set(deletions).union(moves.map(\.from))
        var fixed: [Int: Element] = [:]
        for index in insertions { fixed[index] = inserted(index) }
        for move in moves { fixed[move.to] = elements[move.from] }
        var newIndices: [Int: Int] = [:]
        for move in moves { newIndices[move.from] = move.to }
        var survivors = elements.indices.filter { !removed.contains($0) }.makeIterator()
        var result: [Element] = []
        for index in 0..<count(after: elements.count) {
            if let element = fixed[index] {
                result.append(element)
            } else {
                let old = survivors.next()!
                newIndices[old] = index
                result.append(elements[old])
            }
        }
        precondition(survivors.next() == nil, "reference: survivors left over")
        return (result, newIndices)
    }
}
