import TimelineGraphics

/// A bar made of frames stacked from a start value: the reference's
/// `ChartStackedBarModel`.
///
/// Frame `f` of the bar at category `i` of series `s` has the id
/// `stack:<s>:<i>:<f>`. Where each frame lies depends on the chart's
/// ``StackingMode``: ``frameRanges(stacking:)``.
public struct StackedBarModel: Sendable, Hashable, Codable {
    /// The series the bar belongs to (`<series>` of its frames' ids).
    public var series: String
    /// The category index the bar stands at (the reference's `constant`).
    public var constant: Int
    /// Where the stack starts on the value axis (usually 0).
    public var start: Double
    /// The frames, from the start outwards.
    public var items: [StackedBarItem]

    /// Creates a stacked bar.
    public init(series: String = "bars", constant: Int, start: Double = 0, items: [StackedBarItem]) {
        self.series = series
        self.constant = constant
        self.start = start
        self.items = items
    }

    /// The sum of the quantities.
    public var totalQuantity: Double { items.reduce(0) { $0 + $1.quantity } }

    /// The reference's `axisValue2`: the start plus every quantity.
    public var axisValue2: Double { start + totalQuantity }

    /// The value-axis interval `(from, to)` of each frame, in order.
    ///
    /// - ``StackingMode/diverging``: positive quantities stack upwards from
    ///   ``start``, negative ones downwards from it, each in item order.
    /// - ``StackingMode/runningTotal`` (the reference): each frame runs from
    ///   the running total to the running total plus its quantity, so a
    ///   negative frame goes back over the frames before it.
    /// - Complexity: O(number of items).
    public func frameRanges(stacking: StackingMode) -> [(from: Double, to: Double)] {
        var result: [(from: Double, to: Double)] = []
        result.reserveCapacity(items.count)
        switch stacking {
        case .diverging:
            var up = start, down = start
            for item in items {
                if item.quantity >= 0 {
                    result.append((up, up + item.quantity))
                    up += item.quantity
                } else {
                    result.append((down, down + item.quantity))
                    down += item.quantity
                }
            }
        case .runningTotal:
            var total = start
            for item in items {
                result.append((total, total + item.quantity))
                total += item.quantity
            }
        }
        return result
    }
}
