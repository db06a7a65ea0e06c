import Foundation
import Testing
import UIKitStandIn

/// The stand-in delivers touches as Apple documents UIKit's: to the deepest view that takes them
/// (`hitTest(_:with:)`), up the responder chain from there, to gesture recognizers before their view, held
/// back and cancelled by a scroll view (`delaysContentTouches`, `canCancelContentTouches`), and a long press
/// begins, changes, ends and fails as `UILongPressGestureRecognizer` says.
@MainActor
@Suite struct StandInTouchTests {
    /// A view that logs the touches it gets (and passes them on, as UIView does).
    final class TouchLog: UIView {
        var log: [String] = []
        var name = ""
        var logTo: TouchLog?
        private func record(_ phase: String, _ touches: Set<UITouch>) {
            let point = touches.first!.location(in: self)
            (logTo ?? self).log.append("\(name) \(phase) \(Int(point.x)),\(Int(point.y))")
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            record("began", touches)
            super.touchesBegan(touches, with: event)
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            record("moved", touches)
            super.touchesMoved(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            record("ended", touches)
            super.touchesEnded(touches, with: event)
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            record("cancelled", touches)
            super.touchesCancelled(touches, with: event)
        }
    }

    /// A scroll view that decides whether its recognizers may begin.
    final class GuardedScrollView: UIScrollView {
        var allowsBegin = true
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { allowsBegin }
    }

    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

    @Test func hitTestingFindsTheFrontmostDeepestViewThatTakesTouches() {
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(back)
        window.addSubview(front)
        front.addSubview(inner)
        #expect(window.hitTest(CGPoint(x: 65, y: 65), with: nil) === inner)
        #expect(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === front)
        #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === back)
        // Hidden, non-interactive and transparent views are skipped, with their subviews.
        front.isUserInteractionEnabled = false
        #expect(window.hitTest(CGPoint(x: 65, y: 65), with: nil) === back)
        front.isUserInteractionEnabled = true
        front.alpha = 0.005
        #expect(window.hitTest(CGPoint(x: 65, y: 65), with: nil) === back)
        front.alpha = 1
        inner.isHidden = true
        #expect(window.hitTest(CGPoint(x: 65, y: 65), with: nil) === front)
        // A subview outside its superview's bounds is never hit.
        let outside = UIView(frame: CGRect(x: 150, y: 0, width: 40, height: 40))
        back.addSubview(outside)
        #expect(window.hitTest(CGPoint(x: 210, y: 10), with: nil) === window)
    }

    @Test func coordinatesFollowFramesAndScrolledBounds() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 40, width: 320, height: 400))
        let row = UIView(frame: CGRect(x: 0, y: 300, width: 320, height: 50))
        window.addSubview(scroll)
        scroll.addSubview(row)
        scroll.contentOffset = CGPoint(x: 0, y: 250)
        // Row's (5, 5) is content (5, 305), 55 below the scroll view's top, 95 below the window's.
        #expect(row.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 5, y: 95))
        #expect(row.convert(CGPoint(x: 5, y: 5), to: scroll) == CGPoint(x: 5, y: 305))
        #expect(scroll.convert(CGPoint(x: 5, y: 95), from: nil) == CGPoint(x: 5, y: 305))
        #expect(window.hitTest(CGPoint(x: 5, y: 95), with: nil) === row)
    }

    @Test func touchesGoUpTheResponderChainFromTheTouchedView() {
        let parent = TouchLog(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        parent.name = "parent"
        let child = TouchLog(frame: CGRect(x: 0, y: 100, width: 320, height: 50))
        child.name = "child"
        child.logTo = parent
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(child.next === parent)
        let touch = window.standInTouchDown(at: CGPoint(x: 10, y: 110))
        #expect(touch.view === child)
        window.standInMove(touch, to: CGPoint(x: 12, y: 112))
        window.standInLift(touch)
        // The child handles each phase and UIView's default passes it to the parent.
        #expect(parent.log == [
            "child began 10,10", "parent began 10,110", "child moved 12,12", "parent moved 12,112",
            "child ended 12,12", "parent ended 12,112",
        ])
    }

    @Test func aScrollViewHoldsContentTouchesBackUntilItKnowsTheyAreNotAScroll() {
        let scroll = TouchLog(frame: .zero)
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let row = TouchLog(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        row.name = "row"
        row.logTo = scroll
        window.addSubview(list)
        list.addSubview(row)
        // Held: nothing until the delay passes.
        let held = window.standInTouchDown(at: CGPoint(x: 5, y: 5))
        #expect(scroll.log.isEmpty)
        window.standInHold(held, for: UIWindow.standInContentTouchDelay)
        #expect(scroll.log == ["row began 5,5"])
        window.standInLift(held)
        #expect(scroll.log == ["row began 5,5", "row ended 5,5"])
        // A quick tap: began is delivered just before ended.
        scroll.log = []
        window.standInTap(at: CGPoint(x: 6, y: 6))
        #expect(scroll.log == ["row began 6,6", "row ended 6,6"])
        // A finger that moves past the threshold is a scroll: a delivered touch is cancelled...
        scroll.log = []
        let dragged = window.standInTouchDown(at: CGPoint(x: 5, y: 40))
        window.standInHold(dragged, for: 0.2)
        window.standInMove(dragged, to: CGPoint(x: 5, y: 40 - UIWindow.standInPanThreshold - 1))
        window.standInLift(dragged)
        #expect(scroll.log == ["row began 5,40", "row cancelled 5,29"])
        // ...and one still held back never reaches the row.
        scroll.log = []
        let flicked = window.standInTouchDown(at: CGPoint(x: 5, y: 40))
        window.standInMove(flicked, to: CGPoint(x: 5, y: 10))
        window.standInLift(flicked)
        #expect(scroll.log.isEmpty)
        // Without the delay, the row has the touch at once, and a scroll that may not cancel leaves it.
        list.delaysContentTouches = false
        list.canCancelContentTouches = false
        let kept = window.standInTouchDown(at: CGPoint(x: 5, y: 40))
        window.standInMove(kept, to: CGPoint(x: 5, y: 10))
        window.standInLift(kept)
        #expect(scroll.log == ["row began 5,40", "row moved 5,10", "row ended 5,10"])
    }

    @Test func aLongPressBeginsAfterItsDurationChangesWithTheFingerAndEnds() {
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let row = TouchLog(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        row.name = "row"
        window.addSubview(list)
        list.addSubview(row)
        var states: [UIGestureRecognizer.State] = []
        var locations: [CGPoint] = []
        let press = UILongPressGestureRecognizer(standInTarget: list) { recognizer in
            states.append(recognizer.state)
            locations.append(recognizer.location(in: list))
        }
        list.addGestureRecognizer(press)
        #expect(press.view === list)
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        let touch = window.standInTouchDown(at: CGPoint(x: 10, y: 20))
        window.standInHold(touch, for: 0.3)
        #expect(press.state == .possible)
        // Small moves within the allowable movement do not stop it.
        window.standInMove(touch, to: CGPoint(x: 15, y: 25))
        window.standInHold(touch, for: 0.2)
        #expect(press.state == .began)
        // Recognized, it cancels the row's touch (cancelsTouchesInView).
        #expect(row.log == ["row began 10,20", "row moved 15,25", "row cancelled 15,25"])
        window.standInMove(touch, to: CGPoint(x: 15, y: 300))
        #expect(press.state == .changed)
        window.standInLift(touch)
        #expect(states == [.began, .changed, .ended])
        #expect(locations == [CGPoint(x: 15, y: 25), CGPoint(x: 15, y: 300), CGPoint(x: 15, y: 300)])
        // Back to possible for the next touch; the row got nothing after the cancel.
        #expect(press.state == .possible)
        #expect(row.log.count == 3)
    }

    @Test func aLongPressFailsWhenTheFingerMovesOrLiftsTooSoonOrItsViewRefuses() {
        let list = GuardedScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(list)
        var actions = 0
        let press = UILongPressGestureRecognizer(standInTarget: list) { _ in actions += 1 }
        list.addGestureRecognizer(press)
        let moved = window.standInTouchDown(at: CGPoint(x: 10, y: 20))
        window.standInMove(moved, to: CGPoint(x: 10, y: 31))
        #expect(press.state == .failed)
        window.standInHold(moved, for: 1)
        #expect(press.state == .failed)
        window.standInLift(moved)
        let lifted = window.standInTouchDown(at: CGPoint(x: 10, y: 20))
        window.standInHold(lifted, for: 0.4)
        window.standInLift(lifted)
        #expect(press.state == .possible)
        list.allowsBegin = false
        let refused = window.standInTouchDown(at: CGPoint(x: 10, y: 20))
        window.standInHold(refused, for: 0.6)
        #expect(press.state == .failed)
        window.standInLift(refused)
        // A failed gesture sends no action.
        #expect(actions == 0)
    }

    @Test func disablingARunningRecognizerCancelsItsGesture() {
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(list)
        var states: [UIGestureRecognizer.State] = []
        let press = UILongPressGestureRecognizer(standInTarget: list) { states.append($0.state) }
        list.addGestureRecognizer(press)
        let touch = window.standInTouchDown(at: CGPoint(x: 10, y: 20))
        window.standInHold(touch, for: 0.5)
        press.isEnabled = false
        #expect(states == [.began, .cancelled])
        window.standInLift(touch)
        #expect(states == [.began, .cancelled])
    }

    @Test func aRunningLongPressKeepsTheScrollViewFromTakingTheFinger() {
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let row = TouchLog(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        row.name = "row"
        window.addSubview(list)
        list.addSubview(row)
        let press = UILongPressGestureRecognizer(standInTarget: list) { _ in }
        press.cancelsTouchesInView = false
        list.addGestureRecognizer(press)
        let touch = window.standInTouchDown(at: CGPoint(x: 10, y: 20))
        window.standInHold(touch, for: 0.5)
        window.standInMove(touch, to: CGPoint(x: 10, y: 200))
        // No scroll: the row still has its touch (the recognizer does not cancel it here).
        #expect(row.log == ["row began 10,20", "row moved 10,200"])
        #expect(press.state == .changed)
        window.standInLift(touch)
    }

    @Test func aSnapshotIsAViewOfTheBoundsSizeThatNamesItsSource() {
        let row = UIView(frame: CGRect(x: 0, y: 100, width: 320, height: 50))
        let snapshot = row.snapshotView(afterScreenUpdates: false)
        #expect(snapshot?.bounds.size == CGSize(width: 320, height: 50))
        #expect(snapshot?.standInSnapshotSource === row)
        #expect(snapshot?.superview == nil)
    }
}
