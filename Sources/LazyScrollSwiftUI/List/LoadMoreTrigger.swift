#if UIKIT_STAND_IN || (canImport(UIKit) && canImport(SwiftUI))
/// Decides when a list asks for more data at one of its ends: when a row within `rows` rows of that end
/// gets a view (it has come within about a screen of being visible), once per number of rows, so that
/// the request repeats only after the data has changed.
///
/// This is the front end's stand-in for load-more triggers in the engine; when the engine has them,
/// this type is replaced by them.
struct LoadMoreTrigger {
    /// How close to each end, in rows, a loaded row must be to ask for more there; an end not listed
    /// never asks.
    var reach: [ListEnd: Int] = [:]
    /// The number of rows when each end last asked.
    private var askedAtCount: [ListEnd: Int] = [:]

    /// Row `row` of `count` rows got a view: the ends that ask for more now.
    mutating func rowLoaded(_ row: Int, count: Int) -> [ListEnd] {
        ListEnd.allCases.filter { end in
            guard let rows = reach[end], askedAtCount[end] != count else { return false }
            let near = end == .start ? row < rows : row >= count - rows
            if near { askedAtCount[end] = count }
            return near
        }
    }
}
#endif
