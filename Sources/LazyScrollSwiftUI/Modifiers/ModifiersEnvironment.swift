#if !UIKIT_STAND_IN && canImport(UIKit) && canImport(SwiftUI)
import SwiftUI

/// Where the LazyScroll list modifiers set on a view reach the lists below it.
private struct ListModifiersKey: EnvironmentKey {
    static var defaultValue: ListModifiers { ListModifiers() }
}

/// Where the LazyScroll pager modifiers set on a view reach the pagers below it.
private struct PagerModifiersKey: EnvironmentKey {
    static var defaultValue: PagerModifiers { PagerModifiers() }
}

extension EnvironmentValues {
    /// The LazyScroll list modifiers set on views above this one, the nearest winning.
    var listModifiers: ListModifiers {
        get { self[ListModifiersKey.self] }
        set { self[ListModifiersKey.self] = newValue }
    }

    /// The LazyScroll pager modifiers set on views above this one, the nearest winning.
    var pagerModifiers: PagerModifiers {
        get { self[PagerModifiersKey.self] }
        set { self[PagerModifiersKey.self] = newValue }
    }

    /// This environment as the content of a row or page sees it: without the list and pager modifiers,
    /// which belong to the list or pager around it, not to one inside its rows.
    var withoutScrollModifiers: EnvironmentValues {
        var environment = self
        environment.listModifiers = ListModifiers()
        environment.pagerModifiers = PagerModifiers()
        return environment
    }
}

extension View {
    /// This view with `change` made to the list modifiers its descendants read (over those set above).
    func listModifier(_ change: @escaping ListModifiers.Change) -> some View {
        transformEnvironment(\.listModifiers, transform: change)
    }

    /// This view with `change` made to the pager modifiers its descendants read (over those set above).
    func pagerModifier(_ change: @escaping PagerModifiers.Change) -> some View {
        transformEnvironment(\.pagerModifiers, transform: change)
    }
}
#endif
