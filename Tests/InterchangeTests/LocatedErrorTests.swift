import Foundation
import Interchange
import Testing

@Suite("LocatedError")
struct LocatedErrorTests {
    @Test("A location reads file:line:column, or the file alone when the line is unknown")
    func locationDescription() {
        #expect(SourceLocation(file: "plan.yaml", line: 12, column: 14).description == "plan.yaml:12:14")
        #expect(SourceLocation(file: "<input>", line: 0, column: 0).description == "<input>")
    }

    @Test("A document error and an MSPDI error have one shape: location, message, file:line:column: error: message")
    func oneShape() throws {
        var documentError: (any LocatedError)?
        do {
            _ = try TimelineDocument(parsing: "items:\n  - {id: 1, label: A, start: 2025-03-03, finsh: 2025-03-04}\n", file: "plan.yaml")
        } catch {
            documentError = error.errors.first
        }
        var projectError: (any LocatedError)?
        do {
            _ = try MSProjectReader.read(data: Data("<Project xmlns=\"http://schemas.microsoft.com/project\">\n  <Tasks>".utf8), fileName: "plan.xml")
        } catch {
            projectError = error
        }
        let errors = try [#require(documentError), #require(projectError)]
        #expect(errors.map(\.location.file) == ["plan.yaml", "plan.xml"])
        for error in errors {
            #expect(error.location.line >= 1 && error.location.column >= 1, "\(error)")
            #expect(error.description == "\(error.location.file):\(error.location.line):\(error.location.column): error: \(error.message)")
        }
        #expect(errors[0].message.hasPrefix("item \"A\" (id 1): unknown key \"finsh\""))
        #expect(errors[1].message.hasPrefix("the document ends before <"))
    }

    @Test("file, line and column read the location, the same for every importer's error")
    func fieldNames() {
        let xml = MSProjectImportError(fileName: "a.xml", line: 5, column: 4, kind: .missingElement(element: "UID", owner: "task 1"))
        #expect(xml.fileName == "a.xml" && xml.file == "a.xml" && xml.line == 5 && xml.column == 4)
        #expect(xml.description == "a.xml:5:4: error: missing <UID> in task 1")
        let document = TimelineDocumentError(file: "q.json", line: 1, column: 2, message: "m")
        #expect(document == TimelineDocumentError(location: SourceLocation(file: "q.json", line: 1, column: 2), message: "m"))
        #expect(document.file == "q.json" && document.line == 1 && document.column == 2)
        #expect(document.description == "q.json:1:2: error: m")
        let calendar = ICalendarError(location: SourceLocation(file: "team.ics", line: 14, column: 9), message: "DTSTART: bad")
        #expect(calendar.file == "team.ics" && calendar.line == 14 && calendar.column == 9)
    }
}
