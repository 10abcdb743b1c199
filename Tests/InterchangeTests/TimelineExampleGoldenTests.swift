import Foundation
import Interchange
import Testing
import TimelineGraphics
import TimelineTestSupport
import TimelineViews

/// The timeline examples drawn as `timelinekit render` draws them by default,
/// compared with golden SVGs that a person looked at (as PNG) before committing.
@Suite("Timeline example golden SVGs")
struct TimelineExampleGoldenTests {
    @Test("each timeline example renders to its golden SVG",
          arguments: [("release-timeline.yaml", "timeline"), ("release-timeline.yaml", "preview"), ("release-preview.yaml", "preview"),
                      ("release-preview-last-task.yaml", "preview")])
    func golden(name: String, view: String) throws {
        let document = try TimelineListDocument(contentsOf: example(name))
        let svg = SVGRenderer().render(document.displayList(type: TimelineListDocument.ViewType(rawValue: view)))
        let url = repositoryRoot.appendingPathComponent("Tests/InterchangeTests/__Snapshots__/TimelineExampleGoldenTests")
            .appendingPathComponent((name as NSString).deletingPathExtension + "-\(view).svg")
        let mismatch = GoldenFile.mismatch(svg, golden: url)
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test("the release timeline's JSON names every row and node with its frame; the selected card is tinted")
    func listJSON() throws {
        let document = try TimelineListDocument(contentsOf: example("release-timeline.yaml"))
        let json = DisplayListJSONEncoder().encode(document.displayList())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let elements = try #require(object["elements"] as? [[String: Any]])
        let byID = Dictionary(elements.map { ($0["id"] as? String ?? "", $0) }, uniquingKeysWith: { a, _ in a })
        for row in document.rows {
            let rowElement = try #require(byID["row:\(row.id)"], "row:\(row.id)")
            #expect(rowElement["role"] as? String == "timelineRow" && rowElement["width"] as? Double == 420)
            let node = try #require(byID["node:\(row.id)"], "node:\(row.id)")
            #expect(node["kind"] as? String == "group" && node["role"] as? String == "timelineNode")
            #expect(abs((node["x"] as? Double ?? 0) + (node["width"] as? Double ?? 0) / 2 - 84) < 0.01)
        }
        #expect(byID["row:security-review:card"]?["fill"] as? String == "#e5f0fa")
        #expect(byID["row:beta:card"]?["fill"] as? String == "#ffffff")
        #expect(byID["row:kickoff:title"]?["text"] as? String == "Release kickoff")
        #expect(object["label"] as? String == "Aurora 4.2 release")
    }

    @Test("the last-task preview: completed items fill, the end is last, the gradient runs right to left")
    func lastTask() throws {
        let document = try TimelineListDocument(contentsOf: example("release-preview-last-task.yaml"))
        let content = TimelinePreviewRules.content(for: document.previewItems, today: document.view.today!, numberOfColumns: document.numberOfColumns)
        #expect(content.columns.map(\.id) == ["api", "review", "store", "ga"])
        #expect(content.gradient == .rightToLeft)
    }

    @Test("the preview's JSON has preview:<id> columns with frames")
    func previewJSON() throws {
        let document = try TimelineListDocument(contentsOf: example("release-timeline.yaml"))
        let json = DisplayListJSONEncoder().encode(document.displayList(type: .preview))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let elements = try #require(object["elements"] as? [[String: Any]])
        let columns = elements.filter { $0["role"] as? String == "previewItem" }
        #expect(columns.compactMap { $0["id"] as? String } == ["preview:security-review", "preview:today", "preview:regression", "preview:beta"])
        // 420 wide: (420 − 32) / 4 = 97 per column from x = 16.
        #expect(columns.compactMap { $0["x"] as? Double } == [16, 113, 210, 307])
        #expect(elements.contains { $0["id"] as? String == "preview:disclosure" })
    }
}
