import BezelDrawing
import BezelGeometry
import BezelLayout

/// An app on a shared iPad screen: the other app's area (a neutral fill: Bezel does not draw
/// another app), the black Split View divider, or the full-screen app dimmed under the
/// floating Slide Over window, whose rounded corners clip the app.
func sharedScreenPrimitives(_ app: AppLayout, _ drawn: [Primitive], origin: Point, theme: Theme) -> [Primitive] {
    guard let shared = app.multitasking else { return drawn }
    let place = { (rect: Rect) in rect.offsetBy(dx: origin.x, dy: origin.y) }
    var result: [Primitive] = [.fill(.rect(place(shared.otherApp)), otherAppFill)]
    if shared.dimsOtherApp { result.append(.fill(.rect(place(shared.otherApp)), dimming)) }
    if let divider = shared.divider { result.append(.fill(.rect(place(divider)), dividerFill)) }
    let window = place(shared.windowFrame)
    guard shared.windowCornerRadius > 0 else { return result + [.fill(.rect(window), theme.screen)] + drawn }
    let outline = Path.roundedRect(window, radius: shared.windowCornerRadius)
    result.append(.clip(outline, [.fill(.rect(window), theme.screen)] + drawn))
    result.append(.stroke(outline, Stroke(theme.app.viewStroke, width: 1, dash: [])))
    return result
}

/// The other app: the grey of an empty system background, so the app's own views stand out.
private let otherAppFill = Color(hex: 0xD1D1D6)
/// The full-screen app under Slide Over, dimmed.
private let dimming = Color(hex: 0x000000, alpha: 0.2)
/// The Split View divider is black on the device.
private let dividerFill = Color(hex: 0x000000)
