import Testing
@testable import TimelineCore

@Suite("MomentPeriodSelector")
struct MomentPeriodSelectorTests {
    let moments = [t(2025, 2, 10), t(2025, 2, 3), t(2025, 2, 17), t(2025, 2, 3)]

    @Test("Moments inside the half-open range are selected as momentary ranges, sorted and unique")
    func moments_() {
        let selector = MomentPeriodSelector(moments)
        #expect(selector.moments == [t(2025, 2, 3), t(2025, 2, 10), t(2025, 2, 17)])
        #expect(selector.intervals(in: r(t(2025, 2, 3), t(2025, 2, 17))) == [TimeRange(at: t(2025, 2, 3)), TimeRange(at: t(2025, 2, 10))])
        #expect(selector.intervals(in: TimeRange(at: t(2025, 2, 17))) == [TimeRange(at: t(2025, 2, 17))])
        #expect(selector.intervals(in: r(t(2025, 2, 18), t(2025, 3, 1))).isEmpty)
    }

    @Test("Separating moments gives the intervals between them, including the one containing the range start")
    func separating() {
        let selector = MomentPeriodSelector(moments, separating: true)
        #expect(selector.intervals(in: r(t(2025, 2, 5), t(2025, 2, 12))) ==
                [r(t(2025, 2, 3), t(2025, 2, 10)), r(t(2025, 2, 10), t(2025, 2, 17))])
        #expect(selector.intervals(in: r(t(2025, 2, 5), t(2025, 2, 10))) == [r(t(2025, 2, 3), t(2025, 2, 10))])
        #expect(selector.intervals(in: r(t(2025, 1, 1), t(2025, 2, 4))) == [r(t(2025, 2, 3), t(2025, 2, 10))])
        #expect(selector.intervals(in: r(t(2025, 2, 17), t(2025, 3, 1))).isEmpty)
        #expect(selector.intervals(in: TimeRange(at: t(2025, 2, 10))) == [r(t(2025, 2, 10), t(2025, 2, 17))])
    }
}
