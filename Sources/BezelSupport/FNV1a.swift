import Foundation

/// 64-bit FNV-1a: a fast content hash for change detection and telling files apart, not for
/// security. The render cache, the font fingerprint and the optimiser's memo use it.
public struct FNV1a: Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func add(_ data: some ContiguousBytes) {
        var h = value
        data.withUnsafeBytes { bytes in
            for byte in bytes {
                h = (h ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        value = h
    }

    /// 16 hex digits.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
