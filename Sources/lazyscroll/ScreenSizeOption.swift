import ArgumentParser
import LazyScrollGallery
import LazyScrollTerminal

/// The `--size COLUMNSxROWS` option of `replay` and `bench-render`.
enum ScreenSizeOption {
    /// The columns and rows a screen may have: the gallery needs a tab line, a help line and room
    /// between them, and a bigger screen only costs memory.
    static let sides = 4...1000

    static let help = ArgumentHelp(
        "The screen's size, COLUMNSxROWS, each from \(sides.lowerBound) to \(sides.upperBound).", valueName: "size")

    /// Parses the option's value. Registered with `.unconditional` parsing, so that `-5x10` is
    /// reported as out of range rather than as a missing value followed by an unknown option.
    ///
    /// - Throws: `ScreenSizeTextError`, which ArgumentParser shows after "The value '5x3' is invalid
    ///   for '--size <size>': ".
    static func parse(_ text: String) throws -> TerminalSize {
        try ScreenSizeText.parse(text, sides: sides)
    }
}
