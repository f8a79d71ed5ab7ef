import Dispatch
import Foundation
import BezelRaster
import BezelSupport
import Synchronization

/// A PNG file that is missing, cannot be read or cannot be decoded, named: bad input.
public struct PNGFileError: UserFacingError {
    public var path: String
    public var reason: String
    public var description: String { "\(path): error: \(reason)" }
}

/// Two PNG files compared end to end. Files with the same bytes are identical after one decoding
/// (a pair of the same damaged file is bad input, not "identical"); otherwise both are decoded at
/// once, on two threads. Errors name the file.
public func comparePNGFiles(
    _ expected: URL, _ actual: URL, options: PerceptualOptions = PerceptualOptions()
) throws(PNGFileError) -> (result: PerceptualResult, images: (RGBAImage, RGBAImage)?) {
    let urls = [expected, actual]
    var read: [[UInt8]] = []
    for url in urls {
        guard let data = FileManager.default.contents(atPath: url.path) else { throw PNGFileError(path: url.path, reason: "cannot be read") }
        read.append([UInt8](data))
    }
    let bytes = read
    if bytes[0] == bytes[1] {
        let image: RGBAImage
        do { image = try PNGCodec.decode(bytes[0]) } catch { throw PNGFileError(path: expected.path, reason: "\(error)") }
        let pixelSize = PixelSize(width: image.width, height: image.height)
        let result = PerceptualResult(
            expectedSize: pixelSize, actualSize: pixelSize, options: options, identical: true, differingPixels: 0,
            antialiasedPixels: 0, densestWindow: 0, bounds: nil)
        return (result, (image, image))
    }
    let decoded = Mutex<[Int: Result<RGBAImage, PNGFileError>]>([:])
    DispatchQueue.concurrentPerform(iterations: 2) { index in
        let image = Result<RGBAImage, PNGFileError> { () throws(PNGFileError) -> RGBAImage in
            do { return try PNGCodec.decode(bytes[index]) } catch { throw PNGFileError(path: urls[index].path, reason: "\(error)") }
        }
        decoded.withLock { $0[index] = image }
    }
    let images = decoded.withLock { ($0[0]!, $0[1]!) }
    let (a, b) = (try images.0.get(), try images.1.get())
    return (perceptualCompare(a, b, options: options), (a, b))
}

/// `bezel diff`: two PNG files named by the user compared, and the diff image written when one is
/// asked for. The files are checked to exist before either is read, in order, so the first
/// missing one is named.
public struct PNGFileDiff: Sendable {
    /// The paths as given.
    public var expected: String
    public var actual: String
    public var result: PerceptualResult
    /// Where the diff image was written; nil when none was asked for.
    public var diffImage: String?

    /// Compares the files and writes the diff image to `diffImage` (atomically) when given.
    /// Throws `PNGFileError` for a missing or unreadable file and `WriteError` when the diff
    /// image cannot be written.
    public init(expected: String, actual: String, options: PerceptualOptions, diffImage: String? = nil) throws {
        for path in [expected, actual] where !FileManager.default.fileExists(atPath: path) {
            throw PNGFileError(path: path, reason: "no such file")
        }
        let urls = (URL(fileURLWithPath: expected), URL(fileURLWithPath: actual))
        let compared: (result: PerceptualResult, images: (RGBAImage, RGBAImage)?)
        do {
            compared = try comparePNGFiles(urls.0, urls.1, options: options)
        } catch {
            // Named as the user gave it, as `render` names scenes.
            throw PNGFileError(path: error.path == urls.0.path ? expected : actual, reason: error.reason)
        }
        if let diffImage, let images = compared.images {
            let picture = perceptualDiffImage(images.0, images.1, options: options)
            try writeAtomically(try PNGCodec.encode(picture), to: URL(fileURLWithPath: diffImage))
        }
        self.expected = expected
        self.actual = actual
        self.result = compared.result
        self.diffImage = diffImage
    }

    /// What `bezel diff --json` prints, keys in this order (the end-to-end tests read it).
    public var json: JSONValue {
        let bounds: JSONValue =
            result.bounds.map { box in
                .object([
                    ("x", .number(Double(box.x))), ("y", .number(Double(box.y))), ("width", .number(Double(box.width))),
                    ("height", .number(Double(box.height))),
                ])
            } ?? .null
        return .object([
            ("expected", .string(expected)), ("actual", .string(actual)),
            ("expectedSize", .array([.number(Double(result.expectedSize.width)), .number(Double(result.expectedSize.height))])),
            ("actualSize", .array([.number(Double(result.actualSize.width)), .number(Double(result.actualSize.height))])),
            ("sizeMatches", .bool(result.sizeMatches)), ("identical", .bool(result.identical)),
            ("differingPixels", .number(Double(result.differingPixels))),
            ("antialiasedPixels", .number(Double(result.antialiasedPixels))),
            ("densestWindow", .number(Double(result.densestWindow))), ("window", .number(Double(result.options.window))),
            ("bounds", bounds), ("threshold", .number(result.options.threshold)), ("matches", .bool(result.matches)),
            ("diff", diffImage.map { .string($0) } ?? .null),
        ])
    }
}
