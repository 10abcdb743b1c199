import Foundation
import Interchange
import Testing
import TimelineTestSupport
import TimelineCore
import ProjectScheduling

/// Seeded random documents: writing and reading back gives the same document.
@Suite("MSProject round trips (seeded random documents)")
struct MSProjectRoundTripTests {
    typealias Generator = SeededRandomNumberGenerator

    static let characters: [Character] = Array("aZ09 -_.&<>\"'\n\t\r;:/\\#%?!()[]{}üßçø€漢字🙂") + ["e\u{301}"]

    static func string(_ random: inout Generator) -> String? {
        guard Bool.random(using: &random) else { return nil }
        return String((0..<Int.random(in: 0...12, using: &random)).map { _ in characters.randomElement(using: &random)! })
    }

    static func time(_ random: inout Generator) -> Time {
        Time(dayNumber: Int.random(in: 8_000...10_000, using: &random), timeOfDay: Double(Int.random(in: 0...1_440, using: &random) * 60))
    }

    static func optionalTime(_ random: inout Generator) -> Time? {
        Bool.random(using: &random) ? time(&random) : nil
    }

    static func dayRanges(_ random: inout Generator) -> [DayRange] {
        var ranges: [DayRange] = []
        var cursor = Int.random(in: 0...300, using: &random)
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let length = Int.random(in: 15...300, using: &random)
            guard cursor + length <= 1_440 else { break }
            ranges.append(try! DayRange(from: Double(cursor * 60), to: Double((cursor + length) * 60)))
            cursor += length + Int.random(in: 0...120, using: &random)
        }
        return ranges.isEmpty ? [DayRange(8, to: 16)] : ranges
    }

    static func weekDays(_ random: inout Generator) -> [MSProjectWeekDay] {
        Weekday.allCases.filter { _ in Bool.random(using: &random) }.map { weekday in
            let working = Bool.random(using: &random)
            return MSProjectWeekDay(weekday: weekday, isWorking: working, workingTimes: working ? dayRanges(&random) : [])
        }
    }

    static func document(seed: UInt64) -> MSProjectDocument {
        var random = Generator(seed: seed)
        let formats = MSProjectDurationFormat.allCases
        var calendars: [MSProjectCalendar] = []
        for uid in 1...Int.random(in: 1...3, using: &random) {
            let derived = uid > 1 && Bool.random(using: &random)
            var calendar = MSProjectCalendar(uid: uid, name: string(&random), isBaseCalendar: !derived,
                                             baseCalendarUID: derived ? 1 : nil, weekDays: weekDays(&random))
            if !derived { calendar.weekDays = calendar.completedWeekDays }
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let from = Time(dayNumber: Int.random(in: 8_000...10_000, using: &random))
                let working = Bool.random(using: &random)
                let recurrence: MSProjectCalendarException.Recurrence? = Bool.random(using: &random)
                    ? .init(type: [.weekly, .monthlyByDayOfMonth, .yearlyByPosition, .daily].randomElement(using: &random)!,
                            period: Int.random(in: 2...3, using: &random), enteredByOccurrences: Bool.random(using: &random),
                            occurrences: Int.random(in: 1...9, using: &random), daysOfWeek: Int.random(in: 1...127, using: &random),
                            monthItem: Int.random(in: 0...9, using: &random), monthPosition: Int.random(in: 0...4, using: &random),
                            month: Int.random(in: 0...11, using: &random), monthDay: Int.random(in: 1...31, using: &random))
                    : nil
                calendar.exceptions.append(MSProjectCalendarException(
                    name: string(&random), from: from, to: from.adding(days: Int.random(in: 0...20, using: &random)).adding(seconds: 86_340),
                    isWorking: working, workingTimes: working ? dayRanges(&random) : [], recurrence: recurrence))
            }
            if Bool.random(using: &random) {
                let from = Time(dayNumber: Int.random(in: 8_000...10_000, using: &random))
                calendar.workWeeks = [MSProjectWorkWeek(name: string(&random), from: from, to: from.adding(days: 60), weekDays: weekDays(&random))]
            }
            calendars.append(calendar)
        }
        let taskCount = Int.random(in: 0...12, using: &random)
        var tasks = (0..<taskCount).map { index -> MSProjectTask in
            let start = optionalTime(&random)
            let finish = start.map { $0.adding(seconds: Double(Int.random(in: 0...20_000, using: &random) * 60)) }
            return MSProjectTask(
                uid: index * 3 + 1, id: Bool.random(using: &random) ? index + 1 : nil, name: string(&random),
                isActive: [nil, true, false].randomElement(using: &random)!, isManual: Bool.random(using: &random),
                isNull: Bool.random(using: &random), wbs: string(&random), outlineNumber: Bool.random(using: &random) ? "\(index + 1).2" : nil,
                outlineLevel: Bool.random(using: &random) ? Int.random(in: 0...4, using: &random) : nil,
                start: start, finish: finish,
                duration: Bool.random(using: &random) ? Double(Int.random(in: -1_000...1_000_000, using: &random)) / 2 : nil,
                durationFormat: Bool.random(using: &random) ? formats.randomElement(using: &random) : nil,
                isEstimated: Bool.random(using: &random), isMilestone: Bool.random(using: &random), isSummary: Bool.random(using: &random),
                percentComplete: Int.random(in: 0...100, using: &random),
                constraintType: MSProjectConstraintType.allCases.randomElement(using: &random)!,
                calendarUID: Bool.random(using: &random) ? ([-1] + Array(1...calendars.count)).randomElement(using: &random)! : nil,
                constraintDate: optionalTime(&random), deadline: optionalTime(&random),
                levelingDelay: Bool.random(using: &random) ? Int.random(in: 0...100_000, using: &random) : nil,
                levelingDelayFormat: Bool.random(using: &random) ? formats.randomElement(using: &random) : nil,
                notes: string(&random),
                predecessors: index == 0 ? [] : (0..<Int.random(in: 0...2, using: &random)).map { _ in
                    MSProjectLink(predecessorUID: Int.random(in: 0..<index, using: &random) * 3 + 1,
                                  type: MSProjectLinkType.allCases.randomElement(using: &random)!,
                                  linkLag: Int.random(in: -50_000...50_000, using: &random),
                                  lagFormat: Bool.random(using: &random) ? formats.randomElement(using: &random) : nil)
                })
        }
        // Resources, assignments and the task fields they use.
        for index in tasks.indices {
            tasks[index].taskType = [nil, .fixedUnits, .fixedDuration, .fixedWork].randomElement(using: &random)!
            tasks[index].isEffortDriven = [nil, true, false].randomElement(using: &random)!
            tasks[index].priority = Bool.random(using: &random) ? Int.random(in: 0...1000, using: &random) : nil
        }
        let resources = (0..<Int.random(in: 0...4, using: &random)).map { index in
            MSProjectResource(
                uid: index * 2 + 1, id: Bool.random(using: &random) ? index + 1 : nil, name: string(&random),
                kind: ProjectResource.Kind.allCases.randomElement(using: &random)!, materialLabel: string(&random),
                maxUnits: Double(Int.random(in: 1...400, using: &random)) / 100, standardRate: Double(Int.random(in: 0...20_000, using: &random)) / 100,
                calendarUID: Bool.random(using: &random) ? Int.random(in: 1...calendars.count, using: &random) : nil)
        }
        let assignments = resources.isEmpty || tasks.isEmpty ? [] : (0..<Int.random(in: 0...6, using: &random)).map { index in
            MSProjectAssignment(
                uid: index + 1, taskUID: tasks.randomElement(using: &random)!.uid, resourceUID: resources.randomElement(using: &random)!.uid,
                units: Double(Int.random(in: 0...300, using: &random)) / 100,
                work: Bool.random(using: &random) ? Double(Int.random(in: 0...100_000, using: &random) * 60) : nil)
        }
        return MSProjectDocument(
            name: string(&random), title: string(&random), scheduleFromStart: Bool.random(using: &random),
            startDate: optionalTime(&random), finishDate: optionalTime(&random),
            calendarUID: Bool.random(using: &random) ? 1 : nil, minutesPerDay: Int.random(in: 60...1_440, using: &random),
            minutesPerWeek: Int.random(in: 60...10_080, using: &random), daysPerMonth: Int.random(in: 1...31, using: &random),
            honorConstraints: [nil, true, false].randomElement(using: &random)!, calendars: calendars, tasks: tasks,
            resources: resources, assignments: assignments)
    }

    @Test("200 seeded documents survive write → read unchanged")
    func seeded() throws {
        for seed in UInt64(1)...200 {
            let document = Self.document(seed: seed)
            let data = try MSProjectWriter.write(document)
            let result = try MSProjectReader.read(data: data, fileName: "seed-\(seed).xml")
            #expect(result.document == document, "seed \(seed)")
            if result.document != document { break }
        }
    }
}
