import BezelDevices
import BezelLayout
import BezelSupport

/// The UIKit features a scene asks for that older iOS versions lack (`UIKitFeature`), each with
/// where the file asks for it. A scene draws only the device × version pairs that have every
/// feature it uses, and is rejected at the first feature none of its pairs has
/// (docs/scene-format.md, "iOS 7 and 8").
final class FeatureLog {
    private(set) var items: [Located<UIKitFeature>] = []

    /// Notes that the scene uses `feature` at `node` (only features some version lacks).
    func record(_ feature: UIKitFeature, at node: DocumentNode, _ field: String) {
        guard feature.introduced > .oldest else { return }
        items.append(Located(value: feature, position: node.position, field: field))
    }
}

extension SceneFile {
    /// The newest version any of the scene's features needs, with the first place that needs it.
    public var newestRequirement: Located<UIKitFeature>? {
        requirements.reduce(nil) { found, next in
            guard let found else { return next }
            return next.value.introduced > found.value.introduced ? next : found
        }
    }

    /// The device × version pairs that have every feature the scene uses. Throws at the feature
    /// when none has it: the scene's devices and versions give only older versions.
    /// With `sdk:` the SDK must have every feature too, and devices whose screen the SDK predates
    /// (drawn letterboxed by iOS, which Bezel does not model) are left out of `all` and family
    /// selections (a listed one is refused by the decoder).
    public func keepingSupportedPairs(_ pairs: [(Device, OSVersion)]) throws(SourceError) -> [(Device, OSVersion)] {
        var pairs = pairs
        if let sdk = screen?.sdk {
            pairs = pairs.filter { Catalog.firstOS(ofScreen: $0.0) <= sdk }
            if let needed = newestRequirement, needed.value.introduced > sdk {
                throw SourceError(
                    file: path, line: needed.position.line, column: needed.position.column, field: needed.field,
                    message: "\(needed.value.name) arrived in iOS \(needed.value.introduced.major), and the app is linked against the iOS \(sdk.major) SDK")
            }
        }
        guard let needed = newestRequirement else { return pairs }
        let kept = pairs.filter { $0.1 >= needed.value.introduced }
        guard kept.isEmpty else { return kept }
        let drawn = Set(pairs.map(\.1)).sorted().map(\.rawValue).joined(separator: ", ")
        throw SourceError(
            file: path, line: needed.position.line, column: needed.position.column, field: needed.field,
            message: "\(needed.value.name) arrived in iOS \(needed.value.introduced.major), and this scene draws only \(drawn)")
    }
}
