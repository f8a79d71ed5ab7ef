import BezelGeometry

/// Every iPad that ran iOS / iPadOS 7 or later. Supported ranges: S9 (iosref ipados.md, to
/// iPadOS 18) and S45 (Apple's iPadOS 26 list: every iPadOS 18 model except the 7th generation);
/// sizes: S9 res.md, S13; identifiers and rounded corners: S2. Models released after the iPadOS 26
/// launch (iPad Pro M5, iPad Air M4) are listed by S2; that they shipped with 26 is inferred.
extension Catalog {
    /// The iPad `id` names, built when it is first asked for (`Catalog[id]`); nil for an iPhone.
    static func ipad(_ id: DeviceID) -> Device? {
        switch id {
        case .ipad2:
            pad(.ipad2, "iPad 2", ["iPad2,1", "iPad2,2", "iPad2,3", "iPad2,4"], Hardware.ipad97At1x, front: Fronts.ipad2, os: 4...9)
        case .ipad3:
            pad(.ipad3, "iPad (3rd generation)", ["iPad3,1", "iPad3,2", "iPad3,3"], Hardware.ipad97, front: Fronts.ipad2, os: 5...9)
        case .ipadMini1:
            pad(.ipadMini1, "iPad mini", ["iPad2,5", "iPad2,6", "iPad2,7"], Hardware.ipadMiniAt1x, front: Fronts.ipadMini, os: 6...9)
        case .ipad4:
            pad(.ipad4, "iPad (4th generation)", ["iPad3,4", "iPad3,5", "iPad3,6"], Hardware.ipad97, front: Fronts.ipad2, os: 6...10)
        case .ipadAir1: pad(.ipadAir1, "iPad Air", ["iPad4,1", "iPad4,2", "iPad4,3"], Hardware.ipad97, front: Fronts.ipadAir, os: 7...12)
        case .ipadMini2:
            pad(.ipadMini2, "iPad mini 2", ["iPad4,4", "iPad4,5", "iPad4,6"], Hardware.ipadMini79, front: Fronts.ipadMini, os: 7...12)
        case .ipadAir2: pad(.ipadAir2, "iPad Air 2", ["iPad5,3", "iPad5,4"], Hardware.ipad97, front: Fronts.ipadAir, os: 8...15)
        case .ipadMini3:
            pad(.ipadMini3, "iPad mini 3", ["iPad4,7", "iPad4,8", "iPad4,9"], Hardware.ipadMini79, front: Fronts.ipadMini, os: 8...12)
        case .ipadMini4: pad(.ipadMini4, "iPad mini 4", ["iPad5,1", "iPad5,2"], Hardware.ipadMini79, front: Fronts.ipadMini4, os: 9...15)
        case .ipadPro129Gen1:
            pad(
                .ipadPro129Gen1, "iPad Pro (12.9-inch)", ["iPad6,7", "iPad6,8"], Hardware.ipad129Home, front: Fronts.ipadPro129, os: 9...16)
        case .ipadPro97: pad(.ipadPro97, "iPad Pro (9.7-inch)", ["iPad6,3", "iPad6,4"], Hardware.ipad97, front: Fronts.ipadAir, os: 9...16)
        case .ipad5: pad(.ipad5, "iPad (5th generation)", ["iPad6,11", "iPad6,12"], Hardware.ipad97, front: Fronts.ipadAir, os: 10...16)
        case .ipadPro105:
            pad(.ipadPro105, "iPad Pro (10.5-inch)", ["iPad7,3", "iPad7,4"], Hardware.ipad105, front: Fronts.ipadPro105, os: 10...17)
        case .ipadPro129Gen2:
            pad(
                .ipadPro129Gen2, "iPad Pro (12.9-inch) (2nd generation)", ["iPad7,1", "iPad7,2"], Hardware.ipad129Home,
                front: Fronts.ipadPro129, os: 10...17)
        case .ipad6: pad(.ipad6, "iPad (6th generation)", ["iPad7,5", "iPad7,6"], Hardware.ipad97, front: Fronts.ipadAir, os: 11...17)
        case .ipadPro11Gen1:
            rounded(.ipadPro11Gen1, "iPad Pro (11-inch)", ["iPad8,1", "iPad8,2", "iPad8,3", "iPad8,4"], Hardware.ipad11, os: 12...)
        case .ipadPro129Gen3:
            rounded(
                .ipadPro129Gen3, "iPad Pro (12.9-inch) (3rd generation)", ["iPad8,5", "iPad8,6", "iPad8,7", "iPad8,8"],
                Hardware.ipad129, os: 12...)
        case .ipadAir3:
            pad(.ipadAir3, "iPad Air (3rd generation)", ["iPad11,3", "iPad11,4"], Hardware.ipad105, front: Fronts.ipadPro105, os: 12...)
        case .ipadMini5:
            pad(
                .ipadMini5, "iPad mini (5th generation)", ["iPad11,1", "iPad11,2"], Hardware.ipadMini79, front: Fronts.ipadMini4, os: 12...)
        case .ipad7: pad(.ipad7, "iPad (7th generation)", ["iPad7,11", "iPad7,12"], Hardware.ipad102, front: Fronts.ipad102, os: 13...18)
        case .ipadPro11Gen2:
            rounded(.ipadPro11Gen2, "iPad Pro (11-inch) (2nd generation)", ["iPad8,9", "iPad8,10"], Hardware.ipad11, os: 13...)
        case .ipadPro129Gen4:
            rounded(.ipadPro129Gen4, "iPad Pro (12.9-inch) (4th generation)", ["iPad8,11", "iPad8,12"], Hardware.ipad129, os: 13...)
        case .ipad8: pad(.ipad8, "iPad (8th generation)", ["iPad11,6", "iPad11,7"], Hardware.ipad102, front: Fronts.ipad102, os: 14...)
        case .ipadAir4:
            rounded(
                .ipadAir4, "iPad Air (4th generation)", ["iPad13,1", "iPad13,2"], Hardware.ipad109, os: 14...,
                inferredChrome: "same home-indicator iPad class as the 11-inch iPad Pro")
        case .ipadPro11Gen3:
            rounded(
                .ipadPro11Gen3, "iPad Pro (11-inch) (3rd generation)", ["iPad13,4", "iPad13,5", "iPad13,6", "iPad13,7"],
                Hardware.ipad11, os: 14...)
        case .ipadPro129Gen5:
            rounded(
                .ipadPro129Gen5, "iPad Pro (12.9-inch) (5th generation)", ["iPad13,8", "iPad13,9", "iPad13,10", "iPad13,11"],
                Hardware.ipad129, os: 14...)
        case .ipad9: pad(.ipad9, "iPad (9th generation)", ["iPad12,1", "iPad12,2"], Hardware.ipad102, front: Fronts.ipad102, os: 15...)
        case .ipadMini6:
            rounded(
                .ipadMini6, "iPad mini (6th generation)", ["iPad14,1", "iPad14,2"], Hardware.ipadMini83, os: 15...,
                inferredChrome: "same home-indicator iPad class as the 11-inch iPad Pro")
        case .ipadAir5:
            rounded(
                .ipadAir5, "iPad Air (5th generation)", ["iPad13,16", "iPad13,17"], inferredRadius(Hardware.ipad109), os: 15...,
                inferredChrome: "same panel as the iPad Air (4th generation)")
        case .ipad10:
            rounded(
                .ipad10, "iPad (10th generation)", ["iPad13,18", "iPad13,19"], Hardware.ipad109Base, os: 16...,
                inferredChrome: "same 820×1180 home-indicator panel as the iPad Air (4th generation)")
        case .ipadPro11Gen4:
            rounded(.ipadPro11Gen4, "iPad Pro (11-inch) (4th generation)", ["iPad14,3", "iPad14,4"], Hardware.ipad11, os: 16...)
        case .ipadPro129Gen6:
            rounded(.ipadPro129Gen6, "iPad Pro (12.9-inch) (6th generation)", ["iPad14,5", "iPad14,6"], Hardware.ipad129, os: 16...)
        case .ipadAir11M2:
            rounded(
                .ipadAir11M2, "iPad Air (11-inch) (M2)", ["iPad14,8", "iPad14,9"], inferredRadius(Hardware.ipad109), os: 17...,
                inferredChrome: "same panel as the iPad Air (4th generation)")
        case .ipadAir13M2:
            rounded(
                .ipadAir13M2, "iPad Air (13-inch) (M2)", ["iPad14,10", "iPad14,11"], inferredRadius(Hardware.ipad129), os: 17...,
                inferredChrome: "same 1024×1366 panel as the 12.9-inch iPad Pro")
        case .ipadPro11M4:
            rounded(
                .ipadPro11M4, "iPad Pro (11-inch) (M4)", ["iPad16,3", "iPad16,4"], Hardware.ipad11M4, os: 17...,
                landscapeNote: "S5 gives left/right 24 in landscape for the M4 (front camera on the long edge); other sources 0")
        case .ipadPro13M4:
            rounded(
                .ipadPro13M4, "iPad Pro (13-inch) (M4)", ["iPad16,5", "iPad16,6"], Hardware.ipad13M4, os: 17...,
                landscapeNote: "S5 gives left/right 24 in landscape for the M4 (front camera on the long edge); other sources 0")
        case .ipadMiniA17Pro:
            rounded(
                .ipadMiniA17Pro, "iPad mini (A17 Pro)", ["iPad16,1", "iPad16,2"], Hardware.ipadMini83, os: 18...,
                inferredChrome: "same panel as the iPad mini (6th generation)")
        case .ipadA16:
            rounded(
                .ipadA16, "iPad (A16)", ["iPad15,7", "iPad15,8"], Hardware.ipad109Base, os: 18...,
                inferredChrome: "same panel as the iPad (10th generation)")
        case .ipadAir11M3:
            rounded(
                .ipadAir11M3, "iPad Air (11-inch) (M3)", ["iPad15,3", "iPad15,4"], inferredRadius(Hardware.ipad109), os: 18...,
                inferredChrome: "same panel as the iPad Air (4th generation)")
        case .ipadAir13M3:
            rounded(
                .ipadAir13M3, "iPad Air (13-inch) (M3)", ["iPad15,5", "iPad15,6"], inferredRadius(Hardware.ipad129), os: 18...,
                inferredChrome: "same 1024×1366 panel as the 12.9-inch iPad Pro")
        case .ipadPro11M5:
            rounded(
                .ipadPro11M5, "iPad Pro (11-inch) (M5)", ["iPad17,3", "iPad17,4"], Hardware.ipad11M4, os: 26...,
                inferredChrome: "same panel as the 11-inch iPad Pro (M4)", inferredFirstOS: true)
        case .ipadPro13M5:
            rounded(
                .ipadPro13M5, "iPad Pro (13-inch) (M5)", ["iPad17,5", "iPad17,6"], Hardware.ipad13M4, os: 26...,
                inferredChrome: "same panel as the 13-inch iPad Pro (M4)", inferredFirstOS: true)
        case .ipadAir11M4:
            rounded(
                .ipadAir11M4, "iPad Air (11-inch) (M4)", ["iPad16,8", "iPad16,9"], inferredRadius(Hardware.ipad109), os: 26...,
                inferredChrome: "same panel as the 11-inch iPad Air (M3)", inferredFirstOS: true)
        case .ipadAir13M4:
            rounded(
                .ipadAir13M4, "iPad Air (13-inch) (M4)", ["iPad16,10", "iPad16,11"], inferredRadius(Hardware.ipad129), os: 26...,
                inferredChrome: "same panel as the 13-inch iPad Air (M3)", inferredFirstOS: true)
        default: nil
        }
    }

    // MARK: Builders

    static func inferredRadius(_ screen: Screen) -> Screen {
        screen.with(radius: screen.cornerRadius.inferred("same panel class as a measured iPad"))
            .with(provenance: screen.provenance.inferred("size by panel class (S2 diagonal and ratio)"))
    }

    /// A home-button iPad: no housing, status bar 20 in both orientations.
    static func pad(
        _ id: DeviceID, _ name: String, _ identifiers: [String], _ screen: Screen, front: DeviceFront? = nil, os: some OSRange
    ) -> Device {
        Device(
            id: id, name: name, family: .ipad, identifiers: identifiers, screen: screen,
            firstMajorOS: Sourced(os.firstMajor, Provenance(.single, [.s9])),
            lastMajorOS: os.lastMajor.map { Sourced($0, Provenance(.confirmed, [.s9, .s45])) },
            sensorHousing: .none, homeIndicator: nil, chrome: Chrome.homeButtonPad,
            landscapeWidthClass: Sourced(.regular, Provenance(.confirmed, [.s13, .s1])),
            rootLayoutMargins: Hardware.marginsPad, front: front)
    }

    /// An iPad with rounded corners and a home indicator (Face ID or Touch ID in the top button).
    static func rounded(
        _ id: DeviceID, _ name: String, _ identifiers: [String], _ screen: Screen, os: some OSRange,
        inferredChrome: String? = nil, landscapeNote: String? = nil, inferredFirstOS: Bool = false
    ) -> Device {
        var device = pad(id, name, identifiers, screen, os: os)
        device.homeIndicator = Hardware.homeIndicatorPad
        var chrome = Chrome.homeIndicatorPad
        if let basis = inferredChrome { chrome = chrome.inferred(basis) }
        if let note = landscapeNote {
            chrome = chrome.map { era in
                var era = era
                era.landscapeSafeArea?.provenance.note = note
                return era
            }
        }
        device.chrome = chrome
        if inferredFirstOS {
            device.firstMajorOS = Sourced(
                os.firstMajor,
                Provenance(.inferred, [.s2], note: "released after iPadOS 26 shipped (listed by S2), so it runs 26 at least"))
        }
        return device
    }
}
