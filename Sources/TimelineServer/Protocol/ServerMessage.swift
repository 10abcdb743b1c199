/// A message from a live session to the browser (one WebSocket text message).
public enum ServerMessage: Sendable, Equatable {
    /// What the page shows: the chart's SVG for the viewport, the visible grid
    /// rows and the cursor; acknowledges the client message `seq`.
    case frame(Frame)
    /// What a page of another view (day timeline, week calendar) shows: its
    /// SVG and state; acknowledges the client message `seq`.
    case viewFrame(ViewFrame)
    /// A frame for a page that draws patches (`hello` with `"patches": true`):
    /// what changed since its last frame, as ``LiveFramePatcher`` writes it.
    case patch(JSONValue)
    /// A rejected message (`seq` when known); the session keeps working.
    case error(seq: Int?, message: String)
    /// Another session changed the plan (a fresh frame follows).
    case changed(revision: Int, summary: String)

    /// The `type` field.
    public var type: String {
        switch self {
        case .frame, .viewFrame, .patch: "frame"
        case .error: "error"
        case .changed: "changed"
        }
    }

    /// The message as JSON text.
    public func jsonString() -> String { jsonValue.jsonString() }

    /// The message as a JSON value.
    public var jsonValue: JSONValue {
        switch self {
        case let .frame(frame): frame.jsonValue
        case let .viewFrame(frame): frame.jsonValue
        case let .patch(message): message
        case let .error(seq, message):
            .object(["type": "error", "seq": seq.map { .number(Double($0)) } ?? .null, "message": .string(message)])
        case let .changed(revision, summary):
            .object(["type": "changed", "revision": .number(Double(revision)), "summary": .string(summary)])
        }
    }
}

/// One frame of a live session.
public struct Frame: Sendable, Equatable {
    /// The client message acknowledged (the last one handled), or `nil` for a
    /// frame pushed after another session's edit.
    public var seq: Int?
    /// The plan's revision drawn.
    public var revision: Int
    /// The viewport's SVG document (escaped by the renderer).
    public var svg: String
    /// The semantic ids of the items drawn (`item:7`), for tests and the page.
    public var itemIDs: [Int]
    /// The outline grid for the visible rows.
    public var grid: Grid
    /// Where the view is scrolled and how it is zoomed.
    public var viewport: ViewportInfo
    /// The CSS cursor to show (`default`, `grab`…).
    public var cursor: String
    /// The open context menu, if any: the page shows it and answers with
    /// `menuItemSelected` (the entry's `id`) or `menuDismissed`.
    public var menu: Menu?
    /// A tooltip text, if any.
    public var tooltip: String?
    /// The session's view options.
    public var theme: String
    /// `light` or `dark`.
    public var mode: String
    /// Whether critical items are highlighted.
    public var showsCriticalPath: Bool
    /// Whether the plan auto-schedules (successors follow predecessors).
    public var autoScheduling = false
    /// What the chart shows beside the bars (baseline, slack, progress line).
    public var shows = Shows()
    /// Whether undo and redo have something to do.
    public var canUndo: Bool
    /// Whether redo has something to do.
    public var canRedo: Bool
    /// A message to show for the acknowledged command (validation errors are
    /// sent as `error` instead).
    public var notice: String?
    /// An editor the page opens for the acknowledged message (the context
    /// menu's Edit, a double-click that activates a bar or line), if any.
    public var editor: Editor?
    /// Whether a drag is held near an edge: the page then sends `autoscroll`
    /// ticks (every 50 ms) until a frame says `false`.
    public var autoScroll = false
    /// The chart shown: `gantt` or `resources` (one row per resource).
    public var chartView = "gantt"
    /// Whether the load histogram is drawn under the chart.
    public var showsHistogram = false
    /// Whether the plan has resources (the page offers the resource view and histogram only then).
    public var hasResources = false
    /// What the session's drags snap to (`none`, `hour`, `halfDay`, `day`, `week`).
    public var snap = "none"
    /// The ends of the dependency lines drawn: the page moves a line's ends
    /// with a bar it drags before the server's frame comes.
    public var links: [Link] = []
    /// While a bar is dragged whole: what the page needs to write the drag's
    /// dates itself, exactly as the server will (`nil` when the page cannot
    /// be exact: a time axis hiding nonworking time, a task calendar with
    /// nonworking time, snapping to months; the page shows the server's text then).
    public var dragDates: DragDates?

    /// A dependency line's ends.
    public struct Link: Sendable, Equatable {
        /// The line's semantic id (`dependency:7`; its arrowhead is `dependency:7:arrow`).
        public var id: String
        /// The predecessor and the successor (item ids).
        public var from: Int
        public var to: Int
    }

    /// The dates of a bar dragged whole, as the server computes them: the
    /// new start is `origin + (x(start) + dx) / hourWidth × 3600` on the time
    /// axis (`dx` is how far the pointer moved), snapped to `grid`, and the
    /// finish is the start plus `duration`. Times are seconds since
    /// 2001-01-01 00:00 on the plan's wall clock.
    public struct DragDates: Sendable, Equatable {
        /// The dragged item.
        public var item: Int
        /// Its start before the drag.
        public var start: Double
        /// The seconds from start to finish, kept by the drag (0 for a milestone).
        public var duration: Double
        /// Whether it is a milestone (its tooltip shows one date).
        public var isMilestone: Bool
        /// The time axis: its origin and its points per hour (zoomed).
        public var axisOrigin: Double
        public var hourWidth: Double
        /// The snapping grid: a grid point, the step in seconds and the rounding
        /// rule (`nearest`, `up`, `down`); `nil` when the drag does not snap.
        public var grid: Grid?

        /// A snapping grid of fixed steps.
        public struct Grid: Sendable, Equatable {
            public var origin: Double
            public var step: Double
            public var rule: String
        }

        var jsonValue: JSONValue {
            .object(["item": .number(Double(item)), "start": .number(start), "duration": .number(duration), "milestone": .bool(isMilestone),
                     "axisOrigin": .number(axisOrigin), "hourWidth": .number(hourWidth),
                     "grid": grid.map { .object(["origin": .number($0.origin), "step": .number($0.step), "rule": .string($0.rule)]) } ?? .null])
        }
    }

    /// The selected tasks' ids, in the order they were selected (the last is the primary one).
    public var selection: [Int] = []
    /// What the page's filter, sort and search show (``Find``).
    public var find = Find()

    /// The session's filter, sort and search, as the find bar shows them.
    public struct Find: Sendable, Equatable {
        /// The filter's text, empty for none.
        public var text = ""
        /// Whether only critical, late or milestone tasks are shown.
        public var critical = false
        public var late = false
        public var milestones = false
        /// The date range's ends as the grid writes dates (`2025-03-10 08:00`), empty for none.
        public var from = ""
        public var to = ""
        /// The grid column key the rows are sorted by, `nil` for the plan's order.
        public var sortColumn: String?
        /// Whether the sort is ascending.
        public var ascending = true
        /// The tasks that match the filter (related summaries not counted), and the rows the view has.
        public var matches = 0
        public var rows = 0
        /// The plan's tasks, filter or not (what "3 of 15 tasks match" counts against).
        public var tasks = 0
        /// The last search's text, its hits and the hit selected (1-based; 0 for none).
        public var searchText = ""
        public var searchHits = 0
        public var searchIndex = 0

        var jsonValue: JSONValue {
            .object(["text": .string(text), "critical": .bool(critical), "late": .bool(late), "milestones": .bool(milestones),
                     "from": .string(from), "to": .string(to), "sortColumn": sortColumn.map(JSONValue.string) ?? .null,
                     "ascending": .bool(ascending), "matches": .number(Double(matches)), "rows": .number(Double(rows)), "tasks": .number(Double(tasks)),
                     "searchText": .string(searchText), "searchHits": .number(Double(searchHits)),
                     "searchIndex": .number(Double(searchIndex))])
        }
    }

    /// What the page should edit.
    public enum Editor: Sendable, Equatable {
        /// An item: the page edits its row's name cell in the grid.
        case item(id: Int, row: Int)
        /// A dependency: the page shows its type and lag and offers to change or delete it.
        case dependency(id: Int, from: String, to: String, type: String, lag: String = "")
        /// An item: the page opens the task dialog with these fields (keys of
        /// ``TaskUpdate/keys`` as text; `manual` is `true` or `false`), its type,
        /// whether its dates follow its tasks, and the calendars its `calendar`
        /// select offers (the plan's calendar names; empty text is the project calendar).
        case task(id: Int, fields: [String: String], isMilestone: Bool, isSummary: Bool, calendars: [String] = [])

        var jsonValue: JSONValue {
            switch self {
            case let .item(id, row):
                .object(["kind": "item", "id": .number(Double(id)), "row": .number(Double(row))])
            case let .dependency(id, from, to, type, lag):
                .object(["kind": "dependency", "id": .number(Double(id)), "from": .string(from), "to": .string(to), "type": .string(type),
                         "lag": .string(lag)])
            case let .task(id, fields, isMilestone, isSummary, calendars):
                .object(["kind": "task", "id": .number(Double(id)), "fields": .object(fields.mapValues(JSONValue.string)),
                         "milestone": .bool(isMilestone), "summary": .bool(isSummary), "calendars": .array(calendars.map(JSONValue.string))])
            }
        }
    }

    /// A context menu at a viewport-local point.
    public struct Menu: Sendable, Equatable {
        /// Where to show it, viewport-local.
        public var x: Double
        public var y: Double
        /// The entries, in order.
        public var items: [Item]

        /// One entry: what it does (sent back) and its localized title.
        public struct Item: Sendable, Equatable {
            public var id: String
            public var title: String
        }
    }

    /// The grid beside the chart: row `i` of the chart is a grid row.
    public struct Grid: Sendable, Equatable {
        public var columns: [Column]
        public var rows: [Row]
        /// The height of the chart's header; grid rows start below it.
        public var headerHeight: Double
        public var rowHeight: Double

        public struct Column: Sendable, Equatable {
            public var key: String
            public var title: String
            public var alignment: String
            public var width: Double
            public var isEditable: Bool
        }

        public struct Row: Sendable, Equatable {
            /// The chart row.
            public var row: Int
            /// The top of the row in viewport-local points (may be negative when scrolled).
            public var y: Double
            /// The row's main item (its first), if any.
            public var itemID: Int?
            /// `standard`, `milestone`, `summary`, or `empty`.
            public var kind: String
            /// The cell texts, one per column.
            public var cells: [String]
            /// The depth of the row's item in the hierarchy (0 at the top).
            public var level = 0
            /// Whether the row's item is a summary with children (it shows an expander).
            public var isExpandable = false
            /// Whether the summary's children are shown.
            public var isExpanded = true
            /// Whether the row is shown only as the summary of tasks that match the filter (it does not match itself).
            public var isContext = false
        }
    }

    /// The viewport of a frame.
    public struct ViewportInfo: Sendable, Equatable {
        public var width: Double
        public var height: Double
        public var x: Double
        public var firstRow: Int
        public var rowOffset: Double
        public var rowCount: Int
        public var zoom: Double
        /// The width of the whole scrollable timeline in points.
        public var contentWidth: Double
        /// The time area: where bars are drawn.
        public var contentLeft: Double
        public var contentTop: Double
        /// The height the load histogram takes at the bottom of the view (0
        /// without one): the rows scroll in what is left.
        public var histogramHeight: Double = 0
    }

    var jsonValue: JSONValue {
        func number(_ value: Double) -> JSONValue { .number(value) }
        func int(_ value: Int) -> JSONValue { .number(Double(value)) }
        return .object([
            "type": "frame",
            "seq": seq.map(int) ?? .null,
            "revision": int(revision),
            "svg": .string(svg),
            "items": .array(itemIDs.map(int)),
            "grid": .object([
                "headerHeight": number(grid.headerHeight),
                "rowHeight": number(grid.rowHeight),
                "columns": .array(grid.columns.map { column in
                    .object(["key": .string(column.key), "title": .string(column.title), "align": .string(column.alignment),
                             "width": number(column.width), "editable": .bool(column.isEditable)])
                }),
                "rows": .array(grid.rows.map { row in
                    .object(["row": int(row.row), "y": number(row.y), "item": row.itemID.map(int) ?? .null, "kind": .string(row.kind),
                             "cells": .array(row.cells.map(JSONValue.string)), "level": int(row.level),
                             "expandable": .bool(row.isExpandable), "expanded": .bool(row.isExpanded), "context": .bool(row.isContext)])
                }),
            ]),
            "viewport": .object([
                "width": number(viewport.width), "height": number(viewport.height), "x": number(viewport.x),
                "firstRow": int(viewport.firstRow), "rowOffset": number(viewport.rowOffset), "rowCount": int(viewport.rowCount),
                "zoom": number(viewport.zoom), "contentWidth": number(viewport.contentWidth),
                "contentLeft": number(viewport.contentLeft), "contentTop": number(viewport.contentTop),
                "histogramHeight": number(viewport.histogramHeight),
            ]),
            "cursor": .string(cursor),
            "menu": menu.map { menu in
                .object(["x": number(menu.x), "y": number(menu.y),
                         "items": .array(menu.items.map { .object(["id": .string($0.id), "title": .string($0.title)]) })])
            } ?? .null,
            "tooltip": tooltip.map(JSONValue.string) ?? .null,
            "theme": .string(theme),
            "mode": .string(mode),
            "criticalPath": .bool(showsCriticalPath),
            "autoScheduling": .bool(autoScheduling),
            "shows": shows.jsonValue,
            "canUndo": .bool(canUndo),
            "canRedo": .bool(canRedo),
            "notice": notice.map(JSONValue.string) ?? .null,
            "autoScroll": .bool(autoScroll),
            "snap": .string(snap),
            "editor": editor?.jsonValue ?? .null,
            "chartView": .string(chartView),
            "histogram": .bool(showsHistogram),
            "hasResources": .bool(hasResources),
            "links": .array(links.map { .array([.string($0.id), .number(Double($0.from)), .number(Double($0.to))]) }),
            "dragDates": dragDates?.jsonValue ?? .null,
            "selection": .array(selection.map(int)),
            "find": find.jsonValue,
        ])
    }
}
