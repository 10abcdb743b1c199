@testable import GanttChart
import Testing
import TimelineCore

@Suite("Element ids and generated labels")
struct GanttChartElementIDTests {
    @Test("ids are prefix, decimal number and suffix, as interpolation would write them",
          arguments: [0, 7, 42, 10, 99, 100, 1_000_000, 480_000_000_123, -5, Int.max, Int.min])
    func ids(number: Int) {
        #expect(GanttChartElementID.make("item:", number) == "item:\(number)")
        #expect(GanttChartElementID.make("item:", number, ":completion") == "item:\(number):completion")
        #expect(GanttChartElementID.make("dependency:", number, ":arrow") == "dependency:\(number):arrow")
        #expect(GanttChartElementID.make("row-header:", number, ":label") == "row-header:\(number):label")
    }

    @Test("short and long ids compare equal to the same text built otherwise")
    func smallAndLarge() {
        let short = GanttChartElementID.make("row:", 3)
        let long = GanttChartElementID.make("item:", 123_456_789_012, ":attachment")
        #expect(short == "row:" + String(3))
        #expect(long == ["item:", "123456789012", ":attachment"].joined())
        #expect(Set([short, "row:3"]).count == 1)
    }

    @Test("joined labels keep every piece, non-ASCII text included")
    func joined() {
        let text = GanttChartText.joined(capacity: 64) { text in
            text.append("Design ✏️")
            text.append(", ")
            text.append("3 Mar")
            text.append(" – ")
            text.append(-12)
        }
        #expect(text == "Design ✏️, 3 Mar – -12")
        #expect(GanttChartText.joined(capacity: 0) { _ in } == "")
    }

    @Test("a joined label longer than its capacity is cut on a character boundary")
    func joinedCut() {
        let text = GanttChartText.joined(capacity: 6) { text in
            text.append("abcde")
            text.append("✏️ more")
        }
        #expect(text == "abcde")
        #expect(text.utf8.count <= 6)
    }
}
