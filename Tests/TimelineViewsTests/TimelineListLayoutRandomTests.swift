import Testing
import TimelineGraphics
import TimelineTestSupport
@testable import TimelineViews

/// Seeded random lists at widths down to a few points: layout never traps,
/// rows tile the content, every row's elements stay inside it, and the
/// rows drawn are exactly those the metrics say intersect the viewport.
@Suite("Timeline list layout, random lists")
struct TimelineListLayoutRandomTests {
    static let words = ["Design", "review", "of", "the", "payment", "gateway", "Supercalifragilisticexpialidocious", "—", "QA", "9:45", "Ünïcödé", "🚀", ""]

    func sentence(_ random: inout SeededRandomNumberGenerator, maxWords: Int) -> String {
        (0..<Int.random(in: 0...maxWords, using: &random)).map { _ in Self.words.randomElement(using: &random)! }.joined(separator: " ")
    }

    func row(_ index: Int, _ random: inout SeededRandomNumberGenerator) -> TimelineRow {
        let node = TimelineNode.allCases.randomElement(using: &random)!
        if Bool.random(using: &random) {
            return .marker("r\(index)", TimelineMarker(title: sentence(&random, maxWords: 12), node: node,
                                                      eventText: Bool.random(using: &random) ? sentence(&random, maxWords: 3) : nil,
                                                      eventImage: TimelineIcon.allCases.randomElement(using: &random),
                                                      showsLeadingTimeline: Bool.random(using: &random), showsTrailingTimeline: Bool.random(using: &random)))
        }
        let status: TimelineContent? = [nil, .text(sentence(&random, maxWords: 2)), .image(.warning)].randomElement(using: &random)!
        return .event("r\(index)", TimelineEvent(headline: sentence(&random, maxWords: 20), subheadline: Bool.random(using: &random) ? sentence(&random, maxWords: 8) : nil,
                                                 node: node, eventText: sentence(&random, maxWords: 3) + "\n" + sentence(&random, maxWords: 2),
                                                 eventImage: Bool.random(using: &random) ? .sun : nil, attribute: sentence(&random, maxWords: 4),
                                                 subattribute: Bool.random(using: &random) ? sentence(&random, maxWords: 4) : nil,
                                                 status: status, substatus: Bool.random(using: &random) ? .text("High") : nil))
    }

    @Test("random rows at random widths and offsets", arguments: [1 as UInt64, 2, 3, 4, 5, 6, 7, 8])
    func random(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        let rows = (0..<60).map { row($0, &random) }
        for width in [8.0, 120, 320, 420, 1_200] {
            let metrics = TimelineListLayout.metrics(for: rows, width: width)
            let height = Double.random(in: 50...900, using: &random)
            let offset = Double.random(in: -100...(metrics.contentHeight + 100), using: &random)
            let scene = TimelineListLayout.scene(for: rows, metrics: metrics, in: TimelineListViewport(size: Size(width: width, height: height), scrollOffset: offset))
            #expect(scene.visibleRange == metrics.rows(intersecting: offset, offset + height))
            #expect(scene.rows.map(\.index) == Array(scene.visibleRange))
            for (a, b) in zip(scene.rows, scene.rows.dropFirst()) { #expect(a.frame.maxY == b.frame.minY) }
            for row in scene.rows {
                #expect(row.frame.height >= TimelineStyle().minimumRowHeight - 8)
                // Texts stay within the row vertically.
                for element in scene.displayList.allElements where element.id.hasPrefix("row:\(row.id):") && element.role == .label {
                    let bounds = try #require(element.bounds())
                    #expect(bounds.minY >= row.frame.minY - 0.01 && bounds.maxY <= row.frame.maxY + 0.01, "\(element.id) \(bounds) in \(row.frame), width \(width)")
                }
            }
        }
    }
}
