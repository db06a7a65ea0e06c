#if canImport(SwiftUI) && canImport(UIKit)
import LazyScrollSwiftUI
import SwiftUI

// The SwiftUI example app's screens, written against LazyScrollSwiftUI's public API alone, as an app
// developer would. Scripts/check-guide-examples.sh compiles this file for iOS against Apple's SDK
// (0 errors, 0 warnings); Documentation/SwiftUI.md points here. To run it, add it to an iOS 16 app target
// and show `ExampleTabs()` in the app's `WindowGroup`. (The package deploys to iOS 15, so the screens
// carry `@available(iOS 16.0, *)`; an app target that deploys to iOS 16 needs none.)

/// A photo: a colour stands in for the image an app would load.
struct GalleryPhoto: Identifiable, Equatable {
    let id: Int
    var colour: Color { Color(hue: Double(id % 36) / 36, saturation: 0.5, brightness: 0.9) }
}

/// The three screens in tabs.
@available(iOS 16.0, *)
struct ExampleTabs: View {
    private let photos = (0..<500).map(GalleryPhoto.init)

    var body: some View {
        TabView {
            PhotoPagerScreen(photos: photos)
                .tabItem { Label("Pager", systemImage: "photo") }
            NavigationStack { ChatScreen() }
                .tabItem { Label("Chat", systemImage: "message") }
            PhotoGridScreen(photos: photos)
                .tabItem { Label("Grid", systemImage: "square.grid.3x3") }
        }
    }
}

/// A photo's content: a page of the pager and a cell of the grid.
@available(iOS 16.0, *)
struct PhotoTile: View {
    let photo: GalleryPhoto

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(photo.colour)
            .overlay(Text("\(photo.id + 1)").font(.title2))
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Photo \(photo.id + 1)")
    }
}

// MARK: - Photo pager

/// Full-screen photos, one page each; only the current page and its neighbours have views.
@available(iOS 16.0, *)
struct PhotoPagerScreen: View {
    let photos: [GalleryPhoto]
    @State private var page = 0

    var body: some View {
        VStack {
            LazyPager(photos, currentPage: $page) { photo in
                PhotoTile(photo: photo)
                    .padding()
            }
            .pageSpacing(8)
            HStack {
                Text("Photo \(page + 1) of \(photos.count)")
                Button("Next") {
                    withAnimation { page = min(page + 1, photos.count - 1) }
                }
            }
            .padding(.bottom)
        }
    }
}

// MARK: - Chat

/// A message.
struct ChatMessage: Identifiable, Equatable {
    let id: Int
    let text: String
}

/// The chat's messages: ten million made on demand from their number (an app reads them from its
/// store), then the ones sent here. Equatable in O(1), so a SwiftUI update that leaves the messages
/// alone (typing in the composer) costs the list no pass over them. A `ChangeReportingCollection`: it
/// finds a message by identity itself and says what was sent since, so a message sent costs the list
/// only the rows it loads, not a pass over ten million identities (as the UIKit example's app says what
/// it inserted).
struct ChatMessages: ChangeReportingCollection, Equatable {
    static let historyCount = 10_000_000
    var sent: [String] = []

    var startIndex: Int { 0 }
    var endIndex: Int { Self.historyCount + sent.count }

    subscript(position: Int) -> ChatMessage {
        position < Self.historyCount
            ? ChatMessage(id: position, text: "Message \(position + 1)" + String(repeating: " and more", count: position % 7))
            : ChatMessage(id: position, text: sent[position - Self.historyCount])
    }

    /// A message's identity is its number.
    func offset(of id: Int) -> Int? {
        indices.contains(id) ? id : nil
    }

    /// Messages are only sent here (appended): what was sent since `earlier`.
    func changes(since earlier: ChatMessages) -> BatchUpdate? {
        guard sent.count >= earlier.sent.count else { return nil }
        return BatchUpdate(insertions: Array(earlier.endIndex..<endIndex))
    }
}

/// A chat that starts at its newest message, follows new ones while the reader is at the bottom, shows
/// a "new messages" button otherwise, and lets a drag take the keyboard down.
@available(iOS 16.0, *)
struct ChatScreen: View {
    @State private var messages = ChatMessages()
    @State private var draft = ""
    @State private var endState = RecyclingListEndState(isAtEnd: true, unseenCount: 0)
    @State private var scroller = RecyclingListScroller<ChatMessage.ID>()

    var body: some View {
        RecyclingList(messages) { message in
            Text(message.text)
                .padding(.horizontal)
                .padding(.vertical, 8)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .estimatedRowHeight(44)
        .contentAnchoring(.end)
        .onEndStateChange { endState = $0 }
        .scroller(scroller)
        .overlay(alignment: .bottom) {
            if !endState.isAtEnd && endState.unseenCount > 0 {
                Button("\(endState.unseenCount) new") { scroller.scrollToEnd() }
                    .buttonStyle(.borderedProminent)
                    .padding(.bottom, 8)
            }
        }
        // A list modifier on the view around the list reaches it, as `.listStyle` does.
        .keyboardDismissMode(.interactive)
        // The composer sits above the keyboard; the list is resized above it and a chat at its end stays
        // at its end.
        .safeAreaInset(edge: .bottom) {
            HStack {
                TextField("Message", text: $draft)
                    .textFieldStyle(.roundedBorder)
                    .onSubmit(send)
                Button("Send", action: send)
                    .disabled(draft.isEmpty)
            }
            .padding()
            .background(.bar)
        }
        .navigationTitle("Chat")
    }

    private func send() {
        guard !draft.isEmpty else { return }
        messages.sent.append(draft)
        draft = ""
    }
}

// MARK: - Photo grid

/// Photos in as many columns of at least 100 points as fit, square cells 2 points apart; pull down to
/// refresh.
@available(iOS 16.0, *)
struct PhotoGridScreen: View {
    @State var photos: [GalleryPhoto]

    var body: some View {
        RecyclingList(photos) { photo in
            PhotoTile(photo: photo)
                .aspectRatio(1, contentMode: .fit)
        }
        .listLayout(.grid(ScrollGridLayout(columns: .adaptive(minimumWidth: 100), columnSpacing: 2, rowSpacing: 2)))
        .refreshable {
            // An app fetches here; the control stops when this returns.
            try? await Task.sleep(nanoseconds: 500_000_000)
            photos.shuffle()
        }
    }
}
#endif
