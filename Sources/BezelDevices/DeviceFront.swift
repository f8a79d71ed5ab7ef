import BezelGeometry

/// The front face of a home-button device, in millimetres, held in portrait: what a figure draws
/// around the display so that an iPhone 8 or an iPad Air looks like one (the forehead and chin,
/// the home button, the earpiece and camera). Face ID devices have none: their thin, even border
/// is drawn stylised.
///
/// The display is centred across the body; `displayTop` places it down the body. Sizes come from
/// the published body dimensions; where a feature's size or place was not found it is an estimate
/// and says so (`uncertainFigures`).
public struct DeviceFront: Hashable, Sendable {
    /// Width × height of the body.
    public var body: Sourced<Size>
    /// From the body's top edge to the display's.
    public var displayTop: Sourced<Double>
    /// The body's corner radius (a plain circular arc, as the outline is drawn).
    public var cornerRadius: Sourced<Double>
    /// The home button's diameter; its centre is halfway down the chin.
    public var homeButton: Sourced<Double>
    /// The earpiece slot (phones), centred across, its centre halfway down the forehead.
    public var earpiece: Size?
    /// The front camera's centre: across from the body's centre line, down from the top edge.
    public var camera: Point
    /// The camera lens's diameter.
    public var cameraDiameter: Double
}

extension Screen {
    /// The display's physical width and height in millimetres (portrait), from its panel pixels
    /// and density.
    public var physicalSize: Size {
        let pixels = panelPixels ?? renderedPixels
        let millimetresPerPixel = 25.4 / Double(pixelsPerInch)
        return Size(width: Double(pixels.width) * millimetresPerPixel, height: Double(pixels.height) * millimetresPerPixel)
    }
}
