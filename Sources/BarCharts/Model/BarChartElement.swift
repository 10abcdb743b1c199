public import TimelineGraphics

/// A tappable part of a bar chart: a whole bar, or one frame of a stacked bar.
public enum BarChartElement: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A plain bar (`bar:<series>:<index>`).
    case bar(series: String, index: Int)
    /// A frame of a stacked bar (`stack:<series>:<index>:<frame>`).
    case stackFrame(series: String, index: Int, frame: Int)

    /// The series.
    public var series: String {
        switch self {
        case let .bar(series, _), let .stackFrame(series, _, _): series
        }
    }

    /// The category index.
    public var index: Int {
        switch self {
        case let .bar(_, index), let .stackFrame(_, index, _): index
        }
    }

    /// The element's semantic id in the display list.
    public var semanticID: SemanticID { SemanticID(description) }

    /// `bar:<series>:<index>` or `stack:<series>:<index>:<frame>`.
    public var description: String {
        switch self {
        case let .bar(series, index): "bar:\(series):\(index)"
        case let .stackFrame(series, index, frame): "stack:\(series):\(index):\(frame)"
        }
    }
}
