import BarCharts
import Testing

@Suite("Bar value format")
struct BarValueFormatTests {
    @Test("prefix, suffix, thousands and the minus sign before the prefix")
    func formats() {
        let money = BarValueFormat(prefix: "$", suffix: "M")
        #expect(money.string(1_250.5, decimals: 1) == "$1,250.5M")
        #expect(money.string(-3.25, decimals: 1) == "\u{2212}$3.3M" || money.string(-3.25, decimals: 1) == "\u{2212}$3.2M")
        #expect(money.string(0, decimals: 0) == "$0M")
        #expect(BarValueFormat(suffix: "k").string(-18.4, decimals: 2, trimsZeros: true) == "\u{2212}18.4k")
        #expect(BarValueFormat(groupsThousands: false).string(1_234_567, decimals: 0) == "1234567")
        #expect(BarValueFormat(decimals: 2).string(3, decimals: 0, trimsZeros: true) == "3.00")
    }

    @Test("a value that rounds to zero has no minus sign; NaN shows a dash")
    func edges() {
        #expect(BarValueFormat().string(-0.001, decimals: 1) == "0.0")
        #expect(BarValueFormat().string(.nan) == "–")
        #expect(BarValueFormat().string(1e300).hasSuffix("e+300"))
    }
}
