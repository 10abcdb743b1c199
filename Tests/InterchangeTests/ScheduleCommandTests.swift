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

/// `timelinekit schedule` on a plan with resources (examples/studio-team.yaml).
@Suite("timelinekit schedule: resources and leveling", .enabled(if: timelinekitExecutable != nil))
struct ScheduleCommandResourceTests {
    static func run(_ extra: [String]) throws -> [String: Any] {
        let result = try RenderCommandTests.run(["schedule", "examples/studio-team.yaml", "--format", "json", "--quiet"] + extra)
        #expect(result.status == 0, "\(result.errors)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    }

    @Test("the JSON reports work per task, assignments and Leo's over-allocated days")
    func assignmentsAndOverallocations() throws {
        let object = try Self.run([])
        let tasks = try #require(object["tasks"] as? [[String: Any]])
        #expect(Set(tasks[0].keys) == ["uid", "name", "start", "finish", "totalSlackMinutes", "critical", "workMinutes"])
        #expect(tasks.map { $0["workMinutes"] as? Int } == [480, 960, 1_440, 1_440, 960, 1_440, 0])
        let assignments = try #require(object["assignments"] as? [[String: Any]])
        #expect(assignments.count == 7)
        let boards = assignments[6]
        #expect(boards["resourceName"] as? String == "Prototype boards" && boards["units"] as? Int == 4 && boards["workMinutes"] as? Int == 0)
        #expect(assignments[3]["start"] as? String == "2025-05-05T08:00:00" && assignments[3]["finish"] as? String == "2025-05-07T16:00:00")
        // API and Data import both need Leo on Monday and Tuesday.
        let over = try #require(object["overallocations"] as? [[String: Any]])
        #expect(over.map { $0["day"] as? String } == ["2025-05-05", "2025-05-06"])
        #expect(over.map { $0["loadMinutes"] as? Int } == [960, 960])
        #expect(over.map { $0["capacityMinutes"] as? Int } == [480, 480])
        #expect(over.first?["tasks"] as? [Int] == [4, 5])
    }

    @Test("--level delays the lower-priority Data import past API and Leo's day off, within its slack")
    func leveling() throws {
        let object = try Self.run(["--level"])
        let tasks = try #require(object["tasks"] as? [[String: Any]])
        let dataImport = try #require(tasks.first { $0["uid"] as? Int == 5 })
        #expect(dataImport["start"] as? String == "2025-05-08T08:00:00")
        #expect(dataImport["finish"] as? String == "2025-05-12T16:00:00")
        #expect(dataImport["levelingDelayMinutes"] as? Int == 4_320)
        #expect(tasks.filter { $0["uid"] as? Int != 5 }.allSatisfy { $0["levelingDelayMinutes"] as? Int == 0 })
        let leveling = try #require(object["leveling"] as? [String: Any])
        let delays = try #require(leveling["delays"] as? [[String: Any]])
        #expect(delays.count == 1)
        #expect(delays.first?["uid"] as? Int == 5 && delays.first?["delayMinutes"] as? Int == 4_320 && delays.first?["exceedsSlack"] as? Bool == false)
        #expect((object["overallocations"] as? [Any])?.isEmpty == true)
        // The launch does not move.
        #expect(tasks.first { $0["uid"] as? Int == 7 }?["start"] as? String == "2025-05-15T16:00:00")
    }

    @Test("--level --format mspdi writes the delay, and the written file schedules to the leveled dates")
    func levelingToMSPDI() throws {
        let mspdi = try RenderCommandTests.run(["schedule", "examples/studio-team.yaml", "--level", "--format", "mspdi", "--quiet"])
        #expect(mspdi.status == 0, "\(mspdi.errors)")
        #expect(mspdi.output.contains("<LevelingDelay>43200</LevelingDelay>"))
        #expect(mspdi.output.contains("<Resources>") && mspdi.output.contains("<Assignments>"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("timelinekit-studio-leveled.xml")
        try mspdi.output.write(to: file, atomically: true, encoding: .utf8)
        let again = try RenderCommandTests.run(["schedule", file.path, "--format", "json", "--quiet"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(again.output.utf8)) as? [String: Any])
        let tasks = try #require(object["tasks"] as? [[String: Any]])
        #expect(tasks.first { $0["uid"] as? Int == 5 }?["start"] as? String == "2025-05-08T08:00:00")
        #expect((object["overallocations"] as? [Any])?.isEmpty == true)
    }

    @Test("--level adds the delay in elapsed days to the table")
    func levelingTable() throws {
        let result = try RenderCommandTests.run(["schedule", "examples/studio-team.yaml", "--level", "--quiet"])
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 8)
        #expect(lines[0].hasSuffix("Critical Delay (ed)"))
        #expect(lines[5].contains("Data import") && lines[5].contains("2025-05-08T08:00:00") && lines[5].hasSuffix(" 3"))
        #expect(lines[1].hasSuffix(" 0"))
    }
}
