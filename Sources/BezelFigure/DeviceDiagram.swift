import BezelDevices
import BezelGeometry
import BezelLayout

/// Spacing of the device figure, in points.
public enum DeviceDiagramMetrics {
    public static let padding = 20.0
    public static let bezel = 10.0
    /// Room for a column of dimension labels beside the device.
    public static let labelColumn = 78.0
    /// Room for a row of dimension labels under a landscape device.
    public static let labelRow = 46.0
    /// Distance from the bezel's outer edge to a dimension line.
    public static let dimensionOffset = 14.0
    /// How much wider the content-inset column is than a plain label column ("content inset
    /// bottom" is a long name).
    public static let insetColumnExtra = 30.0
    public static let captionGap = 14.0
}

/// Composes one screen into a figure: the device with its bezel, the requested overlays, the
/// dimension lines they need (status bar on the left, safe-area insets on the right and, in
/// landscape, the side insets below) and a caption naming the device, version and figures,
/// wrapped to the figure's width by `text` (pass the renderer's measurer, `PangoTextMetrics`,
/// for line breaks that match the drawn text) with `notes` saying how uncertainty is noted.
public func deviceDiagram(
    _ screen: ScreenLayout, overlays: Overlays, caption: Bool = true, notes: CaptionNotes = .full, title: String? = nil,
    app: AppLayout? = nil, highlights: [Highlight] = [], text: any TextMeasuring = EstimatedTextMetrics()
) -> Diagram {
    // With an app, the safe area drawn and dimensioned is the one its content controller gets.
    let content = app.flatMap(contentController)
    let screen = app.map { contentSafeAreaScreen($0, content: content) } ?? screen
    typealias M = DeviceDiagramMetrics
    let insets = screen.safeArea?.insets
    // 1. Decide which margins need label room: columns left and right, a row below, lanes above.
    let strips = leftStrips(app, overlays: overlays)
    let statusBarLabel = overlays.dimensions(.statusBar) ? screen.statusBar.map { (formatCompact($0.frame.height), "status bar") } : nil
    let leftLabels = strips.map { (formatCompact($0.maxY - $0.minY), $0.name) } + (statusBarLabel.map { [$0] } ?? [])
    let leftColumn = leftLabels.isEmpty ? 0 : labelColumnWidth(leftLabels, text: text)
    let safeColumn = overlays.dimensions(.safeArea) && ((insets?.top ?? 0) > 0 || (insets?.bottom ?? 0) > 0)
    let insetStrips = overlays.dimensions(.contentInset) ? app.map(contentInsetStrips) ?? [] : []
    let rightColumn = (safeColumn ? M.labelColumn : 0) + (insetStrips.isEmpty ? 0 : M.labelColumn + M.insetColumnExtra)
    let bottomRow = overlays.dimensions(.safeArea) && ((insets?.left ?? 0) > 0 || (insets?.right ?? 0) > 0) ? M.labelRow : 0
    let measures = app.map { horizontalMeasures($0, overlays: overlays) } ?? []
    let lanes = DimensionLanes.assign(measures, text: text)
    let band = DimensionLanes.bandHeight(lanes: lanes.count)
    // 2. Place the screen in its body.
    let bezel = bezelInsets(screen)
    let origin = Point(x: M.padding + leftColumn + bezel.left, y: M.padding + band + bezel.top)
    var placed = PlacedScreen(layout: screen, origin: origin, bezel: bezel, overlays: overlays, app: app)
    placed.highlights = highlights
    var elements: [DiagramElement] = [.screen(placed)]
    // 3. Dimensions, their labels kept apart.
    var lines = dimensions(for: placed, barStrips: strips, insetStrips: insetStrips, besideSafeArea: safeColumn)
    lines += laneDimensions(measures, lanes: lanes.lanes, origin: origin, bodyTop: origin.y - bezel.top)
    separateColumnLabels(&lines)
    elements += lines.map(DiagramElement.dimension)
    // 4. The view tree and the exploded view to the right of everything else.
    var contentWidth = leftColumn + bezel.left + screen.bounds.width + bezel.right + rightColumn
    var height = M.padding + band + bezel.top + screen.bounds.height + bezel.bottom + bottomRow
    let panels = sidePanels(app, overlays: overlays, left: M.padding + contentWidth)
    elements += panels.elements
    contentWidth += panels.width
    if !panels.elements.isEmpty { height = max(height, M.padding + panels.height) }
    // 5. Caption, then the legend, under everything.
    if caption {
        var lines = captionLines(screen, title: title, notes: notes)
        if let content { lines.insert(TextBlock.Line(text: contentCaption(content), style: .body), at: title == nil ? 2 : 3) }
        let origin = Point(x: M.padding, y: height + M.captionGap)
        let block = TextBlock(origin: origin, width: contentWidth, lines: wrapped(lines, width: contentWidth, text: text))
        elements.append(.text(block))
        height += M.captionGap + block.height
    }
    let marks = legendMarks(overlays, screen: screen, app: app) + Highlight.Kind.allCases.filter { kind in highlights.contains { $0.kind == kind } }.map { $0 == .differs ? Legend.Mark.differs : .missing }
    if caption && !marks.isEmpty {
        let legend = Legend(origin: Point(x: M.padding, y: height + M.captionGap / 2), width: contentWidth, marks: marks)
        elements.append(.legend(legend))
        height += M.captionGap / 2 + legend.height
    }
    // Whole points, so that no pixel column or row at the canvas's edge is painted in part.
    return Diagram(size: Size(width: (2 * M.padding + contentWidth).rounded(.up), height: (height + M.padding).rounded(.up)), elements: elements)
}

/// A column wide enough for its labels beside their lines (at least `labelColumn`): the line's
/// offset from the body, the label's gap from it, the widest label and 6 pt to the canvas edge.
func labelColumnWidth(_ labels: [(value: String, name: String)], text: any TextMeasuring) -> Double {
    let widest = labels.map { DimensionLabel.width(value: $0.value, name: $0.name, text: text) }.max() ?? 0
    return max(DeviceDiagramMetrics.labelColumn, DeviceDiagramMetrics.dimensionOffset + 7 + widest + 6)
}

/// The body's reach past each screen edge: a home-button device's front rounded to whole points
/// (so the screen stays on the pixel grid at every scale), else the even stylised border.
func bezelInsets(_ screen: ScreenLayout) -> EdgeInsets {
    guard let body = screen.body else {
        let width = DeviceDiagramMetrics.bezel
        return EdgeInsets(top: width, left: width, bottom: width, right: width)
    }
    let exact = body.bezel(around: screen.bounds)
    return EdgeInsets(top: exact.top.rounded(), left: exact.left.rounded(), bottom: exact.bottom.rounded(), right: exact.right.rounded())
}

/// The panels right of the screen, left to right: the view tree (`hierarchy`), then the exploded
/// view (`exploded`), each `captionGap` right of what is before it and `padding` from the top.
/// Returns them with the width they add (gaps included) and the height of the tallest.
func sidePanels(_ app: AppLayout?, overlays: Overlays, left: Double) -> (elements: [DiagramElement], width: Double, height: Double) {
    typealias M = DeviceDiagramMetrics
    guard let app else { return ([], 0, 0) }
    var (elements, right, height): ([DiagramElement], Double, Double) = ([], left, 0)
    if overlays.hierarchy {
        let panel = HierarchyPanel(origin: Point(x: right + M.captionGap, y: M.padding), rows: hierarchyRows(app))
        elements.append(.hierarchy(panel))
        right += M.captionGap + panel.size.width
        height = max(height, panel.size.height)
    }
    if overlays.exploded {
        let view = explodedView(app, focus: overlays.explodedFocus, origin: Point(x: right + M.captionGap, y: M.padding))
        elements.append(.exploded(view))
        right += M.captionGap + view.size.width
        height = max(height, view.size.height)
    }
    return (elements, right - left, height)
}

/// The strips dimensioned left of the device, top to bottom: the bars (`bars`), the inset under
/// a tab bar or toolbar (`bar-insets`) and the keyboard whenever one is shown.
func leftStrips(_ app: AppLayout?, overlays: Overlays) -> [(name: String, minY: Double, maxY: Double)] {
    guard let app else { return [] }
    var strips = overlays.dimensions(.bars) ? barStrips(app) : []
    if overlays.dimensions(.barInsets) { strips += barInsetStrips(app) }
    if let keyboard = app.keyboard?.frame { strips.append(("keyboard", keyboard.minY, keyboard.maxY)) }
    return strips
}

/// The home-indicator inset a tab bar or toolbar grows by (49 + 34 on an iPhone X: the 34).
func barInsetStrips(_ app: AppLayout) -> [(name: String, minY: Double, maxY: Double)] {
    app.window.subtree.compactMap { node in
        guard !node.isHidden, !node.isDeclared, node.viewClass == .tabBar || node.viewClass == .toolbar,
            let inset = node.safeAreaInsets?.bottom, inset > 0
        else { return nil }
        return ("home indicator", node.windowFrame.maxY - inset, node.windowFrame.maxY)
    }
}

/// Dimension lines for a placed screen, in canvas coordinates: the status bar and the strips on
/// the left, the safe area on the right (then, further right, the content inset) and below.
func dimensions(
    for placed: PlacedScreen, barStrips strips: [(name: String, minY: Double, maxY: Double)],
    insetStrips: [(minY: Double, maxY: Double, name: String)] = [], besideSafeArea: Bool = false
) -> [Dimension] {
    var lines = DimensionLines(placed)
    let (frame, screen) = (lines.frame, placed.layout)
    if placed.overlays.dimensions(.statusBar), let bar = screen.statusBar {
        lines.vertical(.statusBar, x: lines.leftX, from: frame.minY, to: frame.minY + bar.frame.height, name: "status bar", side: .left)
    }
    // The strips: the bars when the bars overlay is on, and the keyboard whenever it is shown.
    for strip in strips {
        lines.vertical(.bar, x: lines.leftX, from: frame.minY + strip.minY, to: frame.minY + strip.maxY, name: strip.name, side: .left)
    }
    // The content inset in its own column, outside the safe area's.
    let insetX = lines.rightX + (besideSafeArea ? DeviceDiagramMetrics.labelColumn : 0)
    for strip in insetStrips {
        lines.vertical(.measure, x: insetX, from: frame.minY + strip.minY, to: frame.minY + strip.maxY, name: strip.name, side: .right)
    }
    if placed.overlays.dimensions(.safeArea), let insets = screen.safeArea?.insets { lines.safeArea(insets) }
    return lines.result
}

/// Builds a placed screen's dimension lines: vertical ones in a column beside the body with
/// extension lines from its edge, horizontal ones in a row below it.
private struct DimensionLines {
    let placed: PlacedScreen
    let frame: Rect
    let body: Rect
    let leftX: Double
    let rightX: Double
    let belowY: Double
    var result: [Dimension] = []

    init(_ placed: PlacedScreen) {
        typealias M = DeviceDiagramMetrics
        self.placed = placed
        frame = placed.layout.bounds.offsetBy(dx: placed.origin.x, dy: placed.origin.y)
        body = frame.outset(by: placed.bezel)
        leftX = body.minX - M.dimensionOffset
        rightX = body.maxX + M.dimensionOffset
        belowY = body.maxY + M.dimensionOffset
    }

    mutating func vertical(_ role: Dimension.Role, x: Double, from y0: Double, to y1: Double, name: String, side: Dimension.LabelSide) {
        let edgeX = side == .left ? body.minX : body.maxX
        let tip = side == .left ? x - 4 : x + 4
        result.append(
            Dimension(
                role: role, from: Point(x: x, y: y0), to: Point(x: x, y: y1),
                extensionLines: [
                    Segment(Point(x: edgeX, y: y0), Point(x: tip, y: y0)), Segment(Point(x: edgeX, y: y1), Point(x: tip, y: y1)),
                ],
                value: formatCompact(y1 - y0), name: name, labelSide: side))
    }

    mutating func horizontal(x0: Double, x1: Double, name: String) {
        let edgeY = body.maxY
        result.append(
            Dimension(
                role: .safeArea, from: Point(x: x0, y: belowY), to: Point(x: x1, y: belowY),
                extensionLines: [
                    Segment(Point(x: x0, y: edgeY), Point(x: x0, y: belowY + 4)),
                    Segment(Point(x: x1, y: edgeY), Point(x: x1, y: belowY + 4)),
                ],
                value: formatCompact(x1 - x0), name: name, labelSide: .below))
    }

    /// The safe-area insets. Where the content controller's view starts below the screen's top
    /// (under an opaque bar) or ends above its bottom, that part is the view's place, and its own
    /// inset is measured from there, as `safeAreaInsets` reports it.
    mutating func safeArea(_ insets: EdgeInsets) {
        let screen = placed.layout
        let view = placed.app.flatMap(contentController)?.windowFrame ?? screen.bounds
        let viewTop = min(max(view.minY, 0), insets.top)
        let viewBottom = min(max(screen.bounds.maxY - view.maxY, 0), insets.bottom)
        if viewTop > 0 { vertical(.safeArea, x: rightX, from: frame.minY, to: frame.minY + viewTop, name: "view top", side: .right) }
        if insets.top > viewTop {
            vertical(.safeArea, x: rightX, from: frame.minY + viewTop, to: frame.minY + insets.top, name: "safe top", side: .right)
        }
        if insets.bottom > viewBottom {
            vertical(.safeArea, x: rightX, from: frame.maxY - insets.bottom, to: frame.maxY - viewBottom, name: "safe bottom", side: .right)
        }
        if viewBottom > 0 {
            vertical(.safeArea, x: rightX, from: frame.maxY - viewBottom, to: frame.maxY, name: "view bottom", side: .right)
        }
        if insets.left > 0 { horizontal(x0: frame.minX, x1: frame.minX + insets.left, name: "safe left") }
        if insets.right > 0 { horizontal(x0: frame.maxX - insets.right, x1: frame.maxX, name: "safe right") }
    }
}

/// An optional title, "iPhone X · iOS 11 · portrait", sizes and insets, then the notes on
/// uncertain figures: one each, one counting them, or none.
func captionLines(_ screen: ScreenLayout, title: String? = nil, notes: CaptionNotes = .full) -> [TextBlock.Line] {
    let orientation = screen.orientation.isLandscape ? "landscape (\(screen.orientation.rawValue))" : screen.orientation.rawValue
    var figures = ["\(screen.bounds.size) pt @\(formatCompact(screen.scale))x"]
    figures.append(screen.statusBar.map { "status bar \(formatCompact($0.frame.height))" } ?? "status bar hidden")
    figures.append(screen.safeArea.map { "safe area \($0.insets)" } ?? "no safe area before iOS 11")
    var lines: [TextBlock.Line] = title.map { [TextBlock.Line(text: $0, style: .title)] } ?? []
    lines.append(TextBlock.Line(text: "\(screen.deviceName) · \(screen.osName) · \(orientation)", style: title == nil ? .title : .body))
    lines.append(TextBlock.Line(text: figures.joined(separator: " · "), style: .body))
    switch notes {
    case .full:
        for figure in screen.uncertain {
            lines.append(TextBlock.Line(text: "\(figure.confidence.mark) \(figure.figure): \(figure.basis)", style: .note))
        }
    case .brief:
        if let line = briefNote(screen.uncertain) { lines.append(TextBlock.Line(text: line, style: .note)) }
    case .none: break
    }
    return lines
}

/// The bars' strips to dimension, in window coordinates, top to bottom.
func barStrips(_ app: AppLayout) -> [(name: String, minY: Double, maxY: Double)] {
    var strips: [(String, Double, Double)] = []
    for node in app.window.subtree where !node.isHidden {
        switch node.viewClass {
        case .navigationBar:
            let parts = node.children.filter { !$0.isHidden && $0.frame.height > 0 }
            let named: [(ViewClass, String)] = [
                (.navigationBarModernPromptView, "prompt"), (.navigationBarContentView, "nav bar"),
                (.navigationBarLargeTitleView, "large title"), (.paletteClippingView, "search"),
            ]
            let found = named.compactMap { viewClass, name in parts.first { $0.viewClass == viewClass }.map { (name, $0) } }
            if found.isEmpty {
                strips.append(("nav bar", node.windowFrame.minY, node.windowFrame.maxY))
            } else {
                strips += found.map { ($0.0, $0.1.windowFrame.minY, $0.1.windowFrame.maxY) }
            }
        case .searchBar where node.isDeclared:
            strips.append(("search bar", node.windowFrame.minY, node.windowFrame.maxY))
        case .tabBar, .toolbar:
            // A bar the scene adds itself keeps its whole frame (KB62: it does not grow by the inset).
            let inset = node.isDeclared ? 0 : node.safeAreaInsets?.bottom ?? 0
            strips.append((node.viewClass == .tabBar ? "tab bar" : "toolbar", node.windowFrame.minY, node.windowFrame.maxY - inset))
        default: continue
        }
    }
    return strips.sorted { $0.1 < $1.1 }
}

/// The marks a figure shows, in a fixed order: only those its overlays and app actually draw.
func legendMarks(_ overlays: Overlays, screen: ScreenLayout, app: AppLayout?) -> [Legend.Mark] {
    var marks: [Legend.Mark] = []
    if overlays.safeArea && screen.safeArea != nil { marks.append(.safeArea) }
    if overlays.statusBar && screen.statusBar != nil { marks.append(.statusBar) }
    guard let app else { return marks }
    if !leftStrips(app, overlays: overlays).filter({ $0.name != "keyboard" }).isEmpty { marks.append(.bars) }
    let nodes = app.window.subtree
    if overlays.tapRegions {
        marks.append(.tappable)
        if nodes.contains(where: { !$0.deadRegion.isEmpty && $0.isTapSubject }) { marks.append(.dead) }
        if nodes.contains(where: { !$0.tapRegion.isEmpty && $0.isTapContainer }) { marks.append(.containerTappable) }
        if nodes.contains(where: { !$0.deadRegion.isEmpty && $0.isTapContainer }) { marks.append(.containerDead) }
    }
    if overlays.margins { marks.append(.margins) }
    if overlays.readable { marks.append(.readable) }
    if nodes.contains(where: \.isUserBox) { marks.append(.view) }
    if nodes.contains(where: { $0.viewClass == .stackView }) { marks.append(.stackView) }
    if overlays.exploded && explodedView(app, focus: overlays.explodedFocus, origin: .zero).layers.contains(where: { $0.kind == .bar }) {
        marks.append(.barLayer)
    }
    return marks
}

/// The view of the controller whose content fills the screen: the deepest visible root view of
/// a plain view controller.
func contentController(_ app: AppLayout) -> ViewNode? {
    app.window.subtree.last { !$0.isHidden && $0.viewController?.isContentController == true }
}

/// "UIViewController: view at y 88, safeAreaInsets {0, 0, 34, 0}[, adjustedContentInset …]".
func contentCaption(_ content: ViewNode) -> String {
    let insets =
        content.safeAreaInsets.map { "safeAreaInsets \($0)" }
        ?? "layout guides \(formatCompact(content.topLayoutGuideLength ?? 0))/\(formatCompact(content.bottomLayoutGuideLength ?? 0))"
    var line = "\(content.viewController?.description ?? "view controller"): view at y \(formatCompact(content.windowFrame.minY)), \(insets)"
    if let scroll = content.scroll { line += ", adjustedContentInset \(scroll.adjustedContentInset)" }
    return line
}

/// The screen with its safe area replaced by the content controller's, in screen coordinates:
/// what the app's own views must keep clear of (bars included).
func contentSafeAreaScreen(_ app: AppLayout, content: ViewNode?) -> ScreenLayout {
    var screen = app.screen
    guard screen.safeArea != nil, let content, let insets = content.safeAreaInsets else { return screen }
    let bounds = screen.bounds
    // A view part off the screen (sliding in a pop) is measured where it shows.
    let frame = content.windowFrame.inset(by: insets).intersection(bounds) ?? content.windowFrame.inset(by: insets)
    screen.safeArea = SafeAreaLayout(
        insets: EdgeInsets(top: frame.minY, left: frame.minX, bottom: bounds.maxY - frame.maxY, right: bounds.maxX - frame.maxX),
        frame: frame)
    return screen
}

/// "~ 3 figures inferred, ? 1 estimated: bezel explain lists them", for `notes: brief`.
func briefNote(_ uncertain: [UncertainFigure]) -> String? {
    let inferred = uncertain.filter { $0.confidence == .inferred }.count
    let counts = [(inferred, "~", "inferred"), (uncertain.count - inferred, "?", "estimated")].filter { $0.0 > 0 }
    guard !counts.isEmpty else { return nil }
    // The noun once, after the first count.
    let parts = counts.enumerated().map { index, count in
        let noun = index > 0 ? "" : count.0 == 1 ? " figure" : " figures"
        return "\(count.1) \(count.0)\(noun) \(count.2)"
    }
    return parts.joined(separator: ", ") + ": bezel explain lists them"
}
