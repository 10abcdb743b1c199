import TimelineCore

/// Owns a buffer of calendars for the lifetime of a ``SchedulingEngine``, so
/// that its hot loops call the calendars in place (an array element of
/// existential type would be copied, with a retain, on every call).
final class CalendarTable: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<any ScheduleDefinition>

    init(_ calendars: [any ScheduleDefinition]) {
        buffer = .allocate(capacity: calendars.count)
        _ = buffer.initialize(from: calendars)
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }
}
