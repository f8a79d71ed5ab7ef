import BezelGeometry
import BezelLayout
import Foundation

/// The view tree as layers in space, like Xcode's 3D view debugger: every visible view is a
/// rectangle (its window frame) lifted off the screen by its level and seen at an angle, with its
/// class name in a column beside it and a leader line to the layer's top-left corner.
///
/// Guarantees: `layers` are the app tree's visible views in paint order (depth first, subviews in
/// order, a hidden view's subtree left out; table cells kept, each is a layer of its own); a
/// view's level is one more than the highest level of anything painted before it that it
/// overlaps or contains it (its superview always does), so the window is level 0 and a later
/// sibling's subtree sits above an earlier one wherever they overlap; with `focus`, the layers are
/// that view's subtree only, from level 1, above the screen drawn faint at level 0. Positions are
/// final canvas coordinates; labels are one row each in a column left of the layers, never
/// overlapping, and no two leader lines cross.
public struct ExplodedView: Hashable, Sendable {
    /// How a layer is coloured: the screen (the window), a bar or its private parts, a view
    /// content sits in or a system view, or what the reader asked about (a scene view, a bar
    /// button), as the hierarchy panel highlights it.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        case screen, bar, content, subject
    }

    public struct Layer: Hashable, Sendable {
        public var className: String
        public var id: String?
        /// The view's frame in window coordinates, points.
        public var frame: Rect
        public var level: Int
        public var kind: Kind

        /// `_UIButtonBarButton "compose"`: the class, then the scene id in quotes.
        public var name: String { id.map { "\(className) \"\($0)\"" } ?? className }
    }

    /// A layer's name in the column: its row's top-left corner, and the point on the layer its
    /// leader line ends at (the layer's projected top-left corner), both on the canvas.
    public struct Label: Hashable, Sendable {
        public var layer: Int
        public var origin: Point
        public var anchor: Point

        /// Where the leader line starts: just right of the column, halfway down the row.
        public var leaderStart: Point { Label.leaderStart(rowOrigin: origin) }

        static func leaderStart(rowOrigin: Point) -> Point {
            Point(x: rowOrigin.x + ExplodedView.labelWidth + 4, y: rowOrigin.y + ExplodedView.labelRowHeight / 2)
        }
    }

    /// Width of the label column; names are right-aligned in it, ellipsized at this width.
    public static let labelWidth = 200.0
    /// Height of a label's row (9 pt text).
    public static let labelRowHeight = 12.0
    /// From the label column to the nearest layer corner.
    public static let labelGap = 24.0

    public var origin: Point
    public var projection: ObliqueProjection
    /// The screen's bounds, window coordinates.
    public var screen: Rect
    public var layers: [Layer]
    /// The scene id whose subtree alone is lifted (`exploded-focus`); the screen is then drawn
    /// faint at level 0 beneath it.
    public var focus: String?
    /// One per layer, top to bottom in the column (not always in the order of their anchors'
    /// heights: layers are dealt to rows so that no two leader lines cross).
    public var labels: [Label]
    public var size: Size

    /// The layer's corners on the canvas: top-left, top-right, bottom-right, bottom-left.
    public func corners(of frame: Rect, level: Int) -> [Point] {
        [
            Point(x: frame.minX, y: frame.minY), Point(x: frame.maxX, y: frame.minY), Point(x: frame.maxX, y: frame.maxY),
            Point(x: frame.minX, y: frame.maxY),
        ].map { projection.project($0, level: level) }
    }

    /// Indices of `layers` in painting order: lowest level first, paint order within a level, so
    /// nearer layers cover farther ones.
    public var paintingOrder: [Int] {
        layers.indices.sorted { (layers[$0].level, $0) < (layers[$1].level, $1) }
    }
}

/// An orthographic view of the stack, turned about the vertical axis and tilted toward the
/// viewer: window x runs right and a little down, window y straight down, and each level lifts a
/// layer right and up. All lengths in points.
public struct ObliqueProjection: Hashable, Sendable {
    /// Turn about the vertical axis and tilt toward the viewer, in degrees.
    public static let turn = 35.0
    public static let tilt = 15.0
    /// The whole picture's size against the screen drawn beside it.
    public static let scale = 0.75
    /// Distance between levels, in points of the unscaled stack.
    public static let spacing = 56.0

    /// Where the window's origin at level 0 lands on the canvas.
    public var origin: Point

    /// The canvas step of one point along window x, window y, and one level.
    public static var xStep: Point { step(x: 1, y: 0, z: 0) }
    public static var yStep: Point { step(x: 0, y: 1, z: 0) }
    public static var levelStep: Point { step(x: 0, y: 0, z: spacing) }

    /// A point of the stack (window x, y; height z toward the viewer) turned, tilted, scaled
    /// and dropped onto the canvas plane.
    static func step(x: Double, y: Double, z: Double) -> Point {
        let turn = ObliqueProjection.turn * .pi / 180
        let tilt = ObliqueProjection.tilt * .pi / 180
        let turnedX = x * cos(turn) + z * sin(turn)
        let depth = -x * sin(turn) + z * cos(turn)
        return Point(x: scale * turnedX, y: scale * (y * cos(tilt) + depth * sin(tilt)))
    }

    /// A window point on the layer at `level`, on the canvas.
    public func project(_ point: Point, level: Int) -> Point {
        let (x, y, z) = (ObliqueProjection.xStep, ObliqueProjection.yStep, ObliqueProjection.levelStep)
        let level = Double(level)
        return Point(x: origin.x + point.x * x.x + point.y * y.x + level * z.x, y: origin.y + point.x * x.y + point.y * y.y + level * z.y)
    }
}
