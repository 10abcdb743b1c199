public import TimelineCore

/// The events of a week view, sorted by start and indexed by id, so that the
/// events of a visible window are found by binary search.
///
/// Events up to ``longEventThreshold`` long sit in one array sorted by start
/// (ties keep insertion order); longer ones in a second, short list. A query
/// for `[from, to)` binary-searches the first array from `from` minus the
/// threshold and scans the second, so its cost depends on what the window
/// holds, not on how many events exist.
public struct CalendarEventStore: Sendable, Hashable {
    /// Events at most this long (seconds) go into the sorted array: two days.
    public static let longEventThreshold: Double = 2 * Time.secondsPerDay

    private var short: [CalendarEvent] = []
    private var long: [CalendarEvent] = []
    private var startByID: [String: Time] = [:]

    /// An empty store.
    public init() {}

    /// A store holding `events`.
    /// - Throws: ``CalendarEditError/duplicateID(_:)`` for a repeated id.
    /// - Complexity: O(n log n).
    public init(_ events: some Sequence<CalendarEvent>) throws(CalendarEditError) {
        for event in events {
            guard startByID.updateValue(event.start, forKey: event.id) == nil else { throw .duplicateID(event.id) }
            if event.duration > Self.longEventThreshold { long.append(event) } else { short.append(event) }
        }
        short = Self.stableSorted(short)
        long = Self.stableSorted(long)
    }

    private static func stableSorted(_ events: [CalendarEvent]) -> [CalendarEvent] {
        events.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
    }

    /// The number of events.
    public var count: Int { startByID.count }

    /// Every event, sorted by start.
    /// - Complexity: O(n log n).
    public var allEvents: [CalendarEvent] { Self.stableSorted(short + long) }

    /// The event with `id`, if any.
    /// - Complexity: O(log n + e), e = events starting at the same time.
    public func event(withID id: String) -> CalendarEvent? {
        guard let start = startByID[id] else { return nil }
        let index = Self.firstIndex(in: short, notBefore: start)
        var i = index
        while i < short.count, short[i].start == start {
            if short[i].id == id { return short[i] }
            i += 1
        }
        return long.first { $0.id == id }
    }

    /// The events that share time with the half-open window `[from, to)`
    /// (zero-length events count when `from <= start < to`), sorted by start.
    /// - Complexity: O(log n + k + l), k = short events starting in
    ///   `[from - 2 days, to)`, l = long events.
    public func events(in from: Time, _ to: Time) -> [CalendarEvent] {
        var result: [CalendarEvent] = []
        let lower = from.adding(seconds: -Self.longEventThreshold)
        var i = Self.firstIndex(in: short, notBefore: lower)
        // One allocation: at most the events starting before `to`.
        result.reserveCapacity(max(0, Self.firstIndex(in: short, notBefore: to) - i))
        short.withUnsafeBufferPointer { events in
            // Read in place: the events of the two days before the window are looked at and mostly left,
            // and a copy of each would retain and release its strings.
            while i < events.count, events[i].start < to {
                let start = events[i].start, end = events[i].end
                if end > from || (start >= from && end == start) { result.append(events[i]) }
                i += 1
            }
        }
        if !long.isEmpty {
            let overlapping = long.filter { $0.start < to && $0.end > from }
            if !overlapping.isEmpty { result = Self.stableSorted(result + overlapping) }
        }
        return result
    }

    /// The first index whose start is not before `time`.
    private static func firstIndex(in events: [CalendarEvent], notBefore time: Time) -> Int {
        var low = 0, high = events.count
        while low < high {
            let mid = (low + high) / 2
            if events[mid].start < time { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Adds an event.
    /// - Throws: ``CalendarEditError/duplicateID(_:)``.
    /// - Complexity: O(n) (an insertion into a sorted array).
    public mutating func add(_ event: CalendarEvent) throws(CalendarEditError) {
        guard startByID[event.id] == nil else { throw .duplicateID(event.id) }
        startByID[event.id] = event.start
        // After the events with the same start: ties keep insertion order.
        func insert(into events: inout [CalendarEvent]) {
            var index = Self.firstIndex(in: events, notBefore: event.start)
            while index < events.count, events[index].start == event.start { index += 1 }
            events.insert(event, at: index)
        }
        if event.duration > Self.longEventThreshold { insert(into: &long) } else { insert(into: &short) }
    }

    /// Removes the event with `id` and returns it.
    /// - Throws: ``CalendarEditError/missing(_:)``.
    /// - Complexity: O(n).
    @discardableResult
    public mutating func remove(id: String) throws(CalendarEditError) -> CalendarEvent {
        guard let start = startByID[id] else { throw .missing(id) }
        startByID[id] = nil
        var i = Self.firstIndex(in: short, notBefore: start)
        while i < short.count, short[i].start == start {
            if short[i].id == id { return short.remove(at: i) }
            i += 1
        }
        if let index = long.firstIndex(where: { $0.id == id }) { return long.remove(at: index) }
        throw .missing(id)
    }

    /// Applies `edit` and returns its inverse; the store is unchanged when it throws.
    /// - Throws: ``CalendarEditError``: a duplicate or missing id, an old
    ///   value that differs from the stored one, an appointment edit.
    public mutating func apply(_ edit: CalendarEdit) throws(CalendarEditError) -> CalendarEdit {
        switch edit {
        case let .addEvent(event):
            try add(event)
        case let .removeEvent(event):
            guard self.event(withID: event.id) == event else { throw .missing(event.id) }
            try remove(id: event.id)
        case let .updateEvent(old, new):
            guard old.id == new.id else { throw .idChanged(from: old.id, to: new.id) }
            guard self.event(withID: old.id) == old else { throw .missing(old.id) }
            try remove(id: old.id)
            try add(new)
        case .addAppointment, .removeAppointment, .updateAppointment:
            throw .wrongKind
        }
        return edit.inverse
    }

    /// Whether the stores hold the same events (the order of events with
    /// equal starts aside: an update re-inserts an event after its ties).
    public static func == (lhs: CalendarEventStore, rhs: CalendarEventStore) -> Bool {
        lhs.count == rhs.count && Set(lhs.short) == Set(rhs.short) && Set(lhs.long) == Set(rhs.long)
    }

    /// Hashes the events, in any order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(Set(short))
        hasher.combine(Set(long))
    }
}
