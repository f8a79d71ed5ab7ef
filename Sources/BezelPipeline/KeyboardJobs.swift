import BezelDevices
import BezelLayout
import BezelScene
import BezelSupport

/// `keyboardLayoutGuide` arrived in iOS 15 (KB41): a scene constraining a view to it draws
/// only its iOS 15+ device × version pairs, and is rejected at the first such constraint when
/// none of its pairs is iOS 15 or later (docs/scene-format.md, "The software keyboard").
extension SceneFile {
    func keepingKeyboardGuidePairs(_ pairs: [(Device, OSVersion)]) throws(SourceError) -> [(Device, OSVersion)] {
        guard let constraint = screen?.firstKeyboardGuideConstraint else { return pairs }
        let kept = pairs.filter { $0.1 >= .ios15 }
        guard kept.isEmpty else { return kept }
        let place = constraint.location.split(separator: ":").reversed().compactMap { Int($0) }
        let listed = Set(pairs.map(\.1)).sorted().map(\.rawValue).joined(separator: ", ")
        throw SourceError(
            file: path, line: place.count >= 2 ? place[1] : nil, column: place.first, field: "constraints",
            message: "keyboard.\(constraint.targetAttribute.map { "\($0)" } ?? "top"): keyboardLayoutGuide arrived in iOS 15, and the scene lists only \(listed)")
    }
}
