import Benchmark
import TimelineCore

/// `.standard` with 50 holidays a year from 1990 to 2060 (3 500 exclusions).
let holidaySchedule: Schedule = {
    var holidays: [TimeRange] = []
    for year in 1990...2060 {
        let first = Time(year: year, month: 1, day: 1)
        for index in 0..<50 {
            let start = first.adding(days: index * 7 + index % 5)
            holidays.append(TimeRange(start..<start.adding(days: 1)))
        }
    }
    return Schedule.standard.excluding(holidays)
}()

let start = Time(year: 2025, month: 3, day: 3, hour: 9, minute: 30)

let benchmarks: @Sendable () -> Void = {
    let fast = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .nanoseconds,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 1_000_000
    )

    // Working durations from one hour to ten years (2 080 working hours a year).
    let durations: [(String, Double)] = [
        ("1h", 3_600), ("1d", 8 * 3_600), ("1mo", 170 * 3_600), ("1y", 2_080 * 3_600), ("10y", 20_800 * 3_600),
    ]
    for (name, seconds) in durations {
        Benchmark("Schedule.adding(workingDuration:) \(name), standard + 50 holidays/year", configuration: fast) { benchmark in
            var time = start
            for _ in benchmark.scaledIterations {
                time = holidaySchedule.adding(workingDuration: seconds, to: start)
                blackHole(time)
            }
        }
    }

    Benchmark("Schedule.workingDuration(of:) 10y, standard + 50 holidays/year", configuration: fast) { benchmark in
        let range = TimeRange(start..<start.adding(years: 10))
        for _ in benchmark.scaledIterations {
            blackHole(holidaySchedule.workingDuration(of: range))
        }
    }

    Benchmark("TimeSelector.days cells for one year (intervals + labels)", configuration: .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(3))) { benchmark in
        let selector = TimeSelector.days()
        let year = TimeRange(Time(year: 2025, month: 1, day: 1)..<Time(year: 2026, month: 1, day: 1))
        for _ in benchmark.scaledIterations {
            blackHole(selector.cells(in: year))
        }
    }

    Benchmark("TimeAxis.x(for:) with visibility schedule", configuration: fast) { benchmark in
        let axis = TimeAxis(origin: Time(year: 2025, month: 1, day: 1), hourWidth: 12, visibilitySchedule: holidaySchedule)
        var time = start
        for _ in benchmark.scaledIterations {
            time = time.adding(seconds: 3_917)
            blackHole(axis.x(for: time))
        }
    }

    Benchmark("TimeAxis.time(forX:) with visibility schedule", configuration: fast) { benchmark in
        let axis = TimeAxis(origin: Time(year: 2025, month: 1, day: 1), hourWidth: 12, visibilitySchedule: holidaySchedule)
        var x = 0.0
        for _ in benchmark.scaledIterations {
            x += 37.5
            blackHole(axis.time(forX: x))
        }
    }
}
