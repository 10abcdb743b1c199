/// The model of one live document, as the view host keeps it: a view's
/// items under one actor, changed only through edits of the view's own
/// ``Edit`` type (Gantt: `GanttChartEdit`; calendars: `CalendarEdit`).
///
/// The host (``LiveDocumentCore``) owns what every view shares: the revision,
/// the document-wide undo and redo stacks, writing each commit to the store
/// before it is acknowledged (and rolling the model back when that fails), and
/// announcing it to the document's pages. A view supplies only this: how to
/// apply recorded edits and how to undo them.
public protocol LiveDocumentModel: AnyObject {
    /// One edit of the model, with its values before and after.
    associatedtype Edit: Sendable

    /// Applies edits recorded earlier (an undo's inverses, a redo, a rollback)
    /// as they are: they hold any cascade the view's behaviors made.
    /// - Throws: ``PlanEditError`` when one no longer applies; nothing changes then.
    func applyRecorded(_ edits: [Edit]) throws(PlanEditError)

    /// The edits that undo `edits`, in the order to apply them.
    static func inverse(of edits: [Edit]) -> [Edit]
}

/// One committed change of a live document: what it did, for people, and the
/// view's edits in the order they were made.
public struct LiveCommit<Edit: Sendable>: Sendable {
    /// What changed, for people (`moved "Design"`).
    public var summary: String
    /// The edits, in order.
    public var edits: [Edit]

    /// A commit.
    public init(summary: String, edits: [Edit]) {
        self.summary = summary
        self.edits = edits
    }

    /// Whether it changes nothing.
    public var isEmpty: Bool { edits.isEmpty }
}
