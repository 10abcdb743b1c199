import CalendarViews
import Foundation
import TimelineCore
import TimelineGraphics

extension CalendarDocument {
    /// The document as pretty-printed JSON that ``init(parsing:file:)`` reads
    /// back: kind, version, title, time zone, view, events and appointments.
    ///
    /// The week and day styles are not written (a document read back uses
    /// the default look); everything a calendar holds — its events and
    /// appointments with their times, colors, locations and avatars — is.
    /// - Returns: JSON text ending with a newline.
    public func jsonString() -> String {
        var output = ""
        TimelineDocument.writeJSON(documentValue, indent: 0, to: &output)
        return output + "\n"
    }

    /// The document as block-style YAML (see ``jsonString()`` for what is written).
    /// - Returns: YAML text ending with a newline.
    public func yamlString() -> String {
        var output = ""
        TimelineDocument.writeYAML(documentValue, indent: 0, to: &output)
        return output
    }

    var documentValue: DocumentValue {
        var pairs: [(String, DocumentValue)] = [("kind", .string("calendar")), ("version", .number(Double(Self.currentVersion)))]
        if let title { pairs.append(("title", .string(title))) }
        if let timeZone { pairs.append(("timeZone", .string(timeZone.identifier))) }
        var viewPairs: [(String, DocumentValue)] = [("type", .string(view.type.rawValue))]
        if let date = view.date { viewPairs.append(("date", .string(date.readableISO8601))) }
        viewPairs.append(("days", .number(Double(view.days))))
        if let now = view.now { viewPairs.append(("now", .string(now.readableISO8601))) }
        if let width = view.width { viewPairs.append(("width", .number(width))) }
        if let height = view.height { viewPairs.append(("height", .number(height))) }
        if let scrollTo = view.scrollTo { viewPairs.append(("scrollTo", .string(Self.clockText(scrollTo)))) }
        pairs.append(("view", .map(viewPairs)))
        if !events.isEmpty { pairs.append(("events", .list(events.map(Self.value(of:))))) }
        if !appointments.isEmpty { pairs.append(("appointments", .list(appointments.map(Self.value(of:))))) }
        return .map(pairs)
    }

    static func value(of event: CalendarEvent) -> DocumentValue {
        var pairs: [(String, DocumentValue)] = [("id", .string(event.id)), ("title", .string(event.title))]
        if let location = event.location { pairs.append(("location", .string(location))) }
        pairs.append(("start", .string(dateText(event.start, allDay: event.isAllDay))))
        pairs.append(("end", .string(dateText(event.end, allDay: event.isAllDay))))
        if event.isAllDay { pairs.append(("allDay", .bool(true))) }
        pairs.append(("color", .string(event.color.hexString)))
        if let gradient = event.gradientColor { pairs.append(("gradient", .string(gradient.hexString))) }
        return .map(pairs)
    }

    static func value(of appointment: Appointment) -> DocumentValue {
        var pairs: [(String, DocumentValue)] = [("id", .string(appointment.id)), ("title", .string(appointment.title))]
        if let subtitle = appointment.subtitle { pairs.append(("subtitle", .string(subtitle))) }
        pairs.append(("start", .string(appointment.start.readableISO8601)))
        pairs.append(("end", .string(appointment.end.readableISO8601)))
        pairs.append(("color", .string(appointment.color.hexString)))
        if let background = appointment.backgroundColor { pairs.append(("background", .string(background.hexString))) }
        switch appointment.avatar {
        case let .initials(initials)?: pairs.append(("avatar", .map([("initials", .string(initials))])))
        case let .imageURL(url)?: pairs.append(("avatar", .map([("image", .string(url))])))
        case nil: break
        }
        return .map(pairs)
    }

    /// `2025-03-03` for an all-day value at midnight, else the readable ISO 8601 time.
    static func dateText(_ time: Time, allDay: Bool) -> String {
        allDay && time.timeOfDay == 0 ? String(time.readableISO8601.prefix(10)) : time.readableISO8601
    }

    /// `07:30` for seconds after midnight.
    static func clockText(_ seconds: Double) -> String {
        let minutes = Int((seconds / 60).rounded())
        return String(format: "%02d:%02d", minutes / 60, minutes % 60)
    }
}
