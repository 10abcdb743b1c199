import Foundation
import GanttChart
import TimelineCore
import Testing
import TimelineTestSupport
@testable import TimelineServer

@Suite("ClientMessage: every number from the wire is range-checked", .timeLimit(.minutes(2)))
struct ClientMessageTests {
    /// The reproducers that killed the server (`Int(1e300)` traps), and their neighbours.
    static let hostileNumbers: [String] = [
        #"{"type":"pointerdown","seq":1,"x":10,"y":10,"button":1e300}"#,
        #"{"type":"pointerdown","seq":1,"x":10,"y":10,"clickCount":1e300}"#,
        #"{"type":"pointerdown","seq":1,"x":10,"y":10,"clickCount":9.3e18}"#,
        #"{"type":"pointerdown","seq":1,"x":10,"y":10,"button":-1e19}"#,
        #"{"type":"pointerup","seq":1,"x":1e308,"y":10}"#,
        #"{"type":"pointermove","seq":1,"x":10,"y":-1e300}"#,
        #"{"type":"pointerdown","seq":1,"x":10,"y":10,"button":0.5}"#,
        #"{"type":"wheel","seq":1,"dx":1e300,"dy":0}"#,
        #"{"type":"wheel","seq":1,"dx":0,"dy":0,"x":1e300}"#,
        #"{"type":"hello","seq":1,"viewport":{"width":1e300,"height":400}}"#,
        #"{"type":"hello","seq":1,"viewport":{"width":-5,"height":400}}"#,
        #"{"type":"resize","seq":1,"width":800,"height":1e300}"#,
        #"{"type":"pinch","seq":1,"scale":1e300,"x":0,"y":0}"#,
        #"{"type":"longpress","seq":1,"x":1e300,"y":0}"#,
    ]

    @Test("The issue's reproducers decode to an error naming the field, never a trap")
    func hostileNumbersAreRefused() {
        for text in Self.hostileNumbers {
            #expect(throws: ProtocolError.self, "\(text)") { try ClientMessage.decode(text) }
        }
        let error = #expect(throws: ProtocolError.self) {
            try ClientMessage.decode(#"{"type":"pointerdown","seq":1,"x":10,"y":10,"button":1e300}"#)
        }
        #expect(error?.seq == 1)
        #expect(error?.message.contains("\"button\" is out of range") == true)
    }

    @Test("Numbers at the edges of the ranges are accepted")
    func edgesAreAccepted() throws {
        let message = try ClientMessage.decode(#"{"type":"pointerdown","seq":7,"x":-1000000,"y":1000000,"button":-1,"clickCount":1000}"#)
        guard case let .pointer(.down, event) = message.kind else { Issue.record("not a pointer down"); return }
        #expect(event.button == -1 && event.clickCount == 1_000 && event.x == -1_000_000 && event.y == 1_000_000)
        #expect(throws: ProtocolError.self) {
            try ClientMessage.decode(#"{"type":"pointerdown","seq":7,"x":0,"y":0,"clickCount":1001}"#)
        }
        #expect(throws: ProtocolError.self) {
            try ClientMessage.decode(#"{"type":"pointerdown","seq":7,"x":0,"y":0,"button":"left"}"#)
        }
    }

    @Test("A session answers each reproducer with an error frame, before and after hello, and stays usable")
    func sessionSurvives() async throws {
        let (temporary, plan, _) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        let session = LiveSession(plan: plan)
        for text in Self.hostileNumbers {
            let replies = await session.handle(text: text)
            #expect(replies.count == 1 && replies.first?.errorMessage != nil, "\(text)")
        }
        #expect(await session.handle(text: Fixtures.hello(seq: 1)).first?.frame != nil)
        for (index, text) in Self.hostileNumbers.enumerated() {
            let renumbered = text.replacingOccurrences(of: #""seq":1"#, with: "\"seq\":\(index + 2)")
            #expect(await session.handle(text: renumbered).first?.errorMessage != nil, "\(renumbered)")
        }
        let frame = await session.handle(text: Fixtures.command(seq: 100, "refresh")).first?.frame
        #expect(frame?.seq == 100)
    }

    @Test("Command arguments are range-checked too: rows, dates, completion, scroll positions")
    func commandArguments() async throws {
        let (temporary, plan, _) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        let session = LiveSession(plan: plan)
        _ = await session.handle(text: Fixtures.hello(seq: 1))
        let refused: [(String, [String: JSONValue])] = [
            ("addItem", ["label": "X", "row": 9e15, "start": "2025-03-03T08:00", "finish": "2025-03-04T08:00"]),
            ("addItem", ["label": "X", "row": 10_000_000, "start": "2025-03-03T08:00", "finish": "2025-03-04T08:00"]),
            ("addItem", ["label": "X", "row": 5, "start": "0000-12-31T08:00", "finish": "2025-03-04T08:00"]),
            ("setCompletion", ["item": 1, "completion": 1e300]),
            ("setCompletion", ["item": 1, "completion": 1.5]),
            ("scroll", ["dx": 1e300]),
            ("scrollTo", ["x": -1e300]),
            ("scrollTo", ["row": -3]),
            ("deleteItem", ["item": 1e300]),
            ("moveItem", ["item": 1, "start": "9999-12-31T08:00"]),
        ]
        for (index, (name, arguments)) in refused.enumerated() {
            let replies = await session.handle(text: Fixtures.command(seq: index + 2, name, arguments))
            #expect(replies.first?.errorMessage != nil, "\(name) \(arguments)")
        }
        #expect(await plan.revision == 0)
        #expect(await plan.itemIDs == [1, 2, 3, 4])
    }

    @Test("Seeded mutations of valid messages never trap the decoder or a session")
    func fuzzDecoderAndSession() async throws {
        let (temporary, plan, _) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        let seeds = [
            Fixtures.hello(seq: 1),
            #"{"type":"pointerdown","seq":2,"x":300,"y":60,"button":0,"clickCount":1,"modifiers":["shift"]}"#,
            #"{"type":"pointermove","seq":3,"x":340,"y":60,"button":-1}"#,
            #"{"type":"pointerup","seq":4,"x":340,"y":60,"button":0}"#,
            #"{"type":"wheel","seq":5,"dx":0,"dy":120,"x":400,"y":100,"modifiers":["ctrl"]}"#,
            #"{"type":"key","seq":6,"key":"ArrowDown","modifiers":[]}"#,
            #"{"type":"resize","seq":7,"width":1000,"height":500}"#,
            #"{"type":"pinch","seq":8,"scale":1.2,"x":400,"y":100}"#,
            #"{"type":"longpress","seq":9,"x":400,"y":100}"#,
            Fixtures.command(seq: 10, "setTime", ["item": 2, "start": "2025-03-06T08:00", "finish": "2025-03-07T17:00"]),
            Fixtures.command(seq: 11, "editCell", ["row": 0, "column": "label", "text": "Design <b>"]),
            Fixtures.command(seq: 12, "scrollTo", ["x": 200, "row": 2]),
        ]
        let tokens = ["1e300", "-1e19", "9.3e18", "NaN", "null", "true", "[]", "{}", "\"\"", "0", "-1", "1.5", "\"9999-12-31T24:00\"",
                      "\"0001-01-01\"", "{\"a\":[[[[[]]]]]}", "\"\\ud83d\\ude80\"", "\"\\ud800\""]
        var random = SeededRandomNumberGenerator(seed: 0x5EED_10)
        let session = LiveSession(plan: plan)
        var decoded = 0, refused = 0
        for round in 0..<3_000 {
            var bytes = Array(seeds[round % seeds.count].utf8)
            for _ in 0..<(1 + Int(random.next() % 2)) {
                switch random.next() % 6 {
                case 0, 3:   // replace a value (after a colon) with a hostile token
                    let colons = bytes.indices.filter { bytes[$0] == UInt8(ascii: ":") }
                    guard !colons.isEmpty else { continue }
                    let at = colons[Int(random.next() % UInt64(colons.count))] + 1
                    let token = Array(tokens[Int(random.next() % UInt64(tokens.count))].utf8)
                    var end = at
                    while end < bytes.count, !",}]".utf8.contains(bytes[end]) { end += 1 }
                    bytes.replaceSubrange(at..<end, with: token)
                case 1 where !bytes.isEmpty:   // flip a byte
                    bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next())
                case 2 where !bytes.isEmpty:   // cut
                    bytes.removeSubrange(Int(random.next() % UInt64(bytes.count))...)
                default:   // duplicate a slice
                    if let slice = bytes.indices.randomElement(using: &random).map({ bytes[$0...] }) { bytes.append(contentsOf: slice.prefix(40)) }
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            do {
                _ = try ClientMessage.decode(text)
                decoded += 1
            } catch {
                refused += 1
            }
            _ = await session.handle(text: text)
        }
        #expect(decoded + refused == 3_000)
        #expect(refused > 300 && decoded > 30)   // most hostile values are refused, as they should be
        // Still answers, and the plan still loads.
        let frame = await session.handle(text: Fixtures.command(seq: 1_000_000, "refresh")).first
        #expect(frame?.frame != nil || frame?.errorMessage != nil)
        for id in await plan.itemIDs {
            let item = try #require(await plan.item(id))
            #expect(item.start.isSupported && item.finish.isSupported)
        }
    }
}
