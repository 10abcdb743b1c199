import Testing
import TimelineGraphics
@testable import TimelineViews

@Suite("Text wrapping")
struct TextWrappingTests {
    let font = Font(size: 10)
    let measurer = TextMeasurer()

    @Test("words wrap greedily and every line fits")
    func greedy() {
        let text = "Planned downtime period identified for the payment gateway"
        let width = measurer.width(of: "Planned downtime period", font: font)
        let lines = TextWrapping.lines(text, font: font, width: width, maxLines: 10)
        #expect(lines == ["Planned downtime period", "identified for the", "payment gateway"])
        #expect(lines.allSatisfy { measurer.width(of: $0, font: font) <= width })
    }

    @Test("explicit line breaks, long words cut, and an ellipsis past the last line")
    func breaksAndLimits() {
        #expect(TextWrapping.lines("9:45\nAM", font: font, width: 200, maxLines: 3) == ["9:45", "AM"])
        let word = TextWrapping.lines("Supercalifragilistic", font: font, width: measurer.width(of: "Supercal", font: font), maxLines: 5)
        #expect(word.joined() == "Supercalifragilistic" && word.count > 1)
        let limited = TextWrapping.lines("one two three four five six", font: font, width: measurer.width(of: "one two", font: font), maxLines: 2)
        #expect(limited.count == 2 && limited[0] == "one two" && limited[1].hasSuffix("…"))
        #expect(TextWrapping.lines("", font: font, width: 100, maxLines: 2).isEmpty)
        #expect(TextWrapping.lines("text", font: font, width: 0, maxLines: 2).isEmpty)
    }
}
