/// The most differing pixels in any `window`×`window` square of the image, from the bitmap of
/// differences. Sparse differences walk their set bits row by row (`runs[s]` counts the window
/// whose left column is `s` and whose last row is the current one; a pixel enters the runs
/// covering it and leaves `window` rows later, and the maximum can only rise where one enters).
/// Dense ones sum columns instead: each column's count over the last `window` rows, then a
/// sliding sum across columns. Either stops as soon as a window is full, which nothing beats.
/// (Windows reaching above row 0 never hold more than the first full window, which also counts.)
func densestWindow(_ bits: PixelBits, count: Int, bounds: PixelBox, width: Int, height: Int, window: Int) -> Int {
    let n = min(window, width, height)
    let x0 = max(0, bounds.x - n + 1)
    let x1 = min(width, bounds.x + bounds.width + n - 1)
    let area = (x1 - x0) * min(height, bounds.height + n - 1)
    return count * n > area ? denseWindow(bits, bounds: bounds, x0: x0, x1: x1, width: width, height: height, n: n)
        : sparseWindow(bits, x0: x0, x1: x1, width: width, n: n)
}

private func sparseWindow(_ bits: PixelBits, x0: Int, x1: Int, width: Int, n: Int) -> Int {
    let starts = x1 - x0 - n + 1
    var runs = [Int32](repeating: 0, count: max(starts, 1))
    var best: Int32 = 0
    let full = Int32(n * n)
    var points: [Int] = []  // the pixels of the last n rows, in order
    var leaving = 0
    runs.withUnsafeMutableBufferPointer { runs in
        for (w, word) in bits.words.enumerated() where word != 0 {
            var rest = word
            while rest != 0 {
                let index = w * 64 + rest.trailingZeroBitCount
                rest &= rest - 1
                let (x, y) = (index % width - x0, index / width)
                while leaving < points.count && points[leaving] / width <= y - n {
                    let gone = points[leaving] % width - x0
                    for s in max(0, gone - n + 1)...min(gone, starts - 1) { runs[s] -= 1 }
                    leaving += 1
                }
                if leaving > 4096 {
                    points.removeFirst(leaving)
                    leaving = 0
                }
                points.append(index)
                for s in max(0, x - n + 1)...min(x, starts - 1) {
                    runs[s] += 1
                    best = max(best, runs[s])
                }
                if best == full { return }
            }
        }
    }
    return Int(best)
}

private func denseWindow(_ bits: PixelBits, bounds: PixelBox, x0: Int, x1: Int, width: Int, height: Int, n: Int) -> Int {
    let columns = x1 - x0
    var counts = [Int32](repeating: 0, count: columns)
    var best: Int32 = 0
    let full = Int32(n * n)
    let (top, bottom) = (bounds.y, min(height, bounds.y + bounds.height + n - 1))
    counts.withUnsafeMutableBufferPointer { counts in
        for y in top..<bottom {
            for c in 0..<columns {
                let x = x0 + c
                if y < height && bits[y * width + x] { counts[c] += 1 }
                if y - n >= top && bits[(y - n) * width + x] { counts[c] -= 1 }
            }
            var sum: Int32 = 0
            for c in 0..<columns {
                sum += counts[c]
                if c >= n { sum -= counts[c - n] }
                if c >= n - 1 { best = max(best, sum) }
            }
            if best == full { return }
        }
    }
    return Int(best)
}
