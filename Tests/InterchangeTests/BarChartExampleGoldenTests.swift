import Foundation
import Interchange
import Testing
import TimelineGraphics
import TimelineTestSupport

/// The bar chart examples drawn as `timelinekit render --view bars` draws
/// them, compared with golden SVGs that a person looked at (as PNG) before committing.
@Suite("Bar chart example golden SVGs")
struct BarChartExampleGoldenTests {
    @Test("each bar chart example renders to its golden SVG", arguments: ["quarterly-revenue.yaml", "plus-minus.yaml"])
    func golden(name: String) throws {
        let document = try BarChartDocument(contentsOf: example(name))
        let svg = SVGRenderer().render(try document.displayList())
        let url = repositoryRoot.appendingPathComponent("Tests/InterchangeTests/__Snapshots__/BarChartExampleGoldenTests")
            .appendingPathComponent((name as NSString).deletingPathExtension + ".svg")
        let mismatch = GoldenFile.mismatch(svg, golden: url)
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }
}
