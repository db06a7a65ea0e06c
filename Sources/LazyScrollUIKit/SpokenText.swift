#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation

/// What the views say to VoiceOver, localized.
///
/// The strings are in the package's `LazyScroll.strings` tables (English, German, Spanish, French,
/// Japanese and Arabic), looked up with `Bundle.localizedString(forKey:value:table:)`, which every iOS
/// version has; the English text is the fallback. As for any framework's resources, iOS picks the
/// language among those the app is localized into.
enum SpokenText {
    /// "Page 2 of 8": the page VoiceOver is on after a turn.
    static func pagePosition(_ page: Int, of count: Int, localization: String? = nil) -> String {
        format("page.position", english: "Page %1$ld of %2$ld", localization: localization, page + 1, count)
    }

    /// "Rows 11 to 22 of 100" (or items, in a grid or lanes): what a scroll by a screen shows.
    static func shown(_ range: Range<Int>, of count: Int, items: Bool, localization: String? = nil) -> String {
        items
            ? format("items.shown", english: "Items %1$ld to %2$ld of %3$ld", localization: localization, range.lowerBound + 1, range.upperBound, count)
            : format("rows.shown", english: "Rows %1$ld to %2$ld of %3$ld", localization: localization, range.lowerBound + 1, range.upperBound, count)
    }

    /// The string for `key` in the table of `localization` (the user's language when nil), filled in.
    private static func format(_ key: String, english: String, localization: String?, _ arguments: CVarArg...) -> String {
        let table = bundle(for: localization).localizedString(forKey: key, value: english, table: "LazyScroll")
        return String(format: table, locale: Locale.current, arguments: arguments)
    }

    /// The package's bundle, or the part of it for one language.
    static func bundle(for localization: String?) -> Bundle {
        guard let localization, let path = resources.path(forResource: localization, ofType: "lproj"),
              let bundle = Bundle(path: path) else { return resources }
        return bundle
    }

    /// The bundle with the package's strings.
    static var resources: Bundle {
        #if SWIFT_PACKAGE
        return .module
        #else
        return Bundle(for: ResourcesToken.self)
        #endif
    }
}

#if !SWIFT_PACKAGE
/// A class of this module, to find its bundle when it is built without Swift Package Manager.
private final class ResourcesToken: NSObject {}
#endif
#endif
