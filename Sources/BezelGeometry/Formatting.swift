/// Text forms of geometry values used by layout dumps, tables and messages. Fixed two-decimal
/// formatting keeps dumps stable and readable (1/3 pt shows as 0.33, as in Xcode's view debugger).

public func formatPoints(_ value: Double, decimals: Int = 2) -> String {
    // A layout can make any Double (a chain of large multipliers overflows to infinity); such
    // values print as Swift writes them instead of trapping in the integer conversion below.
    guard value.isFinite, abs(value) < 1e15 else { return value.isNaN ? "nan" : "\(value)" }
    let scale = pow10(decimals)
    var rounded = (value * scale).rounded() / scale
    if rounded == 0 { rounded = 0 }  // never print "-0.00"
    let negative = rounded < 0
    let magnitude = abs(rounded)
    let whole = Int(magnitude)
    var text = String(whole)
    if decimals > 0 {
        let fraction = Int(((magnitude - Double(whole)) * scale).rounded())
        let digits = String(fraction)
        text += "." + String(repeating: "0", count: decimals - digits.count) + digits
    }
    return negative ? "-" + text : text
}

/// A number with as few decimals as it needs (up to `decimals`): 44, 47.33, 0.5; with three,
/// 53.667 for a position on a 1/3 pt grid.
public func formatCompact(_ value: Double, decimals: Int = 2) -> String {
    var text = formatPoints(value, decimals: decimals)
    while text.contains("."), text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}

private func pow10(_ n: Int) -> Double {
    var result = 1.0
    for _ in 0..<n { result *= 10 }
    return result
}

extension Rect: CustomStringConvertible {
    /// `{x, y, width, height}` with two decimals, the form UIKit's `NSStringFromCGRect` uses.
    public var description: String {
        "{\(formatPoints(minX)), \(formatPoints(minY)), \(formatPoints(width)), \(formatPoints(height))}"
    }
}

extension EdgeInsets: CustomStringConvertible {
    /// `{top, left, bottom, right}` as UIKit prints `UIEdgeInsets`.
    public var description: String {
        "{\(formatCompact(top)), \(formatCompact(left)), \(formatCompact(bottom)), \(formatCompact(right))}"
    }
}

extension Size: CustomStringConvertible {
    public var description: String { "\(formatCompact(width))×\(formatCompact(height))" }
}

extension Point: CustomStringConvertible {
    public var description: String { "(\(formatPoints(x)), \(formatPoints(y)))" }
}
