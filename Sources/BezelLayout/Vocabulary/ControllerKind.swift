/// The kind of view controller a root view belongs to: one of UIKit's two bar containers, or a
/// plain `UIViewController` with the scene's id for it. Its description is the name `bezel
/// explain` prints after "view of": `UINavigationController`, `UIViewController "inbox"`.
public enum ControllerKind: Hashable, Sendable, CustomStringConvertible {
    case navigation
    case tabBar
    case splitView
    /// A plain controller showing the scene's content, with its id when the scene gives one.
    case plain(id: String?)

    /// UIKit's class name for the controller.
    public var className: String {
        switch self {
        case .navigation: "UINavigationController"
        case .tabBar: "UITabBarController"
        case .splitView: "UISplitViewController"
        case .plain: "UIViewController"
        }
    }

    /// A controller whose view holds the scene's own content (not a container's chrome).
    public var isContentController: Bool {
        if case .plain = self { true } else { false }
    }

    public var description: String {
        if case .plain(let id?) = self { return "\(className) \"\(id)\"" }
        return className
    }
}
