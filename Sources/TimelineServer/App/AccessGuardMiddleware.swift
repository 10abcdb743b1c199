import Foundation
import HTTPTypes
public import Hummingbird

/// Enforces an ``AccessPolicy`` on every request, the WebSocket upgrade
/// included, and adds the headers every response needs.
///
/// Refused: a `Host` that is not allowed (DNS rebinding) with 421, a foreign
/// `Origin` (another site's page) with 403, and a missing or wrong token with
/// 401 — each with a plain-text reason. A valid `?token=` sets an HttpOnly,
/// SameSite=Strict cookie so the page's assets, exports and live socket carry
/// it without showing it again. Every response gets `X-Content-Type-Options:
/// nosniff`, `Referrer-Policy: no-referrer` (a token never leaks in a
/// `Referer`) and `X-Frame-Options: DENY`.
public struct AccessGuardMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The policy enforced.
    public let policy: AccessPolicy

    /// A middleware enforcing `policy`.
    public init(policy: AccessPolicy) {
        self.policy = policy
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let host = Self.host(of: request)
        guard policy.isAllowed(host: host) else {
            return Self.refusal(.misdirectedRequest, "This server does not answer to the host name \"\(host ?? "")\". "
                + "Use the address `timelinekit serve` printed, or allow the name with --allow-host.\n")
        }
        guard policy.isAllowed(origin: request.headers[.origin], host: host) else {
            return Self.refusal(.forbidden, "Requests from pages of another site are refused (Origin \"\(request.headers[.origin] ?? "")\"). "
                + "Allow a trusted origin with --allow-origin.\n")
        }
        var setsCookie = false
        if policy.token != nil {
            let query = request.uri.queryParameters.get("token")
            let cookie = request.cookies[AccessPolicy.cookieName]?.value
            let bearer = request.headers[.authorization].flatMap { header -> String? in
                header.hasPrefix("Bearer ") ? String(header.dropFirst(7)) : nil
            }
            if let query, policy.accepts(token: query) {
                setsCookie = true
            } else if !(policy.accepts(token: cookie) && cookie != nil) && !(policy.accepts(token: bearer) && bearer != nil) {
                return Self.refusal(.unauthorized, "This server needs its access token: open the address `timelinekit serve` printed "
                    + "(it ends in ?token=…), or send Authorization: Bearer TOKEN.\n")
            }
        }
        var response = try await next(request, context)
        if setsCookie, let token = policy.token {
            response.headers[values: .setCookie].append("\(AccessPolicy.cookieName)=\(token); Path=/; HttpOnly; SameSite=Strict")
        }
        Self.addSecurityHeaders(to: &response.headers)
        return response
    }

    /// The host a request names: its `Host` field when it kept one (a request
    /// built in memory), else its authority (HTTP/1 servers move `Host` there).
    static func host(of request: Request) -> String? {
        request.headers[securityHeaderNames.host] ?? request.head.authority
    }

    /// Headers every response carries.
    static func addSecurityHeaders(to headers: inout HTTPFields) {
        headers[.xContentTypeOptions] = "nosniff"
        headers[securityHeaderNames.referrerPolicy] = "no-referrer"
        headers[securityHeaderNames.xFrameOptions] = "DENY"
    }

    static func refusal(_ status: HTTPResponse.Status, _ text: String) -> Response {
        var response = Response(status: status, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
                                body: .init(byteBuffer: ByteBuffer(string: text)))
        addSecurityHeaders(to: &response.headers)
        return response
    }
}

/// Header names HTTPTypes does not predefine.
private let securityHeaderNames = (
    referrerPolicy: HTTPField.Name("Referrer-Policy")!, xFrameOptions: HTTPField.Name("X-Frame-Options")!,
    // HTTP/1 servers move `Host` into the request's authority; a request built in memory may keep it as a field.
    host: HTTPField.Name("Host")!
)
