import Foundation

#if !canImport(CoreGraphics)
/// Stand-in for CoreGraphics' `CGAffineTransform`, which Linux's Foundation lacks: the matrix
/// `[a b 0; c d 0; tx ty 1]`, with the members the views use.
public struct CGAffineTransform: Equatable, Sendable {
    /// The horizontal scale (with `c`, the first column of the linear part).
    public var a: CGFloat
    /// The vertical shear of x.
    public var b: CGFloat
    /// The horizontal shear of y.
    public var c: CGFloat
    /// The vertical scale.
    public var d: CGFloat
    /// The horizontal translation.
    public var tx: CGFloat
    /// The vertical translation.
    public var ty: CGFloat

    /// A transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// A scale by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// The transform that changes nothing.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}
#endif
