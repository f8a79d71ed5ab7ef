import BezelRaster

/// Brightness (Y of YIQ) of a pixel blended over white.
@inline(__always)
func brightness(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> Double {
    let alpha = Double(p[i + 3]) / 255
    let r = 255 + (Double(p[i]) - 255) * alpha
    let g = 255 + (Double(p[i + 1]) - 255) * alpha
    let b = 255 + (Double(p[i + 2]) - 255) * alpha
    return r * 0.29889531 + g * 0.58662247 + b * 0.11448223
}

/// Squared YIQ distance of the pixels at byte offset `i`, weighted: brightness counts most, then
/// I, then Q.
@inline(__always)
func yiqDelta(_ p: UnsafeBufferPointer<UInt8>, _ q: UnsafeBufferPointer<UInt8>, _ i: Int) -> Double {
    func blended(_ s: UnsafeBufferPointer<UInt8>) -> (Double, Double, Double) {
        let alpha = Double(s[i + 3]) / 255
        return (255 + (Double(s[i]) - 255) * alpha, 255 + (Double(s[i + 1]) - 255) * alpha, 255 + (Double(s[i + 2]) - 255) * alpha)
    }
    let (r1, g1, b1) = blended(p)
    let (r2, g2, b2) = blended(q)
    let dr = r1 - r2
    let dg = g1 - g2
    let db = b1 - b2
    let dy = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    let di = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
    let dq = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
    return 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
}

/// Neighbourhood tests on two same-sized images.
struct Pixels {
    var width: Int
    var height: Int

    /// Whether (x, y) in `image` lies on an edge: it has at most two neighbours of the same
    /// brightness, some neighbour is darker and some brighter, and the darkest or the brightest
    /// of them is inside a flat area (three or more identical neighbours) in both images.
    /// A neighbour of the same colour has the same brightness, so it is counted without the
    /// arithmetic: in a flat area the test ends after three such words.
    func isAntialiased(_ image: UnsafeBufferPointer<UInt8>, other: UnsafeBufferPointer<UInt8>, _ x: Int, _ y: Int) -> Bool {
        let raw = UnsafeRawBufferPointer(image)
        let word = raw.loadUnaligned(fromByteOffset: (y * width + x) * 4, as: UInt32.self)
        // Inside the image, three neighbours of the same colour settle it at once (whatever the
        // order the loop below would meet them in).
        if x > 0 && y > 0 && x < width - 1 && y < height - 1 {
            let (at, row) = ((y * width + x) * 4, width * 4)
            func same(_ offset: Int) -> Int { raw.loadUnaligned(fromByteOffset: at + offset, as: UInt32.self) == word ? 1 : 0 }
            let near = same(-4) + same(4) + same(-row)
            if near == 3 || near + same(row) + same(-row - 4) + same(-row + 4) + same(row - 4) + same(row + 4) > 2 { return false }
        }
        var own: Double? = nil
        var equal = 0
        var darkest = (delta: 0.0, x: -1, y: -1)
        var brightest = (delta: 0.0, x: -1, y: -1)
        for ny in max(0, y - 1)...min(height - 1, y + 1) {
            for nx in max(0, x - 1)...min(width - 1, x + 1) where nx != x || ny != y {
                if raw.loadUnaligned(fromByteOffset: (ny * width + nx) * 4, as: UInt32.self) == word {
                    equal += 1
                    if equal > 2 { return false }
                    continue
                }
                if own == nil { own = brightness(image, (y * width + x) * 4) }
                let delta = brightness(image, (ny * width + nx) * 4) - own!
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return false }
                } else if delta < darkest.delta {
                    darkest = (delta, nx, ny)
                } else if delta > brightest.delta {
                    brightest = (delta, nx, ny)
                }
            }
        }
        guard darkest.x >= 0, brightest.x >= 0 else { return false }
        return (hasSiblings(image, darkest.x, darkest.y) && hasSiblings(other, darkest.x, darkest.y))
            || (hasSiblings(image, brightest.x, brightest.y) && hasSiblings(other, brightest.x, brightest.y))
    }

    /// Three or more neighbours of exactly the same colour.
    func hasSiblings(_ image: UnsafeBufferPointer<UInt8>, _ x: Int, _ y: Int) -> Bool {
        let raw = UnsafeRawBufferPointer(image)
        let centre = raw.loadUnaligned(fromByteOffset: (y * width + x) * 4, as: UInt32.self)
        var same = 0
        for ny in max(0, y - 1)...min(height - 1, y + 1) {
            for nx in max(0, x - 1)...min(width - 1, x + 1) where nx != x || ny != y {
                if raw.loadUnaligned(fromByteOffset: (ny * width + nx) * 4, as: UInt32.self) == centre {
                    same += 1
                    if same > 2 { return true }
                }
            }
        }
        return false
    }
}
