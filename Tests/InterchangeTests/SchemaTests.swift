import Foundation
import GanttChart
import Interchange
import Testing
import Yams

/// The JSON Schema of the document, read as plain values.
nonisolated(unsafe) private let schema: [String: Any] = {
    let url = repositoryRoot.appendingPathComponent("docs/timelinekit-document.schema.json")
    let data = try! Data(contentsOf: url)
    return try! JSONSerialization.jsonObject(with: data) as! [String: Any]
}()

/// A YAML or JSON text as plain values, numbers for plain numeric scalars.
private func plainValue(_ node: Node) -> Any {
    switch node {
    case let .scalar(scalar):
        if scalar.style == .plain {
            if ["", "~", "null"].contains(scalar.string) { return NSNull() }
            if let int = Int(scalar.string) { return int }
            if let double = Double(scalar.string) { return double }
            if scalar.string == "true" || scalar.string == "false" { return scalar.string == "true" }
        }
        return scalar.string
    case let .mapping(mapping):
        var result: [String: Any] = [:]
        for (key, value) in mapping { result[key.string ?? ""] = plainValue(value) }
        return result
    case let .sequence(sequence):
        return sequence.map(plainValue)
    case .alias:
        return NSNull()
    }
}

/// A structural JSON Schema check: `$ref`, `type`, `properties`, `required`,
/// `additionalProperties`, `propertyNames` with `not`/`enum`, `items`, `oneOf`,
/// `enum` and `const` (patterns and bounds are left to the reader's own tests).
/// - Returns: The problems, as JSON-pointer-like paths with a reason.
private func problems(_ value: Any, _ rule: [String: Any], path: String = "") -> [String] {
    if let reference = rule["$ref"] as? String {
        let name = String(reference.dropFirst("#/$defs/".count))
        let definitions = schema["$defs"] as! [String: Any]
        var merged = definitions[name] as! [String: Any]
        for (key, value) in rule where key != "$ref" { merged[key] = value }
        return problems(value, merged, path: path)
    }
    if let choices = rule["oneOf"] as? [[String: Any]] {
        let passing = choices.filter { problems(value, $0, path: path).isEmpty }
        if passing.isEmpty { return ["\(path): matches none of oneOf"] }
    }
    if let allowed = rule["enum"] as? [Any] {
        let matches = allowed.contains { candidate in
            if candidate is NSNull { return value is NSNull }
            return "\(candidate)" == "\(value)" && !(value is NSNull)
        }
        if !matches { return ["\(path): \(value) is not in the enum"] }
    }
    if let constant = rule["const"], "\(constant)" != "\(value)" { return ["\(path): \(value) is not \(constant)"] }
    if let types = (rule["type"] as? [String]) ?? (rule["type"] as? String).map({ [$0] }) {
        let kind: String
        if value is NSNull {
            kind = "null"
        } else if value is [String: Any] {
            kind = "object"
        } else if value is [Any] {
            kind = "array"
        } else if value is String {
            kind = "string"
        } else if let number = value as? NSNumber, type(of: value) != Bool.self, String(cString: number.objCType) != "c" {
            kind = number.doubleValue.rounded() == number.doubleValue ? "integer" : "number"
        } else {
            kind = "boolean"
        }
        if !types.contains(kind) && !(kind == "integer" && types.contains("number")) {
            return ["\(path): a \(kind), expected \(types.joined(separator: " or "))"]
        }
    }
    var found: [String] = []
    if let object = value as? [String: Any] {
        let properties = rule["properties"] as? [String: Any] ?? [:]
        for key in rule["required"] as? [String] ?? [] where object[key] == nil { found.append("\(path): missing \(key)") }
        for (key, element) in object {
            if let property = properties[key] as? [String: Any] {
                found += problems(element, property, path: "\(path)/\(key)")
            } else if let additional = rule["additionalProperties"] as? [String: Any] {
                found += problems(element, additional, path: "\(path)/\(key)")
            } else if rule["additionalProperties"] as? Bool == false {
                found.append("\(path): unknown key \(key)")
            }
            if let names = rule["propertyNames"] as? [String: Any] {
                if let forbidden = (names["not"] as? [String: Any])?["enum"] as? [String], forbidden.contains(key) {
                    found.append("\(path): the key \(key) is not allowed")
                }
                if names["$ref"] != nil { found += problems(key, names, path: "\(path)/\(key)") }
            }
        }
    }
    if let array = value as? [Any], let element = rule["items"] as? [String: Any] {
        for (index, item) in array.enumerated() { found += problems(item, element, path: "\(path)/\(index)") }
    }
    return found
}

@Suite("JSON Schema")
struct SchemaTests {
    /// Where each kind of object the reader knows is described in the schema.
    static func schemaProperties(of kind: String) -> Set<String> {
        let definitions = schema["$defs"] as! [String: Any]
        let object = kind == "document" ? schema : definitions[kind] as! [String: Any]
        return Set((object["properties"] as! [String: Any]).keys)
    }

    @Test("every key the reader accepts is in the schema, and nothing else", arguments: TimelineDocument.Keys.all.map(\.kind))
    func keysMatch(kind: String) {
        let keys = TimelineDocument.Keys.all.first { $0.kind == kind }!.keys
        #expect(Self.schemaProperties(of: kind) == Set(keys))
    }

    @Test("the schema's theme examples are the registry's built-in themes, and a registered theme reads")
    func themesFromTheRegistry() throws {
        func find(_ key: String, in value: Any) -> [String: Any]? {
            if let object = value as? [String: Any] {
                if let rule = (object["properties"] as? [String: Any])?[key] as? [String: Any] { return rule }
                for child in object.values { if let found = find(key, in: child) { return found } }
            }
            return nil
        }
        let rule = try #require(find("theme", in: schema))
        #expect(rule["examples"] as? [String] == GanttChartTheme.builtIns.map(\.name))
        #expect(rule["enum"] == nil, "a registered theme must validate too")
        let name = "brand-\(UUID().uuidString.prefix(8).lowercased())"
        #expect(throws: TimelineDocumentErrors.self) { try TimelineDocument(parsing: "version: 1\ntheme: \(name)\nitems: []\n").resolve() }
        GanttChartTheme.register(GanttChartTheme(name: name, light: GanttChartStyle(), dark: GanttChartStyle()))
        defer { GanttChartTheme.unregister(named: name) }
        #expect(TimelineDocument.themeNames.contains(name))
        let resolved = try TimelineDocument(parsing: "version: 1\ntheme: \(name)\nitems: []\n").resolve()
        #expect(resolved.settings.theme == name)
    }

    @Test("the schema names its draft and closes every object")
    func draft() {
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema["additionalProperties"] as? Bool == false)
        for kind in TimelineDocument.Keys.all.map(\.kind) where kind != "document" {
            let definition = (schema["$defs"] as! [String: Any])[kind] as! [String: Any]
            #expect(definition["additionalProperties"] as? Bool == false, "\(kind)")
        }
    }

    @Test("the examples, as written and as written back, follow the schema", arguments: ExampleTests.names + ["office-fitout.yaml"])
    func examplesFollowSchema(name: String) throws {
        let text = try String(contentsOf: example(name), encoding: .utf8)
        let source = try #require(try Yams.compose(yaml: text))
        #expect(problems(plainValue(source), schema) == [])
        let document = try TimelineDocument(parsing: text)
        let written = try JSONSerialization.jsonObject(with: Data(document.jsonString().utf8))
        #expect(problems(written, schema) == [])
    }

    @Test("the structural check catches unknown keys and missing starts")
    func checkerWorks() throws {
        let bad = try #require(try Yams.compose(yaml: "items: [{label: A, finsh: 2025-03-03}]\ncolour: red\n"))
        let found = problems(plainValue(bad), schema)
        #expect(found.contains(": unknown key colour"))
        #expect(found.contains("/items/0: missing start"))
        #expect(found.contains("/items/0: unknown key finsh"))
    }

    /// The full check with Python's `jsonschema`, when it is installed.
    @Test("the examples validate with Python's jsonschema", .enabled(if: SchemaTests.pythonHasJSONSchema))
    func pythonJSONSchema() throws {
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            errors = [e.message for path in sys.argv[2:] for e in validator.iter_errors(json.load(open(path)))]
            print("\\n".join(errors)); sys.exit(1 if errors else 0)
            """
        var paths: [String] = []
        for name in ExampleTests.names + ["office-fitout.yaml"] {
            let document = try TimelineDocument(contentsOf: example(name))
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("timelinekit-schema-\(name).json").path
            try document.jsonString().write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        paths.append(example("resource-schedule.json").path)
        let (status, output) = Self.run(["python3", "-c", script, repositoryRoot.appendingPathComponent("docs/timelinekit-document.schema.json").path] + paths)
        #expect(status == 0, "\(output)")
    }

    static let pythonHasJSONSchema = run(["python3", "-c", "import jsonschema"]).status == 0

    static func run(_ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
