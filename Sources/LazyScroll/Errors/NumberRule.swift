/// A rule that a number handed to the engine must obey.
public enum NumberRule: String, Sendable, Hashable {
    /// Not NaN and not infinite.
    case finite = "must be finite"
    /// Finite and zero or more.
    case finiteAndNotNegative = "must be finite and not negative"
    /// Finite and more than zero.
    case finiteAndPositive = "must be finite and greater than zero"
    /// Strictly between zero and one.
    case betweenZeroAndOneExclusive = "must be greater than 0 and less than 1"
    /// From zero to one, both included.
    case fromZeroToOne = "must be from 0 to 1"
    /// A whole number of items, zero or more.
    case wholeAndNotNegative = "must be a whole number, zero or more"
    /// A whole number of at least one.
    case wholeAndPositive = "must be a whole number, one or more"

    /// Whether `value` obeys this rule.
    public func admits(_ value: Double) -> Bool {
        switch self {
        case .finite: return value.isFinite
        case .finiteAndNotNegative: return value.isFinite && value >= 0
        case .finiteAndPositive: return value.isFinite && value > 0
        case .betweenZeroAndOneExclusive: return value > 0 && value < 1
        case .fromZeroToOne: return value >= 0 && value <= 1
        case .wholeAndNotNegative: return value.isFinite && value >= 0 && value.rounded() == value
        case .wholeAndPositive: return value.isFinite && value >= 1 && value.rounded() == value
        }
    }
}
