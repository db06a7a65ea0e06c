import ArgumentParser
import LazyScrollTerminal
import Testing

@testable import lazyscroll

/// `--size` of `replay` and `bench-render`: what ArgumentParser prints for each kind of bad value.
@Suite struct SizeOptionTests {
    /// The one-line error ArgumentParser prints for `arguments`, or nil when they parse.
    func message(_ arguments: [String]) -> String? {
        do {
            _ = try LazyScrollCommand.parseAsRoot(arguments)
            return nil
        } catch {
            return LazyScrollCommand.message(for: error)
        }
    }

    @Test(arguments: ["5x3", "0x0", "100000x100000", "-5x10", "3x24", "80x1001"])
    func anOutOfRangeSizeSaysTheRange(value: String) {
        for command in ["replay pages", "bench-render"] {
            let arguments = command.split(separator: " ").map(String.init) + ["--size", value]
            #expect(message(arguments) == "The value '\(value)' is invalid for '--size <size>': "
                + "columns and rows must each be from 4 to 1000, such as 80x24")
        }
    }

    @Test(arguments: ["80", "80x", "ax24", "80x24x2", "-"])
    func aMalformedSizeSaysTheForm(value: String) {
        #expect(message(["replay", "list", "--size", value]) == "The value '\(value)' is invalid for '--size <size>': "
            + "expected COLUMNSxROWS with columns and rows from 4 to 1000, such as 80x24")
    }

    @Test func theSmallestAndLargestSizesParse() throws {
        for (value, size) in [("4x4", TerminalSize(columns: 4, rows: 4)), ("1000X1000", TerminalSize(columns: 1000, rows: 1000))] {
            let command = try #require(try LazyScrollCommand.parseAsRoot(["replay", "stack", "--size", value]) as? ReplayCommand)
            #expect(command.size == size)
        }
        let defaults = try #require(try LazyScrollCommand.parseAsRoot(["replay", "stack"]) as? ReplayCommand)
        #expect(defaults.size == TerminalSize(columns: 80, rows: 24))
    }
}
