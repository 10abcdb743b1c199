import Foundation
import Testing

/// `schedule --format mspdi` writes only what `schedule` reads back.
extension ScheduleCommandTests {
    @Test("an empty document and a title-only document write MSPDI that schedule reads back")
    func emptyRoundTrip() throws {
        for (name, text) in [("empty", "{}"), ("title", "{\"title\": \"Nothing yet\"}")] {
            let input = try RenderCommandTests.temporaryFile("timelinekit-\(name).json", text)
            let written = try RenderCommandTests.run(["schedule", input, "--format", "mspdi", "--quiet"])
            #expect(written.status == 0, "\(written.errors)")
            let file = try RenderCommandTests.temporaryFile("timelinekit-\(name).xml", written.output)
            let again = try RenderCommandTests.run(["schedule", file, "--format", "json"])
            #expect(again.status == 0, "\(name): \(again.errors)")
            #expect(again.output.trimmingCharacters(in: .whitespacesAndNewlines) == "{\"tasks\":[]}")
        }
    }

    @Test("a schedule that would end in year 10000 is refused, naming the task")
    func scheduledPastYear9999() throws {
        // B follows A, which ends on Friday 9999-12-31 at 16:00: scheduled, B starts in year 10000.
        let input = try RenderCommandTests.temporaryFile("timelinekit-year-10000.yaml", """
            items:
              - {id: 1, label: A, start: 9999-12-31T08:00:00, finish: 9999-12-31T16:00:00}
              - {id: 2, label: B, start: 9999-12-31T08:00:00, finish: 9999-12-31T12:00:00}
            dependencies:
              - {from: 1, to: 2}
            """)
        for format in ["mspdi", "json"] {
            let result = try RenderCommandTests.run(["schedule", input, "--format", format, "--quiet"])
            #expect(result.status == 1)
            #expect(result.errors.contains("task UID 2 (\"B\"): the scheduled start 10000-01-03T08:00:00 is out of range"), "\(result.errors)")
            #expect(result.output.isEmpty)
        }
    }
}
