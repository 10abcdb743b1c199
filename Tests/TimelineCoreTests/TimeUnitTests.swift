import Testing
@testable import TimelineCore

@Suite("TimeUnit")
struct TimeUnitTests {
    @Test("fixed-length units convert exactly")
    func fixed() {
        #expect(TimeUnit.weeks.convert(1, to: .hours) == 168)
        #expect(TimeUnit.halfDays.convert(3, to: .days) == 1.5)
        #expect(TimeUnit.minutes.convert(90, to: .hours) == 1.5)
        #expect(TimeUnit.seconds.convert(1, to: .milliseconds) == 1_000)
        #expect(TimeUnit.days.fixedSeconds == 86_400)
    }

    @Test("calendar units convert among themselves but not to seconds")
    func calendar() {
        #expect(TimeUnit.millennia.convert(1, to: .years) == 1_000)
        #expect(TimeUnit.quarters.convert(2, to: .months) == 6)
        #expect(TimeUnit.centuries.convert(1, to: .decades) == 10)
        #expect(TimeUnit.months.convert(1, to: .days) == nil)
        #expect(TimeUnit.days.convert(1, to: .months) == nil)
        #expect(!TimeUnit.years.isFixedLength && TimeUnit.weeks.isFixedLength)
    }
}
