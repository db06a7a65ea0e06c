import Foundation
import Testing
import UIKitStandIn

/// VoiceOver reads the element tree: an element hides what is inside it, a container's elements are
/// its `accessibilityElements` or its subviews' elements in reading order, hidden views are skipped.
@MainActor
@Suite struct StandInAccessibilityTests {
    func element(_ label: String, y: CGFloat, x: CGFloat = 0) -> UIView {
        let view = UIView(frame: CGRect(x: x, y: y, width: 100, height: 20))
        view.isAccessibilityElement = true
        view.accessibilityLabel = label
        return view
    }

    @Test func aContainersElementsAreReadTopToBottomWhateverTheSubviewOrder() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        container.addSubview(element("third", y: 200))
        container.addSubview(element("first", y: 10))
        container.addSubview(element("second", y: 100, x: 50))
        container.addSubview(element("second, left", y: 100))
        #expect(container.standInVoiceOverLabels == ["first", "second, left", "second", "third"])
    }

    @Test func anElementHidesWhatIsInsideIt() {
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        row.addSubview(element("Continue", y: 0))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        container.addSubview(row)
        #expect(container.standInVoiceOverLabels == ["Continue"])
        row.isAccessibilityElement = true
        row.accessibilityLabel = "Row 1 of 1"
        #expect(container.standInVoiceOverLabels == ["Row 1 of 1"])
    }

    @Test func accessibilityElementsSetTheOrderAndHiddenViewsAreSkipped() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let top = element("top", y: 0)
        let bottom = element("bottom", y: 300)
        let hidden = element("hidden", y: 100)
        hidden.isHidden = true
        for view in [top, bottom, hidden] { container.addSubview(view) }
        #expect(container.standInVoiceOverLabels == ["top", "bottom"])
        container.accessibilityElements = [bottom, top]
        #expect(container.standInVoiceOverLabels == ["bottom", "top"])
    }

    @Test func positionsCountInTheWindowsCoordinates() {
        // A scrolled container: subviews' frames are in content coordinates, read as shown.
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let inner = UIView(frame: CGRect(x: 0, y: 1_000, width: 320, height: 100))
        inner.addSubview(element("inner", y: 50))
        scroll.addSubview(inner)
        scroll.addSubview(element("outer", y: 1_020))
        #expect(scroll.standInVoiceOverLabels == ["outer", "inner"])
    }

    @Test func settingsChangesArePostedOnceEach() {
        var heard: [Notification.Name] = []
        let center = NotificationCenter.default
        let names = [UIAccessibility.voiceOverStatusDidChangeNotification, UIAccessibility.reduceMotionStatusDidChangeNotification]
        let tokens = names.map { name in center.addObserver(forName: name, object: nil, queue: nil) { note in
            let posted = note.name
            MainActor.assumeIsolated { heard.append(posted) }
        } }
        defer { tokens.forEach(center.removeObserver) }
        UIAccessibility.standInSetVoiceOverRunning(true)
        UIAccessibility.standInSetVoiceOverRunning(true)
        #expect(UIAccessibility.isVoiceOverRunning)
        UIAccessibility.standInSetVoiceOverRunning(false)
        UIAccessibility.standInSetReduceMotionEnabled(true)
        #expect(UIAccessibility.isReduceMotionEnabled)
        UIAccessibility.standInSetReduceMotionEnabled(false)
        #expect(heard == [names[0], names[0], names[1], names[1]])
    }
}
