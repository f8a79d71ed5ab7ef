import Devices
import Foundation
import Layout
import Render

let cases: [(DeviceID, OSVersion, Orientation)] = [
    (.iphoneX, .ios11, .portrait), (.iphone14Pro, .ios16, .portrait), (.iphone8, .ios12, .portrait),
    (.iphoneX, .ios11, .landscapeRight), (.ipadPro11Gen1, .ios12, .landscapeRight), (.iphone12Mini, .ios14, .portrait),
]
for (id, os, orientation) in cases {
    let layout = layoutScreen(Catalog[id], os: os, orientation: orientation)
    let diagram = deviceDiagram(layout, overlays: Overlays(safeArea: true, statusBar: true))
    let start = Date()
    let png = try Renderer.renderPNG(diagram, scale: 2)
    try writeAtomically(png, to: URL(fileURLWithPath: "/tmp/bz/\(id.rawValue)-\(os.rawValue)-\(orientation.rawValue).png"))
    print(id.rawValue, png.count, Date().timeIntervalSince(start))
    print(layout.dump)
}
