import BezelGeometry

/// The fronts of the home-button devices (`DeviceFront`), in millimetres. Body sizes are Apple's
/// published dimensions (S54). No source states where the display sits: it is drawn centred both
/// ways, forehead and chin equal, as front views show (S55). The home button of the iPhone 5
/// family is 10.9 across (S55); the others, the corner radii and the earpiece and camera places
/// are estimates read off front views, named here.
enum Fronts {
    // MARK: iPhones

    // The 4 and 4s: camera left of the earpiece; the 5 family: centred above it; from the 6: left of it.
    static let iphone4 = phone(width: 58.6, height: 115.2, screen: Hardware.iphone35, corner: 8.5, button: estimatedButton, camera: Point(x: -8.5, y: 0))
    static let iphone5 = phone(width: 58.6, height: 123.8, screen: Hardware.iphone40, corner: 8.5, button: button5, camera: Point(x: 0, y: -4.5))
    static let iphone5c = phone(width: 59.2, height: 124.4, screen: Hardware.iphone40, corner: 9, button: button5, camera: Point(x: 0, y: -4.5))
    static let iphone6 = phone(width: 67.0, height: 138.1, screen: Hardware.iphone47, corner: 9.5, button: button6, camera: Point(x: -9.5, y: -1.5))
    static let iphone6s = phone(width: 67.1, height: 138.3, screen: Hardware.iphone47, corner: 10, button: button6, camera: Point(x: -9.5, y: -1.5))
    static let iphone8 = phone(width: 67.3, height: 138.4, screen: Hardware.iphone47, corner: 10, button: button6, camera: Point(x: -9.5, y: -1.5))
    static let iphone6Plus = phone(width: 77.8, height: 158.1, screen: Hardware.iphone55, corner: 10, button: button6, camera: Point(x: -10.5, y: -1.5))
    static let iphone6sPlus = phone(width: 77.9, height: 158.2, screen: Hardware.iphone55, corner: 10.5, button: button6, camera: Point(x: -10.5, y: -1.5))
    static let iphone8Plus = phone(width: 78.1, height: 158.4, screen: Hardware.iphone55, corner: 10.5, button: button6, camera: Point(x: -10.5, y: -1.5))

    // MARK: iPads

    static let ipad2 = pad(width: 185.7, height: 241.2, screen: Hardware.ipad97, corner: 12)
    static let ipadAir = pad(width: 169.5, height: 240, screen: Hardware.ipad97, corner: 11)
    static let ipad102 = pad(width: 174.1, height: 250.6, screen: Hardware.ipad102, corner: 11)
    static let ipadPro105 = pad(width: 174.1, height: 250.6, screen: Hardware.ipad105, corner: 11)
    static let ipadMini = pad(width: 134.7, height: 200, screen: Hardware.ipadMini79, corner: 9.5)
    static let ipadMini4 = pad(width: 134.8, height: 203.2, screen: Hardware.ipadMini79, corner: 9.5)
    static let ipadPro129 = pad(width: 220.6, height: 305.7, screen: Hardware.ipad129Home, corner: 13)

    // MARK: Builders

    /// The home button: the glass opening of the 5 family is stated; the 6's was measured off a
    /// model; iPads and the 4 are estimates.
    static let button5 = Sourced(10.9, Provenance(.single, [.s55], note: "front glass opening of the 5, 5c, 5s and SE"))
    static let button6 = Sourced(10.6, Provenance(.estimate, [.s55], note: "measured off a model of the 6 and 6 Plus"))
    static let estimatedButton = Sourced(11.0, Provenance(.estimate, [.s55], note: "no published diameter found"))

    /// A phone: the display centred, the earpiece 10.5 × 1.5 in the forehead, the camera `camera`
    /// from the earpiece's centre (left of it from the iPhone 6, above it on the 5).
    static func phone(
        width: Double, height: Double, screen: Screen, corner: Double, button: Sourced<Double>, camera: Point
    ) -> DeviceFront {
        let top = (height - screen.physicalSize.height) / 2
        return DeviceFront(
            body: Sourced(Size(width: width, height: height), Provenance(.confirmed, [.s54])),
            displayTop: Sourced(top, Provenance(.single, [.s55], note: "display centred on the front")),
            cornerRadius: Sourced(corner, Provenance(.estimate, [.s55], note: "read off front views")),
            homeButton: button, earpiece: Size(width: 10.5, height: 1.5),
            camera: Point(x: camera.x, y: top / 2 + camera.y), cameraDiameter: 2.6)
    }

    /// An iPad: the display centred, the camera centred in the forehead, no earpiece.
    static func pad(width: Double, height: Double, screen: Screen, corner: Double) -> DeviceFront {
        let top = (height - screen.physicalSize.height) / 2
        return DeviceFront(
            body: Sourced(Size(width: width, height: height), Provenance(.confirmed, [.s54])),
            displayTop: Sourced(top, Provenance(.single, [.s55], note: "display centred on the front")),
            cornerRadius: Sourced(corner, Provenance(.estimate, [.s55], note: "read off front views")),
            homeButton: estimatedButton, earpiece: nil, camera: Point(x: 0, y: top / 2), cameraDiameter: 2.6)
    }
}
