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
        /// A command (zoom, undo, cell edits…), its arguments checked.
        case command(LiveCommand)
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
    /// For `hello`: the page draws patches (`"patches": true`): its frames
    /// carry only what changed since its last frame (see ``LiveFramePatcher``).
    public var wantsPatches = false
    /// For `hello`: the browser prefers a dark color scheme
    /// (`"colorScheme": "dark"`, from `prefers-color-scheme`): a plan whose
    /// document names no `mode` is drawn dark for this page.
    public var prefersDarkMode = false
    /// For `hello`: the page's language (`"language": "de"`, its `<html lang>`);
    /// the grid writes and reads dates as that language does (see ``SessionView/dateFormat``).
    public var language: String?
    /// The page lost track of its frames (`"whole": true` on any message,
    /// usually `command` `refresh`): the answer is a whole frame.
    public var wantsWholeFrame = false

    /// Creates a message.
    public init(seq: Int, kind: Kind, wantsPatches: Bool = false, wantsWholeFrame: Bool = false) {
        self.seq = seq
        self.kind = kind
        self.wantsPatches = wantsPatches
        self.wantsWholeFrame = wantsWholeFrame
    }

    /// The largest message accepted, in UTF-8 bytes.
    public static let maximumSize = 64 * 1_024

    /// Coordinates and scroll distances accepted, in points (a view is at most
    /// 8 000 points wide; anything beyond a million is an error, not a gesture).
    public static let coordinateLimits: ClosedRange<Double> = -1_000_000...1_000_000
    /// View sizes accepted in `hello` and `resize`, in points (then clamped to 50…8 000).
    public static let sizeLimits: ClosedRange<Double> = 0...1_000_000
    /// Pointer buttons accepted (`-1` is the browser's "no button changed").
    public static let buttonLimits: ClosedRange<Int> = -1...31
    /// Click counts accepted.
    public static let clickCountLimits: ClosedRange<Int> = 0...1_000
    /// Pinch steps accepted (relative scale per step).
    public static let pinchScaleLimits: ClosedRange<Double> = 0...100

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
        /// A number from the wire, refused unless finite and within `limits` (so no later
        /// conversion or layout can overflow on it).
        func number(_ key: String, in object: [String: JSONValue]? = nil, default fallback: Double? = nil,
                    within limits: ClosedRange<Double> = coordinateLimits) throws(ProtocolError) -> Double {
            guard let field = (object ?? fields)[key] else {
                if let fallback { return fallback }
                throw fail("\(type): missing number \"\(key)\"")
            }
            guard let value = field.doubleValue else { throw fail("\(type): \"\(key)\" must be a number") }
            guard value.isFinite, limits.contains(value) else {
                throw fail("\(type): \"\(key)\" is out of range (\(JSONValue.number(value).jsonString()); allowed \(describe(limits)))")
            }
            return value
        }
        /// An integer from the wire within `limits`.
        func integer(_ key: String, default fallback: Int, within limits: ClosedRange<Int>) throws(ProtocolError) -> Int {
            guard fields[key] != nil else { return fallback }
            let value = try number(key, within: Double(limits.lowerBound)...Double(limits.upperBound))
            guard let whole = Int(exactly: value) else { throw fail("\(type): \"\(key)\" must be a whole number") }
            return whole
        }
        let modifiers = Modifiers(names: fields["modifiers"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        let kind: Kind
        switch type {
        case "hello":
            guard case let .object(viewport)? = fields["viewport"] else { throw fail("hello: missing \"viewport\"") }
            kind = .hello(width: try number("width", in: viewport, within: Self.sizeLimits),
                          height: try number("height", in: viewport, within: Self.sizeLimits))
        case "pointerdown", "pointermove", "pointerup":
            let event = PointerEvent(x: try number("x"), y: try number("y"),
                                     button: try integer("button", default: 0, within: Self.buttonLimits),
                                     modifiers: modifiers, clickCount: try integer("clickCount", default: 1, within: Self.clickCountLimits))
            kind = .pointer(PointerPhase(rawValue: type)!, event)
        case "wheel":
            func optional(_ key: String) throws(ProtocolError) -> Double? {
                guard let field = fields[key], field != .null else { return nil }
                return try number(key)
            }
            kind = .wheel(dx: try number("dx", default: 0), dy: try number("dy", default: 0), x: try optional("x"), y: try optional("y"),
                          modifiers: modifiers)
        case "key":
            guard case let .string(key)? = fields["key"] else { throw fail("key: missing \"key\"") }
            kind = .key(key, modifiers: modifiers)
        case "resize":
            kind = .resize(width: try number("width", within: Self.sizeLimits), height: try number("height", within: Self.sizeLimits))
        case "command":
            guard case let .string(name)? = fields["name"] else { throw fail("command: missing \"name\"") }
            var arguments: [String: JSONValue] = [:]
            if case let .object(object)? = fields["arguments"] { arguments = object }
            kind = .command(try LiveCommand(name: name, arguments: arguments, seq: seq))
        case "menuItemSelected":
            guard case let .string(id)? = fields["id"] else { throw fail("menuItemSelected: missing \"id\"") }
            kind = .menuItemSelected(id)
        case "menuDismissed":
            kind = .menuDismissed
        case "longpress":
            kind = .longPress(x: try number("x"), y: try number("y"))
        case "pinch":
            let scale = try number("scale", within: Self.pinchScaleLimits)
            guard scale > 0 else { throw fail("pinch: \"scale\" must be positive") }
            kind = .pinch(scale: scale, x: try number("x"), y: try number("y"))
        case "autoscroll":
            kind = .autoScroll
        default:
            throw fail("unknown message type \"\(type)\"")
        }
        var wantsPatches = false, prefersDarkMode = false
        var language: String?
        if case .hello = kind {
            wantsPatches = fields["patches"] == .bool(true)
            prefersDarkMode = fields["colorScheme"] == .string("dark")
            // A language tag as BCP 47 writes it (`de`, `de-AT`); anything else is ignored.
            if case let .string(tag)? = fields["language"], (2...35).contains(tag.count),
               tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) {
                language = tag
            }
        }
        var message = ClientMessage(seq: seq, kind: kind, wantsPatches: wantsPatches, wantsWholeFrame: fields["whole"] == .bool(true))
        message.prefersDarkMode = prefersDarkMode
        message.language = language
        return message
    }
}

/// `a…b` for an error message, with integral bounds written without a fraction.
private func describe(_ limits: ClosedRange<Double>) -> String {
    "\(JSONValue.number(limits.lowerBound).jsonString())…\(JSONValue.number(limits.upperBound).jsonString())"
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
