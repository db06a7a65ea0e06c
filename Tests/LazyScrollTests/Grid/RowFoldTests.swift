import Foundation
import Testing
@testable import LazyScroll

@Suite("Row folds")
struct RowFoldTests {
    /// Every sequence of up to six cells of extents 0, 1 and 2.5, for every column count up to 4 and
    /// every phase: cut anywhere, the two halves' folds combine into the whole one's (so a tree may
    /// group cells into leaves any way it likes), and at phase 0 a fold's rows add up to the brute-force
    /// sum of each row's longest cell.
    @Test("folds combine across every cut of every small sequence, and add up to the rows")
    func everySmallSequence() {
        let extents = [0.0, 1, 2.5]
        for columns in 1...4 {
            for length in 0...6 {
                for code in 0..<Int(pow(3.0, Double(length))) {
                    var rest = code
                    let values = (0..<length).map { _ in defer { rest /= 3 }; return extents[rest % 3] }
                    let whole = values.withUnsafeBufferPointer { RowFold.packed($0, estimate: 0, columns: columns) }
                    for cut in 0...length {
                        let head = Array(values[..<cut]).withUnsafeBufferPointer { RowFold.packed($0, estimate: 0, columns: columns) }
                        let tail = Array(values[cut...]).withUnsafeBufferPointer { RowFold.packed($0, estimate: 0, columns: columns) }
                        for phase in 0..<columns where head[phase].then(tail[(phase + cut) % columns]) != whole[phase] {
                            Issue.record("\(values) cut at \(cut), \(columns) columns, phase \(phase)")
                        }
                    }
                    let rows = stride(from: 0, to: length, by: columns).map { values[$0..<min(length, $0 + columns)].max()! }
                    let fold = whole[0]
                    let sum = fold.isOpen ? 0 : fold.body + max(0, fold.tail)
                    if sum != rows.reduce(0, +) { Issue.record("\(values) in \(columns) columns: rows \(rows), fold \(fold)") }
                    // A run of alike cells folds as the same cells stored one by one.
                    if let first = values.first, values.allSatisfy({ $0 == first }) {
                        #expect(RowFold.run(count: length, value: first, columns: columns) == whole)
                    }
                }
            }
        }
    }
}
