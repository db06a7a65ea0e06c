#if canImport(SwiftUI) && canImport(UIKit) && !UIKIT_STAND_IN
import Combine
import Foundation
import LazyScrollSwiftUI
import SwiftUI
import UIKit

// What the first file of an app writes: SwiftUI's and UIKit's names, unqualified, beside LazyScroll's.
// `import LazyScrollSwiftUI` brings the engine and the UIKit views with it; were one of their types named
// like a type of SwiftUI, UIKit, Foundation or Combine (the engine's `Axis` was), this file would not
// compile. Scripts/check-guide-examples.sh compiles it for iOS against Apple's SDK; on Linux it is empty.
// PortabilityTests keeps new public types from taking such names (Tests/PortabilityTests/AppleTypeNames.txt).

@available(iOS 17.0, *)
struct UnqualifiedAppleNames: View {
    let axis: Axis = .horizontal
    let edges: Edge.Set = [.top, .bottom]
    let alignment: Alignment = .center
    let visibility: Visibility = .automatic
    let spring: Spring = Spring(duration: 0.4, bounce: 0.1)
    let layoutType: GridLayout.Type = GridLayout.self
    let animation: Animation = .spring(duration: 0.4)
    let transaction = Transaction(animation: .default)
    let notification = Notification.Name("example")
    let subject = PassthroughSubject<Int, Never>()
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    // LazyScroll's own names beside them.
    let scrollAxis: ScrollAxis = .vertical
    let grid = ScrollGridLayout(columns: .fixed(3))
    let alignmentOnScreen: ScrollAlignment = .center

    var body: some View {
        ScrollView(axis == .horizontal ? .horizontal : .vertical) {
            Section {
                Text("\(scrollAxis == .vertical ? "vertical" : "horizontal"), \(String(describing: layoutType))")
                    .frame(maxWidth: .infinity, alignment: alignment)
                    .padding(edges, insets.top)
            }
        }
        .animation(animation, value: visibility == .hidden)
    }
}
#endif
