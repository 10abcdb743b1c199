public import TimelineGraphics

/// Everything about how a Gantt chart looks: colors, fonts, line widths and
/// insets of the content (rows, bars, labels, dependency lines, time areas)
/// and of the header.
///
/// A style is a plain value. Get one from a theme
/// (`GanttChartTheme.standard.style(for: .dark)`), change what you like, and
/// pass it to ``GanttChartLayout``. `GanttChartStyle()` is the standard light
/// style. Per-element adjustments go through ``GanttChartStyleSelectors``;
/// per-item color overrides (``GanttChartItem/style``) win over both.
public struct GanttChartStyle: Sendable, Hashable {
    /// Where an item's label is drawn.
    public enum LabelPlacement: String, Sendable, Hashable, Codable, CaseIterable {
        /// Inside the bar when it fits, otherwise to the right of it.
        case automatic
        /// Inside the bar, truncated with "…" when it does not fit.
        case inside
        /// To the right of the bar.
        case outside
    }

    // MARK: Content

    /// The color behind everything.
    public var background: Color
    /// The background of even rows.
    public var rowBackground: Color
    /// The background of odd rows; `nil` paints them like even rows.
    public var alternateRowBackground: Color?
    /// The line under each row; `nil` for none.
    public var rowBorderColor: Color?
    /// The width of the line under each row.
    public var rowBorderWidth: Double
    /// The vertical lines at the borders of the major time intervals (the
    /// top header row's cells); `nil` for none.
    public var timeAreaBorderColor: Color?
    /// The width of the time area borders.
    public var timeAreaBorderWidth: Double
    /// The shading of nonworking time (the schedule highlighters).
    public var nonworkingTimeFill: Color
    /// The shading of intervals selected by the interval highlighters.
    public var highlightedTimeAreaFill: Color
    /// The color of labels drawn for highlighted time areas.
    public var timeAreaLabelColor: Color
    /// The font of labels drawn for highlighted time areas.
    public var timeAreaLabelFont: Font

    /// How standard bars are painted.
    public var standardBar: GanttChartBarStyle
    /// How milestone diamonds are painted.
    public var milestoneBar: GanttChartBarStyle
    /// How summary bars are painted.
    public var summaryBar: GanttChartBarStyle
    /// The space between a row's edges and its bar (leading and trailing are
    /// ignored).
    public var barInsets: EdgeInsets
    /// The space between a bar's edges and its completion bar (leading and
    /// trailing are ignored): zero for a completion bar as tall as the bar,
    /// larger for a thin completion stripe.
    public var completionBarInsets: EdgeInsets

    /// Where labels are drawn.
    public var labelPlacement: LabelPlacement
    /// The font of item labels.
    public var labelFont: Font
    /// The font of summary labels.
    public var summaryLabelFont: Font
    /// The color of labels drawn beside a bar.
    public var labelColor: Color
    /// The color of labels drawn inside a bar.
    public var labelInsideColor: Color
    /// The font of attachments (the text after the bar).
    public var attachmentFont: Font
    /// The color of attachments.
    public var attachmentColor: Color
    /// The space between a bar and the text beside it, and between a label
    /// and the attachment after it. Keep it larger than the dependency
    /// routing's horizontal gap so that lines leaving a bar do not cross its label.
    public var labelSpacing: Double
    /// The space between a label inside a bar and the bar's edges.
    public var labelInsidePadding: Double

    /// The color of dependency lines and arrowheads.
    public var dependencyLineColor: Color
    /// The color of highlighted dependency lines.
    public var highlightedDependencyLineColor: Color
    /// The width of dependency lines.
    public var dependencyLineWidth: Double
    /// The length (and width) of dependency arrowheads.
    public var dependencyArrowSize: Double

    /// The outline of highlighted items.
    public var highlightColor: Color
    /// The outline of the focused item (used by interaction).
    public var focusColor: Color
    /// The outline of selected items (used by interaction).
    public var selectionColor: Color
    /// The fill of baseline bars (the planned dates drawn under an item).
    public var baselineFill: Color
    /// The height of baseline bars, drawn in the bar's bottom inset.
    public var baselineHeight: Double
    /// The color of deadline markers that are met.
    public var deadlineColor: Color
    /// The color of missed deadlines: their marker and the late bar's outline.
    public var missedDeadlineColor: Color
    /// The fill of slack bars (an item's total slack after it).
    public var slackFill: Color
    /// The height of slack bars.
    public var slackHeight: Double
    /// The color of date markers that give none of their own.
    public var dateMarkerColor: Color
    /// The color of the progress line.
    public var progressLineColor: Color
    /// The color of the current-time line.
    public var currentTimeLineColor: Color
    /// The width of the current-time line.
    public var currentTimeLineWidth: Double

    // MARK: Header

    /// The header's background.
    public var headerBackground: Color
    /// The lines between header cells and under the header.
    public var headerBorderColor: Color
    /// The font of header labels.
    public var headerLabelFont: Font
    /// The color of header labels.
    public var headerLabelColor: Color
    /// The background of the regions outside the time area: the corner above
    /// the row headers.
    public var regionalBackground: Color
    /// The background of row headers.
    public var rowHeaderBackground: Color
    /// The font of row header labels.
    public var rowHeaderLabelFont: Font
    /// The color of row header labels.
    public var rowHeaderLabelColor: Color

    /// Creates the standard light style.
    public init() {
        background = Color(rgb: 255, 255, 255)
        rowBackground = Color(rgb: 255, 255, 255)
        alternateRowBackground = Color(rgb: 248, 250, 252)
        rowBorderColor = Color(rgb: 234, 237, 242)
        rowBorderWidth = 1
        timeAreaBorderColor = Color(rgb: 222, 226, 232)
        timeAreaBorderWidth = 1
        nonworkingTimeFill = Color(rgb: 241, 243, 246)
        highlightedTimeAreaFill = Color(rgb: 255, 236, 179, alpha: 128)
        timeAreaLabelColor = Color(rgb: 120, 113, 90)
        timeAreaLabelFont = Font(size: 10)

        standardBar = GanttChartBarStyle(
            fill: Color(rgb: 173, 203, 242), stroke: Color(rgb: 74, 134, 217), strokeWidth: 1,
            completionFill: Color(rgb: 74, 134, 217), cornerRadius: 3)
        milestoneBar = GanttChartBarStyle(
            fill: Color(rgb: 46, 71, 110), stroke: nil, strokeWidth: 1,
            completionFill: Color(rgb: 46, 71, 110), cornerRadius: 0)
        summaryBar = GanttChartBarStyle(
            fill: Color(rgb: 71, 85, 105), stroke: nil, strokeWidth: 1,
            completionFill: Color(rgb: 30, 41, 59), cornerRadius: 1)
        barInsets = EdgeInsets(top: 6, bottom: 6)
        completionBarInsets = .zero

        labelPlacement = .outside
        labelFont = Font(size: 12)
        summaryLabelFont = Font(size: 12, weight: .bold)
        labelColor = Color(rgb: 31, 41, 55)
        labelInsideColor = Color(rgb: 255, 255, 255)
        attachmentFont = Font(size: 11)
        attachmentColor = Color(rgb: 102, 112, 133)
        labelSpacing = 12
        labelInsidePadding = 6

        dependencyLineColor = Color(rgb: 118, 130, 150)
        highlightedDependencyLineColor = Color(rgb: 229, 72, 77)
        dependencyLineWidth = 1.25
        dependencyArrowSize = 7

        highlightColor = Color(rgb: 245, 165, 36)
        focusColor = Color(rgb: 47, 128, 237)
        selectionColor = Color(rgb: 47, 128, 237)
        baselineFill = Color(rgb: 148, 163, 184)
        baselineHeight = 3
        currentTimeLineColor = Color(rgb: 229, 72, 77)
        currentTimeLineWidth = 1.5
        deadlineColor = Color(rgb: 22, 128, 61)
        missedDeadlineColor = Color(rgb: 220, 38, 38)
        slackFill = Color(rgb: 100, 116, 139)
        slackHeight = 2
        dateMarkerColor = Color(rgb: 124, 58, 237)
        progressLineColor = Color(rgb: 234, 88, 12)

        headerBackground = Color(rgb: 246, 247, 249)
        headerBorderColor = Color(rgb: 214, 219, 226)
        headerLabelFont = Font(size: 11)
        headerLabelColor = Color(rgb: 52, 64, 84)
        regionalBackground = Color(rgb: 246, 247, 249)
        rowHeaderBackground = Color(rgb: 250, 251, 252)
        rowHeaderLabelFont = Font(size: 12)
        rowHeaderLabelColor = Color(rgb: 52, 64, 84)
    }

    /// The bar style of an item type.
    /// - Parameter type: Standard, milestone or summary.
    /// - Returns: ``standardBar``, ``milestoneBar`` or ``summaryBar``.
    public func barStyle(for type: GanttChartItem.ItemType) -> GanttChartBarStyle {
        switch type {
        case .standard: standardBar
        case .milestone: milestoneBar
        case .summary: summaryBar
        }
    }

    /// Replaces the bar style of an item type.
    /// - Parameters:
    ///   - style: The new bar style.
    ///   - type: Standard, milestone or summary.
    public mutating func setBarStyle(_ style: GanttChartBarStyle, for type: GanttChartItem.ItemType) {
        switch type {
        case .standard: standardBar = style
        case .milestone: milestoneBar = style
        case .summary: summaryBar = style
        }
    }
}
