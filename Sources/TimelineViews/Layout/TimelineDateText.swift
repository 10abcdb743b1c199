public import TimelineCore

/// Short English dates for the preview's footnotes, without a formatter
/// (the same on every machine): `Mar 5`, or `Mar 5, 2026` in another year
/// than the reference day's.
public enum TimelineDateText {
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The date of `time`, with the year when it differs from `reference`'s.
    public static func short(_ time: Time, reference: Time) -> String {
        let (year, month, day) = time.normalized.dateComponents
        let referenceYear = reference.normalized.dateComponents.year
        let name = months[max(0, min(11, month - 1))]
        return year == referenceYear ? "\(name) \(day)" : "\(name) \(day), \(year)"
    }
}
