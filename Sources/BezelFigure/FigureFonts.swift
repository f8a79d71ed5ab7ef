import BezelDrawing
import BezelLayout

/// The fonts nearly every figure draws text in: its caption (title, body, notes), dimension
/// labels, legend and view-id labels, the status bar's, and the navigation and tab bars'.
/// A renderer can load them ahead, while the scene is still being read (`FontStart.prepare`):
/// in the 32 gallery scenes at 3×, these ten were 255 of the 274 fonts loaded for drawing.
public let commonFigureFonts: [Font] = {
    let caption = [TextBlock.font(.title), TextBlock.font(.body), TextBlock.font(.note)]
    let labels = [DimensionLabel.valueFont, DimensionLabel.nameFont, legendFont, idLabelFont]
    let statusBar = [false, true].flatMap { [statusBarTimeFont(large: $0), statusBarTextFont(large: $0)] }
    let bars = [Font.barTitle, Font.barButton, Font.tabBarItem]
    var seen: Set<Font> = []
    return (caption + labels + statusBar + bars).filter { seen.insert($0).inserted }
}()
