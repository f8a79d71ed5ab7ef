import BezelGeometry
import BezelSupport

extension MultitaskingLayout {
    /// The `multitasking:` line of `bezel explain`: the mode, the window in screen points, and
    /// its size classes.
    var explanation: String {
        var parts = ["multitasking: \(mode.rawValue)", "window \(rectText(windowFrame)) on screen"]
        if let divider { parts.append("divider \(rectText(divider))") }
        parts.append("other app \(rectText(otherApp))\(dimsOtherApp ? " dimmed" : "")")
        if windowCornerRadius > 0 { parts.append("corner radius \(formatCompact(windowCornerRadius, decimals: 3))") }
        parts.append("size classes horizontal \(horizontalSizeClass.rawValue) vertical \(verticalSizeClass.rawValue)")
        return parts.joined(separator: ", ")
    }

    /// The `multitasking` object of the JSON explanation (docs/explain-json.md).
    var json: JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("mode", .string(mode.rawValue)), ("windowFrame", rectValue(windowFrame)),
            ("windowCornerRadius", .points(windowCornerRadius)), ("otherApp", rectValue(otherApp)),
            ("divider", divider.map(rectValue) ?? .null), ("dimsOtherApp", .bool(dimsOtherApp)),
        ]
        pairs.append(("horizontalSizeClass", .string(horizontalSizeClass.rawValue)))
        pairs.append(("verticalSizeClass", .string(verticalSizeClass.rawValue)))
        return .object(pairs)
    }
}

private func rectText(_ rect: Rect) -> String {
    let values = [rect.minX, rect.minY, rect.width, rect.height].map { formatCompact($0, decimals: 3) }
    return "(\(values[0]) \(values[1]); \(values[2]) \(values[3]))"
}

private func rectValue(_ rect: Rect) -> JSONValue {
    .array([.points(rect.minX), .points(rect.minY), .points(rect.width), .points(rect.height)])
}
