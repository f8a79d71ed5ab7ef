import BezelDrawing
import BezelGeometry
import BezelLayout

/// The software keyboard as an outline of its frame, lightly tinted, with its name inside: not
/// a picture of Apple's keys. Its height is dimensioned beside the screen (`dimensions(for:)`).
func keyboardPrimitives(_ app: AppLayout, origin: Point, theme: Theme, measurer: any TextMeasurer) -> [Primitive] {
    guard let frame = app.keyboard?.frame else { return [] }
    let place = frame.offsetBy(dx: origin.x, dy: origin.y)
    let ink = theme.barDimension
    let font = Font(size: 11, weight: .semibold)
    let name = app.keyboard?.predictive == true ? "keyboard (QuickType)" : "keyboard"
    let size = measurer.size(of: name, font: font)
    return [
        .fill(.rect(place), ink.withAlpha(0.12)),
        .stroke(.rect(place.inset(by: EdgeInsets(top: 0.75, left: 0.75, bottom: 0.75, right: 0.75))), Stroke(ink, width: 1.5)),
        .text(TextRun(name, font: font, color: ink, origin: Point(x: place.midX - size.width / 2, y: place.midY - size.height / 2))),
    ]
}
