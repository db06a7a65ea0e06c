/// Which terminal features a ``TerminalSession`` switches on.
public struct TerminalOptions: Sendable, Hashable {
    /// Report mouse presses, releases, drags and the wheel (SGR mode). Default on.
    public var reportsMouse: Bool
    /// Bracket pasted text so it is swallowed instead of read as keys. Default on.
    public var bracketsPaste: Bool
    /// Let Ctrl-C, Ctrl-\ and Ctrl-Z raise SIGINT, SIGQUIT and SIGTSTP as in a shell (the session then
    /// restores the terminal and exits, or suspends). When off, they arrive as Ctrl-letter keys.
    /// Default on.
    public var keepsSignalKeys: Bool
    /// Ask the terminal whether it supports synchronized output (mode 2026) and use it if so. Default on.
    public var queriesSynchronizedOutput: Bool

    /// Options with every feature on unless told otherwise.
    public init(
        reportsMouse: Bool = true, bracketsPaste: Bool = true, keepsSignalKeys: Bool = true,
        queriesSynchronizedOutput: Bool = true
    ) {
        self.reportsMouse = reportsMouse
        self.bracketsPaste = bracketsPaste
        self.keepsSignalKeys = keepsSignalKeys
        self.queriesSynchronizedOutput = queriesSynchronizedOutput
    }

    /// These options less what a terminal with `capabilities` does not understand.
    public func limited(to capabilities: TerminalCapabilities) -> TerminalOptions {
        TerminalOptions(
            reportsMouse: reportsMouse && capabilities.mouse, bracketsPaste: bracketsPaste && capabilities.xtermModes,
            keepsSignalKeys: keepsSignalKeys, queriesSynchronizedOutput: queriesSynchronizedOutput && capabilities.xtermModes)
    }
}
