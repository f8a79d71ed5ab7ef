import ArgumentParser
import BezelDevices

extension Bezel {
    struct Devices: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "devices",
            abstract: "List every device: sizes, scale, corner radius, sensor housing, status bar and safe areas per iOS version.")

        @Flag(help: "Print JSON with every figure's confidence and sources.")
        var json = false

        @Option(help: "Only this family: iphone or ipad.")
        var family: DeviceFamily?

        @Argument(help: "Device ids to show (default: all).")
        var ids: [DeviceID] = []

        func run() throws {
            let devices = Catalog.devices(ids, family: family)
            print(json ? CatalogExport.json(devices).text() : CatalogExport.table(devices), terminator: "")
        }
    }
}

extension DeviceFamily: ExpressibleByArgument {}

extension DeviceID: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument) }
}
