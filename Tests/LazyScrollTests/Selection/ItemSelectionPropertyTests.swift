import Foundation
import PropertySeeds
import Testing
@testable import LazyScroll

/// ItemSelection against SelectionReference under random operations: selections by index and by
/// identifier, ranges, shift-extensions, select-all, mode changes, batch updates, identity differences
/// (with items that move and change), full reloads, and saving and restoring through JSON into changed
/// data. Every refused operation must throw and change nothing.
@Suite("Selection: properties")
struct ItemSelectionPropertyTests {
    @Test("a selection matches the brute-force model under random operations and data changes")
    func randomOperations() async {
        await seededPropertyCheck("selection.random-operations", count: 300) { seed in
            var rng = SplitMix64(seed: seed)
            try Self.run(&rng)
        }
    }

    static func run(_ rng: inout SplitMix64) throws {
        var nextIdentifier = 0
        func fresh() -> Int {
            nextIdentifier += 1
            return nextIdentifier * 10
        }
        let count = Int.random(in: 0...40, using: &rng)
        let mode = SelectionMode.allCases.randomElement(using: &rng)!
        var model = SelectionReference(mode: mode, identifiers: (0..<count).map { _ in fresh() })
        var selection = try ItemSelection(mode: mode, itemCount: count)
        compare(selection, model, "start")
        for step in 0..<60 {
            let before = selection
            let n = model.identifiers.count
            // An index that may fall outside the items, to check refusals.
            let index = rng.chance(0.1) ? [-1, n, n + 3].randomElement(using: &rng)! : Int.random(in: 0..<max(1, n), using: &rng)
            let valid = index >= 0 && index < n
            let canSelect = model.mode != .none
            let identifiers = try ItemIdentifiers(model.identifiers)
            var context = "step \(step)"
            var refused = false
            switch Int.random(in: 0..<17, using: &rng) {
            case 0:
                context += ": select \(index)"
                refused = try attempt(valid && canSelect) { try selection.select(index) }
                if valid && canSelect { model.select(index) }
            case 1:
                context += ": deselect \(index)"
                refused = try attempt(valid) { try selection.deselect(index) }
                if valid { model.deselect(index) }
            case 2:
                context += ": toggle \(index)"
                refused = try attempt(valid && canSelect) { try selection.toggle(index) }
                if valid && canSelect { model.toggle(index) }
            case 3:
                context += ": extend to \(index)"
                refused = try attempt(valid && canSelect) { try selection.extend(to: index) }
                if valid && canSelect { model.extend(to: index) }
            case 4:
                // Items that cannot be selected (a section's header) stay out of the extended range.
                let excluded = Set((0..<n).filter { _ in rng.chance(0.15) })
                let outside = rng.chance(0.1)
                let ranges = IndexRanges(excluded.union(outside ? [n] : []))
                let allowed = valid && canSelect && !outside
                context += ": extend to \(index) except \(ranges)"
                refused = try attempt(allowed) { try selection.extend(to: index, except: ranges) }
                if allowed { model.extend(to: index, except: excluded) }
            case 5:
                let lower = Int.random(in: -1...n, using: &rng)
                let upper = Int.random(in: max(lower, 0)...(n + 1), using: &rng)
                let range = lower..<max(lower, upper)
                let allowed = lower >= 0 && upper <= n && canSelect && (model.mode == .multiple || range.count <= 1)
                context += ": select \(range)"
                refused = try attempt(allowed) { try selection.select(range) }
                if allowed { model.select(range) }
            case 6:
                let lower = Int.random(in: 0...n, using: &rng)
                let range = lower..<Int.random(in: lower...(n + (rng.chance(0.1) ? 1 : 0)), using: &rng)
                let allowed = range.upperBound <= n
                context += ": deselect \(range)"
                refused = try attempt(allowed) { try selection.deselect(range) }
                if allowed { model.deselect(range) }
            case 7:
                let excluded = Set((0..<n).filter { _ in rng.chance(0.15) })
                let outside = rng.chance(0.1)
                let ranges = IndexRanges(excluded.union(outside ? [n] : []))
                let allowed = model.mode == .multiple && !outside
                context += ": select all except \(ranges)"
                refused = try attempt(allowed) { try selection.selectAll(except: ranges) }
                if allowed { model.selectAll(except: excluded) }
            case 8:
                context += ": deselect all"
                selection.deselectAll()
                model.deselectAll()
            case 9:
                let newMode = SelectionMode.allCases.randomElement(using: &rng)!
                context += ": mode \(newMode)"
                selection.setMode(newMode)
                model.setMode(newMode)
            case 10, 11:
                let update = BatchUpdate.random(count: n, using: &rng)
                context += ": batch update \(update)"
                let newIdentifiers = update.applied(to: model.identifiers) { _ in fresh() }.elements
                if rng.chance(0.5) {
                    try selection.performBatchUpdates(update)
                } else {
                    try selection.follow(BatchUpdateMapping(validating: update, oldCount: n))
                }
                model.follow(to: newIdentifiers)
            case 12:
                // An identity difference: items leave, arrive, move, and some of those that move change.
                var newIdentifiers = model.identifiers.filter { _ in !rng.chance(0.2) }
                for _ in 0..<Int.random(in: 0...3, using: &rng) {
                    newIdentifiers.insert(fresh(), at: Int.random(in: 0...newIdentifiers.count, using: &rng))
                }
                for _ in 0..<Int.random(in: 0...2, using: &rng) where newIdentifiers.count > 1 {
                    let moved = newIdentifiers.remove(at: Int.random(in: 0..<newIdentifiers.count, using: &rng))
                    newIdentifiers.insert(moved, at: Int.random(in: 0...newIdentifiers.count, using: &rng))
                }
                let changed = Set(model.identifiers.filter { _ in rng.chance(0.3) })
                let difference = IdentityDifference(from: identifiers, to: try ItemIdentifiers(newIdentifiers)) { old, _ in
                    changed.contains(model.identifiers[old])
                }
                context += ": identity difference \(difference.update), replacing \(difference.replacedMoves)"
                try selection.follow(difference)
                model.follow(to: newIdentifiers)
            case 13:
                let newIdentifiers = (0..<Int.random(in: 0...40, using: &rng)).map { _ in fresh() }
                context += ": reload to \(newIdentifiers.count) items"
                try selection.follow(BatchUpdateMapping.reloadingEverything(oldCount: n, newCount: newIdentifiers.count))
                model.reload(to: newIdentifiers)
            case 14:
                // Saved, encoded, decoded and restored into data that changed meanwhile.
                let saved = try selection.saved(identifiers: identifiers)
                let decoded = try JSONDecoder().decode(SavedSelection<Int>.self, from: JSONEncoder().encode(saved))
                #expect(decoded == saved)
                var newIdentifiers = model.identifiers.filter { _ in !rng.chance(0.3) }.shuffled(using: &rng)
                for _ in 0..<Int.random(in: 0...5, using: &rng) { newIdentifiers.insert(fresh(), at: Int.random(in: 0...newIdentifiers.count, using: &rng)) }
                context += ": saved \(saved.isInverted ? "inverted " : "")\(saved.identifiers.count) identifiers, restored into \(newIdentifiers.count) items"
                #expect(saved.isInverted == (model.mode == .multiple && model.selected.count > n - model.selected.count), "\(context)")
                #expect(saved.identifiers.count == (saved.isInverted ? n - model.selected.count : model.selected.count), "\(context)")
                selection = ItemSelection(restoring: decoded, identifiers: try ItemIdentifiers(newIdentifiers))
                model = SelectionReference.restored(from: model, into: newIdentifiers)
            case 15:
                // By identifier, unknown ones included.
                let identifier = valid && !rng.chance(0.1) ? model.identifiers[index] : -7
                let known = identifier != -7
                switch Int.random(in: 0..<4, using: &rng) {
                case 0:
                    context += ": select identifier \(identifier)"
                    refused = try attempt(known && canSelect) { try selection.select(identifier, in: identifiers) }
                    if known && canSelect { model.select(index) }
                case 1:
                    context += ": deselect identifier \(identifier)"
                    refused = try attempt(known) { try selection.deselect(identifier, in: identifiers) }
                    if known { model.deselect(index) }
                case 2:
                    context += ": toggle identifier \(identifier)"
                    refused = try attempt(known && canSelect) { try selection.toggle(identifier, in: identifiers) }
                    if known && canSelect { model.toggle(index) }
                default:
                    context += ": extend to identifier \(identifier)"
                    refused = try attempt(known && canSelect) { try selection.extend(to: identifier, in: identifiers) }
                    if known && canSelect { model.extend(to: index) }
                }
                #expect(selection.contains(identifier, in: identifiers) == model.selected.contains(identifier), "\(context)")
            default:
                // The selection replaced by a set of identifiers (a SwiftUI binding written by the app).
                let chosen = Set(model.identifiers.filter { _ in rng.chance(model.mode == .multiple ? 0.4 : 0.05) })
                let unknown = rng.chance(0.1)
                let allowed = !unknown && chosen.count <= (model.mode == .multiple ? Int.max : model.mode == .single ? 1 : 0)
                context += ": replace with \(chosen.sorted())\(unknown ? " and an unknown identifier" : "")"
                refused = try attempt(allowed) { try selection.replaceSelection(with: Array(chosen) + (unknown ? [-7] : []), in: identifiers) }
                if allowed { model.replace(with: chosen) }
            }
            if refused {
                #expect(selection == before && selection.runs.runs == before.runs.runs, "\(context): a refused operation changed the selection")
                #expect(selection.anchor == before.anchor && selection.extensionEnd == before.extensionEnd, "\(context)")
            }
            compare(selection, model, context)
        }
    }

    /// Runs `operation`, which must succeed when `allowed` and otherwise throw a LazyScrollError;
    /// returns whether it was refused.
    static func attempt(_ allowed: Bool, sourceLocation: SourceLocation = #_sourceLocation, _ operation: () throws -> Void) throws -> Bool {
        if allowed {
            try operation()
            return false
        }
        do {
            try operation()
            Issue.record("expected a refusal", sourceLocation: sourceLocation)
        } catch is LazyScrollError {
        }
        return true
    }

    static func compare(_ selection: ItemSelection, _ model: SelectionReference, _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let identifiers = model.identifiers
        #expect(selection.runs.invariantViolation() == nil, "\(context): \(selection.runs.invariantViolation() ?? "")", sourceLocation: sourceLocation)
        #expect(selection.mode == model.mode, "\(context)", sourceLocation: sourceLocation)
        #expect(selection.itemCount == identifiers.count, "\(context)", sourceLocation: sourceLocation)
        #expect(selection.count == model.selected.count, "\(context): \(selection.count) selected, model \(model.selected.count)", sourceLocation: sourceLocation)
        #expect(selection.isEmpty == model.selected.isEmpty, sourceLocation: sourceLocation)
        let ranges = model.ranges
        #expect(selection.selectedIndices.ranges == ranges, "\(context): \(selection.selectedIndices) vs \(ranges)", sourceLocation: sourceLocation)
        #expect(selection.rangeCount == ranges.count, "\(context)", sourceLocation: sourceLocation)
        for index in -1...identifiers.count {
            let expected = index >= 0 && index < identifiers.count && model.selected.contains(identifiers[index])
            if selection.contains(index) != expected {
                Issue.record("\(context): contains(\(index)) is \(!expected)", sourceLocation: sourceLocation)
                break
            }
        }
        #expect(selection.first == ranges.first?.lowerBound, "\(context)", sourceLocation: sourceLocation)
        #expect(selection.last == ranges.last.map { $0.upperBound - 1 }, "\(context)", sourceLocation: sourceLocation)
        #expect(selection.anchor == model.index(of: model.anchor), "\(context): anchor \(String(describing: selection.anchor))", sourceLocation: sourceLocation)
        #expect(selection.extensionEnd == model.index(of: model.extensionEnd), "\(context)", sourceLocation: sourceLocation)
        if identifiers.count > 1 {
            let window = 1..<(identifiers.count - 1)
            #expect(selection.selectedIndices(in: window).ranges == ranges.map { $0.clamped(to: window) }.filter { !$0.isEmpty },
                    "\(context)", sourceLocation: sourceLocation)
        }
        if let ids = try? ItemIdentifiers(identifiers) {
            #expect((try? selection.selectedIdentifiers(in: ids)) == identifiers.filter { model.selected.contains($0) }, "\(context)", sourceLocation: sourceLocation)
        }
        // Equal selections compare equal: the one rebuilt from the model's ranges.
        if var rebuilt = try? ItemSelection(mode: .multiple, itemCount: identifiers.count) {
            for range in ranges { try? rebuilt.select(range) }
            #expect(rebuilt.runs == selection.runs, "\(context)", sourceLocation: sourceLocation)
        }
    }
}
