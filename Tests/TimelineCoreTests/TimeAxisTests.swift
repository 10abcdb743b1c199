import Testing
@testable import TimelineCore
import TimelineTestSupport

@Suite("TimeAxis")
struct TimeAxisTests {
    let monday = Time(year: 2025, month: 3, day: 3)

    @Test("without a schedule x is hours times the zoomed hour width")
    func linear() {
        let axis = TimeAxis(origin: monday, hourWidth: 10, zoom: 1.5)
        #expect(axis.actualHourWidth == 15)
        #expect(axis.x(for: monday.adding(seconds: 4 * 3_600)) == 60)
        #expect(axis.x(for: monday.adding(days: -1)) == -360)
        #expect(axis.time(forX: 60) == monday.adding(seconds: 4 * 3_600))
        #expect(axis.width(of: TimeRange(monday..<monday.adding(days: 1))) == 360)
    }

    @Test("a visibility schedule hides nights and weekends")
    func hidden() {
        let axis = TimeAxis(origin: monday, hourWidth: 10, visibilitySchedule: .standard)
        #expect(axis.x(for: monday.adding(seconds: 9 * 3_600)) == 10)
        #expect(axis.x(for: Time(year: 2025, month: 3, day: 4, hour: 9)) == 90)
        // The weekend collapses onto Friday 16:00: 40 h.
        #expect(axis.x(for: Time(year: 2025, month: 3, day: 8, hour: 12)) == 400)
        #expect(axis.x(for: Time(year: 2025, month: 3, day: 10, hour: 8)) == 400)
        #expect(axis.x(for: Time(year: 2025, month: 2, day: 28, hour: 15)) == -10)
        #expect(axis.time(forX: 90) == Time(year: 2025, month: 3, day: 4, hour: 9))
        #expect(axis.time(forX: 400) == Time(year: 2025, month: 3, day: 10, hour: 8))
        #expect(axis.time(forX: 400, isFinish: true) == Time(year: 2025, month: 3, day: 7, hour: 16))
        #expect(axis.time(forX: -10) == Time(year: 2025, month: 2, day: 28, hour: 15))
        #expect(axis.time(forX: 0) == Time(year: 2025, month: 3, day: 3, hour: 8))
    }

    @Test("x and time are inverse on visible times, with holidays and a provider")
    func roundTrip() throws {
        let holidays = (0..<200).map { index in
            let start = Time(year: 2025, month: 1, day: 1).adding(days: index * 11)
            return TimeRange(start..<start.adding(days: 1))
        }
        let provider: Schedule.ExcludedIntervalProvider = { _, _ in holidays }
        let lazy = try Schedule(workingWeekdays: Weekday.workweek, workingDayIntervals: [DayRange(8, to: 16)], excludedIntervalProvider: provider)
        for schedule in [Schedule.standard.excluding(holidays), lazy] {
            let axis = TimeAxis(origin: monday, hourWidth: 3, visibilitySchedule: schedule)
            var random = SeededRandomNumberGenerator(seed: 5)
            for _ in 0..<300 {
                let time = schedule.nextWorkingTime(from: monday.adding(seconds: Double(Int.random(in: -40_000...40_000, using: &random)) * 900))
                let x = axis.x(for: time)
                #expect(axis.time(forX: x) == time)
            }
        }
    }
}
