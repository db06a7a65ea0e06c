extension TerminalColor {
    /// The nearest colour a terminal with `support` shows: the colour itself when it can, the nearest
    /// palette entry or theme colour when it has fewer, the default colour when it has none. Bright
    /// black, the usual "dimmed text" grey, becomes the default colour on 8-colour terminals: normal
    /// black would vanish on their usual black background.
    ///
    /// - Complexity: O(1).
    public func approximated(for support: ColorSupport) -> TerminalColor {
        switch (self, support) {
        case (.default, _), (_, .trueColor), (.ansi, .sixteen), (.ansi, .palette256), (.palette, .palette256):
            return self
        case (_, .none):
            return .default
        case let (.ansi(index), .eight):
            let theme = index % 16
            return theme == 8 ? .default : .ansi(theme % 8)
        case let (.rgb(red, green, blue), .palette256):
            return .palette(Self.paletteIndex(red: red, green: green, blue: blue))
        case (.palette, .eight), (.palette, .sixteen), (.rgb, .eight), (.rgb, .sixteen):
            let (red, green, blue) = rgbComponents
            let nearest = Self.themeColor(nearestTo: (red, green, blue), count: support == .eight ? 8 : 16)
            return TerminalColor.ansi(nearest).approximated(for: support)
        }
    }

    /// The colour as 8-bit red, green and blue: ``themeRGB`` for the theme colours, xterm's values for
    /// the rest of the palette.
    var rgbComponents: (UInt8, UInt8, UInt8) {
        switch self {
        case .default: return (0, 0, 0)
        case let .ansi(index): return Self.themeRGB[Int(index % 16)]
        case let .rgb(red, green, blue): return (red, green, blue)
        case let .palette(index):
            switch index {
            case 0..<16: return Self.themeRGB[Int(index)]
            case 16..<232:
                let cube = Int(index) - 16
                let level = { (step: Int) -> UInt8 in step == 0 ? 0 : UInt8(55 + 40 * step) }
                return (level(cube / 36), level(cube / 6 % 6), level(cube % 6))
            default:
                let grey = UInt8(8 + 10 * (Int(index) - 232))
                return (grey, grey, grey)
            }
        }
    }

    /// Red, green and blue for the 16 theme colours: the classic VGA values, whose evenly spaced greys
    /// (0, 128, 192, 255) keep a grey grey when the nearest theme colour is looked for (xterm's brighter
    /// normal colours would turn mid-grey yellow on an 8-colour terminal).
    static let themeRGB: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (128, 0, 0), (0, 128, 0), (128, 128, 0), (0, 0, 128), (128, 0, 128), (0, 128, 128), (192, 192, 192),
        (128, 128, 128), (255, 0, 0), (0, 255, 0), (255, 255, 0), (0, 0, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The 256-colour palette entry nearest to a 24-bit colour: the nearer of the 6×6×6 cube's entry and
    /// the grey ramp's.
    static func paletteIndex(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        let step = { (value: UInt8) -> Int in value < 48 ? 0 : value < 115 ? 1 : (Int(value) - 35) / 40 }
        let cube = UInt8(16 + 36 * step(red) + 6 * step(green) + step(blue))
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let grey = UInt8(232 + min(23, max(0, (average - 3) / 10)))
        let target = (red, green, blue)
        return distance(TerminalColor.palette(grey).rgbComponents, target) < distance(TerminalColor.palette(cube).rgbComponents, target)
            ? grey : cube
    }

    /// The theme colour among the first `count` nearest to `target`.
    static func themeColor(nearestTo target: (UInt8, UInt8, UInt8), count: Int) -> UInt8 {
        UInt8((0..<count).min { distance(themeRGB[$0], target) < distance(themeRGB[$1], target) } ?? 0)
    }

    /// Squared distance between two colours.
    static func distance(_ lhs: (UInt8, UInt8, UInt8), _ rhs: (UInt8, UInt8, UInt8)) -> Int {
        let red = Int(lhs.0) - Int(rhs.0)
        let green = Int(lhs.1) - Int(rhs.1)
        let blue = Int(lhs.2) - Int(rhs.2)
        return red * red + green * green + blue * blue
    }
}

extension CellStyle {
    /// The style with both colours brought to what a terminal with `support` shows (attributes kept).
    ///
    /// - Complexity: O(1).
    public func approximated(for support: ColorSupport) -> CellStyle {
        CellStyle(foreground: foreground.approximated(for: support), background: background.approximated(for: support), attributes: attributes)
    }
}
