import Foundation
import Hummingbird
import HummingbirdWebSocket

extension TimelineServerApp {
    /// The calendar routes: the list, the week and day pages, their script and
    /// their WebSocket; the socket, the access checks and the store are the
    /// host's, shared with the plans.
    static func addCalendarRoutes(to router: Router<BasicWebSocketRequestContext>, registry: PlanRegistry) {
        router.get("/calendars") { _, _ -> Response in
            let list = ((try? registry.store.calendarSummaries()) ?? []).map { calendar -> JSONValue in
                .object(["id": .number(Double(calendar.id)), "title": calendar.title.map(JSONValue.string) ?? .null])
            }
            return bytesResponse(Array(JSONValue.array(list).jsonString().utf8), contentType: "application/json; charset=utf-8")
        }
        router.get("/calendars/{id}") { _, context -> Response in
            guard let id = context.parameters.get("id", as: Int.self) else { return textResponse(.notFound, "No such calendar.\n") }
            return Response(status: .found, headers: [.location: "/calendars/\(id)/week"])
        }
        router.get("/calendars/{id}/{view}") { request, context -> Response in
            guard let view = context.parameters.get("view").flatMap(CalendarSession.View.init(rawValue:)) else {
                return textResponse(.notFound, "Unknown calendar view; use week or day.\n")
            }
            let calendar: LiveCalendar
            switch await lookUpCalendar(context.parameters.get("id", as: Int.self), in: registry) {
            case let .success(found): calendar = found
            case let .failure(refusal): return refusal.response
            }
            let language = PageStrings.language(query: request.uri.queryParameters.get("lang"), locale: nil, acceptLanguage: request.headers[.acceptLanguage])
            let html = PageAssets.calendarHTML(calendarID: calendar.id, view: view.rawValue, title: await calendar.title ?? "Calendar \(calendar.id)",
                                               language: language)
            var response = bytesResponse(Array(html.utf8), contentType: "text/html; charset=utf-8")
            response.headers[.contentSecurityPolicy] = pagePolicy(host: AccessGuardMiddleware<BasicWebSocketRequestContext>.host(of: request))
            return response
        }
        router.get("/documents") { _, _ -> Response in
            let list = ((try? registry.store.documentSummaries()) ?? []).map { document -> JSONValue in
                .object(["id": .number(Double(document.id)), "kind": .string(document.kind.rawValue),
                         "title": document.title.map(JSONValue.string) ?? .null])
            }
            return bytesResponse(Array(JSONValue.array(list).jsonString().utf8), contentType: "application/json; charset=utf-8")
        }
        router.get("/documents/{id}") { request, context -> Response in
            guard let id = context.parameters.get("id", as: Int.self), let (kind, title, _) = try? registry.store.loadDocument(id) else {
                return textResponse(.notFound, "No such document.\n")
            }
            let language = PageStrings.language(query: request.uri.queryParameters.get("lang"), locale: nil, acceptLanguage: request.headers[.acceptLanguage])
            let html = PageAssets.documentHTML(documentID: id, view: kind == .barChart ? "bar chart" : "timeline", title: title ?? "Document \(id)",
                                               language: language)
            var response = bytesResponse(Array(html.utf8), contentType: "text/html; charset=utf-8")
            response.headers[.contentSecurityPolicy] = pagePolicy(host: AccessGuardMiddleware<BasicWebSocketRequestContext>.host(of: request))
            return response
        }
        router.ws("/documents/{id}/live") { _, context in
            guard let id = context.parameters.get("id", as: Int.self), (try? registry.store.loadDocument(id)) != nil else { return .dontUpgrade }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            guard let id = context.requestContext.parameters.get("id", as: Int.self),
                  let (kind, _, text) = try? registry.store.loadDocument(id),
                  let session = try? DocumentSession(documentID: id, kind: kind, text: text) else { return }
            try await LiveConnection.run(session: session, inbound: inbound, outbound: outbound, logger: context.logger)
        }
        router.get("/assets/calendar.js") { _, _ in
            bytesResponse(Array(PageAssets.calendarScript.utf8), contentType: "text/javascript; charset=utf-8")
        }
        router.ws("/calendars/{id}/live") { request, context in
            guard request.uri.queryParameters.get("view").flatMap(CalendarSession.View.init(rawValue:)) != nil,
                  case .success = await lookUpCalendar(context.parameters.get("id", as: Int.self), in: registry) else { return .dontUpgrade }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            guard let view = context.request.uri.queryParameters.get("view").flatMap(CalendarSession.View.init(rawValue:)),
                  case let .success(calendar) = await lookUpCalendar(context.requestContext.parameters.get("id", as: Int.self), in: registry)
            else { return }
            try await LiveConnection.run(session: CalendarSession(calendar: calendar, view: view), inbound: inbound, outbound: outbound,
                                         logger: context.logger)
        }
    }

    /// A calendar id from a path, looked up: the calendar, or why there is none (404, or 500 with the reason).
    static func lookUpCalendar(_ id: Int?, in registry: PlanRegistry) async -> Result<LiveCalendar, PlanLookupError> {
        guard let id else { return .failure(.missing) }
        return await registry.lookUpCalendar(id)
    }
}
