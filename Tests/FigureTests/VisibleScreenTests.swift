import BezelGeometry
import Testing

@testable import BezelFigure

/// Id labels are kept out of what the display does not show: its rounded corners and the sensor
/// housing (the iPhone X: corner radius 39, notch 209 × 30 centred at the top, S6 and S35).
struct VisibleScreenTests {
    let screen = VisibleScreen(
        bounds: Rect(x: 0, y: 0, width: 375, height: 812), cornerRadius: 39, housing: Rect(x: 83, y: 0, width: 209, height: 30))

    @Test func cornersAndHousingHide() {
        // A label at a box's corner in the screen's top-left corner: its top-left point is 37 pt
        // from the corner's centre (39, 39) diagonally, outside the 39 pt arc.
        #expect(screen.hides(Rect(x: 3, y: 2, width: 24, height: 12)))
        #expect(!screen.hides(Rect(x: 3, y: 41, width: 24, height: 12)))
        #expect(!screen.hides(Rect(x: 40, y: 2, width: 24, height: 12)))
        #expect(screen.hides(Rect(x: 100, y: 10, width: 24, height: 12)))
        // Bottom-right, and a square screen hides nothing but the housing.
        #expect(screen.hides(Rect(x: 360, y: 800, width: 12, height: 10)))
        let square = VisibleScreen(bounds: Rect(x: 0, y: 0, width: 375, height: 667), cornerRadius: 0, housing: nil)
        #expect(!square.hides(Rect(x: 0, y: 0, width: 24, height: 12)))
    }
}
