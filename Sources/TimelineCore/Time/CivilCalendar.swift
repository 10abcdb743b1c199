/// Integer-exact proleptic Gregorian calendar arithmetic on day numbers
/// counted from 2001-01-01 (day 0, a Monday), the day numbers of ``Time``.
///
/// The core's date arithmetic and the iCalendar recurrence expander share it.
///
/// - Complexity: O(1) for every member.
public enum CivilCalendar {
    /// Days from 1970-01-01 to 2001-01-01.
    public static let epochOffset = 11_323
    /// The seconds of a day.
    public static let secondsPerDay = 86_400
    /// The day number of the last supported day, 9999-12-31.
    public static let lastSupportedDay = dayNumber(year: 9_999, month: 12, day: 31)

    /// The day number of a calendar date; `day` may exceed the month (it rolls over).
    public static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468 - epochOffset
    }

    /// The calendar date of a day number.
    public static func date(dayNumber: Int) -> (year: Int, month: Int, day: Int) {
        let z = dayNumber + epochOffset + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Whether `year` has a February 29 (proleptic Gregorian rules).
    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The number of days of `month` (1…12) in `year`.
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// The number of days of `year`: 365 or 366.
    public static func daysInYear(_ year: Int) -> Int { isLeapYear(year) ? 366 : 365 }

    /// Floor division that rounds towards negative infinity.
    public static func floorDiv(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }

    /// The non-negative remainder of `a` divided by `b` (for `b > 0`).
    public static func floorMod(_ a: Int, _ b: Int) -> Int {
        let r = a % b
        return r < 0 ? r + b : r
    }
}
