import BezelDevices
import BezelDumps
import BezelGeometry
import BezelLayout

/// What a capture shows of the screen it was printed on: the window's size (or, without a window,
/// the width of a view spanning it), whether its numbers sit on a third-of-a-point grid (an @3x
/// screen), and the iOS versions in which every class it prints that Bezel models exists.
struct ScreenEvidence {
    var size: Size?
    var width: Double?
    /// A value such as 0.333333 or 20.3333: only @3x screens place views on thirds of a point.
    var thirds = false
    /// Versions its classes allow, `lower` through `upper` (inclusive), with the class that set
    /// each bound.
    var lower: (OSVersion, String)?
    var upper: (OSVersion, String)?

    /// The evidence of `capture`, with the other captures of the file (`all`: the same screen
    /// printed again) giving a width when it has none.
    init(_ capture: DumpCapture, all: [DumpCapture]) {
        let views = capture.views.filter { !$0.isElided }
        // A window, or a root view filling a screen (below a status bar outside it, before iOS 7).
        if capture.roots.count == 1, let root = capture.roots.first, let frame = root.frame, frame.minX == 0 {
            let reach = Size(width: frame.maxX, height: frame.maxY)
            if root.uikitClass == ViewClass.window.rawValue && frame.origin == .zero || isScreenSize(reach) { size = reach }
        }
        for candidate in [capture] + all where width == nil {
            width = candidate.roots.compactMap { $0.frame }.filter { $0.minX == 0 && $0.width > 0 }.map(\.width).max()
        }
        thirds = views.contains { view in
            [view.frame?.minX, view.frame?.minY, view.frame?.width, view.frame?.height].compactMap { $0 }.contains(where: isThird)
        }
        // Every capture of a file was printed on the same screen: all their classes count.
        for view in views + all.flatMap(\.views) where !view.isElided {
            guard let known = ViewClass(rawValue: view.uikitClass) else { continue }
            let availability = known.availability
            if let from = availability.introduced, lower.map({ from > $0.0 }) ?? true { lower = (from, known.rawValue) }
            if let until = availability.removed, let last = OSVersion.allCases.last(where: { $0 < until }), upper.map({ last < $0.0 }) ?? true {
                upper = (last, known.rawValue)
            }
        }
        if let low = lower, let high = upper, low.0 > high.0 { (lower, upper) = (nil, nil) }
    }

    /// The versions the classes allow.
    var versions: [OSVersion] {
        OSVersion.allCases.filter { os in lower.map { os >= $0.0 } ?? true && upper.map { os <= $0.0 } ?? true }
    }
}

/// Whether some device's screen has this size, in either orientation.
private func isScreenSize(_ size: Size) -> Bool {
    Catalog.all.contains { $0.screen.points == size || $0.screen.points.transposed == size }
}

/// 20.3333 or 0.666667: a third of a point, to the precision dumps print.
private func isThird(_ value: Double) -> Bool {
    let fraction = abs(value - value.rounded(.down))
    return abs(fraction - 1.0 / 3) < 0.001 || abs(fraction - 2.0 / 3) < 0.001
}

/// The device, iOS version and orientation a capture is drawn on, and what was guessed.
public struct ScreenChoice: Sendable {
    public var device: Device
    public var os: OSVersion
    public var orientation: Orientation
    /// One sentence per guess, for the user (nothing when both were given).
    public var guesses: [String]
}

/// The device, version and orientation a capture of `dump` was printed on: those `options` name,
/// the others guessed (`chooseScreen(_:device:os:)`).
public func chooseScreen(for dump: ViewDump, capture: DumpCapture, options: DumpOptions) throws(ImportError) -> ScreenChoice {
    let (device, os) = try options.resolved()
    return try chooseScreen(ScreenEvidence(capture, all: dump.captures), device: device, os: os)
}

/// Picks the device and iOS version: the ones given, else guessed. A device is guessed from the
/// window's size (portrait or landscape) among the devices that ran a version the classes allow,
/// an @3x screen when the numbers say so: the model that shipped with the earliest of those
/// versions, else the newest model that ran it; the version is then the first one the device and the classes share (dumps are
/// usually printed on a device's own first system). Throws when nothing fits.
func chooseScreen(_ evidence: ScreenEvidence, device given: Device?, os givenOS: OSVersion?) throws(ImportError) -> ScreenChoice {
    var guesses: [String] = []
    let allowed = givenOS.map { [$0] } ?? evidence.versions
    let device: Device
    if let given {
        device = given
    } else {
        let versions = allowed.isEmpty ? OSVersion.allCases : allowed
        if let found = guessDevice(evidence, versions: versions) {
            device = found
            guesses.append("guessed \(device.name) (\(device.id.rawValue)) from the \(describeSize(evidence))\(evidence.thirds ? " on an @3x grid" : "")")
        } else {
            // No screen of that size (a view printed on its own): any iPhone of those versions.
            var sizeless = evidence
            (sizeless.size, sizeless.width) = (nil, nil)
            guard let found = guessDevice(sizeless, versions: versions) else { throw .noDevice(describeSize(evidence)) }
            device = found
            guesses.append("guessed \(device.name) (\(device.id.rawValue)): no device has the \(describeSize(evidence)), so the views are drawn at their frames on an iPhone")
        }
    }
    let os: OSVersion
    if let givenOS {
        guard device.supports(givenOS) else { throw .badOption(name: "os", message: "\(device.name) never ran \(givenOS.displayName(for: device.family))") }
        os = givenOS
    } else {
        let shared = device.supportedOS.filter { evidence.versions.contains($0) }
        os = shared.first ?? device.supportedOS.first!
        guesses.append("guessed \(os.displayName(for: device.family)) (\(os.rawValue)) \(describeVersions(evidence, shared: !shared.isEmpty))")
    }
    // The window's shape, or a width that is the screen's long side: landscape.
    let points = device.screen.points
    let wide = evidence.size.map { $0.width > $0.height } ?? (evidence.width.map { $0 == points.height && $0 != points.width } ?? false)
    return ScreenChoice(device: device, os: os, orientation: wide ? .landscapeRight : .portrait, guesses: guesses)
}

private func guessDevice(_ evidence: ScreenEvidence, versions: [OSVersion]) -> Device? {
    let candidates = Catalog.all.filter { device in
        guard device.supportedOS.contains(where: versions.contains) else { return false }
        if evidence.thirds, device.screen.scale != 3 { return false }
        let points = device.screen.points
        if let size = evidence.size { return size == points || size == points.transposed }
        if let width = evidence.width { return width == points.width || width == points.height }
        // Nothing says how large the screen is (a class listing): any iPhone.
        return device.family == .iphone
    }
    // The model that shipped with the earliest version the classes allow, else the newest model
    // that ran it, else the model that shipped with the next version.
    guard let earliest = versions.min() else { return candidates.last }
    if let shipped = candidates.first(where: { $0.firstMajorOS.value == earliest.major }) { return shipped }
    if let ran = candidates.filter({ $0.supports(earliest) }).max(by: { $0.firstMajorOS.value < $1.firstMajorOS.value }) { return ran }
    for os in versions.sorted() {
        if let shipped = candidates.first(where: { $0.firstMajorOS.value == os.major }) { return shipped }
    }
    return candidates.last
}

private func describeSize(_ evidence: ScreenEvidence) -> String {
    if let size = evidence.size { return "\(formatCompact(size.width))×\(formatCompact(size.height)) pt window" }
    if let width = evidence.width { return "\(formatCompact(width)) pt width of its top-level views" }
    return "iOS version alone (the dump gives no window and no view at the screen's left edge)"
}

private func describeVersions(_ evidence: ScreenEvidence, shared: Bool) -> String {
    guard shared, evidence.lower != nil || evidence.upper != nil else { return "(the device's first; the classes do not tell)" }
    var reasons: [String] = []
    if let lower = evidence.lower { reasons.append("\(lower.1) from \(lower.0.displayName(for: .iphone))") }
    if let upper = evidence.upper { reasons.append("\(upper.1) until \(upper.0.displayName(for: .iphone))") }
    return "from its classes (\(reasons.joined(separator: ", ")))"
}
