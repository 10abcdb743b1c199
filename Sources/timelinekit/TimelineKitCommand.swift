import ArgumentParser

@main
struct TimelineKitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timelinekit",
        abstract: "Time-based charts: Gantt charts, calendars and working-time math.",
        version: TimelineKitVersion.current,
        subcommands: [ScheduleCommand.self, WorkTimeCommand.self, RenderCommand.self, ServeCommand.self, OccurrencesCommand.self, ConvertCommand.self]
    )

    /// Parses the command line with negative durations made positional
    /// (see ``NegativeValueArguments``), then runs the chosen command.
    static func main() async {
        do {
            var command = try parseAsRoot(NegativeValueArguments.prepare(Array(CommandLine.arguments.dropFirst())))
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }
}
