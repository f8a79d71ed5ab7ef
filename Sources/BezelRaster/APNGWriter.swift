/// Animated PNG (APNG) files from frames of one size (APNG-CHUNKS): the PNG signature and IHDR,
/// `acTL` (the frame and play counts), then per frame an `fcTL` (its region, delay, disposal and
/// blending) and its pixels (the first frame's in IDAT, so a decoder that knows no APNG shows it
/// as the still image; the others' in `fdAT`, after a sequence number), then IEND. `fcTL` and
/// `fdAT` share one sequence, counted from 0. Each frame's rows are filtered and compressed by
/// `PNGWriter`, and every chunk carries its CRC.
///
/// Guarantees: every frame covers the whole canvas and replaces it (dispose none, blend source),
/// so frame k shows exactly the pixels of image k; all frames share IHDR's colour type (RGB
/// when every pixel of every frame is opaque, else RGBA).
public enum APNGWriter {
    /// How long each frame stays, in seconds as a fraction: 1/1 shows each state for one second.
    public struct Delay: Hashable, Sendable {
        public var numerator: UInt16
        public var denominator: UInt16

        public init(numerator: UInt16, denominator: UInt16) {
            self.numerator = numerator
            self.denominator = denominator
        }

        public static let oneSecond = Delay(numerator: 1, denominator: 1)
    }

    /// The frames as one APNG file, played `plays` times (0: for ever). Throws when there are no
    /// frames or their sizes differ.
    public static func encode(_ frames: [RGBAImage], delay: Delay = .oneSecond, plays: UInt32 = 0, compression: PNGCompression = .fast) throws -> [UInt8] {
        guard let first = frames.first else { throw PNGError.encode("an animated PNG needs at least one frame") }
        if let odd = frames.firstIndex(where: { $0.width != first.width || $0.height != first.height }) {
            throw PNGError.encode(
                "frame \(odd) is \(frames[odd].width)×\(frames[odd].height) and frame 0 \(first.width)×\(first.height); every frame of an animated PNG is the canvas's size"
            )
        }
        let opaque = frames.allSatisfy(\.isOpaque)
        var file: [UInt8] = PNGLimits.signature
        file.appendChunk("IHDR", PNGWriter.header(width: first.width, height: first.height, colourType: opaque ? 2 : 6))
        var control: [UInt8] = []
        control.appendBigEndian(UInt32(frames.count))
        control.appendBigEndian(plays)
        file.appendChunk("acTL", control)
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            file.appendChunk("fcTL", frameControl(sequence: sequence, width: frame.width, height: frame.height, delay: delay))
            sequence += 1
            let stream = PNGWriter.zlibStream(try PNGWriter.bands(frame, opaque: opaque, compression: compression))
            if index == 0 {
                file.appendChunk("IDAT", stream)
            } else {
                var data: [UInt8] = []
                data.reserveCapacity(stream.count + 4)
                data.appendBigEndian(sequence)
                data += stream
                file.appendChunk("fdAT", data)
                sequence += 1
            }
        }
        file.appendChunk("IEND", [])
        return file
    }

    /// `fcTL`'s 26 bytes: sequence number, width, height, x and y offsets (0: the whole canvas),
    /// the delay's numerator and denominator, dispose op 0 (none) and blend op 0 (source).
    static func frameControl(sequence: UInt32, width: Int, height: Int, delay: Delay) -> [UInt8] {
        var data: [UInt8] = []
        for word in [sequence, UInt32(width), UInt32(height), 0, 0] { data.appendBigEndian(word) }
        data += [
            UInt8(delay.numerator >> 8), UInt8(delay.numerator & 0xFF), UInt8(delay.denominator >> 8), UInt8(delay.denominator & 0xFF),
        ]
        data += [0, 0]
        return data
    }
}
