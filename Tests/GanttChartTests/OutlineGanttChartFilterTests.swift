@testable import GanttChart
import Testing
import TimelineTestSupport

@Suite("OutlineGanttChartFilter: the text matcher that finds a filter's or a search's text in an item")
struct OutlineGanttChartFilterTests {
    /// What the matcher must answer: the lowercased text contains the lowercased needle.
    func expected(_ text: String, _ needle: String) -> Bool {
        needle.isEmpty || text.lowercased().contains(needle.lowercased())
    }

    @Test("The matcher finds a needle at every place of texts of 0 to 40 bytes, in any letter case, and only where it is")
    func findsEverywhere() {
        let alphabet = Array("aAbBzZ@[`{ 1ß".unicodeScalars)
        var random = SeededRandomNumberGenerator(seed: 11)
        for length in 0...40 {
            for _ in 0..<30 {
                let text = String(String.UnicodeScalarView((0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }))
                let needleLength = 1 + Int(random.next() % 7)
                // Needles taken from the text (at the start, the end, anywhere) and made up.
                var needles = ["ab", "Z@", "b", "zz", "[`", "{ 1", "@`@`", "zZ{ 1", "`{ 1b"]
                let scalars = Array(text.unicodeScalars)
                if scalars.count >= needleLength {
                    for start in [0, scalars.count - needleLength, Int(random.next() % UInt64(scalars.count - needleLength + 1))] {
                        needles.append(String(String.UnicodeScalarView(scalars[start..<(start + needleLength)])).uppercased())
                    }
                }
                for needle in needles {
                    let matcher = OutlineGanttChartTextMatcher(needle)
                    #expect(matcher.contains(text) == expected(text, needle), "\"\(needle)\" in \"\(text)\"")
                }
            }
        }
    }

    @Test("A needle longer than the text, a needle at the very end past a word boundary, and texts in other scripts")
    func edges() {
        #expect(!OutlineGanttChartTextMatcher("team 12").contains("Team 1"))
        #expect(OutlineGanttChartTextMatcher("team 1").contains("Task 5 · TEAM 1"))
        #expect(OutlineGanttChartTextMatcher("9").contains("Task 12345678 9"))
        #expect(OutlineGanttChartTextMatcher("89").contains("12345678 12345678 89"))
        #expect(!OutlineGanttChartTextMatcher("90").contains("12345678 12345678 89"))
        #expect(OutlineGanttChartTextMatcher("").contains("anything"))
        // ASCII needles inside texts with multi-byte characters; a non-ASCII needle takes the slow path.
        #expect(OutlineGanttChartTextMatcher("strasse").contains("Große Straße, STRASSE 5"))
        #expect(OutlineGanttChartTextMatcher("straße").contains("GROSSE STRAßE"))
        #expect(OutlineGanttChartTextMatcher("Ü").contains("Prüfung"))
        #expect(!OutlineGanttChartTextMatcher("u").contains("Ü"))
        // A bridged or otherwise non-native string (made contiguous first).
        let shared = String(decoding: Array("Review with TEAM".utf8), as: UTF8.self)
        #expect(OutlineGanttChartTextMatcher("team").contains(shared))
    }
}
