public import Foundation

/// Compares text output with a golden file committed next to the tests.
///
/// Golden files are recorded only on request — set `TIMELINEKIT_RECORD_GOLDEN=1`
/// and run the tests, then look at the output (render it to PNG) before
/// committing it. A missing golden file is recorded and reported as a failure,
/// so a new golden never passes silently.
public enum GoldenFile {
    /// Whether this run records golden files instead of comparing.
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["TIMELINEKIT_RECORD_GOLDEN"] == "1"
    }

    /// Compares `text` with the golden file at `url`.
    /// - Returns: `nil` when they match, else a message naming the first
    ///   differing line (the actual text is written beside the golden file with
    ///   a `.actual` suffix for inspection).
    public static func mismatch(_ text: String, golden url: URL) -> String? {
        let manager = FileManager.default
        if isRecording || !manager.fileExists(atPath: url.path) {
            try? manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? text.write(to: url, atomically: true, encoding: .utf8)
            return isRecording ? nil : "recorded missing golden file \(url.path); look at it, then commit it"
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else { return "cannot read golden file \(url.path)" }
        if expected == text {
            try? manager.removeItem(at: url.appendingPathExtension("actual"))
            return nil
        }
        try? text.write(to: url.appendingPathExtension("actual"), atomically: true, encoding: .utf8)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        let expectedLine = line < expectedLines.count ? String(expectedLines[line]) : "<end of file>"
        let actualLine = line < actualLines.count ? String(actualLines[line]) : "<end of file>"
        return "differs from \(url.lastPathComponent) at line \(line + 1):\n  expected: \(expectedLine.prefix(300))\n  actual:   \(actualLine.prefix(300))"
    }
}
