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
        // Five ASCII bytes, written in place (layout formats thousands per frame).
        String(unsafeUninitializedCapacity: 5) { buffer in writeClock(seconds, to: buffer.baseAddress!) }
    }

    /// Writes ``clock(_:)``'s five bytes at `start` and returns 5.
    static func writeClock(_ seconds: Double, to start: UnsafeMutablePointer<UInt8>) -> Int {
        let clamped = seconds.isFinite ? max(0, min(Time.secondsPerDay, seconds)) : 0
        // Unsigned 32-bit arithmetic (at most 86 400 seconds): no overflow checks, cheap divisions.
        let total = UInt32(clamped) / 60   // (truncation is rounding down here: `clamped` is not negative)
        let hour = total / 60, minute = total &- hour &* 60
        let hourTens = hour / 10, minuteTens = minute / 10
        start[0] = UInt8(truncatingIfNeeded: 48 &+ hourTens)
        start[1] = UInt8(truncatingIfNeeded: 48 &+ hour &- hourTens &* 10)
        start[2] = UInt8(ascii: ":")
        start[3] = UInt8(truncatingIfNeeded: 48 &+ minuteTens)
        start[4] = UInt8(truncatingIfNeeded: 48 &+ minute &- minuteTens &* 10)
        return 5
    }
}
