import Foundation

/// A comparison with a colour threshold and anti-aliasing detection, after pixelmatch's ideas
/// (PIXELMATCH; VISREG §1): colours are compared in YIQ, weighted as the eye weighs them, and a
/// differing pixel that sits on an edge in both images (it lies between a darker and a brighter
/// neighbour, one of which has several identical neighbours of its own) counts as
/// anti-aliasing, not as a difference.
public struct PerceptualOptions: Hashable, Sendable {
    /// 0…1: the share of the largest possible YIQ distance below which colours count as equal
    /// (pixelmatch's default is 0.1; 0 is exact).
    public var threshold: Double
    /// Count anti-aliased pixels as differences too.
    public var countAntialiasing: Bool
    /// The side of the square in which the densest cluster of differences is measured.
    public var window: Int

    public init(threshold: Double = 0.1, countAntialiasing: Bool = false, window: Int = 16) {
        self.threshold = threshold
        self.countAntialiasing = countAntialiasing
        self.window = window
    }
}

/// A rectangle of pixels.
public struct PixelBox: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    public var description: String { "\(width)×\(height) px at (\(x), \(y))" }
}

/// What a comparison found: both sizes, whether the bytes were identical, the differing and
/// anti-aliased pixel counts, the densest window and the box holding every difference. Counts are
/// zero and `bounds` nil when the sizes differ (nothing was compared).
public struct PerceptualResult: Hashable, Sendable {
    public var expectedSize: PixelSize
    public var actualSize: PixelSize
    public var options: PerceptualOptions
    /// Both images hold exactly the same bytes (the fast path).
    public var identical: Bool
    public var differingPixels: Int
    public var antialiasedPixels: Int
    /// The most differing pixels inside any `window`×`window` square.
    public var densestWindow: Int
    /// The smallest box holding every differing pixel.
    public var bounds: PixelBox?

    public init(
        expectedSize: PixelSize, actualSize: PixelSize, options: PerceptualOptions, identical: Bool, differingPixels: Int,
        antialiasedPixels: Int, densestWindow: Int, bounds: PixelBox?
    ) {
        self.expectedSize = expectedSize
        self.actualSize = actualSize
        self.options = options
        self.identical = identical
        self.differingPixels = differingPixels
        self.antialiasedPixels = antialiasedPixels
        self.densestWindow = densestWindow
        self.bounds = bounds
    }

    public var sizeMatches: Bool { expectedSize == actualSize }
    public var pixelCount: Int { expectedSize.width * expectedSize.height }
    public var matches: Bool { sizeMatches && differingPixels == 0 }
    /// `densestWindow` as a share of the window's area.
    public var density: Double { Double(densestWindow) / Double(options.window * options.window) }

    public var summary: String {
        guard sizeMatches else {
            return "size differs: expected \(expectedSize), got \(actualSize)"
        }
        if identical { return "identical" }
        let share = Double(differingPixels) / Double(max(pixelCount, 1)) * 100
        var text =
            "\(differingPixels) of \(pixelCount) pixels differ (\(share > 0 && share < 0.01 ? "<0.01" : formatPercent(share))%), \(antialiasedPixels) anti-aliased"
        if let bounds {
            text += "; densest \(options.window)×\(options.window) window \(densestWindow) (\(formatPercent(density * 100))%); changes within \(bounds.description)"
        }
        return text + "; threshold \(options.threshold)"
    }
}

/// An image's size in pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)×\(height) px" }
}

private func formatPercent(_ value: Double) -> String { String(format: "%.2f", value) }
