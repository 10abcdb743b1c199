@testable import CalendarViews
import TimelineCore
import TimelineGraphics

/// Monday 2025-03-03 (a day number the tests build times on).
let monday = Time(year: 2025, month: 3, day: 3)

/// A time on Monday 2025-03-03 plus `dayOffset` days.
func at(_ hour: Int, _ minute: Int = 0, day dayOffset: Int = 0) -> Time {
    Time(dayNumber: monday.dayNumber + dayOffset, timeOfDay: Double(hour * 3_600 + minute * 60))
}

func appointment(_ id: String, _ start: Time, _ end: Time, subtitle: String? = nil) throws -> Appointment {
    try Appointment(id: id, title: "Appt \(id)", subtitle: subtitle, start: start, end: end)
}

func event(_ id: String, _ start: Time, _ end: Time, allDay: Bool = false, location: String? = nil) throws -> CalendarEvent {
    try CalendarEvent(id: id, title: "Event \(id)", location: location, start: start, end: end, isAllDay: allDay)
}
