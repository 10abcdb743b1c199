import Testing
@testable import TimelineCore

@Suite("EnclosedTimeIntervalSelector and TimeIntervalSource")
struct EnclosedTimeIntervalSelectorTests {
    @Test("Intervals are trimmed to the requested range")
    func trims() {
        let enclosed = EnclosedTimeIntervalSelector(PeriodSelector(.days))
        #expect(enclosed.intervals(in: r(t(2025, 2, 4, 10), t(2025, 2, 5, 6))) ==
                [r(t(2025, 2, 4, 10), t(2025, 2, 5)), r(t(2025, 2, 5), t(2025, 2, 5, 6))])
    }

    @Test("A closure-backed source returns what the closure selects")
    func source() {
        let source = TimeIntervalSource { range in [range, TimeRange(at: range.finish)] }
        let range = r(t(2025, 2, 4), t(2025, 2, 5))
        #expect(source.intervals(in: range) == [range, TimeRange(at: t(2025, 2, 5))])
    }
}
