import PropertySeeds
import Testing

@testable import LazyScrollTerminal

@Suite struct FrameRendererTests {
    @Test func anUnchangedFrameWritesNothing() {
        var renderer = FrameRenderer()
        var frame = CellBuffer(size: TerminalSize(columns: 20, rows: 5))
        frame.put("hello", column: 2, row: 1, style: CellStyle(foreground: .red, attributes: .bold))
        #expect(!renderer.render(frame).isEmpty)
        #expect(renderer.render(frame).isEmpty)
        renderer.usesSynchronizedOutput = true
        #expect(renderer.render(frame).isEmpty, "no synchronized-output brackets around an empty frame")
    }

    @Test func aOneCellChangeWritesAHandfulOfBytes() {
        var renderer = FrameRenderer()
        var frame = CellBuffer(size: TerminalSize(columns: 120, rows: 40))
        frame.put(String(repeating: "x", count: 120), column: 0, row: 20)
        _ = renderer.render(frame)
        frame[77, 33] = Cell("y")
        let plainChange = renderer.render(frame)
        #expect(plainChange.count <= 24, "wrote \(plainChange.count) bytes: \(String(decoding: plainChange, as: UTF8.self).debugDescription)")
        frame[10, 3] = Cell("z", style: CellStyle(foreground: .green, attributes: .underline))
        let styledChange = renderer.render(frame)
        #expect(styledChange.count <= 24, "wrote \(styledChange.count) bytes")
    }

    @Test func nearbyChangesOnOneRowUseShortMoves() {
        var renderer = FrameRenderer()
        var frame = CellBuffer(size: TerminalSize(columns: 40, rows: 3))
        _ = renderer.render(frame)
        frame[5, 1] = Cell("a")
        frame[7, 1] = Cell("b")
        let bytes = String(decoding: renderer.render(frame), as: UTF8.self)
        // One absolute move, then the blank gap is re-printed rather than moved over.
        #expect(bytes == "\u{1B}[2;6Ha b")
    }

    @Test func resizeRepaintsEverything() {
        var renderer = FrameRenderer()
        var frame = CellBuffer(size: TerminalSize(columns: 10, rows: 2))
        frame.put("abc", column: 0, row: 0)
        _ = renderer.render(frame)
        frame.resize(to: TerminalSize(columns: 12, rows: 3))
        let bytes = renderer.render(frame)
        #expect(String(decoding: bytes, as: UTF8.self).contains("\u{1B}[2J"))
        var model = TerminalModel(size: frame.size)
        model.feed(bytes)
        #expect(model.cells == frame.cells)
    }

    @Test func synchronizedOutputBracketsNonEmptyFrames() {
        var renderer = FrameRenderer()
        renderer.usesSynchronizedOutput = true
        var frame = CellBuffer(size: TerminalSize(columns: 4, rows: 1))
        frame[0, 0] = Cell("q")
        let text = String(decoding: renderer.render(frame), as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}[?2026h") && text.hasSuffix("\u{1B}[?2026l"))
    }

    /// A terminal model fed every frame's bytes shows exactly the latest frame, across random
    /// successive frames, resizes and synchronized output, and re-rendering a frame writes nothing.
    @Test func aTerminalFedTheOutputShowsEveryFrame() async {
        await seededPropertyCheck("frame-renderer.terminal-model", count: 300) { seed in
            var random = SplitMix64(seed: seed)
            var size = TerminalSize(columns: .random(in: 1...12, using: &random), rows: .random(in: 1...6, using: &random))
            var renderer = FrameRenderer()
            renderer.usesSynchronizedOutput = Bool.random(using: &random)
            var model = TerminalModel(size: size)
            var frame = RandomFrames.frame(size: size, &random)
            for step in 0..<Int.random(in: 1...8, using: &random) {
                if step > 0 {
                    if Int.random(in: 0..<6, using: &random) == 0 {
                        let newSize = TerminalSize(columns: .random(in: 1...12, using: &random), rows: .random(in: 1...6, using: &random))
                        // A real terminal only scrambles its contents when the size actually changes.
                        if newSize != size { model.resize(to: newSize) }
                        size = newSize
                        frame.resize(to: size)
                    }
                    frame = RandomFrames.mutate(frame, &random)
                }
                model.feed(renderer.render(frame))
                #expect(model.problems.isEmpty, "seed \(seed): \(model.problems)")
                let mismatch = model.cells.indices.first { model.cells[$0] != frame.cells[$0] }
                #expect(mismatch == nil, "seed \(seed), step \(step): first wrong cell \(mismatch.map(String.init) ?? "")")
                #expect(renderer.render(frame).isEmpty, "seed \(seed): unchanged frame wrote bytes")
            }
        }
    }
}
