import Geometry
import Layout

/// The device: bezel, lit screen with continuous corners, overlays, system chrome, and the
/// sensor housing on top (pure black, as on the device).
func drawScreen(_ placed: PlacedScreen, on canvas: Canvas, theme: Theme) {
    let screen = placed.layout
    let toCanvas = AffineTransform.translation(dx: placed.origin.x, dy: placed.origin.y)
    let frame = screen.bounds.offsetBy(dx: placed.origin.x, dy: placed.origin.y)
    let outline = screen.outline.applying(toCanvas)
    // 1. Body: the bezel follows the display's corner, offset outwards.
    let bodyRadius = screen.cornerRadius > 0 ? screen.cornerRadius + placed.bezelWidth : placed.bezelWidth * 1.5
    canvas.fill(.continuousRoundedRect(frame.outset(by: placed.bezelWidth), radius: bodyRadius), theme.bezel)
    canvas.fill(outline, theme.screen)
    canvas.clipped(to: outline) {
        // 2. Tints under everything else.
        if placed.overlays.safeArea, let safe = screen.safeArea {
            var unsafe = outline
            unsafe.append(.rect(safe.frame.offsetBy(dx: frame.minX, dy: frame.minY)))
            canvas.fill(unsafe, theme.safeAreaTint, evenOdd: true)
        }
        // 3. The app, then the system chrome over it.
        if let app = placed.app { drawApp(app, origin: placed.origin, overlays: placed.overlays, on: canvas, theme: theme) }
        if let bar = screen.statusBar { drawStatusBar(bar, offset: placed.origin, on: canvas, theme: theme) }
        if let indicator = screen.homeIndicator {
            canvas.fill(.capsule(indicator.offsetBy(dx: frame.minX, dy: frame.minY)), theme.systemInk)
        }
        // 4. Overlay outlines on top of the chrome.
        if placed.overlays.statusBar, let bar = screen.statusBar {
            let edge = Segment(Point(x: frame.minX, y: frame.minY + bar.frame.maxY), Point(x: frame.maxX, y: frame.minY + bar.frame.maxY))
            canvas.line(edge, theme.statusBar, width: 1, dash: [3, 2])
        }
        if placed.overlays.tapRegions, let app = placed.app { drawTapRegions(app, origin: placed.origin, on: canvas, theme: theme) }
        if placed.overlays.margins || placed.overlays.readable, let app = placed.app {
            drawGuides(app, overlays: placed.overlays, origin: placed.origin, on: canvas, theme: theme)
        }
        if placed.overlays.safeArea, let safe = screen.safeArea {
            for edge in safeAreaEdges(safe, in: frame) {
                canvas.line(edge, theme.safeArea, width: 1, dash: [5, 3])
            }
        }
    }
    // 5. Sensor housing, drawn last so no overlay tints it.
    if let housing = screen.sensorHousing {
        canvas.clipped(to: .rect(frame.outset(by: placed.bezelWidth))) {
            canvas.fill(housing.outline.applying(toCanvas), theme.housing)
        }
    }
}

/// The edges of the safe area that lie inside the screen (a zero inset's edge is the screen edge
/// itself and is not drawn), in canvas coordinates.
private func safeAreaEdges(_ safe: SafeAreaLayout, in frame: Rect) -> [Segment] {
    let r = safe.frame.offsetBy(dx: frame.minX, dy: frame.minY)
    var edges: [Segment] = []
    if safe.insets.top > 0 { edges.append(Segment(Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY))) }
    if safe.insets.bottom > 0 { edges.append(Segment(Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY))) }
    if safe.insets.left > 0 { edges.append(Segment(Point(x: r.minX, y: r.minY), Point(x: r.minX, y: r.maxY))) }
    if safe.insets.right > 0 { edges.append(Segment(Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY))) }
    return edges
}
