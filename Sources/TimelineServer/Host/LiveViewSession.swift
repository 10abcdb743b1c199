public import Foundation

/// One page of a live view, as the view host runs it: the host owns the
/// socket (``LiveConnection``), subscribes the page to its document's
/// changes and hands it every message; the view turns messages into frames.
///
/// Conformers: ``LiveSession`` (the Gantt chart) and ``CalendarSession``
/// (the day timeline and the week calendar).
public protocol LiveViewSession: Actor {
    /// Handles one WebSocket text message.
    /// - Returns: The messages to send, in order (a frame, or an error).
    func handle(text: String) async -> [ServerMessage]
    /// What to send after another page changed the document.
    func handle(_ change: PlanChange) async -> [ServerMessage]
    /// Subscribes to the document's changes.
    func subscribe() async -> (UUID, AsyncStream<PlanChange>)
    /// Ends the subscription.
    func unsubscribe(_ subscription: UUID) async
    /// The page closed: cancel what it had under way.
    func close() async
}

/// The checks every page's messages pass before a view sees them, written
/// once: the text decodes as a ``ClientMessage`` (size, JSON, type, ranges,
/// typed commands), sequence numbers grow, and `hello` comes first.
public struct LiveMessageGate: Sendable {
    /// The last admitted sequence number.
    public private(set) var lastSeq: Int?
    /// Whether `hello` was admitted.
    public private(set) var hasSaidHello = false

    /// A gate before any message.
    public init() {}

    /// Admits a message or says why not.
    /// - Returns: The decoded message, or why it is refused (sent back as an `error`).
    public mutating func admit(text: String) -> Result<ClientMessage, ProtocolError> {
        let message: ClientMessage
        do {
            message = try ClientMessage.decode(text)
        } catch {
            return .failure(error)
        }
        return admit(message)
    }

    /// Admits a decoded message or says why not.
    public mutating func admit(_ message: ClientMessage) -> Result<ClientMessage, ProtocolError> {
        if let lastSeq, message.seq <= lastSeq {
            return .failure(ProtocolError(seq: message.seq, message: "out-of-order message: seq \(message.seq) after \(lastSeq)"))
        }
        lastSeq = message.seq
        if !hasSaidHello {
            guard case .hello = message.kind else {
                return .failure(ProtocolError(seq: message.seq, message: "send \"hello\" with the viewport size first"))
            }
            hasSaidHello = true
        }
        return .success(message)
    }
}
