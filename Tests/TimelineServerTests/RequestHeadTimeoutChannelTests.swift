import NIOCore
import Testing
@testable import TimelineServer

@Suite("RequestHeadTimeoutHandler: finding the end of a request head")
struct RequestHeadTimeoutChannelTests {
    private func finds(_ chunks: [String]) -> Bool {
        var tail: [UInt8] = []
        for chunk in chunks {
            let buffer = ByteBuffer(string: chunk)
            if RequestHeadTimeoutHandler.containsHeadTerminator(buffer.readableBytesView, after: &tail) { return true }
        }
        return false
    }

    @Test("The blank line after the headers ends the head, also when split across reads")
    func terminator() {
        #expect(finds(["GET / HTTP/1.1\r\nHost: a\r\n\r\n"]))
        #expect(finds(["GET / HTTP/1.1\r\nHost: a\r", "\n", "\r", "\n"]))
        #expect(finds(["GET / HTTP/1.1\r\nHost: a\r\n\r", "\n"]))
        #expect(!finds(["GET / HTTP/1.1\r\nHost: a\r\n"]))
        #expect(!finds(["GET / HTTP/1.1\r\nHost: a\r\n", "X-A: b\r\n"]))
        #expect(!finds(["\r\n", "x", "\r\n"]))
    }
}
