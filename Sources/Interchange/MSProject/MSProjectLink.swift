/// An MSPDI `<PredecessorLink>` of a task.
public struct MSProjectLink: Sendable, Hashable {
    /// `<PredecessorUID>`.
    public var predecessorUID: Int
    /// `<Type>`.
    public var type: MSProjectLinkType
    /// `<LinkLag>` in **tenths of a minute** (4 800 = one 8-hour day), or in
    /// whole percent of the predecessor's duration for the percent formats
    /// (19, 20), as Microsoft Project and MPXJ read it.
    public var linkLag: Int
    /// `<LagFormat>`: how the lag is shown, and whether it is elapsed or a percentage.
    public var lagFormat: MSProjectDurationFormat?

    /// Creates a link.
    /// - Parameters:
    ///   - predecessorUID: The predecessor task's UID.
    ///   - type: Which ends are linked (finish-to-start by default).
    ///   - linkLag: The lag in tenths of a minute (percent for the percent formats).
    ///   - lagFormat: The lag's format.
    public init(predecessorUID: Int, type: MSProjectLinkType = .finishToStart, linkLag: Int = 0, lagFormat: MSProjectDurationFormat? = nil) {
        self.predecessorUID = predecessorUID
        self.type = type
        self.linkLag = linkLag
        self.lagFormat = lagFormat
    }

    /// The lag as a value: seconds of working or elapsed time, or a percentage.
    public var lag: Lag {
        if let lagFormat, lagFormat.isPercent {
            return .percent(Double(linkLag), elapsed: lagFormat.isElapsed)
        }
        let seconds = Double(linkLag) * 6
        return (lagFormat?.isElapsed ?? false) ? .elapsed(seconds: seconds) : .working(seconds: seconds)
    }

    /// A link lag in the units the scheduler needs.
    public enum Lag: Sendable, Hashable {
        /// Seconds of working time (on the successor's calendar in Microsoft Project).
        case working(seconds: Double)
        /// Seconds of calendar time (24/7).
        case elapsed(seconds: Double)
        /// A percentage of the predecessor's duration.
        case percent(Double, elapsed: Bool)
    }
}

/// `<PredecessorLink><Type>` values: 0 FF, 1 FS, 2 SF, 3 SS.
public enum MSProjectLinkType: Int, Sendable, Hashable, CaseIterable {
    /// 0: finish-to-finish.
    case finishToFinish = 0
    /// 1: finish-to-start (the default).
    case finishToStart = 1
    /// 2: start-to-finish.
    case startToFinish = 2
    /// 3: start-to-start.
    case startToStart = 3
}
