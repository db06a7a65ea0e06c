import LazyScrollTerminal

/// The songs of the Playlist demo in their current order. A reference, shared by the demo, which
/// reorders it, and its list's configure closure, which draws a row from it.
@MainActor
final class Playlist {
    /// One song: what a row shows.
    struct Song: Hashable {
        var title: String
        var artist: String
        /// Its length in seconds.
        var seconds: Int
    }

    /// The songs, first to play first.
    private(set) var songs: [Song]

    /// The playlist the demo starts with: `count` songs made up from a few words, the same every run.
    init(count: Int = 24) {
        let adjectives = ["Blue", "Quiet", "Electric", "Golden", "Paper", "Midnight", "Northern", "Velvet"]
        let nouns = ["Harbour", "Engines", "Letters", "Orchard", "Satellites", "Rain", "Lanterns", "Tides", "Avenue"]
        let artists = ["The Night Owls", "Mara Lind", "Glass Atlas", "Okonkwo Trio", "Sleepy Radio"]
        songs = (0..<count).map { k in
            Song(title: "\(adjectives[k % adjectives.count]) \(nouns[(k * 5 + 2) % nouns.count])",
                 artist: artists[(k * 3) % artists.count], seconds: 150 + (k * 37) % 150)
        }
    }

    /// Moves the song at `from` to `to`, as the list reported a drop or a key asked.
    func move(from: Int, to: Int) {
        songs.insert(songs.remove(at: from), at: to)
    }

    /// Draws song `index` into `block`, `width` cells wide: title and artist at the left, the length at
    /// the right.
    func draw(_ index: Int, into block: inout TextBlock, width: Int) {
        let song = songs[index]
        block.dataIndex = index
        let length = " \(song.seconds / 60):\(song.seconds % 60 < 10 ? "0" : "")\(song.seconds % 60) "
        let text = " ♪ \(song.title) · \(song.artist)"
        let room = max(0, width - length.count)
        let left = text.count > room ? String(text.prefix(room)) : text + String(repeating: " ", count: room - text.count)
        block.lines = [left + length]
        block.style = CellStyle(foreground: index % 2 == 0 ? .default : .brightWhite)
    }
}
