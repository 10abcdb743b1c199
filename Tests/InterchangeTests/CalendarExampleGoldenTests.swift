import CalendarViews
import Foundation
import Interchange
import Testing
import TimelineGraphics
import TimelineTestSupport

/// The calendar examples drawn as `timelinekit render` draws them by default,
/// compared with golden SVGs that a person looked at (as PNG) before committing.
@Suite("Calendar example golden SVGs")
struct CalendarExampleGoldenTests {
    @Test("each calendar example renders to its golden SVG", arguments: ["team-week.yaml", "clinic-day.yaml"])
    func golden(name: String) throws {
        let document = try CalendarDocument(contentsOf: example(name))
        let svg = SVGRenderer().render(document.displayList())
        let url = repositoryRoot.appendingPathComponent("Tests/InterchangeTests/__Snapshots__/CalendarExampleGoldenTests")
            .appendingPathComponent((name as NSString).deletingPathExtension + ".svg")
        let mismatch = GoldenFile.mismatch(svg, golden: url)
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test("the team week's JSON names every event, all-day event and day label with its frame")
    func weekJSON() throws {
        let document = try CalendarDocument(contentsOf: example("team-week.yaml"))
        let json = DisplayListJSONEncoder().encode(document.displayList())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let elements = try #require(object["elements"] as? [[String: Any]])
        let byID = Dictionary(elements.map { ($0["id"] as? String ?? "", $0) }, uniquingKeysWith: { a, _ in a })
        #expect(byID["allday:freeze"]?["role"] as? String == "allDayEvent")
        #expect(byID["event:planning"]?["role"] as? String == "event")
        #expect(byID["event:planning"]?["fill"] as? String == "#ea580c")
        #expect(byID["event:planning:title"]?["text"] as? String == "Sprint planning")
        #expect(byID["dayLabel:2025-03-05"]?["text"] as? String == "Wednesday, March 5")
        #expect(byID["now"] != nil)
        // Monday's planning 10:00–12:00: day 0 from x = 56 (150 wide), top bar 44 + 2 all-day rows; scrolled to 07:30.
        #expect(byID["event:planning"]?["x"] as? Double == 57)
        #expect(byID["event:planning"]?["height"] as? Double == 95.0)
    }
}
