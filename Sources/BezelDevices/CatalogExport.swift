import Foundation
import BezelGeometry
import BezelSupport

/// The catalog as a JSON document and as a text table, for `bezel devices`.
public enum CatalogExport {
    // MARK: JSON

    public static func json(_ devices: [Device]) -> JSONValue {
        .object([
            ("catalog", .string("bezel device catalog")),
            ("osVersions", .array(OSVersion.allCases.map { .string($0.rawValue) })),
            ("confidence", .object(Confidence.allCases.map { ($0.rawValue, .string(confidenceMeaning($0))) })),
            ("devices", .array(devices.map(deviceJSON))),
            ("sources", .array(SourceID.allCases.map { .object([("id", .string($0.rawValue)), ("citation", .string($0.citation))]) })),
        ])
    }

    static func deviceJSON(_ device: Device) -> JSONValue {
        let fields: [(String, JSONValue)] = [
            ("id", .string(device.id.rawValue)),
            ("name", .string(device.name)),
            ("family", .string(device.family.rawValue)),
            ("identifiers", .array(device.identifiers.map(JSONValue.string))),
            ("points", size(device.screen.points)),
            ("scale", .number(device.screen.scale)),
            ("renderedPixels", pixels(device.screen.renderedPixels)),
            ("panelPixels", device.screen.panelPixels.map(pixels) ?? .null),
            ("diagonalInches", .number(device.screen.diagonalInches)),
            ("pixelsPerInch", .number(Double(device.screen.pixelsPerInch))),
            ("screenSource", provenance(device.screen.provenance)),
            ("firstOS", sourced(device.firstMajorOS) { .number(Double($0)) }),
            ("lastOS", device.lastMajorOS.map { sourced($0) { .number(Double($0)) } } ?? .null),
            ("supportedOS", .array(device.supportedOS.map { .string($0.rawValue) })),
            ("cornerRadius", sourced(device.screen.cornerRadius, JSONValue.number)),
            ("sensorHousing", housing(device.sensorHousing)),
            ("homeIndicator", device.homeIndicator.map(indicator) ?? .null),
            ("landscapeWidthSizeClass", sourced(device.landscapeWidthClass) { .string($0.rawValue) }),
            (
                "rootLayoutMargins",
                .object([
                    ("portrait", sourced(device.rootLayoutMargins.portrait, JSONValue.number)),
                    ("landscape", sourced(device.rootLayoutMargins.landscape, JSONValue.number)),
                ])
            ),
            ("byOS", .array(device.supportedOS.map { chromeJSON(device, $0) })),
        ]
        return .object(fields)
    }

    private static func chromeJSON(_ device: Device, _ os: OSVersion) -> JSONValue {
        let era = device.chrome(for: os)
        let bar = sourced(era.statusBarHeight, JSONValue.number)
        return .object([
            ("os", .string(os.rawValue)),
            (
                "statusBar",
                .object([
                    ("portrait", bar), ("landscape", device.showsStatusBar(.landscapeRight, os: os) ? bar : .string("hidden")),
                    ("shownInLandscape", sourced(era.landscapeStatusBar, JSONValue.bool)),
                ])
            ),
            (
                "safeArea",
                .object([
                    ("portrait", era.portraitSafeArea.map { sourced($0, insets) } ?? .null),
                    ("landscape", era.landscapeSafeArea.map { sourced($0, insets) } ?? .null),
                ])
            ),
        ])
    }

    private static func housing(_ housing: SensorHousing) -> JSONValue {
        switch housing {
        case .none:
            return .object([("kind", .string("none"))])
        case .notch(let notch):
            return .object([
                ("kind", .string("notch")), ("width", .number(notch.width)), ("depth", .number(notch.depth)),
                ("bottomRadius", .number(notch.bottomRadius)), ("filletRadius", .number(notch.filletRadius)),
                ("source", provenance(notch.provenance)),
            ])
        case .dynamicIsland(let island):
            return .object([
                ("kind", .string("dynamic-island")), ("width", .number(island.size.width)), ("height", .number(island.size.height)),
                ("top", .number(island.top)), ("source", provenance(island.provenance)),
            ])
        }
    }

    private static func indicator(_ indicator: HomeIndicator) -> JSONValue {
        .object([
            ("portraitSize", size(indicator.portraitSize)), ("landscapeSize", size(indicator.landscapeSize)),
            ("bottomOffset", .number(indicator.bottomOffset)), ("source", provenance(indicator.provenance)),
        ])
    }

    private static func sourced<V>(_ value: Sourced<V>, _ encode: (V) -> JSONValue) -> JSONValue {
        guard case .object(var pairs) = provenance(value.provenance) else { return .null }
        pairs.insert(("value", encode(value.value)), at: 0)
        return .object(pairs)
    }

    private static func provenance(_ provenance: Provenance) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("confidence", .string(provenance.confidence.rawValue)),
            ("sources", .array(provenance.sources.map { .string($0.rawValue) })),
        ]
        if let note = provenance.note { pairs.append(("note", .string(note))) }
        return .object(pairs)
    }

    private static func size(_ size: Size) -> JSONValue {
        .object([("width", .number(size.width)), ("height", .number(size.height))])
    }

    private static func pixels(_ pixels: PixelSize) -> JSONValue {
        .object([("width", .number(Double(pixels.width))), ("height", .number(Double(pixels.height)))])
    }

    private static func insets(_ insets: EdgeInsets) -> JSONValue {
        .object([
            ("top", .number(insets.top)), ("left", .number(insets.left)), ("bottom", .number(insets.bottom)),
            ("right", .number(insets.right)),
        ])
    }

    static func confidenceMeaning(_ confidence: Confidence) -> String {
        switch confidence {
        case .confirmed: "two or more independent sources agree"
        case .single: "one source"
        case .inferred: "not stated; inferred from a sourced model of the same screen class"
        case .estimate: "not found; an estimate whose basis is in the note"
        }
    }

    // MARK: Table

    /// One row per device and per span of iOS versions with the same figures. Uncertain figures
    /// carry their mark (~ inferred, ? estimate).
    public static func table(_ devices: [Device]) -> String {
        var rows: [[String]] = [
            [
                "DEVICE", "POINTS", "@", "PIXELS", "RAN iOS", "RADIUS", "SENSOR HOUSING", "iOS", "STATUS BAR", "SAFE AREA PORTRAIT",
                "SAFE AREA LANDSCAPE", "LANDSCAPE",
            ]
        ]
        for device in devices {
            let spans = eraSpans(device)
            for (index, span) in spans.enumerated() {
                let era = device.chrome(for: span.first!)
                let first = index == 0
                rows.append([
                    first ? device.id.rawValue : "",
                    first ? "\(device.screen.points)" : "",
                    first ? formatCompact(device.screen.scale) : "",
                    first ? pixelText(device.screen) : "",
                    first ? ranText(device) : "",
                    first ? marked(formatCompact(device.screen.cornerRadius.value), device.screen.cornerRadius.provenance) : "",
                    first ? housingText(device.sensorHousing) : "",
                    span.count == 1 ? "\(span[0].major)" : "\(span.first!.major)–\(span.last!.major)",
                    marked(formatCompact(era.statusBarHeight.value), era.statusBarHeight.provenance)
                        + (device.family == .iphone && era.landscapeStatusBar.value ? " (landscape too)" : ""),
                    era.portraitSafeArea.map { marked("\($0.value)", $0.provenance) } ?? "none",
                    era.landscapeSafeArea.map { marked("\($0.value)", $0.provenance) } ?? "none",
                    first ? device.widthClass(.landscapeRight).rawValue : "",
                ])
            }
        }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max()! }
        var lines = rows.map { row in
            row.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }.joined(separator: "  ")
                .trimmingTrailingSpaces()
        }
        lines.append("")
        lines.append(
            "\(devices.count) devices. Points are portrait. RAN iOS: first and last major version (open = still supported); iOS: the modelled versions of each row."
        )
        lines.append("iPhones hide the status bar in landscape from iOS 8 (iOS 7 shows it), iPads keep it.")
        lines.append(
            "Safe areas are the window's; none before iOS 11. ~ inferred from a same-class model, ? estimate (see --json for sources and notes)."
        )
        return lines.joined(separator: "\n") + "\n"
    }

    /// Consecutive supported versions whose figures are the same.
    static func eraSpans(_ device: Device) -> [[OSVersion]] {
        var spans: [[OSVersion]] = []
        for os in device.supportedOS {
            if let last = spans.last?.last, device.chrome(for: last) == device.chrome(for: os) {
                spans[spans.count - 1].append(os)
            } else {
                spans.append([os])
            }
        }
        return spans
    }

    private static func marked(_ text: String, _ provenance: Provenance) -> String {
        switch provenance.confidence {
        case .confirmed, .single: text
        case .inferred: text + " ~"
        case .estimate: text + " ?"
        }
    }

    /// "7–12", or "13–" for a model that still runs the newest version.
    private static func ranText(_ device: Device) -> String {
        "\(device.firstMajorOS.value)–" + (device.lastMajorOS.map { "\($0.value)" } ?? "")
    }

    private static func pixelText(_ screen: Screen) -> String {
        screen.panelPixels.map { "\(screen.renderedPixels)→\($0)" } ?? "\(screen.renderedPixels)"
    }

    private static func housingText(_ housing: SensorHousing) -> String {
        switch housing {
        case .none: "none"
        case .notch(let notch): marked("notch \(formatCompact(notch.width))×\(formatCompact(notch.depth))", notch.provenance)
        case .dynamicIsland(let island): marked("island \(island.size) @\(formatCompact(island.top))", island.provenance)
        }
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
