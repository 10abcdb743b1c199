@testable import CalendarViews
import Testing
import TimelineCore

@Suite("DaySegment")
struct DaySegmentTests {
    @Test("an interval crossing midnight splits into one segment per day")
    func crossesMidnight() {
        let segments = DaySegment.split(start: at(22), end: at(2, day: 1))
        #expect(segments.count == 2)
        #expect(segments[0].dayNumber == monday.dayNumber && segments[0].startSeconds == 79_200 && segments[0].endSeconds == 86_400)
        #expect(segments[0].continuesToNextDay && !segments[0].continuesFromPreviousDay)
        #expect(segments[1].dayNumber == monday.dayNumber + 1 && segments[1].startSeconds == 0 && segments[1].endSeconds == 7_200)
        #expect(segments[1].continuesFromPreviousDay)
    }

    @Test("an interval ending at 00:00 belongs to the day it started")
    func endsAtMidnight() {
        let segments = DaySegment.split(start: at(20), end: at(0, day: 1))
        #expect(segments.count == 1)
        #expect(segments[0].endSeconds == 86_400 && !segments[0].continuesToNextDay)
        #expect(DaySegment.segment(start: at(20), end: at(0, day: 1), on: monday.dayNumber + 1) == nil)
        let event = try? event("e", at(20), at(0, day: 1))
        #expect(event?.dayNumbers == monday.dayNumber...monday.dayNumber)
    }

    @Test("a zero-length interval keeps one zero-length segment")
    func zeroLength() {
        let segments = DaySegment.split(start: at(10), end: at(10))
        #expect(segments == [DaySegment(dayNumber: monday.dayNumber, startSeconds: 36_000, endSeconds: 36_000, continuesFromPreviousDay: false, continuesToNextDay: false)])
    }

    @Test("segment(on:) agrees with split for every day")
    func agrees() {
        let start = at(7, 30), end = at(13, day: 3)
        let split = DaySegment.split(start: start, end: end)
        #expect(split.count == 4)
        for day in (monday.dayNumber - 1)...(monday.dayNumber + 5) {
            #expect(DaySegment.segment(start: start, end: end, on: day) == split.first { $0.dayNumber == day })
        }
    }
}
