import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWebSocket
import HummingbirdWSClient
import HummingbirdWSTesting
import GanttChart
import Interchange
import Testing
import TimelineCore
@testable import TimelineServer

/// The plan list of the page: `GET /plans`, `POST /plans` (new empty plan), `DELETE /plans/{id}`.
@Suite("Plan list routes", .timeLimit(.minutes(2)))
struct PlanListRoutesTests {
    @Test("POST /plans stores an empty plan with the title, answers 201 with its id and page; the list and / show it")
    func createPlan() async throws {
        let (temporary, store, first) = try Fixtures.storeWithSmallPlan()
        defer { temporary.remove() }
        let app = TimelineServerApp.makeApplication(registry: PlanRegistry(store: store), host: "127.0.0.1", port: 0)
        try await app.test(.router) { client in
            var created = 0
            try await client.execute(uri: "/plans", method: .post, headers: [.contentType: "application/json"],
                                     body: ByteBuffer(string: #"{"title": "  Office move <Q3>  "}"#)) { response in
                #expect(response.status == .created)
                let body = try #require(try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: Any])
                created = try #require(body["id"] as? Int)
                #expect(body["url"] as? String == "/plans/\(created)")
                #expect(response.headers[.location] == "/plans/\(created)")
            }
            #expect(created != first)
            let (document, revision) = try #require(try store.loadPlan(created))
            #expect(document.title == "Office move <Q3>")   // trimmed, kept as written (escaped where it is shown)
            #expect(document.items.isEmpty && revision == 0)
            #expect(document.calendar == "standard")
            let timeline = try #require(document.timeline)
            #expect(timeline.start.dayOfWeek == 1 && timeline.duration == 28 * 86_400)   // four weeks from a Monday
            try await client.execute(uri: "/plans", method: .get) { response in
                let list = try #require(try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [[String: Any]])
                #expect(list.compactMap { $0["id"] as? Int } == [first, created])
                #expect(list.last?["title"] as? String == "Office move <Q3>")
            }
            // Its page opens, and takes a first task.
            try await client.execute(uri: "/plans/\(created)", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("Office move &lt;Q3&gt;"))
                #expect(String(buffer: response.body).contains("/assets/plans.js"))
            }
        }
    }

    @Test("A new plan takes its first task like any other plan")
    func emptyPlanTakesATask() async throws {
        let temporary = TemporaryStore()
        defer { temporary.remove() }
        let store = try temporary.open()
        let registry = PlanRegistry(store: store)
        let id = try await registry.createEmptyPlan(title: "Blank", today: Time(year: 2026, month: 11, day: 25, hour: 16))
        let plan = try await registry.lookUp(id).get()
        #expect(await plan.itemIDs.isEmpty)
        let document = try #require(try store.loadPlan(id)?.document)
        // Wednesday 2026-11-25: the timeline starts on Monday the 23rd.
        #expect(document.timeline?.start == Time(year: 2026, month: 11, day: 23))
        try await plan.perform(.addItem(label: "Kickoff", row: 0, start: Time(year: 2026, month: 11, day: 24, hour: 8),
                                        finish: Time(year: 2026, month: 11, day: 24, hour: 16)), by: UUID())
        #expect(try store.loadPlan(id)?.document.items.map(\.label) == ["Kickoff"])
    }

    @Test("POST /plans refuses, with the reason: no JSON type, no title, a blank or too long title, a control character, a big body")
    func createPlanRefusals() async throws {
        let (temporary, store, first) = try Fixtures.storeWithSmallPlan()
        defer { temporary.remove() }
        let app = TimelineServerApp.makeApplication(registry: PlanRegistry(store: store), host: "127.0.0.1", port: 0)
        let cases: [(contentType: String, body: String, status: HTTPResponse.Status, reason: String)] = [
            ("text/plain", #"{"title": "A"}"#, .unsupportedMediaType, "Content-Type: application/json"),
            ("application/json", #"{"name": "A"}"#, .badRequest, "Expected {\"title\""),
            ("application/json", "not json", .badRequest, "Expected {\"title\""),
            ("application/json", #"{"title": "   "}"#, .badRequest, "needs a title"),
            ("application/json", "{\"title\": \"\(String(repeating: "x", count: 201))\"}", .badRequest, "201 characters long; at most 200"),
            ("application/json", #"{"title": "a\u0007b"}"#, .badRequest, "control character"),
            ("application/json", "{\"title\": \"\(String(repeating: "x", count: 5_000))\"}", .contentTooLarge, "too large"),
        ]
        try await app.test(.router) { client in
            for example in cases {
                try await client.execute(uri: "/plans", method: .post, headers: [.contentType: example.contentType],
                                         body: ByteBuffer(string: example.body)) { response in
                    #expect(response.status == example.status, "\(example.body.prefix(40))")
                    #expect(String(buffer: response.body).contains(example.reason), "\(String(buffer: response.body))")
                }
            }
            // Another site's page cannot create a plan.
            try await client.execute(uri: "/plans", method: .post, headers: [.contentType: "application/json", .origin: "https://evil.example"],
                                     body: ByteBuffer(string: #"{"title": "A"}"#)) { response in
                #expect(response.status == .forbidden)
            }
        }
        #expect(try store.planIDs() == [first])   // nothing was stored
    }

    @Test("DELETE /plans/{id}: 204 and gone with its history; 404 for no such plan; 409 for a virtual plan; / no longer opens it")
    func deletePlan() async throws {
        let (temporary, store, first) = try Fixtures.storeWithSmallPlan()
        defer { temporary.remove() }
        let second = try store.createPlan(from: try Fixtures.smallDocument(), source: "plan.yaml#abc")
        let registry = PlanRegistry(store: store)
        await registry.setDefaultPlan(second)
        let virtual = try await registry.addVirtualPlan(GanttChartVirtualItemProvider(), title: "Computed")
        let app = TimelineServerApp.makeApplication(registry: registry, host: "127.0.0.1", port: 0)
        try await app.test(.router) { client in
            try await client.execute(uri: "/plans/\(second)", method: .delete) { response in
                #expect(response.status == .noContent)
            }
            #expect(try store.planIDs() == [first])
            #expect(try store.revisions(of: second).isEmpty)
            #expect(try store.planID(importedFrom: "plan.yaml#abc") == nil)
            try await client.execute(uri: "/plans/\(second)", method: .delete) { response in
                #expect(response.status == .notFound)
            }
            try await client.execute(uri: "/plans/\(second)", method: .get) { response in
                #expect(response.status == .notFound)
            }
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.headers[.location] == "/plans/\(first)")
            }
            try await client.execute(uri: "/plans/\(virtual)", method: .delete) { response in
                #expect(response.status == .conflict)
                #expect(String(buffer: response.body).contains("read-only"))
            }
        }
    }

    @Test("A page open on a deleted plan hears why, then its socket closes with code 4404; other plans' pages stay open")
    func deletedPlanClosesItsPages() async throws {
        let (temporary, store, kept) = try Fixtures.storeWithSmallPlan()
        defer { temporary.remove() }
        let doomed = try store.createPlan(from: try Fixtures.smallDocument(), source: nil)
        let registry = PlanRegistry(store: store)
        let app = TimelineServerApp.makeApplication(registry: registry, host: "127.0.0.1", port: 0)
        try await app.test(.live) { client in
            let configuration = WebSocketClientConfiguration(maxFrameSize: 1 << 24)
            let closeCode = try await client.ws("/plans/\(doomed)/live", configuration: configuration) { inbound, outbound, _ in
                var messages = inbound.messages(maxSize: 1 << 24).makeAsyncIterator()
                try await outbound.write(.text(Fixtures.hello(seq: 1)))
                _ = try await messages.next()
                #expect(try await registry.deletePlan(doomed))
                let reason = try await messages.next()
                guard case let .text(text)? = reason else { Issue.record("no reason before the close"); return }
                #expect(text.contains("\"type\":\"error\"") && text.contains("This plan was deleted"))
                #expect(try await messages.next() == nil)   // closed
            }
            let closedWith = String(describing: closeCode?.closeCode)
            #expect(closedWith.contains("4404"), "closed with \(closedWith)")
            // A page of the other plan still edits.
            try await client.ws("/plans/\(kept)/live", configuration: configuration) { inbound, outbound, _ in
                var messages = inbound.messages(maxSize: 1 << 24).makeAsyncIterator()
                try await outbound.write(.text(Fixtures.hello(seq: 1)))
                _ = try await messages.next()
                try await outbound.write(.text(Fixtures.command(seq: 2, "setCompletion", ["item": 1, "completion": 0.25])))
                let ack = try await messages.next()
                guard case let .text(text)? = ack else { Issue.record("no ack"); return }
                #expect(text.contains("\"seq\":2") && text.contains("\"type\":\"frame\""))
            }
        }
        #expect(try store.loadPlan(doomed).map { _ in true } == nil)
    }
}
