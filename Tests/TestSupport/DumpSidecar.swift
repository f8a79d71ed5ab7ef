import BezelDevices
import Foundation

/// A published dump of the fidelity corpus (Tests/Fidelity/dumps/) and its sidecar's device and
/// iOS version, when they are catalog ids (a sidecar may describe a device Bezel has no id for).
public struct PublishedDump: Sendable, CustomStringConvertible {
    public var name: String
    public var device: String?
    public var os: String?

    public init(_ name: String) throws {
        self.name = name
        let text = try String(contentsOf: Repository.url("Tests/Fidelity/dumps/\(name).yaml"), encoding: .utf8)
        func field(_ key: String) -> String? {
            guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("\(key): ") }) else { return nil }
            return line.dropFirst(key.count + 2).split(separator: " ").first.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "'\"")) }
        }
        let device = field("device").flatMap { DeviceID(rawValue: $0) }
        let os = field("os").flatMap { OSVersion(rawValue: $0) }
        let fits = device.map { id in os.map { Catalog[id].supports($0) } ?? true } ?? true
        self.device = fits ? device?.rawValue : nil
        self.os = os?.rawValue
    }

    /// The dump file's path.
    public var path: String { Repository.url("Tests/Fidelity/dumps/\(name).txt").path }
    public var description: String { name }
}
