import Foundation
import Interchange
import Testing
import TimelineCore

/// Expansion into a window: DST, the window's inclusion rules, all-day and
/// floating values, overrides, EXDATE, RDATE, THISANDFUTURE, SEQUENCE.
@Suite("iCalendar expansion into a window")
struct ICalendarExpanderTests {
    typealias F = ICalendarFixtures

    static let berlinZone = """
        BEGIN:VTIMEZONE
        TZID:Europe/Berlin
        BEGIN:DAYLIGHT
        TZOFFSETFROM:+0100
        TZOFFSETTO:+0200
        DTSTART:19700329T020000
        RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
        END:DAYLIGHT
        BEGIN:STANDARD
        TZOFFSETFROM:+0200
        TZOFFSETTO:+0100
        DTSTART:19701025T030000
        RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
        END:STANDARD
        END:VTIMEZONE
        """

    @Test("09:00 Europe/Berlin weekly stays 09:00 across the March and October changes (VTIMEZONE and IANA alike)", arguments: [true, false])
    func berlinWeeklyAcrossDST(withVTIMEZONE: Bool) throws {
        let body = (withVTIMEZONE ? Self.berlinZone + "\n" : "")
            + F.event("DTSTART;TZID=Europe/Berlin:20250317T090000\nDTEND;TZID=Europe/Berlin:20250317T100000\nRRULE:FREQ=WEEKLY")
        let expansion = try ICalendarDocument(parsing: F.calendar(body)).occurrences(from: Time(year: 2025, month: 3, day: 17),
                                                                                       to: Time(year: 2025, month: 11, day: 4), in: F.berlin)
        let mondays = expansion.occurrences
        #expect(mondays.count == 34)
        #expect(mondays.allSatisfy { F.wall($0.start, F.berlin).hasSuffix("09:00") && $0.end.timeIntervalSince($0.start) == 3_600 })
        // The UTC hour moves: 08:00Z in winter, 07:00Z in summer.
        #expect(F.wall(mondays[1].start, F.utc) == "2025-03-24 08:00")
        #expect(F.wall(mondays[2].start, F.utc) == "2025-03-31 07:00")
        #expect(F.wall(mondays[32].start, F.utc) == "2025-10-27 08:00")
        #expect(F.offsetHours(mondays[31].start, F.berlin) == 2 && F.offsetHours(mondays[32].start, F.berlin) == 1)
        // Seen from New York, where the change is on other days, the wall clock moves.
        let fromNewYork = try ICalendarDocument(parsing: F.calendar(body)).occurrences(from: Time(year: 2025, month: 3, day: 3),
                                                                                         to: Time(year: 2025, month: 4, day: 1), in: F.newYork)
        #expect(fromNewYork.occurrences.map { F.wall($0.start, F.newYork) } == ["2025-03-17 04:00", "2025-03-24 04:00", "2025-03-31 03:00"])
    }

    @Test("a time skipped by the March change is read after the gap; a repeated one in October is its first occurrence")
    func gapsAndFolds() throws {
        let text = F.calendar(Self.berlinZone + "\n" + F.event("DTSTART;TZID=Europe/Berlin:20250329T023000\nRRULE:FREQ=DAILY;COUNT=2")
                              + "\n" + F.event(uid: "e2", "DTSTART;TZID=Europe/Berlin:20251026T023000"))
        let occurrences = try ICalendarDocument(parsing: text).occurrences(from: Time(year: 2025), to: Time(year: 2026), in: F.utc).occurrences
        #expect(occurrences.map { F.wall($0.start, F.utc) } == ["2025-03-29 01:30", "2025-03-30 01:30", "2025-10-26 00:30"])
    }

    @Test("window rules: [s, e) is in when s < end and e > start; a zero-length one when start <= s < end")
    func windowRules() throws {
        let text = F.calendar([
            F.event(uid: "before", "DTSTART:20250303T080000Z\nDTEND:20250303T090000Z"),        // ends at the window's start: out
            F.event(uid: "across", "DTSTART:20250303T083000Z\nDTEND:20250303T093000Z"),        // overlaps the start: in
            F.event(uid: "at-start", "DTSTART:20250303T090000Z"),                              // zero-length at the start: in
            F.event(uid: "at-end", "DTSTART:20250303T100000Z"),                                // zero-length at the end: out
            F.event(uid: "after", "DTSTART:20250303T100000Z\nDURATION:PT1H"),                  // starts at the end: out
            F.event(uid: "inside", "DTSTART:20250303T091500Z\nDURATION:PT15M"),
        ].joined(separator: "\n"))
        let uids = try ICalendarDocument(parsing: text).occurrences(from: Time(year: 2025, month: 3, day: 3, hour: 9),
                                                                      to: Time(year: 2025, month: 3, day: 3, hour: 10), in: F.utc).occurrences.map(\.uid)
        #expect(uids == ["across", "at-start", "inside"])
    }

    @Test("missing DTEND: DURATION, else one day for a DATE start, else zero; DATE and floating values are read in the viewer's zone")
    func defaultsAndViewerZone() throws {
        let text = F.calendar([
            F.event(uid: "day", "DTSTART;VALUE=DATE:20250305"),
            F.event(uid: "floating", "DTSTART:20250305T120000"),
            F.event(uid: "duration", "DTSTART:20250305T120000Z\nDURATION:P1DT2H"),
        ].joined(separator: "\n"))
        let document = try ICalendarDocument(parsing: text)
        for zone in [F.berlin, F.newYork] {
            let byUID = Dictionary(uniqueKeysWithValues: document.occurrences(from: Time(year: 2025, month: 3, day: 1), to: Time(year: 2025, month: 3, day: 10),
                                                                               in: zone).occurrences.map { ($0.uid, $0) })
            #expect(F.wall(byUID["day"]!.start, zone) == "2025-03-05 00:00" && F.wall(byUID["day"]!.end, zone) == "2025-03-06 00:00")
            #expect(byUID["day"]!.isAllDay && !byUID["floating"]!.isAllDay)
            #expect(F.wall(byUID["floating"]!.start, zone) == "2025-03-05 12:00" && byUID["floating"]!.end == byUID["floating"]!.start)
            #expect(byUID["duration"]!.end.timeIntervalSince(byUID["duration"]!.start) == 26 * 3_600)
        }
    }

    @Test("a nominal day of DURATION follows the wall clock across a DST change (23 hours in March)")
    func nominalDay() throws {
        let text = F.calendar(F.event("DTSTART;TZID=Europe/Berlin:20250329T120000\nDURATION:P1D"))
        let occurrence = try #require(try ICalendarDocument(parsing: text).occurrences(from: Time(year: 2025), to: Time(year: 2026), in: F.berlin).occurrences.first)
        #expect(F.wall(occurrence.end, F.berlin) == "2025-03-30 12:00")
        #expect(occurrence.end.timeIntervalSince(occurrence.start) == 23 * 3_600)
    }

    @Test("overrides: moved, moved out of the window, moved into it, cancelled (kept with its status)")
    func overrides() throws {
        let document = try F.example("team.ics")
        let expander = ICalendarExpander(document)
        let week = expander.occurrences(from: Time(year: 2025, month: 3, day: 3), to: Time(year: 2025, month: 3, day: 8), in: F.berlin)
            .occurrences.filter { $0.uid == "standup-2025@team.example" }
        // Monday and Tuesday are EXDATEs; Wednesday moved to 11:00; Thursday as usual; Friday cancelled.
        #expect(week.map { F.wall($0.start, F.berlin) } == ["2025-03-05 11:00", "2025-03-06 09:30", "2025-03-07 09:30"])
        #expect(week.map(\.status) == [nil, nil, .cancelled])
        #expect(week[0].summary == "Standup (moved for the all-hands)")
        #expect(week[0].recurrenceID.map { F.wall($0, F.berlin) } == "2025-03-05 09:30")
        let thirteenth = expander.occurrences(from: Time(year: 2025, month: 3, day: 13), to: Time(year: 2025, month: 3, day: 14), in: F.berlin)
        #expect(!thirteenth.occurrences.contains { $0.uid == "standup-2025@team.example" })
        let twentieth = expander.occurrences(from: Time(year: 2025, month: 3, day: 20), to: Time(year: 2025, month: 3, day: 21), in: F.berlin)
            .occurrences.filter { $0.uid == "standup-2025@team.example" }
        #expect(twentieth.map { F.wall($0.start, F.berlin) } == ["2025-03-20 09:30", "2025-03-20 16:00"])
    }

    @Test("RANGE=THISANDFUTURE moves this and every later instance, with its properties")
    func thisAndFuture() throws {
        let document = try F.example("overrides.ics")
        let reviews = document.occurrences(from: Time(year: 2025), to: Time(year: 2026), in: F.berlin).occurrences.filter { $0.uid == "review@overrides.example" }
        #expect(reviews.count == 30)
        #expect(F.wall(reviews[1].start, F.berlin) == "2025-01-13 14:00" && F.wall(reviews[2].start, F.berlin) == "2025-01-21 09:00")
        #expect(reviews[7].summary == "Design review" && F.wall(reviews[7].start, F.berlin) == "2025-02-24 14:00")
        #expect(reviews[8...].allSatisfy { $0.summary == "Design review (new slot)" && F.wall($0.start, F.berlin).hasSuffix("15:30") })
        #expect(F.wall(reviews[29].start, F.berlin) == "2025-07-28 15:30")
    }

    @Test("EXDATE by UTC instant and by DATE on a date-time series; RDATE dates and periods")
    func exdatesAndRdates() throws {
        let document = try F.example("overrides.ics")
        let occurrences = document.occurrences(from: Time(year: 2025), to: Time(year: 2026), in: F.berlin).occurrences
        let checks = occurrences.filter { $0.uid == "exdate-date@overrides.example" }.map { F.wall($0.start, F.berlin).prefix(10) }
        #expect(checks == ["2025-04-01", "2025-04-02", "2025-04-03", "2025-04-04", "2025-04-07", "2025-04-08", "2025-04-09", "2025-04-11",
                           "2025-04-12", "2025-04-13", "2025-04-14", "2025-04-15"])
        let training = occurrences.filter { $0.uid == "oneoff-rdate@overrides.example" }
        #expect(training.map { F.wall($0.start, F.berlin) } == ["2025-02-10 10:00", "2025-02-17 10:00", "2025-02-24 12:00", "2025-03-03 10:00"])
        #expect(training.map { $0.end.timeIntervalSince($0.start) } == [3_600, 3_600, 3_600, 3 * 3_600])
    }

    @Test("of two versions of one event, the higher SEQUENCE wins, with a warning naming both")
    func sequence() throws {
        let document = try F.example("overrides.ics")
        let kickoff = document.events.filter { $0.uid == "versions@overrides.example" }
        #expect(kickoff.count == 1 && kickoff[0].summary == "Kickoff (new time)")
        #expect(document.warnings.contains { $0.message.contains("SEQUENCE 1") && $0.message.contains("SEQUENCE 2") && $0.location.line > 0 })
    }

    @Test("X-WR-TIMEZONE: UTC times of a Google export recur on the zone's wall clock")
    func xWRTimeZone() throws {
        let document = try F.example("google-export.ics")
        #expect(document.defaultTimeZone == "Europe/Berlin")
        let gym = document.occurrences(from: Time(year: 2025, month: 3, day: 1), to: Time(year: 2025, month: 4, day: 8), in: F.berlin)
            .occurrences.filter { $0.uid == "gym@google.example" }
        #expect(gym.allSatisfy { F.wall($0.start, F.berlin).hasSuffix("18:00") })
        #expect(gym.count == 11)   // Mondays and Thursdays from March 3 to April 7
    }

    @Test("all-day series: yearly by weekday, last day of the month with a DATE exdate, leap day only in leap years")
    func allDay() throws {
        let document = try F.example("all-day.ics")
        let year = document.occurrences(from: Time(year: 2025), to: Time(year: 2029), in: F.newYork).occurrences
        #expect(year.filter { $0.uid == "thanksgiving@holidays.example" }.map { F.wall($0.start, F.newYork).prefix(10) }
                == ["2025-11-27", "2026-11-26", "2027-11-25", "2028-11-23"])
        #expect(year.filter { $0.uid == "leap-day@holidays.example" }.map { F.wall($0.start, F.newYork).prefix(10) } == ["2028-02-29"])
        let paydays = year.filter { $0.uid == "payday@holidays.example" }.map { String(F.wall($0.start, F.newYork).prefix(10)) }
        #expect(paydays.prefix(6) == ["2025-01-31", "2025-02-28", "2025-03-31", "2025-04-30", "2025-05-31", "2025-07-31"])
        #expect(year.allSatisfy { $0.uid == "floating-lunch@holidays.example" || $0.isAllDay })
    }

    @Test("a window far from DTSTART costs what it holds: rules from the year 1 (daily with COUNT=10^9, every 7 hours) asked in 2025")
    func farWindow() throws {
        let text = F.calendar(F.event("DTSTART:00010101T090000Z\nRRULE:FREQ=DAILY;COUNT=1000000000") + "\n"
                              + F.event(uid: "e2", "DTSTART:00010101T100000Z\nRRULE:FREQ=HOURLY;INTERVAL=7"))
        let expansion = try ICalendarDocument(parsing: text).occurrences(from: Time(year: 2025, month: 3, day: 3), to: Time(year: 2025, month: 3, day: 10),
                                                                           in: F.utc, workLimit: 10_000)
        #expect(expansion.warnings.isEmpty)
        #expect(expansion.occurrences.filter { $0.uid == "e1" }.count == 7)
        #expect(expansion.occurrences.filter { $0.uid == "e2" }.count == 24)
        // COUNT=10^6 daily from the year 1 ends in the year 2738 (999 999 days later), found without counting.
        let million = F.calendar(F.event("DTSTART:00010101T090000Z\nRRULE:FREQ=DAILY;COUNT=1000000"))
        let late = try ICalendarDocument(parsing: million).occurrences(from: Time(year: 2_737), to: Time(year: 2_740), in: F.utc, workLimit: 10_000)
        let last = try #require(late.occurrences.last)
        #expect(Time(last.start, in: F.utc).dayNumber - Time(year: 1, month: 1, day: 1).dayNumber == 999_999)
        #expect(late.occurrences.count < 3 * 366)
    }

    @Test("a rule that never produces in its periods, or runs out of work, is bounded and says so")
    func bounded() throws {
        // February 30 is refused when read (see the reader tests); BYSETPOS=5 of a weekly Monday never matches: bounded by the window.
        let never = F.calendar(F.event("DTSTART:20250303T090000Z\nRRULE:FREQ=WEEKLY;BYDAY=MO;BYSETPOS=5"))
        #expect(try ICalendarDocument(parsing: never).occurrences(from: Time(year: 2025), to: Time(year: 2_100), in: F.utc).occurrences.count == 1)
        // A COUNT rule with BY parts must count from DTSTART: with a small work limit it stops and warns.
        let counted = F.calendar(F.event("DTSTART:20000101T000000Z\nRRULE:FREQ=SECONDLY;BYMINUTE=0;COUNT=1000000000"))
        let expansion = try ICalendarDocument(parsing: counted).occurrences(from: Time(year: 2025), to: Time(year: 2026), in: F.utc, workLimit: 100_000)
        #expect(expansion.warnings.count == 1 && expansion.warnings[0].message.contains("stopped after 100000 steps"))
        #expect(expansion.warnings[0].location.line == 4)
    }

    @Test("UNTIL before DTSTART: the series is its DTSTART only, and the reader warns")
    func untilBeforeStart() throws {
        let document = try ICalendarDocument(parsing: F.calendar(F.event("DTSTART:20250303T090000Z\nRRULE:FREQ=DAILY;UNTIL=20240101T000000Z")))
        #expect(document.warnings.contains { $0.message.contains("before DTSTART") && $0.location.line == 8 })
        #expect(document.occurrences(from: Time(year: 2020), to: Time(year: 2030), in: F.utc).occurrences.count == 1)
    }
}
