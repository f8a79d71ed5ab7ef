import BezelDevices
import BezelGeometry
import BezelSupport
import Foundation

/// One case file of the fidelity corpus (Tests/Fidelity/README.md): a published measurement's
/// source, the device, iOS version and configuration it was made in, and what UIKit printed.
struct FidelityCase: Sendable {
    struct Source: Sendable {
        var key: String
        var url: String
        var title: String
        var what: String
    }

    /// How the numbers reached the page: printed by code, stated as measured, or read off a picture.
    enum Confidence: String, Sendable, CaseIterable {
        case high, medium, low
    }

    var file: String
    var source: Source
    /// The device and version as the file names them; nil when Bezel's catalog has no such value
    /// (the observations must then all be known failures).
    var deviceName: String
    var osName: String
    var osDetail: String?
    var orientation: String
    var sdk: String?
    var confidence: Confidence
    /// The scene's fields, and the line of the case file its first line is on.
    var scene: String
    var sceneLine: Int
    var observations: [Observation]

    var device: DeviceID? { DeviceID(rawValue: deviceName) }
    var os: OSVersion? { OSVersion(rawValue: osName) }

    /// The whole scene file Bezel reads: the case's fields under a header naming its one job.
    var sceneText: String {
        var header = "bezel: 1\ndevices: [\(deviceName)]\nos: [\(osName)]\norientations: [\(orientation)]\n"
        if let sdk { header += "sdk: \(sdk)\n" }
        return header + scene
    }
}

/// One published value, or several of the same view.
struct Observation: Sendable {
    var line: Int
    var path: ViewPath
    var expected: [Expected]
    var tolerance: Double
    var quote: String?
    var knownFailure: String?
}

/// A value UIKit printed for a view, with the field name the case file gives it.
enum Expected: Sendable {
    case frame(Rect)
    case insets(InsetKind, EdgeInsets)
    case hidden(Bool)
    case absent
    case present
    case length(LengthKind, Double)

    enum InsetKind: String, Sendable, CaseIterable {
        case safeAreaInsets = "safe-area-insets"
        case layoutMargins = "layout-margins"
        case contentInset = "content-inset"
        case adjustedContentInset = "adjusted-content-inset"
    }

    enum LengthKind: String, Sendable, CaseIterable {
        case width, height
        case minY = "min-y"
        case maxY = "max-y"
        case statusBar = "status-bar"
        case topLayoutGuide = "top-layout-guide"
        case bottomLayoutGuide = "bottom-layout-guide"
    }

    var name: String {
        switch self {
        case .frame: "frame"
        case .insets(let kind, _): kind.rawValue
        case .hidden: "hidden"
        case .absent: "absent"
        case .present: "present"
        case .length(let kind, _): kind.rawValue
        }
    }
}

/// Reads case files; errors name the file, line, column and field.
struct FidelityCaseReader: DocumentReading {
    var file: String

    static let fields = [
        "source", "device", "os", "os-detail", "orientation", "sdk", "confidence", "scene", "observations",
    ]

    func read(_ contents: String) throws(SourceError) -> FidelityCase {
        let root = try DocumentNode.parse(contents, file: file)
        let top = try mapping(root, "", allowed: Self.fields)
        func required(_ name: String) throws(SourceError) -> DocumentNode {
            guard let node = top[name] else { throw error(root, name, "missing") }
            return node
        }
        let sceneNode = try required("scene")
        let confidenceNode = try required("confidence")
        guard let confidence = FidelityCase.Confidence(rawValue: try text(confidenceNode, "confidence")) else {
            throw error(confidenceNode, "confidence", "expected high, medium or low")
        }
        let observations = try list(try required("observations"), "observations", "observations")
        return FidelityCase(
            file: file, source: try source(try required("source")), deviceName: try text(try required("device"), "device"),
            osName: try text(try required("os"), "os"), osDetail: try top["os-detail"].map { node throws(SourceError) in try text(node, "os-detail") },
            orientation: try top["orientation"].map { node throws(SourceError) in try text(node, "orientation") } ?? "portrait",
            sdk: try top["sdk"].map { node throws(SourceError) in try text(node, "sdk") }, confidence: confidence,
            scene: try text(sceneNode, "scene"), sceneLine: sceneNode.position.line + 1,
            observations: try observations.enumerated().map { index, node throws(SourceError) in try observation(node, "observations[\(index)]") })
    }

    private func source(_ node: DocumentNode) throws(SourceError) -> FidelityCase.Source {
        let fields = try mapping(node, "source", allowed: ["key", "url", "title", "what", "published"])
        func field(_ name: String) throws(SourceError) -> String {
            guard let value = fields[name] else { throw error(node, "source.\(name)", "missing") }
            return try text(value, "source.\(name)")
        }
        return FidelityCase.Source(key: try field("key"), url: try field("url"), title: try field("title"), what: try field("what"))
    }

    static let observationFields =
        ["view", "frame", "hidden", "absent", "present", "tolerance", "quote", "known-failure"]
        + Expected.InsetKind.allCases.map(\.rawValue) + Expected.LengthKind.allCases.map(\.rawValue)

    private func observation(_ node: DocumentNode, _ field: String) throws(SourceError) -> Observation {
        let fields = try mapping(node, field, allowed: Self.observationFields)
        guard let viewNode = fields["view"] else { throw error(node, "\(field).view", "missing") }
        let path: ViewPath
        do { path = try ViewPath(try text(viewNode, "\(field).view")) } catch let problem as ViewPath.ParseError {
            throw error(viewNode, "\(field).view", problem.message)
        } catch { throw self.error(viewNode, "\(field).view", "\(error)") }
        let expected = try expectations(fields, field)
        guard !expected.isEmpty else { throw error(node, field, "observes nothing; give a frame, insets or another observable field") }
        return Observation(
            line: node.position.line, path: path, expected: expected,
            tolerance: try fields["tolerance"].map { value throws(SourceError) in try numbers(value, "\(field).tolerance", count: 1, what: "points")[0] } ?? 0.01,
            quote: try fields["quote"].map { value throws(SourceError) in try text(value, "\(field).quote") },
            knownFailure: try fields["known-failure"].map { value throws(SourceError) in try text(value, "\(field).known-failure") })
    }

    /// The observed values in a fixed order (frame, insets, lengths, flags), whatever the file's order.
    private func expectations(_ fields: [String: DocumentNode], _ field: String) throws(SourceError) -> [Expected] {
        var expected: [Expected] = []
        if let node = fields["frame"] {
            let v = try numbers(node, "\(field).frame", count: 4, what: "[x, y, width, height]")
            expected.append(.frame(Rect(x: v[0], y: v[1], width: v[2], height: v[3])))
        }
        for kind in Expected.InsetKind.allCases {
            guard let node = fields[kind.rawValue] else { continue }
            let v = try numbers(node, "\(field).\(kind.rawValue)", count: 4, what: "[top, left, bottom, right]")
            expected.append(.insets(kind, EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])))
        }
        for kind in Expected.LengthKind.allCases {
            guard let node = fields[kind.rawValue] else { continue }
            expected.append(.length(kind, try numbers(node, "\(field).\(kind.rawValue)", count: 1, what: "points")[0]))
        }
        if let node = fields["hidden"] { expected.append(.hidden(try boolean(node, "\(field).hidden"))) }
        if let node = fields["absent"], try boolean(node, "\(field).absent") { expected.append(.absent) }
        if let node = fields["present"], try boolean(node, "\(field).present") { expected.append(.present) }
        return expected
    }
}
