import Foundation
import BezelSupport

/// How far a fresh render may drift from its golden. A check compares bytes first; only when they
/// differ does it compare colours (YIQ distance against `threshold`, anti-aliased edge pixels
/// set aside unless `countAntialiasing`) and accept at most `maxPixels` differing pixels and, if
/// set, at most `maxDensity` of any `window`×`window` square. Layout dumps are always compared
/// exactly: a tolerance never lets a figure change.
public struct GoldenTolerance: Hashable, Sendable {
    public var threshold: Double
    public var countAntialiasing: Bool
    public var maxPixels: Int
    public var maxDensity: Double?
    public var window: Int
    /// Why an override is needed (required for overrides, nil for the default).
    public var reason: String?
    /// Where it was stated, `file:line`, for messages.
    public var source: String?

    /// Bezel's default when `Golden/tolerance.yaml` states none: colours within 5% of the largest
    /// YIQ distance count as equal (half pixelmatch's default 0.1, about 13 grey levels),
    /// anti-aliased edge pixels are set aside, and not one other pixel may differ.
    public static let strict = GoldenTolerance(
        threshold: 0.05, countAntialiasing: false, maxPixels: 0, maxDensity: nil, window: 16, reason: nil, source: nil)

    public var options: PerceptualOptions {
        PerceptualOptions(threshold: threshold, countAntialiasing: countAntialiasing, window: window)
    }

    /// Whether a comparison made with `options` passes.
    public func accepts(_ result: PerceptualResult) -> Bool {
        guard result.sizeMatches else { return false }
        if result.identical { return true }
        if result.differingPixels > maxPixels { return false }
        if let maxDensity, result.density > maxDensity { return false }
        return true
    }

    /// One line for messages, e.g. `default (threshold 0.05, anti-aliasing set aside, 0 pixels)`.
    public var summary: String {
        var parts = [
            "threshold \(threshold)", countAntialiasing ? "anti-aliasing counted" : "anti-aliasing set aside",
            "at most \(maxPixels) pixel\(maxPixels == 1 ? "" : "s")",
        ]
        if let maxDensity { parts.append("density ≤ \(maxDensity) per \(window)×\(window)") }
        let head = reason.map { "override at \(source ?? "?"): \($0)" } ?? "default"
        return "\(head) (\(parts.joined(separator: ", ")))"
    }
}

/// `Golden/tolerance.yaml`: the default tolerance, stated once, and per-case overrides, each with
/// a written reason. An override names a case path (`ios-17/iphone-15/device/portrait`) or a
/// folder ending in `/` (`ios-26/`); the longest matching one wins.
///
/// ```yaml
/// default:
///   threshold: 0.05
///   antialiasing: set-aside      # or counted
///   max-pixels: 0
/// overrides:
///   - cases: ios-26/
///     max-pixels: 40
///     reason: Liquid Glass bar edges are blurred by Cairo 1.18's new filter.
/// ```
public struct ToleranceTable: Sendable {
    public static let fileName = "tolerance.yaml"

    public var defaults: GoldenTolerance
    public var overrides: [Override]

    public struct Override: Sendable {
        public var cases: String
        public var tolerance: GoldenTolerance
        public var line: Int
    }

    public init(defaults: GoldenTolerance = .strict, overrides: [Override] = []) {
        self.defaults = defaults
        self.overrides = overrides
    }

    /// The tolerance for one case path.
    public func tolerance(for path: String) -> GoldenTolerance {
        var best: Override?
        for o in overrides where matches(o.cases, path) && o.cases.count > (best?.cases.count ?? -1) { best = o }
        return best?.tolerance ?? defaults
    }

    /// Overrides that match none of `paths`: left behind by a renamed or removed case.
    public func unmatched(by paths: [String]) -> [Override] {
        overrides.filter { o in !paths.contains { matches(o.cases, $0) } }
    }

    private func matches(_ pattern: String, _ path: String) -> Bool {
        pattern.hasSuffix("/") ? path.hasPrefix(pattern) : path == pattern
    }

    /// Reads `<root>/tolerance.yaml`; without the file every case gets `GoldenTolerance.strict`.
    public static func load(root: URL) throws(SourceError) -> ToleranceTable {
        try load(file: root.appendingPathComponent(fileName), shownAs: root.appendingPathComponent(fileName).path)
    }

    /// Reads a tolerance file, named `shownAs` in messages; without the file every case gets
    /// `GoldenTolerance.strict`.
    public static func load(file url: URL, shownAs name: String) throws(SourceError) -> ToleranceTable {
        guard FileManager.default.fileExists(atPath: url.path) else { return ToleranceTable() }
        return try parse(DocumentNode.readText(path: url.path), file: name)
    }

    public static func parse(_ text: String, file: String) throws(SourceError) -> ToleranceTable {
        if text.split(separator: "\n").allSatisfy({ $0.trimmingCharacters(in: .whitespaces).hasPrefix("#") || $0.allSatisfy(\.isWhitespace) }) {
            return ToleranceTable()
        }
        let reader = ToleranceReader(file: file)
        let root = try DocumentNode.parse(text, file: file)
        let fields = try reader.mapping(root, "", allowed: ["default", "overrides"])
        var table = ToleranceTable()
        if let node = fields["default"] {
            let values = try reader.mapping(node, "default", allowed: ToleranceReader.fields)
            table.defaults = try reader.tolerance(values, node, "default", base: .strict, isOverride: false)
        }
        if let node = fields["overrides"] {
            for (index, item) in try reader.list(node, "overrides", "overrides", allowEmpty: true).enumerated() {
                let field = "overrides[\(index)]"
                let values = try reader.mapping(item, field, allowed: ToleranceReader.fields + ["cases", "reason"])
                guard let cases = values["cases"] else { throw reader.error(item, field, "an override needs `cases`: a case path or a folder ending in /") }
                let pattern = try reader.text(cases, "\(field).cases")
                let tolerance = try reader.tolerance(values, item, field, base: table.defaults, isOverride: true)
                table.overrides.append(Override(cases: pattern, tolerance: tolerance, line: item.position.line))
            }
        }
        return table
    }
}

private struct ToleranceReader: DocumentReading {
    var file: String

    static let fields = ["threshold", "antialiasing", "max-pixels", "max-density", "window"]

    /// A number from 0 to 1; `range` says what it means in the error.
    func unitNumber(_ node: DocumentNode, _ field: String, _ range: String) throws(SourceError) -> Double {
        let number = try numbers(node, field, count: 1, what: "a number from 0 to 1")[0]
        guard (0...1).contains(number) else { throw error(node, field, "must be \(range), got \(number)") }
        return number
    }

    func tolerance(
        _ values: [String: DocumentNode], _ node: DocumentNode, _ field: String, base: GoldenTolerance, isOverride: Bool
    ) throws(SourceError) -> GoldenTolerance {
        var t = base
        t.reason = nil
        t.source = nil
        if let v = values["threshold"] { t.threshold = try unitNumber(v, "\(field).threshold", "from 0 (exact colours) to 1") }
        if let v = values["antialiasing"] {
            switch try text(v, "\(field).antialiasing") {
            case "set-aside": t.countAntialiasing = false
            case "counted": t.countAntialiasing = true
            case let other: throw error(v, "\(field).antialiasing", "\"\(other)\" is not one of set-aside, counted")
            }
        }
        if let v = values["max-pixels"] {
            let number = try integer(v, "\(field).max-pixels")
            guard number >= 0 else { throw error(v, "\(field).max-pixels", "must not be negative") }
            t.maxPixels = number
        }
        if let v = values["max-density"] { t.maxDensity = try unitNumber(v, "\(field).max-density", "a share from 0 to 1") }
        if let v = values["window"] {
            let number = try integer(v, "\(field).window")
            guard (2...256).contains(number) else { throw error(v, "\(field).window", "must be from 2 to 256 pixels, got \(number)") }
            t.window = number
        }
        if isOverride {
            guard let v = values["reason"] else {
                throw error(node, field, "an override needs a `reason`: say why this case may differ from its golden")
            }
            t.reason = try text(v, "\(field).reason")
            t.source = "\((file as NSString).lastPathComponent):\(node.position.line)"
        }
        return t
    }
}
