import BarCharts
import Foundation
import Interchange
import Testing
import TimelineGraphics
import TimelineTestSupport

/// Mutated bar chart documents either read (and lay out) or fail with
/// located errors; nothing traps.
@Suite("Bar chart document fuzzing")
struct BarChartDocumentFuzzTests {
    static let fragments = ["-", "1e308", "null", "[", "]", "{", "}", ":", ",", "\"", "nan", "-0", "999999999999999999", "layer: stacked",
                            "\n  - ", "groupedStacked", "horizontal", "0", "x:y", "#zz", "\t"]

    @Test("a few hundred mutations of each example read and lay out, or fail at a line and column",
          arguments: ["quarterly-revenue.yaml", "plus-minus.yaml"])
    func mutations(name: String) throws {
        let original = Array(try Data(contentsOf: example(name)))
        var generator = SeededRandomNumberGenerator(seed: 0xBA25 &+ UInt64(name.utf8.count))
        var read = 0, failed = 0
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let position = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes.remove(at: position)
                case 1: bytes.insert(contentsOf: Array(Self.fragments.randomElement(using: &generator)!.utf8), at: position)
                default: bytes.replaceSubrange(position..<min(bytes.count, position + Int.random(in: 1...8, using: &generator)), with: [])
                }
            }
            do {
                let document = try BarChartDocument(parsing: String(decoding: bytes, as: UTF8.self), file: name)
                let scene = try document.scene(width: 640, height: 360)
                #expect(scene.displayList.size.width == 640)
                read += 1
            } catch {
                failed += 1
                #expect(error.errors.allSatisfy { $0.line > 0 && $0.column > 0 }, "\(error)")
            }
        }
        #expect(read > 0 && failed > 0, "read \(read), failed \(failed)")
    }
}
