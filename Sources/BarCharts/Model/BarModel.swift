public import TimelineGraphics

/// One plain bar: the reference's `ChartBarModel`.
///
/// A bar stands at a category (``constant``, the coordinate that does not
/// change between its two ends) and runs along the value axis from
/// ``axisValue1`` to ``axisValue2``. Either end may be the larger one, so a
/// bar from 0 to −3 hangs below the zero line.
///
/// ```swift
/// let bar = BarModel(series: "profit", constant: 2, axisValue1: 0, axisValue2: -3.5, color: .red)
/// ```
public struct BarModel: Sendable, Hashable, Codable {
    /// The series the bar belongs to: the `<series>` of its id `bar:<series>:<index>`.
    public var series: String
    /// The category index the bar stands at (`0..<categories.count`): the
    /// reference's `constant`, and the `<index>` of the bar's id.
    public var constant: Int
    /// Where the bar starts on the value axis (usually 0).
    public var axisValue1: Double
    /// Where the bar ends on the value axis.
    public var axisValue2: Double
    /// The fill; `nil` uses the series' legend color, else the style's palette.
    public var color: Color?

    /// Creates a bar.
    /// - Parameters:
    ///   - series: The series id used in the bar's semantic id.
    ///   - constant: The category index.
    ///   - axisValue1: The start on the value axis.
    ///   - axisValue2: The end on the value axis.
    ///   - color: The fill, or `nil` for the series' color.
    public init(series: String = "bars", constant: Int, axisValue1: Double = 0, axisValue2: Double, color: Color? = nil) {
        self.series = series
        self.constant = constant
        self.axisValue1 = axisValue1
        self.axisValue2 = axisValue2
        self.color = color
    }

    /// The signed length: `axisValue2 - axisValue1` (what value labels show).
    public var value: Double { axisValue2 - axisValue1 }
}
