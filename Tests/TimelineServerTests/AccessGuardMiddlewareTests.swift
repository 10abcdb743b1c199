import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import HummingbirdWebSocket
import Testing
@testable import TimelineServer

@Suite("Access: host names, origins, the token and security headers", .timeLimit(.minutes(2)))
struct AccessGuardMiddlewareTests {
    /// `Host` (HTTPTypes hides its predefined name in favour of the authority).
    static let host = HTTPField.Name("Host")!

    static func withApp(policy: AccessPolicy = AccessPolicy(),
                        _ test: @escaping @Sendable (any TestClientProtocol, Int) async throws -> Void) async throws {
        let (temporary, store, id) = try Fixtures.storeWithSmallPlan()
        defer { temporary.remove() }
        let app = TimelineServerApp.makeApplication(registry: PlanRegistry(store: store), host: "127.0.0.1", port: 0, policy: policy)
        try await app.test(.router) { client in try await test(client, id) }
    }

    @Test("A foreign Host (DNS rebinding) is refused with 421 on pages, exports and the socket upgrade")
    func foreignHost() async throws {
        try await Self.withApp { client, id in
            for uri in ["/plans/\(id)", "/plans/\(id)/export.json", "/plans/\(id)/live", "/plans", "/assets/timelinekit.js"] {
                try await client.execute(uri: uri, method: .get, headers: [Self.host: "attacker.example:8080"]) { response in
                    #expect(response.status == .misdirectedRequest, "\(uri)")
                    #expect(String(buffer: response.body).contains("attacker.example"))
                }
            }
            for host in ["127.0.0.1:8080", "localhost:8080", "[::1]:8080", "LOCALHOST"] {
                try await client.execute(uri: "/plans/\(id)", method: .get, headers: [Self.host: host]) { response in
                    #expect(response.status == .ok, "\(host)")
                }
            }
        }
    }

    @Test("A page of another origin cannot use the server; the server's own origin and allowed ones can")
    func foreignOrigin() async throws {
        let policy = AccessPolicy(allowedOrigins: ["https://planner.example.com/"])
        try await Self.withApp(policy: policy) { client, id in
            let upgrade: HTTPFields = [Self.host: "127.0.0.1:8080", .origin: "http://evil.example", .connection: "Upgrade", .upgrade: "websocket",
                                       .secWebSocketVersion: "13", .secWebSocketKey: "dGhlIHNhbXBsZSBub25jZQ=="]
            try await client.execute(uri: "/plans/\(id)/live", method: .get, headers: upgrade) { response in
                #expect(response.status == .forbidden)
            }
            for origin in ["http://evil.example", "null", "http://127.0.0.1:9999", "https://127.0.0.1:8080.evil.example", "ws://evil.example"] {
                try await client.execute(uri: "/plans/\(id)/export.json", method: .get, headers: [Self.host: "127.0.0.1:8080", .origin: origin]) { response in
                    #expect(response.status == .forbidden, "\(origin)")
                }
            }
            for origin in ["http://127.0.0.1:8080", "https://planner.example.com", "ws://127.0.0.1"] {
                try await client.execute(uri: "/plans/\(id)/export.json", method: .get, headers: [Self.host: "127.0.0.1:8080", .origin: origin]) { response in
                    #expect(response.status == .ok, "\(origin)")
                }
            }
        }
    }

    @Test("With a token, requests without it get 401; ?token= sets an HttpOnly cookie; the cookie and a bearer header work")
    func token() async throws {
        let token = "0123456789abcdef0123456789abcdef"
        try await Self.withApp(policy: AccessPolicy(token: token)) { client, id in
            for uri in ["/plans/\(id)", "/plans/\(id)/export.svg", "/plans/\(id)/live", "/assets/timelinekit.css", "/"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .unauthorized, "\(uri)")
                }
            }
            try await client.execute(uri: "/plans/\(id)?token=wrong\(token)", method: .get) { response in
                #expect(response.status == .unauthorized)
            }
            try await client.execute(uri: "/plans/\(id)?token=\(token)", method: .get) { response in
                #expect(response.status == .ok)
                let cookie = response.headers[.setCookie] ?? ""
                #expect(cookie.hasPrefix("\(AccessPolicy.cookieName)=\(token)"))
                #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"))
            }
            try await client.execute(uri: "/plans/\(id)/export.json", method: .get,
                                     headers: [.cookie: "\(AccessPolicy.cookieName)=\(token)"]) { response in
                #expect(response.status == .ok)
            }
            try await client.execute(uri: "/plans/\(id)/export.json", method: .get, headers: [.authorization: "Bearer \(token)"]) { response in
                #expect(response.status == .ok)
            }
        }
    }

    @Test("The page forbids framing and limits connections to the server; exports carry nosniff, an SVG export a sandboxing CSP")
    func securityHeaders() async throws {
        try await Self.withApp { client, id in
            try await client.execute(uri: "/plans/\(id)", method: .get, headers: [Self.host: "127.0.0.1:8080"]) { response in
                let policy = response.headers[.contentSecurityPolicy] ?? ""
                #expect(policy.contains("frame-ancestors 'none'"))
                #expect(policy.contains("connect-src 'self' ws://127.0.0.1:8080 wss://127.0.0.1:8080;"))
                #expect(!policy.contains("connect-src 'self' ws: wss:"))
                #expect(response.headers[.xContentTypeOptions] == "nosniff")
            }
            try await client.execute(uri: "/plans/\(id)/export.svg", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.xContentTypeOptions] == "nosniff")
                let policy = response.headers[.contentSecurityPolicy] ?? ""
                #expect(policy.contains("default-src 'none'") && policy.contains("sandbox"))
            }
        }
    }

    @Test("Policies for a bound address: loopback names by default; any name but a token for 0.0.0.0; the bound name otherwise")
    func policyForServer() {
        let loopback = AccessPolicy.forServer(boundTo: "127.0.0.1", token: nil)
        #expect(loopback.isAllowed(host: "localhost:8080") && !loopback.isAllowed(host: "example.com"))
        let wildcard = AccessPolicy.forServer(boundTo: "0.0.0.0", token: "t")
        #expect(wildcard.allowedHosts == nil && wildcard.isAllowed(host: "planner.lan:8080"))
        let named = AccessPolicy.forServer(boundTo: "planner.lan", extraHosts: ["Proxy.Example"], token: "t")
        #expect(named.isAllowed(host: "planner.lan") && named.isAllowed(host: "proxy.example:443") && !named.isAllowed(host: "other"))
        #expect(AccessPolicy.isLoopback("127.0.0.2") && AccessPolicy.isLoopback("[::1]") && !AccessPolicy.isLoopback("0.0.0.0"))
        #expect(AccessPolicy.hostName(ofAuthority: "[::1]:8080") == "::1")
        #expect(AccessPolicy(token: "abc").accepts(token: "abc") && !AccessPolicy(token: "abc").accepts(token: "abcd"))
        #expect(!AccessPolicy(token: "abc").accepts(token: nil) && AccessPolicy().accepts(token: nil))
        #expect(AccessPolicy.makeToken().count == 32 && AccessPolicy.makeToken() != AccessPolicy.makeToken())
    }
}

