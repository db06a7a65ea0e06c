#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal pair: the session under test uses `secondary` as its terminal, and the test plays
/// the terminal emulator on `primary` (reads what the session wrote, writes what a user would type).
final class PseudoTerminal {
    let primary: Int32
    let secondary: Int32

    init?(columns: UInt16 = 40, rows: UInt16 = 10) {
        var primary: Int32 = -1
        var secondary: Int32 = -1
        var window = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&primary, &secondary, nil, nil, &window) == 0 else { return nil }
        self.primary = primary
        self.secondary = secondary
        _ = fcntl(primary, F_SETFL, fcntl(primary, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        close(secondary)
        close(primary)
    }

    /// Sends bytes as if typed.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
    }

    /// Everything the session wrote so far.
    func drainOutput() -> String {
        var collected: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(primary, &buffer, buffer.count)
            guard count > 0 else { break }
            collected += buffer[0..<count]
        }
        return String(decoding: collected, as: UTF8.self)
    }

    /// The secondary side's terminal modes.
    func mode() -> termios {
        var mode = termios()
        _ = tcgetattr(secondary, &mode)
        return mode
    }
}

/// Compares the parts of two termios that raw mode changes.
func sameMode(_ lhs: termios, _ rhs: termios) -> Bool {
    var left = lhs
    var right = rhs
    let sameControlCharacters = withUnsafeBytes(of: &left.c_cc) { l in withUnsafeBytes(of: &right.c_cc) { r in l.elementsEqual(r) } }
    return lhs.c_iflag == rhs.c_iflag && lhs.c_oflag == rhs.c_oflag && lhs.c_cflag == rhs.c_cflag
        && lhs.c_lflag == rhs.c_lflag && sameControlCharacters
}
