public import TimelineCore

/// One column of the timeline preview, chosen by ``TimelinePreviewRules``.
public struct TimelinePreviewColumn: Sendable, Hashable {
    /// What a column stands for.
    public enum Kind: Sendable, Hashable {
        /// A ``TimelineItem``, by id.
        case item(String)
        /// The "Today" column (only when something is due today).
        case today
    }

    /// What the column stands for.
    public var kind: Kind
    /// The title shown under the node ("Today" for the today column).
    public var title: String
    /// The date shown in the footnote (the due date, or today).
    public var date: Time
    /// The node drawn: ``TimelineNode/open`` for items not complete,
    /// ``TimelineNode/complete``, ``TimelineNode/end``; `nil` for today.
    public var node: TimelineNode?
    /// Whether the item was due before today and is not complete.
    public var isOverdue: Bool
    /// Whether the column is the project's end (the end item, or the task
    /// due on the last day when there is no end item).
    public var isProjectEnd: Bool

    /// Creates a column.
    public init(kind: Kind, title: String, date: Time, node: TimelineNode?, isOverdue: Bool = false, isProjectEnd: Bool = false) {
        self.kind = kind
        self.title = title
        self.date = date
        self.node = node
        self.isOverdue = isOverdue
        self.isProjectEnd = isProjectEnd
    }

    /// The id used in semantic ids: the item's id, or `today`.
    public var id: String {
        switch kind {
        case let .item(id): id
        case .today: "today"
        }
    }
}
