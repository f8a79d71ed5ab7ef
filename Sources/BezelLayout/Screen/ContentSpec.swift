import BezelDrawing
import BezelGeometry

/// What a declared view shows, by its UIKit class: a label's text, a button's title and image,
/// a control's state. The layout measures it for the view's intrinsic size (`Controls.swift`),
/// builds the subviews UIKit builds for it (a button's title label and image view), and the
/// figure draws it.
public enum ViewContent: Hashable, Sendable {
    case label(LabelSpec)
    case button(ButtonSpec)
    case image(ImageSpec)
    case textField(TextFieldSpec)
    /// `UISwitch.isOn`.
    case toggle(isOn: Bool)
    case segmented(SegmentedSpec)
    /// `UISlider.value`, 0…1.
    case slider(value: Double)
    /// `UIActivityIndicatorView`: the large style (37 pt) or the medium one (20 pt).
    case activityIndicator(large: Bool)
    /// `UIProgressView.progress`, 0…1.
    case progress(value: Double)
    case pageControl(pages: Int, current: Int)
}

/// A font as a scene gives it: a Dynamic Type text style at the default (Large) size, or a
/// size and weight of the system font.
public enum FontSpec: Hashable, Sendable {
    case style(TextStyle)
    case system(size: Double, weight: TextFont.Weight)
}

/// UIKit's Dynamic Type styles (`UIFont.TextStyle`) at the default content size.
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    case largeTitle = "large-title"
    case title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
}

public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
    /// Leading in the layout direction (UIKit's default).
    case natural, left, center, right, justified
}

/// `NSLineBreakMode`: how a label wraps and where it cuts what does not fit.
public enum LineBreakMode: String, CaseIterable, Hashable, Sendable {
    case wordWrapping = "word-wrapping"
    case charWrapping = "char-wrapping"
    case clipping
    case truncatingHead = "truncating-head"
    case truncatingTail = "truncating-tail"
    case truncatingMiddle = "truncating-middle"
}

/// `UILabel`.
public struct LabelSpec: Hashable, Sendable {
    public var text: String
    /// nil: the system font at 17 (UILabel's default, CTL14).
    public var font: FontSpec?
    /// 0: as many lines as the text needs.
    public var numberOfLines = 1
    public var lineBreakMode = LineBreakMode.truncatingTail
    public var alignment = TextAlignment.natural

    public init(text: String, font: FontSpec? = nil) {
        self.text = text
        self.font = font
    }
}

/// `UIButton`: a title, an image or both, laid out with the pre-iOS 15 edge insets or an iOS 15
/// configuration.
public struct ButtonSpec: Hashable, Sendable {
    public enum ButtonType: String, CaseIterable, Hashable, Sendable {
        case system, custom
    }

    /// iOS 15+ `UIButton.Configuration` styles.
    public enum Configuration: String, CaseIterable, Hashable, Sendable {
        case plain, gray, tinted, filled
        case borderedProminent = "bordered-prominent"
    }

    public var type = ButtonType.system
    public var title: String?
    /// The image's size in points and its placeholder glyph.
    public var image: ImageSpec?
    public var contentEdgeInsets: EdgeInsets = .zero
    public var imageEdgeInsets: EdgeInsets = .zero
    public var titleEdgeInsets: EdgeInsets = .zero
    public var configuration: Configuration?
    /// The configuration's `contentInsets`; nil: UIKit's default for the medium size.
    public var configurationInsets: DirectionalInsets?

    public init(title: String? = nil, image: ImageSpec? = nil) {
        self.title = title
        self.image = image
    }
}

/// `UIImageView`'s image, drawn as a placeholder glyph: its size in points and the glyph's name.
public struct ImageSpec: Hashable, Sendable {
    public var size: Size
    public var glyph: Glyph

    public init(size: Size, glyph: Glyph = .image) {
        self.size = size
        self.glyph = glyph
    }
}

/// `UITextField`.
public struct TextFieldSpec: Hashable, Sendable {
    public enum BorderStyle: String, CaseIterable, Hashable, Sendable {
        case none, line, bezel
        case roundedRect = "rounded-rect"
    }

    public var borderStyle = BorderStyle.roundedRect
    public var text: String?
    public var placeholder: String?
    /// nil: the body style (UITextField's default font, CTL15).
    public var font: FontSpec?

    public init() {}
}

/// `UISegmentedControl`.
public struct SegmentedSpec: Hashable, Sendable {
    public var segments: [String]
    public var selected: Int?
    /// `apportionsSegmentWidthsByContent`.
    public var apportionsByContent = false

    public init(segments: [String], selected: Int? = nil) {
        self.segments = segments
        self.selected = selected
    }
}
