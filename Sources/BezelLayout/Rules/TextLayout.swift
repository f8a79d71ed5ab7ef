import BezelDrawing
import BezelGeometry

/// Text measured and broken into lines the way UILabel does it (CONTROLS §9): widths from the
/// text measurer (Pango in Inter, standing in for SF Pro), heights from the system font's line
/// height, both rounded up to the pixel grid; lines broken at spaces (or anywhere, for
/// character wrapping), and what does not fit cut with an ellipsis at the head, middle or tail.

/// A label's text, font and line settings, resolved for one iOS version.
struct TextSetting {
    var text: String
    var font: TextFont
    /// 0: as many lines as needed.
    var numberOfLines: Int
    var lineBreakMode: LineBreakMode

    init(_ text: String, font: TextFont, numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .truncatingTail) {
        self.text = text
        self.font = font
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
    }
}

extension AppContext {
    var controls: ControlMetrics { metrics.controls }

    func lineHeight(_ font: TextFont) -> Double { controls.lineHeight(font, scale: scale) }

    /// A line's width rounded up to the pixel grid.
    func textWidth(_ text: String, font: TextFont) -> Double {
        text.isEmpty ? 0 : ceilToPixels(metrics.text.exactWidth(of: text, font: font), scale: scale)
    }

    /// The size the text wants on one line per paragraph (`intrinsicContentSize` with no width
    /// limit): the widest paragraph, and one line height per paragraph a multi-line label shows.
    func intrinsicSize(_ setting: TextSetting) -> Size {
        guard !setting.text.isEmpty else { return Size(width: 0, height: 0) }
        let paragraphs = setting.numberOfLines == 1 ? [setting.text] : paragraphs(of: setting.text)
        let shown = setting.numberOfLines > 0 ? min(paragraphs.count, setting.numberOfLines) : paragraphs.count
        let width = paragraphs.map { textWidth($0, font: setting.font) }.max() ?? 0
        return Size(width: width, height: blockHeight(lines: shown, font: setting.font))
    }

    /// The height of `lines` lines, on the pixel grid.
    func blockHeight(lines: Int, font: TextFont) -> Double {
        ceilToPixels(Double(lines) * font.size * controls.lineHeightRatio, scale: scale)
    }


    /// The lines the text shows at `width`, cut where it does not fit.
    func lines(_ setting: TextSetting, width: Double) -> [String] {
        guard !setting.text.isEmpty else { return [] }
        if setting.numberOfLines == 1 {
            let line = setting.text.replacingOccurrences(of: "\n", with: " ")
            return [fitted(line, width: width, font: setting.font, mode: setting.lineBreakMode)]
        }
        var broken: [String] = []
        for paragraph in paragraphs(of: setting.text) {
            broken += wrapped(paragraph, width: width, font: setting.font, byCharacter: setting.lineBreakMode == .charWrapping)
        }
        guard setting.numberOfLines > 0, broken.count > setting.numberOfLines else { return broken }
        // The last line shown takes the rest of the text and is cut like a one-line label.
        var shown = Array(broken.prefix(setting.numberOfLines - 1))
        let rest = broken.dropFirst(setting.numberOfLines - 1).joined(separator: " ")
        let mode = setting.lineBreakMode == .wordWrapping || setting.lineBreakMode == .charWrapping ? .truncatingTail : setting.lineBreakMode
        shown.append(fitted(rest, width: width, font: setting.font, mode: mode))
        return shown
    }

    /// Height of the lines a label shows at `width` (a multi-line label's height for its width).
    func wrappedHeight(_ setting: TextSetting, width: Double) -> Double {
        blockHeight(lines: lines(setting, width: width).count, font: setting.font)
    }

    private func paragraphs(of text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Greedy breaking: as many words (or characters) on each line as fit; a word wider than
    /// the line is broken by character.
    private func wrapped(_ paragraph: String, width: Double, font: TextFont, byCharacter: Bool) -> [String] {
        let pieces: [String] = byCharacter ? paragraph.map(String.init) : paragraph.split(separator: " ").map(String.init)
        let joiner = byCharacter ? "" : " "
        var lines: [String] = []
        var current = ""
        for piece in pieces {
            let candidate = current.isEmpty ? piece : current + joiner + piece
            if current.isEmpty || textWidth(candidate, font: font) <= width + 0.01 {
                current = candidate
                if !byCharacter, textWidth(current, font: font) > width + 0.01, current == piece {
                    let split = wrapped(piece, width: width, font: font, byCharacter: true)
                    lines += split.dropLast()
                    current = split.last ?? ""
                }
            } else {
                lines.append(current)
                current = piece
            }
        }
        lines.append(current)
        return lines
    }

    /// One line cut to `width` as `mode` says: an ellipsis at the head, middle or tail, or the
    /// text as it is (clipping and wrapping modes draw what fits). A label squeezed to no width
    /// (a titleView between too many bar items) draws nothing, not even the ellipsis.
    func fitted(_ line: String, width: Double, font: TextFont, mode: LineBreakMode) -> String {
        guard textWidth(line, font: font) > width + 0.01 else { return line }
        guard width > 0 else { return "" }
        let characters = Array(line)
        func candidate(_ kept: Int) -> String {
            switch mode {
            case .truncatingHead: return "…" + String(characters.suffix(kept))
            case .truncatingMiddle:
                return String(characters.prefix((kept + 1) / 2)) + "…" + String(characters.suffix(kept / 2))
            default: return String(characters.prefix(kept)).trimmingTrailingSpaces + "…"
            }
        }
        guard [.truncatingHead, .truncatingMiddle, .truncatingTail].contains(mode) else { return line }
        // The most characters that fit with the ellipsis (binary search on the count).
        var low = 0
        var high = characters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if textWidth(candidate(middle), font: font) <= width + 0.01 { low = middle } else { high = middle - 1 }
        }
        return candidate(low)
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
