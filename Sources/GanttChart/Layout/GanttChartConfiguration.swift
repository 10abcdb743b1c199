public import Foundation
public import TimelineCore
import TimelineGraphics

/// The content settings of a Gantt chart: sizes, zoom, timeline, highlighters,
/// what is shown, header, theme and localization.
///
/// A configuration is a plain value passed to ``GanttChartLayout``; every
/// property has a sensible default, so `GanttChartConfiguration()` draws a
/// professional-looking chart.
///
/// ```swift
/// var configuration = GanttChartConfiguration()
/// configuration.hourWidth = 3
/// configuration.currentTime = Time(year: 2025, month: 3, day: 5, hour: 10)
/// configuration.locale = Locale(identifier: "de_DE")
/// configuration.mode = .dark
/// ```
public struct GanttChartConfiguration: Sendable {
    // MARK: Sizes and zoom

    /// The height of each row in points.
    public var rowHeight: Double = 28
    /// Points per hour before zooming.
    public var hourWidth: Double = 2.5
    /// The zoom factor on ``hourWidth``, clamped to ``minZoom``...``maxZoom``.
    public var zoom: Double = 1
    /// The smallest zoom factor.
    public var minZoom: Double = 0.01
    /// The largest zoom factor.
    public var maxZoom: Double = 100

    /// ``zoom`` clamped to ``minZoom``...``maxZoom``.
    public var clampedZoom: Double { Swift.min(Swift.max(zoom, minZoom), maxZoom) }
    /// Points per hour after zooming: ``hourWidth`` × ``clampedZoom``.
    public var actualHourWidth: Double { hourWidth * clampedZoom }

    // MARK: Scrollable area

    /// The timeline that can be scrolled through, half-open; `nil` derives it
    /// from the provider's preferred timeline, widened by
    /// ``preferredTimelineMargin`` on both sides and rounded out to whole days.
    public var scrollableTimeline: TimeRange?
    /// Seconds added before and after the provider's preferred timeline when
    /// ``scrollableTimeline`` is automatic (one week by default).
    public var preferredTimelineMargin: Double = 7 * 86_400
    /// The least number of scrollable rows, even with fewer items.
    public var desiredScrollableRowCount: Int = 0
    /// Empty rows offered after the last row in use (for adding items).
    public var extraRowCount: Int = 1
    /// Extra points laid out on each side of the viewport so that labels and
    /// lines of elements just outside it are still drawn.
    public var viewportMargin: Double = 200

    // MARK: Time

    /// A schedule whose nonworking time is hidden from the time axis (x
    /// advances only through its working time); `nil` shows all time.
    public var visibilitySchedule: Schedule?
    /// The working time used to place completion bars of items that have no
    /// schedule of their own; `nil` uses the provider's schedule when it is a
    /// ``GanttChartItemManager``, else ``visibilitySchedule``, else continuous time.
    public var schedule: (any ScheduleDefinition)?
    /// Schedules whose nonworking time is shaded (weekends by default).
    public var scheduleHighlighters: [any ScheduleDefinition] = [Schedule.fullDay]
    /// Selectors whose intervals are shaded as highlighted time areas; a
    /// selector of moments (``TimelineCore/TimeSelector/time(_:separating:format:locale:intervals:separator:)``)
    /// draws a line at each moment instead.
    public var intervalHighlighters: [TimeSelector] = []
    /// The "now" line; `nil` draws none. (The library never reads the clock.)
    public var currentTime: Time?
    /// How times snap while editing.
    public var timeScale: TimeScale = .continuous

    // MARK: What is shown

    /// Whether attachments are drawn after bars.
    public var showsAttachments = true
    /// Whether item labels are drawn.
    public var showsLabels = true
    /// Whether elements carry tooltips (`title`).
    public var showsToolTips = true
    /// Whether completion bars are drawn.
    public var showsCompletionBars = true
    /// Whether dependency lines are drawn.
    public var showsDependencyLines = true
    /// The narrowest a bar is drawn, in points.
    public var minBarWidth: Double = 2
    /// The widest an attachment is drawn, in points (longer text is truncated).
    public var attachmentLabelWidth: Double = 160

    // MARK: Baselines, deadlines, slack and progress

    /// Which of the items' baselines (``GanttChartItem/baselines``, 0…10) is
    /// drawn under the bars (`item:<n>:baseline`); `nil` draws none.
    public var shownBaseline: Int? = 0
    /// An item's deadline, if any: a small down arrow at that time on the
    /// item's row (`item:<n>:deadline`). An item finishing after its deadline
    /// has missed it: the arrow and the bar's outline are drawn in the
    /// style's ``GanttChartStyle/missedDeadlineColor``.
    public var deadline: (@Sendable (GanttChartItem.ID) -> Time?)?
    /// An item's total slack in working seconds, if known (from
    /// ``GanttChartScheduleAnalysis/totalSlacks``), for ``showsSlackBars``.
    public var totalSlack: (@Sendable (GanttChartItem.ID) -> Double?)?
    /// Whether an item's positive total slack is drawn as a thin bar after it
    /// (`item:<n>:slack`), as long as the slack in working time on the
    /// chart's schedule.
    public var showsSlackBars = false
    /// Labelled vertical lines over the time area (`marker:<index>`).
    public var dateMarkers: [GanttChartDateMarker] = []
    /// The status date of the progress line; `nil` draws none. The line
    /// (`progress-line`) runs down the status date and out to each visible
    /// item's progress point: left of the date for work behind schedule,
    /// right for work ahead, as Microsoft Project draws it.
    public var statusDate: Time?

    // MARK: Row headers

    /// The width of the row headers at the left; 0 for none.
    public var rowHeaderWidth: Double = 0
    /// The text of a row's header; `nil` (or a `nil` result) leaves it empty.
    public var rowHeaderLabel: (@Sendable (Int) -> String?)?

    // MARK: Dependency lines

    /// Routing settings of dependency lines (its `rowHeight` is replaced by ``rowHeight``).
    public var dependencyRouting = GanttChartDependencyRouting(drawsVerticallyEndingDependencyLinesWhenApplicable: false)
    /// Draws dependency lines.
    public var diagramGenerator: any GanttChartDiagramGenerator = GanttChartStandardDiagramGenerator()

    // MARK: Header, language and look

    /// The time header.
    public var header = GanttChartHeader()
    /// The locale of header labels and accessibility labels.
    public var locale = Locale(identifier: "en_US")
    /// The first day of the week for week cells; `nil` takes it from ``locale``.
    public var firstWeekday: Weekday?
    /// The strings of commands.
    public var localization = GanttChartLocalization()
    /// The theme used when ``GanttChartLayout`` is given no explicit style.
    public var theme: GanttChartTheme = .standard
    /// Light or dark.
    public var mode: GanttChartMode = .light
    /// Per-element style adjustments.
    public var styleSelectors = GanttChartStyleSelectors()

    /// Creates the default configuration.
    public init() {}

    // MARK: Derived values

    /// The style of ``theme`` in ``mode``.
    public var themeStyle: GanttChartStyle { theme.style(for: mode) }

    /// The first day of the week: ``firstWeekday`` or the locale's.
    public var resolvedFirstWeekday: Weekday {
        if let firstWeekday { return firstWeekday }
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        return Weekday(rawValue: calendar.firstWeekday - 1) ?? .sunday
    }

    /// The header rows for the current zoom level.
    public var headerRows: [GanttChartHeaderRow] {
        header.resolvedRows(forHourWidth: actualHourWidth, locale: locale, firstWeekday: resolvedFirstWeekday)
    }

    /// The scrollable timeline for `provider` (see ``scrollableTimeline``).
    /// Without data it spans four weeks around ``currentTime`` (or from 2001-01-01).
    /// - Parameter provider: The chart's data.
    /// - Returns: A half-open range of whole days unless set explicitly.
    public func scrollableTimeline(for provider: some GanttChartCollectionProvider) -> TimeRange {
        if let scrollableTimeline { return scrollableTimeline }
        guard let preferred = provider.preferredTimeline else {
            let anchor = (currentTime ?? .reference).dayStart
            return TimeRange(anchor.adding(days: -7)..<anchor.adding(days: 21))
        }
        let start = preferred.start.adding(seconds: -preferredTimelineMargin).dayStart
        let end = preferred.finish.adding(seconds: preferredTimelineMargin)
        let finish = end.timeOfDay == 0 ? end : end.dayStart.adding(days: 1)
        return TimeRange(start..<Swift.max(finish, start.adding(days: 1)))
    }

    /// The time axis: x = 0 at the scrollable timeline's start.
    /// - Parameter provider: The chart's data.
    public func timeAxis(for provider: some GanttChartCollectionProvider) -> TimeAxis {
        TimeAxis(origin: scrollableTimeline(for: provider).start, hourWidth: hourWidth, zoom: clampedZoom,
                 visibilitySchedule: visibilitySchedule)
    }

    /// The number of scrollable rows: the rows in use plus ``extraRowCount``,
    /// at least ``desiredScrollableRowCount``.
    /// - Parameter provider: The chart's data.
    public func scrollableRowCount(for provider: some GanttChartCollectionProvider) -> Int {
        let total = provider.totalRowCount
        let withExtra = total > Int.max - extraRowCount ? Int.max : total + Swift.max(0, extraRowCount)
        return Swift.max(withExtra, desiredScrollableRowCount)
    }

    /// The working time that places completion bars of items without a
    /// schedule (see ``schedule``).
    /// - Parameter provider: The chart's data.
    public func completionSchedule(for provider: some GanttChartCollectionProvider) -> any ScheduleDefinition {
        if let schedule { return schedule }
        if let manager = provider as? GanttChartItemManager { return manager.schedule }
        return visibilitySchedule ?? Schedule.continuous
    }
}
