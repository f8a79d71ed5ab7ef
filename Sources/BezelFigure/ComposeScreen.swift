import BezelDrawing
import BezelGeometry
import BezelLayout

/// The device: bezel, lit screen with continuous corners, overlays, system chrome, and the
/// sensor housing on top (pure black, as on the device).
func screenPrimitives(_ placed: PlacedScreen, theme: Theme, measurer: any TextMeasurer) -> [Primitive] {
    let screen = placed.layout
    let toCanvas = AffineTransform.translation(dx: placed.origin.x, dy: placed.origin.y)
    let frame = screen.bounds.offsetBy(dx: placed.origin.x, dy: placed.origin.y)
    let outline = screen.outline.applying(toCanvas)
    // 1. Body: the bezel follows the display's corner, offset outwards.
    let bodyRadius = screen.cornerRadius > 0 ? screen.cornerRadius + placed.bezelWidth : placed.bezelWidth * 1.5
    var result: [Primitive] = [
        .fill(.continuousRoundedRect(frame.outset(by: placed.bezelWidth), radius: bodyRadius), theme.bezel),
        .fill(outline, theme.screen),
        .clip(outline, insideScreen(placed, frame: frame, outline: outline, theme: theme, measurer: measurer)),
    ]
    // 5. Sensor housing, drawn last so no overlay tints it.
    if let housing = screen.sensorHousing {
        result.append(.clip(.rect(frame.outset(by: placed.bezelWidth)), [.fill(housing.outline.applying(toCanvas), theme.housing)]))
    }
    return result
}

/// Everything clipped to the display: tints, the app, system chrome and the overlay outlines.
private func insideScreen(_ placed: PlacedScreen, frame: Rect, outline: Path, theme: Theme, measurer: any TextMeasurer) -> [Primitive] {
    let screen = placed.layout
    let overlays = placed.overlays
    var result: [Primitive] = []
    // 2. Tints under everything else.
    if overlays.safeArea, let safe = screen.safeArea {
        var unsafe = outline
        unsafe.append(.rect(safe.frame.offsetBy(dx: frame.minX, dy: frame.minY)))
        result.append(.fill(unsafe, theme.safeAreaTint, rule: .evenOdd))
    }
    // 3. The app, then the system chrome over it.
    if let app = placed.app {
        let drawn = appPrimitives(app, origin: placed.origin, overlays: overlays, theme: theme, measurer: measurer)
        result += sharedScreenPrimitives(app, drawn, origin: placed.origin, theme: theme)
        result += keyboardPrimitives(app, origin: placed.origin, theme: theme, measurer: measurer)
    }
    if let bar = screen.statusBar { result += statusBarPrimitives(bar, offset: placed.origin, theme: theme, measurer: measurer) }
    if let app = placed.app {
        result += windowsAboveStatusBar(app, origin: placed.origin, overlays: overlays, theme: theme, measurer: measurer)
    }
    if let indicator = screen.homeIndicator {
        result.append(.fill(.capsule(indicator.offsetBy(dx: frame.minX, dy: frame.minY)), theme.systemInk))
    }
    // 4. Overlay outlines on top of the chrome.
    if overlays.statusBar, let bar = screen.statusBar {
        let edge = Segment(Point(x: frame.minX, y: frame.minY + bar.frame.maxY), Point(x: frame.maxX, y: frame.minY + bar.frame.maxY))
        result.append(.line(edge, Stroke(theme.statusBar, width: 1, dash: [3, 2])))
    }
    if overlays.tapRegions, let app = placed.app { result += tapRegionPrimitives(app, origin: placed.origin, theme: theme) }
    if overlays.margins || overlays.readable, let app = placed.app {
        result += guidePrimitives(app, overlays: overlays, origin: placed.origin, theme: theme)
    }
    if overlays.safeArea, let safe = screen.safeArea {
        result += safeAreaEdges(safe, in: frame).map { .line($0, Stroke(theme.safeArea, width: 1, dash: [5, 3])) }
    }
    // 5. Views outlined by a comparison, over everything.
    for highlight in placed.highlights where highlight.rect.width > 0 || highlight.rect.height > 0 {
        let color = highlight.kind == .differs ? theme.app.dead : theme.statusBar
        let rect = highlight.rect.offsetBy(dx: placed.origin.x, dy: placed.origin.y)
        result += [.fill(.rect(rect), color.withAlpha(0.12)), .stroke(.rect(rect), Stroke(color, width: 1.5))]
    }
    return result
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
