import Testing
import TimelineCore

@Suite("Time: the supported range (years 1…9999)")
struct TimeSupportedRangeTests {
    @Test("the first instant of year 1 and the 24:00 finish of 9999-12-31 are supported")
    func bounds() {
        #expect(Time(year: 1, month: 1, day: 1).isSupported)
        #expect(Time(year: 9_999, month: 12, day: 31, hour: 24).isSupported)
        #expect(Time(year: 9_999, month: 12, day: 31, hour: 23, minute: 59).isSupported)
        #expect(Time.latestSupported.day == 31 && Time.latestSupported.month == 12 && Time.latestSupported.year == 9_999)
    }

    @Test("a second before year 1 and any time in year 10000 are refused")
    func outside() {
        #expect(!Time(year: 1, month: 1, day: 1, second: -1).isSupported)
        #expect(!Time(year: 10_000, month: 1, day: 1, second: 1).isSupported)
        #expect(!Time(year: 10_000, month: 1, day: 4).isSupported)
        #expect(!Time(year: -5, month: 6, day: 1).isSupported)
    }

    @Test("the end of 9999 is written so that it reads back, also when it arrives as 10000-01-01 00:00")
    func endOfRangeRoundTrips() throws {
        let midnight = Time(absoluteSeconds: Time.latestSupported.absoluteSeconds)
        #expect(midnight.timeOfDay == 0 && midnight.year == 10_000)
        #expect(midnight.iso8601 == "9999-12-31T24:00:00")
        #expect(try Time(iso8601: midnight.iso8601) == midnight)
        #expect(try Time(iso8601: Time.latestSupported.iso8601) == Time.latestSupported)
    }
}
