import BezelDevices
import BezelFigure
import Dispatch
import Foundation
import BezelGeometry
import BezelGolden
import BezelImageDiff
import BezelLayout
import BezelPipeline
import BezelRaster
import BezelRender

/// Rendering benchmarks: per-image stage times and the whole golden check.

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<runs { times.append(try seconds(body)) }
    return times.sorted()[runs / 2]
}

func ms(_ value: Double) -> String { String(format: "%7.1f ms", value * 1000) }

func renderBenchmarks() throws {
    try Fonts.verify()
    let cases: [(DeviceID, OSVersion)] = [(.iphone8, .ios16), (.iphoneX, .ios16), (.iphone16ProMax, .ios26), (.ipadPro13M4, .ios26)]
    print("Per image, device drawing with safe-area and status-bar overlays and caption, median of 9 runs:")
    print("device                scale  pixels       layout     draw       encode     decode     compare   PNG size")
    for (id, os) in cases {
        let device = Catalog[id]
        var layout = layoutScreen(device, os: os, orientation: .portrait)
        let layoutTime = median(9) { layout = layoutScreen(device, os: os, orientation: .portrait) }
        let diagram = deviceDiagram(layout, overlays: Overlays(safeArea: true, statusBar: true))
        var image = try renderImage(diagram, scale: device.screen.scale)
        let draw = try median(9) { image = try renderImage(diagram, scale: device.screen.scale) }
        var png: [UInt8] = []
        let encode = try median(9) { png = try PNGCodec.encode(image) }
        var decoded = image
        let decode = try median(9) { decoded = try PNGCodec.decode(png) }
        let compare = median(9) { _ = perceptualCompare(image, decoded) }
        print(
            id.rawValue.padding(toLength: 22, withPad: " ", startingAt: 0)
                + "\(formatCompact(device.screen.scale))x     "
                + "\(image.width)×\(image.height)".padding(toLength: 12, withPad: " ", startingAt: 0)
                + " \(ms(layoutTime)) \(ms(draw)) \(ms(encode)) \(ms(decode)) \(ms(compare))  \(png.count / 1024) KB")
    }
}
