import Foundation
import Interchange
import Testing
import TimelineCore

@Suite("MSProjectDocument.schedule(forCalendarUID:)")
struct MSProjectCalendarTests {
    @Test("standard calendar: lunch break, a nonworking exception, a Saturday shift, a half day")
    func standard() throws {
        let document = try MSProjectFixtures.read("office-move.xml").document
        let schedule = try document.schedule(forCalendarUID: 1)
        // Mon 3 Mar 2025: 08-12, 13-17.
        #expect(schedule.adding(workingDuration: 4 * msHour, to: msTime(2025, 3, 3, 8)) == msTime(2025, 3, 3, 12))
        #expect(schedule.adding(workingDuration: 5 * msHour, to: msTime(2025, 3, 3, 8)) == msTime(2025, 3, 3, 14))
        #expect(schedule.adding(workingDuration: 8 * msHour, to: msTime(2025, 3, 3, 8)) == msTime(2025, 3, 3, 17))
        #expect(!schedule.isWorking(at: msTime(2025, 3, 3, 12, 30)))
        // Tue 8 h, Wed 5 Mar off, Thu 8 h.
        #expect(schedule.adding(workingDuration: 16 * msHour, to: msTime(2025, 3, 4, 8)) == msTime(2025, 3, 6, 17))
        // Thu 8, Fri 8, Sat 8 Mar 09-13 (4), Mon 10 Mar 08-12 (4).
        #expect(schedule.adding(workingDuration: 24 * msHour, to: msTime(2025, 3, 6, 8)) == msTime(2025, 3, 10, 12))
        #expect(schedule.isWorking(at: msTime(2025, 3, 8, 9)))
        #expect(!schedule.isWorking(at: msTime(2025, 3, 8, 13)))
        // Fri 14 Mar 08-12 only; Mon 17 Mar off.
        #expect(schedule.adding(workingDuration: 6 * msHour, to: msTime(2025, 3, 14, 8)) == msTime(2025, 3, 18, 10))
        #expect(schedule.workingDuration(of: TimeRange(msTime(2025, 3, 3)..<msTime(2025, 3, 10))) == 36 * msHour)   // 4 days × 8 + 4
    }

    @Test("a derived calendar: own Monday hours and exception, inherited exceptions win over own weekdays")
    func derived() throws {
        let document = try MSProjectFixtures.read("office-move.xml").document
        let evening = try document.schedule(forCalendarUID: 2)
        // Own Monday 13-21.
        #expect(evening.adding(workingDuration: 8 * msHour, to: msTime(2025, 3, 3, 13)) == msTime(2025, 3, 3, 21))
        #expect(!evening.isWorking(at: msTime(2025, 3, 3, 9)))
        // Tue inherited 08-12, 13-17; Wed 5 Mar off (base exception); Thu 8 h.
        #expect(evening.adding(workingDuration: 16 * msHour, to: msTime(2025, 3, 4, 8)) == msTime(2025, 3, 6, 17))
        // Mon 10 Mar 13-21; Tue 11 Mar off (own exception); Wed 12 Mar 8 h.
        #expect(evening.adding(workingDuration: 16 * msHour, to: msTime(2025, 3, 10, 13)) == msTime(2025, 3, 12, 17))
        // Fri 14 Mar base half day (4 h); Mon 17 Mar base holiday beats the own Monday hours; Tue 18 08-12.
        #expect(evening.adding(workingDuration: 8 * msHour, to: msTime(2025, 3, 14, 8)) == msTime(2025, 3, 18, 12))
        // Sat 8 Mar: the base calendar's Saturday shift is inherited.
        #expect(evening.isWorking(at: msTime(2025, 3, 8, 10)))
    }

    @Test("old-form exceptions and Microsoft Project's default hours")
    func legacy() throws {
        let document = try MSProjectFixtures.read("four-day-week.xml").document
        let standard = try document.schedule(forCalendarUID: 1)
        #expect(standard.workingIntervals(on: .monday) == [DayRange(8, to: 12), DayRange(13, to: 17)])
        // Wed 24 Dec 08-12; Thu 25 and Fri 26 off; Mon 29 Dec 08-12.
        #expect(standard.adding(workingDuration: 8 * msHour, to: msTime(2025, 12, 24, 8)) == msTime(2025, 12, 29, 12))
    }

    @Test("recurring exceptions: yearly, monthly by position, every other week, daily")
    func recurring() throws {
        let document = try MSProjectFixtures.read("four-day-week.xml").document
        let schedule = try document.schedule(forCalendarUID: 3)
        #expect(schedule.weeklyWorkingDuration == 40 * msHour)
        // Mon 3 Feb 2025 is the first Monday of February: off. Tue 10 h, Wed 10 h.
        #expect(schedule.adding(workingDuration: 20 * msHour, to: msTime(2025, 2, 3, 7)) == msTime(2025, 2, 5, 17, 30))
        #expect(schedule.adding(workingDuration: 5 * msHour, to: msTime(2025, 2, 4, 7)) == msTime(2025, 2, 4, 12))
        #expect(schedule.adding(workingDuration: 6 * msHour, to: msTime(2025, 2, 4, 7)) == msTime(2025, 2, 4, 13, 30))
        // New Year's Day, five occurrences: 2025 ... 2029.
        #expect(!schedule.isWorking(at: msTime(2025, 1, 1, 8)))
        #expect(!schedule.isWorking(at: msTime(2026, 1, 1, 8)))
        #expect(!schedule.isWorking(at: msTime(2029, 1, 1, 8)))
        #expect(schedule.isWorking(at: msTime(2030, 1, 1, 8)))
        // First Mondays of 2025 only: 6 Jan, but not 5 Jan 2026 (Monday).
        #expect(!schedule.isWorking(at: msTime(2025, 1, 6, 8)))
        #expect(schedule.isWorking(at: msTime(2026, 1, 5, 8)))
        // Every other Wednesday from 3 Sep, 4 times: 3 Sep, 17 Sep, 1 Oct, 15 Oct.
        for day in [msTime(2025, 9, 3, 8), msTime(2025, 9, 17, 8), msTime(2025, 10, 1, 8), msTime(2025, 10, 15, 8)] {
            #expect(!schedule.isWorking(at: day), "\(day)")
        }
        for day in [msTime(2025, 9, 10, 8), msTime(2025, 9, 24, 8), msTime(2025, 10, 29, 8)] {
            #expect(schedule.isWorking(at: day), "\(day)")
        }
        #expect(schedule.adding(workingDuration: 20 * msHour, to: msTime(2025, 9, 16, 7)) == msTime(2025, 9, 18, 17, 30))
        // 6-8 Oct off (6 Oct is also a first Monday): Thu 9 Oct 10 h.
        #expect(schedule.adding(workingDuration: 10 * msHour, to: msTime(2025, 10, 6, 7)) == msTime(2025, 10, 9, 17, 30))
    }

    @Test("a daily recurrence every other day")
    func everyOtherDay() throws {
        let xml = """
            <Project xmlns="http://schemas.microsoft.com/project"><Calendars><Calendar><UID>1</UID><Exceptions><Exception>
            <TimePeriod><FromDate>2025-03-03T00:00:00</FromDate><ToDate>2025-03-09T23:59:00</ToDate></TimePeriod>
            <Type>1</Type><Period>2</Period><DayWorking>0</DayWorking></Exception></Exceptions></Calendar></Calendars></Project>
            """
        let document = try MSProjectFixtures.read(xml: xml).document
        #expect(document.calendars[0].exceptions[0].recurrence == .init(type: .daily, period: 2))
        let schedule = try document.schedule(forCalendarUID: 1)
        // Mon 3, Wed 5, Fri 7 off: Tue 4 and Thu 6 work (8 h each with the default hours).
        #expect(schedule.adding(workingDuration: 16 * msHour, to: msTime(2025, 3, 3, 8)) == msTime(2025, 3, 6, 17))
        #expect(schedule.isWorking(at: msTime(2025, 3, 10, 8)))
    }

    @Test("work weeks apply in their period; own exceptions beat them")
    func workWeeks() throws {
        let document = try MSProjectFixtures.read("four-day-week.xml").document
        let schedule = try document.schedule(forCalendarUID: 3)
        // Summer hours Tue 1 Jul: 07-13.
        #expect(schedule.adding(workingDuration: 12 * msHour, to: msTime(2025, 7, 1, 7)) == msTime(2025, 7, 2, 13))
        // Wed 6, Thu 6, Fri off, Mon 7 Jul first Monday off, Tue 8 Jul 6.
        #expect(schedule.adding(workingDuration: 18 * msHour, to: msTime(2025, 7, 2, 7)) == msTime(2025, 7, 8, 13))
        // Back to 10-hour days on Mon 1 Sep (which is a first Monday: off) → Tue 2 Sep.
        #expect(schedule.adding(workingDuration: 10 * msHour, to: msTime(2025, 8, 28, 13)) == msTime(2025, 9, 2, 17, 30))
        #expect(schedule.isWorking(at: msTime(2025, 8, 28, 12, 30)))
        #expect(!schedule.isWorking(at: msTime(2025, 8, 28, 13)))
        #expect(schedule.isWorking(at: msTime(2025, 9, 2, 13)))
    }

    @Test("a derived calendar without own definitions equals its base")
    func inheritsEverything() throws {
        let document = try MSProjectFixtures.read("four-day-week.xml").document
        let base = try document.schedule(forCalendarUID: 3)
        let crew = try document.schedule(forCalendarUID: 4)
        for (start, duration) in [(msTime(2025, 2, 3, 7), 20.0), (msTime(2025, 7, 2, 7), 18), (msTime(2025, 9, 16, 7), 20), (msTime(2025, 12, 22, 7), 40)] {
            #expect(crew.adding(workingDuration: duration * msHour, to: start) == base.adding(workingDuration: duration * msHour, to: start))
        }
        #expect(try document.projectSchedule().adding(workingDuration: 20 * msHour, to: msTime(2025, 2, 3, 7)) == msTime(2025, 2, 5, 17, 30))
    }

    @Test("unknown calendars, base cycles and calendars without working time are errors")
    func errors() throws {
        let document = try MSProjectFixtures.read("office-move.xml").document
        #expect(throws: MSProjectCalendarError.unknownCalendar(uid: 42)) { try document.schedule(forCalendarUID: 42) }
        let cycle = MSProjectDocument(calendars: [
            MSProjectCalendar(uid: 1, isBaseCalendar: false, baseCalendarUID: 2),
            MSProjectCalendar(uid: 2, isBaseCalendar: false, baseCalendarUID: 1),
        ])
        #expect(throws: MSProjectCalendarError.baseCalendarCycle(uid: 1)) { try cycle.schedule(forCalendarUID: 1) }
        let idle = MSProjectDocument(calendars: [
            MSProjectCalendar(uid: 1, weekDays: Weekday.allCases.map { MSProjectWeekDay(weekday: $0, isWorking: false) }),
        ])
        #expect(throws: MSProjectCalendarError.invalidSchedule(uid: 1, .noWorkingTime)) { try idle.schedule(forCalendarUID: 1) }
        // No calendars at all: Microsoft Project's default standard calendar.
        let empty = MSProjectDocument()
        #expect(try empty.projectSchedule().adding(workingDuration: 8 * msHour, to: msTime(2025, 3, 7, 8)) == msTime(2025, 3, 7, 17))
    }

    @Test("a working time that ends at midnight (ToTime 00:00:00) ends at 24:00")
    func midnight() throws {
        let xml = """
            <Project xmlns="http://schemas.microsoft.com/project"><Calendars><Calendar><UID>1</UID><WeekDays>
            <WeekDay><DayType>2</DayType><DayWorking>1</DayWorking><WorkingTimes>
            <WorkingTime><FromTime>00:00:00</FromTime><ToTime>00:00:00</ToTime></WorkingTime></WorkingTimes></WeekDay>
            </WeekDays></Calendar></Calendars></Project>
            """
        let document = try MSProjectFixtures.read(xml: xml).document
        #expect(document.calendars[0].weekDays[1].workingTimes == [.fullDay])
        let schedule = try document.schedule(forCalendarUID: 1)
        #expect(schedule.adding(workingDuration: 24 * msHour, to: msTime(2025, 3, 3)) == Time(dayNumber: msTime(2025, 3, 3).dayNumber, timeOfDay: 86_400))
        // Tuesday keeps the default hours.
        #expect(schedule.workingIntervals(on: .tuesday) == [DayRange(8, to: 12), DayRange(13, to: 17)])
    }
}
