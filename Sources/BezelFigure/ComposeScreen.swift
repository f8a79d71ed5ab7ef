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
    // 1. Body: a home-button device's own front, else an even border following the display's corner.
    var result = bodyPrimitives(placed, frame: frame, theme: theme)
    result += [
        .fill(outline, theme.screen),
        .clip(outline, insideScreen(placed, frame: frame, outline: outline, theme: theme, measurer: measurer)),
    ]
    // 5. Sensor housing, drawn last so no overlay tints it; on the dark theme's black screen its
    // edge is traced, or the island would vanish into the screen.
    if let housing = screen.sensorHousing {
        var shape: [Primitive] = [.fill(housing.outline.applying(toCanvas), theme.housing)]
        if let edge = theme.housingEdge { shape.append(.stroke(housing.outline.applying(toCanvas), Stroke(edge, width: 1))) }
        result.append(.clip(.rect(frame.outset(by: placed.bezel)), shape))
    }
    return result
}

/// The device body. A home-button device: its rounded front with the earpiece, camera and home
/// button where the catalog puts them (`ScreenLayout.body`). Others: a border `bezel.top` wide
/// that follows the display's corners.
private func bodyPrimitives(_ placed: PlacedScreen, frame: Rect, theme: Theme) -> [Primitive] {
    let screen = placed.layout
    let outer = frame.outset(by: placed.bezel)
    guard let body = screen.body else {
        let width = placed.bezel.top
        let radius = screen.cornerRadius > 0 ? screen.cornerRadius + width : width * 1.5
        return [.fill(.continuousRoundedRect(outer, radius: radius), theme.bezel)]
    }
    let place = { (rect: Rect) in rect.offsetBy(dx: placed.origin.x, dy: placed.origin.y) }
    let button = place(body.homeButton)
    var result: [Primitive] = [
        .fill(.roundedRect(outer, radius: body.cornerRadius), theme.bezel),
        .fill(.capsule(button), theme.homeButton),
        .stroke(.capsule(button.inset(by: EdgeInsets(top: 0.75, left: 0.75, bottom: 0.75, right: 0.75))), Stroke(theme.homeButtonRing, width: 1.5)),
        .fill(.capsule(place(body.camera)), theme.earpiece),
    ]
    if let earpiece = body.earpiece { result.append(.fill(.capsule(place(earpiece)), theme.earpiece)) }
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
        let safe = overlays.safeArea ? screen.safeArea : nil
        result += statusBarEdges(bar, safe: safe, in: frame).map { .line($0, Stroke(theme.statusBar, width: 1, dash: [3, 2])) }
    }
    if overlays.tapRegions, let app = placed.app {
        result += tapRegionPrimitives(app, origin: placed.origin, theme: theme, measurer: measurer)
    }
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

/// The status bar's bottom edge across the screen, in canvas coordinates, less the stretch where
/// the safe area's top edge (drawn when `safe` is given) lies on it: there the two dash patterns
/// would interleave into neither, so only the safe area's is drawn, and the status bar's measure
/// beside the screen still names the height. They coincide wherever the safe area's top inset is
/// the status bar's height (a screen without a navigation bar: 20 on the iPhone 8, 44 on the
/// iPhone X).
private func statusBarEdges(_ bar: StatusBarLayout, safe: SafeAreaLayout?, in frame: Rect) -> [Segment] {
    let y = frame.minY + bar.frame.maxY
    guard let safe, safe.insets.top > 0, abs(safe.frame.minY - bar.frame.maxY) < coincidence else {
        return [Segment(Point(x: frame.minX, y: y), Point(x: frame.maxX, y: y))]
    }
    let covered = safe.frame.offsetBy(dx: frame.minX, dy: frame.minY)
    return [(frame.minX, covered.minX), (covered.maxX, frame.maxX)].filter { $0.1 - $0.0 > coincidence }.map { from, to in
        Segment(Point(x: from, y: y), Point(x: to, y: y))
    }
}

/// Two overlay edges closer than this (points) are one line: far below a pixel at 3×.
private let coincidence = 0.01

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
