import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The direction along which content scrolls.
///
/// The *main* axis is the scrolling direction; the *cross* axis is perpendicular to it. Every engine
/// computation happens in one dimension along the main axis; `ScrollAxis` converts those one-dimensional
/// results into points, sizes and rectangles for a front end.
public enum ScrollAxis: Sendable, Hashable, CaseIterable {
    /// Content scrolls left and right; the main extent is a width.
    case horizontal
    /// Content scrolls up and down; the main extent is a height.
    case vertical

    /// The axis perpendicular to this one.
    public var cross: ScrollAxis {
        switch self {
        case .horizontal: return .vertical
        case .vertical: return .horizontal
        }
    }

    /// The length of `size` along this axis.
    public func mainExtent(of size: CGSize) -> CGFloat {
        self == .horizontal ? size.width : size.height
    }

    /// The length of `size` across this axis.
    public func crossExtent(of size: CGSize) -> CGFloat {
        self == .horizontal ? size.height : size.width
    }

    /// The coordinate of `point` along this axis.
    public func mainCoordinate(of point: CGPoint) -> CGFloat {
        self == .horizontal ? point.x : point.y
    }

    /// The position of `rect`'s leading edge along this axis.
    public func minMain(of rect: CGRect) -> CGFloat {
        self == .horizontal ? rect.minX : rect.minY
    }

    /// The position of `rect`'s trailing edge along this axis.
    public func maxMain(of rect: CGRect) -> CGFloat {
        self == .horizontal ? rect.maxX : rect.maxY
    }

    /// A size whose extent along this axis is `main` and across it is `cross`.
    public func size(main: CGFloat, cross: CGFloat) -> CGSize {
        self == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }

    /// A point whose coordinate along this axis is `main` and across it is `cross`.
    public func point(main: CGFloat, cross: CGFloat) -> CGPoint {
        self == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
    }

    /// A rectangle spanning `mainStart ..< mainStart + mainExtent` along this axis and
    /// `crossStart ..< crossStart + crossExtent` across it.
    public func rect(mainStart: CGFloat, mainExtent: CGFloat, crossStart: CGFloat = 0, crossExtent: CGFloat) -> CGRect {
        CGRect(origin: point(main: mainStart, cross: crossStart), size: size(main: mainExtent, cross: crossExtent))
    }
}
