import GanttChart
import TimelineCore

/// One session's gesture in progress (a drag): the fields it has changed in
/// the shared model without committing, each with its value from before the
/// gesture.
///
/// A drag edits the plan's model live on every move, so other pages see it;
/// only its release is written. This record keeps those live values apart
/// from everybody else's acknowledged edits:
/// - another session's commit stores its items with this gesture's fields set
///   back to their originals (``restoringOriginals(of:)``): a commit stores
///   only its own changes;
/// - when another session's commit changes one of these fields, that
///   committed value becomes the field's original (``adopting(_:)``),
///   so cancelling the gesture (Escape) restores it, not the older value;
/// - cancelling restores exactly these fields (``originals``), nothing else.
struct LiveGesture: Sendable, Equatable {
    /// The time of each item the gesture moved or resized, before the gesture.
    var times: [GanttChartItem.ID: TimeRange] = [:]
    /// The completion of each item whose completion the gesture changed, before the gesture.
    var completions: [GanttChartItem.ID: Double] = [:]
    /// The row of each item the gesture moved to another row, before the gesture.
    var rows: [GanttChartItem.ID: Int] = [:]

    /// Whether the gesture has changed nothing.
    var isEmpty: Bool { times.isEmpty && completions.isEmpty && rows.isEmpty }

    /// Whether the gesture changed a field of `id`.
    func touches(_ id: GanttChartItem.ID) -> Bool {
        times[id] != nil || completions[id] != nil || rows[id] != nil
    }

    /// Notes live changes: the first `from` value of each field is its original.
    mutating func record(_ changes: [GanttChartEdit]) {
        for change in changes {
            switch change {
            case let .time(id, from, _): if times[id] == nil { times[id] = from }
            case let .completion(id, from, _): if completions[id] == nil { completions[id] = from }
            case let .row(id, from, _): if rows[id] == nil { rows[id] = from }
            default: break
            }
        }
    }

    /// `item` with the fields this gesture changed set back to their originals.
    func restoringOriginals(of item: GanttChartItem) -> GanttChartItem {
        var item = item
        if let time = times[item.id] { item.time = time }
        if let completion = completions[item.id] { item.completion = completion }
        if let row = rows[item.id] { item.row = row }
        return item
    }

    /// This gesture after another session committed `edits`: the fields
    /// they set that this gesture also changed take the committed values as
    /// their originals.
    func adopting(_ edits: [GanttChartEdit]) -> LiveGesture {
        var gesture = self
        for edit in edits {
            switch edit {
            case let .time(id, _, to) where times[id] != nil: gesture.times[id] = to
            case let .completion(id, _, to) where completions[id] != nil: gesture.completions[id] = to
            case let .row(id, _, to) where rows[id] != nil: gesture.rows[id] = to
            default: break
            }
        }
        return gesture
    }

    /// The gesture's committed edits with their `from` values set to this
    /// gesture's originals (which include what other sessions committed
    /// meanwhile), so undoing the gesture restores those.
    func correctingOrigins(of edits: [GanttChartEdit]) -> [GanttChartEdit] {
        edits.map { edit in
            switch edit {
            case let .time(id, _, to): times[id].map { .time(id, from: $0, to: to) } ?? edit
            case let .completion(id, _, to): completions[id].map { .completion(id, from: $0, to: to) } ?? edit
            case let .row(id, _, to): rows[id].map { .row(id, from: $0, to: to) } ?? edit
            default: edit
            }
        }.filter { !$0.isEmpty }
    }
}
