import BezelGeometry
import BezelSupport

/// What a presentation sets on a view, for `bezel explain`: the presenting view's transform
/// (printed as UIKit prints a `CGAffineTransform`), corner radii, and a dimming view's black.
extension ViewNode {
    var presentationEntries: [(key: String, text: String, json: JSONValue)] {
        var entries: [(String, String, JSONValue)] = []
        if let transform {
            let values = [transform.scale, 0, 0, transform.scale, transform.translation.x, transform.translation.y]
            entries.append(
                (
                    "transform", "[\(values.map { formatCompact($0, decimals: 4) }.joined(separator: ", "))]",
                    .array(values.map(JSONValue.points))
                ))
            let shown = transform.applied(to: windowFrame)
            entries.append(
                (
                    "visibleFrame",
                    "(\(formatCompact(shown.minX, decimals: 3)) \(formatCompact(shown.minY, decimals: 3)); "
                        + "\(formatCompact(shown.width, decimals: 3)) \(formatCompact(shown.height, decimals: 3)))",
                    .array([shown.minX, shown.minY, shown.width, shown.height].map(JSONValue.points))
                ))
        }
        if let cornerRadius { entries.append(("cornerRadius", formatCompact(cornerRadius, decimals: 3), .points(cornerRadius))) }
        if let arrow {
            let text =
                "(\(formatCompact(arrow.minX, decimals: 3)) \(formatCompact(arrow.minY, decimals: 3)); "
                + "\(formatCompact(arrow.width)) \(formatCompact(arrow.height)))"
            entries.append(("arrow", text, .array([arrow.minX, arrow.minY, arrow.width, arrow.height].map(JSONValue.points))))
        }
        if let dimming { entries.append(("dimming", "black \(formatCompact(dimming))", .number(dimming))) }
        return entries
    }
}
