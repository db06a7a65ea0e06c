import Foundation
import Testing
import LazyScroll

// The code of Documentation.docc/Physics.md, compiled and run; DocumentationSnippetTests keeps the two
// identical.
@Suite("Documentation: physics")
struct PhysicsArticleTests {
    @Test("deceleration, rubber band and spring give UIKit's numbers from a test clock")
    func physics() throws {
        // snippet:begin
        // A release at 2,000 points a second, decelerating at UIKit's normal rate (0.998 per ms).
        let glide = Deceleration(from: 0, velocity: 2_000, rate: .normal, at: 0)
        let landing = glide.landingOffset  // 998: where it will stop, known at release
        let halfway = glide.state(at: 0.5).offset  // the offset half a second later
        let settled = glide.isSettled(at: 10)  // true

        // Dragging 100 points past the edge of a 600-point viewport moves the content far less.
        let stretch = RubberBand.displacement(forOverscroll: 100, dimension: 600)  // ≈ 50.4

        // Springing back from the stretch to the edge, stepped by the same clock.
        let back = ScrollSpring(from: stretch, velocity: 0, to: 0, at: 0)
        let after100ms = back.state(at: 0.1).offset
        let rested = back.isSettled(at: 2)  // true
        // snippet:end

        #expect(abs(landing - 998) < 0.001)
        #expect(halfway > 0 && halfway < landing)
        #expect(settled && rested)
        #expect(abs(stretch - 50.4) < 0.1)
        #expect(after100ms < stretch && after100ms >= 0)
    }
}
