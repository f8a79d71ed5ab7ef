import Foundation
@testable import BezelFuzzHarness
import BezelRaster
import BezelScene
import TestSupport
import Testing

/// The fuzz harness does what the fuzz targets claim: the seeds reach layout, bad input comes back
/// as the error `bezel` prints, the job sample spans the matrix, the PNG check passes real files
/// and repairs checksums, and the dictionaries still name the schema's fields.
struct HarnessTests {
    @Test func exampleScreenIsLaidOut() throws {
        let bytes = try Array(Data(contentsOf: Repository.url("examples/screens/stack-view.yaml")))
        #expect(SceneFuzzing.run(bytes) == .laidOut(jobs: 1, laidOut: 1))
    }

    @Test func largeMatrixIsSampled() throws {
        let text = "bezel: 1\ndevices: all-iphones\nos: all\norientations: [portrait, landscape]\n"
        guard case .laidOut(let jobs, let laidOut) = SceneFuzzing.run(Array(text.utf8)) else {
            Issue.record("the matrix did not expand")
            return
        }
        #expect(jobs > 100)
        #expect(laidOut == SceneFuzzing.jobLimit)
    }

    @Test func badSceneIsRejectedWithItsPosition() {
        let outcome = SceneFuzzing.run(Array("bezel: 1\ndevices: [iphone-99]\n".utf8))
        guard case .rejected(let error) = outcome else {
            Issue.record("expected a rejection, got \(outcome)")
            return
        }
        #expect(error.file == SceneFuzzing.path)
        #expect(error.line == 2)
        #expect(error.field == "devices[0]")
    }

    @Test func invalidUTF8IsNotText() {
        #expect(SceneFuzzing.run([0x62, 0x65, 0xFF, 0xFE]) == .notText)
    }

    @Test func sampleTakesFirstLastAndEvenlySpacedJobs() throws {
        let jobs = try SceneFile.parse("bezel: 1\ndevices: all-iphones\nos: all\n", path: "s.yaml").jobs()
        let sample = SceneFuzzing.sampled(jobs)
        let last = jobs.count - 1
        #expect(sample == [jobs[0], jobs[last / 3], jobs[2 * last / 3], jobs[last]])
        #expect(SceneFuzzing.sampled(Array(jobs.prefix(3))) == Array(jobs.prefix(3)))
    }

    @Test func decodersAgreeOnAGolden() throws {
        let bytes = try Array(Data(contentsOf: Repository.url("Golden/ios-9/iphone-4s/device/portrait.png")))
        #expect(FastPNGDecoder.decode(bytes) != nil)
        #expect(PNGFuzzing.check(bytes) == nil)
    }

    @Test func checksumsAreRepaired() throws {
        let bytes = try Array(Data(contentsOf: Repository.url("Golden/ios-9/iphone-4s/device/portrait.png")))
        var broken = bytes
        broken[29] ^= 0xFF  // IHDR's checksum, after the signature, IHDR's length, type and 13 bytes
        #expect(throws: (any Error).self) { try PNGCodec.decodeWithLibpng(broken) }
        #expect(PNGFuzzing.withCorrectChecksums(broken) == bytes)
        // A truncated last chunk is left alone.
        #expect(PNGFuzzing.withCorrectChecksums(Array(broken.prefix(40))) == Array(bytes.prefix(40)))
    }

    @Test func sceneDictionaryNamesEveryField() throws {
        let dictionary = try String(contentsOf: Repository.url("Fuzzing/scene.dict"), encoding: .utf8)
        let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: Repository.url("schema/scene-v1.schema.json")))
        let fields = propertyNames(schema)
        #expect(fields.count > 90)
        for field in fields.sorted() {
            #expect(dictionary.contains("\"\(field): \""), "Fuzzing/scene.dict lacks the field \(field)")
        }
    }

    /// The keys of every `properties` object in a JSON Schema.
    private func propertyNames(_ node: Any) -> Set<String> {
        if let object = node as? [String: Any] {
            let own = Set((object["properties"] as? [String: Any]).map { Array($0.keys) } ?? [])
            return object.values.reduce(own) { $0.union(propertyNames($1)) }
        }
        return (node as? [Any])?.reduce(into: Set<String>()) { $0.formUnion(propertyNames($1)) } ?? []
    }
}
