public import TimelineGraphics

/// The roles of what a chart shows beside its bars: deadlines, slack, date
/// markers and the progress line (see ``GanttChartConfiguration``).
extension ElementRole {
    /// An item's deadline marker, a small down arrow (`item:<n>:deadline`).
    public static let deadline: ElementRole = "deadline"
    /// An item's total slack, a thin bar after it (`item:<n>:slack`).
    public static let slack: ElementRole = "slack"
    /// A date marker's line (`marker:<i>`) and its label (`marker:<i>:label`).
    public static let dateMarker: ElementRole = "dateMarker"
    /// The progress line through the items' progress points (`progress-line`).
    public static let progressLine: ElementRole = "progressLine"
}
