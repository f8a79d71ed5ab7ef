import BezelLayout
import BezelSupport

/// Decodes `screen.keyboard` (docs/scene-format.md, "The software keyboard"):
/// `keyboard: {shown: true, predictive: true, adjust: safe-area}`, or `keyboard: true`.
extension ScreenDecoder {
    static let keyboardFields = ["shown", "predictive", "adjust"]

    func keyboard(_ node: DocumentNode, _ path: String) throws(SourceError) -> KeyboardSpec {
        if case .scalar = node.value { return KeyboardSpec(shown: try boolean(node, path)) }
        let fields = try mapping(node, path, allowed: Self.keyboardFields)
        var spec = KeyboardSpec()
        if let shown = fields["shown"] { spec.shown = try boolean(shown, "\(path).shown") }
        if let predictive = fields["predictive"] { spec.predictive = try boolean(predictive, "\(path).predictive") }
        spec.adjust = try choice(fields["adjust"], "\(path).adjust", default: .none)
        return spec
    }
}

/// `bar-position` on a standalone bar (docs/scene-format.md, "Standalone bars"): the
/// `UIBarPosition` its delegate answers, only on the bar classes.
extension ScreenDecoder {
    func barPosition(_ node: DocumentNode?, _ path: String, viewClass: ViewClass) throws(SourceError) -> BarPosition? {
        guard let node else { return nil }
        guard [.navigationBar, .searchBar, .toolbar, .tabBar].contains(viewClass) else {
            throw error(node, path, "only UINavigationBar, UISearchBar, UIToolbar and UITabBar have a bar position")
        }
        return try choice(node, path, default: BarPosition.any)
    }
}
