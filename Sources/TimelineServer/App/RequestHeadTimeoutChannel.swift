import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

/// A server child channel that closes a connection whose first request head
/// (everything up to the blank line after the headers) has not arrived within
/// a time limit, then hands the connection to `Base` unchanged.
///
/// Hummingbird's idle timeout starts only once a request has been parsed, so
/// without this a client could open thousands of connections that send
/// nothing (or a header a byte at a time) and hold the server's file
/// descriptors forever. Later requests on a kept-alive connection are covered
/// by the HTTP idle timeout; a WebSocket by its ping.
struct RequestHeadTimeoutChannel<Base: ServerChildChannel>: ServerChildChannel {
    typealias Value = Base.Value

    /// The wrapped channel setup.
    let base: Base
    /// How long a new connection may take to send its first request head.
    let timeout: TimeAmount

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        do {
            try channel.pipeline.syncOperations.addHandler(RequestHeadTimeoutHandler(timeout: timeout))
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        return base.setup(channel: channel, logger: logger)
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}

/// Closes the channel unless `\r\n\r\n` (the end of a request head) arrives
/// within `timeout`; removes itself once it has.
final class RequestHeadTimeoutHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let timeout: TimeAmount
    private var timer: Scheduled<Void>?
    /// The last bytes seen, so a terminator split across reads is found.
    private var tail: [UInt8] = []
    private var isDone = false

    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { startTimer(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        startTimer(context)
        context.fireChannelActive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !isDone else {
            context.fireChannelRead(data)
            return
        }
        let buffer = unwrapInboundIn(data)
        if Self.containsHeadTerminator(buffer.readableBytesView, after: &tail) {
            isDone = true
            timer?.cancel()
            timer = nil
            context.fireChannelRead(data)
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
        } else {
            context.fireChannelRead(data)
        }
    }

    private func startTimer(_ context: ChannelHandlerContext) {
        guard timer == nil, !isDone else { return }
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        timer = context.eventLoop.scheduleTask(in: timeout) {
            loopBound.value.close(promise: nil)
        }
    }

    /// Whether `bytes`, read after the previous `tail`, complete `\r\n\r\n`;
    /// updates `tail` with the last three bytes.
    static func containsHeadTerminator(_ bytes: ByteBufferView, after tail: inout [UInt8]) -> Bool {
        var last = tail
        for byte in bytes {
            last.append(byte)
            if last.count > 4 { last.removeFirst() }
            if last == [13, 10, 13, 10] { return true }
        }
        tail = last
        return false
    }
}
