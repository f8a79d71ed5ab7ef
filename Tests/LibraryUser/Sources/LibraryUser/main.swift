import BezelKit
import Foundation

// Draws a scene from text and one built in Swift into the folder named on the command line, and
// prints what it wrote; any error goes to standard error with exit status 1.
do {
    let folder = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? ".")
    let png = try Bezel.render("bezel: 1\ndevices: iphone-x\nos: ios-11\noverlays: [safe-area]\n")
    try png.write(to: folder.appendingPathComponent("text.png"))
    var scene = SceneBuilder("inbox", devices: [.iphone15Pro], os: [.ios17], overlays: [.tapRegions])
    scene.screen = .init(root: .navigation(.init(stack: [.init(title: "Inbox", navigationItem: .init(rightItems: [.system(.compose)]))])))
    try Bezel.render(scene, format: .svg).write(to: folder.appendingPathComponent("built.svg"))
    print("Bezel \(Bezel.version): text.png \(png.count) bytes; built.svg; \(try Bezel.explain(scene).split(separator: "\n").count) views")
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
