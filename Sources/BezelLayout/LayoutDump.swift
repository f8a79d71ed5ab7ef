import BezelDevices
import BezelGeometry

extension ScreenLayout {
    /// The layout as an ASCII tree with frames to two decimals, for golden `.layout.txt` files
    /// and `bezel render --dump`. Stable: the same layout always prints the same text.
    public var dump: String {
        var root = DumpNode("screen \(deviceID.rawValue) \(os.rawValue) \(orientation.rawValue)")
        root.children.append(DumpNode("device \"\(deviceName)\" \(bounds.size) pt @\(formatCompact(scale))x"))
        root.children.append(DumpNode("bounds \(bounds) corner-radius \(formatPoints(cornerRadius)) continuous"))
        root.children.append(
            os.hasSizeClasses
                ? DumpNode("traits horizontal \(horizontalSizeClass.rawValue) vertical \(verticalSizeClass.rawValue)")
                : DumpNode("traits none (size classes arrived in iOS 8)"))
        if let housing = sensorHousing {
            root.children.append(DumpNode("sensor-housing \(housing.kind.rawValue) \(housing.frame)"))
        }
        if let statusBar {
            var node = DumpNode("status-bar \(statusBar.frame) style \(statusBar.style.rawValue)")
            for group in statusBar.groups {
                node.children.append(
                    DumpNode("\(group.alignment.rawValue) \(group.region): \(group.items.map(\.name).joined(separator: ", "))"))
            }
            root.children.append(node)
        } else {
            root.children.append(DumpNode("status-bar hidden"))
        }
        if let homeIndicator { root.children.append(DumpNode("home-indicator \(homeIndicator)")) }
        if let safeArea {
            root.children.append(DumpNode("safe-area \(safeArea.frame) insets \(safeArea.insets)"))
        } else {
            root.children.append(DumpNode("safe-area none (before iOS 11)"))
        }
        root.children.append(
            DumpNode(os.hasLayoutMargins ? "root-layout-margins \(rootLayoutMargins)" : "root-layout-margins none (before iOS 8)"))
        for figure in uncertain {
            root.children.append(DumpNode("uncertain \(figure.figure) (\(figure.confidence.rawValue)): \(figure.basis)"))
        }
        return root.render() + "\n"
    }
}

/// A labelled tree printed with box-drawing branches.
struct DumpNode {
    var label: String
    var children: [DumpNode] = []

    init(_ label: String) { self.label = label }

    func render() -> String {
        var lines = [label]
        appendChildren(to: &lines, prefix: "")
        return lines.joined(separator: "\n")
    }

    private func appendChildren(to lines: inout [String], prefix: String) {
        for (index, child) in children.enumerated() {
            let last = index == children.count - 1
            lines.append(prefix + (last ? "└─ " : "├─ ") + child.label)
            child.appendChildren(to: &lines, prefix: prefix + (last ? "   " : "│  "))
        }
    }
}
