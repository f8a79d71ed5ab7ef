import BezelDrawing
import BezelGeometry
import BezelLayout
import Foundation

/// The user's content as simple vectors in UIKit's default colours: text in its laid-out lines,
/// and each control's parts inside its frame (a switch's track and knob, a segmented control's
/// segments, a slider's track and thumb, a progress bar, an activity indicator's spokes, page
/// dots, a text field's border, a configured button's background, grouped tables and cells).
/// Nothing here is Apple artwork; the sizes come from the layout.

/// Lines of text, the block centred vertically in the frame, each line aligned as laid out.
func textLinesPrimitives(_ text: TextLines, in frame: Rect, colors: AppColors, measurer: any TextMeasurer) -> [Primitive] {
    let color: Color =
        switch text.role {
        case .label: colors.label
        case .secondary: colors.secondaryLabel
        case .tint: colors.tint
        case .placeholder: colors.placeholder
        case .onTint: colors.knob
        }
    // A view squeezed to no width shows no text (a negative width would lift Pango's limit).
    guard frame.width > 0 else { return [] }
    let top = frame.midY - Double(text.lines.count) * text.lineHeight / 2
    var result: [Primitive] = []
    for (index, line) in text.lines.enumerated() where !line.isEmpty {
        let size = measurer.size(of: line, font: text.font)
        let fits = size.width <= frame.width + 2
        let width = fits ? size.width : frame.width
        let x: Double =
            switch text.alignment {
            case .center: frame.midX - width / 2
            case .right: frame.maxX - width
            default: frame.minX
            }
        let y = top + Double(index) * text.lineHeight + (text.lineHeight - size.height) / 2
        result.append(.text(TextRun(line, font: text.font, color: color, origin: Point(x: x, y: y), maxWidth: fits ? nil : frame.width)))
    }
    return result
}

/// A control's own drawing inside its frame.
func controlPrimitives(_ control: ControlState, in frame: Rect, colors: AppColors, measurer: any TextMeasurer) -> [Primitive] {
    switch control {
    case .toggle(let isOn):
        let knobSide = frame.height - 4
        let knobX = isOn ? frame.maxX - 2 - knobSide : frame.minX + 2
        let knob = Rect(x: knobX, y: frame.minY + 2, width: knobSide, height: knobSide)
        return [
            .fill(.capsule(frame), isOn ? colors.switchOn : colors.controlFill),
            .fill(.capsule(knob), colors.knob), .stroke(.capsule(knob), Stroke(colors.fieldBorder, width: 0.5)),
        ]
    case .segmented(let titles, let widths, let selected, let font):
        return segmentedPrimitives(titles: titles, widths: widths, selected: selected, font: font, frame: frame, colors: colors, measurer: measurer)
    case .slider(let value):
        let thumb = min(28, frame.height)
        let track = Rect(x: frame.minX + thumb / 2, y: frame.midY - 2, width: max(0, frame.width - thumb), height: 4)
        let centre = track.minX + value * track.width
        let knob = Rect(x: centre - thumb / 2, y: frame.midY - thumb / 2, width: thumb, height: thumb)
        return [
            .fill(.capsule(track), colors.controlFill),
            .fill(.capsule(Rect(x: track.minX, y: track.minY, width: centre - track.minX, height: track.height)), colors.tint),
            .fill(.capsule(knob), colors.knob), .stroke(.capsule(knob), Stroke(colors.fieldBorder, width: 0.5)),
        ]
    case .progress(let value):
        let fill = Rect(x: frame.minX, y: frame.minY, width: frame.width * value, height: frame.height)
        return [.fill(.capsule(frame), colors.controlFill), .fill(.capsule(fill), colors.tint)]
    case .activityIndicator(let large):
        return spokes(count: large ? 12 : 8, in: frame, color: colors.secondaryLabel)
    case .pageControl(let pages, let current):
        let pitch = 16.0
        let start = frame.midX - Double(pages - 1) * pitch / 2
        return (0..<pages).map { page in
            let dot = Rect(x: start + Double(page) * pitch - 3.5, y: frame.midY - 3.5, width: 7, height: 7)
            return .fill(.capsule(dot), page == current ? colors.label : colors.placeholder)
        }
    case .textField(let style):
        switch style {
        case .none: return []
        case .roundedRect: return [.stroke(.roundedRect(frame.inset(by: quarterPoint), radius: 5), Stroke(colors.fieldBorder, width: 0.5))]
        case .line, .bezel: return [.stroke(.rect(frame.inset(by: halfPoint)), Stroke(colors.secondaryLabel, width: 1))]
        }
    case .buttonBackground(let style):
        let shape = Path.roundedRect(frame, radius: 6)
        switch style {
        case .filled, .borderedProminent: return [.fill(shape, colors.tint)]
        case .tinted: return [.fill(shape, colors.tint.withAlpha(0.15))]
        case .gray, .plain: return [.fill(shape, colors.controlFill)]
        }
    case .groupedTable:
        return [.fill(.rect(frame), colors.groupedBackground)]
    case .cellBackground(let top, let bottom, let radius):
        guard top || bottom else { return [.fill(.rect(frame), colors.cellBackground)] }
        let r = min(radius, frame.height / 2)
        var square = frame
        if top { square = Rect(x: frame.minX, y: frame.minY + r, width: frame.width, height: frame.height - r) }
        if bottom { square.size.height -= r }
        return [.fill(.roundedRect(frame, radius: r), colors.cellBackground), .fill(.rect(square), colors.cellBackground)]
    }
}

let quarterPoint = EdgeInsets(top: 0.25, left: 0.25, bottom: 0.25, right: 0.25)

/// The iOS 13 look: a filled track, a white platter under the selected segment, centred titles.
private func segmentedPrimitives(
    titles: [String], widths: [Double], selected: Int?, font: Font, frame: Rect, colors: AppColors, measurer: any TextMeasurer
) -> [Primitive] {
    var result: [Primitive] = [.fill(.roundedRect(frame, radius: min(9, frame.height / 2)), colors.controlFill)]
    var x = frame.minX
    for (index, title) in titles.enumerated() {
        let width = index < widths.count ? widths[index] : 0
        let segment = Rect(x: x, y: frame.minY, width: width, height: frame.height)
        if index == selected {
            let platter = segment.inset(by: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
            result += [.fill(.roundedRect(platter, radius: 7), colors.knob), .stroke(.roundedRect(platter, radius: 7), Stroke(colors.fieldBorder, width: 0.5))]
        } else if index > 0, index - 1 != selected {
            result.append(.line(Segment(Point(x: x, y: frame.minY + 8), Point(x: x, y: frame.maxY - 8)), Stroke(colors.placeholder, width: 1)))
        }
        let size = measurer.size(of: title, font: font, maxWidth: max(0, width - 8))
        let origin = Point(x: segment.midX - size.width / 2, y: segment.midY - size.height / 2)
        result.append(.text(TextRun(title, font: font, color: colors.label, origin: origin, maxWidth: max(0, width - 8))))
        x += width
    }
    return result
}

/// Spokes around the centre, fading round the circle.
private func spokes(count: Int, in frame: Rect, color: Color) -> [Primitive] {
    let radius = min(frame.width, frame.height) / 2
    let centre = Point(x: frame.midX, y: frame.midY)
    return (0..<count).map { index in
        let angle = -Double.pi / 2 + Double(index) * 2 * .pi / Double(count)
        let inner = Point(x: centre.x + radius * 0.45 * cos(angle), y: centre.y + radius * 0.45 * sin(angle))
        let outer = Point(x: centre.x + radius * 0.9 * cos(angle), y: centre.y + radius * 0.9 * sin(angle))
        let alpha = 0.25 + 0.75 * Double(count - index) / Double(count)
        return .line(Segment(inner, outer), Stroke(color.withAlpha(alpha), width: radius * 0.18))
    }
}
