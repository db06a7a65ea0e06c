#if canImport(UIKit)
import LazyScrollUIKit
import UIKit

// The UIKit example app's screens, written against LazyScrollUIKit's public API alone, as an app
// developer would. Scripts/check-guide-examples.sh compiles this file for iOS against Apple's SDK
// (0 errors, 0 warnings); Documentation/UIKit.md points here. To run it, add it to an iOS app target and
// show `ExampleTabsController()` as the window's root view controller.

/// The three screens in tabs.
final class ExampleTabsController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let photos = (0..<500).map(ExamplePhoto.init)
        let pager = PhotoPagerController(photos: photos)
        pager.tabBarItem = UITabBarItem(title: "Pager", image: UIImage(systemName: "photo"), tag: 0)
        let chat = ChatController()
        chat.tabBarItem = UITabBarItem(title: "Chat", image: UIImage(systemName: "message"), tag: 1)
        let grid = PhotoGridController(photos: photos)
        grid.tabBarItem = UITabBarItem(title: "Grid", image: UIImage(systemName: "square.grid.3x3"), tag: 2)
        viewControllers = [pager, UINavigationController(rootViewController: chat), grid]
    }
}

/// A photo: a colour stands in for the image an app would load.
struct ExamplePhoto {
    let number: Int
    var colour: UIColor { UIColor(hue: CGFloat(number % 36) / 36, saturation: 0.5, brightness: 0.9, alpha: 1) }
}

/// A photo's view: a page of the pager and a cell of the grid.
final class PhotoView: UIView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .preferredFont(forTextStyle: .title2)
        label.adjustsFontForContentSizeCategory = true
        addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: centerXAnchor),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
            // A grid cell is as tall as wide: its constraints give its height for its column's width.
            heightAnchor.constraint(equalTo: widthAnchor).withPriority(.defaultHigh),
        ])
        isAccessibilityElement = true
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    func show(_ photo: ExamplePhoto) {
        backgroundColor = photo.colour
        label.text = "\(photo.number + 1)"
        accessibilityLabel = "Photo \(photo.number + 1)"
    }
}

extension NSLayoutConstraint {
    /// The constraint at `priority`.
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}

/// A screen that shows the photos in a scroll view filling it.
class PhotosController: UIViewController {
    let photos: [ExamplePhoto]

    init(photos: [ExamplePhoto]) {
        self.photos = photos
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    /// Puts `scrollView` over the whole view, following its size (rotation, split view).
    func fill(with scrollView: UIScrollView) {
        view.backgroundColor = .systemBackground
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scrollView)
    }
}

// MARK: - Photo pager

/// Full-screen photos, one page each, with a page control; only the current page and its neighbours
/// have views.
final class PhotoPagerController: PhotosController, PagingScrollViewDataSource {
    let pager = PagingScrollView(frame: .zero)
    let dots = UIPageControl()
    let photoPage = PagingScrollView.PageRegistration<PhotoView, ExamplePhoto> { view, _, photo in
        view.show(photo)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        pager.pageSpacing = 8
        pager.pageControl = dots
        pager.dataSource = self
        fill(with: pager)
        dots.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(dots)
        NSLayoutConstraint.activate([
            dots.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            dots.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }

    func numberOfPages(in pagingScrollView: PagingScrollView) -> Int { photos.count }

    func pagingScrollView(_ pagingScrollView: PagingScrollView, viewForPageAt index: Int) -> UIView {
        pagingScrollView.dequeueConfiguredReusablePage(using: photoPage, for: index, item: photos[index])
    }
}

// MARK: - 10-million-message chat

/// A self-sizing message row: its constraints give its height for the list's width.
final class ChatMessageRow: SelfSizingView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
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

/// Ten million messages, made on demand from their number (an app reads them from its store), and the
/// ones the user sends.
struct ChatStore {
    static let historyCount = 10_000_000
    var sent: [String] = []

    var count: Int { Self.historyCount + sent.count }

    func text(at index: Int) -> String {
        index < Self.historyCount
            ? "Message \(index + 1)" + String(repeating: " and more", count: index % 7)
            : sent[index - Self.historyCount]
    }
}

/// A chat: it starts at the newest message, follows new ones while the reader is at the bottom, shows
/// a "new messages" button with their count otherwise, and keeps its end above the keyboard.
final class ChatController: UIViewController, RecyclingListViewDataSource, RecyclingListViewEndsDelegate, UITextFieldDelegate {
    var store = ChatStore()
    let list = RecyclingListView(frame: .zero)
    let composer = UITextField()
    let newMessages = UIButton(type: .system)
    let messageRow = RecyclingListView.CellRegistration<ChatMessageRow, String> { row, _, text in
        row.label.text = text
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Chat"
        view.backgroundColor = .systemBackground
        list.estimatedRowHeight = 44
        list.contentAnchoring = .end
        list.keyboardDismissMode = .interactive
        list.dataSource = self
        list.endsDelegate = self
        composer.borderStyle = .roundedRect
        composer.placeholder = "Message"
        composer.returnKeyType = .send
        composer.delegate = self
        newMessages.isHidden = true
        newMessages.addAction(UIAction { [weak self] _ in self?.list.scrollToEnd(animated: true) }, for: .primaryActionTriggered)
        for subview in [list, composer, newMessages] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        // The composer rides on the keyboard (keyboardLayoutGuide); the list ends above it, and a chat at
        // its end stays at its end as the keyboard arrives.
        NSLayoutConstraint.activate([
            list.topAnchor.constraint(equalTo: view.topAnchor),
            list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            list.bottomAnchor.constraint(equalTo: composer.topAnchor, constant: -8),
            composer.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            composer.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
            newMessages.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            newMessages.bottomAnchor.constraint(equalTo: list.bottomAnchor, constant: -8),
        ])
    }

    func numberOfRows(in listView: RecyclingListView) -> Int { store.count }

    func listView(_ listView: RecyclingListView, viewForRowAt index: Int) -> UIView {
        listView.dequeueConfiguredReusableView(using: messageRow, for: index, item: store.text(at: index))
    }

    func listViewDidChangeEndState(_ listView: RecyclingListView) {
        let unseen = listView.unseenRows.count
        newMessages.isHidden = listView.isAtEnd || unseen == 0
        newMessages.setTitle("\(unseen) new", for: .normal)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let text = textField.text, !text.isEmpty else { return false }
        textField.text = nil
        receive(text)
        return false
    }

    /// A message arrives (sent here, or from the other side): appended at the end, followed while the
    /// reader is at the bottom, counted as unseen otherwise.
    func receive(_ text: String) {
        store.sent.append(text)
        do {
            try list.performBatchUpdates(BatchUpdate(insertions: [store.count - 1]))
        } catch {
            assertionFailure("\(error)")
            list.reloadData()
        }
    }
}

// MARK: - Photo grid

/// Photos in as many columns of at least 100 points as fit, square cells 2 points apart.
final class PhotoGridController: PhotosController, RecyclingListViewDataSource {
    let grid = RecyclingListView(frame: .zero)
    let photoCell = RecyclingListView.CellRegistration<PhotoView, ExamplePhoto> { view, _, photo in
        view.show(photo)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        do {
            try grid.setLayout(.grid(ScrollGridLayout(columns: .adaptive(minimumWidth: 100), columnSpacing: 2, rowSpacing: 2)))
        } catch {
            assertionFailure("\(error)")
        }
        grid.dataSource = self
        fill(with: grid)
    }

    func numberOfRows(in listView: RecyclingListView) -> Int { photos.count }

    func listView(_ listView: RecyclingListView, viewForRowAt index: Int) -> UIView {
        listView.dequeueConfiguredReusableView(using: photoCell, for: index, item: photos[index])
    }
}
#endif
