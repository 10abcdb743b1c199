import Foundation
import GanttChart
import Interchange
import Testing
import TimelineCore
@testable import TimelineServer

/// Selection, filter, sort and search in the live page. The small plan:
/// Design (row 0, Mar 3–4), Build (1, Mar 5–7), Test (2, Mar 10–11, 25 %),
/// Release (3, a milestone Mar 12 16:00); links Design → Build → Test.
@Suite("Live session: selection, filter, sort and search")
struct LiveSessionFindTests {
    private static func labels(_ frame: Frame?) -> [String] { frame?.grid.rows.compactMap { $0.itemID == nil ? nil : $0.cell("label") } ?? [] }

    private static func command(_ page: inout Page, _ name: String, _ arguments: [String: JSONValue] = [:]) async -> [ServerMessage] {
        await page.send("command", ["name": .string(name), "arguments": .object(arguments)])
    }

    private static func selectRow(_ page: inout Page, _ row: Int, _ modifiers: [String] = []) async -> Frame? {
        await command(&page, "selectRow", ["row": .number(Double(row)), "modifiers": .array(modifiers.map(JSONValue.string))]).first?.frame
    }

    /// The plan without the link Build → Test (so Test can go under Build).
    private static func unlinkedSmallPlan() throws -> (TemporaryStore, LivePlan, Int) {
        let temporary = TemporaryStore()
        let store = try temporary.open()
        let yaml = Fixtures.smallYAML.replacingOccurrences(of: "\n  - {from: 2, to: 3}", with: "")
        let id = try store.createPlan(from: try TimelineDocument(parsing: yaml, file: "small.yaml"))
        return (temporary, try #require(try LivePlan.load(id, from: store)), id)
    }

    @Test("Grid rows select tasks (Ctrl adds, Shift extends); Delete removes the selection as one stored, broadcast, undoable edit")
    func selectAndDelete() async throws {
        let (temporary, plan, id) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        let watcher = LiveSession(plan: plan)
        let (_, changes) = await plan.subscribe()
        _ = await page.hello()
        _ = await watcher.handle(text: Fixtures.hello(seq: 1))
        #expect(await Self.selectRow(&page, 0)?.selection == [1])
        #expect(await Self.selectRow(&page, 3, ["ctrl"])?.selection == [1, 4])
        #expect(await Self.selectRow(&page, 1, ["shift"])?.selection == [2, 3, 4])   // rows 1…3 from the anchor row 3
        #expect(await Self.selectRow(&page, 1, ["ctrl"])?.selection == [3, 4])

        let deleted = try #require(await page.send("key", ["key": "Delete", "modifiers": .array([])]).first?.frame)
        #expect(deleted.notice == "deleted 2 tasks")
        #expect(await plan.itemIDs == [1, 2])
        #expect(deleted.selection.isEmpty && deleted.revision == 1)
        let stored = try #require(try LivePlan.load(id, from: try temporary.open()))
        #expect(await stored.itemIDs == [1, 2])
        var iterator = changes.makeAsyncIterator()
        let change = try #require(await iterator.next())
        #expect(await watcher.handle(change).first == .changed(revision: 1, summary: "deleted 2 tasks"))

        let undone = try #require(await Self.command(&page, "undo").first?.frame)
        #expect(undone.notice == "undid: deleted 2 tasks")
        #expect(await plan.itemIDs == [1, 2, 3, 4])
        #expect(await plan.dependencies.map { [$0.from.rawValue, $0.to.rawValue] } == [[1, 2], [2, 3]])
    }

    @Test("Link joins the selected tasks in the order they were picked; a cycle is refused with the reason, nothing changes")
    func linkSelection() async throws {
        let (temporary, plan, _) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        _ = await page.hello()
        _ = await Self.selectRow(&page, 2)
        _ = await Self.selectRow(&page, 0, ["ctrl"])
        let refused = await Self.command(&page, "linkSelection")
        #expect(refused.first?.errorMessage == "\"Test\" already follows \"Design\": linking \"Test\" → \"Design\" would make a cycle")
        #expect(refused.last?.frame != nil)
        #expect(await plan.revision == 0)

        _ = await Self.selectRow(&page, 2)
        _ = await Self.selectRow(&page, 3, ["ctrl"])
        let linked = try #require(await Self.command(&page, "linkSelection").first?.frame)
        #expect(linked.notice == "linked 2 tasks")
        #expect(await plan.dependencies.map { [$0.from.rawValue, $0.to.rawValue] } == [[1, 2], [2, 3], [3, 4]])
        let unlinked = try #require(await Self.command(&page, "unlinkSelection").first?.frame)
        #expect(unlinked.notice == "unlinked 2 tasks")
        #expect(await plan.dependencies.count == 2)
    }

    @Test("Indent with several rows selected puts them all under the task above, as one edit")
    func indentSelection() async throws {
        let (temporary, plan, _) = try Self.unlinkedSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        _ = await page.hello()
        _ = await Self.selectRow(&page, 2)
        _ = await Self.selectRow(&page, 3, ["ctrl"])
        let frame = try #require(await Self.command(&page, "indent").first?.frame)
        #expect(frame.notice == "indented 2 tasks")
        #expect(frame.grid.rows.map { $0.cell("wbs") ?? "?" } == ["1", "2", "2.1", "2.2"])
        #expect(frame.canUndo && frame.revision == 1)
    }

    @Test("A filter shows the matching tasks only, with the summaries above them; edits of its rows reach the right tasks")
    func filter() async throws {
        let (temporary, plan, _) = try Self.unlinkedSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        _ = await page.hello()
        _ = await Self.selectRow(&page, 2)
        _ = await Self.command(&page, "indent")   // Test under Build
        var frame = await Self.command(&page, "setFilter", ["milestones": true]).first?.frame
        #expect(Self.labels(frame) == ["Release"])
        #expect(frame?.find.milestones == true && frame?.find.matches == 1 && frame?.find.rows == 1)
        #expect(frame?.find.tasks == 4)   // the small plan's four tasks: "1 of 4 tasks match", not "1 of 1"

        frame = await Self.command(&page, "setFilter", ["text": "TEST"]).first?.frame
        #expect(Self.labels(frame) == ["Build", "Test"])
        #expect(frame?.grid.rows.prefix(2).map(\.isContext) == [true, false])
        // Row 1 of the view is Test (item row 2): renaming it there renames Test.
        let edited = await Self.command(&page, "editCell", ["row": 1, "column": "label", "text": "Test run"]).first?.frame
        #expect(await plan.item(3)?.label == "Test run")
        #expect(Self.labels(edited) == ["Build", "Test run"])

        frame = await Self.command(&page, "setFilter", ["from": "2025-03-10 00:00", "to": "2025-03-11 00:00"]).first?.frame
        #expect(Self.labels(frame) == ["Build", "Test run"])   // Build now spans Test's dates
        #expect(frame?.find.from == "2025-03-10 00:00")
        frame = await Self.command(&page, "setFilter").first?.frame
        #expect(Self.labels(frame) == ["Design", "Build", "Test run", "Release"])

        let backwards = await Self.command(&page, "setFilter", ["from": "2025-03-10", "to": "2025-03-01"])
        #expect(backwards.first?.errorMessage == "setFilter: to: must be after from")
        let unreadable = await Self.command(&page, "setFilter", ["from": "yesterday"])
        #expect(unreadable.first?.errorMessage?.hasPrefix("setFilter: from: ") == true)
        let long = await Self.command(&page, "setFilter", ["text": .string(String(repeating: "x", count: 1_001))])
        #expect(long.first?.errorMessage == "setFilter: text: longer than 1000 bytes")
    }

    @Test("A sort is this page's view; Sort the plan writes it into the plan as one undoable, stored edit")
    func sortAndSortThePlan() async throws {
        let (temporary, plan, id) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        _ = await page.hello()
        var frame = await Self.command(&page, "sortBy", ["column": "start", "ascending": false]).first?.frame
        #expect(Self.labels(frame) == ["Release", "Test", "Build", "Design"])
        #expect(frame?.find.sortColumn == "start" && frame?.find.ascending == false)
        #expect(await plan.item(1)?.row == 0)   // the plan keeps its order
        #expect(await plan.revision == 0)
        // Another page sees the plan's order.
        var other = Page(LiveSession(plan: plan))
        #expect(Self.labels(await other.hello()) == ["Design", "Build", "Test", "Release"])

        let unknown = await Self.command(&page, "sortBy", ["column": "colour"])
        #expect(unknown.first?.errorMessage?.hasPrefix("sortBy: unknown column \"colour\"") == true)

        frame = await Self.command(&page, "sortPlan").first?.frame
        #expect(frame?.notice == "sorted the plan by Start (descending)")
        #expect(Self.labels(frame) == ["Release", "Test", "Build", "Design"])
        #expect(frame?.find.sortColumn == nil)
        #expect(await [1, 2, 3, 4].asyncMap { await plan.item($0)?.row } == [3, 2, 1, 0])
        let stored = try #require(try LivePlan.load(id, from: try temporary.open()))
        #expect(await stored.item(4)?.row == 0)
        frame = await Self.command(&page, "undo").first?.frame
        #expect(Self.labels(frame) == ["Design", "Build", "Test", "Release"])
        let unsorted = await Self.command(&page, "sortPlan")
        #expect(unsorted.first?.errorMessage == "sortPlan: sort the rows by a column first (click its header)")
    }

    @Test("Search goes to the next and previous task containing the text, wrapping, selecting it and expanding its summary")
    func search() async throws {
        let (temporary, plan, _) = try Self.unlinkedSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        _ = await page.hello()
        var frame = await Self.command(&page, "search", ["text": "E"]).first?.frame   // Design, Test, Release
        #expect(frame?.selection == [1] && frame?.notice == "1 of 3")
        #expect(frame?.find.searchHits == 3 && frame?.find.searchIndex == 1)
        frame = await Self.command(&page, "search", ["text": "e"]).first?.frame
        #expect(frame?.selection == [3] && frame?.notice == "2 of 3")
        frame = await Self.command(&page, "search", ["text": "e", "backwards": true]).first?.frame
        #expect(frame?.selection == [1])
        frame = await Self.command(&page, "search", ["text": "e", "backwards": true]).first?.frame
        #expect(frame?.selection == [4] && frame?.notice == "3 of 3")
        frame = await Self.command(&page, "search", ["text": "nowhere"]).first?.frame
        #expect(frame?.notice == "no task contains \"nowhere\"" && frame?.find.searchHits == 0)

        // Test under a collapsed Build: found, and Build opens to show it.
        _ = await Self.selectRow(&page, 2)
        _ = await Self.command(&page, "indent")
        frame = await Self.command(&page, "toggleRow", ["item": 2, "expanded": false]).first?.frame
        #expect(Self.labels(frame) == ["Design", "Build", "Release"])
        _ = await Self.selectRow(&page, 0)
        frame = await Self.command(&page, "search", ["text": "test"]).first?.frame
        #expect(Self.labels(frame) == ["Design", "Build", "Test", "Release"])
        #expect(frame?.selection == [3])
    }

    @Test("Search scrolls a hit far below into view")
    func searchScrolls() async throws {
        let temporary = TemporaryStore()
        defer { temporary.remove() }
        let store = try temporary.open()
        var document = TimelineDocument(title: "Long")
        for index in 0..<80 {
            let start = Time(year: 2025, month: 3, day: 3).adding(days: index % 20)
            document.items.append(TimelineDocument.Item(id: index + 1, label: "Task \(index + 1)", row: index, start: start,
                                                        finish: start.adding(days: 1)))
        }
        let id = try store.createPlan(from: document)
        let plan = try #require(try LivePlan.load(id, from: store))
        var page = Page(LiveSession(plan: plan))
        let first = try #require(await page.hello(width: 1_400, height: 400))
        #expect(first.viewport.firstRow == 0)
        let frame = try #require(await Self.command(&page, "search", ["text": "task 75"]).first?.frame)
        #expect(frame.selection == [75])
        #expect(frame.viewport.firstRow > 50)
        #expect(frame.grid.rows.contains { $0.itemID == 75 })
        #expect(frame.itemIDs.contains(75))
    }

    @Test("The new commands decode with their arguments checked, and encode back")
    func commandsDecode() throws {
        #expect(try LiveCommand(name: "selectRow", arguments: ["row": 3, "modifiers": .array(["shift", "ctrl"])])
            == .selectRow(row: 3, modifiers: [.shift, .control]))
        #expect(throws: ProtocolError.self) { try LiveCommand(name: "selectRow", arguments: ["row": -1]) }
        let filter = try LiveCommand(name: "setFilter", arguments: ["text": "x", "late": true, "from": " 2025-03-10 08:00 ", "to": ""])
        guard case let .setFilter(decoded, from, to) = filter else { Issue.record("not a filter"); return }
        #expect(decoded.text == "x" && decoded.isLateOnly && !decoded.isCriticalOnly)
        // The dates stay text until the session reads them in its page's format.
        #expect(decoded.dateRange == nil && from == "2025-03-10 08:00" && to == nil)
        for command in [filter, .sortBy(column: "start", ascending: false), .search(text: "a", backwards: true), .selectAll,
                        .linkSelection, .unlinkSelection, .sortPlan, .selectRow(row: 2, modifiers: [.control])] {
            let (name, arguments) = command.wireForm
            #expect(try LiveCommand(name: name, arguments: arguments) == command)
        }
        #expect(throws: ProtocolError.self) { try LiveCommand(name: "setFilter", arguments: ["from": 20_250_310]) }
        #expect(throws: ProtocolError.self) { try LiveCommand(name: "setFilter", arguments: ["from": .string(String(repeating: "1", count: 65))]) }
        #expect(throws: ProtocolError.self) { try LiveCommand(name: "search", arguments: [:]) }
    }
}

extension Array {
    fileprivate func asyncMap<T>(_ transform: (Element) async -> T) async -> [T] {
        var result: [T] = []
        for element in self { result.append(await transform(element)) }
        return result
    }
}
