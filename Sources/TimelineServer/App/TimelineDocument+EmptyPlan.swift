public import Interchange
public import TimelineCore

extension TimelineDocument {
    /// A new plan with no tasks yet, as the page's "New plan" makes it: the
    /// standard calendar and a timeline of the four weeks from the Monday of
    /// `today`'s week, so its first task lands in view.
    /// - Parameters:
    ///   - title: The title.
    ///   - today: The host's current time (never read inside the library).
    /// - Returns: The document.
    public static func emptyPlan(title: String, today: Time) -> TimelineDocument {
        let mondayOffset = (today.dayOfWeek + 6) % 7   // Sunday = 0 … Saturday = 6
        let monday = Time(dayNumber: today.dayNumber - mondayOffset)
        return TimelineDocument(title: title, calendar: "standard",
                                timeline: TimeRange(monday..<Time(dayNumber: monday.dayNumber + 28)))
    }
}
