import LazyScroll

/// The Photos demo's library: ten years of photos, month by month, newest first, made up the same way
/// on every run (a month's count comes from its number, so screens and tests are repeatable).
struct PhotoLibrary: Sendable {
    /// One month of photos.
    struct Month: Sendable, Hashable {
        /// The year, e.g. 2026.
        var year: Int
        /// The month of the year, 1 (January) to 12.
        var month: Int
        /// How many photos were taken that month.
        var count: Int
        /// The number (from 0, newest first) of the month's first photo in the whole library.
        var firstPhoto: Int
    }

    /// The months, newest first.
    let months: [Month]

    /// The newest month, the library's first section.
    static let newest = (year: 2026, month: 11)
    /// How many months the library spans.
    static let monthCount = 120
    /// The months' names, January first.
    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                             "October", "November", "December"]

    /// The library of ``monthCount`` months ending with ``newest``.
    init() {
        var months: [Month] = []
        var first = 0
        for k in 0..<Self.monthCount {
            let sinceYearZero = Self.newest.year * 12 + (Self.newest.month - 1) - k
            let count = Self.photoCount(ofMonth: k)
            months.append(Month(year: sinceYearZero / 12, month: sinceYearZero % 12 + 1, count: count, firstPhoto: first))
            first += count
        }
        self.months = months
    }

    /// How many photos month `k` (from the newest) holds: between 3 and 399, scattered by a
    /// multiplicative hash so that short months (a row or less) come up among long ones.
    static func photoCount(ofMonth k: Int) -> Int {
        (k &* 2_654_435_761 &+ 12_345) % 397 + 3
    }

    /// How many photos the library holds.
    var photoCount: Int { months.last.map { $0.firstPhoto + $0.count } ?? 0 }

    /// The number of the photo at `path` (section = month) in the whole library, from 0.
    func photo(at path: ItemPath) -> Int { months[path.section].firstPhoto + path.item }

    /// Month `k`'s header: "November 2026 · 214 photos", or "Nov 2026 · 214" when that does not fit
    /// `width` cells.
    func title(ofMonth k: Int, width: Int) -> String {
        let month = months[k]
        let name = Self.monthNames[month.month - 1]
        let long = "\(name) \(month.year) · \(PhotoGridDemo.grouped(month.count)) \(month.count == 1 ? "photo" : "photos")"
        return long.count + 1 <= width ? long : "\(name.prefix(3)) \(month.year) · \(PhotoGridDemo.grouped(month.count))"
    }
}
