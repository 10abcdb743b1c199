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
