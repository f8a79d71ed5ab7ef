import BezelGeometry

/// Every iPhone that ran iOS 7 or later. Supported ranges: S9 (iosref) and S10 (endoflife.date)
/// agree on every model through iOS 26 (the iPhone 4: iOS 4–7 in both); identifiers, housings and
/// rounded corners: S2 (DeviceKit).
extension Catalog {
    /// The iPhone `id` names, built when it is first asked for (`Catalog[id]`); nil for an iPad.
    static func iphone(_ id: DeviceID) -> Device? {
        switch id {
        case .iphone4:
            phone(.iphone4, "iPhone 4", ["iPhone3,1", "iPhone3,2", "iPhone3,3"], Hardware.iphone35, front: Fronts.iphone4, os: 4...7)
        case .iphone4s: phone(.iphone4s, "iPhone 4s", ["iPhone4,1"], Hardware.iphone35, front: Fronts.iphone4, os: 5...9)
        case .iphone5: phone(.iphone5, "iPhone 5", ["iPhone5,1", "iPhone5,2"], Hardware.iphone40, front: Fronts.iphone5, os: 6...10)
        case .iphone5c: phone(.iphone5c, "iPhone 5c", ["iPhone5,3", "iPhone5,4"], Hardware.iphone40, front: Fronts.iphone5c, os: 7...10)
        case .iphone5s: phone(.iphone5s, "iPhone 5s", ["iPhone6,1", "iPhone6,2"], Hardware.iphone40, front: Fronts.iphone5, os: 7...12)
        case .iphone6: phone(.iphone6, "iPhone 6", ["iPhone7,2"], Hardware.iphone47, front: Fronts.iphone6, os: 8...12)
        case .iphone6Plus:
            phone(.iphone6Plus, "iPhone 6 Plus", ["iPhone7,1"], Hardware.iphone55, front: Fronts.iphone6Plus, os: 8...12, wide: true)
        case .iphone6s: phone(.iphone6s, "iPhone 6s", ["iPhone8,1"], Hardware.iphone47, front: Fronts.iphone6s, os: 9...15)
        case .iphone6sPlus:
            phone(.iphone6sPlus, "iPhone 6s Plus", ["iPhone8,2"], Hardware.iphone55, front: Fronts.iphone6sPlus, os: 9...15, wide: true)
        case .iphoneSE1:
            phone(.iphoneSE1, "iPhone SE (1st generation)", ["iPhone8,4"], Hardware.iphone40, front: Fronts.iphone5, os: 9...15)
        case .iphone7: phone(.iphone7, "iPhone 7", ["iPhone9,1", "iPhone9,3"], Hardware.iphone47, front: Fronts.iphone6s, os: 10...15)
        case .iphone7Plus:
            phone(
                .iphone7Plus, "iPhone 7 Plus", ["iPhone9,2", "iPhone9,4"], Hardware.iphone55, front: Fronts.iphone6sPlus, os: 10...15,
                wide: true)
        case .iphone8: phone(.iphone8, "iPhone 8", ["iPhone10,1", "iPhone10,4"], Hardware.iphone47, front: Fronts.iphone8, os: 11...16)
        case .iphone8Plus:
            phone(
                .iphone8Plus, "iPhone 8 Plus", ["iPhone10,2", "iPhone10,5"], Hardware.iphone55, front: Fronts.iphone8Plus, os: 11...16,
                wide: true)
        case .iphoneX:
            faceID(
                .iphoneX, "iPhone X", ["iPhone10,3", "iPhone10,6"], Hardware.iphoneX, os: 11...16,
                housing: .notch(Hardware.notchX), chrome: Chrome.notch44)
        case .iphoneXS:
            faceID(
                .iphoneXS, "iPhone XS", ["iPhone11,2"], Hardware.iphoneX, os: 12...18,
                housing: .notch(Hardware.notchX), chrome: Chrome.notch44)
        case .iphoneXSMax:
            faceID(
                .iphoneXSMax, "iPhone XS Max", ["iPhone11,4", "iPhone11,6"], Hardware.iphoneXSMax, os: 12...18,
                housing: .notch(Hardware.notchX), chrome: Chrome.notch44, wide: true)
        case .iphoneXR:
            faceID(
                .iphoneXR, "iPhone XR", ["iPhone11,8"], Hardware.iphoneXR, os: 12...18,
                housing: .notch(Hardware.notchXR), chrome: Chrome.notchXR, wide: true)
        case .iphone11:
            faceID(
                .iphone11, "iPhone 11", ["iPhone12,1"], Hardware.iphoneXR, os: 13...,
                housing: .notch(Hardware.notchXR), chrome: Chrome.notchXR, wide: true)
        case .iphone11Pro:
            faceID(
                .iphone11Pro, "iPhone 11 Pro", ["iPhone12,3"], Hardware.iphoneX, os: 13...,
                housing: .notch(Hardware.notchX), chrome: Chrome.notch44)
        case .iphone11ProMax:
            faceID(
                .iphone11ProMax, "iPhone 11 Pro Max", ["iPhone12,5"], Hardware.iphoneXSMax, os: 13...,
                housing: .notch(Hardware.notchX), chrome: Chrome.notch44, wide: true)
        case .iphoneSE2:
            phone(.iphoneSE2, "iPhone SE (2nd generation)", ["iPhone12,8"], Hardware.iphone47, front: Fronts.iphone8, os: 13...)
        case .iphone12Mini:
            faceID(
                .iphone12Mini, "iPhone 12 mini", ["iPhone13,1"], Hardware.iphoneMini, os: 14...,
                housing: .notch(Hardware.notch12Mini), chrome: Chrome.notchMini)
        case .iphone12:
            faceID(
                .iphone12, "iPhone 12", ["iPhone13,2"], Hardware.iphone61, os: 14...,
                housing: .notch(Hardware.notch12), chrome: Chrome.notch47)
        case .iphone12Pro:
            faceID(
                .iphone12Pro, "iPhone 12 Pro", ["iPhone13,3"], Hardware.iphone61, os: 14...,
                housing: .notch(Hardware.notch12), chrome: Chrome.notch47)
        case .iphone12ProMax:
            faceID(
                .iphone12ProMax, "iPhone 12 Pro Max", ["iPhone13,4"], Hardware.iphone67, os: 14...,
                housing: .notch(Hardware.notch12), chrome: Chrome.notch47, wide: true)
        case .iphone13Mini:
            faceID(
                .iphone13Mini, "iPhone 13 mini", ["iPhone14,4"],
                Hardware.iphoneMini.with(radius: Hardware.radius(44, .single, [.s27], note: "outlier tables say 45 or 46")),
                os: 15..., housing: .notch(Hardware.notch13Mini), chrome: Chrome.notchMini)
        case .iphone13:
            faceID(
                .iphone13, "iPhone 13", ["iPhone14,5"], Hardware.iphone61.with(radius: Hardware.radius(47.33, .single, [.s27])),
                os: 15..., housing: .notch(Hardware.notch13), chrome: Chrome.notch47)
        case .iphone13Pro:
            faceID(
                .iphone13Pro, "iPhone 13 Pro", ["iPhone14,2"], Hardware.iphone61.with(radius: Hardware.radius(47.33, .single, [.s27])),
                os: 15..., housing: .notch(Hardware.notch13), chrome: Chrome.notch47)
        case .iphone13ProMax:
            faceID(
                .iphone13ProMax, "iPhone 13 Pro Max", ["iPhone14,3"],
                Hardware.iphone67.with(radius: Hardware.radius(53.33, .single, [.s27])),
                os: 15..., housing: .notch(Hardware.notch13), chrome: Chrome.notch47, wide: true)
        case .iphoneSE3:
            phone(.iphoneSE3, "iPhone SE (3rd generation)", ["iPhone14,6"], Hardware.iphone47, front: Fronts.iphone8, os: 15...)
        case .iphone14:
            faceID(
                .iphone14, "iPhone 14", ["iPhone14,7"], Hardware.iphone61.with(radius: Hardware.radius(47.33, .single, [.s27])),
                os: 16..., housing: .notch(Hardware.notch13), chrome: Chrome.notch47)
        case .iphone14Plus:
            faceID(
                .iphone14Plus, "iPhone 14 Plus", ["iPhone14,8"],
                Hardware.iphone67.with(radius: Hardware.radius(53.33, .single, [.s27])),
                os: 16..., housing: .notch(Hardware.notch13), chrome: Chrome.notch47, wide: true)
        case .iphone14Pro:
            faceID(
                .iphone14Pro, "iPhone 14 Pro", ["iPhone15,2"], Hardware.iphone61Island, os: 16...,
                housing: .dynamicIsland(Hardware.island14Pro), chrome: Chrome.island59)
        case .iphone14ProMax:
            faceID(
                .iphone14ProMax, "iPhone 14 Pro Max", ["iPhone15,3"], Hardware.iphone67Island, os: 16...,
                housing: .dynamicIsland(Hardware.island14Pro), chrome: Chrome.island59, wide: true)
        case .iphone15:
            faceID(
                .iphone15, "iPhone 15", ["iPhone15,4"], Hardware.iphone61Island, os: 17...,
                housing: .dynamicIsland(Hardware.island14Pro), chrome: Chrome.island59)
        case .iphone15Plus:
            faceID(
                .iphone15Plus, "iPhone 15 Plus", ["iPhone15,5"], Hardware.iphone67Island, os: 17...,
                housing: .dynamicIsland(Hardware.island14Pro),
                chrome: Chrome.island59.inferred(
                    "same 430×932 island panel as the 14 Pro Max / 15 Pro Max (S4 lists 47 here, a copy-paste slip)"),
                wide: true)
        case .iphone15Pro:
            faceID(
                .iphone15Pro, "iPhone 15 Pro", ["iPhone16,1"], Hardware.iphone61Island, os: 17...,
                housing: .dynamicIsland(Hardware.island14Pro), chrome: Chrome.island59)
        case .iphone15ProMax:
            faceID(
                .iphone15ProMax, "iPhone 15 Pro Max", ["iPhone16,2"], Hardware.iphone67Island, os: 17...,
                housing: .dynamicIsland(Hardware.island14Pro), chrome: Chrome.island59, wide: true)
        case .iphone16:
            faceID(
                .iphone16, "iPhone 16", ["iPhone17,3"],
                Hardware.iphone61Island.with(
                    radius: Hardware.radius(55, .single, [.s27], note: "two tables say 47.33 (they mis-map iPhone17,3)")),
                os: 18..., housing: .dynamicIsland(Hardware.island14Pro), chrome: Chrome.island59)
        case .iphone16Plus:
            faceID(
                .iphone16Plus, "iPhone 16 Plus", ["iPhone17,4"],
                Hardware.iphone67Island.with(radius: Hardware.radius(55, .single, [.s27], note: "one table says 62")),
                os: 18..., housing: .dynamicIsland(Hardware.island14Pro), chrome: Chrome.island59, wide: true)
        case .iphone16Pro:
            faceID(
                .iphone16Pro, "iPhone 16 Pro", ["iPhone17,1"], Hardware.iphone63, os: 18...,
                housing: .dynamicIsland(Hardware.island16Pro), chrome: Chrome.island62)
        case .iphone16ProMax:
            faceID(
                .iphone16ProMax, "iPhone 16 Pro Max", ["iPhone17,2"], Hardware.iphone69, os: 18...,
                housing: .dynamicIsland(Hardware.island16Pro), chrome: Chrome.island62, wide: true)
        case .iphone16e:
            faceID(
                .iphone16e, "iPhone 16e", ["iPhone17,5"],
                Hardware.iphone61.with(radius: Hardware.radius(47.33, .inferred, [.s27], note: "by screen class")),
                os: 18..., housing: .notch(inferredNotch13),
                chrome: Chrome.notch47.inferred("same 390×844 notched panel as the iPhone 14 (S2: sensor housing, no island)"))
        case .iphone17:
            faceID(
                .iphone17, "iPhone 17", ["iPhone18,3"], Hardware.iphone63, os: 26...,
                housing: .dynamicIsland(inferredIsland16Pro),
                chrome: Chrome.island62.inferred("same 402×874 island panel as the 16 Pro"))
        case .iphone17Pro:
            faceID(
                .iphone17Pro, "iPhone 17 Pro", ["iPhone18,1"], Hardware.iphone63, os: 26...,
                housing: .dynamicIsland(inferredIsland16Pro), chrome: Chrome.island62)
        case .iphone17ProMax:
            faceID(
                .iphone17ProMax, "iPhone 17 Pro Max", ["iPhone18,2"], Hardware.iphone69, os: 26...,
                housing: .dynamicIsland(inferredIsland16Pro), chrome: Chrome.island62, wide: true)
        case .iphoneAir:
            faceID(
                .iphoneAir, "iPhone Air", ["iPhone18,4"], Hardware.iphoneAir, os: 26...,
                housing: .dynamicIsland(
                    Island(
                        size: Hardware.island16Pro.size, top: Hardware.island16Pro.top,
                        provenance: Provenance(.estimate, [.s5], note: "no figure found; the 16 Pro island reused"))),
                chrome: Chrome.islandAir, wide: true)
        case .iphone17e:
            faceID(
                .iphone17e, "iPhone 17e", ["iPhone18,5"],
                Hardware.iphone61.with(radius: Hardware.radius(47.33, .inferred, [.s27], note: "by screen class")),
                os: 26..., housing: .notch(inferredNotch13),
                chrome: Chrome.notch47.inferred("same 390×844 notched panel as the iPhone 14 and 16e (S2, S9)"))
        default: nil
        }
    }

    static let inferredNotch13 = Notch(
        width: Hardware.notch13.width, depth: Hardware.notch13.depth, bottomRadius: Hardware.notch13.bottomRadius,
        filletRadius: Hardware.notch13.filletRadius,
        provenance: Hardware.notch13.provenance.inferred("same panel and notch class as the iPhone 14"))
    static let inferredIsland16Pro = Island(
        size: Hardware.island16Pro.size, top: Hardware.island16Pro.top,
        provenance: Hardware.island16Pro.provenance.inferred("same 402/440-wide island panel as the 16 Pro"))

    // MARK: Builders

    /// A home-button iPhone: no housing, no home indicator, status bar 20 (see `Chrome.homeButtonPhone`).
    static func phone(
        _ id: DeviceID, _ name: String, _ identifiers: [String], _ screen: Screen, front: DeviceFront? = nil, os: some OSRange,
        wide: Bool = false
    ) -> Device {
        Device(
            id: id, name: name, family: .iphone, identifiers: identifiers, screen: screen,
            firstMajorOS: Sourced(os.firstMajor, Provenance(.confirmed, [.s9, .s10])),
            lastMajorOS: os.lastMajor.map { Sourced($0, Provenance(.confirmed, [.s9, .s10])) },
            sensorHousing: .none, homeIndicator: nil, chrome: Chrome.homeButtonPhone,
            landscapeWidthClass: Sourced(wide ? .regular : .compact, Provenance(.confirmed, [.s13, .s1])),
            rootLayoutMargins: wide ? Hardware.marginsWidePhone : Hardware.marginsCompactPhone, front: front)
    }

    /// A Face ID iPhone: sensor housing, home indicator, notch or island chrome.
    static func faceID(
        _ id: DeviceID, _ name: String, _ identifiers: [String], _ screen: Screen, os: some OSRange,
        housing: SensorHousing, chrome: [ChromeEra], wide: Bool = false
    ) -> Device {
        var device = phone(id, name, identifiers, screen, os: os, wide: wide)
        device.sensorHousing = housing
        device.homeIndicator = Hardware.homeIndicatorPhone
        device.chrome = chrome
        return device
    }
}

/// A supported range of major iOS versions: `11...16`, or `13...` for a model still supported.
protocol OSRange {
    var firstMajor: Int { get }
    var lastMajor: Int? { get }
}

extension ClosedRange<Int>: OSRange {
    var firstMajor: Int { lowerBound }
    var lastMajor: Int? { upperBound }
}

extension PartialRangeFrom<Int>: OSRange {
    var firstMajor: Int { lowerBound }
    var lastMajor: Int? { nil }
}
