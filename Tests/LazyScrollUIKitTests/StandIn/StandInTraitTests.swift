import Foundation
import Testing
import UIKitStandIn

/// Traits flow from the window to every view in it, and a change is told through
/// `traitCollectionDidChange(_:)`, parents first, with the previous traits.
@MainActor
@Suite struct StandInTraitTests {
    final class TraitRecorder: UIView {
        var log: [(name: String, previous: UIContentSizeCategory?, now: UIContentSizeCategory)] = []
        var name = ""
        static var order: [String] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log.append((name, previousTraitCollection?.preferredContentSizeCategory, traitCollection.preferredContentSizeCategory))
            Self.order.append(name)
        }
    }

    @Test func aViewOutsideAWindowHasNoTraitsSet() {
        let view = UIView(frame: .zero)
        #expect(view.traitCollection.preferredContentSizeCategory == .unspecified)
        #expect(view.traitCollection.layoutDirection == .unspecified)
    }

    @Test func aTextSizeChangeTellsEveryViewParentsFirstWithThePreviousTraits() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let parent = TraitRecorder(frame: .zero)
        parent.name = "parent"
        let child = TraitRecorder(frame: .zero)
        child.name = "child"
        parent.addSubview(child)
        window.addSubview(parent)
        // Moving into the window changed both views' environment.
        #expect(parent.log.map(\.now) == [.large])
        #expect(child.log.map(\.previous) == [.unspecified])
        TraitRecorder.order = []
        window.standInSetTraits(UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge))
        #expect(TraitRecorder.order == ["parent", "child"])
        #expect(child.log.last?.previous == .large)
        #expect(child.log.last?.now == .accessibilityExtraLarge)
        #expect(child.traitCollection.preferredContentSizeCategory.isAccessibilityCategory)
        // Setting the same traits again tells nobody.
        window.standInSetTraits(UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge))
        #expect(child.log.count == 2)
        // Another trait keeps the text size.
        window.standInSetTraits(UITraitCollection(legibilityWeight: .bold))
        #expect(child.traitCollection.preferredContentSizeCategory == .accessibilityExtraLarge)
        #expect(child.traitCollection.legibilityWeight == .bold)
        #expect(child.log.count == 3)
    }

    @Test func theLayoutDirectionFollowsTheTraitsUnlessTheContentForcesOne() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UIView(frame: .zero)
        let forced = UIView(frame: .zero)
        let playback = UIView(frame: .zero)
        forced.semanticContentAttribute = .forceLeftToRight
        playback.semanticContentAttribute = .playback
        for subview in [view, forced, playback] { window.addSubview(subview) }
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        window.standInSetTraits(UITraitCollection(layoutDirection: .rightToLeft))
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(forced.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(playback.effectiveUserInterfaceLayoutDirection == .leftToRight)
        view.semanticContentAttribute = .forceLeftToRight
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }
}
