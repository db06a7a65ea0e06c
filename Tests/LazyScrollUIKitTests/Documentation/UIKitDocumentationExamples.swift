// The examples of Documentation/UIKit.md, each between `// snippet:begin` and `// snippet:end` exactly as the
// guide shows it (DocumentationSnippetTests compares them; Scripts/sync-doc-snippets.py copies them into the
// guide). They compile for iOS against Apple's UIKit in Scripts/check-guide-examples.sh; on Linux, where there
// is no UIKit, this file is empty. Code outside the markers only gives the examples the names they use.
#if canImport(UIKit) && !UIKIT_STAND_IN
import UIKit
import LazyScrollUIKit

// A package manifest does not compile in an app target; the guide shows it, and it is kept here only so
// that the guide's text and this file agree.
#if false
// snippet:begin
// Package.swift
let package = Package(
    name: "MyApp",
    platforms: [.iOS(.v15)],
    // No release is tagged yet: depend on a clone, or on `branch: "main"` of the URL you cloned from.
    dependencies: [.package(path: "../LazyScroll")],
    targets: [.target(name: "MyApp", dependencies: [.product(name: "LazyScrollUIKit", package: "LazyScroll")])]
)
// snippet:end
#endif

// snippet:begin
import LazyScrollUIKit
import UIKit

final class PhotoPagesController: UIViewController, PagingScrollViewDataSource {
    let photos: [UIImage]
    let pager = PagingScrollView(frame: .zero)
    let dots = UIPageControl()

    init(photos: [UIImage]) {
        self.photos = photos
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        pager.frame = view.bounds
        pager.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        pager.register(UIImageView.self, forReuseIdentifier: "photo")
        pager.isLooping = true
        pager.autoAdvanceInterval = 5
        pager.pageControl = dots
        pager.dataSource = self
        view.addSubview(pager)
        view.addSubview(dots)
    }

    func numberOfPages(in pagingScrollView: PagingScrollView) -> Int { photos.count }

    func pagingScrollView(_ pagingScrollView: PagingScrollView, viewForPageAt index: Int) -> UIView {
        let imageView = pagingScrollView.dequeueReusablePage(withIdentifier: "photo", for: index) as! UIImageView
        imageView.image = photos[index]
        imageView.contentMode = .scaleAspectFit
        // The page's accessibility is the page's: the pager only says "Page 2 of 8" when it turns.
        imageView.isAccessibilityElement = true
        imageView.accessibilityLabel = "Photo \(index + 1)"
        return imageView
    }
}
// snippet:end

// snippet:begin
final class CardShelfController: UIViewController, PagingScrollViewDataSource, PagingScrollViewDelegate {
    let titles: [String]
    let shelf = PagingScrollView(frame: .zero)

    init(titles: [String]) {
        self.titles = titles
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        shelf.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: 220)
        shelf.autoresizingMask = [.flexibleWidth]
        shelf.register(UILabel.self, forReuseIdentifier: "card")
        // Cards 80% of the width, centred, 12 points apart: the neighbours peek in, smaller and fainter.
        shelf.pageLength = .fractionOfViewport(0.8)
        shelf.pageAlignment = .center
        shelf.pageSpacing = 12
        shelf.pageEffect = PageEffect(minimumScale: 0.9, minimumOpacity: 0.6)
        shelf.pagingDelegate = self
        shelf.dataSource = self
        view.addSubview(shelf)
    }

    func numberOfPages(in pagingScrollView: PagingScrollView) -> Int { titles.count }

    func pagingScrollView(_ pagingScrollView: PagingScrollView, viewForPageAt index: Int) -> UIView {
        let card = pagingScrollView.dequeueReusablePage(withIdentifier: "card", for: index) as! UILabel
        card.text = titles[index]
        card.textAlignment = .center
        card.backgroundColor = .secondarySystemBackground
        return card
    }

    func pagingScrollView(_ pagingScrollView: PagingScrollView, didChangePageTo page: Int) {}

    // An effect of your own on top of pageEffect's: cards tilt as they move away from the centre.
    func pagingScrollView(_ pagingScrollView: PagingScrollView, didLayOut view: UIView, forPageAt index: Int, progress: CGFloat) {
        view.transform = view.transform.rotated(by: progress * 0.05)
    }
}
// snippet:end

// snippet:begin
// A self-sizing row, as a self-sizing table view cell is: constraints from its content to its edges
// give its height for the list's width. SelfSizingView: calling invalidateIntrinsicContentSize()
// after changing the text in place measures the row again.
final class MessageRow: SelfSizingView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true   // the list measures rows again when the text size changes
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            label.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        ])
    }
    required init?(coder: NSCoder) { fatalError("not used") }
}

final class MessagesController: UIViewController, RecyclingListViewDataSource {
    var messages: [String] = []
    let list = RecyclingListView(frame: .zero)
    // A typed registration, as UICollectionView.CellRegistration: no identifier string, no cast.
    let messageRow = RecyclingListView.CellRegistration<MessageRow, String> { row, _, text in
        row.label.text = text
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        list.frame = view.bounds
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.estimatedRowHeight = 60
        list.dataSource = self
        view.addSubview(list)
    }

    func numberOfRows(in listView: RecyclingListView) -> Int { messages.count }

    func listView(_ listView: RecyclingListView, viewForRowAt index: Int) -> UIView {
        listView.dequeueConfiguredReusableView(using: messageRow, for: index, item: messages[index])
    }

    // A button inside a row: ask the list which row it is in now (an index kept in the row would go
    // stale when rows are inserted above it).
    @objc func replyTapped(_ sender: UIButton) {
        guard let row = list.row(for: sender) else { return }
        print("Reply to", messages[row])
    }

    func receive(_ older: [String]) {
        // Older messages arrive at the top; what the user is reading stays where it is.
        messages.insert(contentsOf: older, at: 0)
        do {
            try list.performBatchUpdates(BatchUpdate(insertions: Array(0..<older.count)))
        } catch {
            // The update does not match the data (a bug): the list kept its rows; show the data as it is.
            assertionFailure("\(error)")
            list.reloadData()
        }
    }
}
// snippet:end

/// The names the chat example uses: where older messages come from, and the "new messages" badge.
final class MessageHistory {
    func loadPage(before message: String?, completion: @escaping @MainActor ([String]) -> Void) {}
}

extension MessagesController {
    var history: MessageHistory { MessageHistory() }
    var badge: UIButton { UIButton() }
}

// snippet:begin
extension MessagesController: RecyclingListViewEndsDelegate {
    // In viewDidLoad(): a chat that starts at the newest message, follows new ones while the reader is
    // at the bottom, and asks for older ones within a screen of the top.
    func startChat() {
        list.contentAnchoring = .end
        list.loadMoreThresholds = LoadMoreThresholds(start: .screens(1))
        list.endsDelegate = self
    }

    func listView(_ listView: RecyclingListView, didEnterLoadMoreThresholdAt edge: ContentEdge) {
        guard edge == .start else { return }
        history.loadPage(before: messages.first) { [weak self] older in self?.receive(older) }
    }

    func listViewDidChangeEndState(_ listView: RecyclingListView) {
        badge.isHidden = listView.unseenRows.isEmpty
        badge.setTitle("\(listView.unseenRows.count) new", for: .normal)   // tapping it: scrollToEnd(animated: true)
    }

    func append(_ message: String) throws {
        messages.append(message)
        try list.performBatchUpdates(BatchUpdate(insertions: [messages.count - 1]))
    }
}
// snippet:end

/// The messages of the diffable data source's example.
struct Message: Identifiable, Sendable {
    var id: Int
    var text: String
}

// snippet:begin
final class InboxController: UIViewController {
    let list = RecyclingListView(frame: .zero)
    var messages: [Message.ID: Message] = [:]
    let messageRow = RecyclingListView.CellRegistration<MessageRow, Message?> { row, _, message in
        row.label.text = message?.text
    }
    lazy var dataSource = RecyclingListViewDiffableDataSource<Message.ID>(listView: list) { [unowned self] list, row, id in
        list.dequeueConfiguredReusableView(using: messageRow, for: row, item: messages[id])
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        list.restorationIdentifier = "inbox"
        view.addSubview(list)
    }

    func show(_ inbox: [Message], edited: [Message.ID]) throws {
        messages = Dictionary(uniqueKeysWithValues: inbox.map { ($0.id, $0) })
        try dataSource.apply(inbox.map(\.id), reloading: edited)
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(try? JSONEncoder().encode(dataSource.scrollPosition), forKey: "position")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        guard let data = coder.decodeObject(forKey: "position") as? Data,
              let position = try? JSONDecoder().decode(ScrollPositionSnapshot<Message.ID>.self, from: data) else { return }
        try? dataSource.restoreScrollPosition(position)
    }
}
// snippet:end

/// The names the container example uses.
final class RecentController: UIViewController {
    let recentDataSource = EmptyTableDataSource()
    let photosDataSource = EmptyCollectionDataSource()

    override func viewDidLoad() {
        super.viewDidLoad()
        // snippet:begin
        let container = ContainerScrollView(frame: view.bounds)
        container.spacing = 12

        let header = UILabel()
        header.text = "Recent"
        // Plain views are as long as Auto Layout makes them: here the label's text, at least 44 points.
        header.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
        container.addArrangedView(header, isSticky: true)

        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = recentDataSource
        container.addArrangedView(table)       // scrolling is turned off: the container scrolls it

        let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        grid.dataSource = photosDataSource
        container.addArrangedView(grid)

        view.addSubview(container)
        // snippet:end
    }
}

final class EmptyTableDataSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
}

final class EmptyCollectionDataSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }
}

/// The names the prefetching example uses.
final class PhotoListController: UIViewController {
    struct Photo { var url: URL }
    final class Thumbnails {
        func startLoading(_ url: URL) {}
        func cancelLoading(_ url: URL) {}
    }
    let photos: [Photo] = []
    let thumbnails = Thumbnails()
    let list = RecyclingListView(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        list.prefetchDataSource = self
    }
}

// snippet:begin
extension PhotoListController: RecyclingListViewDataSourcePrefetching {
    func listView(_ listView: RecyclingListView, prefetchRowsAt indices: [Int]) {
        for index in indices { thumbnails.startLoading(photos[index].url) }
    }
    func listView(_ listView: RecyclingListView, cancelPrefetchingForRowsAt indices: [Int]) {
        for index in indices { thumbnails.cancelLoading(photos[index].url) }
    }
}
// snippet:end
/// The names the grid example uses.
final class GalleryController: UIViewController {
    let grid = RecyclingListView(frame: .zero)
    let pins = RecyclingListView(frame: .zero)
}

final class PhotoCell: UIView {}

extension GalleryController {
    // snippet:begin
    // In viewDidLoad(): photos in as many columns of at least 100 points as fit (more in landscape),
    // 2 points apart; each line as tall as its tallest cell.
    func makeGrid() throws {
        grid.register(PhotoCell.self, forReuseIdentifier: "photo")
        try grid.setLayout(.grid(ScrollGridLayout(columns: .adaptive(minimumWidth: 100), columnSpacing: 2, rowSpacing: 2)))
        // Pins of any height in two masonry lanes: each goes under the lane that ends first.
        try pins.setLayout(.lanes(LaneLayout(lanes: 2, laneSpacing: 8, itemSpacing: 8)))
    }
    // snippet:end
}

// snippet:begin
final class ContactsController: UIViewController, RecyclingListViewSectionDataSource {
    let list = RecyclingListView(frame: .zero)
    var letters: [(letter: String, names: [String])] = []
    let nameRow = RecyclingListView.CellRegistration<UILabel, String> { label, _, name in label.text = name }
    // Headers are recycled in a pool of their own, apart from the rows.
    let letterHeader = RecyclingListView.SupplementaryRegistration<UILabel, String> { label, _, letter in
        label.text = letter
        label.font = .preferredFont(forTextStyle: .headline)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        list.frame = view.bounds
        // The letter stays below the navigation bar while its names pass under it (the default).
        list.sectionPinning = .headers
        list.dataSource = self
        view.addSubview(list)
    }

    func numberOfSections(in listView: RecyclingListView) -> Int { letters.count }

    func listView(_ listView: RecyclingListView, numberOfItemsInSection section: Int) -> Int { letters[section].names.count }

    func listView(_ listView: RecyclingListView, hasSupplementaryViewOfKind kind: SectionElementKind, inSection section: Int) -> Bool {
        kind == .header
    }

    func listView(_ listView: RecyclingListView, viewForItemAt path: ItemPath) -> UIView {
        listView.dequeueConfiguredReusableView(using: nameRow, for: path, item: letters[path.section].names[path.item])
    }

    func listView(_ listView: RecyclingListView, viewForSupplementaryElementOfKind kind: SectionElementKind, inSection section: Int) -> UIView {
        listView.dequeueConfiguredReusableSupplementary(using: letterHeader, for: section, item: letters[section].letter)
    }

    // A name is deleted: its row fades out where it was and the names below slide up.
    func deleteName(at path: ItemPath) throws {
        letters[path.section].names.remove(at: path.item)
        try list.performBatchUpdates(SectionBatchUpdate(itemDeletions: [path]), animated: true)
    }

    // A new letter with its first name; a section update that does not match the data throws and changes nothing.
    func insertLetter(_ letter: String, name: String, at section: Int) throws {
        letters.insert((letter, [name]), at: section)
        try list.performBatchUpdates(SectionBatchUpdate(sectionInsertions: [.fromDataSource(at: section)]), animated: true)
    }
}
// snippet:end

/// The photos of the sectioned diffable data source's example.
struct LibraryPhoto: Identifiable, Sendable {
    var id: Int
    var thumbnail: UIImage?
}

// snippet:begin
// A photo library by month from identifiers: each month a header over a grid of its own; favourites a list.
final class LibraryController: UIViewController, RecyclingListViewDelegate {
    let list = RecyclingListView(frame: .zero)
    var photos: [LibraryPhoto.ID: LibraryPhoto] = [:]
    let photoCell = RecyclingListView.CellRegistration<UIImageView, LibraryPhoto?> { view, _, photo in view.image = photo?.thumbnail }
    let monthHeader = RecyclingListView.SupplementaryRegistration<UILabel, String> { label, _, month in label.text = month }
    lazy var dataSource = RecyclingListViewSectionedDiffableDataSource<String, LibraryPhoto.ID>(listView: list) { [unowned self] list, path, id in
        list.dequeueConfiguredReusableView(using: photoCell, for: path, item: photos[id])
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        list.frame = view.bounds
        list.delegate = self
        list.allowsMultipleSelection = true
        dataSource.supplementaryViewProvider = { [unowned self] list, kind, section, month in
            list.dequeueConfiguredReusableSupplementary(using: monthHeader, for: section, item: month)
        }
        // A section provider: three columns for every month, the list's own layout for favourites.
        dataSource.sectionLayoutProvider = { _, month in
            month == "Favourites" ? nil : .grid(ScrollGridLayout(columns: .fixed(3), columnSpacing: 2, rowSpacing: 2))
        }
        // Memories scroll across in one row, a card at a time; each row keeps its own offset.
        dataSource.acrossLayoutProvider = { _, month in
            month == "Memories" ? AcrossSectionLayout(itemWidth: 240, rowHeight: 160, itemSpacing: 8, behavior: .groups(count: 1)) : nil
        }
        view.addSubview(list)
    }

    func show(_ months: [(month: String, photos: [LibraryPhoto])]) throws {
        var snapshot = SectionedListSnapshot<String, LibraryPhoto.ID>()
        for month in months {
            for photo in month.photos { photos[photo.id] = photo }
            // A photo in two months throws LazyScrollError.duplicateIdentity (UIKit would stop the app).
            try snapshot.appendSections([month.month])
            try snapshot.appendItems(month.photos.map(\.id), toSection: month.month)
        }
        // Photos that stay keep their views; selected ones stay selected wherever they move.
        try dataSource.apply(snapshot, animatingDifferences: true)
    }

    func deleteSelectedPhotos() throws {
        var snapshot = dataSource.snapshot()
        try snapshot.deleteItems(dataSource.selectedItemIdentifiers)
        try dataSource.apply(snapshot)
    }

    // A month's pinned header stays displayed while its photos scroll under it.
    func listView(_ listView: RecyclingListView, willDisplaySupplementaryView view: UIView, forElementKind kind: SectionElementKind, inSection section: Int) {}
    func listView(_ listView: RecyclingListView, didEndDisplayingSupplementaryView view: UIView, forElementKind kind: SectionElementKind, inSection section: Int) {}
}
// snippet:end

/// The songs of the selection and reordering example.
struct Song: Identifiable, Sendable {
    var id: Int
    var title: String
}

// snippet:begin
// A song row that shows its state as a UICollectionViewCell does in isSelected and isHighlighted,
// and the hardware keyboard's focus.
final class SongRow: SelfSizingView, SelectableView, KeyboardFocusIndicatingView {
    let title = UILabel()
    var isSelected = false { didSet { updateLook() } }
    var isHighlighted = false { didSet { updateLook() } }
    var isKeyboardFocused = false { didSet { updateLook() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.translatesAutoresizingMaskIntoConstraints = false
        addSubview(title)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            title.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
            title.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        ])
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    private func updateLook() {
        backgroundColor = isHighlighted ? .systemGray4 : isSelected ? .systemBlue.withAlphaComponent(0.2) : .clear
        layer.borderColor = UIColor.systemBlue.cgColor
        layer.borderWidth = isKeyboardFocused ? 2 : 0
    }
}

final class PlaylistController: UIViewController, RecyclingListViewDelegate {
    let list = RecyclingListView(frame: .zero)
    let toolbarLabel = UILabel()
    var songs: [Song.ID: Song] = [:]
    let songRow = RecyclingListView.CellRegistration<SongRow, Song?> { row, _, song in
        row.title.text = song?.title
    }
    lazy var dataSource = RecyclingListViewDiffableDataSource<Song.ID>(listView: list) { [unowned self] list, row, id in
        list.dequeueConfiguredReusableView(using: songRow, for: row, item: songs[id])
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        list.frame = view.bounds
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.allowsMultipleSelection = true   // a tap toggles a song in or out of the selection
        list.allowsFocus = true               // arrows, Page Up/Down, Home/End and Return on a keyboard
        list.delegate = self
        // A long press lifts any song; the drop reorders the data source's identifiers.
        dataSource.reorderingHandlers = .init(canReorderItem: { _ in true }) { [unowned self] transaction in
            save(order: transaction.finalIdentifiers.identifiers)
        }
        view.addSubview(list)
    }

    func show(_ playlist: [Song]) throws {
        songs = Dictionary(uniqueKeysWithValues: playlist.map { ($0.id, $0) })
        try dataSource.apply(playlist.map(\.id))   // selected songs stay selected, wherever they move
    }

    func listView(_ listView: RecyclingListView, didSelectRowAt index: Int) {
        toolbarLabel.text = "\(dataSource.selectedItemIdentifiers.count) selected"
    }

    func listView(_ listView: RecyclingListView, didDeselectRowAt index: Int) {
        toolbarLabel.text = "\(dataSource.selectedItemIdentifiers.count) selected"
    }

    func save(order: [Song.ID]) { /* write the playlist's new order */ }
}
// snippet:end
#endif
