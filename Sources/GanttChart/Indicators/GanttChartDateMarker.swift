public import TimelineCore

/// A labelled vertical line at a date, drawn over the time area with its
/// label in the header (`marker:<index>`): a release, a review, a freeze.
///
/// ```swift
/// configuration.dateMarkers = [GanttChartDateMarker(time: friday16, label: "Code freeze", color: "#7c3aed")]
/// ```
public struct GanttChartDateMarker: Sendable, Hashable {
    /// The instant the line marks.
    public var time: Time
    /// The text shown in the header at the line.
    public var label: String
    /// A CSS color for the line and its label (hex or a color name); `nil`
    /// uses the style's ``GanttChartStyle/dateMarkerColor``.
    public var color: String?

    /// Creates a marker.
    /// - Parameters:
    ///   - time: The instant the line marks.
    ///   - label: The text shown in the header.
    ///   - color: A CSS color; `nil` uses the style's.
    public init(time: Time, label: String, color: String? = nil) {
        self.time = time
        self.label = label
        self.color = color
    }
}
