public import Foundation
import GanttChart
import Interchange
import TimelineCore
import TimelineGraphics

/// One browser page on one plan: its view, the last scene it was sent, and
/// the sequence numbers it used.
///
/// Every input goes through ``handle(_:)-(ClientMessage)``, which returns the
/// messages to send back (usually one `frame`, or an `error`). That function is
/// where the headless interaction engine (`GanttChartInteraction`, taking
/// `GanttChartInputEvent`s and returning `[GanttChartEffect]`) plugs in: see
/// ``handlePointer(_:_:)``, which today only does hover, selection and a
/// simple bar drag.
public actor LiveSession {
    /// The session's id (also the origin of its edits in ``PlanChange``).
    public nonisolated let id = UUID()
    /// The plan.
    public nonisolated let plan: LivePlan
    private(set) var view = SessionView()
    private var lastSeq: Int?
    private var hasSaidHello = false
    private var scene: GanttChartScene?
    private var drag: (item: GanttChartItem.ID, start: Point, frame: Rect)?
    private var selected: GanttChartItem.ID?
    private var cursor = "default"
    private var tooltip: String?

    /// Creates a session on a plan (subscribe to ``LivePlan/subscribe()`` for others' edits).
    public init(plan: LivePlan) {
        self.plan = plan
    }

    /// The session's current view.
    public var currentView: SessionView { view }

    /// Handles one WebSocket text message.
    /// - Returns: The messages to send, in order; an `error` for a message that
    ///   is too large, malformed, of an unknown type or out of sequence (the
    ///   session stays usable).
    public func handle(text: String) async -> [ServerMessage] {
        let message: ClientMessage
        do {
            message = try ClientMessage.decode(text)
        } catch {
            return [.error(seq: error.seq, message: error.message)]
        }
        return await handle(message)
    }

    /// Handles one decoded message: the single entry point for input.
    /// - Returns: The messages to send, in order.
    public func handle(_ message: ClientMessage) async -> [ServerMessage] {
        if let lastSeq, message.seq <= lastSeq {
            return [.error(seq: message.seq, message: "out-of-order message: seq \(message.seq) after \(lastSeq)")]
        }
        lastSeq = message.seq
        if !hasSaidHello {
            guard case .hello = message.kind else {
                return [.error(seq: message.seq, message: "send \"hello\" with the viewport size first")]
            }
        }
        var notice: String?
        do {
            switch message.kind {
            case let .hello(width, height):
                hasSaidHello = true
                view = await plan.adjust(view, .resize(width: width, height: height))
            case let .resize(width, height):
                view = await plan.adjust(view, .resize(width: width, height: height))
            case let .wheel(dx, dy, modifiers):
                if modifiers.contains(.control) || modifiers.contains(.meta) {
                    view = await plan.adjust(view, .zoom(factor: dy < 0 ? 1.25 : 0.8, anchorX: nil))
                } else if modifiers.contains(.shift), dx == 0 {
                    view = await plan.adjust(view, .scroll(dx: dy, dy: 0))
                } else {
                    view = await plan.adjust(view, .scroll(dx: dx, dy: dy))
                }
            case let .key(key, modifiers):
                notice = try await handleKey(key, modifiers)
            case let .pointer(phase, event):
                notice = try await handlePointer(phase, event)
            case let .command(name, arguments):
                notice = try await handleCommand(name, arguments)
            }
        } catch let error as PlanEditError {
            return [.error(seq: message.seq, message: error.message), await frame(seq: message.seq, notice: nil)]
        } catch let error as ProtocolError {
            return [.error(seq: message.seq, message: error.message)]
        } catch {
            return [.error(seq: message.seq, message: String(describing: error))]
        }
        return [await frame(seq: message.seq, notice: notice)]
    }

    /// What to send after another session changed the plan: the change and a
    /// fresh frame (nothing for the session's own edits, already answered).
    public func handle(_ change: PlanChange) async -> [ServerMessage] {
        guard change.origin != id, hasSaidHello else { return [] }
        return [.changed(revision: change.revision, summary: change.summary), await frame(seq: nil, notice: nil)]
    }

    private func frame(seq: Int?, notice: String?) async -> ServerMessage {
        var (frame, scene) = await plan.frame(for: view, seq: seq)
        self.scene = scene
        view.viewport = scene.viewport
        frame.cursor = cursor
        frame.tooltip = tooltip
        frame.notice = notice
        return .frame(frame)
    }

    // MARK: Keys

    private func handleKey(_ key: String, _ modifiers: ClientMessage.Modifiers) async throws -> String? {
        let rowHeight = scene?.rowHeight ?? 28
        let page = max(rowHeight, (scene?.contentFrame.height ?? 300) - rowHeight)
        let command = modifiers.contains(.control) || modifiers.contains(.meta)
        switch key {
        case "ArrowDown": view = await plan.adjust(view, .scroll(dx: 0, dy: rowHeight))
        case "ArrowUp": view = await plan.adjust(view, .scroll(dx: 0, dy: -rowHeight))
        case "ArrowRight": view = await plan.adjust(view, .scroll(dx: 60, dy: 0))
        case "ArrowLeft": view = await plan.adjust(view, .scroll(dx: -60, dy: 0))
        case "PageDown": view = await plan.adjust(view, .scroll(dx: 0, dy: page))
        case "PageUp": view = await plan.adjust(view, .scroll(dx: 0, dy: -page))
        case "Home": view = await plan.adjust(view, .scrollTo(x: 0, row: 0))
        case "+", "=": view = await plan.adjust(view, .zoom(factor: 1.25, anchorX: nil))
        case "-", "_": view = await plan.adjust(view, .zoom(factor: 0.8, anchorX: nil))
        case "0": view = await plan.adjust(view, .zoomToFit)
        case "t": view = await plan.adjust(view, .today(await plan.now))
        case "z" where command && modifiers.contains(.shift), "Z" where command, "y" where command:
            return try await plan.redo(by: id)?.summary ?? "nothing to redo"
        case "z" where command:
            return try await plan.undo(by: id)?.summary ?? "nothing to undo"
        case "Delete", "Backspace":
            guard let selected else { return nil }
            self.selected = nil
            return try await plan.perform(.deleteItem(selected), by: id)?.summary
        case "Escape":
            drag = nil
            selected = nil
        default:
            break   // Unhandled keys are acknowledged with a frame.
        }
        return nil
    }

    // MARK: Pointer

    /// Pointer input. INTERACTION ENGINE HOOK: replace the body with
    /// `GanttChartInteraction.handle(.pointer…, in: scene)` and apply its
    /// effects (edits through ``LivePlan/perform(_:by:)``, viewport changes
    /// through ``LivePlan/adjust(_:_:)``, cursor, menu, tooltip). Until then:
    /// hover shows a grab cursor and the item's label, a press selects an
    /// item, and a horizontal drag of a bar moves it (in working time).
    func handlePointer(_ phase: ClientMessage.PointerPhase, _ event: ClientMessage.PointerEvent) async throws -> String? {
        let point = Point(x: event.x, y: event.y)
        let hit = scene.flatMap { scene in
            scene.itemFrames.filter { $0.value.insetBy(dx: -2, dy: -2).contains(point) }.min { $0.key < $1.key }
        }
        switch phase {
        case .down:
            guard event.button == 0 else { return nil }
            if let (item, frame) = hit {
                selected = item
                drag = (item, point, frame)
                cursor = "grabbing"
            } else {
                selected = nil
            }
        case .move:
            if drag != nil {
                cursor = "grabbing"
            } else if let (item, _) = hit {
                cursor = "grab"
                tooltip = await plan.item(item.rawValue)?.label
            } else {
                cursor = "default"
                tooltip = nil
            }
        case .up:
            defer { drag = nil }
            cursor = hit == nil ? "default" : "grab"
            guard let drag, let scene, abs(event.x - drag.start.x) >= 3 else { return nil }
            let start = scene.time(atX: drag.frame.minX + event.x - drag.start.x)
            return try await plan.perform(.moveItem(drag.item, start: start), by: id)?.summary
        }
        return nil
    }

    // MARK: Commands

    private func handleCommand(_ name: String, _ arguments: [String: JSONValue]) async throws -> String? {
        func int(_ key: String) throws(ProtocolError) -> Int {
            guard let value = arguments[key]?.intValue else { throw ProtocolError(seq: lastSeq, message: "\(name): missing integer \"\(key)\"") }
            return value
        }
        func number(_ key: String) throws(ProtocolError) -> Double {
            guard let value = arguments[key]?.doubleValue, value.isFinite else { throw ProtocolError(seq: lastSeq, message: "\(name): missing number \"\(key)\"") }
            return value
        }
        func string(_ key: String) throws(ProtocolError) -> String {
            guard let value = arguments[key]?.stringValue else { throw ProtocolError(seq: lastSeq, message: "\(name): missing string \"\(key)\"") }
            return value
        }
        func time(_ key: String) throws -> Time {
            let text = try string(key)
            do { return try Time(iso8601: text.replacingOccurrences(of: " ", with: "T")) } catch {
                throw PlanEditError("\(name): \(key): \(error.description)")
            }
        }
        func item(_ key: String = "item") throws -> GanttChartItem.ID { GanttChartItem.ID(try int(key)) }
        switch name {
        case "zoomIn": view = await plan.adjust(view, .zoom(factor: 1.25, anchorX: arguments["x"]?.doubleValue))
        case "zoomOut": view = await plan.adjust(view, .zoom(factor: 0.8, anchorX: arguments["x"]?.doubleValue))
        case "zoomFit": view = await plan.adjust(view, .zoomToFit)
        case "today": view = await plan.adjust(view, .today(await plan.now))
        case "scroll": view = await plan.adjust(view, .scroll(dx: arguments["dx"]?.doubleValue ?? 0, dy: arguments["dy"]?.doubleValue ?? 0))
        case "scrollTo": view = await plan.adjust(view, .scrollTo(x: arguments["x"]?.doubleValue, row: arguments["row"]?.intValue))
        case "setTheme":
            let theme = try string("theme")
            guard TimelineDocument.themeNames.contains(theme) else {
                throw ProtocolError(seq: lastSeq, message: "setTheme: unknown theme \"\(theme)\" (use \(TimelineDocument.themeNames.joined(separator: ", ")))")
            }
            view.theme = theme
        case "setMode":
            guard let mode = TimelineDocument.Mode(rawValue: try string("mode")) else {
                throw ProtocolError(seq: lastSeq, message: "setMode: use light or dark")
            }
            view.mode = mode
        case "showCriticalPath":
            if case let .bool(on)? = arguments["on"] { view.showsCriticalPath = on } else { view.showsCriticalPath.toggle() }
        case "undo": return try await plan.undo(by: id)?.summary ?? "nothing to undo"
        case "redo": return try await plan.redo(by: id)?.summary ?? "nothing to redo"
        case "moveItem": return try await plan.perform(.moveItem(try item(), start: try time("start")), by: id)?.summary
        case "setTime": return try await plan.perform(.setTime(try item(), start: try time("start"), finish: try time("finish")), by: id)?.summary
        case "setCompletion": return try await plan.perform(.setCompletion(try item(), try number("completion")), by: id)?.summary
        case "editCell":
            return try await plan.perform(.editCell(row: try int("row"), column: try string("column"), text: try string("text")), by: id)?.summary
        case "addItem":
            return try await plan.perform(.addItem(label: try string("label"), row: try int("row"), start: try time("start"), finish: try time("finish")), by: id)?.summary
        case "deleteItem": return try await plan.perform(.deleteItem(try item()), by: id)?.summary
        case "addDependency":
            let typeName = arguments["type"]?.stringValue ?? "FS"
            guard let type = TimelineDocument.dependencyTypeAbbreviations[typeName.uppercased()] else {
                throw ProtocolError(seq: lastSeq, message: "addDependency: type must be FS, SS, FF or SF")
            }
            return try await plan.perform(.addDependency(from: try item("from"), to: try item("to"), type: type), by: id)?.summary
        case "deleteDependency":
            return try await plan.perform(.deleteDependency(GanttChartDependency.ID(try int("dependency"))), by: id)?.summary
        case "refresh": break
        case "toggleRow":
            throw ProtocolError(seq: lastSeq, message: "toggleRow: expanding and collapsing summaries is not wired yet")
        default:
            throw ProtocolError(seq: lastSeq, message: "unknown command \"\(name)\"")
        }
        return nil
    }
}
