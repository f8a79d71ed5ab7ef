import BezelLayout
import BezelSupport

/// What the builder puts over the app or beside it: a presented controller, the software
/// keyboard and other windows, written as the scene fields of docs/scene-format.md and
/// checked by the one decoder like everything the builder makes.
extension SceneBuilder {
    /// `screen.presented`: a controller presented modally over the root one.
    public struct Presentation: Sendable {
        public var style: PresentationSpec.Style
        /// Medium, large or a custom height (iOS 15+; custom heights iOS 16+).
        public var detent: PresentationSpec.Detent?
        /// `prefersGrabberVisible` (iOS 15+).
        public var grabber: Bool?
        public var controller: Controller
        /// A popover's source rectangle, [x, y, width, height] in the window.
        public var sourceRect: [Double]?
        public var arrowDirection: PresentationSpec.ArrowDirection?

        public init(
            _ style: PresentationSpec.Style = .automatic, controller: Controller, detent: PresentationSpec.Detent? = nil, grabber: Bool? = nil
        ) {
            self.style = style
            self.controller = controller
            self.detent = detent
            self.grabber = grabber
        }

        var document: JSONValue {
            let detent: JSONValue? =
                switch self.detent {
                case nil: nil
                case .medium: .string("medium")
                case .large: .string("large")
                case .custom(let height): .number(height)
                }
            return object([
                ("style", .string(style.rawValue)), ("detent", detent), ("grabber", bool(grabber)), ("controller", controller.document),
                ("source-rect", numbers(sourceRect)), ("arrow-direction", arrowDirection.map { .string($0.rawValue) }),
            ])
        }
    }

    /// `screen.keyboard`: the software keyboard, shown or hidden, and how the app makes room.
    public struct Keyboard: Sendable {
        public var shown: Bool?
        /// The QuickType bar.
        public var predictive: Bool?
        public var adjust: KeyboardSpec.Adjustment?

        public init(shown: Bool? = nil, predictive: Bool? = nil, adjust: KeyboardSpec.Adjustment? = nil) {
            self.shown = shown
            self.predictive = predictive
            self.adjust = adjust
        }

        var document: JSONValue {
            object([("shown", bool(shown)), ("predictive", bool(predictive)), ("adjust", adjust.map { .string($0.rawValue) })])
        }
    }

    /// One of `screen.windows`: a window besides the main one.
    public struct Window: Sendable {
        public var id: String?
        /// [x, y, width, height] on the screen; nil: the whole screen.
        public var frame: [Double]?
        /// `UIWindow.Level`: 0 normal, 1000 status bar, 2000 alert.
        public var level: Double?
        public var root: Controller

        public init(id: String? = nil, frame: [Double]? = nil, level: Double? = nil, root: Controller) {
            self.id = id
            self.frame = frame
            self.level = level
            self.root = root
        }

        var document: JSONValue {
            object([("id", string(id)), ("frame", numbers(frame)), ("level", number(level)), ("root", root.document)])
        }
    }
}
