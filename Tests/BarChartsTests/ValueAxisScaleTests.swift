import BarCharts
import Testing

@Suite("Value axis scale")
struct ValueAxisScaleTests {
    @Test("nice steps are 1, 2 or 5 times a power of ten, at least the raw step")
    func niceSteps() {
        #expect(ValueAxisScale.niceStep(3.45) == 5)
        #expect(ValueAxisScale.niceStep(1.2) == 2)
        #expect(ValueAxisScale.niceStep(7) == 10)
        #expect(ValueAxisScale.niceStep(0.37) == 0.5)
        #expect(ValueAxisScale.niceStep(1_000) == 1_000)
        #expect(ValueAxisScale.niceStep(.nan) == 1)
    }

    @Test("−3.2…17.5 with six intervals: −5…20, step 5, ticks through zero")
    func negativeRange() {
        let scale = ValueAxisScale.nice(covering: -3.2...17.5)
        #expect(scale.minimum == -5 && scale.maximum == 20 && scale.step == 5)
        #expect(scale.ticks == [-5, 0, 5, 10, 15, 20])
        #expect(scale.crossesZero)
        #expect(scale.fraction(of: 0) == 0.2)
    }

    @Test("decimal steps give clean ticks without binary noise")
    func decimalTicks() {
        let scale = ValueAxisScale.nice(covering: 0...1.3, targetTickCount: 6)
        #expect(scale.step == 0.5 || scale.step == 0.2)
        #expect(scale.ticks.allSatisfy { ($0 * 10).rounded() == $0 * 10 })
        #expect(ValueAxisScale.decimals(for: 0.2) == 1)
        #expect(ValueAxisScale.decimals(for: 0.05) == 2)
        #expect(ValueAxisScale.decimals(for: 5) == 0)
    }

    @Test("an all-zero chart gets 0…1; a single negative value includes zero")
    func degenerate() {
        let zero = ValueAxisScale.nice(covering: 0...0)
        #expect(zero.minimum == 0 && zero.maximum == 1)
        let negative = ValueAxisScale.nice(covering: -7...(-7))
        #expect(negative.minimum <= -7 && negative.maximum >= 0)
    }

    @Test("invalid bounds are replaced by 0…1 rather than trapping")
    func invalid() {
        let scale = ValueAxisScale(minimum: 5, maximum: 1, step: 1)
        #expect(scale.minimum == 0 && scale.maximum == 1)
        #expect(ValueAxisScale(minimum: 0, maximum: 1e9, step: 1).step == 1 && ValueAxisScale(minimum: 0, maximum: 1e9, step: 1).maximum == 1)
    }
}
