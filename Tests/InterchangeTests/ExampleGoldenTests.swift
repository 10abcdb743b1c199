import Foundation
import GanttChart
import Interchange
import Testing
import TimelineGraphics
import TimelineTestSupport

/// The examples' whole-chart SVGs, compared with golden files that a person
/// looked at (rendered to PNG) before they were committed.
@Suite("Example golden SVGs")
struct ExampleGoldenTests {
    @Test("each example renders to its golden SVG", arguments: ExampleTests.names)
    func golden(name: String) throws {
        let (_, resolved) = try TimelineDocument.readAndResolve(contentsOf: example(name))
        let svg = SVGRenderer().render(try resolved.wholeChartScene().displayList)
        let url = repositoryRoot.appendingPathComponent("Tests/InterchangeTests/__Snapshots__/ExampleGoldenTests")
            .appendingPathComponent((name as NSString).deletingPathExtension + ".svg")
        let mismatch = GoldenFile.mismatch(svg, golden: url)
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }
}
