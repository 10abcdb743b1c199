public import TimelineCore

/// A bar (or milestone, or summary) drawn on one row of a Gantt chart.
///
/// An item is a plain value with a stable ``ID``. Its ``time`` is a half-open
/// range `[start, finish)`; a milestone has a momentary range (`start == finish`).
/// Items are never fixed up silently: ``validate()`` and every container
/// (``GanttChartItemSource``, ``GanttChartItemManager``) reject bad values with a
/// ``GanttChartValidationError`` that names the item and the reason.
///
/// ```swift
/// let task = GanttChartItem(id: 1, label: "Design", row: 0,
///                           time: TimeRange(monday8..<monday16), completion: 0.5)
/// ```
///
/// Two items are equal when all their fields are equal; the per-item
/// ``schedule`` is compared only by presence (schedules have no identity).
public struct GanttChartItem: Sendable, Identifiable, Equatable, CustomStringConvertible {
    /// The largest row an item may occupy: `2^53 − 1`, so that a row number
    /// converts to `Double` (for coordinates) without rounding.
    public static let maximumRow = (1 << 53) - 1

    /// The stable identity of the item.
    public var id: ID
    /// The text shown on or next to the bar.
    public var label: String
    /// The zero-based row the item is drawn on, in `0...maximumRow`.
    public var row: Int
    /// The planned time, half-open `[start, finish)`; momentary for a milestone.
    public var time: TimeRange
    /// The completed fraction, in `0...1`.
    public var completion: Double
    /// Whether this is a standard bar, a milestone or a summary.
    public var type: ItemType
    /// An optional short text drawn after the bar (e.g. resource names).
    public var attachment: String? {
        get { extras.attachment }
        set { updateExtras { $0.attachment = newValue } }
    }
    /// An optional longer text for tooltips and accessibility.
    public var details: String? {
        get { extras.details }
        set { updateExtras { $0.details = newValue } }
    }
    /// The working-time schedule of this item, overriding the manager's
    /// schedule when set.
    public var schedule: (any ScheduleDefinition)? {
        get { extras.schedule }
        set { updateExtras { $0.schedule = newValue } }
    }
    /// Per-item overrides of the chart's interaction settings.
    public var settings: GanttChartItemSettings {
        get { extras.settings }
        set { updateExtras { $0.settings = newValue } }
    }
    /// Per-item overrides of the chart's style.
    public var style: GanttChartItemStyleOverrides {
        get { extras.style }
        set { updateExtras { $0.style = newValue } }
    }
    /// A free key for the application (e.g. the id of the task it shows).
    public var context: String? {
        get { extras.context }
        set { updateExtras { $0.context = newValue } }
    }
    /// The planned (baseline) time, drawn beside the bar to compare with
    /// ``time``; half-open `[start, finish)`: baseline 0 of ``baselines``
    /// (Microsoft Project's "Baseline"). Set by
    /// ``GanttChartScheduleAnalysis/saveBaseline(in:number:)``.
    public var baseline: TimeRange? {
        get { extras.baselines[0] }
        set { updateExtras { $0.baselines[0] = newValue } }
    }
    /// The saved baselines by number, ``baselineNumbers`` (0 is Microsoft
    /// Project's "Baseline", 1…10 its "Baseline1"…"Baseline10"); each
    /// half-open `[start, finish)`. The chart draws the one its
    /// configuration's ``GanttChartConfiguration/shownBaseline`` names.
    public var baselines: [Int: TimeRange] {
        get { extras.baselines }
        set { updateExtras { $0.baselines = newValue } }
    }
    /// The numbers a baseline may have: 0 (Baseline) to 10 (Baseline10).
    public static let baselineNumbers: ClosedRange<Int> = 0...10

    /// The rarely set fields live in one shared, immutable box, so an item is
    /// small (about 90 bytes) and a million of them fit in memory comfortably;
    /// items without such fields share a single empty box.
    private var extras: Extras

    private mutating func updateExtras(_ change: (inout Extras.Fields) -> Void) {
        var fields = extras.fields
        change(&fields)
        extras = Extras(fields)
    }
    /// Whether the item was added or edited since the last
    /// ``GanttChartItemManager/acceptChanges()``.
    public var hasChanged: Bool

    /// Creates an item. Nothing is validated here; containers validate on insertion
    /// and ``validate()`` checks explicitly.
    /// - Parameters:
    ///   - id: The stable identity.
    ///   - label: The text shown with the bar.
    ///   - row: The zero-based row.
    ///   - time: The half-open time range; momentary for a milestone.
    ///   - completion: The completed fraction, `0...1`.
    ///   - type: Standard, milestone or summary.
    ///   - attachment: A short text drawn after the bar.
    ///   - details: A longer text for tooltips.
    ///   - schedule: The item's own working time, if any.
    ///   - settings: Interaction overrides.
    ///   - style: Style overrides.
    ///   - context: A free key for the application.
    ///   - hasChanged: Whether the item counts as changed.
    ///   - baseline: The planned time (baseline 0), if any.
    ///   - baselines: More baselines by number (``baselineNumbers``); `baseline`
    ///     wins for number 0.
    public init(
        id: ID,
        label: String = "",
        row: Int,
        time: TimeRange,
        completion: Double = 0,
        type: ItemType = .standard,
        attachment: String? = nil,
        details: String? = nil,
        schedule: (any ScheduleDefinition)? = nil,
        settings: GanttChartItemSettings = GanttChartItemSettings(),
        style: GanttChartItemStyleOverrides = GanttChartItemStyleOverrides(),
        context: String? = nil,
        hasChanged: Bool = false,
        baseline: TimeRange? = nil,
        baselines: [Int: TimeRange] = [:]
    ) {
        self.id = id
        self.label = label
        self.row = row
        self.time = time
        self.completion = completion
        self.type = type
        var fields = Extras.Fields(attachment: attachment, details: details, schedule: schedule,
                                   settings: settings, style: style, context: context, baselines: baselines)
        if let baseline { fields.baselines[0] = baseline }
        extras = fields.isEmpty ? Extras.empty : Extras(fields)
        self.hasChanged = hasChanged
    }

    /// The first instant of ``time``.
    public var start: Time { time.start }
    /// The instant just after ``time`` (not contained).
    public var finish: Time { time.finish }
    /// Whether the item is a milestone.
    public var isMilestone: Bool { type == .milestone }
    /// Whether the item is a summary of other items.
    public var isSummary: Bool { type == .summary }
    /// The calendar duration of ``time`` in seconds (not working time; see
    /// ``GanttChartItemManager/scheduledDuration(in:)``).
    public var duration: Double { time.duration }

    /// A copy whose milestone time is collapsed to its start. Call it only when
    /// the caller asks for normalization; validation never does it.
    /// - Returns: The item itself unless it is a milestone with a duration.
    public func normalizingMilestone() -> GanttChartItem {
        guard isMilestone, !time.isMomentary else { return self }
        var copy = self
        copy.time = TimeRange(at: time.start)
        return copy
    }

    /// `#id "label" row r [start–finish)`.
    public var description: String {
        "#\(id) \"\(label)\" row \(row) [\(time)) \(type)"
    }

    public static func == (lhs: GanttChartItem, rhs: GanttChartItem) -> Bool {
        lhs.id == rhs.id && lhs.label == rhs.label && lhs.row == rhs.row && lhs.time == rhs.time
            && (lhs.completion == rhs.completion || (lhs.completion.isNaN && rhs.completion.isNaN))
            && lhs.type == rhs.type && lhs.attachment == rhs.attachment && lhs.details == rhs.details
            && (lhs.schedule == nil) == (rhs.schedule == nil)
            && lhs.settings == rhs.settings && lhs.style == rhs.style
            && lhs.context == rhs.context && lhs.hasChanged == rhs.hasChanged
            && lhs.baselines == rhs.baselines
    }
}

extension GanttChartItem {
    /// The typed identity of a ``GanttChartItem``: an integer, so that virtual
    /// providers can use row numbers as ids. Encodes as a bare number.
    public typealias ID = TypedID<GanttChartItem>

    /// What an item represents, which decides how it is drawn and validated.
    public enum ItemType: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
        /// A bar with a duration.
        case standard
        /// A single instant, drawn as a diamond; its time is momentary.
        case milestone
        /// A bar that spans other items (its time usually follows them).
        case summary

        /// The raw value (`"standard"`, `"milestone"`, `"summary"`).
        public var description: String { rawValue }
    }
}

extension GanttChartItem {
    /// The shared storage of an item's rarely set fields (see `extras`).
    final class Extras: Sendable {
        struct Fields: Sendable {
            var attachment: String?
            var details: String?
            var schedule: (any ScheduleDefinition)?
            var settings: GanttChartItemSettings
            var style: GanttChartItemStyleOverrides
            var context: String?
            var baselines: [Int: TimeRange] = [:]

            var isEmpty: Bool {
                attachment == nil && details == nil && schedule == nil && context == nil && baselines.isEmpty
                    && settings == GanttChartItemSettings() && style == GanttChartItemStyleOverrides()
            }
        }

        static let empty = Extras(Fields(settings: GanttChartItemSettings(), style: GanttChartItemStyleOverrides()))

        let fields: Fields

        init(_ fields: Fields) { self.fields = fields }

        var attachment: String? { fields.attachment }
        var details: String? { fields.details }
        var schedule: (any ScheduleDefinition)? { fields.schedule }
        var settings: GanttChartItemSettings { fields.settings }
        var style: GanttChartItemStyleOverrides { fields.style }
        var context: String? { fields.context }
        var baselines: [Int: TimeRange] { fields.baselines }
    }
}
