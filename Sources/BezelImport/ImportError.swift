import BezelDevices
import BezelScene
import BezelSupport
import Foundation

/// What the user asks of `bezel import`, `bezel render` of a dump and `bezel compare`, as typed;
/// nil guesses.
public struct DumpOptions: Sendable {
    /// A device id (`iphone-x`).
    public var device: String?
    /// A version (`ios-11`).
    public var os: String?
    /// Which capture of the file, counted from 1; nil: the last one with frames.
    public var capture: Int?

    public init(device: String? = nil, os: String? = nil, capture: Int? = nil) {
        self.device = device
        self.os = os
        self.capture = capture
    }

    /// The device and version named, checked against the catalog.
    func resolved() throws(ImportError) -> (Device?, OSVersion?) {
        var device: Device?
        if let name = self.device {
            guard let id = DeviceID(rawValue: name) else {
                let hint = Catalog.suggestions(for: name).first.map { "; did you mean \"\($0)\"?" } ?? ""
                throw .badOption(name: "device", message: "unknown device \(quoted(name))\(hint); `bezel devices` lists every id")
            }
            device = Catalog[id]
        }
        var os: OSVersion?
        if let name = self.os {
            guard let version = OSVersion(rawValue: name) else {
                throw .badOption(name: "os", message: "unknown iOS version \(quoted(name)); write versions as ios-9 … ios-\(OSVersion.newest.major)")
            }
            os = version
        }
        if let device, let os, !device.supports(os) {
            throw .badOption(name: "os", message: "\(device.name) never ran \(os.displayName(for: device.family))")
        }
        return (device, os)
    }
}

/// Why a dump cannot be imported or compared (exit status 2); `description` is the line to print.
public enum ImportError: UserFacingError {
    /// The dump could not be read.
    case dump(SourceError)
    case badOption(name: String, message: String)
    /// The capture asked for does not exist.
    case noCapture(file: String, count: Int, asked: Int)
    /// No capture has frames: a class listing or a trace is compared, not drawn.
    case noFrames(file: String)
    /// The dump holds no view tree (only `_printHierarchy`).
    case noViews(file: String)
    /// No device of the catalog has the dump's screen; the evidence in words.
    case noDevice(String)

    /// The same message as a `SourceError` of `file`, for callers that report only those.
    public func sourceError(file: String) -> SourceError {
        if case .dump(let error) = self { return error }
        var message = description
        for prefix in ["\(file): error: ", "error: "] where message.hasPrefix(prefix) { message.removeFirst(prefix.count) }
        return SourceError(file: file, line: nil, column: nil, field: "", message: message)
    }

    public var description: String {
        switch self {
        case .dump(let error): error.description
        case .badOption(let name, let message): "error: --\(name): \(message)"
        case .noCapture(let file, let count, let asked):
            "\(file): error: --capture \(asked): the file holds \(count) capture\(count == 1 ? "" : "s") (count from 1)"
        case .noFrames(let file):
            "\(file): error: no capture in this dump has frames (a class listing, `_autolayoutTrace` or `_printHierarchy`): "
                + "it can be compared (`bezel compare`), not drawn"
        case .noViews(let file):
            "\(file): error: the dump holds no views (only `_printHierarchy`, which prints controllers): nothing to compare"
        case .noDevice(let evidence):
            "error: no device in Bezel's catalog matches the \(evidence); name one with --device (`bezel devices` lists them)"
        }
    }
}

/// Overlay names as `--overlays` gives them (comma-separated), each a scene overlay.
public func overlayList(_ text: String) throws(ImportError) -> [String] {
    let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    for name in names where OverlayName(rawValue: name) == nil {
        throw .badOption(name: "overlays", message: "unknown overlay \(quoted(name)); overlays are \(OverlayName.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    return names
}
