import BezelDumps
import BezelGeometry
import Testing
import TestSupport

/// What real pastes hold, read from the published dumps (Tests/Fidelity/dumps/; sources in
/// docs/sources.md under their keys): each value below is the one printed on the quoted line.
@Suite struct PasteTests {
    /// FID-B-CRIFAN-CYCRIPT: Cycript's backticks around the whole dump and `\uXXXX` escapes:
    /// `<UIButtonLabel: 0x107ed0070; frame = (0 1; 35 20.5); text = '\u53d6\u6d88'; …`.
    @Test func cycriptEscapesAndBackticks() throws {
        let dump = try loadDump("fid-b-crifan-cycript")
        let root = try #require(dump.captures.first?.roots.first)
        #expect(root.className == "UITransitionView")
        #expect(root.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        let labels = dump.captures[0].views.filter { $0.className == "UIButtonLabel" }
        #expect(labels.map(\.text) == ["没有或忘记Apple ID？", "取消", "下一步"])
        #expect(labels[1].frame == Rect(x: 0, y: 1, width: 35, height: 20.5))
        // `\xa0` is a no-break space; UIKit's own '...' truncation is kept.
        let long = dump.captures[0].views.first { $0.className == "AAUILabel" && $0.text?.hasPrefix("使用") == true }
        #expect(long?.text == "使用Apple\u{a0}ID登录以使用iCloud和其他A...")
        // The last line ends `>>`` : the root's last view closes and the backtick is a suffix.
        #expect(dump.captures[0].views.last?.className == "UIView")
        // `<<_UITextContainerView: …> minSize = …>` is a view (with a subview), the rest a suffix.
        let container = try #require(dump.captures[0].views.first { $0.className == "_UITextContainerView" })
        #expect(container.frame == Rect(x: 0, y: 0, width: 315.5, height: 54.5))
        #expect(container.children.map(\.className) == ["_UITextViewCanvasView"])
        #expect(container.suffix?.hasPrefix("minSize = {0, 54.5}") == true)
    }

    /// FID-D-FRIDA4S: Frida's quotes, the prompt between two captures of the same window, a
    /// sublayer line: `"<UIWindow: 0x1667e520; frame = (0 0; 320 480); …>` twice.
    @Test func fridaQuotesAndTwoCaptures() throws {
        let dump = try loadDump("fid-d-frida4s")
        #expect(dump.captures.map(\.line) == [1, 29])
        #expect(dump.captures.map { $0.roots.first?.address } == ["0x1667e520", "0x1667e520"])
        #expect(dump.notes.contains { $0.kind == .skipped && $0.line == 28 })
        #expect(dump.notes.contains { $0.kind == .layers && $0.line == 43 })
        // `…; alpha = 0; … autoresize = TM; …>>"`: the closing quote is after the description.
        let last = try #require(dump.captures[1].views.last)
        #expect(last.frame == Rect(x: 0, y: -0.5, width: 320, height: 0.5))
        #expect(last.suffix == "\"")
    }

    /// FID-B-RTROOT-222: an `NSLog` line with its log prefix (date, time with microseconds and
    /// zone, process and thread): `2018-09-27 19:45:05.386413+0800 …[62757:1937058] <UINavigationBar:
    /// 0x7fbcff509450; frame = (0 44; 414 44); …>`.
    @Test func logPrefix() throws {
        let dump = try loadDump("fid-b-rtroot-222")
        #expect(dump.captures.map { $0.roots[0].frame } == [Rect(x: 0, y: 0, width: 414, height: 44), Rect(x: 0, y: 44, width: 414, height: 44)])
    }

    /// FID-D-JSLIM-NAVBAR: an `NSLog` format before the root (`Nav bar <CustomNavigationBar: …;
    /// baseClass = UINavigationBar; frame = (0 8; 320 56); transform = [1, 0, 0, 1, 0, -12]; …>`),
    /// and iOS 7's ` - (null)` / ` - Back` after image views.
    @Test func formatPrefixBaseClassAndSuffixes() throws {
        let dump = try loadDump("fid-d-jslim-navbar")
        let root = try #require(dump.captures.first?.roots.first)
        #expect(root.className == "CustomNavigationBar")
        #expect(root.baseClass == "UINavigationBar")
        #expect(root.uikitClass == "UINavigationBar")
        #expect(root.frame == Rect(x: 0, y: 8, width: 320, height: 56))
        #expect(root.hasTransform)
        #expect(!root.isUserInteractionEnabled)
        #expect(dump.first("_UINavigationBarBackIndicatorView")?.suffix == "- Back")
        #expect(dump.first("_UINavigationBarBackIndicatorView")?.alpha == 0)
        #expect(dump.first("UILabel")?.text == "11 Cards")
    }

    /// FID-D-JIANSHU-D539: descriptions printed without their `<` and with a mangled `layer =>`:
    /// `class:_UINavigationBarBackground: 0x7a8f7130; frame = (0 -20; 320 64); … layer =>0x7a8f6830>>,,,superClass:…`.
    @Test func descriptionsWithoutBracket() throws {
        let dump = try loadDump("fid-d-jianshu-d539")
        let roots = try #require(dump.captures.first?.roots)
        #expect(roots.map(\.className) == ["_UINavigationBarBackground", "UINavigationItemView", "UIButton", "UIView", "_UINavigationBarBackIndicatorView"])
        #expect(roots[0].frame == Rect(x: 0, y: -20, width: 320, height: 64))
        #expect(roots[4].frame == Rect(x: 8, y: 11.5, width: 13, height: 21))
    }

    /// FID-D-LNPOPUP-168 stops mid-word (`…; autoresize = W; lay`), FID-D-LLDB414 after a frame
    /// followed by `.......`: both are read with the last view marked truncated.
    @Test func truncatedTails() throws {
        let popup = try loadDump("fid-d-lnpopup-168")
        let cell = try #require(popup.captures.first?.views.last)
        #expect(cell.className == "UITableViewCell")
        #expect(cell.frame == Rect(x: 0, y: 459.5, width: 375, height: 44))
        #expect(cell.text == "Maps")
        #expect(cell.isTruncated)
        // `<UITableView: …; contentOffset: {0, -64}; contentSize: {375, 533.5}>`
        #expect(popup.first("UITableView")?.contentOffset == Point(x: 0, y: -64))
        let lldb = try loadDump("fid-d-lldb414")
        let image = try #require(lldb.captures.first?.views.last)
        #expect(image.frame == Rect(x: 329, y: 5, width: 50, height: 50))
        #expect(image.isTruncated)
        #expect(lldb.notes.filter { $0.kind == .cut }.map(\.line) == [20, 21])
        #expect(lldb.notes.contains { $0.kind == .truncated && $0.line == 19 })
    }

    /// FID-D-FRIDADEV: the middle cut out with `...`; the button after the cut sits three levels
    /// below the last view before it, so the levels between are placeholders; the dump ends with
    /// `_printHierarchy`: `<CSNavJViewController 0x1450fe000>, state: appeared, view: <UILayoutContainerView 0x144d629d0>`.
    @Test func cutMiddleAndControllers() throws {
        let dump = try loadDump("fid-d-fridadev")
        let views = try #require(dump.captures.first?.views)
        #expect(views.filter(\.isElided).count == 3)
        let button = try #require(views.first { $0.className == "FireflyButton" })
        #expect(button.baseClass == "UIButton")
        #expect(button.frame == Rect(x: 38, y: 120.5, width: 183, height: 34))
        #expect(dump.controllers.map(\.className) == ["CSNavJViewController"])
        #expect(dump.controllers[0].viewClass == "UILayoutContainerView")
        #expect(dump.controllers[0].state == "appeared")
        #expect(dump.controllers[0].children.map(\.className) == ["FireflyTestLoginViewController"])
    }

    /// FID-D-LLDB414 (its `_printHierarchy`): ` not in the window` on the four hidden tabs.
    @Test func printHierarchy() throws {
        let dump = try loadDump("fid-d-lldb414-vc")
        let tabs = try #require(dump.controllers.first)
        #expect(tabs.className == "TabBarController")
        #expect(tabs.children.count == 5)
        #expect(tabs.children.map(\.isInWindow) == [false, false, false, false, true])
        #expect(tabs.children[4].children.first?.className == "DiscoverViewController")
    }

    /// FID-D-UNKO-TRACE: `_autolayoutTrace` with its marks, texts, ambiguity and the frames its
    /// guide lines print for their owning views: `owningView = <_UINavigationBarContentView:
    /// 0x11890ff60; frame = (0 0; 375 44); …>` and `<_UIButtonBarStackView: 0x113b5df90; frame =
    /// (16 0; 44 44); alpha = 0; …>`.
    @Test func autolayoutTrace() throws {
        let dump = try loadDump("fid-d-unko-trace")
        let window = try #require(dump.captures.first?.roots.first)
        #expect(window.className == "UIWindow")
        #expect(window.trace?.hostsEngine == true)
        #expect(window.trace?.ambiguity == "")
        let content = try #require(dump.first("_UINavigationBarContentView"))
        #expect(content.text == "添加好友")
        #expect(content.frame == Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(content.guides.map(\.identifier).prefix(2) == ["BackButtonGuide(0x11890ee00)", "LeadingBarGuide(0x11890ee00)"])
        #expect(content.guides.first?.layoutFrame == Rect(x: 0, y: 0, width: 8, height: 44))
        let stacks = dump.captures[0].views.filter { $0.className == "_UIButtonBarStackView" }
        #expect(stacks.map(\.frame) == [Rect(x: 16, y: 0, width: 44, height: 44), Rect(x: 342, y: 0, width: 17, height: 44)])
        #expect(stacks[0].alpha == 0)
        let missing = dump.captures[0].views.filter { $0.trace?.missingHostConstraints == true }
        #expect(missing.map(\.address) == ["0x108602400"])
        let button = try #require(dump.captures[0].views.first { $0.address == "0x10940a0f0" })
        #expect(button.text == " 请输入同城游序号/昵称/手机号")
        #expect(button.trace?.ambiguity?.hasSuffix(".minY{id: 4475}") == true)
    }

    /// SEED-3: the article's own printer, `level: Class` indented by depth.
    @Test func classListing() throws {
        let dump = try loadDump("seed-002-ios11")
        let roots = try #require(dump.captures.first?.roots)
        #expect(roots.map(\.className) == ["_UIBarBackground", "_UINavigationBarLargeTitleView", "_UINavigationBarContentView", "_UINavigationBarModernPromptView"])
        #expect(roots[0].children.map(\.className) == ["UIImageView", "UIVisualEffectView"])
        #expect(roots[0].children[1].children.map(\.className) == ["_UIVisualEffectBackdropView", "_UIVisualEffectSubview"])
        #expect(roots.allSatisfy { $0.frame == nil })
    }

    /// FID-B-RTCLEAN: two captures in a comment, separated by `//\t…` lines; every line indented 5.
    @Test func commentedCaptures() throws {
        let dump = try loadDump("fid-b-rtclean")
        #expect(dump.captures.map(\.line) == [2, 7])
        #expect(dump.captures[1].roots[0].frame == Rect(x: 0, y: 20, width: 320, height: 44))
        #expect(dump.first("UILabel")?.text == "Your profile")
    }

    /// FID-D-ZHANGKN-PICKER: a collection view's offset (`contentOffset: {0, -44}`) and text after
    /// its description (` collection view layout: <…> delegate: <…>`).
    @Test func scrollOffsetAndTrailingText() throws {
        let dump = try loadDump("fid-d-zhangkn-picker")
        let grid = try #require(dump.first("PUCollectionView"))
        #expect(grid.baseClass == "UICollectionView")
        #expect(grid.contentOffset == Point(x: 0, y: -44))
        #expect(grid.suffix?.hasPrefix("collection view layout:") == true)
        #expect(dump.first("UILabel")?.text == "相机胶卷")
    }
}

/// Pastes whose layout a page or an editor changed.
@Suite struct ReformattedPasteTests {
    /// FID-D-RECIPES-WEBVIEW: the page lost its line breaks; each view follows ` | ` or ` | | `.
    @Test func collapsedOntoOneLine() throws {
        let dump = try loadDump("fid-d-recipes-webview")
        let root = try #require(dump.captures.first?.roots.first)
        #expect(root.className == "UIWebView")
        #expect(root.frame == Rect(x: 0, y: 0, width: 320, height: 460))
        #expect(root.children.map(\.className) == ["UIScrollView"])
        #expect(root.children[0].children.count == 11)
        // `<UIImageView: 0x4b12030; frame = (0 0; 54 54) >`: the frame ends before a space.
        #expect(root.children[0].children[3].frame == Rect(x: 0, y: 0, width: 54, height: 54))
    }

    /// FID-D-COCOADELICA: one bare `|` per level (`||| <UIImageView`).
    @Test func barePipes() throws {
        let dump = try loadDump("fid-d-cocoadelica")
        let bar = try #require(dump.captures.first?.roots.first?.children.last)
        #expect(bar.frame == Rect(x: 10, y: 440, width: 300, height: 30))
        #expect(bar.children.map(\.className) == ["UIButton", "UIButton"])
        #expect(bar.children[0].children.count == 2)
    }

    /// FID-D-SENTRY-SAFARI: dumps in `//` comments, two versions' separated by comment lines.
    @Test func commentPrefix() throws {
        let dump = try loadDump("fid-d-sentry-safari")
        #expect(dump.captures.map(\.line) == [2, 6])
        let placeholder = try #require(dump.first("SFSafariLaunchPlaceholderView"))
        #expect(placeholder.children.map(\.className) == ["UINavigationBar", "UIToolbar"])
        #expect(placeholder.children[0].suffix == "delegate=0x12e60f600 no-scroll-edge-support")
    }

    /// FID-D-KIYOTAKA: an iOS 6 `NSLog` with its prefix; the excerpt stops inside a description.
    @Test func logPrefixAndRetrievalCut() throws {
        let dump = try loadDump("fid-d-kiyotaka")
        #expect(dump.captures.first?.roots.first?.frame == Rect(x: 0, y: 20, width: 320, height: 460))
        #expect(dump.first("UIButtonLabel")?.text == "show")
        #expect(dump.notes.contains { $0.kind == .truncated && $0.line == 9 })
    }
}
