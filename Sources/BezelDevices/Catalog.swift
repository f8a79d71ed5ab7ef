import BezelSupport
import Synchronization

/// The device catalog: every iPhone and iPad that ran iOS 7 or later, in release order.
public enum Catalog {
    /// All devices, iPhones first, each family in release order (the order of `DeviceID`).
    public static let all: [Device] = DeviceID.allCases.map { Catalog[$0] }

    /// The device for an id. Every `DeviceID` has exactly one entry (checked by the tests).
    ///
    /// Each device is built the first time it is asked for, and kept: a command that draws one
    /// device does not build the other 92 (0.3-0.5 ms, most of it in touching fresh memory, of
    /// the dead strip's 30).
    public static subscript(id: DeviceID) -> Device {
        let index = positions[id]!
        if let device = built.withLock({ $0[index] }) { return device }
        guard let device = iphone(id) ?? ipad(id) else { preconditionFailure("catalog has no entry for \(id.rawValue)") }
        built.withLock { $0[index] = device }
        return device
    }

    private static let positions = Dictionary(uniqueKeysWithValues: DeviceID.allCases.enumerated().map { ($1, $0) })
    private static let built = Mutex<[Device?]>(Array(repeating: nil, count: DeviceID.allCases.count))

    public static func devices(in family: DeviceFamily) -> [Device] {
        all.filter { $0.family == family }
    }

    /// The devices with these ids (every device when none is given), in that order, keeping only
    /// `family` when one is given: what `bezel devices` lists.
    public static func devices(_ ids: [DeviceID], family: DeviceFamily? = nil) -> [Device] {
        let listed = ids.isEmpty ? all : ids.map { self[$0] }
        return family.map { family in listed.filter { $0.family == family } } ?? listed
    }

    /// The first version any device of `device`'s family ran with its screen size in points: an
    /// app linked against an older SDK does not know that screen (the oldest modelled version
    /// when the size predates the catalog's range).
    public static func firstOS(ofScreen device: Device) -> OSVersion {
        let first = all.filter { $0.family == device.family && $0.screen.points == device.screen.points }.map(\.firstMajorOS.value).min()
        return OSVersion.allCases.first { $0.major >= (first ?? 0) } ?? .newest
    }

    /// Known ids closest to a mistyped one, best first, for "did you mean" messages.
    public static func suggestions(for text: String, limit: Int = 3) -> [String] {
        closest(to: text, among: DeviceID.allCases.map(\.rawValue), limit: limit)
    }
}
