import Foundation
import Testing

/// `timelinekit schedule` run as a process.
@Suite("timelinekit schedule", .enabled(if: timelinekitExecutable != nil))
struct ScheduleCommandTests {
    @Test("the JSON form follows the documented contract, with the file's UIDs and saved dates")
    func json() throws {
        let result = try RenderCommandTests.run(["schedule", "examples/mspdi/office-move.xml", "--format", "json", "--quiet"])
        #expect(result.status == 0, "\(result.errors)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let tasks = try #require(object["tasks"] as? [[String: Any]])
        #expect(tasks.map { $0["uid"] as? Int } == [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(Set(tasks[0].keys) == ["uid", "name", "start", "finish", "totalSlackMinutes", "critical"])
        let survey = tasks[1]
        #expect(survey["name"] as? String == "Survey & layout <draft>")
        #expect(survey["start"] as? String == "2025-03-03T08:00:00")
        #expect(survey["finish"] as? String == "2025-03-04T17:00:00")
        #expect(survey["totalSlackMinutes"] as? Int == 480)
        #expect(survey["critical"] as? Bool == false)
        let settling = tasks[7]
        #expect(settling["start"] as? String == "2025-03-11T21:00:00" && settling["critical"] as? Bool == true)
    }

    @Test("the table lists every task; diagnostics go to standard error")
    func table() throws {
        let result = try RenderCommandTests.run(["schedule", "examples/mspdi/office-move.xml"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 9)
        #expect(lines[0].hasPrefix("UID") && lines[0].hasSuffix("Critical"))
        #expect(lines[6].contains("Unpack") && lines[6].contains("2025-03-10T13:00:00") && lines[6].hasSuffix("yes"))
        #expect(result.errors.contains("MSO 2025-03-11T21:00:00 conflicts"))
    }

    @Test("a TimelineKit document is scheduled too, and MSPDI output reads back")
    func documentAndMSPDI() throws {
        let result = try RenderCommandTests.run(["schedule", "examples/launch-plan.yaml", "--format", "mspdi", "--quiet"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("<Project xmlns=\"http://schemas.microsoft.com/project\">"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("timelinekit-scheduled.xml")
        try result.output.write(to: file, atomically: true, encoding: .utf8)
        let again = try RenderCommandTests.run(["schedule", file.path, "--format", "json", "--quiet"])
        #expect(again.status == 0, "\(again.errors)")
        #expect(again.output.hasPrefix("{\"tasks\":[{\"uid\":"))
    }

    @Test("a YAML plan with a hierarchy, lags and constraints schedules exactly like its MSPDI twin")
    func yamlLikeMSPDI() throws {
        let yaml = try RenderCommandTests.run(["schedule", "examples/office-fitout.yaml", "--format", "json", "--quiet"])
        let xml = try RenderCommandTests.run(["schedule", "examples/mspdi/office-fitout.xml", "--format", "json", "--quiet"])
        #expect(yaml.status == 0 && xml.status == 0, "\(yaml.errors) \(xml.errors)")
        #expect(yaml.output == xml.output)
        #expect(yaml.output.contains("{\"uid\":9,\"name\":\"Furniture delivery\",\"start\":\"2025-04-23T13:00:00\",\"finish\":\"2025-04-23T17:00:00\""))
        // The MSPDI written from the YAML plan keeps the outline, lags and constraint.
        let mspdi = try RenderCommandTests.run(["schedule", "examples/office-fitout.yaml", "--format", "mspdi", "--quiet"])
        #expect(mspdi.output.contains("<OutlineLevel>2</OutlineLevel>"))
        #expect(mspdi.output.contains("<LinkLag>4800</LinkLag>") && mspdi.output.contains("<LinkLag>50</LinkLag>"))
        #expect(mspdi.output.contains("<ConstraintType>4</ConstraintType>"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("timelinekit-fitout.xml")
        try mspdi.output.write(to: file, atomically: true, encoding: .utf8)
        let again = try RenderCommandTests.run(["schedule", file.path, "--format", "json", "--quiet"])
        #expect(again.output == xml.output)
    }

    @Test("a malformed file is reported with its position and exit status 1")
    func malformed() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("timelinekit-truncated.xml")
        try "<Project xmlns=\"http://schemas.microsoft.com/project\">\n  <Tasks>\n    <Task>".write(to: file, atomically: true, encoding: .utf8)
        let result = try RenderCommandTests.run(["schedule", file.path])
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix(file.path + ":"))
    }
}
