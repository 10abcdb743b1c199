import Foundation
public import Hummingbird
import HummingbirdCore
import NIOCore
import NIOWebSocket
public import HummingbirdWebSocket
public import Logging
import TimelineCore
import TimelineGraphics

/// The TimelineKit web server: the page, the export endpoints and the live
/// sessions over WebSocket.
///
/// Routes (plan ids are integers, export names a fixed set; nothing in a
/// request path reaches the file system):
/// - `GET /` — redirects to the plan the server announced (``PlanRegistry/defaultPlanID``), else the first plan's page;
/// - `GET /plans` — the plans as JSON; `POST /plans` with `{"title": "…"}` (as
///   `application/json`) stores a new empty plan and answers 201 with its id;
///   `DELETE /plans/{id}` deletes a stored plan (its open pages are told and closed);
/// - `GET /plans/{id}` — the interactive page;
/// - `GET /plans/{id}/export.{json,yaml,xml,csv,svg,png,pdf}` — the whole plan (xml: Microsoft Project XML; csv: one task per line);
///   `export.pdf?paper=A4&orientation=landscape[&fit=width]` prints grid and chart on pages (A4, A3, Letter; see ``pageSetup(of:format:)``);
/// - `GET /assets/timelinekit.js`, `/assets/plans.js`, `/assets/find.js`, `/assets/timelinekit.css`, `/assets/favicon.svg` — the page's shim;
/// - `GET /plans/{id}/live` — the WebSocket of a live session (see ``LiveSession``);
/// - `GET /calendars` — the calendars as JSON; `GET /calendars/{id}/week`,
///   `/calendars/{id}/day` — a calendar's pages; `GET /calendars/{id}/live?view=week|day`
///   — their WebSocket (see ``CalendarSession``); `GET /assets/calendar.js`.
///
/// Every request, the WebSocket upgrade included, passes the
/// ``AccessGuardMiddleware`` first (host names, origins, token).
public enum TimelineServerApp {
    /// The router with every route (HTTP and WebSocket).
    /// - Parameters:
    ///   - registry: The plans.
    ///   - policy: Who may use the server (loopback names, same-origin pages, no token by default).
    public static func makeRouter(registry: PlanRegistry, policy: AccessPolicy = AccessPolicy()) -> Router<BasicWebSocketRequestContext> {
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.add(middleware: AccessGuardMiddleware(policy: policy))
        router.get("/") { _, _ -> Response in
            if let calendar = await registry.defaultCalendarID {
                return Response(status: .found, headers: [.location: "/calendars/\(calendar)/week"])
            }
            if let chosen = await registry.defaultPlanID {
                return Response(status: .found, headers: [.location: "/plans/\(chosen)"])
            }
            guard let first = await registry.planList().first else {
                return textResponse(.notFound, "No plans are stored. Start the server with a plan file: timelinekit serve plan.yaml\n")
            }
            return Response(status: .found, headers: [.location: "/plans/\(first.id)"])
        }
        router.get("/plans") { _, _ -> Response in
            let list = await registry.planList().map { plan -> JSONValue in
                .object(["id": .number(Double(plan.id)), "title": plan.title.map(JSONValue.string) ?? .null])
            }
            return bytesResponse(Array(JSONValue.array(list).jsonString().utf8), contentType: "application/json; charset=utf-8")
        }
        router.post("/plans") { request, _ -> Response in
            let title: String
            switch await newPlanTitle(of: request) {
            case let .success(found): title = found
            case let .failure(refusal): return textResponse(refusal.status, refusal.message + "\n")
            }
            do {
                let id = try await registry.createEmptyPlan(title: title, today: Time(Date(), in: TimeZone.current))
                var response = bytesResponse(Array(JSONValue.object(["id": .number(Double(id)), "url": .string("/plans/\(id)")]).jsonString().utf8),
                                             contentType: "application/json; charset=utf-8")
                response.status = .created
                response.headers[.location] = "/plans/\(id)"
                return response
            } catch {
                return textResponse(.internalServerError, "The plan could not be stored: \(error)\n")
            }
        }
        router.delete("/plans/{id}") { _, context -> Response in
            guard let id = context.parameters.get("id", as: Int.self) else { return textResponse(.notFound, "No such plan.\n") }
            do {
                guard try await registry.deletePlan(id) else { return textResponse(.notFound, "No such plan.\n") }
                return Response(status: .noContent)
            } catch let error as PlanDeletionError {
                return textResponse(.conflict, "\(error)\n")
            } catch {
                return textResponse(.internalServerError, "The plan could not be deleted: \(error)\n")
            }
        }
        router.get("/plans/{id}") { request, context -> Response in
            let plan: LivePlan
            switch await lookUp(context.parameters.get("id", as: Int.self), in: registry) {
            case let .success(found): plan = found
            case let .failure(refusal): return refusal.response
            }
            let language = PageStrings.language(query: request.uri.queryParameters.get("lang"), locale: await plan.locale,
                                                acceptLanguage: request.headers[.acceptLanguage])
            var response = bytesResponse(Array(PageAssets.html(planID: plan.id, title: await plan.title ?? "Plan \(plan.id)",
                                                               isReadOnly: plan.isReadOnly, language: language).utf8),
                                         contentType: "text/html; charset=utf-8")
            response.headers[.contentSecurityPolicy] = pagePolicy(host: AccessGuardMiddleware<BasicWebSocketRequestContext>.host(of: request))
            return response
        }
        router.get("/plans/{id}/export.{format}") { request, context -> Response in
            guard let format = context.parameters.get("format").flatMap(ExportFormat.init(rawValue:)) else {
                return textResponse(.notFound, "Unknown export format; use json, yaml, xml, csv, svg, png or pdf.\n")
            }
            let setup: PageSetup?
            switch pageSetup(of: request.uri.queryParameters, format: format) {
            case let .success(found): setup = found
            case let .failure(refusal): return textResponse(.badRequest, refusal.message + "\n")
            }
            let plan: LivePlan
            switch await lookUp(context.parameters.get("id", as: Int.self), in: registry) {
            case let .success(found): plan = found
            case let .failure(refusal): return refusal.response
            }
            do {
                let (bytes, contentType) = try await exports.run {
                    if let setup { return try await plan.exportPages(setup: setup) }
                    return try await plan.export(format)
                }
                var response = bytesResponse(bytes, contentType: contentType)
                let name = exportFileName(title: await plan.title, id: plan.id)
                response.headers[.contentDisposition] = "inline; filename=\"\(name).\(format.rawValue)\""
                // An SVG opened directly is a document: no script, no plugins, nothing from elsewhere.
                response.headers[.contentSecurityPolicy] = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox"
                return response
            } catch let error as ExportError {
                return textResponse(error.isBusy ? .serviceUnavailable : error.isRefusal ? .unprocessableContent : .internalServerError,
                                    "\(error)\n")
            } catch {
                return textResponse(.internalServerError, "\(error)\n")
            }
        }
        router.get("/assets/timelinekit.js") { _, _ in
            bytesResponse(Array(PageAssets.script.utf8), contentType: "text/javascript; charset=utf-8")
        }
        router.get("/assets/plans.js") { _, _ in
            bytesResponse(Array(PageAssets.plansScript.utf8), contentType: "text/javascript; charset=utf-8")
        }
        router.get("/assets/find.js") { _, _ in
            bytesResponse(Array(PageAssets.findScript.utf8), contentType: "text/javascript; charset=utf-8")
        }
        router.get("/assets/timelinekit.css") { _, _ in
            bytesResponse(Array(PageAssets.styleSheet.utf8), contentType: "text/css; charset=utf-8")
        }
        router.get("/assets/favicon.svg") { _, _ in
            bytesResponse(PageAssets.icon, contentType: "image/svg+xml")
        }
        addCalendarRoutes(to: router, registry: registry)
        router.ws("/plans/{id}/live") { _, context in
            guard case .success = await lookUp(context.parameters.get("id", as: Int.self), in: registry) else { return .dontUpgrade }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            guard case let .success(plan) = await lookUp(context.requestContext.parameters.get("id", as: Int.self), in: registry) else { return }
            try await LiveConnection.run(session: LiveSession(plan: plan), inbound: inbound, outbound: outbound, logger: context.logger)
        }
        return router
    }

    /// The longest title a new plan may have, in characters.
    static let maximumTitleLength = 200

    /// The title of a `POST /plans` request: a JSON body `{"title": "…"}`
    /// (sent as `application/json`, which another site's form cannot send),
    /// trimmed, 1 to ``maximumTitleLength`` characters, no control characters.
    static func newPlanTitle(of request: Request) async -> Result<String, HTTPRefusal> {
        guard request.headers[.contentType]?.lowercased().hasPrefix("application/json") == true else {
            return .failure(HTTPRefusal(.unsupportedMediaType, "Send the new plan as JSON (Content-Type: application/json): {\"title\": \"…\"}."))
        }
        var request = request
        guard let body = try? await request.collectBody(upTo: 4_096) else {
            return .failure(HTTPRefusal(.contentTooLarge, "The request is too large: a new plan needs only its title."))
        }
        struct NewPlan: Decodable { var title: String }
        guard let decoded = try? JSONDecoder().decode(NewPlan.self, from: Data(body.readableBytesView)) else {
            return .failure(HTTPRefusal(.badRequest, "Expected {\"title\": \"…\"} with the new plan's title."))
        }
        let title = decoded.title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { return .failure(HTTPRefusal(.badRequest, "The new plan needs a title.")) }
        guard title.count <= maximumTitleLength else {
            return .failure(HTTPRefusal(.badRequest, "The title is \(title.count) characters long; at most \(maximumTitleLength) are allowed."))
        }
        guard !title.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            return .failure(HTTPRefusal(.badRequest, "The title contains a control character."))
        }
        return .success(title)
    }

    /// An export's file name: the plan's title with anything but letters,
    /// digits, `-` and `_` turned into `-` (at most 80 characters), else `plan-ID`.
    static func exportFileName(title: String?, id: Int) -> String {
        var name = ""
        for character in (title ?? "").unicodeScalars {
            let keep = character.isASCII && (CharacterSet.alphanumerics.contains(character) || character == "-" || character == "_")
            if keep { name.unicodeScalars.append(character) } else if !name.isEmpty, !name.hasSuffix("-") { name += "-" }
            if name.count >= 80 { break }
        }
        while name.hasSuffix("-") { name.removeLast() }
        return name.isEmpty ? "plan-\(id)" : name
    }

    /// Whole-plan exports run one at a time (each may take a few hundred
    /// megabytes for a big plan), outside the plans' actors.
    static let exports = ExportQueue(limit: 1)

    /// A plan id from a path, looked up: the plan, or the response that says
    /// why there is none (404 for a missing plan, 500 with the reason for a
    /// stored plan that cannot be loaded).
    static func lookUp(_ id: Int?, in registry: PlanRegistry) async -> Result<LivePlan, PlanLookupError> {
        guard let id else { return .failure(.missing) }
        return await registry.lookUp(id)
    }

    /// The page's content security policy: only this server's scripts,
    /// styles and sockets, and no framing by any other page.
    static func pagePolicy(host: String?) -> String {
        var connect = "'self'"
        if let host, !host.isEmpty, host.utf8.allSatisfy({ byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || "-.:[]".utf8.contains(byte)
        }) {
            connect += " ws://\(host) wss://\(host)"
        }
        return "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src \(connect); "
            + "frame-ancestors 'none'; base-uri 'none'; form-action 'self'"
    }

    /// Limits of the HTTP layer.
    public struct ConnectionLimits: Sendable, Equatable {
        /// Connections served at once; more wait in the listen backlog.
        public var maximumConnections: Int
        /// How long a new connection may take to send its first request head.
        public var requestHeadTimeout: Duration
        /// How long a kept-alive HTTP connection may stay idle.
        public var idleTimeout: Duration

        /// Limits.
        public init(maximumConnections: Int = ConnectionLimits.defaultMaximumConnections, requestHeadTimeout: Duration = .seconds(10),
                    idleTimeout: Duration = .seconds(60)) {
            self.maximumConnections = maximumConnections
            self.requestHeadTimeout = requestHeadTimeout
            self.idleTimeout = idleTimeout
        }

        /// 1 000 connections, or fewer when the process may open fewer than
        /// 1 200 files (a margin stays for the database, exports and logs).
        public static var defaultMaximumConnections: Int {
            var limit = rlimit()
            guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 1_000 }
            let available = UInt64(limit.rlim_cur)   // RLIM_INFINITY is UInt64.max
            return Int(min(1_000, max(16, available > 200 ? available - 200 : available / 2)))
        }
    }

    /// The application: HTTP/1.1 with WebSocket upgrade on `host:port`.
    /// - Parameters:
    ///   - registry: The plans.
    ///   - host: The address to bind (127.0.0.1 unless asked otherwise).
    ///   - port: The port (0 picks a free one).
    ///   - policy: Who may use the server.
    ///   - limits: Connection limits.
    ///   - onServerRunning: Called with the bound port once the server listens.
    public static func makeApplication(
        registry: PlanRegistry, host: String = "127.0.0.1", port: Int = 8080, policy: AccessPolicy = AccessPolicy(),
        limits: ConnectionLimits = ConnectionLimits(), logger: Logger? = nil,
        onServerRunning: @escaping @Sendable (Int?) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let router = makeRouter(registry: registry, policy: policy)
        var log = logger ?? Logger(label: "timelinekit.serve")
        if logger == nil { log.logLevel = .warning }
        let channel = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: .init(idleTimeout: .init(limits.idleTimeout)), ws: .init(maxFrameSize: ClientMessage.maximumSize))
        let headTimeout = TimeAmount(limits.requestHeadTimeout)
        let webSocketResponder = router.buildResponder()
        let server = HTTPServerBuilder { responder in
            RequestHeadTimeoutChannel(
                base: HTTP1WebSocketUpgradeChannel(responder: responder, webSocketResponder: webSocketResponder, configuration: channel),
                timeout: headTimeout)
        }
        return Application(
            router: router,
            server: server,
            configuration: .init(address: .hostname(host, port: port), serverName: "TimelineKit",
                                 availableConnectionsDelegate: .maximum(limits.maximumConnections, logger: log)),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port) },
            logger: log
        )
    }

    /// Runs the server until the process is interrupted (SIGINT/SIGTERM shut it down gracefully).
    /// - Parameters: As ``makeApplication(registry:host:port:policy:limits:logger:onServerRunning:)``.
    public static func run(
        registry: PlanRegistry, host: String, port: Int, policy: AccessPolicy = AccessPolicy(), limits: ConnectionLimits = ConnectionLimits(),
        onServerRunning: @escaping @Sendable (Int?) async -> Void = { _ in }
    ) async throws {
        try await makeApplication(registry: registry, host: host, port: port, policy: policy, limits: limits,
                                  onServerRunning: onServerRunning).runService()
    }

    static func textResponse(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    static func bytesResponse(_ bytes: [UInt8], contentType: String) -> Response {
        Response(status: .ok, headers: [.contentType: contentType, .cacheControl: "no-store"],
                 body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}

extension PlanLookupError {
    /// The HTTP answer: 404 for a missing plan, 500 with the reason for an unreadable one.
    var response: Response {
        switch self {
        case .missing: TimelineServerApp.textResponse(.notFound, "No such plan.\n")
        case .unreadable: TimelineServerApp.textResponse(.internalServerError, "\(description)\n")
        }
    }
}
