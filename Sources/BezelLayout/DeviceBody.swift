import BezelDevices
import BezelGeometry

/// A home-button device's body around its display, in interface coordinates (points): the
/// outline reaches past the screen's bounds, the home button sits in the chin (below the screen
/// in portrait, right of it in landscape-right).
public struct BodyLayout: Hashable, Sendable {
    public var frame: Rect
    public var cornerRadius: Double
    /// The home button's circle, as its bounding square.
    public var homeButton: Rect
    /// The earpiece slot (phones).
    public var earpiece: Rect?
    /// The front camera's lens, as its bounding square.
    public var camera: Rect

    /// How far the body reaches past each edge of the screen.
    public func bezel(around bounds: Rect) -> EdgeInsets {
        EdgeInsets(top: bounds.minY - frame.minY, left: bounds.minX - frame.minX, bottom: frame.maxY - bounds.maxY, right: frame.maxX - bounds.maxX)
    }
}

/// The body of `device` in points, turned into interface coordinates by `transform`; nil for a
/// device without a `front` (Face ID devices). Millimetres become points at the display's own
/// density: its width in points over its width in millimetres.
func layoutBody(_ device: Device, transform: AffineTransform) -> BodyLayout? {
    guard let front = device.front else { return nil }
    let display = device.screen.physicalSize
    let points = device.screen.points
    let scale = points.width / display.width
    // The body in portrait device coordinates: the display's top-left corner is the origin.
    let left = (front.body.value.width - display.width) / 2
    let top = front.displayTop.value
    func rect(centre x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: (x - width / 2 - left) * scale, y: (y - height / 2 - top) * scale, width: width * scale, height: height * scale)
    }
    let body = front.body.value
    let middle = body.width / 2
    let chin = body.height - top - display.height
    let button = front.homeButton.value
    return BodyLayout(
        frame: transform.apply(rect(centre: middle, body.height / 2, body.width, body.height)),
        cornerRadius: front.cornerRadius.value * scale,
        homeButton: transform.apply(rect(centre: middle, body.height - chin / 2, button, button)),
        earpiece: front.earpiece.map { transform.apply(rect(centre: middle, top / 2, $0.width, $0.height)) },
        camera: transform.apply(rect(centre: middle + front.camera.x, front.camera.y, front.cameraDiameter, front.cameraDiameter)))
}
