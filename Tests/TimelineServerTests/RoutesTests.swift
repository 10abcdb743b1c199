import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Hummingbird
import HummingbirdTesting
import HummingbirdWebSocket
import HummingbirdWSClient
import HummingbirdWSTesting
import Interchange
import Testing
import TimelineCore
import TimelineGraphics
@testable import TimelineServer

@Suite("Routes", .timeLimit(.minutes(2)))   // real sockets: a missing answer fails instead of hanging
struct RoutesTests {
    /// Whether `text` parses as XML with every element closed.
    static func parsesAsXML(_ text: String) -> Bool {
        final class Counter: NSObject, XMLParserDelegate {
            var depth = 0, elements = 0
            func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                        attributes: [String: String] = [:]) { depth += 1; elements += 1 }
            func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) { depth -= 1 }
        }
        let parser = XMLParser(data: Data(text.utf8))
        let counter = Counter()
        parser.delegate = counter
        return parser.parse() && parser.parserError == nil && counter.depth == 0 && counter.elements > 0
    }

    static func withApp(_ test: @escaping @Sendable (any TestClientProtocol, Int) async throws -> Void) async throws {
        let (temporary, store, id) = try Fixtures.storeWithSmallPlan()
        defer { temporary.remove() }
        let app = TimelineServerApp.makeApplication(registry: PlanRegistry(store: store), host: "127.0.0.1", port: 0)
        try await app.test(.router) { client in try await test(client, id) }
    }

    @Test("The page is served with the plan's escaped title, the shim and ARIA roles")
    func page() async throws {
        try await Self.withApp { client, id in
            try await client.execute(uri: "/plans/\(id)", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType]?.hasPrefix("text/html") == true)
                let html = String(buffer: response.body)
                #expect(html.contains("/assets/timelinekit.js"))
                #expect(html.contains("Small &lt;plan&gt; &amp; &quot;quotes&quot;"))
                #expect(!html.contains("Small <plan>"))
                #expect(html.contains("role=\"treegrid\""))
                #expect(html.contains("role=\"toolbar\""))
                #expect(response.headers[.contentSecurityPolicy] != nil)
            }
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .found)
                #expect(response.headers[.location] == "/plans/\(id)")
            }
            try await client.execute(uri: "/assets/timelinekit.js", method: .get) { response in
                #expect(response.status == .ok)
                let script = String(buffer: response.body)
                #expect(script.contains("textContent"))
                #expect(!script.contains("innerHTML"))
            }
            try await client.execute(uri: "/assets/timelinekit.css", method: .get) { response in
                #expect(response.status == .ok)
            }
            try await client.execute(uri: "/plans", method: .get) { response in
                #expect(String(buffer: response.body).contains("\"id\":\(id)"))
            }
        }
    }

    /// The bytes of `Sources/TimelineServer/Resources/<name>` in this checkout.
    static func resourceFile(_ name: String) throws -> [UInt8] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return Array(try Data(contentsOf: root.appendingPathComponent("Sources/TimelineServer/Resources/\(name)")))
    }

    @Test("The scripts, style sheet and icon served are the resource files' bytes; the page is page.html with every placeholder filled")
    func assetsAreTheResourceFiles() async throws {
        let script = try Self.resourceFile("timelinekit.js")
        let styleSheet = try Self.resourceFile("timelinekit.css")
        let template = String(decoding: try Self.resourceFile("page.html"), as: UTF8.self)
        #expect(script.count > 10_000 && styleSheet.count > 1_000)
        try await Self.withApp { client, id in
            try await client.execute(uri: "/assets/timelinekit.js", method: .get) { response in
                #expect(response.headers[.contentType] == "text/javascript; charset=utf-8")
                #expect(Array(buffer: response.body) == script)
            }
            try await client.execute(uri: "/assets/timelinekit.css", method: .get) { response in
                #expect(response.headers[.contentType] == "text/css; charset=utf-8")
                #expect(Array(buffer: response.body) == styleSheet)
            }
            let icon = try Self.resourceFile("favicon.svg")
            try await client.execute(uri: "/assets/favicon.svg", method: .get) { response in
                #expect(response.headers[.contentType] == "image/svg+xml")
                #expect(Array(buffer: response.body) == icon)
            }
            let plansScript = try Self.resourceFile("plans.js")
            try await client.execute(uri: "/assets/plans.js", method: .get) { response in
                #expect(response.headers[.contentType] == "text/javascript; charset=utf-8")
                #expect(Array(buffer: response.body) == plansScript)
            }
            try await client.execute(uri: "/plans/\(id)", method: .get) { response in
                let html = String(buffer: response.body)
                #expect(!html.contains("{{") && !html.contains("}}"))
                // Filled by hand from the fixture's title `Small <plan> & "quotes"`.
                let expected = template
                    .replacingOccurrences(of: "{{planID}}", with: "\(id)")
                    .replacingOccurrences(of: "{{escapedTitle}}", with: "Small &lt;plan&gt; &amp; &quot;quotes&quot;")
                    .replacingOccurrences(of: "{{themeOptions}}", with: "")
                    .replacingOccurrences(of: "{{hiddenWhenReadOnly}}", with: "")
                    .replacingOccurrences(of: "{{gridColumns}}", with: PageAssets.escapeHTML(PageAssets.gridColumnsJSON))
                    .replacingOccurrences(of: "{{strings}}", with: PageAssets.escapeHTML(PageStrings.scriptTable("en")))
                // The theme menu lists the registry (other tests may register themes meanwhile): compared without its options.
                let options = #/<select id="theme">.*?</select>/#
                #expect(html.replacing(options, with: #"<select id="theme"></select>"#) == expected)
                #expect(html.contains(#"<option value="standard">Standard</option><option value="jewel">Jewel</option><option value="generic">Generic</option>"#))
                #expect(html.contains("<a href=\"/plans/\(id)/export.svg\" download>SVG</a>"))
                #expect(html.contains("<div id=\"app\" data-plan=\"\(id)\" data-grid-columns=\"[{&quot;key&quot;:&quot;id&quot;,"))
            }
        }
    }

    @Test("Exports: SVG that parses, JSON and YAML that read back, PNG with its signature, PDF")
    func exports() async throws {
        try await Self.withApp { client, id in
            try await client.execute(uri: "/plans/\(id)/export.svg", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/svg+xml")
                let svg = String(buffer: response.body)
                #expect(Self.parsesAsXML(svg))
                #expect(svg.contains("data-id=\"item:4\""))
            }
            try await client.execute(uri: "/plans/\(id)/export.json", method: .get) { response in
                let document = try TimelineDocumentReading.parse(String(buffer: response.body))
                #expect(document.items.count == 4)
            }
            try await client.execute(uri: "/plans/\(id)/export.yaml", method: .get) { response in
                let document = try TimelineDocumentReading.parse(String(buffer: response.body))
                #expect(document.dependencies.count == 2)
            }
            try await client.execute(uri: "/plans/\(id)/export.xml", method: .get) { response in
                #expect(response.headers[.contentType] == "application/xml; charset=utf-8")
                let result = try MSProjectReader.read(data: Data(String(buffer: response.body).utf8), fileName: "export.xml")
                let tasks = result.document.tasks.filter { ($0.outlineLevel ?? 1) > 0 }
                #expect(tasks.compactMap(\.name) == ["Design", "Build", "Test", "Release"])
                #expect(tasks.map(\.isMilestone) == [false, false, false, true])
                #expect(tasks.flatMap(\.predecessors).count == 2)
                #expect(tasks.first?.start == Time(year: 2025, month: 3, day: 3, hour: 8))
            }
            guard RasterExporter.isAvailable else { return }
            try await client.execute(uri: "/plans/\(id)/export.png", method: .get) { response in
                #expect(response.status == .ok)
                #expect(Array(response.body.readableBytesView.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            }
            try await client.execute(uri: "/plans/\(id)/export.pdf", method: .get) { response in
                #expect(String(buffer: response.body).hasPrefix("%PDF"))
            }
        }
    }

    @Test("Unknown plans, non-integer ids and export names outside the fixed set are 404")
    func notFound() async throws {
        try await Self.withApp { client, id in
            for uri in ["/plans/999", "/plans/999/export.svg", "/plans/abc", "/plans/\(id)/export.exe", "/plans/\(id)/export.",
                        "/plans/\(id)/export.svg.png", "/plans/..%2F..%2Fetc%2Fpasswd/export.svg", "/plans/1.5", "/nothing"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .notFound, "\(uri)")
                }
            }
        }
    }

    @Test("/ opens the plan the server announced, not always the first one")
    func rootOpensTheAnnouncedPlan() async throws {
        let (temporary, store, first) = try Fixtures.storeWithSmallPlan()
        defer { temporary.remove() }
        let second = try store.createPlan(from: try Fixtures.smallDocument())
        let registry = PlanRegistry(store: store)
        await registry.setDefaultPlan(second)
        let app = TimelineServerApp.makeApplication(registry: registry, host: "127.0.0.1", port: 0)
        try await app.test(.router) { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .found)
                #expect(response.headers[.location] == "/plans/\(second)")
                #expect(second != first)
            }
        }
    }

    @Test("A real WebSocket on 127.0.0.1: hello gets a frame, bad JSON an error, an edit an ack after it is saved; oversized closes only that socket")
    func webSocketRoundTrip() async throws {
        let (temporary, store, id) = try Fixtures.storeWithSmallPlan()
        defer { temporary.remove() }
        let registry = PlanRegistry(store: store)
        let app = TimelineServerApp.makeApplication(registry: registry, host: "127.0.0.1", port: 0)
        try await app.test(.live) { client in
            let configuration = WebSocketClientConfiguration(maxFrameSize: 1 << 24)
            try await client.ws("/plans/\(id)/live", configuration: configuration) { inbound, outbound, _ in
                var messages = inbound.messages(maxSize: 1 << 24).makeAsyncIterator()
                try await outbound.write(.text(Fixtures.hello(seq: 1)))
                let firstMessage = try await messages.next()
                guard case let .text(first)? = firstMessage else { Issue.record("no frame"); return }
                #expect(first.contains("\"type\":\"frame\""))
                #expect(first.contains("data-id=\\\"item:1\\\"") || first.contains("item:1"))
                try await outbound.write(.text("{oops"))
                let errorMessage = try await messages.next()
                guard case let .text(error)? = errorMessage else { Issue.record("no error"); return }
                #expect(error.contains("\"type\":\"error\""))
                try await outbound.write(.text(Fixtures.command(seq: 2, "setCompletion", ["item": 1, "completion": 0.5])))
                let ackMessage = try await messages.next()
                guard case let .text(ack)? = ackMessage else { Issue.record("no ack"); return }
                #expect(ack.contains("\"seq\":2"))
                #expect(ack.contains("50%"))
            }
            // A message over 64 KB: the server answers with an error or closes this socket…
            try await client.ws("/plans/\(id)/live", configuration: configuration) { inbound, outbound, _ in
                var messages = inbound.messages(maxSize: 1 << 24).makeAsyncIterator()
                try await outbound.write(.text(Fixtures.hello(seq: 1)))
                _ = try await messages.next()
                try await outbound.write(.text(String(repeating: " ", count: 70_000)))
                let reply = try? await messages.next()
                if case let .text(text)? = reply { #expect(text.contains("\"type\":\"error\"")) }
            }
            // …and the server still serves other sessions.
            try await client.ws("/plans/\(id)/live", configuration: configuration) { inbound, outbound, _ in
                var messages = inbound.messages(maxSize: 1 << 24).makeAsyncIterator()
                try await outbound.write(.text(Fixtures.hello(seq: 1)))
                let frameMessage = try await messages.next()
                guard case let .text(frame)? = frameMessage else { Issue.record("no frame after an oversized message"); return }
                #expect(frame.contains("\"type\":\"frame\""))
            }
        }
        #expect(try store.loadPlan(id)?.document.items.first?.completion == 0.5)
    }
}

extension RoutesTests {
    @Test("Two pages on one plan over real sockets: an edit on one reaches the other as changed + a fresh frame")
    func webSocketBroadcast() async throws {
        let (temporary, store, id) = try Fixtures.storeWithSmallPlan()
        defer { temporary.remove() }
        let app = TimelineServerApp.makeApplication(registry: PlanRegistry(store: store), host: "127.0.0.1", port: 0)
        try await app.test(.live) { client in
            let configuration = WebSocketClientConfiguration(maxFrameSize: 1 << 24)
            try await client.ws("/plans/\(id)/live", configuration: configuration) { inbound, outbound, _ in
                var watcher = inbound.messages(maxSize: 1 << 24).makeAsyncIterator()
                try await outbound.write(.text(Fixtures.hello(seq: 1)))
                _ = try await watcher.next()
                // A second page edits while the first one is open.
                try await client.ws("/plans/\(id)/live", configuration: configuration) { inbound, outbound, _ in
                    var editor = inbound.messages(maxSize: 1 << 24).makeAsyncIterator()
                    try await outbound.write(.text(Fixtures.hello(seq: 1)))
                    _ = try await editor.next()
                    try await outbound.write(.text(Fixtures.command(seq: 2, "editCell", ["row": 3, "column": "label", "text": "Ship it"])))
                    let ackMessage = try await editor.next()
                    guard case let .text(ack)? = ackMessage else { Issue.record("no ack"); return }
                    #expect(ack.contains("\"seq\":2"))
                }
                let changedMessage = try await watcher.next()
                guard case let .text(changed)? = changedMessage else { Issue.record("no changed message"); return }
                #expect(changed.contains("\"type\":\"changed\""))
                #expect(changed.contains("\"revision\":1"))
                let frameMessage = try await watcher.next()
                guard case let .text(frame)? = frameMessage else { Issue.record("no fresh frame"); return }
                #expect(frame.contains("\"type\":\"frame\""))
                #expect(frame.contains("Ship it"))
                #expect(frame.contains("\"seq\":null"))
            }
        }
    }
}

/// Reads exported documents back.
enum TimelineDocumentReading {
    static func parse(_ text: String) throws -> TimelineDocument {
        try TimelineDocument(parsing: text, file: "export")
    }
}

