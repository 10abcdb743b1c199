/// Integer calendar arithmetic for recurrence expansion: day numbers counted
/// from 2001-01-01 (day 0, a Monday), like ``TimelineCore/Time``, and wall
/// clock seconds counted from 2001-01-01 00:00.
enum ICalendarCivil {
    static let epochOffset = 11_323
    static let secondsPerDay = 86_400
    /// The first and last supported days (years 1 and 9999).
    static let firstDay = dayNumber(year: 1, month: 1, day: 1)
    static let lastDay = dayNumber(year: 9_999, month: 12, day: 31)

    static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468 - epochOffset
    }

    static func date(dayNumber: Int) -> (year: Int, month: Int, day: Int) {
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

    static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    static func daysInYear(_ year: Int) -> Int { isLeapYear(year) ? 366 : 365 }

    /// Monday = 0 … Sunday = 6.
    static func mondayBasedWeekday(_ dayNumber: Int) -> Int { floorMod(dayNumber, 7) }

    static func floorDiv(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }

    static func floorMod(_ a: Int, _ b: Int) -> Int {
        let r = a % b
        return r < 0 ? r + b : r
    }
}
