extension Time {
    /// The earliest time TimelineKit accepts from outside: 0001-01-01 00:00.
    public static let earliestSupported = Time(year: 1, month: 1, day: 1)

    /// The latest time TimelineKit accepts from outside: 9999-12-31 24:00
    /// (the end of year 9999, written as a finish).
    public static let latestSupported = Time(dayNumber: Time(year: 9_999, month: 12, day: 31).dayNumber, timeOfDay: Time.secondsPerDay)

    /// Whether this time lies in years 1…9999, the range every reader, writer,
    /// store and protocol of TimelineKit accepts (a finish at 9999-12-31 24:00
    /// included), so that whatever is written can be read back.
    public var isSupported: Bool {
        self >= Time.earliestSupported && self <= Time.latestSupported
    }

    /// The reason a time outside ``isSupported`` is refused, for error messages.
    public static let supportedRangeDescription = "dates must lie in the years 1 to 9999"
}
