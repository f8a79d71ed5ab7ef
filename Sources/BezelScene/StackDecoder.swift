import BezelAutoLayout
import BezelDevices
import BezelGeometry
import BezelLayout
import BezelSupport

/// The stack-view fields of a view (docs/scene-format.md, "Stack views"), and the alignment
/// rectangle and baseline fields any view may have.
extension ScreenDecoder {
    static let stackFields = [
        "axis", "distribution", "alignment", "spacing", "layout-margins-relative-arrangement", "baseline-relative-arrangement",
    ]

    /// UIKit's `top` and `bottom` are other names for `leading` and `trailing`.
    static let alignmentNames: [(String, StackLayout.Alignment)] =
        StackLayout.Alignment.allCases.map { ($0.rawValue, $0) } + [("top", .leading), ("bottom", .trailing)]

    func stackOptions(_ fields: [String: DocumentNode], _ path: String, inStack: Bool, view: inout ViewSpec) throws(SourceError) {
        if let insets = fields["alignment-rect-insets"] {
            let values = try numbers(insets, "\(path).alignment-rect-insets", count: 4, what: "[top, left, bottom, right]")
            view.alignmentRectInsets = EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
        }
        view.firstBaseline = try baseline(fields["first-baseline"], "\(path).first-baseline")
        view.lastBaseline = try baseline(fields["last-baseline"], "\(path).last-baseline")
        if inStack, let frame = fields["frame"] {
            throw error(
                frame, "\(path).frame", "a stack view places its arranged subviews; give them an intrinsic-size or width/height constraints"
            )
        }
        if !inStack, let node = fields["spacing-after"] {
            throw error(node, "\(path).spacing-after", "only an arranged subview of a UIStackView has spacing after it")
        }
        guard view.viewClass == .stackView else {
            if let key = Self.stackFields.first(where: { fields[$0] != nil }) {
                throw error(fields[key]!, "\(path).\(key)", "only a UIStackView has `\(key)`; set class: UIStackView")
            }
            return
        }
        view.stack = try stackLayout(fields, path)
    }

    /// A stack view's axis, distribution, alignment, spacing and arrangement flags.
    func stackLayout(_ fields: [String: DocumentNode], _ path: String) throws(SourceError) -> StackLayout {
        var stack = StackLayout()
        if let node = fields["axis"] {
            let word = try text(node, "\(path).axis")
            guard let axis = StackLayout.Axis(rawValue: word) else {
                throw error(node, "\(path).axis", "unknown axis \(quoted(word)); use horizontal or vertical")
            }
            stack.axis = axis
        }
        if let node = fields["distribution"] {
            let word = try text(node, "\(path).distribution")
            guard let distribution = StackLayout.Distribution(rawValue: word) else {
                let names = StackLayout.Distribution.allCases.map(\.rawValue)
                let hint = closest(to: word, among: names, limit: 1).first.map { "did you mean \"\($0)\"? " } ?? ""
                throw error(node, "\(path).distribution", "unknown distribution \(quoted(word)); \(hint)use \(names.joined(separator: ", "))")
            }
            stack.distribution = distribution
        }
        if let node = fields["alignment"] {
            let word = try text(node, "\(path).alignment")
            guard let alignment = Self.alignmentNames.first(where: { $0.0 == word })?.1 else {
                let names = Self.alignmentNames.map(\.0)
                let hint = closest(to: word, among: names, limit: 1).first.map { "did you mean \"\($0)\"? " } ?? ""
                throw error(node, "\(path).alignment", "unknown alignment \(quoted(word)); \(hint)use \(names.joined(separator: ", "))")
            }
            if stack.axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) {
                throw error(node, "\(path).alignment", "baseline alignment works only in horizontal stacks (Apple's UIStackView.Alignment)")
            }
            stack.alignment = alignment
        }
        if let node = fields["spacing"] {
            stack.spacing = try numbers(node, "\(path).spacing", count: 1, what: "a number of points")[0]
        }
        if let node = fields["layout-margins-relative-arrangement"] {
            stack.isLayoutMarginsRelativeArrangement = try boolean(node, "\(path).layout-margins-relative-arrangement")
        }
        if let node = fields["baseline-relative-arrangement"] {
            stack.isBaselineRelativeArrangement = try boolean(node, "\(path).baseline-relative-arrangement")
        }
        return stack
    }

    private func baseline(_ node: DocumentNode?, _ field: String) throws(SourceError) -> Double? {
        guard let node else { return nil }
        let value = try numbers(node, field, count: 1, what: "a distance in points")[0]
        guard value >= 0 else { throw error(node, field, "must not be negative") }
        return value
    }

    /// `spacing-after` on arranged subviews becomes the stack's custom spacing (iOS 11+
    /// `setCustomSpacing(_:after:)`).
    func collectSpacingAfter(_ view: inout ViewSpec, list listNode: DocumentNode, path: String) throws(SourceError) {
        guard view.viewClass == .stackView else { return }
        for (index, item) in try list(listNode, path, "views", allowEmpty: true).enumerated() {
            guard case .mapping(let pairs) = item.value, let node = pairs.first(where: { $0.key == "spacing-after" })?.value else {
                continue
            }
            view.stack?.customSpacing[index] = try numbers(node, "\(path)[\(index)].spacing-after", count: 1, what: "a number of points")[0]
        }
    }
}
