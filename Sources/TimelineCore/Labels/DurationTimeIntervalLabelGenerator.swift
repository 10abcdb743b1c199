/// Labels an interval with the numbers of its first and last units relative to a
/// reference time, e.g. "1–7" for the first week counted in days (see
/// ``DurationTimeLabelGenerator`` for the counting rules). An interval within one
/// unit gets a single number.
public struct DurationTimeIntervalLabelGenerator: TimeLabelGenerator {
    /// The counting rules, prefix and suffix.
    public let counter: DurationTimeLabelGenerator
    /// The text between the two numbers.
    public let separator: String

    /// Creates a generator.
    /// - Parameters:
    ///   - counter: The counting rules (unit, reference, schedule, numbering).
    ///   - separator: The text between the numbers ("–" by default).
    public init(_ counter: DurationTimeLabelGenerator, separator: String = "–") {
        self.counter = counter
        self.separator = separator
    }

    /// Creates a generator from the counting parameters.
    /// - Parameters:
    ///   - unit: The unit counted.
    ///   - reference: The time at which the count is zero.
    ///   - schedule: Working time to count instead of elapsed time.
    ///   - isZeroBased: `true` to number the first unit 0, `false` to number it 1.
    ///   - allowsNegativeValues: `false` to leave units before `reference` unlabeled.
    ///   - separator: The text between the numbers.
    public init(
        unit: TimeUnit,
        from reference: Time,
        schedule: (any ScheduleDefinition)? = nil,
        isZeroBased: Bool = false,
        allowsNegativeValues: Bool = true,
        separator: String = "–"
    ) {
        self.init(DurationTimeLabelGenerator(unit: unit, from: reference, schedule: schedule,
                                             isZeroBased: isZeroBased, allowsNegativeValues: allowsNegativeValues),
                  separator: separator)
    }

    /// "first‹separator›last", where last is the unit that contains the instant
    /// just before the finish; one number when they are the same unit or when one
    /// of the numbers is hidden (before the reference); "" when both are hidden.
    /// - Parameter interval: A half-open interval.
    /// - Returns: The text.
    public func label(for interval: TimeRange) -> String {
        let firstCount = DurationTimeLabelGenerator.floorCount(counter.units(at: interval.start))
        let finishUnits = counter.units(at: interval.finish)
        let nearest = finishUnits.rounded()
        let ceiling = abs(finishUnits - nearest) < 1e-9 ? Int(nearest) : Int(finishUnits.rounded(.up))
        let lastCount = max(firstCount, ceiling - 1)
        guard let first = counter.displayed(firstCount) else {
            guard let last = counter.displayed(lastCount) else { return "" }
            return counter.prefix + String(last) + counter.suffix
        }
        guard lastCount != firstCount, let last = counter.displayed(lastCount) else {
            return counter.prefix + String(first) + counter.suffix
        }
        return counter.prefix + String(first) + separator + String(last) + counter.suffix
    }
}
