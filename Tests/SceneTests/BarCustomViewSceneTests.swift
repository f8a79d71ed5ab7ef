import BezelLayout
import BezelScene
import BezelSupport
import Testing

/// A bar's custom view as a scene declares it: a view with a class (UIKit's or the user's own),
/// subviews and priorities, and the errors bad fields give, with file, line, column and field.
struct BarCustomViewSceneTests {
    /// A scene whose only controller's right item is `custom:` with `fields` (YAML lines at 18
    /// spaces, the first on line 10).
    static func scene(_ fields: String) -> String {
        """
        bezel: 1
        devices: [iphone-x]
        os: ios-11
        screen:
          root:
            view-controller:
              navigation-item:
                right-items:
                  - custom:

        """ + fields
    }

    static func item(_ fields: String) throws -> BarCustomView {
        let file = try SceneFile.parse(scene(fields), path: "test.yaml")
        guard case .plain(let controller)? = file.screen?.root,
            case .custom(let view)? = controller.navigationItem.rightItems.first
        else { throw SourceError(file: "test.yaml", line: nil, column: nil, field: "", message: "no custom item") }
        return view
    }

    @Test func aUserClassWithSubviewsAndPriorities() throws {
        let view = try Self.item(
            """
                              id: badge
                              class: MyBadgeView
                              intrinsic-size: [60, 30]
                              compression-resistance: [700, 750]
                              hugging: [260, 250]
                              clips-to-bounds: true
                              subviews:
                                - {class: UILabel, id: count, constraints: ["centerX == superview.centerX", "centerY == superview.centerY"]}
            """)
        #expect(view.id == "badge")
        #expect(view.view.viewClass == .view && view.view.customClassName == "MyBadgeView")
        #expect(view.sizing == .intrinsic && view.size.width == 60 && view.size.height == 30)
        #expect(view.view.compressionResistance == AxisPriorities(horizontal: 700, vertical: 750))
        #expect(view.view.contentHugging == AxisPriorities(horizontal: 260, vertical: 250))
        #expect(view.view.clipsToBounds)
        #expect(view.view.subviews.map(\.viewClass) == [.label])
    }

    @Test func aUIKitClassStaysUIKits() throws {
        let view = try Self.item("                  size: [40, 30]\n                  class: UIButton\n")
        #expect(view.view.viewClass == .button && view.view.customClassName == nil)
        #expect(view.sizing == .frame)
    }

    /// (fields, message, line, column, field path).
    @Test(
        arguments: [
            ("size: [30, 30]\nframe: [0, 0, 30, 30]", "unknown field", 11, 19, "custom.frame"),
            ("size: [30, 30]\nhugging: [0, 250]", "priorities are 1…1000", 11, 28, "custom.hugging"),
            ("size: [30, 30]\nclass: UILabl", "unknown class \"UILabl\"", 11, 26, "custom.class"),
            ("size: [30, 30]\nclass: \"My View\"", "is not a class name", 11, 26, "custom.class"),
            ("size: [30, 30]\nintrinsic-size: [30, 30]", "either `size` or `intrinsic-size`", 10, 25, "custom.size"),
            ("intrinsic-size: [30, null]", "needs both axes", 10, 35, "custom.intrinsic-size"),
            ("intrinsic-size: [30, 30]\nsizing: frame", "drop `sizing`", 11, 27, "custom.sizing"),
            ("size: [30, 30]\nclips-to-bounds: maybe", "clips-to-bounds", 11, 36, "custom.clips-to-bounds"),
            (
                "size: [30, 30]\nsubviews: [{class: UILabel, frame: [0, 0, -1, 4]}]", "must not be negative", 11, 54,
                "custom.subviews[0].frame"
            ),
            ("size: [30, 30]\nhidden: true", "unknown field", 11, 19, "custom.hidden"),
        ] as [(String, String, Int, Int, String)])
    func badFieldsAreRejected(fields: String, message: String, line: Int, column: Int, path: String) throws {
        let indented = fields.split(separator: "\n").map { "                  " + $0 }.joined(separator: "\n") + "\n"
        do {
            _ = try SceneFile.parse(Self.scene(indented), path: "test.yaml")
            Issue.record("accepted: \(fields)")
        } catch {
            #expect(error.description.contains(message), "\(error)")
            #expect(error.file == "test.yaml" && error.line == line && error.column == column, "\(error)")
            #expect(error.field.hasSuffix(path), "\(error)")
        }
    }
}
