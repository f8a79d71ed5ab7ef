/// Major iOS / iPadOS versions Bezel models. Apple numbered them 7 … 18 and then jumped to 26 (2025).
/// iOS 7 is the oldest: the flat bars, the status bar under the app, and the top and bottom layout
/// guides start there; iOS 6 and before laid bars out differently and are not modelled.
///
/// iOS 27 is not modelled: the reference tables (DEVICES in docs/sources.md) saw it only as a
/// beta in one source, with no verified chrome figures. Adding it is one case here plus the
/// supported-range data, once figures exist.
public enum OSVersion: String, CaseIterable, Comparable, Sendable, Codable {
    case ios7 = "ios-7"
    case ios8 = "ios-8"
    case ios9 = "ios-9"
    case ios10 = "ios-10"
    case ios11 = "ios-11"
    case ios12 = "ios-12"
    case ios13 = "ios-13"
    case ios14 = "ios-14"
    case ios15 = "ios-15"
    case ios16 = "ios-16"
    case ios17 = "ios-17"
    case ios18 = "ios-18"
    case ios26 = "ios-26"

    public var major: Int {
        switch self {
        case .ios7: 7
        case .ios8: 8
        case .ios9: 9
        case .ios10: 10
        case .ios11: 11
        case .ios12: 12
        case .ios13: 13
        case .ios14: 14
        case .ios15: 15
        case .ios16: 16
        case .ios17: 17
        case .ios18: 18
        case .ios26: 26
        }
    }

    public init?(major: Int) {
        guard let match = OSVersion.allCases.first(where: { $0.major == major }) else { return nil }
        self = match
    }

    /// The newest version in the catalog; devices still supported by Apple run it.
    public static let newest: OSVersion = .ios26
    public static let oldest: OSVersion = .ios7

    public static func < (a: OSVersion, b: OSVersion) -> Bool { a.major < b.major }

    /// "iOS 12", or "iPadOS 13" for an iPad from version 13 on (the name Apple used then).
    public func displayName(for family: DeviceFamily) -> String {
        family == .ipad && major >= 13 ? "iPadOS \(major)" : "iOS \(major)"
    }
}

public enum DeviceFamily: String, CaseIterable, Sendable, Codable {
    case iphone
    case ipad
}

public enum Orientation: String, CaseIterable, Sendable, Codable {
    /// Home button or home indicator at the bottom.
    case portrait
    /// `UIInterfaceOrientation.landscapeLeft`: home button / indicator on the left, so the
    /// sensor housing is on the right.
    case landscapeLeft = "landscape-left"
    /// `UIInterfaceOrientation.landscapeRight`: home button / indicator on the right, sensor
    /// housing on the left. The usual landscape, and what `landscape` means in scene files.
    case landscapeRight = "landscape-right"
    /// `UIInterfaceOrientation.portraitUpsideDown`: home button / indicator at the top. Only
    /// iPads and home-button iPhones rotate there; Face ID iPhones never do (KEYBOARD §4.3).
    /// `orientations: all` in a scene keeps meaning the other three.
    case portraitUpsideDown = "portrait-upside-down"

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// An orientation as scene files and `bezel explain --orientation` name it: a raw value, or
    /// `landscape` for `landscapeRight`, the usual landscape.
    public init?(named name: String) {
        if name == "landscape" {
            self = .landscapeRight
        } else {
            self.init(rawValue: name)
        }
    }
}

/// Horizontal or vertical size class, as UIKit's `UIUserInterfaceSizeClass`.
public enum SizeClass: String, Sendable, Codable {
    case compact
    case regular
}
