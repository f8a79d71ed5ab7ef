import BezelGeometry
import BezelSupport
import Testing

struct SupportTests {
    @Test func concurrentMapKeepsOrderAndReportsTheFirstError() throws {
        #expect(try concurrentMap(Array(0..<100)) { $0 * 2 } == Array(0..<100).map { $0 * 2 })
        struct Failure: Error, Equatable { let index: Int }
        #expect(throws: Failure(index: 3)) {
            try concurrentMap(Array(0..<10)) { i in
                if i == 3 || i == 7 { throw Failure(index: i) }
                return i
            }
        }
    }

    // JSONValue prints numbers by the same rule as Geometry's formatCompact, which it cannot
    // import: the JSON and the text dumps must show the same figures.
    @Test func jsonNumbersPrintLikeTheTextDumps() {
        var values: [Double] = [0, -0.0, 0.5, -0.5, 1 / 3, 2 / 3, 53.667, -53.6666, 0.004, 0.005, -0.004, 12.995, 1e6 + 0.125]
        for i in 0..<2000 { values.append(Double(i) * 0.0137 - 9.3) }
        for value in values {
            #expect(JSONValue.points(value).text() == formatCompact(value, decimals: 3) + "\n", "\(value)")
            if value != value.rounded() { #expect(JSONValue.number(value).text() == formatCompact(value) + "\n", "\(value)") }
        }
    }
}
