/// Snapping to the device pixel grid. UIKit rounds frame edges to multiples of 1/scale
/// ("pixel-aligned"), e.g. 53.667 pt on a 3× screen is 161 px.

public func roundToPixels(_ value: Double, scale: Double) -> Double {
    (value * scale).rounded(.toNearestOrAwayFromZero) / scale
}

/// The pixel edge at or above `value`: where UIKit puts a view centred in a space one pixel short
/// of even (11.25 pt → 11 at 2×).
public func floorToPixels(_ value: Double, scale: Double) -> Double {
    // A value a rounding error below a pixel edge stays on that edge.
    (value * scale + 1e-9).rounded(.down) / scale
}

extension Rect {
    /// Rounds each edge to the pixel grid, so adjacent rectangles stay adjacent.
    public func pixelAligned(scale: Double) -> Rect {
        let x0 = roundToPixels(minX, scale: scale)
        let y0 = roundToPixels(minY, scale: scale)
        let x1 = roundToPixels(maxX, scale: scale)
        let y1 = roundToPixels(maxY, scale: scale)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
