import BezelDevices
import BezelGeometry

/// Where a seed article says otherwise than the measurements Bezel follows, `bezel explain` says
/// so beside the scene that meets it (the seed is right about much else: the fixed-space fix of
/// 000 and the iOS 11 title gap of 001 are modelled as the seeds describe them).
/// - Seed 003 (SEED-4) gives the layout-margins guide a default of 20 on phones. A controller's
///   root view has 16 on 320 and 375 pt wide iPhones and 20 on 414 pt ones: printed as
///   {0, 16, 0, 16} on an iPhone 5s and {0, 20, 0, 20} on a 6 Plus (FID-S-NEILWU), as Apple
///   documents ("16 or 20 points") and the bar items' margins follow (RIVER, DEVXOUL).
/// - Seed 004 (SEED-5) prints `adjustedContentInset` {0, 0, 134, 0} for a table with a
///   `contentInset` of 0 under an opaque bar: 134 is 34 + the 100 of its previous run; its own
///   first prints, and every printed pair in the fidelity corpus, give inset + safe area.
func seedNotes(_ spec: ScreenSpec, window: ViewNode, device: Device, os: OSVersion, orientation: Orientation) -> [String] {
    let content = spec.root.visibleContent
    var notes: [String] = []
    let margin = device.rootLayoutMargins.value(orientation).value
    if device.family == .iphone && margin < 20 && usesMargins(content.view) {
        notes.append(
            "layoutMarginsGuide: a controller's root view has \(formatCompact(margin)) pt side margins on this iPhone, 20 only on 414 pt "
                + "and wider ones (FID-S-NEILWU prints {0, 16, 0, 16} on an iPhone 5s, {0, 20, 0, 20} on a 6 Plus); seed 003 says 20")
    }
    if os >= .ios11, case .navigation(let nav) = spec.root, !nav.navigationBar.translucent {
        let insetScrolls = window.subtree.filter { node in
            node.scroll.map { !$0.contentInset.isZero && $0.adjustedContentInset != $0.contentInset } ?? false
        }
        for scroll in insetScrolls {
            notes.append(
                "adjustedContentInset \(scroll.scroll!.adjustedContentInset) is contentInset plus the safe area under this opaque bar; "
                    + "seed 004's print {0, 0, 134, 0} for a contentInset of 0 keeps the 100 of its previous run")
        }
    }
    return notes
}

/// Whether a view or one below it has a constraint to its superview's layout-margins guide.
private func usesMargins(_ view: ViewSpec) -> Bool {
    if case .constraints(let list) = view.placement, list.contains(where: { $0.target == .margins }) { return true }
    return view.subviews.contains(where: usesMargins)
}
