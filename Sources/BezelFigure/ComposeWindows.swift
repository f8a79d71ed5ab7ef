import BezelDrawing
import BezelGeometry
import BezelLayout

/// Windows besides the main one, lowest level first, each over the ones below it, with a thin
/// dashed outline of its frame so a window smaller than the screen shows where it ends; its root
/// view is drawn as an opaque sheet, as the main window's is. Windows above the status bar's
/// level (1000; KB67, KB69) are drawn over it, the others under it.
func additionalWindowPrimitives(_ app: AppLayout, _ context: AppContext, aboveStatusBar: Bool) -> [Primitive] {
    app.additionalWindows.filter { ($0.level > statusBarLevel) == aboveStatusBar }.flatMap { extra -> [Primitive] in
        let place = extra.window.frame.offsetBy(dx: context.origin.x, dy: context.origin.y)
        return [.fill(.rect(place), context.colors.cellBackground)] + nodePrimitives(extra.window, parent: nil, context.planningIdLabels(extra.window))
            + [.stroke(.rect(place), Stroke(context.colors.stackStroke, width: 1, dash: [4, 2]))]
    }
}

/// `UIWindow.Level.statusBar` (KB67, KB68).
private let statusBarLevel = 1000.0

/// The windows that cover the status bar, drawn after it.
func windowsAboveStatusBar(_ app: AppLayout, origin: Point, overlays: Overlays, theme: Theme, measurer: any TextMeasurer) -> [Primitive] {
    let context = AppContext(origin: origin, classNames: overlays.classNames, colors: theme.app, measurer: measurer)
    return additionalWindowPrimitives(app, context, aboveStatusBar: true)
}
