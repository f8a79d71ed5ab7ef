import BezelDrawing
import BezelGeometry

/// The exploded view: with a focus, the screen faint and dashed at level 0; the layers back to
/// front, each a parallelogram filled half-opaque in the screen colour (so nearer layers veil
/// farther ones) and tinted and outlined by its kind; then each label's leader line, the dot on
/// its layer's corner and the name, right-aligned in the column.
func explodedPrimitives(_ view: ExplodedView, theme: Theme, measurer: any TextMeasurer) -> [Primitive] {
    var result: [Primitive] = []
    if view.focus != nil {
        let plate = polygon(view.corners(of: view.screen, level: 0))
        result += [.fill(plate, theme.screen.withAlpha(0.5)), .stroke(plate, Stroke(theme.extensionLine, width: 1, dash: [4, 3]))]
    }
    for index in view.paintingOrder {
        result += layerPrimitives(
            view.layers[index], corners: view.corners(of: view.layers[index].frame, level: view.layers[index].level), theme: theme)
    }
    let boxes = explodedLabelBoxes(view, measurer: measurer)
    for (label, box) in zip(view.labels, boxes) {
        let layer = view.layers[label.layer]
        let ink = layerInk(layer.kind, theme: theme)
        result.append(.line(Segment(label.leaderStart, label.anchor), Stroke(theme.extensionLine.withAlpha(0.8), width: 0.5)))
        var dot = Path()
        dot.arc(center: label.anchor, radius: 1.75, from: 0, to: 2 * .pi)
        dot.close()
        result.append(.fill(dot, ink.stroke))
        result.append(
            .text(TextRun(layer.name, font: labelFont(layer.kind), color: ink.text, origin: box.origin, maxWidth: ExplodedView.labelWidth)))
    }
    return result
}

/// Each label's text box on the canvas, in the order of `view.labels`: measured with the
/// renderer's measurer, ellipsized at the column's width and right-aligned in it.
public func explodedLabelBoxes(_ view: ExplodedView, measurer: any TextMeasurer) -> [Rect] {
    view.labels.map { label in
        let layer = view.layers[label.layer]
        let size = measurer.size(of: layer.name, font: labelFont(layer.kind), maxWidth: ExplodedView.labelWidth)
        let width = min(size.width, ExplodedView.labelWidth)
        let y = label.origin.y + (ExplodedView.labelRowHeight - size.height) / 2
        return Rect(x: label.origin.x + ExplodedView.labelWidth - width, y: y, width: width, height: size.height)
    }
}

/// Scene views and bar buttons in semibold, as the hierarchy panel sets them.
private func labelFont(_ kind: ExplodedView.Kind) -> Font {
    Font(size: 9, weight: kind == .subject || kind == .screen ? .semibold : .regular)
}

/// A layer's outline, tint and label colour.
private func layerInk(_ kind: ExplodedView.Kind, theme: Theme) -> (stroke: Color, tint: Color?, text: Color) {
    switch kind {
    case .screen: (theme.bezel, nil, theme.text)
    case .bar: (theme.barDimension.withAlpha(0.85), theme.barDimension.withAlpha(0.10), theme.barDimension)
    case .content: (theme.extensionLine, nil, theme.text)
    case .subject: (theme.app.viewStroke, theme.app.viewFill, theme.app.viewLabel)
    }
}

private func layerPrimitives(_ layer: ExplodedView.Layer, corners: [Point], theme: Theme) -> [Primitive] {
    let outline = polygon(corners)
    let ink = layerInk(layer.kind, theme: theme)
    let paper = theme.screen.withAlpha(layer.kind == .screen ? 0.95 : 0.55)
    var result: [Primitive] = [.fill(outline, paper)]
    if let tint = ink.tint { result.append(.fill(outline, tint)) }
    result.append(.stroke(outline, Stroke(ink.stroke, width: layer.kind == .screen ? 1.5 : 0.75)))
    return result
}

private func polygon(_ points: [Point]) -> Path {
    var path = Path()
    path.move(to: points[0])
    for point in points.dropFirst() { path.line(to: point) }
    path.close()
    return path
}
