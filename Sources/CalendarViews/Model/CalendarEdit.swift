/// One model edit of a calendar: the single value that stores apply, undo
/// reverses, a server persists and broadcasts.
///
/// Every edit carries the whole old and new values, so its ``inverse`` needs
/// nothing else and applying an edit then its inverse restores the model.
public enum CalendarEdit: Sendable, Hashable, Codable {
    /// Adds an event to a ``CalendarEventStore``.
    case addEvent(CalendarEvent)
    /// Removes an event (the whole value, so that the inverse can add it back).
    case removeEvent(CalendarEvent)
    /// Replaces an event with the same id.
    case updateEvent(old: CalendarEvent, new: CalendarEvent)
    /// Adds an appointment to an ``AppointmentStore``.
    case addAppointment(Appointment)
    /// Removes an appointment.
    case removeAppointment(Appointment)
    /// Replaces an appointment with the same id.
    case updateAppointment(old: Appointment, new: Appointment)

    /// The edit that undoes this one.
    public var inverse: CalendarEdit {
        switch self {
        case let .addEvent(event): .removeEvent(event)
        case let .removeEvent(event): .addEvent(event)
        case let .updateEvent(old, new): .updateEvent(old: new, new: old)
        case let .addAppointment(appointment): .removeAppointment(appointment)
        case let .removeAppointment(appointment): .addAppointment(appointment)
        case let .updateAppointment(old, new): .updateAppointment(old: new, new: old)
        }
    }
}

/// Why a store refused an edit (the store is left unchanged).
public enum CalendarEditError: Error, Sendable, Hashable, CustomStringConvertible {
    /// An event or appointment with this id is already there.
    case duplicateID(String)
    /// No event or appointment has this id (or it differs from the edit's old value).
    case missing(String)
    /// The edit concerns the other kind of store.
    case wrongKind
    /// An update changes the id.
    case idChanged(from: String, to: String)

    /// A sentence naming the id.
    public var description: String {
        switch self {
        case let .duplicateID(id): "an item with id \"\(id)\" already exists"
        case let .missing(id): "no item with id \"\(id)\" as the edit expects"
        case .wrongKind: "the edit is for another kind of calendar"
        case let .idChanged(from, to): "an update may not change the id (\"\(from)\" to \"\(to)\")"
        }
    }
}
