import Testing
@testable import TimelineCore

@Suite("DurationTimeLabelGenerator")
struct DurationTimeLabelGeneratorTests {
    /// Monday 2025-02-03 00:00.
    let reference = t(2025, 2, 3)

    private func day(_ time: Time) -> TimeRange { r(time, time.adding(days: 1)) }

    @Test("Zero-based day numbers count whole days since the reference")
    func zeroBased() {
        let labels = DurationTimeLabelGenerator(unit: .days, from: reference, isZeroBased: true)
        #expect(labels.label(for: day(t(2025, 2, 3))) == "0")
        #expect(labels.label(for: day(t(2025, 2, 4))) == "1")
        #expect(labels.label(for: r(t(2025, 2, 4, 10), t(2025, 2, 4, 11))) == "1")
        #expect(labels.label(for: day(t(2025, 2, 2))) == "-1")
        #expect(labels.label(for: day(t(2025, 1, 31))) == "-3")
    }

    @Test("One-based day numbers skip zero: the day before the reference is -1")
    func oneBased() {
        let labels = DurationTimeLabelGenerator(unit: .days, from: reference, prefix: "Day ")
        #expect(labels.label(for: day(t(2025, 2, 3))) == "Day 1")
        #expect(labels.label(for: day(t(2025, 2, 4))) == "Day 2")
        #expect(labels.label(for: day(t(2025, 2, 2))) == "Day -1")
        #expect(labels.label(for: day(t(2025, 2, 1))) == "Day -2")
    }

    @Test("Without negative values, units before the reference have empty labels")
    func noNegatives() {
        let labels = DurationTimeLabelGenerator(unit: .weeks, from: reference, allowsNegativeValues: false, suffix: "w")
        #expect(labels.label(for: day(t(2025, 2, 2))) == "")
        #expect(labels.label(for: day(t(2025, 2, 9))) == "1w")
        #expect(labels.label(for: day(t(2025, 2, 10))) == "2w")
    }

    @Test("Calendar units count whole months")
    func months() {
        let labels = DurationTimeLabelGenerator(unit: .months, from: t(2025, 1, 15), isZeroBased: true)
        #expect(labels.label(for: day(t(2025, 2, 14))) == "0")
        #expect(labels.label(for: day(t(2025, 2, 15))) == "1")
        #expect(labels.label(for: day(t(2025, 3, 31))) == "2")
        #expect(labels.label(for: day(t(2025, 1, 14))) == "-1")
        // Months clamp to the shorter month: Jan 31 + 1 month is Feb 28.
        let endOfMonth = DurationTimeLabelGenerator(unit: .months, from: t(2025, 1, 31), isZeroBased: true)
        #expect(endOfMonth.label(for: day(t(2025, 2, 27))) == "0")
        #expect(endOfMonth.label(for: day(t(2025, 2, 28))) == "1")
    }

    @Test("With a schedule only working time counts")
    func workingDays() {
        // Reference Friday 2025-02-07 08:00, working days of 8 hours.
        let labels = DurationTimeLabelGenerator(unit: .days, from: t(2025, 2, 7, 8), schedule: NaiveWeekSchedule.standard,
                                                workingUnitDuration: 8 * 3_600, isZeroBased: true)
        #expect(labels.label(for: r(t(2025, 2, 7, 8), t(2025, 2, 7, 16))) == "0")
        #expect(labels.label(for: r(t(2025, 2, 10, 8), t(2025, 2, 10, 16))) == "1")
        #expect(labels.label(for: r(t(2025, 2, 11, 8), t(2025, 2, 11, 16))) == "2")
        #expect(labels.label(for: r(t(2025, 2, 6, 8), t(2025, 2, 6, 16))) == "-1")
    }

    @Test("The interval form shows the first and last unit of the interval")
    func intervalForm() {
        let week = r(t(2025, 2, 3), t(2025, 2, 10))
        #expect(DurationTimeIntervalLabelGenerator(unit: .days, from: reference).label(for: week) == "1–7")
        #expect(DurationTimeIntervalLabelGenerator(unit: .days, from: reference, isZeroBased: true).label(for: week) == "0–6")
        #expect(DurationTimeIntervalLabelGenerator(unit: .days, from: reference).label(for: day(t(2025, 2, 4))) == "2")
        let before = r(t(2025, 1, 27), t(2025, 2, 3))
        #expect(DurationTimeIntervalLabelGenerator(unit: .days, from: reference).label(for: before) == "-7–-1")
        #expect(DurationTimeIntervalLabelGenerator(unit: .days, from: reference, allowsNegativeValues: false).label(for: before) == "")
        let across = r(t(2025, 2, 1), t(2025, 2, 5))
        #expect(DurationTimeIntervalLabelGenerator(unit: .days, from: reference, allowsNegativeValues: false).label(for: across) == "2")
        let counter = DurationTimeLabelGenerator(unit: .days, from: reference, prefix: "Days ")
        #expect(DurationTimeIntervalLabelGenerator(counter, separator: " to ").label(for: week) == "Days 1 to 7")
    }

    @Test("A closure-backed label source writes what the closure returns")
    func source() {
        let source = TimeLabelSource { "\(Int($0.duration / 3_600)) h" }
        #expect(source.labels(for: [r(t(2025, 2, 3), t(2025, 2, 3, 8))]) == ["8 h"])
    }
}
