#if canImport(SwiftUI) && canImport(UIKit) && !UIKIT_STAND_IN
import Foundation
import LazyScrollSwiftUI
import SwiftUI

// The code of Documentation/SwiftUI.md: each block between `snippet:begin` and `snippet:end` is a
// ```swift block there (Scripts/sync-doc-snippets.py copies them; DocumentationSnippetTests checks
// they agree). Scripts/check-guide-examples.sh compiles this file for iOS against Apple's SDK. The
// package deploys to iOS 15, so the examples sit in iOS 16 namespaces; an app that uses
// LazyScrollSwiftUI deploys to iOS 16 and needs no annotation.

@available(iOS 16.0, *)
enum PagerExample {
    // snippet:begin
    struct Photo: Identifiable {
        let id: Int
        let imageName: String
    }

    struct PhotoCarousel: View {
        let photos: [Photo]
        @State private var page = 0

        var body: some View {
            VStack {
                LazyPager(photos, currentPage: $page) { photo in
                    Image(photo.imageName)
                        .resizable()
                        .scaledToFit()
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                }
                .looping()
                .autoAdvance(every: 5)
                .pageSpacing(8)
                .loadedNeighbours(1)

                HStack {
                    Text("Photo \(page + 1) of \(photos.count)")
                    Button("Next") {
                        // Animated: the pager glides to the page.
                        withAnimation { page = (page + 1) % photos.count }
                    }
                }
            }
        }
    }
    // snippet:end
}

@available(iOS 16.0, *)
enum CarouselExample {
    // snippet:begin
    struct Card: Identifiable {
        let id: Int
        let title: String
    }

    struct CardCarousel: View {
        let cards: [Card]

        var body: some View {
            LazyPager(cards) { card in
                Text(card.title)
                    .font(.title)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(.blue.opacity(0.2), in: RoundedRectangle(cornerRadius: 16))
            }
            // Cards 80% of the pager, centred, 12 points apart: the neighbours peek in on both sides,
            // smaller and fainter.
            .pageLength(.fractionOfViewport(0.8), alignment: .center)
            .pageSpacing(12)
            .pageEffect(minimumScale: 0.9, minimumOpacity: 0.6)
            .looping()
            .frame(height: 220)
        }
    }
    // snippet:end
}

@available(iOS 16.0, *)
enum ListExample {
    // snippet:begin
    struct Message: Identifiable, Codable {
        let id: UUID
        let text: String
    }

    final class Conversation: ObservableObject {
        // The latest messages, loaded once with the model: a view can appear many times (back navigation,
        // tab switches), and the list asks for older ones itself (it never asks while it is empty).
        @Published var messages: [Message] = (0..<50).map { Message(id: UUID(), text: "Message \($0)") }

        func loadOlderMessages() {
            // Fetch, then insert at the top: what the user reads stays where it is.
            let older = (0..<50).map { Message(id: UUID(), text: "Older message \($0)") }
            messages.insert(contentsOf: older, at: 0)
        }
    }

    struct ConversationView: View {
        @StateObject private var conversation = Conversation()
        @State private var scroller = RecyclingListScroller<Message.ID>()
        @SceneStorage("conversation.position") private var savedPosition: Data?

        var body: some View {
            RecyclingList(conversation.messages) { message in
                Text(message.text)
                    .padding()
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            .estimatedRowHeight(60)
            .onLoadMore(at: .top, within: 20) { conversation.loadOlderMessages() }
            .scroller(scroller)
            .toolbar {
                Button("Latest") {
                    if let last = conversation.messages.last {
                        scroller.scrollTo(last.id, alignment: .end)
                    }
                }
            }
            .onAppear {
                if let data = savedPosition,
                   let position = try? JSONDecoder().decode(ScrollPositionSnapshot<Message.ID>.self, from: data) {
                    try? scroller.restoreScrollPosition(position)
                }
            }
            .onDisappear {
                savedPosition = try? JSONEncoder().encode(scroller.savedScrollPosition())
            }
        }
    }
    // snippet:end
}

@available(iOS 16.0, *)
enum SelectionExample {
    // snippet:begin
    struct Song: Identifiable {
        let id: Int
        var title: String { "Song \(id)" }
    }

    struct SongRow: View {
        @Environment(\.isRowSelected) private var isSelected
        let song: Song

        var body: some View {
            HStack {
                Text(song.title)
                Spacer()
                if isSelected { Image(systemName: "checkmark") }
            }
            .padding()
            .background(isSelected ? Color.accentColor.opacity(0.2) : Color.clear)
        }
    }

    struct PlaylistView: View {
        @State private var songs = (0..<500).map(Song.init)
        @State private var selection = Set<Song.ID>()

        var body: some View {
            RecyclingList(songs, selection: $selection) { song in
                SongRow(song: song)
            }
            .onMove { offsets, destination in
                // SwiftUI's indices: the list has already moved the row, and finds this no change.
                songs.move(fromOffsets: offsets, toOffset: destination)
            }
            .toolbar {
                Button("Delete \(selection.count)") {
                    // The deleted identities leave `selection` after the update.
                    songs.removeAll { selection.contains($0.id) }
                }
            }
        }
    }
    // snippet:end
}

@available(iOS 16.0, *)
enum TenMillionRowsExample {
    // snippet:begin
    struct LogLine: Identifiable, Equatable {
        let id: Int
        var text: String { "Line \(id)" }
    }

    /// Ten million lines made from their number, and lines appended since: it finds a line by identity
    /// and says what was appended, so an append costs the list only the rows it loads.
    struct LogLines: ChangeReportingCollection, Equatable {
        var count = 10_000_000
        var startIndex: Int { 0 }
        var endIndex: Int { count }
        subscript(position: Int) -> LogLine { LogLine(id: position) }

        func offset(of id: Int) -> Int? { indices.contains(id) ? id : nil }

        func changes(since earlier: LogLines) -> BatchUpdate? {
            guard count >= earlier.count else { return nil }
            return BatchUpdate(insertions: Array(earlier.count..<count))
        }
    }

    struct LogScreen: View {
        @State private var lines = LogLines()

        var body: some View {
            VStack {
                RecyclingList(lines) { line in
                    Text(line.text).frame(maxWidth: .infinity, alignment: .leading)
                }
                Button("Append") { lines.count += 1 }
            }
            // On the VStack: the list below takes them, as lists take `.listStyle`.
            .contentAnchoring(.end)
            .estimatedRowHeight(24)
        }
    }
    // snippet:end
}

@available(iOS 16.0, *)
enum SectionedListExample {
    // snippet:begin
    struct Contact: Identifiable, Equatable {
        let id: Int
        var name: String
    }

    struct ContactGroup: Identifiable, Equatable {
        var id: String { letter }
        let letter: String
        var contacts: [Contact]
    }

    struct ContactsView: View {
        @State private var groups = ["A", "B", "C"].map { letter in
            ContactGroup(letter: letter, contacts: (0..<50).map { Contact(id: $0 + 100 * Int(letter.unicodeScalars.first!.value), name: "\(letter) \($0)") })
        }
        @State private var selection = Set<Contact.ID>()

        var body: some View {
            RecyclingList(sections: groups, items: \.contacts, selection: $selection) { contact in
                Text(contact.name).padding()
            } header: { group in
                Text(group.letter).bold().frame(maxWidth: .infinity, alignment: .leading).background(.bar)
            } footer: { group in
                Text("\(group.contacts.count) contacts").font(.footnote)
            }
            .toolbar {
                Button("Delete") {
                    // Animated: the rows below slide up, the deleted rows fade out.
                    withAnimation {
                        for index in groups.indices { groups[index].contacts.removeAll { selection.contains($0.id) } }
                    }
                }
            }
        }
    }
    // snippet:end

    // snippet:begin
    struct ContactsEditor: View {
        @Binding var groups: [ContactGroup]
        @State private var current: Contact.ID?
        @State private var scroller = RecyclingListScroller<Contact.ID>()
        @SceneStorage("contacts.position") private var savedPosition: Data?

        var body: some View {
            RecyclingList(sections: groups, items: \.contacts, selection: $current) { contact in
                Text(contact.name).padding()
            } header: { group in
                Text(group.letter).bold()
            }
            .onMoveItem { source, destination in
                let contact = groups[source.section].contacts.remove(at: source.item)
                groups[destination.section].contacts.insert(contact, at: destination.item)
            }
            .scroller(scroller)
            .onAppear {
                if let data = savedPosition,
                   let position = try? JSONDecoder().decode(ScrollPositionSnapshot<SectionElementIdentifier<String, Contact.ID>>.self, from: data) {
                    try? scroller.restoreScrollPosition(position)
                }
            }
            .onDisappear {
                savedPosition = try? JSONEncoder().encode(scroller.savedScrollPosition(sectionID: String.self))
            }
        }
    }
    // snippet:end
}
#endif
