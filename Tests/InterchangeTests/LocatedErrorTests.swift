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

    @Test("The old field names still read and write the location")
    func fieldNames() {
        var error = MSProjectImportError(fileName: "a.xml", line: 3, column: 4, kind: .missingElement(element: "UID", owner: "task 1"))
        error.line = 5
        #expect(error.location == SourceLocation(file: "a.xml", line: 5, column: 4))
        #expect(error.fileName == "a.xml" && error.column == 4)
        #expect(error.description == "a.xml:5:4: error: missing <UID> in task 1")
        var documentError = TimelineDocumentError(file: "p.json", line: 1, column: 2, message: "m")
        documentError.file = "q.json"
        #expect(documentError == TimelineDocumentError(location: SourceLocation(file: "q.json", line: 1, column: 2), message: "m"))
        #expect(documentError.description == "q.json:1:2: error: m")
    }
}
