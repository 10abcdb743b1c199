/// The appointments of a day timeline in the order they were given (ties of
/// the overlap layout keep it), with the reference's set/add/remove API.
public struct AppointmentStore: Sendable, Hashable, Codable {
    /// The appointments, in input order.
    public private(set) var appointments: [Appointment] = []

    /// A store holding `appointments`.
    /// - Throws: ``CalendarEditError/duplicateID(_:)`` for a repeated id.
    public init(_ appointments: [Appointment] = []) throws(CalendarEditError) {
        try setAppointments(appointments)
    }

    /// Replaces every appointment (the reference's `setAppointments`).
    /// - Throws: ``CalendarEditError/duplicateID(_:)``; the store is unchanged then.
    public mutating func setAppointments(_ newAppointments: [Appointment]) throws(CalendarEditError) {
        var seen = Set<String>()
        for appointment in newAppointments where !seen.insert(appointment.id).inserted {
            throw .duplicateID(appointment.id)
        }
        appointments = newAppointments
    }

    /// Adds an appointment at the end (the reference's `addAppointment`).
    /// - Throws: ``CalendarEditError/duplicateID(_:)``.
    public mutating func add(_ appointment: Appointment) throws(CalendarEditError) {
        guard !appointments.contains(where: { $0.id == appointment.id }) else { throw .duplicateID(appointment.id) }
        appointments.append(appointment)
    }

    /// Removes the appointment with `id` (the reference's `removeAppointment`).
    /// - Throws: ``CalendarEditError/missing(_:)``.
    @discardableResult
    public mutating func remove(id: String) throws(CalendarEditError) -> Appointment {
        guard let index = appointments.firstIndex(where: { $0.id == id }) else { throw .missing(id) }
        return appointments.remove(at: index)
    }

    /// The appointment with `id`, if any.
    public func appointment(withID id: String) -> Appointment? {
        appointments.first { $0.id == id }
    }

    /// Applies `edit` and returns its inverse; unchanged when it throws.
    /// An update keeps the appointment's place in the input order.
    /// - Throws: ``CalendarEditError``.
    public mutating func apply(_ edit: CalendarEdit) throws(CalendarEditError) -> CalendarEdit {
        switch edit {
        case let .addAppointment(appointment):
            try add(appointment)
        case let .removeAppointment(appointment):
            guard self.appointment(withID: appointment.id) == appointment else { throw .missing(appointment.id) }
            try remove(id: appointment.id)
        case let .updateAppointment(old, new):
            guard old.id == new.id else { throw .idChanged(from: old.id, to: new.id) }
            guard let index = appointments.firstIndex(where: { $0.id == old.id }), appointments[index] == old else { throw .missing(old.id) }
            appointments[index] = new
        case .addEvent, .removeEvent, .updateEvent:
            throw .wrongKind
        }
        return edit.inverse
    }
}
