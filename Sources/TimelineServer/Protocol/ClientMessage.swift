import Foundation

/// A message from the browser to a live session, decoded from one WebSocket
/// text message (JSON with a `type` and a client sequence number `seq`).
///
/// Coordinates are viewport-local points (the top-left corner of the chart
/// view, header included, is (0, 0)).
public struct ClientMessage: Sendable, Equatable {
    /// What the message asks for.
    public enum Kind: Sendable, Equatable {
        /// The first message: the size of the chart view.
        case hello(width: Double, height: Double)
        /// A pointer event.
        case pointer(PointerPhase, PointerEvent)
        /// A wheel or trackpad scroll, in points, at the pointer's viewport-local
        /// `x`, `y` when sent (the zoom anchor with Ctrl/Cmd; else the view's center).
        case wheel(dx: Double, dy: Double, x: Double?, y: Double?, modifiers: Modifiers)
        /// A key press (`ArrowDown`, `PageUp`, `+`, `z`…) with its modifiers.
        case key(String, modifiers: Modifiers)
        /// The chart view changed size.
        case resize(width: Double, height: Double)
        /// A named command with arguments (zoom, undo, cell edits…).
        case command(name: String, arguments: [String: JSONValue])
        /// The user chose an entry (by its `id`) of the frame's context menu.
        case menuItemSelected(String)
        /// The frame's context menu was closed without a choice.
        case menuDismissed
        /// A touch held still (the page decides when): opens the context menu there.
        case longPress(x: Double, y: Double)
        /// A two-finger pinch step: `scale` relative to the previous step
        /// (> 1 zooms in) around the fingers' center `x`, `y`.
        case pinch(scale: Double, x: Double, y: Double)
        /// A timer tick while the last frame said `autoScroll` (a drag held near
        /// an edge): the view scrolls and the drag follows.
        case autoScroll
    }

    /// Which pointer event.
    public enum PointerPhase: String, Sendable, Equatable {
        case down = "pointerdown", move = "pointermove", up = "pointerup"
    }

    /// Where and how a pointer event happened.
    public struct PointerEvent: Sendable, Equatable {
        public var x: Double
        public var y: Double
        public var button: Int
        public var modifiers: Modifiers
        public var clickCount: Int

        public init(x: Double, y: Double, button: Int = 0, modifiers: Modifiers = [], clickCount: Int = 1) {
            self.x = x
            self.y = y
            self.button = button
            self.modifiers = modifiers
            self.clickCount = clickCount
        }
    }

    /// Keyboard modifiers held during an event.
    public struct Modifiers: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let shift = Modifiers(rawValue: 1 << 0)
        public static let control = Modifiers(rawValue: 1 << 1)
        public static let alt = Modifiers(rawValue: 1 << 2)
        public static let meta = Modifiers(rawValue: 1 << 3)

        static let names: [(String, Modifiers)] = [("shift", .shift), ("ctrl", .control), ("control", .control), ("alt", .alt), ("meta", .meta)]

        /// Modifiers from names (`["shift", "ctrl"]`); unknown names are ignored.
        init(names list: [String]) {
            var value: Modifiers = []
            for name in list {
                if let match = Self.names.first(where: { $0.0 == name.lowercased() }) { value.insert(match.1) }
            }
            self = value
        }
    }

    /// The client's sequence number; each message's must exceed the previous one's.
    public var seq: Int
    /// What the message asks for.
    public var kind: Kind

    /// Creates a message.
    public init(seq: Int, kind: Kind) {
        self.seq = seq
        self.kind = kind
    }

    /// The largest message accepted, in UTF-8 bytes.
    public static let maximumSize = 64 * 1_024

    /// Decodes one message.
    /// - Parameter text: The JSON text of a WebSocket text message.
    /// - Returns: The message.
    /// - Throws: ``ProtocolError`` for oversized text, malformed JSON, an unknown
    ///   type, a missing or non-numeric field (with the `seq` when it was readable).
    public static func decode(_ text: String) throws(ProtocolError) -> ClientMessage {
        guard text.utf8.count <= maximumSize else {
            throw ProtocolError(seq: nil, message: "message too large (\(text.utf8.count) bytes; at most \(maximumSize))")
        }
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        } catch {
            throw ProtocolError(seq: nil, message: "malformed JSON")
        }
        guard case let .object(fields) = value else { throw ProtocolError(seq: nil, message: "a message must be a JSON object") }
        let seq = fields["seq"]?.intValue
        func fail(_ message: String) -> ProtocolError { ProtocolError(seq: seq, message: message) }
        guard case let .string(type)? = fields["type"] else { throw fail("missing \"type\"") }
        guard let seq else { throw fail("\(type): missing integer \"seq\"") }
        func number(_ key: String, in object: [String: JSONValue]? = nil, default fallback: Double? = nil) throws(ProtocolError) -> Double {
            if let value = (object ?? fields)[key]?.doubleValue, value.isFinite { return value }
            if let fallback { return fallback }
            throw fail("\(type): missing number \"\(key)\"")
        }
        let modifiers = Modifiers(names: fields["modifiers"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        let kind: Kind
        switch type {
        case "hello":
            guard case let .object(viewport)? = fields["viewport"] else { throw fail("hello: missing \"viewport\"") }
            kind = .hello(width: try number("width", in: viewport), height: try number("height", in: viewport))
        case "pointerdown", "pointermove", "pointerup":
            let event = PointerEvent(x: try number("x"), y: try number("y"), button: Int(try number("button", default: 0)),
                                     modifiers: modifiers, clickCount: Int(try number("clickCount", default: 1)))
            kind = .pointer(PointerPhase(rawValue: type)!, event)
        case "wheel":
            func optional(_ key: String) -> Double? { fields[key]?.doubleValue.flatMap { $0.isFinite ? $0 : nil } }
            kind = .wheel(dx: try number("dx", default: 0), dy: try number("dy", default: 0), x: optional("x"), y: optional("y"),
                          modifiers: modifiers)
        case "key":
            guard case let .string(key)? = fields["key"] else { throw fail("key: missing \"key\"") }
            kind = .key(key, modifiers: modifiers)
        case "resize":
            kind = .resize(width: try number("width"), height: try number("height"))
        case "command":
            guard case let .string(name)? = fields["name"] else { throw fail("command: missing \"name\"") }
            var arguments: [String: JSONValue] = [:]
            if case let .object(object)? = fields["arguments"] { arguments = object }
            kind = .command(name: name, arguments: arguments)
        case "menuItemSelected":
            guard case let .string(id)? = fields["id"] else { throw fail("menuItemSelected: missing \"id\"") }
            kind = .menuItemSelected(id)
        case "menuDismissed":
            kind = .menuDismissed
        case "longpress":
            kind = .longPress(x: try number("x"), y: try number("y"))
        case "pinch":
            let scale = try number("scale")
            guard scale > 0 else { throw fail("pinch: \"scale\" must be positive") }
            kind = .pinch(scale: scale, x: try number("x"), y: try number("y"))
        case "autoscroll":
            kind = .autoScroll
        default:
            throw fail("unknown message type \"\(type)\"")
        }
        return ClientMessage(seq: seq, kind: kind)
    }
}

/// A message the session rejects; answered with an `error` frame.
public struct ProtocolError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The sequence number of the rejected message, when readable.
    public var seq: Int?
    /// What was wrong.
    public var message: String

    public init(seq: Int?, message: String) {
        self.seq = seq
        self.message = message
    }

    public var description: String { message }
}
