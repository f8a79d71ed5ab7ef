import BezelGeometry

/// A window besides the main one (KEYBOARD §4.1): its frame in screen coordinates (nil: the
/// whole screen, as a window made for the scene gets; KB70, KB72), its `windowLevel`, and its
/// root view controller.
public struct WindowSpec: Hashable, Sendable {
    public var id: String?
    public var frame: Rect?
    /// `UIWindow.Level` raw value: normal 0, statusBar 1000, alert 2000 (KB67, KB68).
    public var level: Double
    public var root: ControllerSpec

    public init(id: String? = nil, frame: Rect? = nil, level: Double = 0, root: ControllerSpec) {
        self.id = id
        self.frame = frame
        self.level = level
        self.root = root
    }
}

/// A laid-out additional window: its level and its `UIWindow` node (frames in screen
/// coordinates for the window itself, in its own coordinates below it).
public struct AdditionalWindow: Hashable, Sendable {
    public var level: Double
    public var window: ViewNode
}
