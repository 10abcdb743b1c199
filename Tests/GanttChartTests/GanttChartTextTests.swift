@testable import GanttChart
import Testing

@Suite("Generated labels")
struct GanttChartTextTests {
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
