/// Text forms of geometry values used by layout dumps, tables and messages. Fixed two-decimal
/// formatting keeps dumps stable and readable (1/3 pt shows as 0.33, as in Xcode's view debugger).

public func formatPoints(_ value: Double, decimals: Int = 2) -> String {
    String(decoding: digits(value, decimals: decimals, trimmingZeros: false), as: UTF8.self)
}

/// A number with as few decimals as it needs (up to `decimals`): 44, 47.33, 0.5; with three,
/// 53.667 for a position on a 1/3 pt grid.
public func formatCompact(_ value: Double, decimals: Int = 2) -> String {
    String(decoding: digits(value, decimals: decimals, trimmingZeros: true), as: UTF8.self)
}

/// The characters of `value` rounded to `decimals`, written straight into bytes: layout dumps
/// print a dozen numbers a view, and the golden check writes a dump for every case.
private func digits(_ value: Double, decimals: Int, trimmingZeros: Bool) -> [UInt8] {
    // A layout can make any Double (a chain of large multipliers overflows to infinity); such
    // values print as Swift writes them instead of trapping in the integer conversion below.
    guard value.isFinite, abs(value) < 1e15 else { return Array((value.isNaN ? "nan" : "\(value)").utf8) }
    let scale = pow10(decimals)
    var rounded = (value * scale).rounded() / scale
    if rounded == 0 { rounded = 0 }  // never print "-0.00"
    let magnitude = abs(rounded)
    let whole = Int(magnitude)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(24)
    if rounded < 0 { bytes.append(UInt8(ascii: "-")) }
    bytes += String(whole).utf8
    guard decimals > 0 else { return bytes }
    var fraction = Int(((magnitude - Double(whole)) * scale).rounded())
    var places = [UInt8](repeating: UInt8(ascii: "0"), count: decimals)
    for index in places.indices.reversed() where fraction > 0 {
        places[index] = UInt8(ascii: "0") + UInt8(fraction % 10)
        fraction /= 10
    }
    var kept = places.count
    if trimmingZeros { while kept > 0, places[kept - 1] == UInt8(ascii: "0") { kept -= 1 } }
    if kept > 0 {
        bytes.append(UInt8(ascii: "."))
        bytes += places[..<kept]
    }
    return bytes
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
