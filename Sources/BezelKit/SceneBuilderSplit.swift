import BezelLayout
import BezelSupport

extension SceneBuilder {
    /// `split-view-controller`: a style and its columns (docs/scene-format.md, "Split view
    /// controllers and iPad multitasking"). Only at the root.
    public struct SplitViewController: Sendable {
        public var options: ControllerOptions
        public var style: SplitViewControllerSpec.Style
        public var primary: Controller
        /// Triple-column only.
        public var supplementary: Controller?
        public var secondary: Controller
        /// `preferredPrimaryColumnWidth` in points; nil: automatic.
        public var primaryColumnWidth: Double?

        public init(
            id: String? = nil, style: SplitViewControllerSpec.Style = .unspecified, primary: Controller,
            supplementary: Controller? = nil, secondary: Controller, primaryColumnWidth: Double? = nil
        ) {
            options = ControllerOptions(id: id)
            self.style = style
            self.primary = primary
            self.supplementary = supplementary
            self.secondary = secondary
            self.primaryColumnWidth = primaryColumnWidth
        }

        var document: JSONValue {
            object(
                options.fields + [
                    ("style", .string(style.rawValue)), ("primary", primary.document), ("supplementary", supplementary?.document),
                    ("secondary", secondary.document), ("primary-column-width", number(primaryColumnWidth)),
                ])
        }
    }

    /// `screen.multitasking`: the app in Split View or Slide Over on an iPad.
    public struct Multitasking: Sendable {
        public var mode: MultitaskingSpec.Mode
        /// Split View only; nil: 1/2.
        public var fraction: MultitaskingSpec.Fraction?
        public var side: MultitaskingSpec.Side?

        public init(mode: MultitaskingSpec.Mode, fraction: MultitaskingSpec.Fraction? = nil, side: MultitaskingSpec.Side? = nil) {
            self.mode = mode
            self.fraction = fraction
            self.side = side
        }

        var document: JSONValue {
            object([
                ("mode", .string(mode.rawValue)), ("fraction", fraction.map { .string($0.rawValue) }),
                ("side", side.map { .string($0.rawValue) }),
            ])
        }
    }
}
