import BezelDevices
import BezelLayout
import BezelSupport

/// `screen.multitasking` (docs/scene-format.md, "Split View and Slide Over"): the app on a
/// shared iPad screen. A scene whose devices are all iPhones is rejected here; a scene that
/// lists iPads and iPhones draws the iPhones full screen with a note (`layoutApp`).
extension ScreenDecoder {
    static let multitaskingFields = ["mode", "fraction", "side"]

    func multitasking(_ node: DocumentNode, _ path: String) throws(SourceError) -> MultitaskingSpec {
        let fields = try mapping(node, path, allowed: Self.multitaskingFields)
        guard let modeNode = fields["mode"] else { throw error(node, path, "missing `mode`: split-view or slide-over") }
        let mode = try choice(modeNode, "\(path).mode", MultitaskingSpec.Mode.self)
        guard listsIPad else {
            throw error(
                modeNode, "\(path).mode",
                "\(mode.rawValue) is an iPad feature and every device of this scene is an iPhone; list an iPad under `devices`")
        }
        var spec = MultitaskingSpec(mode: mode)
        if let fraction = fields["fraction"] {
            guard mode == .splitView else {
                throw error(fraction, "\(path).fraction", "Slide Over has one width; `fraction` is for split-view")
            }
            spec.fraction = try choice(fraction, "\(path).fraction", MultitaskingSpec.Fraction.self)
        }
        if let side = fields["side"] { spec.side = try choice(side, "\(path).side", MultitaskingSpec.Side.self) }
        return spec
    }

    private func choice<T: RawRepresentable & CaseIterable>(
        _ node: DocumentNode, _ field: String, _ type: T.Type
    ) throws(SourceError) -> T where T.RawValue == String {
        let word = try text(node, field)
        guard let value = T(rawValue: word) else {
            throw error(node, field, "expected \(T.allCases.map(\.rawValue).joined(separator: ", ")), not \(word)")
        }
        return value
    }
}
