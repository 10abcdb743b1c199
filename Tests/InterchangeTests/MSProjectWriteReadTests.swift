import ProjectScheduling
import Foundation
import GanttChart
import Interchange
import Testing
import TimelineCore
import TimelineTestSupport

/// Whatever the MSPDI writer writes, the reader reads and `schedule` schedules.
@Suite("MSPDI: whatever we write we read")
struct MSProjectWriteReadTests {
    /// Writes `document` as `schedule --format mspdi` does (scheduled dates),
    /// reads it back and builds the plan `schedule` runs.
    static func roundTrip(_ document: TimelineDocument, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> MSProjectDocument {
        let resolved = try document.resolve()
        let result = ProjectScheduler.schedule(resolved.projectPlan())
        var items = resolved.itemSource.items
        for index in items.indices {
            if let scheduled = result[items[index].id.taskID] { items[index].time = scheduled.time }
        }
        let data = try MSProjectWriter.write(resolved.msProjectDocument(name: document.title ?? "Plan", items: items))
        let read = try MSProjectReader.read(data: data, fileName: "written.xml").document
        let plan = try read.projectPlan()
        #expect(plan.tasks.count == document.items.count, sourceLocation: sourceLocation)
        _ = try read.ganttChartItems()
        return read
    }

    @Test("an empty document and one with only a title write files that read and schedule")
    func empty() throws {
        #expect(try Self.roundTrip(TimelineDocument()).tasks.isEmpty)
        #expect(try Self.roundTrip(TimelineDocument(title: "Nothing yet")).name == "Nothing yet")
        let parsed = try TimelineDocument(parsing: "{}", file: "empty.json")
        _ = try Self.roundTrip(parsed)
    }

    @Test("100 seeded documents, dates anywhere in years 1…9999, write files that read and schedule")
    func seeded() throws {
        let first = Time.earliestSupported.dayNumber, last = Time(year: 9_999, month: 6, day: 1).dayNumber
        for seed in UInt64(1)...100 {
            var random = SeededRandomNumberGenerator(seed: seed &* 0x9E37_79B9)
            let base = Int.random(in: first...last, using: &random)
            var items: [TimelineDocument.Item] = []
            for id in 1...Int.random(in: 1...8, using: &random) {
                let start = Time(dayNumber: base + Int.random(in: 0...20, using: &random), timeOfDay: Double(Int.random(in: 8...15, using: &random)) * 3_600)
                let milestone = Int.random(in: 0..<5, using: &random) == 0
                items.append(.init(id: id, label: "T\(id)", row: id - 1, start: start,
                                   finish: milestone ? nil : start.adding(seconds: Double(Int.random(in: 1...40, using: &random)) * 3_600),
                                   completion: Double(Int.random(in: 0...4, using: &random)) / 4, type: milestone ? .milestone : .standard))
            }
            var dependencies: [TimelineDocument.Dependency] = []
            if items.count > 1 {
                for id in 1..<items.count where Bool.random(using: &random) {
                    dependencies.append(.init(id: id, from: .id(id), to: .id(id + 1)))
                }
            }
            let read = try Self.roundTrip(TimelineDocument(title: "Seed \(seed)", items: items, dependencies: dependencies))
            #expect(read.tasks.count == items.count, "seed \(seed)")
        }
    }

    @Test("the end of year 9999 is written as 9999-12-31T24:00:00 and reads back")
    func lastInstant() throws {
        let start = Time(year: 9_999, month: 12, day: 31, hour: 8)
        let task = MSProjectTask(uid: 1, id: 1, name: "Last", start: start, finish: Time.latestSupported)
        let data = try MSProjectWriter.write(MSProjectDocument(name: "End", tasks: [task]))
        #expect(String(decoding: data, as: UTF8.self).contains("<Finish>9999-12-31T24:00:00</Finish>"))
        let read = try MSProjectReader.read(data: data, fileName: "end.xml").document
        #expect(read.tasks.first?.finish == Time.latestSupported)
    }

    @Test("the writer refuses a date outside years 1…9999, naming the task and element")
    func writerRefuses() {
        let start = Time(year: 9_999, month: 12, day: 31, hour: 8)
        let task = MSProjectTask(uid: 5, id: 1, name: "Late", start: start, finish: start.adding(days: 3))
        #expect(throws: MSProjectWriteError.timeOutOfRange(taskUID: 5, element: "Finish", time: start.adding(days: 3))) {
            try MSProjectWriter.write(MSProjectDocument(name: "Late", tasks: [task]))
        }
        #expect(MSProjectWriteError.timeOutOfRange(taskUID: 5, element: "Finish", time: start.adding(days: 3)).description
            == "task UID 5: <Finish> 10000-01-03T08:00:00 is out of range: dates must lie in the years 1 to 9999")
    }

    @Test("the reader refuses a date in year 0 with its place")
    func readerRefuses() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Project xmlns="http://schemas.microsoft.com/project">
              <Tasks>
                <Task><UID>1</UID><Name>Early</Name>
                  <Start>0000-12-31T08:00:00</Start></Task>
              </Tasks>
            </Project>
            """
        let error = try #require(throws: MSProjectImportError.self) { try MSProjectReader.read(data: Data(xml.utf8), fileName: "early.xml") }
        #expect(error.line == 5)
        #expect(error.description.contains("0000-12-31T08:00:00") && error.description.contains(Time.supportedRangeDescription))
    }
}

@Suite("Time.readableISO8601")
struct TimeReadableISO8601Tests {
    @Test("the end of year 9999 is written as 24:00 of its last day, other times as ISO 8601")
    func endOfYear9999() throws {
        #expect(Time.latestSupported.normalized.readableISO8601 == "9999-12-31T24:00:00")
        #expect(Time(year: 10_000, month: 1, day: 1).readableISO8601 == "9999-12-31T24:00:00")
        #expect(try Time(iso8601: Time.latestSupported.normalized.readableISO8601) == Time.latestSupported)
        #expect(Time(year: 2025, month: 3, day: 3, hour: 8).readableISO8601 == "2025-03-03T08:00:00")
    }

    @Test("a document whose finish is the end of year 9999 writes YAML and JSON that read back")
    func documentWriters() throws {
        let start = Time(year: 9_999, month: 12, day: 31, hour: 8)
        let document = TimelineDocument(items: [.init(id: 1, label: "Last", row: 0, start: start, finish: Time(year: 10_000, month: 1, day: 1))])
        _ = try document.resolve()
        #expect(try TimelineDocument(parsing: document.yamlString()).items.first?.finish == Time.latestSupported)
        #expect(try TimelineDocument(parsing: document.jsonString()).items.first?.finish == Time.latestSupported)
    }
}
