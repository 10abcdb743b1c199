public import CalendarViews
public import Interchange

/// The model of a live calendar: the document's settings and its events,
/// changed only through ``CalendarViews/CalendarEdit``s. Used only inside its
/// ``LiveCalendar`` actor.
public final class CalendarLiveModel: LiveDocumentModel {
    /// The document (title, time zone, view, styles; its `events` are not kept up to date, see ``events``).
    public let document: CalendarDocument
    /// The events, indexed by day: in a live calendar, those of the windows loaded so far (see ``LiveCalendar``).
    public private(set) var events: CalendarEventStore

    /// A model of a document and its events.
    /// - Throws: ``CalendarViews/CalendarEditError`` for duplicate event ids.
    public init(document: CalendarDocument) throws(CalendarEditError) {
        self.document = document
        var events = CalendarEventStore()
        for event in document.events { try events.add(event) }
        self.events = events
    }

    /// Adds events loaded from the store that the model does not hold yet
    /// (an event overlapping two loaded windows comes with both).
    /// - Returns: How many were new.
    @discardableResult
    public func merge(loaded: [CalendarEvent]) -> Int {
        var added = 0
        for event in loaded where events.event(withID: event.id) == nil {
            if (try? events.add(event)) != nil { added += 1 }
        }
        return added
    }

    /// Applies one edit.
    /// - Returns: The edit as applied.
    /// - Throws: ``PlanEditError`` naming the event when it does not apply; nothing changes then.
    public func apply(_ edit: CalendarEdit) throws(PlanEditError) -> CalendarEdit {
        do {
            _ = try events.apply(edit)   // (returns the inverse)
            return edit
        } catch {
            throw PlanEditError(error.description)
        }
    }

    /// Applies recorded edits in order; on a failure the ones applied are undone.
    public func applyRecorded(_ edits: [CalendarEdit]) throws(PlanEditError) {
        var applied: [CalendarEdit] = []
        for edit in edits {
            do {
                _ = try events.apply(edit)
                applied.append(edit)
            } catch {
                for done in applied.reversed() { _ = try? events.apply(done.inverse) }
                throw PlanEditError("the change no longer applies: \(error.description)")
            }
        }
    }

    /// The inverses of `edits`, in reverse order.
    public static func inverse(of edits: [CalendarEdit]) -> [CalendarEdit] { edits.reversed().map(\.inverse) }
}
