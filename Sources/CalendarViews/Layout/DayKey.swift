import TimelineCore

/// `yyyy-mm-dd` texts for the days in semantic ids.
public enum DayKey {
    /// The ISO date of `dayNumber`, such as `2025-03-03`.
    public static func string(_ dayNumber: Int) -> String {
        let (year, month, day) = Time(dayNumber: dayNumber).dateComponents
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let yearText = year >= 0 && year < 10_000 ? String(repeating: "0", count: 4 - String(year).count) + String(year) : String(year)
        return "\(yearText)-\(two(month))-\(two(day))"
    }

    /// `HH:mm` for seconds after midnight (24:00 for the end of the day).
    public static func clock(_ seconds: Double) -> String {
        let clamped = seconds.isFinite ? max(0, min(Time.secondsPerDay, seconds)) : 0
        let total = Int(clamped.rounded(.down)) / 60
        let hour = total / 60, minute = total % 60
        // Five ASCII bytes, written in place (layout formats thousands per frame).
        return String(unsafeUninitializedCapacity: 5) { buffer in
            buffer[0] = UInt8(48 + hour / 10)
            buffer[1] = UInt8(48 + hour % 10)
            buffer[2] = UInt8(ascii: ":")
            buffer[3] = UInt8(48 + minute / 10)
            buffer[4] = UInt8(48 + minute % 10)
            return 5
        }
    }
}
