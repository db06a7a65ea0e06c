import LazyScroll
import LazyScrollTerminal

/// The Playlist demo (tab 7): a short list whose rows are put in a new order by dragging them with the
/// mouse (the row lifts, the others stand aside, the list scrolls by itself near its edges) or with
/// Ctrl+↑ and Ctrl+↓ (Alt+↑, Alt+↓ where the terminal keeps Ctrl+arrows for itself). The list reports a
/// drop; the demo moves the song in its data and gives the move back to the list, as an app makes the
/// move `UICollectionView` reports.
@MainActor
struct PlaylistDemo: StatusListDemo {
    /// The songs' list, one line a song, reordering allowed.
    var list: TerminalList
    /// The songs in their order, shared with the list's configure closure.
    let playlist: Playlist
    /// How many moves were made, by the mouse or the keys.
    private(set) var moveCount = 0

    /// The demo in a view of `size` cells (the last row is the status line).
    init(size: TerminalSize, time: Double) throws(LazyScrollError) {
        let playlist = Playlist()
        self.playlist = playlist
        list = try TerminalList(
            extents: .uniform(try UniformExtents(count: playlist.songs.count, itemExtent: 1)), size: Self.listSize(size), time: time
        ) { block, index, size in
            playlist.draw(index, into: &block, width: size.columns)
        }
        list.cursorOptions = CursorOptions(selectionMode: .single, allowsReordering: true)
    }

    /// Ctrl+↑/↓ (or Alt+↑/↓) move the cursor's song up or down; everything else goes to the list.
    mutating func handle(_ event: InputEvent, in rect: CellRect, time: Double) throws(LazyScrollError) -> Bool {
        if case let .key(key) = event, key.modifiers == .control || key.modifiers == .alt,
           key.key == .up || key.key == .down, list.reorder == nil, let row = list.cursor.index {
            let target = row + (key.key == .up ? -1 : 1)
            guard playlist.songs.indices.contains(target) else { return true }
            try take(.moved(from: row, to: target), time: time)
            return true
        }
        return try handleInList(event, in: rect, time: time)
    }

    /// A drop (or a key) moved a song: the demo moves it in the playlist and gives the move to the
    /// list, whose cursor follows the song.
    mutating func take(_ event: TerminalListEvent, time: Double) throws(LazyScrollError) {
        guard case let .moved(from, to) = event, from != to else { return }
        // The data moves first, so rows the update configures show the new order; back if refused.
        playlist.move(from: from, to: to)
        var applied = false
        defer { if !applied { playlist.move(from: to, to: from) } }
        try list.performBatchUpdates(BatchUpdate(moves: [.init(from: from, to: to)]), time: time)
        applied = true
        moveCount += 1
    }

    var statusTexts: [String] {
        let song = list.cursor.index.map { "song \($0 + 1) of \(playlist.songs.count): \(playlist.songs[$0].title)" } ?? "no song"
        let moves = " · \(moveCount) moved"
        return [
            " \(song)\(moves) · drag a song or Ctrl+↑↓ to move it ",
            " \(song)\(moves) ",
            " \(song) ",
        ]
    }
}
