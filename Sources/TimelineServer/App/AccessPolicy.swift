import Foundation

/// Who may use a server: the host names its requests may address, the
/// origins whose pages may open its live sockets, and an optional access
/// token that every request must carry.
///
/// The defaults protect a server on the loopback address against the two
/// attacks a browser allows: a page of another origin opening the live
/// socket (cross-site WebSocket hijacking, refused by ``isAllowed(origin:host:)``)
/// and a foreign domain that resolves to 127.0.0.1 (DNS rebinding, refused by
/// ``isAllowed(host:)``). A server bound to any other address should also set
/// ``token`` (``TimelineServerApp`` requires one then).
public struct AccessPolicy: Sendable, Equatable {
    /// Host names (lowercased, without port or brackets) that requests may
    /// name in `Host`; `nil` accepts any name (only sensible with a ``token``).
    public var allowedHosts: Set<String>?
    /// Extra origins (`https://planner.example.com`) whose pages may use the
    /// server besides the server's own (same-origin) pages.
    public var allowedOrigins: Set<String>
    /// The access token every request must carry (`?token=`, the
    /// `timelinekit_token` cookie set from it, or `Authorization: Bearer`),
    /// or `nil` for none.
    public var token: String?

    /// The names of the loopback interface.
    public static let loopbackHosts: Set<String> = ["localhost", "127.0.0.1", "::1"]

    /// The name of the cookie that carries the token after the first page.
    public static let cookieName = "timelinekit_token"

    /// A policy.
    /// - Parameters:
    ///   - allowedHosts: Host names requests may address (`nil`: any).
    ///   - allowedOrigins: Extra origins allowed besides same-origin pages.
    ///   - token: The access token, if any.
    public init(allowedHosts: Set<String>? = AccessPolicy.loopbackHosts, allowedOrigins: Set<String> = [], token: String? = nil) {
        self.allowedHosts = allowedHosts.map { Set($0.map { $0.lowercased() }) }
        self.allowedOrigins = Set(allowedOrigins.map { Self.normalizedOrigin($0) })
        self.token = token
    }

    /// The policy for a server bound to `host`: on a loopback address, the
    /// loopback names plus `extraHosts`; on any other address, the bound name
    /// (unless it is a wildcard such as 0.0.0.0) plus `extraHosts`, or any
    /// name when neither gives one — with the token required either way.
    /// - Parameters:
    ///   - host: The bound address or name.
    ///   - extraHosts: Host names to allow as well (`--allow-host`).
    ///   - allowedOrigins: Origins to allow as well (`--allow-origin`).
    ///   - token: The token (required by the server when `host` is not loopback).
    public static func forServer(boundTo host: String, extraHosts: [String] = [], allowedOrigins: [String] = [], token: String?) -> AccessPolicy {
        let bound = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        let extras = Set(extraHosts.map { $0.lowercased() })
        if isLoopback(bound) {
            return AccessPolicy(allowedHosts: loopbackHosts.union(extras).union([bound]), allowedOrigins: Set(allowedOrigins), token: token)
        }
        let wildcard = ["0.0.0.0", "::", ""].contains(bound)
        let named = wildcard ? extras : extras.union([bound])
        return AccessPolicy(allowedHosts: named.isEmpty ? nil : named.union(loopbackHosts), allowedOrigins: Set(allowedOrigins), token: token)
    }

    /// Whether `host` is a loopback address or name (127.0.0.0/8, ::1, localhost).
    public static func isLoopback(_ host: String) -> Bool {
        let name = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        return name == "localhost" || name == "::1" || name.hasPrefix("127.")
    }

    /// A new random token (32 hex digits from the system's random source).
    public static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    /// The host name of a `Host` header value (`[::1]:8080` → `::1`,
    /// `Example.com:80` → `example.com`).
    public static func hostName(ofAuthority authority: String) -> String {
        var text = authority.lowercased()
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return text }
            return String(text[text.index(after: text.startIndex)..<close])
        }
        if let colon = text.lastIndex(of: ":") { text = String(text[..<colon]) }
        return text
    }

    /// Whether a request naming `host` in its `Host` header may be served.
    /// A request without the header (not sent by browsers) is allowed.
    public func isAllowed(host authority: String?) -> Bool {
        guard let authority, let allowedHosts else { return true }
        return allowedHosts.contains(Self.hostName(ofAuthority: authority))
    }

    /// Whether a request with this `Origin` header, sent to `host`, may be
    /// served: no origin (not a browser's cross-origin request), the server's
    /// own origin (`http://` or `https://` + the `Host` header), a
    /// non-browser client's `ws://` origin naming the same host, or an
    /// allowed one. The opaque origin `null` is refused.
    public func isAllowed(origin: String?, host authority: String?) -> Bool {
        guard let origin else { return true }
        let normalized = Self.normalizedOrigin(origin)
        if allowedOrigins.contains(normalized) { return true }
        guard let authority else { return false }
        let own = authority.lowercased()
        if normalized == "http://\(own)" || normalized == "https://\(own)" { return true }
        // Non-browser WebSocket clients (swift-websocket) send `ws://host` without the port;
        // browsers only ever send http(s) origins, so a page cannot use this form.
        for scheme in ["ws://", "wss://"] where normalized.hasPrefix(scheme) {
            return Self.hostName(ofAuthority: String(normalized.dropFirst(scheme.count))) == Self.hostName(ofAuthority: own)
        }
        return false
    }

    /// Whether `candidate` is the token (compared in constant time).
    public func accepts(token candidate: String?) -> Bool {
        guard let token else { return true }
        guard let candidate else { return false }
        let expected = Array(token.utf8), given = Array(candidate.utf8)
        var difference = UInt8(expected.count == given.count ? 0 : 1)
        for index in expected.indices { difference |= expected[index] ^ (index < given.count ? given[index] : 0) }
        return difference == 0
    }

    private static func normalizedOrigin(_ origin: String) -> String {
        var text = origin.lowercased()
        while text.hasSuffix("/") { text.removeLast() }
        return text
    }
}
