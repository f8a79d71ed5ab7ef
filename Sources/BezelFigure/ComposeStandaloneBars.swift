import BezelDrawing
import BezelGeometry
import BezelLayout

/// The background a top-attached standalone bar draws above its frame, up to the screen's top
/// edge under the status bar: the bar's box colour, without an outline, since the frame itself
/// does not reach there.
func barExtensionPrimitives(_ app: AppLayout, _ context: AppContext) -> [Primitive] {
    app.window.subtree.filter { $0.backgroundExtensionTop > 0 && !$0.isHidden }.map { node in
        let frame = node.windowFrame
        let band = Rect(x: frame.minX, y: frame.minY - node.backgroundExtensionTop, width: frame.width, height: node.backgroundExtensionTop)
        return .fill(.rect(band.offsetBy(dx: context.origin.x, dy: context.origin.y)), context.colors.viewFill)
    }
}
