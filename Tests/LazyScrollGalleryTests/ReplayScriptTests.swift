import LazyScrollGallery
import LazyScrollTerminal
import Testing

@Suite struct ReplayScriptTests {
    @Test func parsesTheReadmeScript() throws {
        let script = try ReplayScript("wheel down 30; drag -200 release 1500; wait 2s; key End")
        #expect(script.steps.map(\.step) == [
            .wheel(.down, notches: 30), .drag(distance: -200, release: 1500), .wait(seconds: 2), .key(KeyEvent(.end)),
        ])
    }

    @Test func parsesEveryKindOfStep() throws {
        let script = try ReplayScript("release; release -3; wait 250ms; key q; key PgDn; key BackTab; resize 100x30; drag 5")
        #expect(script.steps.map(\.step) == [
            .release(speed: nil), .release(speed: -3), .wait(seconds: 0.25), .key(KeyEvent(.character("q"))),
            .key(KeyEvent(.pageDown)), .key(KeyEvent(.tab, modifiers: .shift)), .resize(TerminalSize(columns: 100, rows: 30)),
            .drag(distance: 5, release: nil),
        ])
    }

    @Test(arguments: [
        ("wheel down 3; wait two", 2, "wait two"),
        ("key End; key Banana", 2, "key Banana"),
        ("jump 3", 1, "jump 3"),
        ("wheel sideways 3", 1, "wheel sideways 3"),
        ("key Home; drag -200 release fast", 2, "drag -200 release fast"),
        ("wait 1s;;resize 10by3", 2, "resize 10by3"),
    ])
    func errorsNameTheBadStep(script: String, step: Int, text: String) {
        #expect {
            _ = try ReplayScript(script)
        } throws: { error in
            guard let error = error as? ReplayScriptError else { return false }
            return error.stepNumber == step && error.stepText == text && error.description.hasPrefix("step \(step) \"\(text)\":")
        }
    }
}

extension ReplayScriptTests {
    /// A terminal can be any size, down to no columns or rows (a window dragged closed), so a script can
    /// resize to any of them; beyond 1000 it is refused with the range.
    @Test(arguments: [("resize -1x5", "columns and rows must each be from 0 to 1000, such as 80x24"),
                      ("resize 80x1001", "columns and rows must each be from 0 to 1000, such as 80x24"),
                      ("resize 80by24", "expected COLUMNSxROWS with columns and rows from 0 to 1000, such as 80x24"),
                      ("resize", "expected \"resize COLUMNSxROWS\" such as resize 100x30")])
    func aBadResizeSaysTheRange(step: String, reason: String) {
        #expect(throws: ReplayScriptError(stepNumber: 1, stepText: step, reason: reason)) { _ = try ReplayScript(step) }
    }

    @Test func clicksAndMouseReportsParse() throws {
        let script = try ReplayScript("resize 0x0; click 30 0; mouse down 10 5; mouse drag 10 9; mouse up 10 9")
        #expect(script.steps.map(\.step) == [
            .resize(TerminalSize(columns: 0, rows: 0)), .click(column: 30, row: 0), .mouse(.press(.left), column: 10, row: 5),
            .mouse(.drag(.left), column: 10, row: 9), .mouse(.release(.left), column: 10, row: 9),
        ])
        for bad in ["click 3", "click -1 0", "mouse hover 1 1", "mouse down 1"] {
            #expect(throws: ReplayScriptError.self) { _ = try ReplayScript(bad) }
        }
    }

    /// S-, C- and M- add Shift, Ctrl and Alt to a key and combine; alone, S, C and M are characters.
    @Test func modifiedKeysParse() throws {
        #expect(try ReplayScript("key S-Down; key C-a; key M-Up; key C-S-PgDn; key S").steps.map(\.step) == [
            .key(KeyEvent(.down, modifiers: .shift)), .key(KeyEvent(.character("a"), modifiers: .control)),
            .key(KeyEvent(.up, modifiers: .alt)), .key(KeyEvent(.pageDown, modifiers: [.control, .shift])),
            .key(KeyEvent(.character("S"))),
        ])
        #expect(throws: ReplayScriptError.self) { _ = try ReplayScript("key S-Nowhere") }
    }
}
