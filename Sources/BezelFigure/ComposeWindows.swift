import BezelDrawing
import BezelGeometry
import BezelLayout

/// Windows besides the main one, lowest level first, each over the ones below it, with a thin
/// dashed outline of its frame so a window smaller than the screen shows where it ends; its root
/// view is drawn as an opaque sheet, as the main window's is.
func additionalWindowPrimitives(_ app: AppLayout, _ context: AppContext) -> [Primitive] {
    app.additionalWindows.flatMap { extra -> [Primitive] in
        let place = extra.window.frame.offsetBy(dx: context.origin.x, dy: context.origin.y)
        return [.fill(.rect(place), context.colors.cellBackground)] + nodePrimitives(extra.window, parent: nil, context)
            + [.stroke(.rect(place), Stroke(context.colors.stackStroke, width: 1, dash: [4, 2]))]
    }
}
