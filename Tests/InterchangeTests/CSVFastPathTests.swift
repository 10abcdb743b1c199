import Foundation
import Testing
import TimelineCore
import TimelineTestSupport
@testable import Interchange

/// The shortcuts of the CSV reader and writer agree with the straightforward code.
@Suite("CSV fast paths")
struct CSVFastPathTests {
    @Test("the column table's order is CSVPlanColumn.allCases")
    func columnOrder() {
        for (offset, column) in CSVPlanColumn.allCases.enumerated() { #expect(column.ordinal == offset) }
    }

    @Test("the tokenizer's eight-byte scan stops where a byte-by-byte scan stops (seeded, every start)")
    func firstStop() {
        var random = SeededRandomNumberGenerator(seed: 3)
        let alphabet: [UInt8] = [0, 9, 10, 13, 32, 34, 44, 59, 65, 97, 0x7F, 0x80, 0xC3, 0xA9, 0xFF, 0x2C, 0x0A]
        for round in 0..<3_000 {
            let bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                round % 3 == 0 ? UInt8.random(in: 0...255, using: &random) : alphabet.randomElement(using: &random)!
            }
            let stops: (UInt8, UInt8, UInt8) = round % 2 == 0 ? (44, 10, 13) : (34, 10, 13)
            bytes.withUnsafeBufferPointer { buffer in
                for start in 0...bytes.count {
                    var expected = start
                    while expected < bytes.count, ![stops.0, stops.1, stops.2].contains(bytes[expected]), bytes[expected] < 0x80 { expected += 1 }
                    #expect(ByteScan.firstStop(in: buffer, from: start, at: stops.0, stops.1, stops.2) == expected, "\(bytes) from \(start)")
                }
            }
        }
    }

    @Test("written fields read back with their texts, lines and columns (seeded; quotes, line breaks, non-ASCII, delimiters)")
    func tokenizer() throws {
        var random = SeededRandomNumberGenerator(seed: 23)
        let pieces = ["a", "Zoë", " ", "\"", ",", ";", "\n", "\r\n", "🚀", "x\"y", "\u{301}", "2025-03-03", "longer text, with commas", "é"]
        for dialect in [CSVDialect.standard, CSVDialect(delimiter: ";", decimalSeparator: ",")] {
            for _ in 0..<400 {
                var text: [UInt8] = []
                var expected: [[(text: String, line: Int, column: Int)]] = []
                var line = 1, column = 1
                /// Moves the place over written bytes (columns count scalars).
                func advance(over written: [UInt8]) {
                    for scalar in String(decoding: written, as: UTF8.self).unicodeScalars {
                        if scalar == "\n" { line += 1; column = 1 } else if scalar != "\r" { column += 1 }
                    }
                }
                for _ in 0..<Int.random(in: 1...6, using: &random) {
                    var record: [(text: String, line: Int, column: Int)] = []
                    for index in 0..<Int.random(in: 1...5, using: &random) {
                        if index > 0 {
                            let delimiter = Array(String(dialect.delimiter).utf8)
                            text += delimiter
                            advance(over: delimiter)
                        }
                        // The first field is never empty: a record of empty fields is skipped.
                        var field = (0..<Int.random(in: index == 0 ? 1...4 : 0...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
                        if index == 0, field.allSatisfy({ $0 == " " }) { field += "a" }
                        var written: [UInt8] = []
                        CSVPlanWriter.appendQuoted(field, dialect, to: &written)
                        record.append((field, line, column))
                        text += written
                        advance(over: written)
                    }
                    expected.append(record)
                    let lineBreak: [UInt8] = Bool.random(using: &random) ? [10] : [13, 10]
                    text += lineBreak
                    line += 1
                    column = 1
                }
                let table = try CSVTable(bytes: text, delimiter: dialect.delimiter.asciiValue!, file: "t.csv")
                let read = table.records.map { $0.fields.map { (text: table.text($0), line: $0.line, column: $0.column) } }
                #expect(read.count == expected.count, "\(String(decoding: text, as: UTF8.self).debugDescription)")
                for (got, want) in zip(read, expected) {
                    #expect(got.map(\.text) == want.map(\.text), "\(String(decoding: text, as: UTF8.self).debugDescription)")
                    #expect(got.map(\.line) == want.map(\.line), "\(String(decoding: text, as: UTF8.self).debugDescription)")
                    #expect(got.map(\.column) == want.map(\.column), "\(String(decoding: text, as: UTF8.self).debugDescription)")
                }
                for field in table.records.flatMap(\.fields) {
                    let utf8 = Array(table.text(field).utf8)
                    #expect(field.isTrimmed == (utf8.isEmpty || (utf8[0] > 32 && utf8[utf8.count - 1] > 32)))
                }
            }
        }
    }

    @Test("cells read from their bytes (ids, parents, flags, ISO dates, completions) read as the same cells padded with spaces, which take the text path (seeded)")
    func cellsFromBytes() throws {
        var random = SeededRandomNumberGenerator(seed: 31)
        // Mostly good values (so that most plans read), a few bad ones.
        func pick(_ good: [String], _ bad: [String]) -> String {
            Int.random(in: 0..<25, using: &random) == 0 ? bad.randomElement(using: &random)! : good.randomElement(using: &random)!
        }
        let ids = { pick(["1", "2", "3", "007", "+4", "9", "10"], ["x", "12345678901234567890", "-1"]) }
        let dates = { pick(["2025-03-03", "2025-03-03T08:00:00", "2025-03-04T16:30", "3/5/2025 8:00 AM", "Mon 3/3/25"], ["2025-02-30", "13/3/2025", "soon", "2025-03-03Z"]) }
        let durations = { pick(["", "", "1d", "2", "3h"], ["-1d"]) }
        let completions = { pick(["", "0", "25%", "100%", "0.5", "12.5%"], ["x%", "1e2", "50"]) }
        let flags = { pick(["", "No", "no", "FALSE", "0"], ["x", "maybe"]) }
        var plain = 0
        for round in 0..<300 {
            let rows = (1...Int.random(in: 1...6, using: &random)).map { row -> [String] in
                [Bool.random(using: &random) ? String(row) : ids(), "Task \(row)", row > 1 && Bool.random(using: &random) ? ids() : "",
                 dates(), Bool.random(using: &random) ? dates() : "", durations(), completions(),
                 Int.random(in: 0..<8, using: &random) == 0 ? "Yes" : flags(), Int.random(in: 0..<8, using: &random) == 0 ? "yes" : flags()]
            }
            let header = "ID,Name,Parent,Start,Finish,Duration,% Complete,Milestone,Summary\n"
            // The name is kept as written when quoted: only the other cells are padded.
            func file(padded: Bool) -> String {
                header + rows.map { cells in
                    cells.enumerated().map { column, cell in padded && column != 1 && !cell.isEmpty ? "\" \(cell) \"" : cell }.joined(separator: ",")
                }.joined(separator: "\n")
            }
            let fast = Result { () throws(TimelineDocumentErrors) in try CSVPlanReader.read(file(padded: false), file: "a.csv").document }
            let slow = Result { () throws(TimelineDocumentErrors) in try CSVPlanReader.read(file(padded: true), file: "a.csv").document }
            switch (fast, slow) {
            case let (.success(a), .success(b)):
                #expect(a == b, "round \(round)")
                plain += 1
            case let (.failure(a), .failure(b)):
                // Padding moves columns, not messages.
                #expect(a.errors.map(\.message) == b.errors.map(\.message), "round \(round)")
            default:
                Issue.record("round \(round): \(fast) vs \(slow)")
            }
        }
        #expect(plain > 30)
    }

    @Test("whole-number completions equal reading the shifted decimal text (seeded)")
    func wholeCompletions() {
        var random = SeededRandomNumberGenerator(seed: 7)
        for round in 0..<20_000 {
            let digits = Int.random(in: 1...15, using: &random)
            let number = String((0..<digits).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
            let percent = round % 2 == 0
            let reference = percent ? CSVCellText.shiftingDecimalPoint(number, by: -2).flatMap(Double.init) : Double(number)
            let text = percent ? number + "%" : number
            #expect(CSVCellText.completion(text, percentColumn: false, decimalComma: false) == reference, "\(text)")
            #expect(CSVCellText.completion(number, percentColumn: true, decimalComma: round % 3 == 0)
                    == CSVCellText.shiftingDecimalPoint(number, by: -2).flatMap(Double.init), "\(number)")
        }
    }

    @Test("the writer quotes and doubles quotes as before, byte for byte (seeded)")
    func quoting() {
        var random = SeededRandomNumberGenerator(seed: 11)
        let pieces = ["a", "Zoë", " ", "\"", ",", ";", "\n", "\r\n", "\t", "🚀", "x\"y", "\u{301}"]
        for dialect in [CSVDialect.standard, CSVDialect(delimiter: ";", decimalSeparator: ","), CSVDialect(delimiter: "\t", decimalSeparator: ".")] {
            for _ in 0..<5_000 {
                let field = (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
                var bytes: [UInt8] = []
                CSVPlanWriter.appendQuoted(field, dialect, to: &bytes)
                // The reference, scalar by scalar: quoted when needed, every quote
                // doubled (also one that a combining mark follows).
                let scalars = Array(field.unicodeScalars)
                let delimiter = dialect.delimiter.unicodeScalars.first!
                let needs = scalars.first == " " || scalars.last == " "
                    || scalars.contains { $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == delimiter }
                var reference = String.UnicodeScalarView()
                if needs { reference.append("\"") }
                for scalar in scalars {
                    reference.append(scalar)
                    if needs, scalar == "\"" { reference.append("\"") }
                }
                if needs { reference.append("\"") }
                #expect(bytes == Array(String(reference).utf8), "\(field.debugDescription)")
            }
        }
    }
}
