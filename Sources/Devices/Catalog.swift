import Support

/// The device catalog: every iPhone and iPad that ran iOS 9 or later, in release order.
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

    /// Known ids closest to a mistyped one, best first, for "did you mean" messages.
    public static func suggestions(for text: String, limit: Int = 3) -> [String] {
        closest(to: text, among: DeviceID.allCases.map(\.rawValue), limit: limit)
    }
}
