public import TimelineCore

/// What a Microsoft Project XML (MSPDI) file carries that TimelineKit supports:
/// the project's header fields, its calendars and its tasks with their links.
///
/// The model is plain data, close to the file: values keep the file's units
/// (durations as seconds of working time with their display format, link lags
/// in tenths of a minute), and optional values stay `nil` when the file omits
/// them, so that reading, writing and reading again gives an equal document.
///
/// ```swift
/// let result = try MSProjectReader.read(data: data, fileName: "plan.xml")
/// let document = result.document
/// let schedule = try document.schedule(forCalendarUID: document.calendarUID ?? 1)
/// let chart = try document.ganttChartItems()
/// ```
public struct MSProjectDocument: Sendable, Hashable {
    /// `<Name>`: the project's (file) name.
    public var name: String?
    /// `<Title>`: the project's title.
    public var title: String?
    /// `<ScheduleFromStart>`: whether the project is scheduled forward from its start (default `true`).
    public var scheduleFromStart: Bool
    /// `<StartDate>`: the project start.
    public var startDate: Time?
    /// `<FinishDate>`: the project finish.
    public var finishDate: Time?
    /// `<CalendarUID>`: the UID of the project (standard) calendar.
    public var calendarUID: Int?
    /// `<MinutesPerDay>`: working minutes in a "day" of duration (default 480).
    public var minutesPerDay: Int
    /// `<MinutesPerWeek>`: working minutes in a "week" of duration (default 2 400).
    public var minutesPerWeek: Int
    /// `<DaysPerMonth>`: working days in a "month" of duration (default 20).
    public var daysPerMonth: Int
    /// `<HonorConstraints>`: whether tasks honor their constraint dates over their links;
    /// `nil` when the file does not say (Microsoft Project then honors them).
    public var honorConstraints: Bool?
    /// The status date (`<StatusDate>`), where the progress line is drawn, if set.
    public var statusDate: Time?
    /// `<Calendars>`, in file order.
    public var calendars: [MSProjectCalendar]
    /// `<Tasks>`, in file order (which is the row order of the plan).
    public var tasks: [MSProjectTask]
    /// `<Resources>`, without Microsoft Project's blank resource 0.
    public var resources: [MSProjectResource]
    /// `<Assignments>`, without assignments to the "unassigned" resource.
    public var assignments: [MSProjectAssignment]

    /// Creates a document.
    /// - Parameters:
    ///   - name: The project's name.
    ///   - title: The project's title.
    ///   - scheduleFromStart: Forward (`true`) or backward scheduling.
    ///   - startDate: The project start.
    ///   - finishDate: The project finish.
    ///   - calendarUID: The project calendar.
    ///   - minutesPerDay: Working minutes per duration day.
    ///   - minutesPerWeek: Working minutes per duration week.
    ///   - daysPerMonth: Working days per duration month.
    ///   - honorConstraints: Whether constraints win over links.
    ///   - calendars: The calendars.
    ///   - tasks: The tasks, in row order.
    ///   - resources: The resources.
    ///   - assignments: The assignments.
    public init(
        name: String? = nil,
        title: String? = nil,
        scheduleFromStart: Bool = true,
        startDate: Time? = nil,
        finishDate: Time? = nil,
        calendarUID: Int? = nil,
        minutesPerDay: Int = 480,
        minutesPerWeek: Int = 2_400,
        daysPerMonth: Int = 20,
        honorConstraints: Bool? = nil,
        calendars: [MSProjectCalendar] = [],
        tasks: [MSProjectTask] = [],
        resources: [MSProjectResource] = [],
        assignments: [MSProjectAssignment] = []
    ) {
        self.name = name
        self.title = title
        self.scheduleFromStart = scheduleFromStart
        self.startDate = startDate
        self.finishDate = finishDate
        self.calendarUID = calendarUID
        self.minutesPerDay = minutesPerDay
        self.minutesPerWeek = minutesPerWeek
        self.daysPerMonth = daysPerMonth
        self.honorConstraints = honorConstraints
        self.calendars = calendars
        self.tasks = tasks
        self.resources = resources
        self.assignments = assignments
    }

    /// The calendar with `uid`, if any.
    /// - Complexity: O(c), c = number of calendars.
    public func calendar(uid: Int) -> MSProjectCalendar? {
        calendars.first { $0.uid == uid }
    }

    /// The task with `uid`, if any.
    /// - Complexity: O(t), t = number of tasks.
    public func task(uid: Int) -> MSProjectTask? {
        tasks.first { $0.uid == uid }
    }
}
