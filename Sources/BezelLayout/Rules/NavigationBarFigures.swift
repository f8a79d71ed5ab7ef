import BezelDevices
import BezelGeometry

/// The uncertain figures a navigation bar's contents rest on (CHROME §2.2, §2.3, §10; MO4, FYC,
/// PLAYSRG, MP, RNN26): each is reported once, with its basis, so a caption or `bezel explain`
/// can flag it.
func navigationFigures(_ nav: NavigationControllerSpec, strips: NavigationBarStrips, context: AppContext) -> Diagnostics {
    let os = context.os
    let metrics = context.metrics
    let item = nav.stack.last!.common.navigationItem
    var report = Diagnostics()
    if strips.prompt > 0 {
        report.note(
            "prompt height",
            os >= .ios11
                ? BarFigure(strips.prompt, .inferred, "34 from the prompt view's decompiled intrinsicContentSize (UIKIT-DECOMP); no printed frame")
                : BarFigure(strips.prompt, .estimate, "the common 30 (74 in all) has no source"))
    }
    if strips.search > 0 {
        let confidence: Confidence = os >= .ios15 ? .single : .inferred
        report.note(
            "search bar height", BarFigure(strips.search, confidence, "52 measured once (PLAYSRG, 2022); earlier versions not measured"))
    }
    if strips.largeTitle > 0 && os >= .ios16 {
        report.note("large title height", BarFigure(strips.largeTitle, .inferred, "52 measured through iOS 15; assumed unchanged in later versions"))
    }
    if hasText(nav, item: item) && metrics.text.confidence >= .inferred {
        report.note("text widths", BarFigure(0, metrics.text.confidence, metrics.text.basis))
    }
    report.append(itemFigures(nav, item: item, context: context))
    if context.designOS >= .ios26 && !(item.leftItems + item.rightItems).isEmpty {
        report.note(
            "item platters",
            BarFigure(
                metrics.navigationBar.ios26PlatterHeight, .estimate, "iOS 26 shared item backgrounds: shape and size not measured (RNN26)"))
    }
    return report
}

/// Whether the bar shows measured text: a title, a back button, or a text item.
private func hasText(_ nav: NavigationControllerSpec, item: NavigationItemSpec) -> Bool {
    item.title != nil || nav.stack.last!.common.title != nil || nav.stack.count > 1
        || (item.leftItems + item.rightItems).contains {
            if case .text = $0 { true } else if case .system(let s) = $0 { s.title != nil } else { false }
        }
}

/// The item figures that rest on one reading or none: the title–item gap (disputed), glyph
/// widths, the old button height, and how iOS 11 treats fixed spaces.
private func itemFigures(_ nav: NavigationControllerSpec, item: NavigationItemSpec, context: AppContext) -> Diagnostics {
    let os = context.os
    let items = item.leftItems + item.rightItems
    let figures = context.metrics.navigationBar
    let hasTitle = item.titleView != nil || item.title != nil || nav.stack.last!.common.title != nil
    var report = Diagnostics()
    if os >= .ios11 && hasTitle && (!items.isEmpty || nav.stack.count > 1) {
        report.note(
            "title–item gap",
            os == .ios11
                ? BarFigure(
                    figures.ios11TitleItemGap, .inferred,
                    "0 on iOS 11 as seed 001 says: the title's guide touches the bars' in an iOS 11 trace (FID-D-UNKO-TRACE); no frame printed")
                : BarFigure(figures.titleItemGap, .single, "6 measured by MO4 (iOS 12) and FYC (iOS 15)"))
    }
    if items.contains(where: { if case .system(let system) = $0 { system.title == nil } else { false } }) {
        report.note(
            "glyph item width", BarFigure(figures.glyphItemWidth, .estimate, "system glyph items drawn in a 22 pt box; not published"))
    }
    if os < .ios11 && items.contains(where: { if case .custom = $0 { false } else if case .fixedSpace = $0 { false } else { true } }) {
        report.note(
            "button height",
            BarFigure(figures.legacyButtonHeight, .single, "UINavigationButton 30 tall in an iOS 7 and an iOS 9 dump (FID-B-RTCLEAN, FID-D-ZHANGKN-PICKER)"))
    }
    if os >= .ios11 && items.contains(where: { if case .fixedSpace = $0 { true } else { false } }) {
        report.note(
            "fixed space",
            BarFigure(
                figures.minimumFixedSpace, .inferred,
                "a spacer of at least 8 from iOS 11 (MP, UIKIT-DECOMP); at the bar's edge it moves the stack 8 outside the margin (the seed's img5), "
                    + "no iOS 11.x release found to differ"))
    }
    return report
}
