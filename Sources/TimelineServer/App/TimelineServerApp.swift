import Foundation
public import Hummingbird
public import HummingbirdWebSocket
public import Logging

/// The TimelineKit web server: the page, the export endpoints and the live
/// sessions over WebSocket.
///
/// Routes (plan ids are integers, export names a fixed set; nothing in a
/// request path reaches the file system):
/// - `GET /` — redirects to the first plan's page;
/// - `GET /plans` — the plans as JSON;
/// - `GET /plans/{id}` — the interactive page;
/// - `GET /plans/{id}/export.{json,yaml,xml,svg,png,pdf}` — the whole plan (xml: Microsoft Project XML);
/// - `GET /assets/timelinekit.js`, `/assets/timelinekit.css` — the page's shim;
/// - `GET /plans/{id}/live` — the WebSocket of a live session (see ``LiveSession``).
public enum TimelineServerApp {
    /// The router with every route (HTTP and WebSocket).
    public static func makeRouter(registry: PlanRegistry) -> Router<BasicWebSocketRequestContext> {
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.get("/") { _, _ -> Response in
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
        router.get("/plans/{id}") { _, context -> Response in
            guard let id = context.parameters.get("id", as: Int.self), let plan = await registry.plan(id) else {
                return textResponse(.notFound, "No such plan.\n")
            }
            var response = bytesResponse(Array(PageAssets.html(planID: id, title: await plan.title ?? "Plan \(id)").utf8),
                                         contentType: "text/html; charset=utf-8")
            response.headers[.contentSecurityPolicy] =
                "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self' ws: wss:"
            return response
        }
        router.get("/plans/{id}/export.{format}") { _, context -> Response in
            guard let format = context.parameters.get("format").flatMap(ExportFormat.init(rawValue:)) else {
                return textResponse(.notFound, "Unknown export format; use json, yaml, xml, svg, png or pdf.\n")
            }
            guard let id = context.parameters.get("id", as: Int.self), let plan = await registry.plan(id) else {
                return textResponse(.notFound, "No such plan.\n")
            }
            do {
                let (bytes, contentType) = try await plan.export(format)
                var response = bytesResponse(bytes, contentType: contentType)
                response.headers[.contentDisposition] = "inline; filename=\"plan-\(id).\(format.rawValue)\""
                return response
            } catch {
                return textResponse(.internalServerError, "\(error)\n")
            }
        }
        router.get("/assets/timelinekit.js") { _, _ in
            bytesResponse(Array(PageAssets.script.utf8), contentType: "text/javascript; charset=utf-8")
        }
        router.get("/assets/timelinekit.css") { _, _ in
            bytesResponse(Array(PageAssets.styleSheet.utf8), contentType: "text/css; charset=utf-8")
        }
        router.ws("/plans/{id}/live") { _, context in
            guard let id = context.parameters.get("id", as: Int.self), await registry.plan(id) != nil else { return .dontUpgrade }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            guard let id = context.requestContext.parameters.get("id", as: Int.self), let plan = await registry.plan(id) else { return }
            try await LiveConnection.run(plan: plan, inbound: inbound, outbound: outbound, logger: context.logger)
        }
        return router
    }

    /// The application: HTTP/1.1 with WebSocket upgrade on `host:port`.
    /// - Parameters:
    ///   - registry: The plans.
    ///   - host: The address to bind (127.0.0.1 unless asked otherwise).
    ///   - port: The port (0 picks a free one).
    ///   - onServerRunning: Called with the bound port once the server listens.
    public static func makeApplication(
        registry: PlanRegistry, host: String = "127.0.0.1", port: Int = 8080, logger: Logger? = nil,
        onServerRunning: @escaping @Sendable (Int?) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let router = makeRouter(registry: registry)
        var log = logger ?? Logger(label: "timelinekit.serve")
        if logger == nil { log.logLevel = .warning }
        return Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: router, configuration: .init(ws: .init(maxFrameSize: ClientMessage.maximumSize))),
            configuration: .init(address: .hostname(host, port: port), serverName: "TimelineKit"),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port) },
            logger: log
        )
    }

    /// Runs the server until the process is interrupted (SIGINT/SIGTERM shut it down gracefully).
    /// - Parameters: As ``makeApplication(registry:host:port:logger:onServerRunning:)``.
    public static func run(
        registry: PlanRegistry, host: String, port: Int,
        onServerRunning: @escaping @Sendable (Int?) async -> Void = { _ in }
    ) async throws {
        try await makeApplication(registry: registry, host: host, port: port, onServerRunning: onServerRunning).runService()
    }

    static func textResponse(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    static func bytesResponse(_ bytes: [UInt8], contentType: String) -> Response {
        Response(status: .ok, headers: [.contentType: contentType, .cacheControl: "no-store"],
                 body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}

/// Runs one WebSocket connection: client messages go to the session one at a
/// time; other sessions' edits arrive as changes and produce fresh frames.
enum LiveConnection {
    static func run(plan: LivePlan, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, logger: Logger) async throws {
        let session = LiveSession(plan: plan)
        let (subscription, changes) = await plan.subscribe()
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await change in changes {
                    for message in await session.handle(change) {
                        try? await outbound.write(.text(message.jsonString()))
                    }
                }
            }
            do {
                for try await message in inbound.messages(maxSize: ClientMessage.maximumSize) {
                    guard case let .text(text) = message else {
                        try await outbound.write(.text(ServerMessage.error(seq: nil, message: "binary messages are not supported").jsonString()))
                        continue
                    }
                    for reply in await session.handle(text: text) {
                        try await outbound.write(.text(reply.jsonString()))
                    }
                }
            } catch {
                // Oversized or broken frames: say why, then the socket closes.
                logger.debug("live session closed: \(error)")
                try? await outbound.write(.text(ServerMessage.error(seq: nil, message: "connection closed: \(error)").jsonString()))
            }
            await plan.unsubscribe(subscription)
            await session.close()
            group.cancelAll()
        }
    }
}
