import Foundation
import PropertySeeds
import Testing
@testable import LazyScroll

/// Hit testing, the drop index and the settled gap against brute force over every item's frame, in
/// random lists, grids and lanes on either axis (the controllers of FocusPropertyTests).
@Suite("Reorder: properties")
struct ReorderPropertyTests {
    /// Every data item's frame in viewport coordinates.
    static func frames(_ controller: ScrollController) throws -> [CGRect] {
        let virtualizer = controller.virtualizer
        let shift = controller.configuration.axis.point(main: controller.offset, cross: 0)
        return try (0..<controller.dataCount).map { try virtualizer.frame(ofItem: $0).offsetBy(dx: -shift.x, dy: -shift.y) }
    }

    /// A random point in and around the viewport, often exactly on an item's edge.
    static func randomPoint(_ rng: inout SplitMix64, _ controller: ScrollController, _ frames: [CGRect]) -> CGPoint {
        let size = controller.viewportSize
        if !frames.isEmpty, rng.chance(0.3) {
            let frame = frames.randomElement(using: &rng)!
            return CGPoint(x: [frame.minX, frame.maxX, frame.midX].randomElement(using: &rng)!, y: [frame.minY, frame.maxY, frame.midY].randomElement(using: &rng)!)
        }
        return CGPoint(x: CGFloat(rng.quarter(in: -20...Double(size.width) + 20)), y: CGFloat(rng.quarter(in: -20...Double(size.height) + 20)))
    }

    @Test("placement(at:) finds the item whose frame holds the point, with that frame")
    func hitTesting() async {
        await seededPropertyCheck("reorder.hit-testing", count: 150) { seed in
            var rng = SplitMix64(seed: seed)
            let controller = try FocusPropertyTests.randomController(&rng)
            let frames = try Self.frames(controller)
            for _ in 0..<40 {
                let point = Self.randomPoint(&rng, controller, frames)
                // Frames are half-open: a point on an item's far edge is not in it. (Two neighbours can
                // both hold a point on their shared edge when a column's width is not a whole number.)
                let holding = frames.indices.filter { frames[$0].minX <= point.x && point.x < frames[$0].maxX && frames[$0].minY <= point.y && point.y < frames[$0].maxY }
                let found = controller.placement(at: point)
                #expect(found.map { holding.contains($0.dataIndex) } ?? holding.isEmpty, "\(point): \(String(describing: found?.dataIndex)), expected \(holding)")
                if let found { #expect(found.frame == frames[found.dataIndex] && found.index == found.dataIndex) }
            }
        }
    }

    @Test("the drop index is the item under the finger, as documented for lists, grids and lanes")
    func dropIndex() async {
        await seededPropertyCheck("reorder.drop-index", count: 150) { seed in
            var rng = SplitMix64(seed: seed)
            let controller = try FocusPropertyTests.randomController(&rng)
            let virtualizer = controller.virtualizer
            let axis = virtualizer.axis
            let frames = try Self.frames(controller)
            let count = frames.count
            var laneItems: [Int: [Int]] = [:]
            if case let .lanes(lanes) = virtualizer.items.base {
                for item in 0..<count { laneItems[try lanes.lane(ofItem: item), default: []].append(item) }
            }
            for _ in 0..<40 {
                let point = Self.randomPoint(&rng, controller, frames)
                let main = axis.mainCoordinate(of: point)
                let cross = axis.cross.mainCoordinate(of: point)
                let shift = axis.point(main: controller.offset, cross: 0)
                let found = virtualizer.dropIndex(at: CGPoint(x: point.x + shift.x, y: point.y + shift.y))
                let expected: Int?
                // The last item starting at or before the finger along the axis (the largest index on a tie).
                func lastStarting(among items: [Int]) -> Int? {
                    items.filter { axis.minMain(of: frames[$0]) <= main }.max { a, b in
                        axis.minMain(of: frames[a]) != axis.minMain(of: frames[b]) ? axis.minMain(of: frames[a]) < axis.minMain(of: frames[b]) : a < b
                    }
                }
                switch virtualizer.items.base {
                case _ where count == 0:
                    expected = nil
                case let .grid(grid):
                    let column = Self.nearestColumn(cross, count: grid.columnCount, spacing: grid.layout.columnSpacing,
                                                    insets: grid.layout.crossInsets, width: virtualizer.viewport.crossExtent)
                    let row = lastStarting(among: Array(0..<count)).map { $0 / grid.columnCount } ?? 0
                    expected = min(count - 1, row * grid.columnCount + column)
                case let .lanes(lanes):
                    let lane = Self.nearestColumn(cross, count: lanes.layout.lanes, spacing: lanes.layout.laneSpacing,
                                                  insets: lanes.layout.crossInsets, width: virtualizer.viewport.crossExtent)
                    let inLane = laneItems[lane] ?? []
                    expected = lastStarting(among: inLane) ?? inLane.first ?? lastStarting(among: Array(0..<count)) ?? 0
                default:
                    expected = lastStarting(among: Array(0..<count)) ?? 0
                }
                #expect(found == expected, "\(point) at offset \(controller.offset) in \(virtualizer.items.base): \(String(describing: found)), expected \(String(describing: expected))")
            }
        }
    }

    /// The column whose slot is nearest to `cross` (the lower on a tie), from ScrollGridLayout's and
    /// LaneLayout's documented geometry: equal columns between the insets, `spacing` apart.
    static func nearestColumn(_ cross: CGFloat, count: Int, spacing: CGFloat, insets: ContentInsets, width: CGFloat) -> Int {
        let columnWidth = max(0, (width - insets.leading - insets.trailing - CGFloat(count - 1) * spacing) / CGFloat(count))
        let distances = (0..<count).map { column -> CGFloat in
            let start = insets.leading + CGFloat(column) * (columnWidth + spacing)
            return max(0, start - cross, cross - (start + columnWidth))
        }
        return distances.indices.min { distances[$0] != distances[$1] ? distances[$0] < distances[$1] : $0 < $1 }!
    }

    @Test("once settled, a list shows the layout the move makes, and a grid or lanes each item in its neighbour's place")
    func settledGap() async {
        await seededPropertyCheck("reorder.settled-gap", count: 150) { seed in
            var rng = SplitMix64(seed: seed)
            var controller = try FocusPropertyTests.randomController(&rng)
            let before = try Self.frames(controller)
            let visible = controller.placements().filter { $0.state == .visible }
            guard let lifted = visible.randomElement(using: &rng) else { return }
            let axis = controller.configuration.axis
            let grab = CGPoint(x: lifted.frame.midX, y: lifted.frame.midY)
            guard var session = try controller.beginReorder(at: grab, settings: ReorderSettings(edgeZone: 0, gapDuration: 0.25), time: 0) else {
                // A frame's middle is outside it only when the frame has no width or no length.
                #expect(lifted.frame.width == 0 || lifted.frame.height == 0)
                return
            }
            let finger = Self.randomPoint(&rng, controller, before)
            _ = try controller.moveReorder(&session, to: finger, time: 1)
            _ = controller.tickReorder(&session, time: 2)
            let (source, destination) = (session.source, session.destination)
            let placements = controller.placements(during: session)
            #expect(!placements.contains { $0.dataIndex == source })
            #expect(placements.count == controller.placements().count - (controller.placements().contains { $0.dataIndex == source } ? 1 : 0))
            let isList = controller.virtualizer.items.base.columnGeometry == nil
            for placement in placements {
                let k = placement.dataIndex
                let moved = source < k && k <= destination ? -1 : destination <= k && k < source ? 1 : 0
                var expected = before[k]
                if moved != 0 {
                    if isList {
                        // The list after the move: everything between slides by the lifted item and a gap.
                        let step = axis.mainExtent(of: before[source].size) + controller.virtualizer.items.base.spacing
                        let delta = axis.point(main: CGFloat(moved) * step, cross: 0)
                        expected = expected.offsetBy(dx: delta.x, dy: delta.y)
                    } else {
                        expected.origin = before[k + moved].origin
                    }
                }
                #expect(placement.frame == expected, "item \(k), lifted \(source) dropped at \(destination): \(placement.frame), expected \(expected)")
            }
        }
    }
}

/// Random drags on random controllers: lifts anywhere, moves anywhere (far outside the viewport too),
/// ticks, resizes, new data and insets in the middle of a drag; nothing traps, the session's items
/// stay data items, and dropping or cancelling leaves a controller that takes the move.
@Suite("Reorder: random input")
struct ReorderRandomInputTests {
    @Test("any sequence of drag input keeps the session valid and ends in a move the controller takes")
    func randomInput() async {
        await seededPropertyCheck("reorder.random-input", count: 150) { seed in
            var rng = SplitMix64(seed: seed)
            var controller = try FocusPropertyTests.randomController(&rng)
            var time = 0.0
            var session: ReorderSession?
            for _ in 0..<60 {
                time += [0, 1.0 / 60, 0.5].randomElement(using: &rng)!
                let size = controller.viewportSize
                let point = CGPoint(x: CGFloat(rng.quarter(in: -100...Double(size.width) + 100)), y: CGFloat(rng.quarter(in: -100...Double(size.height) + 100)))
                switch Int.random(in: 0..<8, using: &rng) {
                case 0:
                    if session == nil { session = try controller.beginReorder(at: point, settings: ReorderSettings(gapDuration: 0.1), time: time) }
                case 1, 2:
                    if var current = session {
                        _ = try controller.moveReorder(&current, to: point, time: time)
                        session = current
                    }
                case 3:
                    if var current = session {
                        _ = controller.tickReorder(&current, time: time)
                        session = current
                    } else {
                        _ = controller.tick(time: time)
                    }
                case 4:
                    _ = try controller.resize(to: CGSize(width: CGFloat(Int.random(in: 0...400, using: &rng)), height: CGFloat(Int.random(in: 0...400, using: &rng))), time: time)
                case 5:
                    let update = BatchUpdate.random(count: controller.dataCount, using: &rng)
                    let applied = try controller.performBatchUpdates(update, time: time)
                    if var current = session {
                        session = current.follow(applied.mapping!) ? current : nil
                    }
                case 6:
                    _ = try controller.setObscuredInsets(ObscuredInsets(leading: CGFloat(rng.quarter(in: 0...50)), trailing: CGFloat(rng.quarter(in: 0...50))), time: time)
                default:
                    if let current = session {
                        if rng.chance(0.5), let move = try controller.endReorder(current, time: time) {
                            _ = try controller.performBatchUpdates(move, time: time)
                        } else {
                            _ = try controller.cancelReorder(current, animated: rng.chance(0.5), time: time)
                        }
                        session = nil
                    }
                }
                if let current = session {
                    #expect((0..<controller.dataCount).contains(current.source) && (0..<controller.dataCount).contains(current.destination))
                    #expect(current.autoScrollSpeed.isFinite && current.liftedFrame.origin.x.isFinite)
                    let placements = controller.placements(during: current)
                    #expect(placements.allSatisfy { $0.frame.minX.isFinite && $0.frame.minY.isFinite && $0.dataIndex != current.source })
                    #expect(controller.restingRange.contains(controller.offset) || controller.isAnimating)
                }
            }
        }
    }
}
