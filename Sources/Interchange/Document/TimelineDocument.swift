public import ProjectScheduling
public import GanttChart
public import TimelineCore

/// A project plan as written in a TimelineKit document (JSON or YAML): items,
/// dependencies, named working-time schedules and chart settings.
///
/// The document is a versioned schema (``version``, currently
/// ``currentVersion``) in which everything has a default; the smallest valid
/// document is
///
/// ```json
/// {"items": [{"label": "Design", "row": 0, "start": "2025-03-03T08:00:00", "finish": "2025-03-05T16:00:00"}]}
/// ```
///
/// Read one with ``init(parsing:file:)`` or ``init(contentsOf:)``, which report
/// every problem with its file, line and column; turn it into a Gantt chart
/// model with ``resolve()``; write it back with ``jsonString()`` or
/// ``yamlString()``. Reading fills in what the text leaves implicit (item and
/// dependency ids, rows), so writing and reading again gives an equal document.
public struct TimelineDocument: Sendable, Equatable {
    /// The schema version this library writes and the newest it reads.
    public static let currentVersion = 1

    /// The zoom factors a document (and `render --zoom`) may give: small
    /// enough to draw years 1 to 9999 in a few thousand points, never so
    /// small that a chart has no width.
    public static let zoomRange: ClosedRange<Double> = 0.0001...1_000

    /// The hour widths (points per hour at zoom 1) a document may give.
    public static let hourWidthRange: ClosedRange<Double> = 0.001...1_000_000

    /// The schema version of the document; `1` by default.
    public var version: Int
    /// A title for the chart, if any.
    public var title: String?
    /// The name of the default schedule of the items (a built-in name or one of
    /// ``schedules``); `nil` means `standard`.
    public var calendar: String?
    /// Named working-time schedules, in the order written.
    public var schedules: [ScheduleDescription]
    /// The items (bars, milestones, summaries), in the order written.
    public var items: [Item]
    /// The dependencies between items, in the order written.
    public var dependencies: [Dependency]
    /// Labels of the rows, shown in row headers at the left (row 0 first);
    /// empty for no row headers. A resource schedule names its people and
    /// machines here.
    public var rows: [String]
    /// The header rows, top first; `nil` uses the chart's default header.
    public var header: [HeaderRow]?
    /// Names of schedules whose nonworking time is highlighted on the chart.
    public var highlighters: [String]
    /// The name of a schedule whose nonworking time is hidden from the time
    /// axis (the chart then shows working time only), if any.
    public var visibilitySchedule: String?
    /// The time drawn as the current time, if any.
    public var now: Time?
    /// The theme name: `standard`, `jewel` or `generic`; `nil` uses `standard`.
    public var theme: String?
    /// Light or dark; `nil` uses light.
    public var mode: Mode?
    /// Where item labels are drawn; `nil` uses the theme's placement.
    public var labelPlacement: LabelPlacement?
    /// The height of a row in points, if set.
    public var rowHeight: Double?
    /// The width of an hour in points at zoom 1, if set.
    public var hourWidth: Double?
    /// The zoom factor, if set.
    public var zoom: Double?
    /// The visible timeline, half-open `[start, finish)`; `nil` fits the items.
    public var timeline: TimeRange?
    /// What drags snap to (`none`, `hour`, `halfDay`, `day`, `week`); `nil` does not snap.
    public var snap: GanttChartSnapUnit?
    /// The resources items are assigned to (see ``Resource``).
    public var resources: [Resource]
    /// Which resources work on which items (see ``Assignment``).
    public var assignments: [Assignment]
    /// Which of the items' baselines (0…10) the chart draws under the bars
    /// (`baseline`); `nil` draws baseline 0.
    public var shownBaseline: Int?
    /// Labelled vertical lines over the chart (`markers`), in the order written.
    public var markers: [Marker] = []
    /// The status date of the progress line (`statusDate`); `nil` draws no progress line.
    public var statusDate: Time?
    /// Items whose total slack is at most this working duration are critical
    /// (`criticalSlack`, `2d`); `nil` for none (zero slack).
    public var criticalSlack: WorkingDuration?
    /// Whether the chart draws each item's total slack as a thin bar after it (`showSlack`).
    public var showSlack: Bool?
    /// The language and region of the plan's labels (`locale: de-DE`): header
    /// labels, the first day of the week, and the live page's strings; `nil`
    /// for English (United States) labels with weeks starting on Monday, as before.
    public var locale: String?
    /// The first day of the week for week cells (`firstWeekday: sunday`);
    /// `nil` takes it from ``locale``, or Monday without one.
    public var firstWeekday: Weekday?

    /// Creates a document; every argument has a default.
    public init(
        version: Int = TimelineDocument.currentVersion,
        title: String? = nil,
        calendar: String? = nil,
        schedules: [ScheduleDescription] = [],
        items: [Item] = [],
        dependencies: [Dependency] = [],
        rows: [String] = [],
        header: [HeaderRow]? = nil,
        highlighters: [String] = [],
        visibilitySchedule: String? = nil,
        now: Time? = nil,
        theme: String? = nil,
        mode: Mode? = nil,
        labelPlacement: LabelPlacement? = nil,
        rowHeight: Double? = nil,
        hourWidth: Double? = nil,
        zoom: Double? = nil,
        timeline: TimeRange? = nil,
        resources: [Resource] = [],
        assignments: [Assignment] = [],
        snap: GanttChartSnapUnit? = nil
    ) {
        self.version = version
        self.title = title
        self.calendar = calendar
        self.schedules = schedules
        self.items = items
        self.dependencies = dependencies
        self.rows = rows
        self.header = header
        self.highlighters = highlighters
        self.visibilitySchedule = visibilitySchedule
        self.now = now
        self.theme = theme
        self.mode = mode
        self.labelPlacement = labelPlacement
        self.rowHeight = rowHeight
        self.hourWidth = hourWidth
        self.zoom = zoom
        self.timeline = timeline
        self.resources = resources
        self.assignments = assignments
        self.snap = snap
    }

    /// The theme names a document may use: the one theme registry
    /// (`GanttChartTheme.names`: the built-ins, then the themes registered with
    /// `GanttChartTheme.register(_:)`), which the CLI, the page and the
    /// server's commands read too.
    public static var themeNames: [String] { GanttChartTheme.names }

    /// Where item labels are drawn: the chart's own placement.
    public typealias LabelPlacement = GanttChartStyle.LabelPlacement

    /// Light or dark appearance: the chart's own mode.
    public typealias Mode = GanttChartMode
}

extension TimelineDocument {
    /// One item of a document.
    ///
    /// Its time is `start` plus either `finish` or a working ``duration`` on the
    /// item's schedule (a milestone or a summary needs neither).
    public struct Item: Sendable, Equatable {
        /// The item id; assigned in order when the text omits it.
        public var id: Int
        /// The text shown with the bar.
        public var label: String
        /// The zero-based row; the next free row when the text omits it.
        public var row: Int
        /// The start.
        public var start: Time
        /// The finish, when given as a time (exclusive).
        public var finish: Time?
        /// The working duration, when given instead of a finish.
        public var duration: WorkingDuration?
        /// The completed fraction, `0...1` (written as `0.5` or `"50%"`).
        public var completion: Double
        /// Standard bar, milestone or summary.
        public var type: GanttChartItem.ItemType
        /// A short text drawn after the bar (e.g. resource names).
        public var attachment: String?
        /// A longer text for tooltips.
        public var details: String?
        /// The name of the item's schedule; `nil` uses the document's calendar.
        public var schedule: String?
        /// Color overrides as written (CSS hex or color names).
        public var colors: Colors
        /// The summary this item belongs to (by id or label), if any. The
        /// summary then spans its children (its own dates are replaced) and
        /// links to it reach every item under it.
        public var parent: ItemReference?
        /// A date constraint for scheduling (`{type: startNoEarlierThan, date: …}`), if any.
        public var constraint: GanttChartItemConstraint?
        /// A date the item should finish by: it never moves the item; a miss is reported.
        public var deadline: Time?
        /// Which of duration, units and work stays when resources change
        /// (`taskType`); fixed units when `nil`.
        public var taskType: ProjectTaskType?
        /// Whether the item's assignments share its work (`effortDriven`); `false` when `nil`.
        public var effortDriven: Bool?
        /// The leveling priority, 0...1000 (`priority`); 500 when `nil`.
        public var priority: Int?
        /// The saved baselines by number, 0…10 (`baselines: [{number: 1, start: …, finish: …}]`;
        /// `number` 0 when omitted); each half-open `[start, finish)`.
        public var baselines: [Int: TimeRange] = [:]
        /// Whether the item is manually scheduled (`manual: true`): auto-scheduling
        /// keeps its dates, as Microsoft Project keeps a manual task's; `nil` is automatic.
        public var manual: Bool?

        /// Creates an item.
        public init(
            id: Int, label: String = "", row: Int, start: Time, finish: Time? = nil,
            duration: WorkingDuration? = nil, completion: Double = 0,
            type: GanttChartItem.ItemType = .standard, attachment: String? = nil,
            details: String? = nil, schedule: String? = nil, colors: Colors = Colors(),
            parent: ItemReference? = nil, constraint: GanttChartItemConstraint? = nil, deadline: Time? = nil,
            taskType: ProjectTaskType? = nil, effortDriven: Bool? = nil, priority: Int? = nil
        ) {
            self.id = id
            self.label = label
            self.row = row
            self.start = start
            self.finish = finish
            self.duration = duration
            self.completion = completion
            self.type = type
            self.attachment = attachment
            self.details = details
            self.schedule = schedule
            self.colors = colors
            self.parent = parent
            self.constraint = constraint
            self.deadline = deadline
            self.taskType = taskType
            self.effortDriven = effortDriven
            self.priority = priority
        }
    }

    /// A labelled vertical line at a date (`markers: [{date, label, color}]`).
    public struct Marker: Sendable, Hashable {
        /// The instant the line marks.
        public var date: Time
        /// The text shown in the chart's header at the line.
        public var label: String
        /// A CSS color (hex or a color name); `nil` uses the theme's.
        public var color: String?

        /// Creates a marker.
        public init(date: Time, label: String, color: String? = nil) {
            self.date = date
            self.label = label
            self.color = color
        }
    }

    /// Color overrides of an item, as CSS color strings; `nil` uses the theme.
    public struct Colors: Sendable, Hashable {
        /// The fill of the bar (or milestone diamond).
        public var bar: String?
        /// The outline of the bar.
        public var outline: String?
        /// The fill of the completed part.
        public var completion: String?
        /// The label text.
        public var label: String?

        /// Creates overrides; omitted values use the theme.
        public init(bar: String? = nil, outline: String? = nil, completion: String? = nil, label: String? = nil) {
            self.bar = bar
            self.outline = outline
            self.completion = completion
            self.label = label
        }

        /// Whether no color is overridden.
        public var isEmpty: Bool { bar == nil && outline == nil && completion == nil && label == nil }
    }

    /// A dependency between two items of a document.
    public struct Dependency: Sendable, Equatable {
        /// The dependency id; assigned in order when the text omits it.
        public var id: Int
        /// The predecessor.
        public var from: ItemReference
        /// The successor.
        public var to: ItemReference
        /// Which ends are linked; finish-to-start by default.
        public var type: GanttChartDependency.DependencyType
        /// A text for tooltips.
        public var details: String?
        /// The lag (negative for a lead), if any.
        public var lag: Lag?

        /// Creates a dependency.
        public init(id: Int, from: ItemReference, to: ItemReference,
                    type: GanttChartDependency.DependencyType = .fromFinishToStart, details: String? = nil, lag: Lag? = nil) {
            self.id = id
            self.from = from
            self.to = to
            self.type = type
            self.details = details
            self.lag = lag
        }
    }

    /// How a dependency names an item: by id, or by its (unique) label.
    public enum ItemReference: Sendable, Hashable, CustomStringConvertible {
        /// The item with this id.
        case id(Int)
        /// The only item with this label.
        case label(String)

        /// `3` or `"Design"`.
        public var description: String {
            switch self {
            case let .id(id): "\(id)"
            case let .label(label): "\"\(label)\""
            }
        }
    }

    /// One header row: the periods it shows and, optionally, how they are labeled.
    public struct HeaderRow: Sendable, Hashable {
        /// The periods of the row (days, weeks, months…).
        public var intervals: TimeIntervalType
        /// A date-format pattern (`"MMM yyyy"`), or `nil` for the interval's default.
        public var format: String?

        /// Creates a header row.
        public init(intervals: TimeIntervalType, format: String? = nil) {
            self.intervals = intervals
            self.format = format
        }
    }

    /// The short dependency type names a document may use (`FS`, `SS`, `FF`, `SF`).
    public static let dependencyTypeAbbreviations: [String: GanttChartDependency.DependencyType] = [
        "FS": .fromFinishToStart, "SS": .fromStartToStart, "FF": .fromFinishToFinish, "SF": .fromStartToFinish,
    ]

    /// The short name of a dependency type (`FS`…), as written by the writers.
    public static func abbreviation(of type: GanttChartDependency.DependencyType) -> String {
        switch type {
        case .fromFinishToStart: "FS"
        case .fromStartToStart: "SS"
        case .fromFinishToFinish: "FF"
        case .fromStartToFinish: "SF"
        }
    }
}
