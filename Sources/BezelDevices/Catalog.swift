import BezelSupport

/// The device catalog: every iPhone and iPad that ran iOS 7 or later, in release order.
public enum Catalog {
    /// All devices, iPhones first, each family in release order (the order of `DeviceID`).
    public static let all: [Device] = phones + pads

    private static let byID: [DeviceID: Device] = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

    /// The device for an id. Every `DeviceID` has exactly one entry (checked by the tests).
    public static subscript(id: DeviceID) -> Device {
        guard let device = byID[id] else { preconditionFailure("catalog has no entry for \(id.rawValue)") }
        return device
    }

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
