public import Foundation

/// What every live document shares, written once for all views: the
/// revision, document-wide undo and redo, durable commits and the broadcast
/// to the document's pages.
///
/// A view's actor (``LivePlan`` for the Gantt chart, ``LiveCalendar`` for the
/// calendars) owns one core and calls it under its isolation. A commit is
/// written through the `persist` function the view passes (its edits → the
/// store's rows, with the next revision) before it is acknowledged; when the
/// write fails the model is rolled back and the error thrown, so nothing
/// unacknowledged stays.
public final class LiveDocumentCore<Model: LiveDocumentModel> {
    /// Writes a commit with the revision it makes (the store checks it follows the stored one).
    public typealias Persist = (LiveCommit<Model.Edit>, _ revision: Int) throws -> Void

    /// The model (replaced only by ``adopt(_:revision:summary:)``).
    public private(set) var model: Model
    /// The revision: 0 after import, +1 per commit (undo and redo included).
    public private(set) var revision: Int
    /// Commits that undo reverses, the most recent last.
    public private(set) var undoStack: [LiveCommit<Model.Edit>] = []
    /// Commits that redo repeats, the most recently undone last.
    public private(set) var redoStack: [LiveCommit<Model.Edit>] = []
    /// The most commits undo keeps.
    public let levelsOfUndo: Int
    private var subscribers: [UUID: AsyncStream<PlanChange>.Continuation] = [:]

    /// A core over a model loaded at `revision`.
    public init(model: Model, revision: Int, levelsOfUndo: Int = 200) {
        self.model = model
        self.revision = revision
        self.levelsOfUndo = max(1, levelsOfUndo)
    }

    // MARK: Commits

    /// Writes an applied commit, then makes it the document's: the revision
    /// moves on, it goes on the undo stack (if `undoable`, which also empties
    /// the redo stack) and every page hears of it.
    /// - Returns: The announced change.
    /// - Throws: ``PlanEditError`` when it cannot be written (the model is rolled back).
    @discardableResult
    public func commit(_ commit: LiveCommit<Model.Edit>, by session: UUID, undoable: Bool, persist: Persist) throws(PlanEditError) -> PlanChange {
        try write(commit, persist: persist)
        if undoable {
            undoStack.append(commit)
            if undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
            redoStack.removeAll()
        }
        return announce(commit.summary, by: session)
    }

    /// Undoes the last commit of any page.
    /// - Returns: The announced change, or `nil` when there is nothing to undo.
    /// - Throws: ``PlanEditError`` when the inverse no longer applies or cannot be written (the stacks stay then).
    public func undo(by session: UUID, persist: Persist) throws(PlanEditError) -> PlanChange? {
        guard let last = undoStack.last else { return nil }
        let inverse = LiveCommit(summary: "undid: \(last.summary)", edits: Model.inverse(of: last.edits))
        try model.applyRecorded(inverse.edits)
        try write(inverse, persist: persist)
        redoStack.append(undoStack.removeLast())
        return announce(inverse.summary, by: session)
    }

    /// Redoes the last undone commit.
    /// - Returns: The announced change, or `nil` when there is nothing to redo.
    /// - Throws: ``PlanEditError`` when it no longer applies or cannot be written (the stacks stay then).
    public func redo(by session: UUID, persist: Persist) throws(PlanEditError) -> PlanChange? {
        guard let last = redoStack.last else { return nil }
        let redone = LiveCommit(summary: "redid: \(last.summary)", edits: last.edits)
        try model.applyRecorded(redone.edits)
        try write(redone, persist: persist)
        undoStack.append(redoStack.removeLast())
        return announce(redone.summary, by: session)
    }

    /// Whether undo and redo have something to do.
    public var undoState: (canUndo: Bool, canRedo: Bool) { (!undoStack.isEmpty, !redoStack.isEmpty) }

    /// How many edits the stacks hold (memory tests count them).
    public var retainedEditCount: Int { (undoStack + redoStack).reduce(0) { $0 + $1.edits.count } }

    /// Takes a newer revision of the document that another server instance
    /// committed to the shared database: `model` (loaded from the store)
    /// replaces the model, the revision becomes `revision`, and every page
    /// hears of it as a change by ``otherServer``.
    ///
    /// The undo and redo stacks stay: their edits are checked when applied,
    /// and one that no longer applies is refused.
    /// - Returns: The announced change.
    @discardableResult
    public func adopt(_ model: Model, revision: Int, summary: String) -> PlanChange {
        self.model = model
        self.revision = revision
        return announce(summary, by: Self.otherServer)
    }

    /// The origin of changes another server instance made (no page of this server has this id).
    public static var otherServer: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }

    private func write(_ commit: LiveCommit<Model.Edit>, persist: Persist) throws(PlanEditError) {
        do {
            try persist(commit, revision + 1)
        } catch {
            // Not durable, so not acknowledged: roll the model back.
            try? model.applyRecorded(Model.inverse(of: commit.edits))
            if let error = error as? PlanEditError { throw error }
            throw PlanEditError("the edit could not be saved: \(error)")
        }
        revision += 1
    }

    private func announce(_ summary: String, by session: UUID) -> PlanChange {
        let change = PlanChange(revision: revision, summary: summary, origin: session)
        for continuation in subscribers.values { continuation.yield(change) }
        return change
    }

    // MARK: Pages

    /// Subscribes to the document's changes.
    /// - Returns: The subscription id and the stream of changes (the newest 16 are kept).
    public func subscribe() -> (UUID, AsyncStream<PlanChange>) {
        let id = UUID()
        let (stream, continuation) = AsyncStream<PlanChange>.makeStream(bufferingPolicy: .bufferingNewest(16))
        if hasEnded { continuation.finish() } else { subscribers[id] = continuation }
        return (id, stream)
    }

    /// Whether the document has ended (it was deleted): its pages' change
    /// streams are finished and a new subscription gets a finished stream.
    public private(set) var hasEnded = false

    /// Ends the document (it was deleted): every page's change stream
    /// finishes, which closes its connection with the reason (see
    /// ``LiveViewSession``).
    public func end() {
        hasEnded = true
        for continuation in subscribers.values { continuation.finish() }
        subscribers.removeAll()
    }

    /// Ends a subscription.
    public func unsubscribe(_ id: UUID) {
        subscribers.removeValue(forKey: id)?.finish()
    }

    /// The number of subscribed pages.
    public var subscriberCount: Int { subscribers.count }
}
