#if !UIKIT_STAND_IN && canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

/// A `UIPageControl` bound to a page: it shows the binding's page and, when the user taps or scrubs it,
/// writes the new page with animation (so the pager glides there).
@available(iOS 16.0, tvOS 16.0, *)
struct PageControl: UIViewRepresentable {
    let numberOfPages: Int
    let currentPage: Binding<Int>
    let axis: SwiftUI.Axis

    final class Coordinator {
        var currentPage: Binding<Int>

        init(currentPage: Binding<Int>) {
            self.currentPage = currentPage
        }
    }

    func makeCoordinator() -> Coordinator {
        Coordinator(currentPage: currentPage)
    }

    func makeUIView(context: Context) -> UIPageControl {
        let control = UIPageControl()
        control.hidesForSinglePage = true
        let coordinator = context.coordinator
        control.addAction(UIAction { [weak control] _ in
            guard let control else { return }
            withAnimation { coordinator.currentPage.wrappedValue = control.currentPage }
        }, for: .valueChanged)
        return control
    }

    func updateUIView(_ control: UIPageControl, context: Context) {
        context.coordinator.currentPage = currentPage
        control.numberOfPages = numberOfPages
        control.currentPage = currentPage.wrappedValue
        control.direction = axis == .horizontal ? .natural : .topToBottom
    }
}
#endif
