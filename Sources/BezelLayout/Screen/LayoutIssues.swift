import BezelAutoLayout

/// What Auto Layout reports about a laid-out app (AL-GUIDE, "Types of Errors"): conflicts, which
/// UIKit logs at run time and resolves by breaking one constraint, and ambiguity, which it keeps
/// silent about. Each issue carries the places in the scene file where the constraints involved
/// were written ("file:line:column", as `ConstraintSpec.location` holds them), so a tool can
/// point at them; constraints UIKit makes itself (bars, stacks, autoresizing) have none.

/// One "Unable to simultaneously satisfy constraints" event.
public struct ConstraintConflict: Hashable, Sendable, CustomStringConvertible {
    /// The log in UIKit's wording (`ConflictReport`): the constraints in conflict, each scene
    /// constraint followed by where it was written, and the one broken marked and named.
    public var description: String
    /// Where the scene constraints in the list were written, in list order.
    public var locations: [String]
    /// Where the broken constraint was written; nil when UIKit broke one of its own.
    public var brokenLocation: String?

    public init(description: String, locations: [String], brokenLocation: String?) {
        self.description = description
        self.locations = locations
        self.brokenLocation = brokenLocation
    }

    init(_ report: ConflictReport) {
        self.init(description: report.description, locations: report.locations, brokenLocation: report.broken.location)
    }

    /// The place a message about the conflict points at: the broken constraint's, else the
    /// first scene constraint's.
    public var primaryLocation: String? { brokenLocation ?? locations.first }
}

/// A view Auto Layout placed whose constraints leave an axis undetermined (UIKit's
/// `hasAmbiguousLayout`): its frame on that axis is one of many the solver could pick.
public struct AmbiguousLayout: Hashable, Sendable, CustomStringConvertible {
    /// The view's id in the scene (or the name Bezel gives a view without one).
    public var view: String
    public var axes: [LayoutEngine.Axis]
    /// Where the view's own constraints were written, in the scene's order.
    public var locations: [String]

    public init(view: String, axes: [LayoutEngine.Axis], locations: [String]) {
        self.view = view
        self.axes = axes
        self.locations = locations
    }

    /// `box (horizontal)`: what `bezel explain` prints after "ambiguous layout:".
    public var description: String { "\(view) (\(axes.map(\.rawValue).joined(separator: ", ")))" }
}
