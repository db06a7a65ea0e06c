/// The gallery's demos, one per technique.
public enum GalleryDemo: String, CaseIterable, Sendable {
    /// 1,000 pages that are slow to draw; the current page ± 1 loaded; dots at the bottom.
    case pages
    /// 7 looping pages that advance on their own, pausing while dragged.
    case carousel
    /// 1,000,000 rows of varying height, recycled, with a cursor and a selection.
    case list
    /// A header, two lists, a carousel row and a footer in one scroll.
    case stack
    /// A library of 23,562 photos in 120 months, each month a pinned header over a grid of as many columns as
    /// fit, with a cursor that moves in two dimensions across the months.
    case photos
    /// A conversation anchored at its end: messages arrive, replies stream in, older ones load at the top.
    case chat
    /// Two dozen songs put in a new order by dragging them or with Ctrl+↑/↓.
    case playlist
    /// 1,000,000 names in sections with pinned headers; names are added and deleted, animated.
    case contacts
    /// 100,000 carousel rows that each scroll across and keep their offsets.
    case feed

    /// The name on the demo's tab.
    public var title: String {
        switch self {
        case .pages: return "Pages"
        case .carousel: return "Carousel"
        case .list: return "List"
        case .stack: return "Stack"
        case .photos: return "Photos"
        case .chat: return "Chat"
        case .playlist: return "Playlist"
        case .contacts: return "Contacts"
        case .feed: return "Feed"
        }
    }

    /// What the demo shows, in a few words, for the program's help.
    public var summary: String {
        switch self {
        case .pages: return "1,000 slow pages, current ± 1 loaded"
        case .carousel: return "7 looping cards that advance every 3 s, pausing while dragged"
        case .list: return "1,000,000 recycled rows of varying height, a cursor, selection"
        case .stack: return "header, 10,000-row list, carousel row, 1,000,000-row list, footer"
        case .photos: return "23,562 photos in months under pinned headers, as many columns as fit, a 2-D cursor"
        case .chat: return "a conversation at its end: messages arrive, replies stream in, older ones load above"
        case .playlist: return "24 songs reordered by dragging them or with Ctrl+↑/↓"
        case .contacts: return "1,000,000 names under pinned # and A–Z headers; a adds, d deletes, animated"
        case .feed: return "100,000 carousel rows; Shift+wheel, a horizontal wheel or a sideways drag scrolls one"
        }
    }

    /// Every demo's number, name and ``summary``, for the program's help: "1 Pages (…), 2 Carousel (…), …".
    public static var helpList: String {
        allCases.enumerated().map { k, demo in "\(k + 1) \(demo.title) (\(demo.summary))" }.joined(separator: ", ")
    }

    /// The demos' names as the command line takes them: "pages, carousel, …, chat or playlist".
    public static var argumentNames: String {
        let names = allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }

    /// Whether the demo scrolls sideways (drags and scripted drags follow this axis).
    public var isHorizontal: Bool { self == .pages || self == .carousel }

    /// The demo after this one, wrapping around (Tab).
    public var next: GalleryDemo {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// The demo before this one, wrapping around (Shift-Tab).
    public var previous: GalleryDemo {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + all.count - 1) % all.count]
    }
}
