import Foundation
import GanttChart
import Interchange
import Testing
import TimelineCore
@testable import TimelineServer

/// The small plan (``Fixtures/smallYAML``): 1 Design Mon 3 08:00 – Tue 4 16:00, 2 Build from Wed 5 08:00 (3d), …
@Suite("LiveSession: dates in the page's language", .timeLimit(.minutes(2)))
struct LiveSessionDatesTests {
    static func hello(language: String?) -> String {
        var fields: [String: JSONValue] = ["type": "hello", "seq": .number(1), "viewport": .object(["width": .number(1_200), "height": .number(400)])]
        if let language { fields["language"] = .string(language) }
        return Fixtures.message(fields)
    }

    @Test("A page's language, else the plan's locale, chooses the date format; English pages of plans without a locale keep ISO 8601")
    func choosing() throws {
        let german = Locale(identifier: "de_DE"), austrian = Locale(identifier: "de_AT"), british = Locale(identifier: "en_GB")
        #expect(SessionView.dateFormat(language: "de", planLocale: nil) == .localized(Locale(identifier: "de")))
        #expect(SessionView.dateFormat(language: "de", planLocale: austrian) == .localized(austrian), "the plan's region when it speaks the page's language")
        #expect(SessionView.dateFormat(language: "de", planLocale: british) == .localized(Locale(identifier: "de")))
        #expect(SessionView.dateFormat(language: "en", planLocale: british) == .localized(british))
        #expect(SessionView.dateFormat(language: "en", planLocale: nil) == .iso8601)
        #expect(SessionView.dateFormat(language: nil, planLocale: nil) == .iso8601)
        #expect(SessionView.dateFormat(language: nil, planLocale: german) == .localized(german))
        #expect(try ClientMessage.decode(Self.hello(language: "de-AT")).language == "de-AT")
        #expect(try ClientMessage.decode(Self.hello(language: "de\"><script>")).language == nil, "only a language tag is taken")
    }

    @Test("A German page's grid shows German dates, reads German (and ISO) dates back into the plan, and refuses others naming both forms")
    func grid() async throws {
        let (temporary, plan, _) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        let session = LiveSession(plan: plan)
        let frame = try #require(await session.handle(text: Self.hello(language: "de")).first?.frame)
        #expect(frame.grid.rows[0].cell("start") == "03.03.2025 08:00")
        #expect(frame.grid.rows[0].cell("finish") == "04.03.2025 16:00")
        let english = try #require(await LiveSession(plan: plan).handle(text: Self.hello(language: "en")).first?.frame)
        #expect(english.grid.rows[0].cell("start") == "2025-03-03 08:00", "other pages keep their own format")

        let moved = try #require(await session.handle(text: Fixtures.command(seq: 2, "editCell", ["row": 1, "column": "start", "text": "06.03.2025 08:00"])).first?.frame)
        #expect(await plan.item(2)?.start == Time(year: 2025, month: 3, day: 6, hour: 8))
        #expect(moved.grid.rows[1].cell("start") == "06.03.2025 08:00")
        _ = await session.handle(text: Fixtures.command(seq: 3, "editCell", ["row": 1, "column": "start", "text": "2025-03-05 08:00"]))
        #expect(await plan.item(2)?.start == Time(year: 2025, month: 3, day: 5, hour: 8), "ISO 8601 is read on every page")

        let refused = await session.handle(text: Fixtures.command(seq: 4, "editCell", ["row": 1, "column": "start", "text": "nächsten Montag"]))
        let message = try #require(refused.first?.errorMessage)
        #expect(message.contains("04.03.2025 08:00") && message.contains("2025-03-04 08:00"), "\(message)")
        #expect(await plan.item(2)?.start == Time(year: 2025, month: 3, day: 5, hour: 8), "a refused date changes nothing")
        #expect(await plan.revision == 2)
    }

    @Test("A German page's task dialog shows German dates and saves German dates")
    func taskDialog() async throws {
        let (temporary, plan, _) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        let session = LiveSession(plan: plan)
        _ = await session.handle(text: Self.hello(language: "de"))
        let opened = try #require(await session.handle(text: Fixtures.command(seq: 2, "editTask", ["item": 2])).first?.frame)
        guard case let .task(_, fields, _, _, _)? = opened.editor else { Issue.record("no task dialog"); return }
        #expect(fields["start"] == "05.03.2025 08:00")
        #expect(fields["finish"] == "07.03.2025 16:00")
        let saved = await session.handle(text: Fixtures.command(seq: 3, "updateTask", [
            "item": 2, "fields": .object(["start": "10.03.2025 08:00", "deadline": "21.03.2025 16:00"])]))
        #expect(saved.first?.frame?.notice == "edited \"Build\"")
        #expect(await plan.item(2)?.start == Time(year: 2025, month: 3, day: 10, hour: 8))
        let reopened = try #require(await session.handle(text: Fixtures.command(seq: 4, "editTask", ["item": 2])).first?.frame)
        guard case let .task(_, after, _, _, _)? = reopened.editor else { Issue.record("no task dialog"); return }
        #expect(after["deadline"] == "21.03.2025 16:00")
        let refused = await session.handle(text: Fixtures.command(seq: 5, "updateTask", ["item": 2, "fields": .object(["finish": "bald"])]))
        #expect(refused.first?.errorMessage?.hasPrefix("finish: ") == true, "the refusal names its field for the dialog")
    }

    @Test("A German page's filter bar reads and shows German dates (and ISO), refuses others naming the field, and its chart header speaks German though the plan names no locale")
    func filterBarAndHeader() async throws {
        let (temporary, plan, _) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        #expect(await plan.locale == nil)
        let german = LiveSession(plan: plan), english = LiveSession(plan: plan)
        let first = try #require(await german.handle(text: Self.hello(language: "de")).first?.frame)
        let englishFirst = try #require(await english.handle(text: Self.hello(language: "en")).first?.frame)
        // The header's months and weekdays in the page's language: the same chart, two pages.
        #expect(first.svg.contains("März") && !first.svg.contains(">Mar"), "German header")
        #expect(englishFirst.svg.contains("Mar") && !englishFirst.svg.contains("März"), "English header")

        let filtered = try #require(await german.handle(text: Fixtures.command(seq: 2, "setFilter", ["from": "05.03.2025", "to": "6.3.2025 12:00"])).first?.frame)
        let iso = try #require(await english.handle(text: Fixtures.command(seq: 2, "setFilter", ["from": "2025-03-05", "to": "2025-03-06 12:00"])).first?.frame)
        #expect(!filtered.grid.rows.isEmpty && filtered.grid.rows.count < first.grid.rows.count)
        #expect(filtered.grid.rows.map(\.itemID) == iso.grid.rows.map(\.itemID), "the same range, typed two ways")
        #expect(filtered.find.from == "05.03.2025 00:00" && filtered.find.to == "06.03.2025 12:00")
        #expect(iso.find.from == "2025-03-05 00:00" && iso.find.to == "2025-03-06 12:00")
        let isoOnGerman = try #require(await german.handle(text: Fixtures.command(seq: 3, "setFilter", ["from": "2025-03-05", "to": "2025-03-06 12:00"])).first?.frame)
        #expect(isoOnGerman.grid.rows.map(\.itemID) == iso.grid.rows.map(\.itemID), "ISO 8601 is read on every page")

        let refused = await german.handle(text: Fixtures.command(seq: 4, "setFilter", ["from": "nächsten Montag"]))
        let message = try #require(refused.first?.errorMessage)
        #expect(message.hasPrefix("setFilter: from:") && message.contains("04.03.2025 08:00") && message.contains("2025-03-04 08:00"), "\(message)")
        let backwards = await german.handle(text: Fixtures.command(seq: 5, "setFilter", ["from": "10.03.2025", "to": "01.03.2025"]))
        #expect(backwards.first?.errorMessage == "setFilter: to: must be after from")
    }
}
