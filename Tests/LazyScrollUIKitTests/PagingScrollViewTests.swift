import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

@MainActor
@Suite struct PagingScrollViewTests {
    @Test func placeholder() {
        let pager = PagingScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(pager.numberOfPages == 0)
    }
}
