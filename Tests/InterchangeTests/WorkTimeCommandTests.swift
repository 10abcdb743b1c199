import Foundation
import Testing

/// `timelinekit worktime` and `--version`, run as a process, exactly as the README writes them.
@Suite("timelinekit worktime", .enabled(if: timelinekitExecutable != nil))
struct WorkTimeCommandTests {
    @Test("Negative durations count back instead of printing the help (-8h) or a missing argument (-2d)")
    func negativeDurations() throws {
        // Standard schedule: Mon–Fri 08:00–16:00. Fri 16:00 − 8 h = Fri 08:00; − 2 d = Thu 08:00.
        let eightHours = try RenderCommandTests.run(["worktime", "add", "2025-03-07T16:00", "-8h"])
        #expect(eightHours.status == 0)
        #expect(eightHours.output == "2025-03-07T08:00:00\n")
        let twoDays = try RenderCommandTests.run(["worktime", "add", "2025-03-07T16:00", "-2d"])
        #expect(twoDays.output == "2025-03-06T08:00:00\n")
        let withOption = try RenderCommandTests.run(["worktime", "add", "2025-03-07T16:00", "-8h", "--schedule", "standard"])
        #expect(withOption.output == "2025-03-07T08:00:00\n")
        let forward = try RenderCommandTests.run(["worktime", "add", "2025-03-03T08:00", "40h"])
        #expect(forward.output == "2025-03-07T16:00:00\n")
    }

    @Test("An unknown negative option elsewhere is still an error, and --version prints the version")
    func versionAndErrors() throws {
        let version = try RenderCommandTests.run(["--version"])
        #expect(version.status == 0 && version.output.split(separator: ".").count == 3)
        let bad = try RenderCommandTests.run(["worktime", "add", "2025-03-07T16:00", "-8x"])
        #expect(bad.status != 0)
        #expect(!bad.errors.isEmpty)
    }
}
