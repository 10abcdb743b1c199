/// What a host must do after ``BarChartInteraction`` handled an event.
public enum BarChartEffect: Sendable, Hashable {
    /// A plain bar was tapped: the reference's `tapHandler` with `ChartTappedBar`.
    case barTapped(series: String, index: Int)
    /// A frame of a stacked bar was tapped: the reference's `ChartTappedBarStacked`
    /// (the first frame containing the point).
    case stackFrameTapped(series: String, index: Int, frame: Int)
    /// The selection changed: lay out again (the viewport carries it).
    case selectionChanged(BarChartElement?)
    /// The viewport (scroll, zoom, size) changed: lay out again with ``BarChartInteraction/viewport``.
    case viewportChanged(BarChartViewport)
}
