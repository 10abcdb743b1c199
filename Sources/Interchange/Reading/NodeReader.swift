import Foundation
import TimelineCore
import Yams

/// A place in the text: 1-based line and column (a ``SourceLocation`` without
/// the file, kept small for every node of a document).
struct TextPosition: Sendable, Hashable {
    var line: Int
    var column: Int

    init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    init?(_ location: TextPosition?) {
        guard let location else { return nil }
        self = location
    }
}

/// Collects errors with their places and reads typed values from Yams nodes.
/// Every reading function reports what is wrong and returns `nil`, so reading
/// goes on and finds every problem.
struct NodeReader {
    let file: String
    let limit: Int
    private(set) var errors: [TimelineDocumentError] = []
    private(set) var isTruncated = false

    init(file: String, limit: Int) {
        self.file = file
        self.limit = limit
    }

    /// Whether the limit is reached; asking marks the list as truncated, since
    /// the caller stops looking for more.
    var isFull: Bool {
        mutating get {
            if errors.count >= limit { isTruncated = true }
            return errors.count >= limit
        }
    }

    /// Records a problem at `location` (or without a place).
    mutating func report(_ location: TextPosition?, _ message: String) {
        guard errors.count < limit else {
            isTruncated = true
            return
        }
        errors.append(TimelineDocumentError(file: file, line: location?.line ?? 0, column: location?.column ?? 0, message: message))
    }

    mutating func report(_ node: DocumentNode, _ message: String) {
        report(TextPosition(node.mark), message)
    }

    /// The errors sorted by place (stable).
    var sortedErrors: [TimelineDocumentError] {
        errors.enumerated().sorted { ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset) }.map(\.element)
    }

    // MARK: Kinds of nodes

    /// How a node appears, for messages: `a list`, `the number 3`…
    static func describe(_ node: DocumentNode) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case let .scalar(scalar):
            if isNull(scalar) { return "null" }
            let text = scalar.string.count > 40 ? String(scalar.string.prefix(40)) + "…" : scalar.string
            if isPlain(scalar) {
                if text == "true" || text == "false" { return text }
                if number(from: text) != nil { return "the number \(text)" }
            }
            return "the string \"\(text)\""
        }
    }

    static func isPlain(_ scalar: DocumentNode.Scalar) -> Bool {
        scalar.style == .plain
    }

    static func isNull(_ scalar: DocumentNode.Scalar) -> Bool {
        guard isPlain(scalar) else { return false }
        switch scalar.string {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }

    static func isNull(_ node: DocumentNode) -> Bool {
        if case let .scalar(scalar) = node { return isNull(scalar) }
        return false
    }

    /// A decimal number (`3`, `-1.5`, `2e3`); rejects `nan`, `inf`, hex and the like.
    static func number(from text: String) -> Double? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (48...57).contains($0) || $0 == 46 || $0 == 43 || $0 == 45 || $0 == 101 || $0 == 69 }),
              text.utf8.contains(where: { (48...57).contains($0) }),
              let value = Double(text), value.isFinite else { return nil }
        return value
    }

    // MARK: Structures

    /// The key-value pairs of a mapping with string keys; reports unknown keys
    /// (with a suggestion) and non-string keys.
    mutating func mapping(_ node: DocumentNode, _ what: String, keys allowed: [String], context: String) -> [(key: String, keyNode: DocumentNode, value: DocumentNode)]? {
        guard case let .mapping(mapping) = node else {
            report(node, "\(context)expected \(what) to be a mapping, found \(Self.describe(node))")
            return nil
        }
        var pairs: [(key: String, keyNode: DocumentNode, value: DocumentNode)] = []
        for (keyNode, value) in mapping {
            guard case let .scalar(scalar) = keyNode else {
                report(keyNode, "\(context)expected a key, found \(Self.describe(keyNode))")
                continue
            }
            guard allowed.contains(scalar.string) else {
                report(keyNode, "\(context)unknown key \"\(scalar.string)\"\(didYouMean(scalar.string, among: allowed))")
                continue
            }
            pairs.append((scalar.string, keyNode, value))
        }
        return pairs
    }

    /// The elements of a list; a single non-list value counts as a list of one
    /// when `allowSingle` is set.
    mutating func sequence(_ node: DocumentNode, _ what: String, context: String, allowSingle: Bool = false) -> [DocumentNode]? {
        if case let .sequence(sequence) = node { return Array(sequence) }
        if Self.isNull(node) { return [] }
        if allowSingle, case .scalar = node { return [node] }
        report(node, "\(context)expected \(what) to be a list, found \(Self.describe(node))")
        return nil
    }

    // MARK: Scalars

    mutating func string(_ node: DocumentNode, _ what: String, context: String) -> String? {
        guard case let .scalar(scalar) = node, !Self.isNull(scalar) else {
            report(node, "\(context)expected \(what) to be a string, found \(Self.describe(node))")
            return nil
        }
        return scalar.string
    }

    /// A string, or `nil` without an error for `null`.
    mutating func optionalString(_ node: DocumentNode, _ what: String, context: String) -> String?? {
        if Self.isNull(node) { return .some(nil) }
        guard let text = string(node, what, context: context) else { return nil }
        return .some(text)
    }

    mutating func integer(_ node: DocumentNode, _ what: String, context: String) -> Int? {
        if case let .scalar(scalar) = node, Self.isPlain(scalar), let value = Int(scalar.string) { return value }
        report(node, "\(context)expected \(what) to be a whole number, found \(Self.describe(node))")
        return nil
    }

    mutating func number(_ node: DocumentNode, _ what: String, context: String) -> Double? {
        if case let .scalar(scalar) = node, Self.isPlain(scalar), let value = Self.number(from: scalar.string) { return value }
        report(node, "\(context)expected \(what) to be a number, found \(Self.describe(node))")
        return nil
    }

    /// A number in `range` (exclusive of zero when `positive`).
    mutating func positiveNumber(_ node: DocumentNode, _ what: String, context: String, maximum: Double) -> Double? {
        guard let value = number(node, what, context: context) else { return nil }
        guard value > 0, value <= maximum else {
            report(node, "\(context)\(what) \(Self.format(value)) is not in (0, \(Self.format(maximum))]")
            return nil
        }
        return value
    }

    mutating func time(_ node: DocumentNode, _ what: String, context: String) -> Time? {
        guard let text = string(node, what, context: context) else { return nil }
        do {
            let time = try Time(iso8601: text)
            guard time.isSupported else {
                report(node, "\(context)\(what) \(text) is out of range: \(Time.supportedRangeDescription)")
                return nil
            }
            return time
        } catch {
            report(node, "\(context)\(what): \(error.description)")
            return nil
        }
    }

    /// A number in `range`, reported with the range otherwise.
    mutating func number(_ node: DocumentNode, _ what: String, context: String, in range: ClosedRange<Double>) -> Double? {
        guard let value = number(node, what, context: context) else { return nil }
        guard range.contains(value) else {
            report(node, "\(context)\(what) \(Self.format(value)) is not in \(Self.format(range.lowerBound))...\(Self.format(range.upperBound))")
            return nil
        }
        return value
    }

    /// A value of a closed set of names, with a suggestion when it is not one.
    mutating func name(_ node: DocumentNode, _ what: String, among names: [String], context: String) -> String? {
        guard let text = string(node, what, context: context) else { return nil }
        guard names.contains(text) else {
            report(node, "\(context)unknown \(what) \"\(text)\"\(didYouMean(text, among: names)) (expected one of \(names.joined(separator: ", ")))")
            return nil
        }
        return text
    }

    /// `3`, `1.5`.
    static func format(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension NodeReader {
    /// Converts a Yams error into a located error.
    mutating func reportSyntaxError(_ error: any Error, in text: String) {
        guard let yamlError = error as? YamlError else {
            report(TextPosition(line: 1, column: 1), "syntax error: \(error)")
            return
        }
        func contextText(_ context: YamlError.Context?) -> String {
            guard let context else { return "" }
            return " (\(context.text) at line \(context.mark.line), column \(context.mark.column))"
        }
        switch yamlError {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            report(TextPosition(line: mark.line, column: mark.column), "syntax error: \(problem)\(contextText(context))")
        case let .reader(problem, offset, _, _):
            report(Self.location(ofUTF8Offset: offset ?? 0, in: text), "unreadable text: \(problem)")
        case let .duplicatedKeysInMapping(duplicates, context):
            let keys = duplicates.map { "\"\($0)\"" }.joined(separator: ", ")
            report(TextPosition(line: max(context.mark.line, 1), column: max(context.mark.column, 1)),
                   "duplicate key \(keys): a key may appear only once in a mapping")
        default:
            report(TextPosition(line: 1, column: 1), "syntax error: \(yamlError)")
        }
    }

    /// The line and column of a byte offset.
    static func location(ofUTF8Offset offset: Int, in text: String) -> TextPosition {
        var line = 1, column = 1, count = 0
        for scalar in text.unicodeScalars {
            if count >= offset { break }
            count += String(scalar).utf8.count
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return TextPosition(line: line, column: column)
    }
}
