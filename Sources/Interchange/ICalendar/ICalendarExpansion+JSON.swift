import Foundation
public import TimelineCore
import TimelineGraphics

extension ICalendarExpansion {
    /// The occurrences as JSON, for scripts (`timelinekit occurrences`):
    ///
    /// ```json
    /// {"timeZone": "Europe/Berlin", "window": {"start": "2025-03-03T00:00:00+01:00", "end": "2025-03-10T00:00:00+01:00"},
    ///  "occurrences": [{"uid": "standup", "summary": "Standup", "recurrenceId": "2025-03-03T09:00:00+01:00",
    ///                   "start": "2025-03-03T09:00:00+01:00", "end": "2025-03-03T09:15:00+01:00", "allDay": false, "status": null}],
    ///  "warnings": []}
    /// ```
    ///
    /// Times are ISO 8601 with the viewer's offset at that instant; all-day
    /// occurrences have dates (`2025-03-03`, the end exclusive).
    /// - Parameters:
    ///   - start: The window's start, as asked.
    ///   - end: The window's end, as asked.
    ///   - zoneName: The zone's name as the user gave it (Foundation calls `UTC` `GMT`); `nil` for the zone's identifier.
    /// - Returns: The JSON text, one occurrence per line.
    public func jsonText(windowStart start: Time, windowEnd end: Time, zoneName: String? = nil) -> String {
        let zone = timeZone
        func stamp(_ date: Date, allDay: Bool) -> String {
            let wall = Time(date, in: zone)
            let (year, month, day) = (wall.year, wall.month, wall.day)
            let dateText = ICalendarDateTime.pad(year, 4) + "-" + ICalendarDateTime.pad(month, 2) + "-" + ICalendarDateTime.pad(day, 2)
            if allDay { return dateText }
            let seconds = Int(wall.timeOfDay.rounded(.down))
            let offset = zone.secondsFromGMT(for: date)
            let sign = offset < 0 ? "-" : "+"
            return dateText + "T" + ICalendarDateTime.pad(seconds / 3_600, 2) + ":" + ICalendarDateTime.pad(seconds / 60 % 60, 2) + ":"
                + ICalendarDateTime.pad(seconds % 60, 2) + sign + ICalendarDateTime.pad(abs(offset) / 3_600, 2) + ":" + ICalendarDateTime.pad(abs(offset) / 60 % 60, 2)
        }
        func quoted(_ text: String?) -> String { text.map(JSONText.quoted) ?? "null" }
        var output = "{\"timeZone\": \(JSONText.quoted(zoneName ?? zone.identifier)), \"window\": {\"start\": \(JSONText.quoted(stamp(start.date(in: zone), allDay: false))), "
        output += "\"end\": \(JSONText.quoted(stamp(end.date(in: zone), allDay: false)))},\n \"occurrences\": ["
        for (index, occurrence) in occurrences.enumerated() {
            output += index == 0 ? "\n  " : ",\n  "
            output += "{\"uid\": \(quoted(occurrence.uid)), \"summary\": \(quoted(occurrence.summary)), "
            output += "\"recurrenceId\": \(quoted(occurrence.recurrenceID.map { stamp($0, allDay: occurrence.isAllDay) })), "
            output += "\"start\": \(quoted(stamp(occurrence.start, allDay: occurrence.isAllDay))), \"end\": \(quoted(stamp(occurrence.end, allDay: occurrence.isAllDay))), "
            output += "\"allDay\": \(occurrence.isAllDay), \"status\": \(quoted(occurrence.status?.rawValue))}"
        }
        output += occurrences.isEmpty ? "],\n" : "\n ],\n"
        output += " \"warnings\": [" + warnings.map { JSONText.quoted($0.description) }.joined(separator: ", ") + "]}\n"
        return output
    }
}
