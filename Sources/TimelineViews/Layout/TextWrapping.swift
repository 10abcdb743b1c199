import TimelineGraphics

/// Breaks text into lines that fit a width, with the built-in font metrics
/// (so every machine wraps the same).
enum TextWrapping {
    /// The lines of `text` in `font` no wider than `width`: explicit `\n`
    /// breaks first, then greedy word wrapping; a word wider than the width
    /// is cut between characters. Past `maxLines` the last line ends in "…".
    /// - Complexity: O(n) in the characters.
    static func lines(_ text: String, font: Font, width: Double, maxLines: Int, measurer: TextMeasurer = TextMeasurer()) -> [String] {
        guard !text.isEmpty, maxLines > 0, width > 0 else { return [] }
        var result: [String] = []
        var overflow = false
        let spaceWidth = measurer.width(of: " ", font: font)
        paragraphs: for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0.0
            func flush() -> Bool {
                if result.count == maxLines { overflow = true; return false }
                result.append(line)
                line = ""
                lineWidth = 0
                return true
            }
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var word = String(word)
                var wordWidth = measurer.width(of: word, font: font)
                if !line.isEmpty, lineWidth + spaceWidth + wordWidth <= width {
                    line += " " + word
                    lineWidth += spaceWidth + wordWidth
                    continue
                }
                if !line.isEmpty, !flush() { break paragraphs }
                while wordWidth > width {
                    // Cut the word where it stops fitting (at least one character per line).
                    var cut = word.startIndex
                    var used = 0.0
                    for index in word.indices {
                        let advance = measurer.width(of: String(word[index]), font: font)
                        if used + advance > width, index != word.startIndex { break }
                        used += advance
                        cut = word.index(after: index)
                    }
                    line = String(word[..<cut])
                    if !flush() { break paragraphs }
                    word = String(word[cut...])
                    wordWidth = measurer.width(of: word, font: font)
                }
                line = word
                lineWidth = wordWidth
            }
            if !flush() { break }
        }
        if overflow, let last = result.popLast() {
            // Fits with the ellipsis appended, or is cut shorter (the cut never keeps the appended "…").
            result.append(measurer.truncated(last + TextMeasurer.ellipsis, toWidth: width, font: font))
        }
        return result
    }
}
