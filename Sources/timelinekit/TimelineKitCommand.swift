import ArgumentParser

@main
struct TimelineKitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timelinekit",
        abstract: "Time-based charts: Gantt charts, calendars and working-time math.",
        subcommands: [ScheduleCommand.self, WorkTimeCommand.self, RenderCommand.self, ServeCommand.self]
    )
}
