import Foundation
import BezelScene
import BezelSupport
import TestSupport
import Testing

/// The published schema (`schema/scene-v1.schema.json`) is the generated one, every example scene
/// validates against it, and documents the decoder rejects for their shape fail it too.
struct SchemaTests {
    func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: Repository.url("schema/scene-v1.schema.json"))
        return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func publishedSchemaIsCurrent() throws {
        let published = try String(contentsOf: Repository.url("schema/scene-v1.schema.json"), encoding: .utf8)
        #expect(
            published == SceneSchema.text,
            "schema/scene-v1.schema.json is out of date: run `swift run bezel schema > schema/scene-v1.schema.json`")
    }

    /// The scene files in examples/ and examples/screens/, e.g. `screens/opaque-bar.yaml`.
    static let examples = CaseList {
        let gallery = try Repository.files(in: "examples", extensions: SceneFile.extensions)
        let screens = try Repository.files(in: "examples/screens", extensions: SceneFile.extensions).map { "screens/" + $0 }
        return (gallery + screens).sorted()
    }

    // 30 gallery scenes and 27 screens: a scene added or removed updates this on purpose.
    @Test func everyExampleIsListed() {
        Self.examples.expectComplete(count: 59)
    }

    @Test(arguments: examples.cases)
    func exampleValidatesAndExpands(name: String) throws {
        let path = Repository.url("examples/\(name)").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let document = try DocumentNode.parse(text, file: name)
        let problems = SchemaValidator(schema: try schema()).validate(jsonValue(document))
        #expect(problems.isEmpty, "\(name): \(problems)")
        _ = try SceneFile.load(path: path)
    }

    /// A document the schema must reject; shown on one line in test logs.
    struct BadDocument: CustomTestStringConvertible, Sendable {
        let text: String
        var testDescription: String { text.replacingOccurrences(of: "\n", with: "⏎") }
    }

    @Test(
        arguments: [
            "devices: all\n",  // no version
            "bezel: 1\n",  // no devices
            "bezel: 2\ndevices: all\n",
            "bezel: 1\ndevices: [iphone-99]\n",
            "bezel: 1\ndevices: []\n",
            "bezel: 1\ndevices: all\nscale: 4\n",
            "bezel: 1\ndevices: all\nos: [ios-19]\n",
            "bezel: 1\ndevices: all\ncaption: \"no\"\n",
            "bezel: 1\ndevices: all\noverlays: [grid]\n",
            "bezel: 1\ndevices: all\ncolour: red\n",
            "bezel: 1\ndevices: all\noutput: \"/abs\"\n",
        ].map(BadDocument.init))
    func badDocumentsFailTheSchema(_ bad: BadDocument) throws {
        let document = try DocumentNode.parse(bad.text, file: "bad.yaml")
        #expect(!SchemaValidator(schema: try schema()).validate(jsonValue(document)).isEmpty)
    }
}

/// A document as JSON values: plain scalars that look like numbers or booleans become them.
func jsonValue(_ node: DocumentNode) -> Any {
    switch node.value {
    case .mapping(let pairs): return Dictionary(pairs.map { ($0.key, jsonValue($0.value)) }, uniquingKeysWith: { a, _ in a })
    case .sequence(let items): return items.map(jsonValue)
    case .scalar(let text, let quoted):
        if quoted { return text }
        if let int = Int(text) { return int }
        if let double = Double(text) { return double }
        if text == "true" || text == "false" { return text == "true" }
        return text
    }
}

/// The subset of JSON Schema 2020-12 the scene schema uses: $ref to $defs, type, enum, const,
/// oneOf, properties, required, additionalProperties: false, items, minItems, uniqueItems,
/// minLength and pattern. Test-only: an independent reading of the published file.
struct SchemaValidator {
    let schema: [String: Any]

    func validate(_ value: Any) -> [String] { check(value, against: schema, at: "") }

    private func check(_ value: Any, against rule: [String: Any], at path: String) -> [String] {
        if let reference = rule["$ref"] as? String {
            let name = String(reference.dropFirst("#/$defs/".count))
            let definitions = schema["$defs"] as? [String: Any] ?? [:]
            return check(value, against: definitions[name] as? [String: Any] ?? [:], at: path)
        }
        var problems: [String] = []
        if let type = rule["type"] as? String, !hasType(value, type) { return ["\(path): not \(type)"] }
        if let options = rule["enum"] as? [Any], !options.contains(where: { equal($0, value) }) { problems.append("\(path): not in enum") }
        if let constant = rule["const"], !equal(constant, value) { problems.append("\(path): not \(constant)") }
        if let branches = rule["oneOf"] as? [[String: Any]] {
            let passing = branches.filter { check(value, against: $0, at: path).isEmpty }.count
            if passing != 1 { problems.append("\(path): matches \(passing) of oneOf") }
        }
        if let object = value as? [String: Any] { problems += checkObject(object, rule, path) }
        if let array = value as? [Any] {
            if let minimum = rule["minItems"] as? Int, array.count < minimum { problems.append("\(path): fewer than \(minimum) items") }
            if rule["uniqueItems"] as? Bool == true {
                for (i, a) in array.enumerated() where array[..<i].contains(where: { equal($0, a) }) {
                    problems.append("\(path)[\(i)]: duplicate")
                }
            }
            if let items = rule["items"] as? [String: Any] {
                for (i, item) in array.enumerated() { problems += check(item, against: items, at: "\(path)[\(i)]") }
            }
        }
        if let string = value as? String {
            if let minimum = rule["minLength"] as? Int, string.count < minimum { problems.append("\(path): too short") }
            if let pattern = rule["pattern"] as? String, string.range(of: pattern, options: .regularExpression) == nil {
                problems.append("\(path): does not match \(pattern)")
            }
        }
        return problems
    }

    private func checkObject(_ object: [String: Any], _ rule: [String: Any], _ path: String) -> [String] {
        var problems: [String] = []
        let properties = rule["properties"] as? [String: Any] ?? [:]
        for name in rule["required"] as? [String] ?? [] where object[name] == nil { problems.append("\(path).\(name): required") }
        for (name, value) in object {
            if let property = properties[name] as? [String: Any] {
                problems += check(value, against: property, at: "\(path).\(name)")
            } else if rule["additionalProperties"] as? Bool == false {
                problems.append("\(path).\(name): not allowed")
            }
        }
        return problems
    }

    private func hasType(_ value: Any, _ type: String) -> Bool {
        switch type {
        case "object": value is [String: Any]
        case "array": value is [Any]
        case "string": value is String
        case "boolean": value is Bool
        case "integer": value is Int
        case "number": value is Int || value is Double
        default: false
        }
    }

    private func equal(_ a: Any, _ b: Any) -> Bool {
        if let x = a as? String, let y = b as? String { return x == y }
        if let x = number(a), let y = number(b) { return x == y }
        return false
    }

    /// A JSON number as a Double; nil for strings and for a document's booleans.
    private func number(_ value: Any) -> Double? {
        if value is String { return nil }
        if value is Bool && !(value is NSNumber) { return nil }
        if let int = value as? Int { return Double(int) }
        if let double = value as? Double { return double }
        return (value as? NSNumber)?.doubleValue
    }
}
