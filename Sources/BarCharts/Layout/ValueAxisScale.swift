import Foundation

/// A linear value axis with "nice" ticks: steps of 1, 2 or 5 times a power
/// of ten, bounds on whole steps, zero included when the data has it.
///
/// ```swift
/// let scale = ValueAxisScale.nice(covering: -3.2...17.5)   // −5…20, step 5
/// ```
public struct ValueAxisScale: Sendable, Hashable, Codable {
    /// The value at the axis start.
    public var minimum: Double
    /// The value at the axis end.
    public var maximum: Double
    /// The distance between ticks.
    public var step: Double

    /// Creates a scale (`minimum < maximum`, `step > 0`; others are repaired to `0…1` step 1).
    public init(minimum: Double, maximum: Double, step: Double) {
        if minimum.isFinite, maximum.isFinite, step.isFinite, minimum < maximum, step > 0, (maximum - minimum) / step <= 10_000 {
            self.minimum = minimum
            self.maximum = maximum
            self.step = step
        } else {
            self.minimum = 0
            self.maximum = 1
            self.step = 1
        }
    }

    /// The smallest 1-2-5 step at least `raw`.
    public static func niceStep(_ raw: Double) -> Double {
        guard raw.isFinite, raw > 0 else { return 1 }
        let magnitude = pow(10, floor(log10(raw)))
        let residual = raw / magnitude
        let factor: Double = residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 5 ? 5 : 10
        return factor * magnitude
    }

    /// A scale covering `range` with about `targetTickCount` intervals.
    /// - Parameters:
    ///   - range: The values to show (a bar chart passes its extent, 0 included).
    ///   - targetTickCount: The wished number of intervals (at least 1).
    /// - Returns: Bounds on whole steps; `0…1` for an empty range at 0.
    public static func nice(covering range: ClosedRange<Double>, targetTickCount: Int = 6) -> ValueAxisScale {
        var lower = range.lowerBound, upper = range.upperBound
        if upper - lower <= 0 {
            if lower == 0 { return ValueAxisScale(minimum: 0, maximum: 1, step: 0.2) }
            lower = min(0, lower)
            upper = max(0, upper)
            if upper - lower <= 0 { upper = lower + 1 }
        }
        let step = niceStep((upper - lower) / Double(max(1, targetTickCount)))
        let minimum = (lower / step).rounded(.down) * step
        let maximum = (upper / step).rounded(.up) * step
        return ValueAxisScale(minimum: minimum, maximum: maximum == minimum ? minimum + step : maximum, step: step)
    }

    /// The tick values from ``minimum`` to ``maximum`` (rounded to the step's decimals).
    public var ticks: [Double] {
        let count = Int(((maximum - minimum) / step).rounded())
        let decimals = Self.decimals(for: step)
        let factor = pow(10, Double(decimals))
        return (0...max(0, count)).map { index in
            let value = minimum + Double(index) * step
            let rounded = (value * factor).rounded() / factor
            return rounded == 0 ? 0 : rounded   // no −0
        }
    }

    /// The decimals a label needs to show multiples of `step`.
    public static func decimals(for step: Double) -> Int {
        guard step.isFinite, step > 0, step < 1 else { return 0 }
        return min(12, max(0, Int(-floor(log10(step) + 1e-9))))
    }

    /// Where `value` lies as a fraction of the axis (0 at ``minimum``, 1 at ``maximum``).
    public func fraction(of value: Double) -> Double {
        (value - minimum) / (maximum - minimum)
    }

    /// Whether 0 lies strictly inside the axis.
    public var crossesZero: Bool { minimum < 0 && maximum > 0 }
}
