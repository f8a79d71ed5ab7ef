import BezelDevices
import BezelGeometry
import BezelSupport

extension AppLayout {
    /// The laid-out tree in the manner of UIKit's `recursiveDescription`: one view per line,
    /// indented with `   | `, class name, frame in the superview, safe-area insets, margins,
    /// scroll insets and tap region. Stable text: used by goldens and `bezel explain`.
    public var explanation: String {
        var lines = [
            "\(screen.deviceName) (\(screen.deviceID.rawValue)), \(screen.osName), "
                + (sdk.map { "linked against the \($0.displayName(for: screen.family)) SDK, " } ?? "") + "\(screen.orientation.rawValue), "
                + "screen \(points(screen.bounds.width))×\(points(screen.bounds.height)) pt @\(formatCompact(screen.scale))x, "
                + "status bar \(statusBarHeight == 0 ? "hidden" : points(statusBarHeight) + " pt")"
        ]
        if let multitasking { lines.append(multitasking.explanation) }
        describe(window, depth: 0, into: &lines)
        for extra in additionalWindows {
            lines.append("window level \(formatCompact(extra.level)):")
            describe(extra.window, depth: 0, into: &lines)
        }
        if let keyboard { lines.append(keyboard.explanation) }
        for figure in screen.uncertain {
            lines.append("uncertain: \(figure.figure) (\(figure.confidence.rawValue)): \(figure.basis)")
        }
        for view in ambiguous { lines.append("ambiguous layout: \(view)") }
        for note in notes { lines.append("note: \(note)") }
        for conflict in conflicts { lines.append(conflict.description) }
        return lines.joined(separator: "\n") + "\n"
    }

    private func describe(_ node: ViewNode, depth: Int, into lines: inout [String]) {
        var parts = [node.className + (node.id.map { " \"\($0)\"" } ?? "")]
        if let controller = node.viewController { parts.append("view of \(controller)") }
        parts.append(
            "frame = (\(points(node.frame.minX)) \(points(node.frame.minY)); \(points(node.frame.width)) \(points(node.frame.height)))")
        if let text = node.text { parts.append("text = \"\(text)\"") }
        if let glyph = node.glyph { parts.append("glyph = \(glyph.name)") }
        parts += node.contentEntries.map { "\($0.key) = \($0.text)" }
        if node.isSelected { parts.append("selected") }
        if node.backgroundExtensionTop > 0 { parts.append("barPosition = topAttached (background +\(points(node.backgroundExtensionTop)) above)") }
        if node.isHidden { parts.append("hidden") }
        if node.alpha < 1 { parts.append("alpha = \(formatCompact(node.alpha))") }
        if !node.isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        if let safe = node.safeAreaInsets { parts.append("safeAreaInsets = \(braces(safe))") }
        if let top = node.topLayoutGuideLength, let bottom = node.bottomLayoutGuideLength {
            parts.append("layoutGuides = \(points(top))/\(points(bottom))")
        }
        // A recorded view's margins were not printed: unknown, so not shown.
        if screen.os.hasLayoutMargins && !node.isRecorded { parts.append("layoutMargins = \(braces(node.layoutMargins))") }
        if let scroll = node.scroll {
            parts.append("contentSize = \(points(scroll.contentSize.width))×\(points(scroll.contentSize.height))")
            parts.append("contentInset = \(braces(scroll.contentInset))")
            parts.append("adjustedContentInset = \(braces(scroll.adjustedContentInset))")
        }
        parts.append("tap = \(regionText(node.tapRegion, frame: node.windowFrame))")
        if !node.deadRegion.isEmpty { parts.append("dead = \(node.deadRegion.map(rectText).joined(separator: " "))") }
        let prefix = String(repeating: "   | ", count: depth)
        lines.append(prefix + "<" + parts.joined(separator: "; ") + ">")
        // Layout guides are not subviews: marked as recursiveDescription marks layers.
        for guide in node.layoutGuides {
            let name = guide.identifier == guide.className ? guide.className : "\(guide.className) \"\(guide.identifier)\""
            lines.append(prefix + "   | <\(name); layoutFrame = \(rectText(guide.layoutFrame))> (layout guide)")
        }
        for child in node.children { describe(child, depth: depth + 1, into: &lines) }
    }

    private func regionText(_ region: [Rect], frame: Rect) -> String {
        if region.isEmpty { return "none" }
        if region.count == 1, rectText(region[0]) == rectText(frame) { return "frame" }
        return region.map(rectText).joined(separator: " ")
    }

    /// The documented JSON shape (docs/explain-json.md).
    public var json: JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("device", .string(screen.deviceID.rawValue)),
            ("os", .string(screen.os.rawValue)),
            ("orientation", .string(screen.orientation.rawValue)),
            ("screen", .array([.points(screen.bounds.width), .points(screen.bounds.height)])),
            ("scale", .number(screen.scale)),
            ("statusBarHeight", .points(statusBarHeight)),
            ("root", nodeJSON(window)),
            (
                "uncertain",
                .array(
                    screen.uncertain.map {
                        .object([
                            ("figure", .string($0.figure)), ("confidence", .string($0.confidence.rawValue)), ("basis", .string($0.basis)),
                        ])
                    })
            ),
            ("ambiguous", .array(ambiguous.map { .string($0.description) })),
            ("conflicts", .array(conflicts.map { .string($0.description) })),
            ("notes", .array(notes.map { .string($0) })),
        ] + extrasJSON
        if let multitasking { pairs.insert(("multitasking", multitasking.json), at: 6) }
        if let sdk { pairs.insert(("sdk", .string(sdk.rawValue)), at: 2) }
        return .object(pairs)
    }

    /// The keyboard and the additional windows, only when the scene has them (so scenes without
    /// them print exactly what they printed before).
    private var extrasJSON: [(String, JSONValue)] {
        var pairs: [(String, JSONValue)] = []
        if let keyboard {
            pairs.append((
                "keyboard",
                .object([
                    ("frame", keyboard.frame.map(rectJSON) ?? .null), ("predictive", .bool(keyboard.predictive)),
                    ("adjust", .string(keyboard.adjust.rawValue)), ("overlap", .points(keyboard.overlap)),
                ])
            ))
        }
        if !additionalWindows.isEmpty {
            pairs.append(("windows", .array(additionalWindows.map { .object([("level", .number($0.level)), ("root", nodeJSON($0.window))]) })))
        }
        return pairs
    }

    private func nodeJSON(_ node: ViewNode) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("class", .string(node.className)),
            ("id", node.id.map { .string($0) } ?? .null),
        ]
        if let controller = node.viewController { pairs.append(("viewController", .string(controller.description))) }
        pairs += [
            ("frame", rectJSON(node.frame)),
            ("windowFrame", rectJSON(node.windowFrame)),
            ("safeAreaInsets", node.safeAreaInsets.map(insetsJSON) ?? .null),
            ("layoutMargins", screen.os.hasLayoutMargins && !node.isRecorded ? insetsJSON(node.layoutMargins) : .null),
        ]
        if let top = node.topLayoutGuideLength, let bottom = node.bottomLayoutGuideLength {
            pairs.append(("layoutGuideLengths", .array([.points(top), .points(bottom)])))
        }
        if let scroll = node.scroll {
            pairs.append(("contentSize", .array([.points(scroll.contentSize.width), .points(scroll.contentSize.height)])))
            pairs.append(("contentInset", insetsJSON(scroll.contentInset)))
            pairs.append(("adjustedContentInset", insetsJSON(scroll.adjustedContentInset)))
        }
        if let text = node.text { pairs.append(("text", .string(text))) }
        if let glyph = node.glyph { pairs.append(("glyph", .string(glyph.name))) }
        pairs += node.contentEntries.map { ($0.key, $0.json) }
        if node.isSelected { pairs.append(("selected", .bool(true))) }
        if node.isHidden { pairs.append(("hidden", .bool(true))) }
        if node.alpha < 1 { pairs.append(("alpha", .number(node.alpha))) }
        if !node.isUserInteractionEnabled { pairs.append(("userInteractionEnabled", .bool(false))) }
        pairs.append(("tapRegion", .array(node.tapRegion.map(rectJSON))))
        pairs.append(("deadRegion", .array(node.deadRegion.map(rectJSON))))
        if !node.layoutGuides.isEmpty {
            pairs.append((
                "layoutGuides",
                .array(
                    node.layoutGuides.map {
                        .object([
                            ("class", .string($0.className)), ("identifier", .string($0.identifier)), ("layoutFrame", rectJSON($0.layoutFrame)),
                        ])
                    })
            ))
        }
        pairs.append(("children", .array(node.children.map(nodeJSON))))
        return .object(pairs)
    }
}

func points(_ value: Double) -> String { formatCompact(value, decimals: 3) }

private func braces(_ insets: EdgeInsets) -> String {
    "{\(points(insets.top)), \(points(insets.left)), \(points(insets.bottom)), \(points(insets.right))}"
}

private func rectText(_ rect: Rect) -> String {
    "(\(points(rect.minX)) \(points(rect.minY)); \(points(rect.width)) \(points(rect.height)))"
}

private func rectJSON(_ rect: Rect) -> JSONValue {
    .array([.points(rect.minX), .points(rect.minY), .points(rect.width), .points(rect.height)])
}

private func insetsJSON(_ insets: EdgeInsets) -> JSONValue {
    .array([.points(insets.top), .points(insets.left), .points(insets.bottom), .points(insets.right)])
}
