@testable import LazyScrollSwiftUIOnStandIn
import Testing

@Suite("Page binding ↔ pager")
struct PageSelectionTests {
    @Test("the first read scrolls to the binding's page, limited to the pages")
    func firstRead() {
        var selection = PageSelection()
        #expect(selection.bindingRead(3, pageCount: 10, shownPage: 0) == 3)
        var outside = PageSelection()
        #expect(outside.bindingRead(12, pageCount: 10, shownPage: 0) == 9)
        #expect(outside.heading == 9)
        var negative = PageSelection()
        #expect(negative.bindingRead(-1, pageCount: 10, shownPage: 0) == 0)
        #expect(negative.heading == nil)
    }

    @Test("without pages a value is not taken; it is read again once there are pages")
    func noPages() {
        var selection = PageSelection()
        #expect(selection.bindingRead(3, pageCount: 0, shownPage: 0) == nil)
        #expect(selection.bindingRead(3, pageCount: 5, shownPage: 0) == 3)
    }

    @Test("a page the pager reported comes back from the binding without a scroll")
    func noEcho() {
        var selection = PageSelection()
        _ = selection.bindingRead(0, pageCount: 10, shownPage: 0)
        #expect(selection.pagerTurned(to: 1, byUser: true) == 1)
        #expect(selection.pagerTurned(to: 2, byUser: true) == 2)
        // SwiftUI catches up with the last write only.
        #expect(selection.bindingRead(2, pageCount: 10, shownPage: 2) == nil)
        // A turn to the page the binding holds writes nothing.
        #expect(selection.pagerTurned(to: 2, byUser: false) == nil)
    }

    @Test("pages passed on the way to a requested page are not written; a drag takes over")
    func heading() {
        var selection = PageSelection()
        _ = selection.bindingRead(0, pageCount: 10, shownPage: 0)
        #expect(selection.bindingRead(5, pageCount: 10, shownPage: 0) == 5)
        #expect(selection.pagerTurned(to: 1, byUser: false) == nil)
        #expect(selection.pagerTurned(to: 4, byUser: false) == nil)
        #expect(selection.pagerTurned(to: 5, byUser: false) == nil)
        #expect(selection.heading == nil)
        // Arrived: auto-advance turns are written again.
        #expect(selection.pagerTurned(to: 6, byUser: false) == 6)
        // A drag during a requested scroll is the user's page.
        #expect(selection.bindingRead(9, pageCount: 10, shownPage: 6) == 9)
        #expect(selection.pagerTurned(to: 7, byUser: true) == 7)
        #expect(selection.heading == nil)
        // A reload stops the scroll: the page it shows is written.
        #expect(selection.bindingRead(2, pageCount: 10, shownPage: 7) == 2)
        selection.stopHeading()
        #expect(selection.pagerTurned(to: 6, byUser: false) == 6)
    }

    @Test("a value outside the pages is written back as the page shown once the pager gets there")
    func correction() {
        var selection = PageSelection()
        _ = selection.bindingRead(0, pageCount: 4, shownPage: 0)
        #expect(selection.bindingRead(7, pageCount: 4, shownPage: 0) == 3)
        #expect(selection.pagerTurned(to: 3, byUser: false) == 3)
        #expect(selection.bindingRead(3, pageCount: 4, shownPage: 3) == nil)
    }
}
