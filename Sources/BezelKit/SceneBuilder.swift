import BezelDevices
import BezelFigure
import BezelLayout
import BezelScene
import BezelSupport

/// A scene file built in Swift, field for field (`docs/scene-format.md`), with devices, iOS
/// versions, orientations, overlays, classes and bar items as typed values, so a typo is a
/// compile error. It is turned into the scene format's JSON and read by the same decoder as a
/// file, so a built scene means exactly what the same file means and is checked the same way
/// (a constraint naming an unknown sibling is still a `SourceError`, its field path naming the
/// view).
///
/// ```swift
/// var scene = SceneBuilder("inbox", devices: [.iphoneX], os: [.ios11])
/// scene.overlays = [.safeArea, .tapRegions]
/// scene.screen = .init(root: .navigation(.init(stack: [
///     .init(title: "Mailboxes"),
///     .init(title: "Inbox", navigationItem: .init(rightItems: [.system(.compose)])),
/// ])))
/// let png = try Bezel.render(scene)
/// ```
public struct SceneBuilder: Sendable {
    /// `{scene}` in output names, and the name messages give the scene.
    public var name: String
    public var title: String?
    public var devices: Devices
    public var os: OS
    /// The SDK the app is linked against (`sdk:`); nil: the version it runs on.
    public var sdk: OSVersion?
    public var orientations: [Orientation]
    public var overlays: [OverlayName]
    /// `exploded-focus:` the scene view whose subtree alone the `exploded` overlay lifts.
    public var explodedFocus: String?
    /// `dimensions:` what to dimension (named sets and view ids); nil: what the overlays imply.
    public var dimensions: [String]?
    public var scale: Scale
    public var caption: Bool
    /// How captions note inferred and estimated figures.
    public var notes: CaptionNotes
    public var themes: [DiagramTheme]
    /// The output name template (`{scene}`, `{device}`, …); nil for the default.
    public var output: String?
    /// Draw the images side by side on one sheet, this many a row.
    public var sheetColumns: Int?
    /// `states:` the moments drawn, one panel (or animation frame) each; empty: the screen at rest.
    public var states: [SceneState] = []
    public var screen: Screen?

    public init(
        _ name: String = "scene", devices: [DeviceID], os: [OSVersion] = [], orientations: [Orientation] = [.portrait],
        overlays: [OverlayName] = [], screen: Screen? = nil
    ) {
        self.name = name
        self.devices = .list(devices)
        self.os = os.isEmpty ? .latest : .versions(os)
        self.orientations = orientations
        self.overlays = overlays
        self.scale = .device
        self.caption = true
        self.notes = .full
        self.themes = [.light]
        self.screen = screen
    }

    public enum Devices: Sendable {
        case all, allIPhones, allIPads
        case list([DeviceID])
    }

    public enum OS: Sendable {
        /// Each device's newest version; its oldest; every version it ran.
        case latest, earliest, all
        case versions([OSVersion])
    }

    public enum Scale: Sendable {
        /// Each device's own `UIScreen.scale`.
        case device
        case fixed(Double)
    }

    /// The scene as the scene format's JSON text.
    public var json: String { document.text() }

    var document: JSONValue {
        object([
            ("bezel", .number(Double(SceneFile.formatVersion))),
            ("title", title.map(JSONValue.string)),
            ("devices", devicesValue),
            ("os", osValue),
            ("sdk", sdk.map { .string($0.rawValue) }),
            ("orientations", .array(orientations.map { .string($0.rawValue) })),
            ("overlays", overlays.isEmpty ? nil : .array(overlays.map { .string($0.rawValue) })),
            ("exploded-focus", explodedFocus.map(JSONValue.string)),
            ("dimensions", dimensions.map { .array($0.map(JSONValue.string)) }),
            ("scale", scaleValue),
            ("caption", .bool(caption)),
            ("notes", notes == .full ? nil : .string(notes.rawValue)),
            ("theme", .array(themes.map { .string($0.rawValue) })),
            ("output", output.map(JSONValue.string)),
            ("sheet", sheetColumns.map { .object([("columns", .number(Double($0)))]) }),
            ("states", states.isEmpty ? nil : .array(states.map(\.document))),
            ("screen", screen?.document),
        ])
    }

    private var devicesValue: JSONValue {
        switch devices {
        case .all: .string("all")
        case .allIPhones: .string("all-iphones")
        case .allIPads: .string("all-ipads")
        case .list(let ids): .array(ids.map { .string($0.rawValue) })
        }
    }

    private var osValue: JSONValue {
        switch os {
        case .latest: .string("latest")
        case .earliest: .string("earliest")
        case .all: .string("all")
        case .versions(let versions): .array(versions.map { .string($0.rawValue) })
        }
    }

    private var scaleValue: JSONValue {
        switch scale {
        case .device: .string("device")
        case .fixed(let value): .number(value)
        }
    }
}

/// An object of the fields that are set, in the order given.
func object(_ fields: [(String, JSONValue?)]) -> JSONValue {
    .object(fields.compactMap { key, value in value.map { (key, $0) } })
}

/// Optional scalars as JSON.
func number(_ value: Double?) -> JSONValue? { value.map(JSONValue.number) }
func bool(_ value: Bool?) -> JSONValue? { value.map(JSONValue.bool) }
func string(_ value: String?) -> JSONValue? { value.map(JSONValue.string) }
func numbers(_ values: [Double]?) -> JSONValue? { values.map { .array($0.map(JSONValue.number)) } }

extension SceneBuilder {
    /// The app on screen: the window's root controller.
    public struct Screen: Sendable {
        public var root: Controller
        public var statusBarHidden: Bool?
        /// The 40 pt in-call status bar (home-button devices up to iOS 12).
        public var inCall: Bool?
        public var rightToLeft: Bool?
        /// The app in Split View or Slide Over (iPads only).
        public var multitasking: Multitasking?
        /// A controller presented modally over the root one.
        public var presented: Presentation?
        public var keyboard: Keyboard?
        /// Windows besides the main one, drawn over it by level.
        public var windows: [Window] = []

        public init(
            root: Controller, statusBarHidden: Bool? = nil, inCall: Bool? = nil, rightToLeft: Bool? = nil, multitasking: Multitasking? = nil
        ) {
            self.root = root
            self.statusBarHidden = statusBarHidden
            self.inCall = inCall
            self.rightToLeft = rightToLeft
            self.multitasking = multitasking
        }

        var document: JSONValue {
            let statusBar = statusBarHidden == nil && inCall == nil ? nil : object([("hidden", bool(statusBarHidden)), ("in-call", bool(inCall))])
            return object([
                ("root", root.document), ("status-bar", statusBar),
                ("layout-direction", rightToLeft.map { .string($0 ? "right-to-left" : "left-to-right") }),
                ("multitasking", multitasking?.document), ("presented", presented?.document), ("keyboard", keyboard?.document),
                ("windows", windows.isEmpty ? nil : .array(windows.map(\.document))),
            ])
        }
    }

    public indirect enum Controller: Sendable {
        case view(ViewController)
        case navigation(NavigationController)
        /// Only at the root.
        case tabBar(TabBarController)
        /// Only at the root.
        case split(SplitViewController)

        var document: JSONValue {
            switch self {
            case .view(let controller): .object([("view-controller", controller.document)])
            case .navigation(let controller): .object([("navigation-controller", controller.document)])
            case .tabBar(let controller): .object([("tab-bar-controller", controller.document)])
            case .split(let controller): .object([("split-view-controller", controller.document)])
            }
        }
    }

    public enum Edge: String, Sendable {
        case top, left, bottom, right
    }

    /// What every kind of controller may set.
    public struct ControllerOptions: Sendable {
        public var id: String?
        public var title: String?
        /// [top, left, bottom, right].
        public var additionalSafeAreaInsets: [Double]?
        /// The edges the view extends under bars; nil: all, empty: none.
        public var edgesForExtendedLayout: [Edge]?
        public var extendedLayoutIncludesOpaqueBars: Bool?
        public var automaticallyAdjustsScrollViewInsets: Bool?
        public var viewRespectsSystemMinimumLayoutMargins: Bool?
        public var hidesBottomBarWhenPushed: Bool?
        /// The tab's title and placeholder glyph name.
        public var tabBarItem: (title: String?, image: String?)?

        public init(id: String? = nil, title: String? = nil) {
            self.id = id
            self.title = title
        }

        var fields: [(String, JSONValue?)] {
            [
                ("id", string(id)), ("title", string(title)), ("additional-safe-area-insets", numbers(additionalSafeAreaInsets)),
                ("edges-for-extended-layout", edgesForExtendedLayout.map { $0.isEmpty ? .string("none") : .array($0.map { .string($0.rawValue) }) }),
                ("extended-layout-includes-opaque-bars", bool(extendedLayoutIncludesOpaqueBars)),
                ("automatically-adjusts-scroll-view-insets", bool(automaticallyAdjustsScrollViewInsets)),
                ("view-respects-system-minimum-layout-margins", bool(viewRespectsSystemMinimumLayoutMargins)),
                ("hides-bottom-bar-when-pushed", bool(hidesBottomBarWhenPushed)),
                ("tab-bar-item", tabBarItem.map { object([("title", string($0.title)), ("image", string($0.image))]) }),
            ]
        }
    }

    public struct ViewController: Sendable {
        public var options: ControllerOptions
        public var view: View?
        public var navigationItem: NavigationItem?
        public var toolbarItems: [ToolbarItem]?

        public init(
            id: String? = nil, title: String? = nil, view: View? = nil, navigationItem: NavigationItem? = nil,
            toolbarItems: [ToolbarItem]? = nil
        ) {
            options = ControllerOptions(id: id, title: title)
            self.view = view
            self.navigationItem = navigationItem
            self.toolbarItems = toolbarItems
        }

        var document: JSONValue {
            object(
                options.fields + [
                    ("view", view?.document), ("navigation-item", navigationItem?.document),
                    ("toolbar-items", toolbarItems.map { .array($0.map(\.document)) }),
                ])
        }
    }

    /// A bar's settings: `UINavigationBar`, `UIToolbar`, `UITabBar`.
    public struct Bar: Sendable {
        public var hidden: Bool?
        public var translucent: Bool?
        public var opaqueBackgroundImage: Bool?

        public init(hidden: Bool? = nil, translucent: Bool? = nil, opaqueBackgroundImage: Bool? = nil) {
            self.hidden = hidden
            self.translucent = translucent
            self.opaqueBackgroundImage = opaqueBackgroundImage
        }

        var fields: [(String, JSONValue?)] {
            [("hidden", bool(hidden)), ("translucent", bool(translucent)), ("opaque-background-image", bool(opaqueBackgroundImage))]
        }
    }

    public struct NavigationController: Sendable {
        public var options: ControllerOptions
        /// The stack, root first; the last is shown.
        public var stack: [ViewController]
        public var bar: Bar
        public var prefersLargeTitles: Bool?
        /// The standard and scroll-edge backgrounds (default, opaque, transparent) and whether the
        /// content is scrolled.
        public var appearance: (standard: BarAppearanceSpec.Background?, scrollEdge: BarAppearanceSpec.Background?, scrolled: Bool?)?
        /// [leading, trailing]: honoured on iOS 11–12.
        public var contentViewLayoutMargins: [Double]?
        public var toolbar: Bar?
        public var hidesBarsWhenVerticallyCompact: Bool?

        public init(stack: [ViewController], bar: Bar = Bar(), prefersLargeTitles: Bool? = nil) {
            options = ControllerOptions()
            self.stack = stack
            self.bar = bar
            self.prefersLargeTitles = prefersLargeTitles
        }

        var document: JSONValue {
            let appearanceValue = appearance.map {
                object([
                    ("standard", string($0.standard?.rawValue)), ("scroll-edge", string($0.scrollEdge?.rawValue)), ("scrolled", bool($0.scrolled)),
                ])
            }
            let barValue = object(
                bar.fields + [
                    ("prefers-large-titles", bool(prefersLargeTitles)), ("appearance", appearanceValue),
                    ("content-view-layout-margins", numbers(contentViewLayoutMargins)),
                ])
            return object(
                options.fields + [
                    ("navigation-bar", barValue), ("toolbar", toolbar.map { object($0.fields) }),
                    ("hides-bars-when-vertically-compact", bool(hidesBarsWhenVerticallyCompact)),
                    ("view-controllers", .array(stack.map { Controller.view($0).document })),
                ])
        }
    }

    public struct TabBarController: Sendable {
        public var options: ControllerOptions
        /// The tabs: view or navigation controllers.
        public var tabs: [Controller]
        public var selected: Int?
        public var tabBar: Bar?

        public init(tabs: [Controller], selected: Int? = nil, tabBar: Bar? = nil) {
            options = ControllerOptions()
            self.tabs = tabs
            self.selected = selected
            self.tabBar = tabBar
        }

        var document: JSONValue {
            object(
                options.fields + [
                    ("tab-bar", tabBar.map { object($0.fields) }), ("selected", selected.map { .number(Double($0)) }),
                    ("view-controllers", .array(tabs.map(\.document))),
                ])
        }
    }
}

extension SceneState {
    /// `release` as a scene file writes it, if the state names one.
    private static func release(_ release: PointRelease?) -> [(String, JSONValue)] {
        release.map { [("release", .string($0.name))] } ?? []
    }

    /// The state as a scene file writes it: a word or a mapping of its kind (and release).
    var document: JSONValue {
        switch self {
        case .viewDidLoad: .string("view-did-load")
        case .viewDidAppear: .string("view-did-appear")
        case .scroll(let points): .object([("scroll", .number(points))])
        case .pop(let progress, let release): .object([("pop", .number(progress))] + Self.release(release))
        case .push(let progress, let release): .object([("push", .number(progress))] + Self.release(release))
        case .rotate(let orientation): .object([("rotate", .string(orientation.rawValue))])
        }
    }
}
