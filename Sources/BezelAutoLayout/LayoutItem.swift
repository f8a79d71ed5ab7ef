import BezelGeometry
import BezelSolver

/// Something Auto Layout positions: a view or a layout guide. Its engine variables are the
/// item's minX, minY, width and height in window coordinates (the four variables UIKit's engine
/// keeps per item, as its conflict logs show: `UIView.minY == 0`; SOLVER §2.1).
public class LayoutItem: CustomStringConvertible {
    public let name: String
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable

    init(name: String) {
        self.name = name
        minX = Variable("\(name).minX")
        minY = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    public var description: String { name }

    /// The view whose layout direction applies to this item.
    var directionSource: View? { nil }

    public var leadingAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: DimensionAnchor { DimensionAnchor(item: self, attribute: .width) }
    public var heightAnchor: DimensionAnchor { DimensionAnchor(item: self, attribute: .height) }
}

/// A rectangle that takes part in layout without drawing (`UILayoutGuide`).
public final class LayoutGuide: LayoutItem {
    public internal(set) weak var owningView: View?

    public init(_ name: String) { super.init(name: name) }

    override var directionSource: View? { owningView }
}

/// A view (`UIView` as far as layout goes).
public final class View: LayoutItem {
    public enum SemanticContentAttribute: Sendable {
        case unspecified, forceLeftToRight, forceRightToLeft
    }

    public private(set) weak var superview: View?
    public private(set) var subviews: [View] = []
    public private(set) var layoutGuides: [LayoutGuide] = []

    /// The natural size of the content, per axis; nil on an axis means "no intrinsic metric".
    public var intrinsicContentSize: (width: Double?, height: Double?) = (nil, nil)
    /// Priority of not growing beyond the intrinsic size (UIKit default 250, defaultLow).
    public var contentHugging: (horizontal: Double, vertical: Double) = (250, 250)
    /// Priority of not shrinking below the intrinsic size (UIKit default 750, defaultHigh).
    public var compressionResistance: (horizontal: Double, vertical: Double) = (750, 750)
    /// UIKit's default for views made in code is true: the frame and autoresizing mask are
    /// turned into required constraints.
    public var translatesAutoresizingMaskIntoConstraints = true
    public var autoresizingMask: AutoresizingMask = []
    /// The frame (in the superview) used by autoresizing translation.
    public var frame: Rect = .zero
    /// Distance from the top to the first baseline; nil: the bottom edge (UIKit's default for
    /// views without text).
    public var firstBaselineOffsetFromTop: Double?
    /// Distance from the bottom to the last baseline; nil: 0 (the bottom edge).
    public var lastBaselineOffsetFromBottom: Double?
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified
    /// `alignmentRectInsets`: constraints act on the frame inset by these (Apple's
    /// `alignmentRectInsets` doc). The engine's variables hold the alignment rectangle; the
    /// frame is derived from it, so a negative inset lets the frame reach past where
    /// constraints put the view.
    public var alignmentRectInsets: EdgeInsets = .zero
    /// `forFirstBaselineLayout` / `forLastBaselineLayout`: the view whose baseline stands for
    /// this one (a stack view answers with an arranged subview). Nil: this view's own offsets.
    public weak var viewForFirstBaselineLayout: View?
    public weak var viewForLastBaselineLayout: View?

    public init(_ name: String) { super.init(name: name) }

    /// The alignment rectangle of `frame`, in the superview's coordinates.
    var alignmentFrame: Rect { frame.inset(by: alignmentRectInsets) }

    public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .lastBaseline) }

    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    public func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    public func addLayoutGuide(_ guide: LayoutGuide) {
        layoutGuides.append(guide)
        guide.owningView = self
    }

    override var directionSource: View? { self }

    /// This view and every view below it, depth first, in subview order.
    public var subtree: [View] { [self] + subviews.flatMap(\.subtree) }
}

/// `UIView.AutoresizingMask`: which parts of the frame stretch when the superview resizes.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

public enum LayoutDirection: Sendable {
    case leftToRight, rightToLeft
}
