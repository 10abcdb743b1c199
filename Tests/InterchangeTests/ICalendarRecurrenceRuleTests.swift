import Foundation
import Interchange
import Testing
import TimelineCore

/// The recurrence examples of RFC 5545 section 3.8.5.3, with their instances
/// written out by hand from the RFC's rules (DTSTART in America/New_York,
/// 09:00 staying 09:00 across the 1997/1998 DST changes).
@Suite("RRULE expansion (RFC 5545 3.8.5.3 examples)")
struct ICalendarRecurrenceRuleTests {
    struct Example: Sendable, CustomTestStringConvertible {
        var name: String
        var start: String
        var rule: String
        var expected: [String]
        /// Whether `expected` lists only the first instances of an unbounded rule.
        var prefix = false
        var exdate: String?
        var testDescription: String { name }
    }

    static func days(_ year: Int, _ month: Int, _ list: [Int], at time: String = "09:00") -> [String] {
        list.map { String(format: "%04d-%02d-%02d ", year, month, $0) + time }
    }

    static let examples: [Example] = [
        Example(name: "daily for 10 occurrences", start: "19970902T090000", rule: "FREQ=DAILY;COUNT=10", expected: days(1997, 9, Array(2...11))),
        Example(name: "every other day, forever", start: "19970902T090000", rule: "FREQ=DAILY;INTERVAL=2",
                expected: days(1997, 9, [2, 4, 6, 8, 10, 12]), prefix: true),
        Example(name: "every 10 days, 5 occurrences", start: "19970902T090000", rule: "FREQ=DAILY;INTERVAL=10;COUNT=5",
                expected: days(1997, 9, [2, 12, 22]) + days(1997, 10, [2, 12])),
        Example(name: "weekly for 10 occurrences, across the October change", start: "19970902T090000", rule: "FREQ=WEEKLY;COUNT=10",
                expected: days(1997, 9, [2, 9, 16, 23, 30]) + days(1997, 10, [7, 14, 21, 28]) + days(1997, 11, [4])),
        Example(name: "weekly on Tuesday and Thursday for five weeks", start: "19970902T090000",
                rule: "FREQ=WEEKLY;UNTIL=19971007T000000Z;WKST=SU;BYDAY=TU,TH",
                expected: days(1997, 9, [2, 4, 9, 11, 16, 18, 23, 25, 30]) + days(1997, 10, [2])),
        Example(name: "every other week on MO, WE, FR until December 24", start: "19970901T090000",
                rule: "FREQ=WEEKLY;INTERVAL=2;UNTIL=19971224T000000Z;WKST=SU;BYDAY=MO,WE,FR",
                expected: days(1997, 9, [1, 3, 5, 15, 17, 19, 29]) + days(1997, 10, [1, 3, 13, 15, 17, 27, 29, 31])
                    + days(1997, 11, [10, 12, 14, 24, 26, 28]) + days(1997, 12, [8, 10, 12, 22])),
        Example(name: "monthly on the first Friday for 10 occurrences", start: "19970905T090000", rule: "FREQ=MONTHLY;COUNT=10;BYDAY=1FR",
                expected: days(1997, 9, [5]) + days(1997, 10, [3]) + days(1997, 11, [7]) + days(1997, 12, [5]) + days(1998, 1, [2])
                    + days(1998, 2, [6]) + days(1998, 3, [6]) + days(1998, 4, [3]) + days(1998, 5, [1]) + days(1998, 6, [5])),
        Example(name: "every other month on the first and last Sunday", start: "19970907T090000",
                rule: "FREQ=MONTHLY;INTERVAL=2;COUNT=10;BYDAY=1SU,-1SU",
                expected: days(1997, 9, [7, 28]) + days(1997, 11, [2, 30]) + days(1998, 1, [4, 25]) + days(1998, 3, [1, 29]) + days(1998, 5, [3, 31])),
        Example(name: "monthly on the second-to-last Monday for 6 months", start: "19970922T090000", rule: "FREQ=MONTHLY;COUNT=6;BYDAY=-2MO",
                expected: days(1997, 9, [22]) + days(1997, 10, [20]) + days(1997, 11, [17]) + days(1997, 12, [22]) + days(1998, 1, [19]) + days(1998, 2, [16])),
        Example(name: "monthly on the third-to-the-last day", start: "19970928T090000", rule: "FREQ=MONTHLY;BYMONTHDAY=-3",
                expected: days(1997, 9, [28]) + days(1997, 10, [29]) + days(1997, 11, [28]) + days(1997, 12, [29]) + days(1998, 1, [29]) + days(1998, 2, [26]),
                prefix: true),
        Example(name: "monthly on the 2nd and 15th for 10 occurrences", start: "19970902T090000", rule: "FREQ=MONTHLY;COUNT=10;BYMONTHDAY=2,15",
                expected: days(1997, 9, [2, 15]) + days(1997, 10, [2, 15]) + days(1997, 11, [2, 15]) + days(1997, 12, [2, 15]) + days(1998, 1, [2, 15])),
        Example(name: "yearly in June and July for 10 occurrences", start: "19970610T090000", rule: "FREQ=YEARLY;COUNT=10;BYMONTH=6,7",
                expected: (1997...2001).flatMap { days($0, 6, [10]) + days($0, 7, [10]) }),
        Example(name: "every third year on the 1st, 100th and 200th day", start: "19970101T090000", rule: "FREQ=YEARLY;INTERVAL=3;COUNT=10;BYYEARDAY=1,100,200",
                expected: days(1997, 1, [1]) + days(1997, 4, [10]) + days(1997, 7, [19]) + days(2000, 1, [1]) + days(2000, 4, [9]) + days(2000, 7, [18])
                    + days(2003, 1, [1]) + days(2003, 4, [10]) + days(2003, 7, [19]) + days(2006, 1, [1])),
        Example(name: "Monday of week number 20", start: "19970512T090000", rule: "FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO",
                expected: days(1997, 5, [12]) + days(1998, 5, [11]) + days(1999, 5, [17]), prefix: true),
        Example(name: "every Thursday in March", start: "19970313T090000", rule: "FREQ=YEARLY;BYMONTH=3;BYDAY=TH",
                expected: days(1997, 3, [13, 20, 27]) + days(1998, 3, [5, 12, 19, 26]) + days(1999, 3, [4, 11, 18, 25]), prefix: true),
        Example(name: "every Friday the 13th", start: "19970902T090000", rule: "FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13",
                expected: days(1998, 2, [13]) + days(1998, 3, [13]) + days(1998, 11, [13]) + days(1999, 8, [13]) + days(2000, 10, [13]),
                prefix: true, exdate: "19970902T090000"),
        Example(name: "the first Saturday that follows the first Sunday", start: "19970913T090000", rule: "FREQ=MONTHLY;BYDAY=SA;BYMONTHDAY=7,8,9,10,11,12,13",
                expected: days(1997, 9, [13]) + days(1997, 10, [11]) + days(1997, 11, [8]) + days(1997, 12, [13]) + days(1998, 1, [10]) + days(1998, 2, [7])
                    + days(1998, 3, [7]) + days(1998, 4, [11]) + days(1998, 5, [9]) + days(1998, 6, [13]), prefix: true),
        Example(name: "US presidential election day", start: "19961105T090000", rule: "FREQ=YEARLY;INTERVAL=4;BYMONTH=11;BYDAY=TU;BYMONTHDAY=2,3,4,5,6,7,8",
                expected: days(1996, 11, [5]) + days(2000, 11, [7]) + days(2004, 11, [2]), prefix: true),
        Example(name: "the third instance of TU, WE or TH for 3 months", start: "19970904T090000", rule: "FREQ=MONTHLY;COUNT=3;BYDAY=TU,WE,TH;BYSETPOS=3",
                expected: days(1997, 9, [4]) + days(1997, 10, [7]) + days(1997, 11, [6])),
        Example(name: "the second-to-last weekday of the month", start: "19970929T090000", rule: "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-2",
                expected: days(1997, 9, [29]) + days(1997, 10, [30]) + days(1997, 11, [27]) + days(1997, 12, [30]) + days(1998, 1, [29])
                    + days(1998, 2, [26]) + days(1998, 3, [30]), prefix: true),
        Example(name: "every 15 minutes for 6 occurrences", start: "19970902T090000", rule: "FREQ=MINUTELY;INTERVAL=15;COUNT=6",
                expected: ["09:00", "09:15", "09:30", "09:45", "10:00", "10:15"].map { "1997-09-02 " + $0 }),
        Example(name: "every hour and a half for 4 occurrences", start: "19970902T090000", rule: "FREQ=MINUTELY;INTERVAL=90;COUNT=4",
                expected: ["09:00", "10:30", "12:00", "13:30"].map { "1997-09-02 " + $0 }),
        Example(name: "every 20 minutes from 9:00 to 16:40, daily", start: "19970902T090000", rule: "FREQ=DAILY;BYHOUR=9,10,11,12,13,14,15,16;BYMINUTE=0,20,40",
                expected: (9...16).flatMap { hour in [0, 20, 40].map { String(format: "1997-09-02 %02d:%02d", hour, $0) } } + ["1997-09-03 09:00"], prefix: true),
        Example(name: "WKST=MO: every other week on TU and SU", start: "19970805T090000", rule: "FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=MO",
                expected: days(1997, 8, [5, 10, 19, 24])),
        Example(name: "WKST=SU: every other week on TU and SU", start: "19970805T090000", rule: "FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=SU",
                expected: days(1997, 8, [5, 17, 19, 31])),
        Example(name: "an invalid date (February 30) is skipped", start: "20070115T090000", rule: "FREQ=MONTHLY;BYMONTHDAY=15,30;COUNT=5",
                expected: days(2007, 1, [15, 30]) + days(2007, 2, [15]) + days(2007, 3, [15, 30])),
        Example(name: "every day in January, for 3 years", start: "19980101T090000",
                rule: "FREQ=YEARLY;UNTIL=20000131T140000Z;BYMONTH=1;BYDAY=SU,MO,TU,WE,TH,FR,SA",
                expected: (1998...2000).flatMap { days($0, 1, Array(1...31)) }),
    ]

    @Test("instances of the RFC examples, in America/New_York", arguments: examples)
    func rfcExample(example: Example) throws {
        let exdate = example.exdate.map { "\nEXDATE;TZID=America/New_York:\($0)" } ?? ""
        let text = ICalendarFixtures.calendar(ICalendarFixtures.event("DTSTART;TZID=America/New_York:\(example.start)\nRRULE:\(example.rule)\(exdate)"))
        let startYear = Int(example.start.prefix(4))!
        var starts = try ICalendarFixtures.starts(text, from: Time(year: startYear), to: Time(year: startYear + 12), in: ICalendarFixtures.newYork)
        if example.prefix { starts = Array(starts.prefix(example.expected.count)) }
        #expect(starts == example.expected)
    }

    @Test("the RFC's 'daily until December 24' has 113 instances, the last on December 23")
    func dailyUntil() throws {
        let text = ICalendarFixtures.calendar(ICalendarFixtures.event("DTSTART;TZID=America/New_York:19970902T090000\nRRULE:FREQ=DAILY;UNTIL=19971224T000000Z"))
        let starts = try ICalendarFixtures.starts(text, from: Time(year: 1997), to: Time(year: 1999), in: ICalendarFixtures.newYork)
        #expect(starts.count == 113)
        #expect(starts.last == "1997-12-23 09:00")
    }

    @Test("a rule reads back as the text it was written from")
    func ruleText() throws {
        for text in ["FREQ=MONTHLY;COUNT=10;BYDAY=1FR", "FREQ=YEARLY;UNTIL=20000131T140000Z;BYMONTH=1;BYDAY=SU,MO",
                     "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,SU;WKST=SU", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-2",
                     "FREQ=SECONDLY;BYSECOND=0,30;BYMINUTE=5;BYHOUR=9"] {
            let rule = try ICalendarRecurrenceRule(parsing: text)
            #expect(try ICalendarRecurrenceRule(parsing: rule.text) == rule)
        }
        #expect(try ICalendarRecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=-1FR").byDay == [.init(.friday, ordinal: -1)])
    }

    @Test("bad rules name the part", arguments: [
        ("FREQ=FORTNIGHTLY", "FREQ=FORTNIGHTLY"), ("COUNT=3", "FREQ is missing"), ("FREQ=DAILY;COUNT=0", "COUNT=0"),
        ("FREQ=DAILY;BYHOUR=24", "BYHOUR=24"), ("FREQ=DAILY;BYDAY=1MO", "only allowed with FREQ=MONTHLY or YEARLY"),
        ("FREQ=MONTHLY;BYWEEKNO=3", "BYWEEKNO"), ("FREQ=DAILY;COUNT=2;UNTIL=20250101", "COUNT and UNTIL"), ("FREQ=DAILY;BYDAY=XX", "\"XX\""),
        ("FREQ=DAILY;INTERVAL=-1", "INTERVAL=-1"), ("FREQ=DAILY;FREQ=WEEKLY", "twice"),
    ])
    func badRule(text: String, expected: String) {
        #expect {
            try ICalendarRecurrenceRule(parsing: text)
        } throws: { error in
            (error as? ICalendarError)?.message.contains(expected) == true
        }
    }
}
