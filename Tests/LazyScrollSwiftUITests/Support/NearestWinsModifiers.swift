@testable import LazyScrollSwiftUIOnStandIn

/// The list's and pager's modifiers as the tests combine them: set at one place (on a view, or on the
/// list or pager itself), each nil until set, and combined with those set farther away, the nearer
/// winning.
protocol NearestWinsModifiers {
    /// Nothing set.
    init()
    /// These modifiers (set farther away) with `nearer`'s over them.
    func overridden(by nearer: Self) -> Self
}

extension NearestWinsModifiers {
    /// What a list or pager reads: the modifiers of the views around it (`around`, outermost first, each
    /// view's in order), then its own, the nearest winning, as SwiftUI's `transformEnvironment` runs from
    /// the outermost view in.
    static func resolved(around: [[(inout Self) -> Void]], own: [(inout Self) -> Void]) -> Self {
        var environment = Self()
        for view in around { for change in view { change(&environment) } }
        var nearest = Self()
        for change in own { change(&nearest) }
        return environment.overridden(by: nearest)
    }
}

extension ListModifiers: NearestWinsModifiers {}
extension PagerModifiers: NearestWinsModifiers {}
