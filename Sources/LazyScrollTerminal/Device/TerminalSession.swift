#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `write(2)` under a name that the session's own `write` method does not shadow.
private func writeToDescriptor(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// Ownership of a terminal: raw mode, the alternate screen, a hidden cursor and mouse reporting,
/// all undone by ``close()``.
///
/// The terminal is restored on every way out: ``close()`` (which ``TerminalRunLoop`` calls on normal
/// return and on thrown errors), `exit()` anywhere in the process, SIGINT / SIGTERM / SIGHUP /
/// SIGQUIT, which restore and exit with status 128 + signal number, and crashes (SIGILL, SIGTRAP,
/// SIGABRT, SIGSEGV, SIGBUS, SIGFPE), which restore and then hand the signal to the action it had before,
/// so the Swift runtime's crash report prints on the normal screen (as a panic hook does in ratatui).
/// While the session is open, standard error, when it is the same terminal, is held back and written
/// out after the terminal is restored, so a message (such as the runtime's `Fatal error: …`) is not
/// lost on the alternate screen. SIGTSTP (Ctrl-Z) restores, stops, and on continue re-enters raw mode and
/// repaints everything. Only one session can be open at a time.
@MainActor
public final class TerminalSession {
    /// The file descriptor keys and mouse reports are read from.
    public let inputFileDescriptor: Int32
    /// The file descriptor frames are written to.
    public let outputFileDescriptor: Int32
    /// The features switched on: those asked for that the terminal supports.
    public let options: TerminalOptions
    /// What the terminal understands; the session sends nothing else.
    public let capabilities: TerminalCapabilities
    /// The terminal's size as of the last ``refreshSize()``.
    public private(set) var size: TerminalSize
    /// Whether the session still owns the terminal.
    public private(set) var isOpen = true
    /// Whether the terminal confirmed synchronized output (mode 2026); frames are then bracketed so
    /// they appear at once. Set by ``TerminalRunLoop`` when the terminal's reply arrives.
    public var usesSynchronizedOutput: Bool {
        get { renderer.usesSynchronizedOutput }
        set { renderer.usesSynchronizedOutput = newValue }
    }

    private let originalMode: termios
    private let signals: SignalRelay
    private var renderer = FrameRenderer()
    private static var isAnySessionOpen = false

    /// Takes over the terminal on `input` and `output` (standard input and output by default), using
    /// only what `capabilities` allows: without an alternate screen the screen is cleared on entry and
    /// exit, without mouse support no mouse reports are asked for, and colours are brought down to
    /// those the terminal has. `nil` reads them from the environment
    /// (``TerminalCapabilities/fromEnvironment()``).
    ///
    /// - Throws: ``TerminalError/notATerminal(stream:)`` when either is not a terminal,
    ///   ``TerminalError/unsupportedTerminal(term:)`` when `TERM` names no usable terminal,
    ///   ``TerminalError/sessionAlreadyOpen`` when another session is open, or
    ///   ``TerminalError/systemCallFailed(name:errno:)``. Nothing is changed when it throws.
    public init(
        input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, options: TerminalOptions = TerminalOptions(),
        capabilities: TerminalCapabilities? = nil
    ) throws {
        guard isatty(input) == 1 else {
            throw TerminalError.notATerminal(stream: input == STDIN_FILENO ? "standard input" : "input descriptor \(input)")
        }
        guard isatty(output) == 1 else {
            throw TerminalError.notATerminal(stream: output == STDOUT_FILENO ? "standard output" : "output descriptor \(output)")
        }
        let capabilities = try capabilities ?? TerminalCapabilities.fromEnvironment()
        guard !Self.isAnySessionOpen else { throw TerminalError.sessionAlreadyOpen }
        var original = termios()
        guard tcgetattr(input, &original) == 0 else { throw TerminalError.lastSystemError("tcgetattr") }
        inputFileDescriptor = input
        outputFileDescriptor = output
        self.options = options.limited(to: capabilities)
        self.capabilities = capabilities
        renderer.colors = capabilities.colors
        originalMode = original
        size = try Self.querySize(output)

        let leaving = Self.leaveSequence(self.options, capabilities)
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: leaving.count)
        bytes.initialize(from: leaving, count: leaving.count)
        let heldStandardError = HeldStandardError.hold(ifSameTerminalAs: output)
        do {
            signals = try SignalRelay(
                restoration: EmergencyRestoration(
                    inputFileDescriptor: input, outputFileDescriptor: output, originalMode: original,
                    bytes: bytes, byteCount: leaving.count, heldStandardError: heldStandardError))
        } catch {
            heldStandardError?.releaseAndDeallocate()
            bytes.deallocate()
            throw error
        }
        Self.isAnySessionOpen = true
        do {
            try enter()
            if self.options.queriesSynchronizedOutput {
                try write(ControlSequence.querySynchronizedOutput)
            }
        } catch {
            close()
            throw error
        }
    }

    /// Restores the terminal exactly as it was and releases the signal handlers. Safe to call twice.
    public func close() {
        guard isOpen else { return }
        leave()
        signals.uninstall()
        isOpen = false
        Self.isAnySessionOpen = false
    }

    /// Draws `frame`, writing only the cells that differ from the last one presented, in one write.
    /// Writes nothing when nothing changed.
    public func present(_ frame: CellBuffer) throws {
        let bytes = renderer.render(frame)
        if !bytes.isEmpty { try write(bytes) }
    }

    /// Makes the next ``present(_:)`` repaint the whole screen.
    public func invalidate() {
        renderer.invalidate()
    }

    /// Asks the terminal for its size; returns whether it changed since the last call.
    @discardableResult
    public func refreshSize() throws -> Bool {
        let current = try Self.querySize(outputFileDescriptor)
        defer { size = current }
        return current != size
    }

    // MARK: - Run loop plumbing

    /// The self-pipe's read end; readable when a relayed signal arrived.
    var signalFileDescriptor: Int32 { signals.readEnd }

    /// Relayed signal numbers received since the last call.
    func takePendingSignals() -> [Int32] { signals.takePendingSignals() }

    /// Ctrl-Z: restores the terminal, stops the process, and on continue takes the terminal back and
    /// schedules a full repaint.
    func suspend() throws {
        leave()
        signals.stopProcess()
        try enter()
        renderer.invalidate()
    }

    /// After SIGCONT from elsewhere (the shell may have touched the terminal): re-apply raw mode and
    /// repaint everything.
    func reassertModes() throws {
        try enter()
        renderer.invalidate()
    }

    /// Writes all of `bytes`, retrying partial writes; one call per frame.
    func write(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { raw in
                writeToDescriptor(outputFileDescriptor, raw.baseAddress, raw.count)
            }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw TerminalError.lastSystemError("write")
            }
            offset += written
        }
    }

    // MARK: - Entering and leaving

    private func enter() throws {
        var raw = originalMode
        cfmakeraw(&raw)
        if options.keepsSignalKeys { raw.c_lflag |= tcflag_t(ISIG) }
        // A read returns at once, with nothing if nothing is there, so the input thread's read after
        // poll can never block on input that a TCSAFLUSH discarded in between (see InputReader).
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 0
            controlCharacters[Int(VTIME)] = 0
        }
        guard tcsetattr(inputFileDescriptor, TCSAFLUSH, &raw) == 0 else { throw TerminalError.lastSystemError("tcsetattr") }
        var entering = (capabilities.alternateScreen ? ControlSequence.enterAlternateScreen : []) + ControlSequence.hideCursor
        if options.reportsMouse { entering += ControlSequence.enableMouse }
        if options.bracketsPaste { entering += ControlSequence.enableBracketedPaste }
        try write(entering)
    }

    private func leave() {
        try? write(Self.leaveSequence(options, capabilities))
        var original = originalMode
        // TCSAFLUSH drops unread mouse reports so they do not spill into the shell.
        _ = tcsetattr(inputFileDescriptor, TCSAFLUSH, &original)
    }

    /// Undoes everything `enter` may have switched on; also ends a half-written synchronized frame.
    /// Without an alternate screen, the last frame is wiped so the shell starts on a clean screen.
    private static func leaveSequence(_ options: TerminalOptions, _ capabilities: TerminalCapabilities) -> [UInt8] {
        var leaving = (options.queriesSynchronizedOutput ? ControlSequence.endSynchronizedUpdate : []) + ControlSequence.resetStyle
        if options.reportsMouse { leaving += ControlSequence.disableMouse }
        if options.bracketsPaste { leaving += ControlSequence.disableBracketedPaste }
        leaving += ControlSequence.showCursor
        return leaving + (capabilities.alternateScreen
            ? ControlSequence.leaveAlternateScreen : ControlSequence.clearScreen + ControlSequence.cursorPosition(column: 0, row: 0))
    }

    private static func querySize(_ descriptor: Int32) throws -> TerminalSize {
        var window = winsize()
        guard ioctl(descriptor, windowSizeRequest, &window) == 0 else { throw TerminalError.lastSystemError("ioctl(TIOCGWINSZ)") }
        return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }

    #if canImport(Darwin)
    /// TIOCGWINSZ is a function-like macro that Swift does not import on Darwin.
    private static let windowSizeRequest: UInt = 0x4008_7468
    #else
    private static let windowSizeRequest = UInt(TIOCGWINSZ)
    #endif
}
