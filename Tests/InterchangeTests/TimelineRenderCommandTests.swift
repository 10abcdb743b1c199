import Foundation
import Testing

/// `timelinekit render` for timeline documents, run as a process.
@Suite("timelinekit render: timelines", .enabled(if: timelinekitExecutable != nil))
struct TimelineRenderCommandTests {
    func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("timelinekit-timeline-\(name)").path
    }

    func ids(_ path: String) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        return try #require(object?["elements"] as? [[String: Any]]).compactMap { $0["id"] as? String }
    }

    @Test("--view timeline and preview write SVG and JSON with row:, node: and preview: ids")
    func views() throws {
        let svg = temporary("list.svg"), json = temporary("list.json"), preview = temporary("preview.json")
        var result = try RenderCommandTests.run(["render", "examples/release-timeline.yaml", "--view", "timeline", "-o", svg])
        #expect(result.status == 0, "\(result.errors)")
        #expect(try String(contentsOfFile: svg, encoding: .utf8).contains("data-id=\"node:security-review\""))
        result = try RenderCommandTests.run(["render", "examples/release-timeline.yaml", "--height", "200", "-o", json])
        #expect(result.status == 0, "\(result.errors)")
        let listIDs = try ids(json)
        #expect(listIDs.contains("row:kickoff") && !listIDs.contains("row:ga"))    // 200 points show the first rows only
        result = try RenderCommandTests.run(["render", "examples/release-timeline.yaml", "--view", "preview", "--now", "2025-06-30", "-o", preview])
        #expect(result.status == 0, "\(result.errors)")
        // On June 30 everything but the end is overdue: the four earliest tasks not complete.
        #expect(try ids(preview).filter { $0.hasPrefix("preview:") && $0.split(separator: ":").count == 2 && $0 != "preview:header" && $0 != "preview:disclosure" }
            == ["preview:security-review", "preview:regression", "preview:beta", "preview:store"])
    }

    @Test("bad timeline input: located errors; views and options that do not apply are refused")
    func badInput() throws {
        let bad = temporary("bad.yaml")
        try "kind: timeline\nrows:\n  - { id: a, headline: A, node: done }\n".write(toFile: bad, atomically: true, encoding: .utf8)
        var result = try RenderCommandTests.run(["render", bad, "-o", temporary("bad.svg")])
        #expect(result.status == 1)
        #expect(result.errors.contains("bad.yaml:3:33: error: row 1: unknown node \"done\""))
        result = try RenderCommandTests.run(["render", "examples/release-timeline.yaml", "--view", "week", "-o", temporary("x.svg")])
        #expect(result.status != 0 && result.errors.contains("--view: use timeline or preview"))
        result = try RenderCommandTests.run(["render", "examples/team-week.yaml", "--view", "preview", "-o", temporary("x.svg")])
        #expect(result.status != 0 && result.errors.contains("applies to timeline documents"))
        result = try RenderCommandTests.run(["render", "examples/release-timeline.yaml", "--days", "3", "-o", temporary("x.svg")])
        #expect(result.status != 0 && result.errors.contains("--date and --days apply to calendar documents"))
    }
}
