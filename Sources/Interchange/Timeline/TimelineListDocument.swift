import Foundation
public import TimelineCore
public import TimelineViews

/// A timeline file (`kind: timeline`): the rows of a timeline list (event
/// and marker cells), the preview's header and items, the theme (style
/// classes named like the reference's) and which view to show. Read from
/// JSON or YAML with ``TimelineListDocument/init(parsing:file:)``; the format
/// is described by `docs/timeline-document.schema.json`.
///
/// ```yaml
/// kind: timeline
/// version: 1
/// title: Aurora 4.2 release
/// view: { type: timeline, width: 420, today: 2025-06-10 }
/// theme:
///   fdlFUITimelineCell_headlineLabel: { font-color: "#0a6ed1" }
/// rows:
///   - { id: kickoff, type: marker, title: Kickoff, node: start, eventText: Apr 7, leadingLine: false }
///   - { id: spec, headline: Specification signed off, node: complete, eventText: Apr 22, due: 2025-04-22 }
/// preview: { title: Timeline, attribute: Release 4.2, numberOfColumns: 4 }
/// ```
public struct TimelineListDocument: Sendable {
    /// Which view a document shows by default.
    public enum ViewType: String, Sendable, Hashable, CaseIterable {
        /// The timeline list.
        case timeline
        /// The timeline preview.
        case preview
    }

    /// What the document shows by default (the CLI's options override it).
    public struct View: Sendable, Hashable {
        /// The view.
        public var type: ViewType = .timeline
        /// The width drawn.
        public var width: Double?
        /// The height drawn (the list; `nil`: all rows, up to ``TimelineListDocument/maximumHeight``).
        public var height: Double?
        /// How far the list is scrolled.
        public var scrollOffset: Double = 0
        /// The selected row's id.
        public var selected: String?
        /// Today, for the preview; `nil`: the clock of whoever draws.
        public var today: Time?

        /// The default view: the whole list.
        public init() {}
    }

    /// The format version this library reads (1).
    public static let currentVersion = 1
    /// The most rows or preview items a document may hold.
    public static let itemLimit = 1_000_000
    /// The tallest list drawn when the view gives no height.
    public static let maximumHeight: Double = 100_000

    /// The title.
    public var title: String?
    /// The default view.
    public var view = View()
    /// The look, with the document's theme applied.
    public var style = TimelineStyle()
    /// The list's rows, in file order.
    public var rows: [TimelineRow] = []
    /// The due date of each row that has one, by row id (the preview's items when it lists none).
    public var dueDates: [String: Time] = [:]
    /// The preview's header.
    public var previewHeader = TimelinePreviewHeader(title: "Timeline")
    /// The preview's number of columns.
    public var numberOfColumns = 4
    /// The preview's items as written; `nil`: derived from the rows (``previewItems``).
    public var explicitPreviewItems: [TimelineItem]?

    /// An empty document.
    public init() {}

    /// The preview's items: those written under `preview.items`, else one
    /// per row with a due date: events as tasks (their node is the status),
    /// `end` and `earlyEnd` markers as the project's end; other markers are
    /// not tasks.
    public var previewItems: [TimelineItem] {
        if let explicitPreviewItems { return explicitPreviewItems }
        return rows.compactMap { row in
            guard let due = dueDates[row.id] else { return nil }
            switch row.content {
            case let .event(event): return TimelineItem(id: row.id, title: event.headline, due: due, status: event.node)
            case let .marker(marker):
                guard marker.node == .end || marker.node == .earlyEnd else { return nil }
                return TimelineItem(id: row.id, title: marker.title, due: due, status: .end)
            }
        }
    }

    /// Whether `text` is a timeline document (`kind: timeline` at the top),
    /// without reading it all: the CLI uses it to choose the renderer.
    public static func isTimelineDocument(_ text: String) -> Bool {
        for line in text.split(separator: "\n", maxSplits: 200, omittingEmptySubsequences: true).prefix(200) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "kind: timeline" || trimmed.hasPrefix("kind: timeline ") || trimmed.contains("\"kind\": \"timeline\"")
                || trimmed.contains("\"kind\":\"timeline\"") {
                return true
            }
        }
        return false
    }
}
