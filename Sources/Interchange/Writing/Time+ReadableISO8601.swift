public import TimelineCore

extension Time {
    /// ``TimelineCore/Time/iso8601``, except that the end of year 9999 (which
    /// equals 10000-01-01T00:00) is written `9999-12-31T24:00:00`: every
    /// writer of TimelineKit uses this, so that a supported time always reads
    /// back (readers take four-digit years only).
    public var readableISO8601: String {
        dateComponents.year > 9_999 ? asFinish.iso8601 : iso8601
    }
}
