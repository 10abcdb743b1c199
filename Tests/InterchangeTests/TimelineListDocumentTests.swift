import Foundation
import Interchange
import Testing
import TimelineCore
import TimelineGraphics
import TimelineViews

@Suite("TimelineListDocument")
struct TimelineListDocumentTests {
    func errors(_ text: String) -> [String] {
        do {
            _ = try TimelineListDocument(parsing: text, file: "t.yaml")
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    @Test("the release example reads: rows, markers, statuses, theme, selection, and preview items from the due dates")
    func releaseExample() throws {
        let document = try TimelineListDocument(contentsOf: example("release-timeline.yaml"))
        #expect(document.rows.count == 10)
        #expect(document.rows.map(\.node) == [.start, .complete, .complete, .complete, .inProgress, .inactive, .open, .open, .open, .end])
        guard case let .event(security) = document.rows[4].content else { Issue.record("not an event"); return }
        #expect(security.eventText == "Jun 6\n14:00" && security.eventImage == .rain)
        #expect(security.status == .image(.error) && security.substatus == .text("High"))
        guard case let .marker(kickoff) = document.rows[0].content else { Issue.record("not a marker"); return }
        #expect(!kickoff.showsLeadingTimeline && kickoff.showsTrailingTimeline)
        #expect(document.view.selected == "security-review" && document.view.today == Time(year: 2025, month: 6, day: 10))
        #expect(document.style.headline.color == Color(rgb: 0x1d, 0x2d, 0x3e))
        // The kickoff (a start marker) and the freeze (no due date) are not preview items; GA is the end.
        let items = document.previewItems
        #expect(items.map(\.id) == ["scope", "design", "api", "security-review", "regression", "beta", "store", "ga"])
        #expect(items.last?.status == .end && items[3].status == .inProgress)
        #expect(document.previewHeader == TimelinePreviewHeader(title: "Timeline", attribute: "Release 4.2", showsDisclosureIndicator: true))
    }

    @Test("the preview example lists its own items")
    func previewExample() throws {
        let document = try TimelineListDocument(contentsOf: example("release-preview.yaml"))
        #expect(document.view.type == .preview && document.rows.isEmpty)
        #expect(document.previewItems.count == 7 && document.numberOfColumns == 4)
        let content = TimelinePreviewRules.content(for: document.previewItems, today: document.view.today!, numberOfColumns: 4)
        #expect(content.columns.map(\.id) == ["security-review", "translations", "today", "regression"])
    }

    @Test("JSON reads the same as YAML")
    func json() throws {
        let yaml = "kind: timeline\nrows:\n  - { id: a, headline: A, node: complete, status: { image: success } }\n  - { id: b, type: marker, title: End, node: end }\n"
        let json = #"{"kind": "timeline", "rows": [{"id": "a", "headline": "A", "node": "complete", "status": {"image": "success"}}, {"id": "b", "type": "marker", "title": "End", "node": "end"}]}"#
        let fromYAML = try TimelineListDocument(parsing: yaml, file: "t.yaml"), fromJSON = try TimelineListDocument(parsing: json, file: "t.json")
        #expect(fromYAML.rows == fromJSON.rows)
        #expect(fromJSON.rows[1] == .marker("b", TimelineMarker(title: "End", node: .end)))
    }

    @Test("bad rows are located errors naming the row")
    func rowErrors() {
        let text = """
            kind: timeline
            rows:
              - { id: a, headline: A, node: finished }
              - { id: b, headline: B, eventImage: umbrella }
              - { id: a, headline: Again }
              - { id: c, type: marker, headline: Not a title }
              - { id: d, type: milestone, title: D }
              - { id: e, subheadline: no headline }
              - { id: f, headline: F, status: { image: error, text: both } }
            """
        let found = errors(text)
        #expect(found.contains { $0.hasPrefix("t.yaml:3:33: error: row 1: unknown node \"finished\"") })
        #expect(found.contains { $0.hasPrefix("t.yaml:4:39: error: row 2: unknown image for eventImage \"umbrella\"") })
        #expect(found.contains("t.yaml:5:11: error: row \"a\": the id is already used by row 1"))
        #expect(found.contains { $0.hasPrefix("t.yaml:6:28: error: row 4: unknown key \"headline\"") })
        #expect(found.contains { $0.hasPrefix("t.yaml:7:20: error: row 5: unknown row type \"milestone\"") })
        #expect(found.contains("t.yaml:8:7: error: row \"e\": missing headline (or type: marker with a title)"))
        #expect(found.contains("t.yaml:9:35: error: row 7: status needs exactly one of text or image"))
        #expect(found.contains("t.yaml:6:7: error: row \"c\": missing title"))
    }

    @Test("theme errors name the class and property; the selection must be an event row; preview items are checked")
    func otherErrors() {
        let text = """
            kind: timeline
            view: { selected: m }
            theme:
              fdlFUITimelineCell_headlineLable: { font-color: red }
              fdlFUITimelineCell_cardBackground: { font-color: red }
              fdlFUITimelineCell_headlineLabel: { font-size: 900 }
            rows:
              - { id: m, type: marker, title: Start }
            preview:
              numberOfColumns: 40
              items:
                - { id: today, title: T, due: 2025-06-10 }
                - { id: x, title: X, due: 2025-13-01 }
                - { id: y, title: Y, due: 2025-06-10, status: started }
            """
        let found = errors(text)
        #expect(found.contains { $0.hasPrefix("t.yaml:2:19: error: view: row \"m\" is a marker, and marker rows are never selectable") })
        #expect(found.contains { $0.hasPrefix("t.yaml:4:3: error: theme: unknown style class \"fdlFUITimelineCell_headlineLable\"") && $0.contains("fdlFUITimelineCell_headlineLabel") })
        #expect(found.contains { $0.hasPrefix("t.yaml:5:40: error: theme: fdlFUITimelineCell_cardBackground: unknown key \"font-color\"") })
        #expect(found.contains { $0.hasPrefix("t.yaml:6:50: error: theme: fdlFUITimelineCell_headlineLabel: font-size: \"900\" is not a size") })
        #expect(found.contains("t.yaml:10:20: error: preview: numberOfColumns 40 is not in 1…12"))
        #expect(found.contains { $0.hasPrefix("t.yaml:12:13: error: preview item \"today\": the id \"today\" is reserved") })
        #expect(found.contains { $0.hasPrefix("t.yaml:13:31: error: preview item 2: due") })
        #expect(found.contains { $0.hasPrefix("t.yaml:14:51: error: preview item 3: unknown status \"started\"") })
        #expect(errors("kind: timeline\nview: { selected: nobody }\nrows: []\n") == ["t.yaml:2:19: error: view: selected row \"nobody\" is not in rows"])
        #expect(errors("rows: []\n") == ["t.yaml:1:1: error: document: expected \"kind: timeline\" (project documents have no kind)"])
    }

    @Test("the schema lists the same nodes, images and style classes as the library")
    func schemaMatches() throws {
        let data = try Data(contentsOf: repositoryRoot.appendingPathComponent("docs/timeline-document.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let defs = try #require(schema["$defs"] as? [String: Any])
        #expect((defs["node"] as? [String: Any])?["enum"] as? [String] == TimelineNode.allCases.map(\.rawValue))
        #expect((defs["image"] as? [String: Any])?["enum"] as? [String] == TimelineIcon.allCases.map(\.rawValue))
        let theme = try #require(defs["theme"] as? [String: Any])
        #expect((theme["propertyNames"] as? [String: Any])?["enum"] as? [String] == TimelineStyleClass.allCases.map(\.rawValue))
        #expect(TimelineListDocument.isTimelineDocument("# x\nkind: timeline\n") && TimelineListDocument.isTimelineDocument("{\"kind\":\"timeline\"}"))
        #expect(!TimelineListDocument.isTimelineDocument("kind: calendar\n"))
    }
}
