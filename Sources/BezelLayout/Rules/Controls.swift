import BezelDrawing
import BezelDevices
import BezelGeometry

/// UIKit's content views (CONTROLS §1–§9): each class's intrinsic size for what it shows, the
/// size some controls force whatever frame they are given, and what the view draws. A button's
/// title label and image view are real subviews, as in a view dump, so their edge insets show.

extension AppContext {
    /// The label's font: its text style or system font, else 17 pt (CTL14).
    func font(of label: LabelSpec) -> TextFont { controls.font(label.font, default: TextFont(size: 17), os: os) }

    func textSetting(_ label: LabelSpec) -> TextSetting {
        TextSetting(label.text, font: font(of: label), numberOfLines: label.numberOfLines, lineBreakMode: label.lineBreakMode)
    }

    /// The size a view's content asks for; nil on an axis without an intrinsic metric. The
    /// scene's own `intrinsic-size` wins over the content's.
    func intrinsicSize(of spec: ViewSpec) -> IntrinsicSize {
        let given = spec.intrinsicContentSize
        if given == IntrinsicSize(), let bar = standaloneBarHeight(spec.viewClass) { return IntrinsicSize(height: bar.value) }
        guard given.width == nil, given.height == nil, let content = spec.content else { return given }
        let size = contentSize(content)
        return IntrinsicSize(width: size.width, height: size.height)
    }

    private func contentSize(_ content: ViewContent) -> (width: Double?, height: Double?) {
        switch content {
        case .label(let label):
            let size = intrinsicSize(textSetting(label))
            return (size.width, size.height)
        case .button(let button): return buttonSize(button).pair
        case .image(let image): return image.size.pair
        case .textField(let field): return textFieldSize(field).pair
        case .toggle: return controls.switchSize(os: os).0.pair
        case .segmented(let segmented):
            let widths = segmentWidths(segmented)
            return (widths.reduce(0, +), controls.segmentedHeight(os: os).value)
        case .slider: return (nil, controls.sliderHeight(os: os).value)
        case .progress: return (nil, controls.progressHeight(os: os).value)
        case .activityIndicator(let large):
            let side = controls.activityIndicatorSide(large: large)
            return (side, side)
        case .pageControl(let pages, _): return controls.pageControlSize(pages: pages, os: os).0.pair
        }
    }

    /// The frame a control takes whatever it was given: a switch keeps its size (CTL4, CTL26), a
    /// progress view its height (CTL64), an activity indicator its side.
    func forcedFrame(_ frame: Rect, for content: ViewContent?) -> Rect {
        var forced = frame
        switch content {
        case .toggle: forced.size = controls.switchSize(os: os).0
        case .progress: forced.size.height = controls.progressHeight(os: os).value
        case .activityIndicator(let large):
            let side = controls.activityIndicatorSide(large: large)
            forced.size = Size(width: side, height: side)
        default: break
        }
        return forced
    }

    /// Figures below single-source confidence that a view's content rests on.
    func contentFigures(_ spec: ViewSpec) -> Diagnostics {
        var report = Diagnostics()
        // A size the scene gives replaces the control's own (its figures are then not used).
        let sized = spec.intrinsicContentSize != IntrinsicSize()
        switch spec.content {
        case .segmented where sized, .slider where sized, .pageControl where sized, .textField where sized: break
        case .segmented: report.note("segmented control height", controls.segmentedHeight(os: os))
        case .slider: report.note("slider height", controls.sliderHeight(os: os))
        case .progress: report.note("progress view height", controls.progressHeight(os: os))
        case .pageControl(let pages, _): report.note("page control height", controls.pageControlSize(pages: pages, os: os).1)
        case .textField(let field):
            report.note("text field height", controls.textFieldHeight(field.borderStyle, font: fieldFont(field), os: os, scale: scale))
        case .label: report.append(textWidthFigure)
        case .button(let button) where button.title != nil: report.append(textWidthFigure)
        default: break
        }
        report.append(standaloneBarFigures(spec))
        return report
    }

    /// A label's and a text field's baselines at their intrinsic height: the text block is
    /// centred, its first baseline one SF ascender (0.952 em, LBM1) below the block's top, its
    /// last one descender (0.241 em) above the block's bottom.
    func baselines(of spec: ViewSpec, height: Double?) -> (first: Double, last: Double)? {
        let font: TextFont
        let lines: Int
        switch spec.content {
        case .label(let label):
            font = self.font(of: label)
            lines = max(1, Int((intrinsicSize(textSetting(label)).height / (font.size * controls.lineHeightRatio)).rounded(.down)))
        case .textField(let field):
            font = fieldFont(field)
            lines = 1
        default: return nil
        }
        guard let height else { return nil }
        let block = Double(lines) * font.size * controls.lineHeightRatio
        let top = (height - block) / 2
        return (top + font.size * 0.9521484375, top + font.size * 0.2412109375)
    }

    /// Text widths are Inter's, standing in for SF Pro (or estimates without a font measurer).
    private var textWidthFigure: Diagnostics {
        var report = Diagnostics()
        if metrics.text.confidence >= .inferred {
            report.record(UncertainFigure(figure: "text widths", confidence: metrics.text.confidence, basis: metrics.text.basis))
        }
        return report
    }

    // MARK: Segmented control

    /// Equal segments as wide as the widest title plus 12 each side, or each title's own width
    /// when apportioned by content (CTL3's rule, not measured against UIKit).
    func segmentWidths(_ spec: SegmentedSpec) -> [Double] {
        let font = controls.segmentFont
        let titles = spec.segments.map { textWidth($0, font: font) + 2 * controls.segmentTitlePadding }
        if spec.apportionsByContent { return titles }
        return titles.map { _ in titles.max() ?? 0 }
    }

    /// The segments' widths stretched to the control's frame, as UIKit shares out extra width.
    func segmentWidths(_ spec: SegmentedSpec, in width: Double) -> [Double] {
        let natural = segmentWidths(spec)
        let total = natural.reduce(0, +)
        guard total > 0 else { return natural }
        if spec.apportionsByContent { return natural.map { $0 * width / total } }
        return natural.map { _ in width / Double(natural.count) }
    }

    // MARK: Text field

    func fieldFont(_ field: TextFieldSpec) -> TextFont { controls.font(field.font, default: TextFont(size: 17), os: os) }

    private func textFieldSize(_ field: TextFieldSpec) -> Size {
        let font = fieldFont(field)
        let inset = field.borderStyle == .roundedRect ? controls.roundedFieldTextInset : 0
        let shown = field.text ?? field.placeholder ?? ""
        let height = controls.textFieldHeight(field.borderStyle, font: font, os: os, scale: scale).value
        return Size(width: textWidth(shown, font: font) + 2 * inset, height: height)
    }

    /// The field's text, or its placeholder, in one line inside the text inset.
    func textFieldContent(_ field: TextFieldSpec, frame: Rect) -> TextLines? {
        guard let shown = field.text ?? field.placeholder else { return nil }
        let font = fieldFont(field)
        let inset = field.borderStyle == .roundedRect ? controls.roundedFieldTextInset : 0
        let line = fitted(shown, width: max(0, frame.width - 2 * inset), font: font, mode: .truncatingTail)
        return TextLines(
            lines: [line], font: font, lineHeight: lineHeight(font), alignment: direction == .leftToRight ? .left : .right,
            role: field.text == nil ? .placeholder : .label)
    }
}

extension Size {
    var pair: (width: Double?, height: Double?) { (width, height) }
}
