import Foundation
import HummingbirdWebSocket
import Logging
import NIOWebSocket

/// Runs one WebSocket connection of any view, written once: client messages
/// go to the page's session one at a time; other pages' edits arrive as
/// changes and produce fresh frames.
///
/// Both kinds of input go through one queue that one task empties, so the
/// messages reach the page in the order the session produced them: numbered
/// patch frames must never overtake each other.
enum LiveConnection {
    /// The close code of a connection whose document was deleted (an application code, 4000–4999).
    static let endedCloseCode: UInt16 = 4404
    /// What the page hears before that close.
    static let endedMessage = "This plan was deleted (on this or another page). Open another from the Plans menu."

    /// One input of the connection, in arrival order.
    enum Input: Sendable {
        /// A text message from the page.
        case text(String)
        /// A binary message from the page (refused).
        case binary
        /// Another page's edit (or this server's) changed the document.
        case change(PlanChange)
        /// The document was deleted: the change stream ended without the connection ending.
        case documentEnded
        /// The page's side ended: closed, or a broken or oversized message (`reason`).
        case closed(reason: String?)
    }

    static func run(session: any LiveViewSession, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, logger: Logger) async throws {
        let (subscription, changes) = await session.subscribe()
        let (inputs, queue) = AsyncStream<Input>.makeStream()
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await change in changes { queue.yield(.change(change)) }
                if !Task.isCancelled { queue.yield(.documentEnded) }
            }
            group.addTask {
                do {
                    for try await message in inbound.messages(maxSize: ClientMessage.maximumSize) {
                        if case let .text(text) = message { queue.yield(.text(text)) } else { queue.yield(.binary) }
                    }
                    queue.yield(.closed(reason: nil))
                } catch {
                    queue.yield(.closed(reason: "\(error)"))
                }
            }
            // The one writer: handles each input in order and writes its answers before the next.
            loop: for await input in inputs {
                switch input {
                case let .text(text):
                    for reply in await session.handle(text: text) {
                        guard (try? await outbound.write(.text(reply.jsonString()))) != nil else { break loop }
                    }
                case .binary:
                    try? await outbound.write(.text(ServerMessage.error(seq: nil, message: "binary messages are not supported").jsonString()))
                case let .change(change):
                    for message in await session.handle(change) {
                        guard (try? await outbound.write(.text(message.jsonString()))) != nil else { break loop }
                    }
                case .documentEnded:
                    try? await outbound.write(.text(ServerMessage.error(seq: nil, message: endedMessage).jsonString()))
                    try? await outbound.close(.unknown(endedCloseCode), reason: "deleted")
                    break loop
                case let .closed(reason):
                    if let reason {
                        // Oversized or broken frames: say why, then the socket closes.
                        logger.debug("live session closed: \(reason)")
                        try? await outbound.write(.text(ServerMessage.error(seq: nil, message: "connection closed: \(reason)").jsonString()))
                    }
                    break loop
                }
            }
            group.cancelAll()   // first, so the end of the change stream is not taken for a deletion
            queue.finish()
            await session.unsubscribe(subscription)
            await session.close()
        }
    }
}
