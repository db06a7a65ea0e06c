import Foundation

/// Stand-in for UIKit's `UIPageControl`: a number of dots and the current one.
@MainActor
open class UIPageControl: UIControl {
    /// The number of dots.
    open var numberOfPages = 0 {
        didSet { currentPage = min(currentPage, max(0, numberOfPages - 1)) }
    }
    /// The filled dot.
    open var currentPage = 0
    /// Whether the control hides when there is only one page.
    open var hidesForSinglePage = false
}
