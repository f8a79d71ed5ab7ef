import BezelDevices
import BezelGeometry

/// The figures of the navigation bar's contents (CHROME §2.2, §2.3, §10). Each disputed
/// or single-source figure is a parameter with the better-supported default; the comment gives
/// the sources and the alternative.
public struct NavigationBarMetrics: Sendable {
    /// Space between adjacent items: 8, or 10 on 414-wide screens before iOS 11 (RIVER,
    /// DEVXOUL, FYC, MP: [2+]); 8 on every screen from iOS 11.
    public var itemSpacing = 8.0
    public var legacyWideItemSpacing = 10.0
    /// Minimum width of a fixed space from iOS 11 (MP: negative spaces no longer work and have a
    /// minimum width of 8; UIKIT-DECOMP: each space is a spacer view of max(width, 8)).
    public var minimumFixedSpace = 8.0
    /// Gap between the title (or titleView) and the nearest item. Before iOS 11: 6 (the seed,
    /// SEED-2). On iOS 11: 0, as the seed says: the `TitleView` guide touches the bar guides in an
    /// iOS 11 `_autolayoutTrace` (FID-D-UNKO-TRACE: {{8, 0}, {334, 44}} then {{342, 0}, …}) and
    /// iOS 11's content-view layout has no spacers there (IOS11-HEADERS). From iOS 12: 6, the
    /// inter-group spacers of later layouts (UIKIT-DECOMP), measured by MO4 on an XS Max (which
    /// shipped with iOS 12) and FYC on iOS 15.
    public var titleItemGap = 6.0
    public var ios11TitleItemGap = 0.0
    /// Inset of a full-width titleView with no items, iOS 11–15: 8 (12 on 414-wide screens)
    /// (seed, FYC, MO4 [2+]); from iOS 16: 16 (FW [1]). Before iOS 11 the outer margin (16/20).
    public var titleInset = 8.0
    public var titleInsetWide = 12.0
    public var ios16TitleInset = 16.0
    /// Whether the title keeps its centre on the bar and is compressed on both sides when items
    /// crowd it (MO4 [1], FYC); false: it keeps its width and moves off centre.
    public var titleStaysCentred = true
    /// The title label's horizontal compression resistance from iOS 11: not published. Items
    /// win over the title (MO4, FYC), custom views included, so it sits just below a plain
    /// view's 750 (`UILayoutPriority.defaultHigh`).
    public var titleCompressionResistance = 749.0
    /// Large-title strip below the bar: 52 (HK12, REIBANG, UNWRAP, PLAYSRG [2+] through iOS 15;
    /// later versions not re-measured).
    public var largeTitleHeight = 52.0
    /// Prompt strip above the bar's content from iOS 11: 34, what `_UINavigationBarModernPromptView`
    /// returns from `intrinsicContentSize` (UIKIT-DECOMP; no printed frame of a shown prompt was
    /// found). Before iOS 11 the common "30" (total 74), which has no source (§10.1).
    public var promptHeight = 34.0
    public var legacyPromptHeight = 30.0
    /// Search bar strip from `navigationItem.searchController`: 52 (PLAYSRG, 2022, iOS 15 era;
    /// iOS 11–14 not measured, §10.2).
    public var searchBarHeight = 52.0
    /// The back chevron sits this far outside the leading margin (QMUI's mimicry, [1], §10.10),
    /// is this big, and its title starts this far after it.
    public var backChevronOutdent = 8.0
    public var backChevronSize = Size(width: 13, height: 23)
    public var backTitleGap = 6.0
    /// The back `_UIButtonBarButton`'s own `layoutMargins` from iOS 11: {16, 0, 16, 0} in a 44 pt
    /// bar (LOCALPODS, iOS 12: its margins guide `{{0, 16}, {69, 12}}` in a 69 × 44 button), read
    /// as a 12 pt margins guide centred in the button, so {10, 0, 10, 0} in a 32 pt one (not
    /// measured).
    public var backButtonMarginsHeight = 12.0

    /// The back button's layout margins for a button `height` tall.
    func backButtonLayoutMargins(height: Double) -> EdgeInsets {
        let vertical = max(0, (height - backButtonMarginsHeight) / 2)
        return EdgeInsets(top: vertical, left: 0, bottom: vertical, right: 0)
    }
    /// Before iOS 11: `_UINavigationBarBackIndicatorView` 13 × 21, 8 from the edge on 16-margin
    /// phones and 12 on 414-wide ones, centred in the row (DUMP-1PX, DUMP-IOS10, DUMP-BK,
    /// DUMP-XUTIL: four dumps of iOS 8–10, `(8 11.5; 13 21)`). An iOS 7-era dump on a 320-wide
    /// phone (a RubyMotion tutorial's REPL `tree`) printed it 12.5 × 20.5 at (8, 12), and
    /// `UINavigationItemView` 27 tall at y 8 holding a 22 pt label at y 3.
    public var legacyBackChevronSize = Size(width: 13, height: 21)
    public var ios7BackChevronSize = Size(width: 12.5, height: 20.5)
    public var legacyTitleHeight = 27.0
    /// The title label inside it: 22 tall at y 3 on iOS 7 (the RubyMotion dump), 21.5 at y 3.5 from
    /// iOS 8 (FID-B-BKCLEAN on iOS 8; FID-D-ZHANGKN-PICKER, FID-B-JIANSHU-23D9 on iOS 9).
    public var legacyTitleLabel = (y: 3.5, height: 21.5)
    public var ios7TitleLabel = (y: 3.0, height: 22.0)
    /// Width of a system glyph item (add, compose, …): not published; UIKit's glyphs draw in
    /// about a 22 pt box.
    public var glyphItemWidth = 22.0
    /// From iOS 11 a `_UIButtonBarButton` leaves this much room on each side of an image or glyph
    /// (11 + 24 + 11 = 46 for a 24 pt image; FID-B-ZJIOS, one dump) and none beside a title
    /// (FID-B-CRIFAN-CYCRIPT); the button at a bar's edge instead reaches `edgeButtonOverhang`
    /// past the margin, its content staying at the margin (both dumps: stacks end 8 from the edge).
    public var imageItemPadding = 11.0
    public var edgeButtonOverhang = 8.0
    /// A title item's label: 20.5 tall, one point below the top of its 21.5 pt inner button
    /// (FID-B-CRIFAN-CYCRIPT at 2×).
    public var itemLabelHeight = 20.5
    public var itemLabelTop = 1.0
    /// `UINavigationButton` before iOS 11: 30 tall and centred in the row, a title's at 7 in a
    /// 44 pt row, an image's and the back button's a point higher at 6 (FID-B-RTCLEAN on iOS 7,
    /// FID-D-ZHANGKN-PICKER on iOS 9); a title item at the bar's edge 8 outside the margin
    /// (FID-D-ZHANGKN-PICKER, one dump). In a 32 pt landscape row the same rule gives 1 and 0
    /// (not measured).
    public var legacyButtonHeight = 30.0
    public var legacyButtonRaise = 1.0
    public var legacyTitleItemOutdent = 8.0
    /// Whether the manual layout before iOS 11 honoured `alignmentRectInsets`: frames were set
    /// directly, so Bezel assumes not (no source either way).
    public var legacyHonoursAlignmentRectInsets = false
    /// iOS 26 item platters: the shared glass background behind each side's items, as tall as
    /// this (RNN26, low confidence).
    public var ios26PlatterHeight = 44.0

    public init() {}

    /// Outer margin and item spacing: the root view's system margin (16, 20 on 414-wide and
    /// regular screens; RIVER, DEVXOUL), spacing 8 or 10 before iOS 11.
    func margins(_ device: Device, os: OSVersion, orientation: Orientation) -> (side: Double, spacing: Double) {
        let side = device.rootLayoutMargins.value(orientation).value
        return (side, os < .ios11 && side >= 20 ? legacyWideItemSpacing : itemSpacing)
    }

    /// The back chevron before iOS 11: iOS 7's 12.5 × 20.5 (FID-B-RTCLEAN, FID-D-QYNAVBACK), then 13 × 21.
    func legacyBackChevron(os: OSVersion) -> Size { os.major < 8 ? ios7BackChevronSize : legacyBackChevronSize }

    /// The gap between the title and the nearest item on `os`.
    func titleGap(os: OSVersion) -> Double { os == .ios11 ? ios11TitleItemGap : titleItemGap }

    /// The inset of a titleView with no items next to it.
    func titleEdgeInset(side: Double, os: OSVersion) -> Double {
        if os < .ios11 { return side }
        if os >= .ios16 { return ios16TitleInset }
        return side >= 20 ? titleInsetWide : titleInset
    }
}
