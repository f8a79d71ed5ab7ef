import BezelGolden
import Testing

/// `--shard i/n`: every case in exactly one shard, shards within one case of each other in size,
/// and a case's shard decided by the cases, not by the order they were found in.
struct ShardTests {
    static let cases = GoldenMatrix.deviceCases(scale: 1)

    @Test(arguments: [1, 2, 3, 8, 1000])
    func everyCaseInExactlyOneShard(count: Int) throws {
        let shards = try (1...count).map { try #require(Shard("\($0)/\(count)")).select(Self.cases) }
        let paths = shards.flatMap { $0.map(\.path) }
        #expect(paths.count == Self.cases.count && Set(paths).count == Self.cases.count)
        let sizes = shards.map(\.count)
        #expect(sizes.max()! - sizes.min()! <= 1)
        // Each shard keeps the selection's order.
        let order = Dictionary(uniqueKeysWithValues: Self.cases.enumerated().map { ($1.path, $0) })
        for shard in shards { #expect(shard.map { order[$0.path]! } == shard.map { order[$0.path]! }.sorted()) }
    }

    @Test func assignmentDoesNotDependOnOrder() throws {
        let shard = try #require(Shard("3/8"))
        #expect(Set(shard.select(Self.cases).map(\.path)) == Set(shard.select(Self.cases.reversed()).map(\.path)))
    }

    @Test(arguments: ["0/2", "3/2", "1/0", "a/b", "1/2/3", "1/1001", ""])
    func badShardsAreRefused(text: String) {
        #expect(Shard(text) == nil)
    }
}
