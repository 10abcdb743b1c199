import Foundation
import GanttChart
import Interchange
import Testing
import TimelineCore

@Suite("MSProjectReader")
struct MSProjectReaderTests {
    @Test("reads the project header fields")
    func projectFields() throws {
        let result = try MSProjectFixtures.read("office-move.xml")
        let document = result.document
        #expect(document.name == "Office move.xml")
        #expect(document.title == "Office move & \"fit-out\"")
        #expect(document.scheduleFromStart)
        #expect(document.startDate == msTime(2025, 3, 3, 8))
        #expect(document.finishDate == msTime(2025, 3, 13, 21))
        #expect(document.calendarUID == 1)
        #expect(document.minutesPerDay == 480)
        #expect(document.minutesPerWeek == 2_400)
        #expect(document.daysPerMonth == 20)
        #expect(document.honorConstraints == true)
        #expect(document.calendars.map(\.uid) == [1, 2])
        #expect(document.tasks.map(\.uid) == [0, 1, 2, 3, 4, 5, 6, 7, 8])
        // The placeholder resource (UID 0) and the "unassigned" assignments carry nothing.
        #expect(result.warnings.isEmpty)

        let other = try MSProjectFixtures.read("four-day-week.xml").document
        #expect(!other.scheduleFromStart)
        #expect(other.minutesPerDay == 600)
        #expect(other.daysPerMonth == 16)
        #expect(other.honorConstraints == nil)
        #expect(other.title == nil)
    }

    @Test("reads calendars: weekdays, working times, exceptions in both forms, work weeks")
    func calendars() throws {
        let document = try MSProjectFixtures.read("office-move.xml").document
        let standard = try #require(document.calendar(uid: 1))
        #expect(standard.name == "Standard")
        #expect(standard.isBaseCalendar)
        #expect(standard.baseCalendarUID == nil)   // -1 in the file
        #expect(standard.weekDays.count == 7)
        #expect(standard.weekDays[1] == MSProjectWeekDay(weekday: .monday, isWorking: true,
                                                         workingTimes: [DayRange(8, to: 12), DayRange(13, to: 17)]))
        #expect(standard.weekDays[0] == MSProjectWeekDay(weekday: .sunday, isWorking: false))
        // The old-form duplicate (DayType 0) is not read twice.
        #expect(standard.exceptions.count == 4)
        let saturday = standard.exceptions[1]
        #expect(saturday.name == "Saturday shift")
        #expect(saturday.from == msTime(2025, 3, 8))
        #expect(saturday.to == msTime(2025, 3, 8, 23, 59))
        #expect(saturday.isWorking)
        #expect(saturday.workingTimes == [DayRange(9, to: 13)])
        // "Every day, ended by a date" (Type 1, Period 1) is a plain span of days.
        #expect(saturday.recurrence == nil)

        let evening = try #require(document.calendar(uid: 2))
        #expect(!evening.isBaseCalendar)
        #expect(evening.baseCalendarUID == 1)
        #expect(evening.weekDays == [MSProjectWeekDay(weekday: .monday, isWorking: true, workingTimes: [DayRange(13, to: 21)])])

        let legacy = try MSProjectFixtures.read("four-day-week.xml").document
        let old = try #require(legacy.calendar(uid: 1))
        #expect(old.exceptions == [
            MSProjectCalendarException(from: msTime(2025, 12, 24), to: msTime(2025, 12, 24, 23, 59), isWorking: true, workingTimes: [DayRange(8, to: 12)]),
            MSProjectCalendarException(from: msTime(2025, 12, 25), to: msTime(2025, 12, 26, 23, 59)),
        ])
        let fourDay = try #require(legacy.calendar(uid: 3))
        #expect(fourDay.exceptions.map(\.recurrence?.type) == [.yearlyByDayOfMonth, .monthlyByPosition, .weekly, nil])
        #expect(fourDay.exceptions[0].recurrence == .init(type: .yearlyByDayOfMonth, period: 1, enteredByOccurrences: true,
                                                          occurrences: 5, month: 0, monthDay: 1))
        #expect(fourDay.exceptions[1].recurrence?.monthItem == 4)
        #expect(fourDay.exceptions[1].recurrence?.monthPosition == 0)
        #expect(fourDay.exceptions[2].recurrence?.daysOfWeek == 8)
        #expect(fourDay.exceptions[2].recurrence?.period == 2)
        #expect(fourDay.workWeeks.count == 1)
        #expect(fourDay.workWeeks[0].name == "Summer hours")
        #expect(fourDay.workWeeks[0].from == msTime(2025, 7, 1))
        #expect(fourDay.workWeeks[0].weekDays.map(\.weekday) == [.monday, .tuesday, .wednesday, .thursday, .friday])
        #expect(fourDay.workWeeks[0].weekDays[0].workingTimes == [DayRange(7, to: 13)])
        // Working weekdays without hours get the default hours.
        #expect(old.weekDays[1] == MSProjectWeekDay(weekday: .monday, isWorking: true, workingTimes: MSProjectWeekDay.defaultWorkingTimes))
        let crew = try #require(legacy.calendar(uid: 4))
        #expect(crew.baseCalendarUID == 3 && !crew.isBaseCalendar && crew.weekDays.isEmpty)
    }

    @Test("a base calendar always has seven weekdays; a derived one only its own")
    func completedWeekDays() throws {
        let document = try MSProjectFixtures.read("unsupported-parts.xml").document
        let calendar = try #require(document.calendar(uid: 1))
        #expect(calendar.weekDays.map(\.weekday) == Weekday.allCases)
        #expect(calendar.weekDays.map(\.isWorking) == [false, true, true, true, true, true, false])
        #expect(calendar.weekDays[3].workingTimes == [DayRange(8, to: 12), DayRange(13, to: 17)])
        let derived = try MSProjectFixtures.read("office-move.xml").document.calendar(uid: 2)
        #expect(derived?.weekDays.count == 1)
    }

    @Test("a base calendar with BaseCalendarUID 0 (Project 2013) has no parent, as with -1")
    func baseCalendarUIDZero() throws {
        // Project 2013 writes its Standard calendar this way; a calendar derived from it still inherits.
        let xml = """
            <Project xmlns="http://schemas.microsoft.com/project">
            <StartDate>2025-03-03T08:00:00</StartDate><CalendarUID>1</CalendarUID>
            <Calendars>
            <Calendar><UID>1</UID><Name>Standard</Name><IsBaseCalendar>1</IsBaseCalendar><BaseCalendarUID>0</BaseCalendarUID>
            <WeekDays><WeekDay><DayType>1</DayType><DayWorking>0</DayWorking></WeekDay></WeekDays></Calendar>
            <Calendar><UID>2</UID><Name>Crew</Name><IsBaseCalendar>0</IsBaseCalendar><BaseCalendarUID>1</BaseCalendarUID></Calendar>
            </Calendars>
            <Tasks><Task><UID>1</UID><ID>1</ID><Name>A</Name><Duration>PT16H0M0S</Duration><CalendarUID>2</CalendarUID></Task></Tasks>
            </Project>
            """
        let document = try MSProjectFixtures.read(xml: xml).document
        let standard = try #require(document.calendar(uid: 1))
        #expect(standard.baseCalendarUID == nil && standard.isBaseCalendar)
        #expect(document.calendar(uid: 2)?.baseCalendarUID == 1)
        // Sunday off (its own weekday), Monday–Friday Microsoft Project's default hours, Saturday off.
        let crew = try document.schedule(forCalendarUID: 2)
        #expect(crew.workingIntervals(on: .monday) == [DayRange(8, to: 12), DayRange(13, to: 17)])
        #expect(crew.workingIntervals(on: .sunday).isEmpty && crew.workingIntervals(on: .saturday).isEmpty)
        // Written back without the 0, and read again the same.
        let again = try MSProjectReader.read(data: MSProjectWriter.write(document), fileName: "again.xml").document
        #expect(again.calendar(uid: 1)?.baseCalendarUID == nil && again.calendar(uid: 1)?.isBaseCalendar == true)
        // A derived calendar naming UID 0 that does not exist is still an error with its place.
        do {
            _ = try MSProjectFixtures.read(xml: xml.replacingOccurrences(of: "<IsBaseCalendar>0</IsBaseCalendar><BaseCalendarUID>1<", with: "<IsBaseCalendar>0</IsBaseCalendar><BaseCalendarUID>0<"))
            Issue.record("a derived calendar based on a missing UID 0 was accepted")
        } catch {
            #expect(error.kind == .invalidValue(element: "BaseCalendarUID", owner: "calendar UID 2", text: "0", reason: "no calendar has this UID"))
            #expect(error.line == 6)
        }
    }

    @Test("reads every supported task element")
    func tasks() throws {
        let document = try MSProjectFixtures.read("office-move.xml").document
        let summary = try #require(document.task(uid: 0))
        #expect(summary.outlineLevel == 0 && summary.isSummary)

        let survey = try #require(document.task(uid: 2))
        #expect(survey.id == 2)
        #expect(survey.name == "Survey & layout <draft>")
        #expect(survey.isActive == true)
        #expect(!survey.isManual && !survey.isNull)
        #expect(survey.wbs == "1.1")
        #expect(survey.outlineNumber == "1.1")
        #expect(survey.outlineLevel == 2)
        #expect(survey.start == msTime(2025, 3, 3, 8))
        #expect(survey.finish == msTime(2025, 3, 4, 17))
        #expect(survey.duration == 16 * msHour)
        #expect(survey.durationFormat == .days)
        #expect(survey.percentComplete == 100)
        #expect(survey.calendarUID == -1)
        #expect(survey.effectiveCalendarUID == nil)
        #expect(survey.notes == "Check \"A\" & 'B' wings.\nSecond line.")

        let lease = try #require(document.task(uid: 3))
        #expect(lease.isMilestone && !lease.isSummary)
        #expect(lease.duration == 0)
        #expect(lease.constraintType == .startNoEarlierThan)
        #expect(lease.constraintDate == msTime(2025, 3, 6, 8))
        #expect(lease.deadline == msTime(2025, 3, 7, 17))

        let unpack = try #require(document.task(uid: 6))
        #expect(unpack.isManual)
        #expect(unpack.effectiveCalendarUID == 2)

        let handover = try #require(document.task(uid: 7))
        #expect(handover.constraintType == .finishNoLaterThan)

        let settling = try #require(document.task(uid: 8))
        #expect(settling.duration == 48 * msHour)
        #expect(settling.durationFormat == .elapsedDays)
        #expect(settling.durationFormat?.isElapsed == true)
        #expect(settling.constraintType == .mustStartOn)
        #expect(settling.levelingDelay == 4_800)
        #expect(settling.levelingDelayFormat == .days)
    }

    @Test("link types 0 FF, 1 FS, 2 SF, 3 SS and lags in tenths of a minute")
    func links() throws {
        let document = try MSProjectFixtures.read("office-move.xml").document
        let lease = try #require(document.task(uid: 3))
        #expect(lease.predecessors == [MSProjectLink(predecessorUID: 2, type: .finishToStart, linkLag: 4_800, lagFormat: .days)])
        #expect(lease.predecessors[0].lag == .working(seconds: 8 * msHour))   // 4 800 tenths of a minute = 480 min = 1 day of 8 h

        let unpack = try #require(document.task(uid: 6))
        #expect(unpack.predecessors.map(\.type) == [.startToStart, .finishToFinish])
        #expect(unpack.predecessors[0].lag == .working(seconds: 4 * msHour))
        #expect(unpack.predecessors[1].lag == .working(seconds: -2 * msHour))

        let handover = try #require(document.task(uid: 7))
        #expect(handover.predecessors.map(\.type) == [.finishToStart, .startToFinish])
        #expect(handover.predecessors[0].lagFormat == .elapsedDays)
        #expect(handover.predecessors[0].lag == .elapsed(seconds: 24 * msHour))   // 14 400 tenths = 1 440 min = 1 elapsed day

        let settling = try #require(document.task(uid: 8))
        #expect(settling.predecessors[0].lag == .percent(50, elapsed: false))

        #expect(MSProjectLinkType(rawValue: 0) == .finishToFinish)
        #expect(MSProjectLinkType(rawValue: 1) == .finishToStart)
        #expect(MSProjectLinkType(rawValue: 2) == .startToFinish)
        #expect(MSProjectLinkType(rawValue: 3) == .startToStart)
        #expect(MSProjectConstraintType.allCases.map(\.rawValue) == Array(0...7))
    }

    @Test("a link without LagFormat or LinkLag: no lag, working time, finish-to-start by default")
    func linkDefaults() throws {
        let xml = """
            <Project xmlns="http://schemas.microsoft.com/project"><Tasks>
            <Task><UID>1</UID></Task>
            <Task><UID>2</UID><PredecessorLink><PredecessorUID>1</PredecessorUID></PredecessorLink>
            <PredecessorLink><PredecessorUID>1</PredecessorUID><LinkLag>-600</LinkLag></PredecessorLink></Task>
            </Tasks></Project>
            """
        let links = try MSProjectFixtures.read(xml: xml).document.tasks[1].predecessors
        #expect(links == [MSProjectLink(predecessorUID: 1), MSProjectLink(predecessorUID: 1, linkLag: -600)])
        #expect(links[1].lag == .working(seconds: -3_600))
    }

    @Test("two links between the same tasks: a warning, and the chart keeps the first")
    func duplicateLinks() throws {
        let xml = """
            <Project xmlns="http://schemas.microsoft.com/project"><Tasks>
            <Task><UID>1</UID><Start>2025-03-03T08:00:00</Start><Finish>2025-03-03T17:00:00</Finish></Task>
            <Task><UID>2</UID><Start>2025-03-04T08:00:00</Start><Finish>2025-03-04T17:00:00</Finish>
            <PredecessorLink><PredecessorUID>1</PredecessorUID><Type>1</Type></PredecessorLink>
            <PredecessorLink><PredecessorUID>1</PredecessorUID><Type>3</Type></PredecessorLink></Task>
            </Tasks></Project>
            """
        let result = try MSProjectFixtures.read(xml: xml)
        #expect(result.warnings.map(\.kind) == [.duplicateLink(taskUID: 2, predecessorUID: 1)])
        #expect(result.warnings[0].line == 5)
        #expect(result.document.tasks[1].predecessors.count == 2)
        let chart = try result.document.ganttChartItems()
        #expect(chart.dependencies.map(\.type) == [.fromFinishToStart])
    }

    @Test("duration formats: elapsed, estimated and percent variants")
    func durationFormats() {
        #expect(MSProjectDurationFormat.elapsedHours.isElapsed)
        #expect(!MSProjectDurationFormat.hours.isElapsed)
        #expect(MSProjectDurationFormat.estimatedElapsedDays.isElapsed)
        #expect(MSProjectDurationFormat.estimatedElapsedDays.isEstimated)
        #expect(MSProjectDurationFormat.estimatedElapsedDays.base == .elapsedDays)
        #expect(MSProjectDurationFormat.elapsedPercent.isPercent && MSProjectDurationFormat.elapsedPercent.isElapsed)
        #expect(MSProjectDurationFormat(rawValue: 13) == nil)
        let document = MSProjectDocument(minutesPerDay: 450, minutesPerWeek: 2_250, daysPerMonth: 21)
        #expect(MSProjectDurationFormat.days.unitSeconds(in: document) == 27_000)
        #expect(MSProjectDurationFormat.estimatedWeeks.unitSeconds(in: document) == 135_000)
        #expect(MSProjectDurationFormat.months.unitSeconds(in: document) == 567_000.0)
        #expect(MSProjectDurationFormat.elapsedDays.unitSeconds(in: document) == 86_400)
        #expect(MSProjectDurationFormat.percent.unitSeconds(in: document) == nil)
        #expect(MSProjectTask(uid: 1, durationFormat: .estimatedElapsedHours).isElapsedDuration)
        #expect(!MSProjectTask(uid: 1).isElapsedDuration)
    }

    @Test("durations: PT forms, fractions, days and negative values")
    func durations() throws {
        func duration(_ text: String) throws -> Double? {
            let xml = """
                <Project xmlns="http://schemas.microsoft.com/project"><Tasks><Task><UID>1</UID>\
                <Duration>\(text)</Duration></Task></Tasks></Project>
                """
            return try MSProjectFixtures.read(xml: xml).document.tasks[0].duration
        }
        #expect(try duration("PT16H0M0S") == 16 * msHour)
        #expect(try duration("PT0H30M0S") == 1_800)
        #expect(try duration("PT1H0M7.5S") == 3_607.5)
        #expect(try duration("-PT4H0M0S") == -4 * msHour)
        #expect(try duration("P2DT4H") == 52 * msHour)
        #expect(try duration("PT100H") == 100 * msHour)
    }

    @Test("warnings name every unsupported part with its position")
    func warnings() throws {
        let warnings = try MSProjectFixtures.read("unsupported-parts.xml").warnings
        #expect(warnings.map(\.kind) == [
            .extendedAttributesIgnored,
            .unsupportedRecurrence(calendarUID: 1, type: 7),
            .estimatedDuration(taskUID: 1),
            .timephasedDataIgnored(taskUID: 1),
            .baselinesIgnored(taskUID: 1),
            .extendedAttributesIgnored,
            .actualsIgnored(taskUID: 1),
            .crossProjectLink(taskUID: 2),
            .recurringTask(taskUID: 2),
            .subproject(taskUID: 3),
            .linkToMissingTask(taskUID: 2, predecessorUID: 99),
        ])
        #expect(warnings[0].line == 9)
        #expect(warnings.allSatisfy { $0.line > 0 && $0.column > 0 })
        // The cross-project link is dropped; the link to a missing task is kept in the model.
        let document = try MSProjectFixtures.read("unsupported-parts.xml").document
        #expect(document.task(uid: 2)?.predecessors.map(\.predecessorUID) == [99])
    }
}
