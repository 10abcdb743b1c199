import Foundation
import HummingbirdWSClient
import Logging

/// One WebSocket connection to a live session, kept open across benchmark
/// runs: ``send(_:)`` writes a client message and returns the frame that
/// acknowledges it (other messages are skipped).
final class LiveConnectionDriver: Sendable {
    private struct Request: Sendable {
        let text: String
        let seq: Int
        let reply: CheckedContinuation<String, any Error>
    }

    private let requests: AsyncStream<Request>.Continuation
    private let task: Task<Void, any Error>

    struct NoFrame: Error, CustomStringConvertible {
        let description: String
    }

    /// Connects to `url`.
    init(url: String) {
        let (stream, continuation) = AsyncStream<Request>.makeStream()
        requests = continuation
        task = Task {
            var logger = Logger(label: "benchmark.client")
            logger.logLevel = .warning
            try await WebSocketClient.connect(url: url, configuration: .init(maxFrameSize: 1 << 26), logger: logger) { inbound, outbound, _ in
                var messages = inbound.messages(maxSize: 1 << 26).makeAsyncIterator()
                for await request in stream {
                    do {
                        try await outbound.write(.text(request.text))
                        var answer: String?
                        while answer == nil, let message = try await messages.next() {
                            guard case let .text(text) = message else { continue }
                            if text.contains("\"type\":\"error\"") { throw NoFrame(description: "error: \(text.prefix(300))") }
                            if text.contains("\"type\":\"frame\""), text.contains("\"seq\":\(request.seq),") || text.contains("\"seq\":\(request.seq)}") {
                                answer = text
                            }
                        }
                        guard let answer else { throw NoFrame(description: "the connection closed") }
                        request.reply.resume(returning: answer)
                    } catch {
                        request.reply.resume(throwing: error)
                    }
                }
            }
        }
    }

    /// Sends a message with sequence number `seq` and waits for its frame.
    func send(_ text: String, seq: Int) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            requests.yield(Request(text: text, seq: seq, reply: continuation))
        }
    }

    /// Closes the connection.
    func close() {
        requests.finish()
    }
}
