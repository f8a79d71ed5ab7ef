import BezelDevices
import BezelGeometry

/// Safe areas and layout margins (CHROME §5.1–5.2; APPLE-SAFEAREA, APPLE-MARGINS, MARTIAN,
/// UYL-M, UYL-R): a view's safe area is the part of its parent's unsafe region it overlaps; a
/// root view's margins are the system minimum, other views' 8, measured from the safe area.
extension AppContext {
    /// The part of the parent's unsafe region the view overlaps: its edges' distances into the
    /// parent's safe rectangle, never more than the parent's own inset on that edge when
    /// `capped` (a view sticking out gains nothing; MARTIAN, Apple docs).
    func overlapInsets(_ windowFrame: Rect, parent: ParentInfo, capped: Bool) -> EdgeInsets {
        let safeRect = parent.windowFrame.inset(by: parent.safeInsets)
        func clamp(_ value: Double, _ cap: Double) -> Double { max(0, capped ? min(value, cap) : value) }
        return EdgeInsets(
            top: clamp(safeRect.minY - windowFrame.minY, parent.safeInsets.top),
            left: clamp(safeRect.minX - windowFrame.minX, parent.safeInsets.left),
            bottom: clamp(windowFrame.maxY - safeRect.maxY, parent.safeInsets.bottom),
            right: clamp(windowFrame.maxX - safeRect.maxX, parent.safeInsets.right))
    }

    /// A controller's root view: top and bottom 0, sides the system minimum (16 compact,
    /// 20 regular; Apple's `directionalLayoutMargins` doc, UYL-M). From iOS 11 custom margins
    /// apply, raised to the system minimum unless `viewRespectsSystemMinimumLayoutMargins` is
    /// off; before iOS 11 they are ignored. Measured from the safe area on iOS 11+.
    func rootMargins(_ vc: ViewControllerSpec, custom: DirectionalInsets?, safe: EdgeInsets, fromSafeArea: Bool) -> EdgeInsets {
        let side = device.rootLayoutMargins.value(orientation).value
        let minimum = DirectionalInsets(top: 0, leading: side, bottom: 0, trailing: side)
        var margins = minimum
        if os >= .ios11, let custom {
            margins =
                vc.viewRespectsSystemMinimumLayoutMargins
                ? DirectionalInsets(
                    top: max(custom.top, minimum.top), leading: max(custom.leading, minimum.leading),
                    bottom: max(custom.bottom, minimum.bottom), trailing: max(custom.trailing, minimum.trailing))
                : custom
        }
        let resolved = margins.resolved(direction)
        return hasSafeArea && fromSafeArea ? add(resolved, safe) : resolved
    }

    /// Any other view: 8 on each side unless set, plus the safe area on iOS 11+ when
    /// `insetsLayoutMarginsFromSafeArea`, then grown to respect the superview's margins where
    /// the view is closer to its edge than they are (`preservesSuperviewLayoutMargins`).
    func plainMargins(
        _ custom: DirectionalInsets?, safe: EdgeInsets, frame: Rect, parent: ParentInfo?, preserves: Bool, fromSafeArea: Bool
    ) -> EdgeInsets {
        var margins = (custom ?? DirectionalInsets(all: 8)).resolved(direction)
        if hasSafeArea && fromSafeArea { margins = add(margins, safe) }
        if preserves, let parent {
            margins.top = max(margins.top, parent.margins.top - frame.minY)
            margins.left = max(margins.left, parent.margins.left - frame.minX)
            margins.bottom = max(margins.bottom, parent.margins.bottom - (parent.windowFrame.height - frame.maxY))
            margins.right = max(margins.right, parent.margins.right - (parent.windowFrame.width - frame.maxX))
        }
        return margins
    }

    /// `readableContentGuide`: the margins guide, no wider than the readable width, centred.
    func readableFrame(size: Size, margins: EdgeInsets) -> Rect {
        let guide = Rect(origin: .zero, size: size).inset(by: margins)
        let width = max(0, min(guide.width, metrics.readableContentWidth))
        return Rect(x: guide.minX + (guide.width - width) / 2, y: guide.minY, width: width, height: max(0, guide.height))
    }
}

func add(_ a: EdgeInsets, _ b: EdgeInsets) -> EdgeInsets {
    EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
}

func clampedNonNegative(_ insets: EdgeInsets) -> EdgeInsets {
    EdgeInsets(top: max(0, insets.top), left: max(0, insets.left), bottom: max(0, insets.bottom), right: max(0, insets.right))
}
