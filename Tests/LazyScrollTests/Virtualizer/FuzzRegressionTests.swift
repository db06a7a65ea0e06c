import Foundation
import Testing
@testable import LazyScroll

/// Bugs the engine fuzz target (Fuzz/Engine) found, each as a readable test, plus a replay of every
/// crashing input kept in Fuzz/Regressions/engine through the same scenario the fuzzer ran.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    @Test("before the first item, the centre item is item 0 even when the leading items have zero extent")
    func centreItemBeforeZeroExtentItems() throws {
        let extents = try MeasuredExtents(count: 3, estimatedExtent: 10) { _ in 0 }
        #expect(extents.item(at: -5)?.index == 0)
        #expect(extents.item(at: 0)?.index == 2)  // inside the content the last item starting there wins
        var sut = try Virtualizer(extents: .measured(extents), settings: WorkingRangeSettings(
            display: .items(leading: 1, trailing: 0), preload: .items(leading: 1, trailing: 1),
            itemBufferAnchor: .visibleItems, hysteresis: 0))
        _ = try sut.update(viewport: Viewport(offset: -14.75, extent: 62.75))
        _ = try sut.update(viewport: Viewport(offset: -100, extent: 62.75))
        #expect(sut.centerItem == 0)
        #expect(sut.windows == WorkingWindows(visible: 0..<0, display: 0..<1, preload: 0..<2))
    }

    static let regressions = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fuzz/Regressions/engine")

    static var regressionInputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: regressions.path)) ?? []).sorted()
    }

    @Test("crashing fuzz inputs replay cleanly", arguments: regressionInputs)
    func replay(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.regressions.appending(path: name)))
        try #require(!bytes.isEmpty)
        runEngineFuzzInput(bytes)
    }
}
