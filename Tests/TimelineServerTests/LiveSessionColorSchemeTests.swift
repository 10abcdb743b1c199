import Foundation
import GanttChart
import Interchange
import Testing
@testable import TimelineServer

@Suite("LiveSession: the browser's color scheme", .timeLimit(.minutes(2)))
struct LiveSessionColorSchemeTests {
    static func hello(colorScheme: String?) -> String {
        var fields: [String: JSONValue] = ["type": "hello", "seq": .number(1), "viewport": .object(["width": .number(900), "height": .number(400)])]
        if let colorScheme { fields["colorScheme"] = .string(colorScheme) }
        return Fixtures.message(fields)
    }

    @Test("hello reads colorScheme: only \"dark\" prefers dark, and only on hello")
    func decoding() throws {
        #expect(try ClientMessage.decode(Self.hello(colorScheme: "dark")).prefersDarkMode)
        #expect(try !ClientMessage.decode(Self.hello(colorScheme: "light")).prefersDarkMode)
        #expect(try !ClientMessage.decode(Self.hello(colorScheme: nil)).prefersDarkMode)
        #expect(try !ClientMessage.decode(Self.hello(colorScheme: "DARK<script>")).prefersDarkMode)
    }

    @Test("A plan that names no mode is drawn dark for a page that prefers dark, light for the others")
    func followsTheBrowser() async throws {
        let (temporary, plan, _) = try Fixtures.liveSmallPlan()   // the small plan names no mode
        defer { temporary.remove() }
        #expect(await plan.documentMode == nil)
        let dark = try #require(await LiveSession(plan: plan).handle(text: Self.hello(colorScheme: "dark")).first?.frame)
        let light = try #require(await LiveSession(plan: plan).handle(text: Self.hello(colorScheme: "light")).first?.frame)
        #expect(dark.mode == "dark")
        #expect(light.mode == "light")
    }

    @Test("A plan whose document says mode: light stays light whatever the browser prefers")
    func documentWins() async throws {
        let temporary = TemporaryStore()
        defer { temporary.remove() }
        let store = try temporary.open()
        let id = try store.createPlan(from: try TimelineDocument(parsing: "mode: light\n" + Fixtures.smallYAML, file: "light.yaml"))
        let plan = try #require(try LivePlan.load(id, from: store))
        #expect(await plan.documentMode == .light)
        let frame = try #require(await LiveSession(plan: plan).handle(text: Self.hello(colorScheme: "dark")).first?.frame)
        #expect(frame.mode == "light")
    }
}
