import Foundation
import Interchange
import Testing

/// Every document kind reads its file the same way: the same errors, at the same places.
@Suite("DocumentSource")
struct DocumentSourceTests {
    /// The readers of every document kind that reads JSON or YAML files, by name.
    static let readers: [(name: String, read: @Sendable (URL) throws(TimelineDocumentErrors) -> Void)] = [
        ("plan", { url throws(TimelineDocumentErrors) in _ = try TimelineDocument(contentsOf: url) }),
        ("calendar", { url throws(TimelineDocumentErrors) in _ = try CalendarDocument(contentsOf: url) }),
        ("timeline", { url throws(TimelineDocumentErrors) in _ = try TimelineListDocument(contentsOf: url) }),
        ("bar chart", { url throws(TimelineDocumentErrors) in _ = try BarChartDocument(contentsOf: url) }),
        ("Mermaid", { url throws(TimelineDocumentErrors) in _ = try MermaidGanttReader.read(contentsOf: url) }),
    ]

    func errors(reading url: URL, with read: (URL) throws(TimelineDocumentErrors) -> Void) -> [TimelineDocumentError] {
        do {
            try read(url)
            return []
        } catch {
            return error.errors
        }
    }

    @Test("A file that is not UTF-8 is refused at its first invalid byte, by every reader", arguments: 0..<5)
    func invalidUTF8(reader index: Int) throws {
        let reader = Self.readers[index]
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("timelinekit-source-\(ProcessInfo.processInfo.processIdentifier)-\(index).yaml")
        defer { try? FileManager.default.removeItem(at: url) }
        // Line 2, third character: "ab" then the lone continuation byte 0x80.
        try Data("title: x\nab".utf8 + [0x80] + Data("c\n".utf8)).write(to: url)
        let found = errors(reading: url, with: reader.read)
        #expect(found.count == 1, "\(reader.name): \(found)")
        #expect(found.first?.location.line == 2 && found.first?.location.column == 3, "\(reader.name): \(found)")
        #expect(found.first?.message == "the file is not UTF-8 text: invalid UTF-8 byte 0x80", "\(reader.name): \(found)")
    }

    @Test("A file that cannot be read gives one error at line 0 naming the file, by every reader", arguments: 0..<5)
    func missingFile(reader index: Int) {
        let reader = Self.readers[index]
        let url = URL(fileURLWithPath: "/nonexistent-timelinekit/plan-\(index).yaml")
        let found = errors(reading: url, with: reader.read)
        #expect(found.count == 1, "\(reader.name): \(found)")
        #expect(found.first?.location.line == 0 && found.first?.location.file == url.path, "\(reader.name): \(found)")
        #expect(found.first?.message.hasPrefix("cannot read the file: ") == true, "\(reader.name): \(found)")
    }

    @Test("An empty document says what each kind expected, at 1:1")
    func emptyDocument() {
        func firstError(_ read: () throws(TimelineDocumentErrors) -> Void) -> String? {
            do { try read(); return nil } catch { return error.errors.first.map { "\($0.location.line):\($0.location.column) \($0.message)" } }
        }
        #expect(firstError { () throws(TimelineDocumentErrors) in _ = try TimelineDocument(parsing: "", file: "p.yaml") }
            == "1:1 the document is empty: expected a mapping with \"items\"")
        #expect(firstError { () throws(TimelineDocumentErrors) in _ = try CalendarDocument(parsing: "# nothing\n", file: "c.yaml") }
            == "1:1 the document is empty: expected a mapping with \"kind: calendar\"")
        #expect(firstError { () throws(TimelineDocumentErrors) in _ = try TimelineListDocument(parsing: "", file: "t.yaml") }
            == "1:1 the document is empty: expected a mapping with \"kind: timeline\"")
        #expect(firstError { () throws(TimelineDocumentErrors) in _ = try BarChartDocument(parsing: "", file: "b.yaml") }
            == "1:1 the document is empty: expected a mapping with \"kind: barChart\"")
    }
}
