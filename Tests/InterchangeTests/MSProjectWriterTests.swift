import Foundation
import Interchange
import Testing
import TimelineCore

@Suite("MSProjectWriter")
struct MSProjectWriterTests {
    @Test("read → write → read gives an equal document", arguments: MSProjectFixtures.names)
    func roundTrip(name: String) throws {
        let first = try MSProjectFixtures.read(name).document
        let written = try MSProjectWriter.write(first)
        let second = try MSProjectReader.read(data: written, fileName: "written-\(name)").document
        #expect(second == first)
        // Writing is deterministic.
        #expect(try MSProjectWriter.write(second) == written)
    }

    @Test("a built document round-trips, including recurrences, work weeks and every format")
    func builtDocument() throws {
        let document = MSProjectDocument(
            name: "Built", title: "Ünïcode & <markup> \"quoted\" 'single'\r\nline",
            scheduleFromStart: false, startDate: msTime(2025, 3, 3, 8), finishDate: msTime(2025, 3, 4, 24),
            calendarUID: 7, minutesPerDay: 450, minutesPerWeek: 2_250, daysPerMonth: 21, honorConstraints: false,
            calendars: [
                MSProjectCalendar(
                    uid: 7, name: "Shifts", isBaseCalendar: true,
                    weekDays: MSProjectCalendar(uid: 7, weekDays: [
                        MSProjectWeekDay(weekday: .monday, isWorking: true, workingTimes: [DayRange(6, to: 14), DayRange(22, to: 24)]),
                        MSProjectWeekDay(weekday: .saturday, isWorking: true, workingTimes: [DayRange(10, to: 12)]),
                    ]).completedWeekDays,
                    exceptions: [
                        MSProjectCalendarException(name: "Yearly", from: msTime(2025, 5, 1), to: msTime(2030, 5, 1, 23, 59),
                                                   recurrence: .init(type: .yearlyByPosition, period: 1, enteredByOccurrences: true, occurrences: 6,
                                                                     monthItem: 4, monthPosition: 4, month: 4)),
                        MSProjectCalendarException(from: msTime(2025, 6, 2), to: msTime(2025, 6, 3), isWorking: true, workingTimes: [DayRange(9, 30, to: 11, 45)]),
                    ],
                    workWeeks: [MSProjectWorkWeek(name: "Winter", from: msTime(2025, 12, 1), to: msTime(2026, 2, 28, 23, 59),
                                                  weekDays: [MSProjectWeekDay(weekday: .friday, isWorking: false)])]),
                MSProjectCalendar(uid: 8, isBaseCalendar: false, baseCalendarUID: 7),
            ],
            tasks: MSProjectDurationFormat.allCases.enumerated().map { index, format in
                MSProjectTask(uid: index + 1, id: index + 1, name: "Task \(index) — ✓", isActive: index % 2 == 0, isManual: index % 3 == 0,
                              wbs: "W\(index)", outlineNumber: "\(index + 1)", outlineLevel: 1,
                              start: msTime(2025, 3, 3, 8), finish: msTime(2025, 3, 3, 16, 30), duration: 30_600.5, durationFormat: format,
                              isEstimated: format.isEstimated, isMilestone: index == 3, isSummary: false, percentComplete: index * 4,
                              constraintType: MSProjectConstraintType(rawValue: index % 8)!, calendarUID: index % 2 == 0 ? 8 : nil,
                              constraintDate: index % 8 > 1 ? msTime(2025, 3, 3, 8) : nil, deadline: index == 5 ? msTime(2025, 4, 1, 17) : nil,
                              levelingDelay: index * 10, levelingDelayFormat: format,
                              notes: index == 2 ? "  spaced <notes> & more\n\ttabbed  " : nil,
                              predecessors: index == 0 ? [] : [MSProjectLink(predecessorUID: index, type: MSProjectLinkType(rawValue: index % 4)!,
                                                                             linkLag: -index * 600, lagFormat: format)])
            })
        let written = try MSProjectWriter.write(document)
        let result = try MSProjectReader.read(data: written, fileName: "built.xml")
        #expect(result.document == document)
    }

    @Test("output: namespace, schema order, PT durations, dates without zones, escaped text")
    func output() throws {
        let document = MSProjectDocument(
            name: "A & B <C>", startDate: msTime(2025, 3, 3, 8), calendarUID: 1,
            calendars: [MSProjectCalendar(uid: 1, name: "Standard",
                                          weekDays: [MSProjectWeekDay(weekday: .monday, isWorking: true, workingTimes: [DayRange(8, to: 12), DayRange(13, to: 24)])])],
            tasks: [MSProjectTask(uid: 1, id: 1, name: "x\"y'z", outlineLevel: 1, start: msTime(2025, 3, 3, 8), finish: msTime(2025, 3, 3, 24),
                                  duration: 16 * msHour + 30 * 60, durationFormat: .days,
                                  predecessors: [MSProjectLink(predecessorUID: 2, type: .startToStart, linkLag: 4_800, lagFormat: .days)])])
        let text = String(decoding: try MSProjectWriter.write(document), as: UTF8.self)
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<Project xmlns=\"http://schemas.microsoft.com/project\">"))
        #expect(text.contains("<Name>A &amp; B &lt;C&gt;</Name>"))
        #expect(text.contains("<Name>x&quot;y&apos;z</Name>"))
        #expect(text.contains("<Duration>PT16H30M0S</Duration>"))
        #expect(text.contains("<StartDate>2025-03-03T08:00:00</StartDate>"))
        #expect(text.contains("<Finish>2025-03-04T00:00:00</Finish>"))   // 24:00 written as the next day's 00:00
        #expect(text.contains("<FromTime>13:00:00</FromTime>"))
        #expect(text.contains("<ToTime>00:00:00</ToTime>"))
        #expect(text.contains("<DayType>2</DayType>"))
        #expect(text.contains("<LinkLag>4800</LinkLag>"))
        #expect(text.contains("<Type>3</Type>"))
        func position(_ tag: String) -> Int { text.range(of: tag).map { text.distance(from: text.startIndex, to: $0.lowerBound) } ?? -1 }
        let projectOrder = ["<SaveVersion>", "<Name>", "<ScheduleFromStart>", "<StartDate>", "<CurrencyCode>", "<CalendarUID>", "<MinutesPerDay>",
                            "<MinutesPerWeek>", "<DaysPerMonth>", "<Calendars>", "<Tasks>"]
        #expect(projectOrder.map(position) == projectOrder.map(position).sorted())
        #expect(!projectOrder.map(position).contains(-1))
        let taskText = String(text[text.range(of: "<Task>")!.lowerBound...])
        func taskPosition(_ tag: String) -> Int { taskText.range(of: tag).map { taskText.distance(from: taskText.startIndex, to: $0.lowerBound) } ?? -1 }
        let taskOrder = ["<UID>", "<ID>", "<Name>", "<Manual>", "<IsNull>", "<OutlineLevel>", "<Start>", "<Finish>", "<Duration>",
                         "<DurationFormat>", "<Estimated>", "<Milestone>", "<Summary>", "<PercentComplete>", "<ActualDuration>", "<RemainingDuration>",
                         "<ConstraintType>", "<PredecessorLink>"]
        #expect(taskOrder.map(taskPosition) == taskOrder.map(taskPosition).sorted())
        #expect(!taskOrder.map(taskPosition).contains(-1))
    }

    @Test("leaf tasks carry ActualDuration and RemainingDuration by PercentComplete, as Microsoft Project writes them; reading ignores them")
    func actualAndRemainingDurations() throws {
        let tasks = [
            MSProjectTask(uid: 1, id: 1, name: "Phase", outlineLevel: 1, duration: 16 * msHour, isSummary: true, percentComplete: 25),
            MSProjectTask(uid: 2, id: 2, name: "Quarter done", outlineLevel: 2, duration: 16 * msHour, percentComplete: 25),
            MSProjectTask(uid: 3, id: 3, name: "Not started", outlineLevel: 2, duration: 8 * msHour),
            MSProjectTask(uid: 4, id: 4, name: "Done", outlineLevel: 2, duration: 2 * msHour + 30 * 60, percentComplete: 100),
        ]
        let document = MSProjectDocument(name: "Progress", startDate: msTime(2025, 3, 3, 8), tasks: tasks)
        let text = String(decoding: try MSProjectWriter.write(document), as: UTF8.self)
        let blocks = text.components(separatedBy: "<Task>").dropFirst().map { String($0) }
        #expect(blocks.count == 4)
        #expect(!blocks[0].contains("<ActualDuration>"))   // a summary's are derived from its children
        #expect(blocks[1].contains("<ActualDuration>PT4H0M0S</ActualDuration>"))
        #expect(blocks[1].contains("<RemainingDuration>PT12H0M0S</RemainingDuration>"))
        #expect(blocks[2].contains("<ActualDuration>PT0H0M0S</ActualDuration>"))
        #expect(blocks[2].contains("<RemainingDuration>PT8H0M0S</RemainingDuration>"))
        #expect(blocks[3].contains("<ActualDuration>PT2H30M0S</ActualDuration>"))
        #expect(blocks[3].contains("<RemainingDuration>PT0H0M0S</RemainingDuration>"))
        let result = try MSProjectReader.read(data: MSProjectWriter.write(document), fileName: "progress.xml")
        #expect(result.document == document)
        #expect(result.warnings.isEmpty)
    }

    @Test("plain exception spans and base calendars are written the way Microsoft Project writes them")
    func microsoftProjectShapes() throws {
        let document = MSProjectDocument(calendars: [
            MSProjectCalendar(uid: 1, exceptions: [MSProjectCalendarException(name: "Break", from: msTime(2025, 12, 24), to: msTime(2025, 12, 26, 23, 59))]),
        ])
        let text = String(decoding: try MSProjectWriter.write(document), as: UTF8.self)
        #expect(text.components(separatedBy: "<WeekDay>").count - 1 == 7)
        #expect(text.contains("<Occurrences>3</Occurrences>"))
        #expect(text.contains("<Type>1</Type>"))
        #expect(text.contains("<Period>1</Period>"))
        #expect(text.contains("<EnteredByOccurrences>0</EnteredByOccurrences>"))
        let reread = try MSProjectReader.read(data: Data(text.utf8), fileName: "shapes.xml").document
        #expect(reread.calendars[0].exceptions == document.calendars[0].exceptions)
        #expect(reread.calendars[0].weekDays == document.calendars[0].completedWeekDays)
    }

    @Test("characters XML cannot carry are dropped (as in SVG) instead of breaking the file; tabs and line breaks survive")
    func controlCharacters() throws {
        let document = MSProjectDocument(tasks: [MSProjectTask(uid: 1, name: "bell\u{7}here\u{FFFE}\ttab\nline\r\nend <&>")])
        let result = try MSProjectReader.read(data: MSProjectWriter.write(document), fileName: "control.xml")
        #expect(result.document.tasks[0].name == "bellhere\ttab\nline\r\nend <&>")
    }
}
