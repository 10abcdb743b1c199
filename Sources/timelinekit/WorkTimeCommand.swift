import ArgumentParser
import TimelineCore

/// `timelinekit worktime`: working-time arithmetic on a schedule from the command line.
struct WorkTimeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "worktime",
        abstract: "Working-time arithmetic: add working durations, measure ranges, list working intervals.",
        subcommands: [Add.self, Measure.self, Intervals.self]
    )

    struct ScheduleOptions: ParsableArguments {
        @Option(name: .long, help: "Built-in schedule: standard (Mon–Fri 08:00–16:00), fullWeek, fullDay, continuous.")
        var schedule: BuiltInSchedule = .standard

        @Option(name: .long, help: "A nonworking day (YYYY-MM-DD); repeat for several holidays.")
        var holiday: [String] = []

        func resolve() throws -> Schedule {
            let days = try holiday.map { text -> TimeRange in
                let time = try parseTime(text, argument: "--holiday")
                return TimeRange(time.dayStart..<time.dayStart.adding(days: 1))
            }
            return schedule.value.excluding(days)
        }
    }

    enum BuiltInSchedule: String, ExpressibleByArgument, CaseIterable {
        case standard, fullWeek, fullDay, continuous

        var value: Schedule {
            switch self {
            case .standard: .standard
            case .fullWeek: .fullWeek
            case .fullDay: .fullDay
            case .continuous: .continuous
            }
        }
    }

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Add a working duration to a time and print the finish (or, for a negative duration, the start).",
            discussion: """
                Durations: 90m, 8h, 2d (working days of --hours-per-day), 1w (5 working days), 30s; a leading - counts back.
                Example: timelinekit worktime add 2025-03-03T08:00 40h  →  2025-03-07T16:00:00
                """
        )

        @Argument(help: "Start time, ISO 8601 local (2025-03-03T08:00).")
        var time: String

        @Argument(help: "Working duration, e.g. 8h, 90m, 3d, -2h.")
        var duration: String

        @Option(name: .long, help: "Working hours in a day, for durations in d and w.")
        var hoursPerDay: Double = 8

        @OptionGroup var options: ScheduleOptions

        func run() throws {
            let schedule = try options.resolve()
            let start = try parseTime(time, argument: "time")
            let seconds = try parseDuration(duration, hoursPerDay: hoursPerDay)
            print(schedule.adding(workingDuration: seconds, to: start).iso8601)
        }
    }

    struct Measure: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print the working hours between two times.")

        @Argument(help: "Start time, ISO 8601 local.")
        var start: String

        @Argument(help: "Finish time, ISO 8601 local.")
        var finish: String

        @OptionGroup var options: ScheduleOptions

        func run() throws {
            let schedule = try options.resolve()
            let range = try makeRange(start, finish)
            let hours = schedule.workingDuration(of: range) / 3_600
            print(hours.rounded() == hours ? "\(Int(hours))h" : "\(hours)h")
        }
    }

    struct Intervals: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the working intervals between two times.")

        @Argument(help: "Start time, ISO 8601 local.")
        var start: String

        @Argument(help: "Finish time, ISO 8601 local.")
        var finish: String

        @OptionGroup var options: ScheduleOptions

        func run() throws {
            let schedule = try options.resolve()
            for interval in schedule.workingIntervals(in: try makeRange(start, finish)) {
                print("\(interval.start.iso8601)  \(interval.finish.asFinish.iso8601)")
            }
        }
    }
}

private func parseTime(_ text: String, argument: String) throws -> Time {
    do {
        return try Time(iso8601: text)
    } catch {
        throw ValidationError("\(argument): \(error.description)")
    }
}

private func makeRange(_ start: String, _ finish: String) throws -> TimeRange {
    do {
        return try TimeRange(start: parseTime(start, argument: "start"), finish: parseTime(finish, argument: "finish"))
    } catch let error as TimeRangeError {
        throw ValidationError(error.description)
    }
}

/// Reads `8h`, `90m`, `30s`, `2d`, `1w`, `-1.5h` into seconds.
func parseDuration(_ text: String, hoursPerDay: Double) throws -> Double {
    guard let unit = text.last, let value = Double(text.dropLast()), value.isFinite else {
        throw ValidationError("invalid duration \"\(text)\": expected a number followed by s, m, h, d or w (e.g. 8h)")
    }
    switch unit {
    case "s": return value
    case "m": return value * 60
    case "h": return value * 3_600
    case "d": return value * hoursPerDay * 3_600
    case "w": return value * 5 * hoursPerDay * 3_600
    default:
        throw ValidationError("invalid duration unit '\(unit)' in \"\(text)\": use s, m, h, d or w")
    }
}
