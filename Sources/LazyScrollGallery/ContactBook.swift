import Foundation
import LazyScroll

/// The Contacts demo's data: a million names in 27 sections, "#" (names that start with a digit) and A
/// to Z, each name made from its number, so that replays and tests see the same screens on every run.
///
/// A class, because the list's configure closure reads the names as they are now, while the demo adds
/// and deletes them.
final class ContactBook {
    /// The names' numbers in each section, in the order shown.
    private(set) var sections: [[Int32]]
    /// The number the next added name gets.
    private var nextNumber: Int32

    /// How many names the book starts with.
    static let initialCount = 1_000_000
    /// The sections' titles: "#", then the letters.
    static let titles = ["#"] + (65...90).map { String(UnicodeScalar(UInt8($0))) }

    /// The book of ``initialCount`` names, shared out over the sections as evenly as they go.
    init() {
        let count = Self.titles.count
        var sections: [[Int32]] = []
        var start = 0
        for section in 0..<count {
            let size = Self.initialCount / count + (section < Self.initialCount % count ? 1 : 0)
            sections.append((start..<(start + size)).map { Int32($0) })
            start += size
        }
        self.sections = sections
        nextNumber = Int32(start)
    }

    /// How many names there are.
    var count: Int { sections.reduce(0) { $0 + $1.count } }

    /// The sections' layout for the list: a one-line header, one-line names and a one-line footer.
    func extents() throws(LazyScrollError) -> SectionedExtents {
        let sections = try self.sections.map { (names) throws(LazyScrollError) in
            ContentSection(header: .measured(1), items: .uniform(try UniformExtents(count: names.count, itemExtent: 1)), footer: .measured(1))
        }
        return try SectionedExtents(sections: sections, pinning: .headers)
    }

    /// The name at `path`.
    func name(at path: ItemPath) -> String {
        Self.name(number: Int(sections[path.section][path.item]), section: path.section)
    }

    /// Adds a new name to `path.section` at `path.item` and returns it.
    @discardableResult
    func insert(at path: ItemPath) -> String {
        sections[path.section].insert(nextNumber, at: path.item)
        nextNumber += 1
        return name(at: path)
    }

    /// Puts name `number` back at `path` (a change the list refused).
    func restore(_ number: Int32, at path: ItemPath) {
        sections[path.section].insert(number, at: path.item)
    }

    /// Deletes the name at `path`.
    func delete(at path: ItemPath) {
        sections[path.section].remove(at: path.item)
    }

    static let firstNames = ["Ada", "Alan", "Barbara", "Claude", "Dennis", "Edsger", "Frances", "Grace", "Hedy", "Ivan",
                             "Jean", "Ken", "Linus", "Margaret", "Niklaus", "Ole", "Radia", "Sophie", "Tim", "Yukihiro"]
    static let syllables = ["ar", "bel", "cor", "den", "el", "fin", "gar", "hol", "in", "ker", "lan", "mor", "nes", "or", "per", "ros",
                            "sen", "tor", "ul", "ver", "wick", "ton"]
    static let businesses = ["Bakery", "Taxi", "Locksmith", "Pizza", "Plumbing", "Florist", "Dentist", "Garage"]

    /// The name with number `number` in section `section`: "Surname, First" starting with the section's
    /// letter, or for "#" a business with a number.
    static func name(number: Int, section: Int) -> String {
        var hash = UInt64(truncatingIfNeeded: number) &* 0x9E37_79B9_7F4A_7C15
        hash ^= hash >> 29
        func pick<T>(_ values: [T]) -> T {
            defer { hash = hash / UInt64(values.count) }
            return values[Int(hash % UInt64(values.count))]
        }
        guard section > 0 else { return "\(number % 900 + 100) \(pick(businesses))" }
        let surname = titles[section] + pick(syllables) + pick(syllables)
        return "\(surname), \(pick(firstNames))"
    }
}
