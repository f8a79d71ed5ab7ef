import BezelDrawing
import BezelGeometry
import BezelLayout

/// What a presentation adds to a view's drawing (PRESENT §1.3, §1.4): a dimming view's black
/// overlay, a sheet's or the presenting view's rounded corners (its background filled, its
/// contents clipped), the grabber's capsule, and the presenting view scaled back over the black
/// window. `drawn` is the view's own drawing with its subviews'.
func presentationPrimitives(_ node: ViewNode, frame: Rect, drawn: [Primitive], _ context: AppContext) -> [Primitive] {
    var result = drawn
    if node.viewClass == .grabber { return [.fill(.capsule(frame), context.colors.grabber)] }
    if let dimming = node.dimming, dimming > 0 { result.insert(.fill(.rect(frame), Color(hex: 0x000000, alpha: dimming)), at: 0) }
    if let radius = node.cornerRadius, let arrow = node.arrow, let content = node.children.first {
        // A popover: its bubble round the content, with the arrow's triangle joined to it.
        var shape = Path.roundedRect(content.windowFrame.offsetBy(dx: context.origin.x, dy: context.origin.y), radius: radius)
        let box = arrow.offsetBy(dx: context.origin.x, dy: context.origin.y)
        shape.append(arrowTriangle(box, up: arrow.minY < content.windowFrame.minY))
        // Undimmed, a white bubble over a white screen needs its edge drawn (UIKit draws a shadow).
        return [.fill(shape, context.colors.sheetBackground), .clip(shape, result), .stroke(shape, Stroke(context.colors.separator, width: 1))]
    }
    if let radius = node.cornerRadius {
        // A card across the whole width reaches the screen's bottom edge, where its corners are
        // the display's (CHARON): round only its top, and let the screen's outline clip the rest.
        let attached = node.viewClass == .dropShadowView && node.windowFrame.minX == 0 && node.transform == nil
        let shape = Path.roundedRect(
            attached ? Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height + radius) : frame, radius: radius)
        result = [.fill(shape, context.colors.sheetBackground), .clip(shape, result)]
    }
    if let transform = node.transform {
        let anchor = transform.anchor(for: node.windowFrame) + context.origin
        // A scaled-back presenting view leaves the black window showing around it.
        let behind: [Primitive] = node.viewController != nil ? [.fill(.rect(frame), context.colors.windowBackground)] : []
        result = behind + [.scale(factor: transform.scale, anchor: anchor, result)]
    }
    return result
}

/// A popover arrow's triangle in `box`: the tip on the top edge when `up`, else the bottom; wound
/// like `Path.roundedRect` so the two fill as one shape. Its base overlaps the bubble by 1 pt.
private func arrowTriangle(_ box: Rect, up: Bool) -> Path {
    var path = Path()
    if up {
        path.move(to: Point(x: box.midX, y: box.minY))
        path.line(to: Point(x: box.maxX, y: box.maxY + 1))
        path.line(to: Point(x: box.minX, y: box.maxY + 1))
    } else {
        path.move(to: Point(x: box.midX, y: box.maxY))
        path.line(to: Point(x: box.minX, y: box.minY - 1))
        path.line(to: Point(x: box.maxX, y: box.minY - 1))
    }
    path.close()
    return path
}

/// A translucent view's drawing (`alpha` below 1, as a bar's items mid-pop): the view and its
/// subviews composited as one layer at `alpha`, as UIKit composites a view.
func faded(_ primitives: [Primitive], alpha: Double) -> [Primitive] {
    primitives.isEmpty ? [] : [.opacity(alpha, primitives)]
}
