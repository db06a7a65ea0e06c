#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
import LazyScroll

extension RecyclingListView {
    /// Tells the delegate that `begun` are displayed now: rows and items as rows, headers and footers as
    /// supplementary views (`willDisplaySupplementaryView`), each remembered as what it is.
    func tellWillDisplay(_ begun: [DisplayedItemViews.Entry]) {
        let delegate = delegate as? any RecyclingListViewDelegate
        for row in begun {
            switch element(forRow: row.index) {
            case let .header(section)?:
                displayedSupplementaries[ObjectIdentifier(row.view)] = .header(section: section)
                delegate?.listView(self, willDisplaySupplementaryView: row.view, forElementKind: .header, inSection: section)
            case let .footer(section)?:
                displayedSupplementaries[ObjectIdentifier(row.view)] = .footer(section: section)
                delegate?.listView(self, willDisplaySupplementaryView: row.view, forElementKind: .footer, inSection: section)
            default:
                delegate?.listView(self, willDisplay: row.view, forRowAt: row.index)
            }
        }
    }

    /// Tells the delegate that `rows` ended their display: headers and footers as supplementary views,
    /// with the section they had before the change that ended them.
    func tellEndDisplaying(_ rows: [DisplayedItemViews.Entry]) {
        guard !rows.isEmpty else { return }
        let delegate = delegate as? any RecyclingListViewDelegate
        for row in rows {
            switch displayedSupplementaries.removeValue(forKey: ObjectIdentifier(row.view)) {
            case let .header(section)?:
                delegate?.listView(self, didEndDisplayingSupplementaryView: row.view, forElementKind: .header, inSection: section)
            case let .footer(section)?:
                delegate?.listView(self, didEndDisplayingSupplementaryView: row.view, forElementKind: .footer, inSection: section)
            default:
                delegate?.listView(self, didEndDisplaying: row.view, forRowAt: row.index)
            }
        }
    }

    /// Gives the displayed headers and footers the sections an update moved them to.
    ///
    /// - Complexity: O(k log S) for k displayed views.
    func renumberDisplayedSupplementaries() {
        guard !displayedSupplementaries.isEmpty else { return }
        for entry in displayedRows.displayed where displayedSupplementaries[ObjectIdentifier(entry.view)] != nil {
            if let element = element(forRow: entry.index) { displayedSupplementaries[ObjectIdentifier(entry.view)] = element }
        }
    }
}
#endif
