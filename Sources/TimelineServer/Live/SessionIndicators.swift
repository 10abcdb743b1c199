import GanttChart
import Interchange
import TimelineCore

/// What one session shows beside the bars, over the document's settings:
/// the drawn baseline, slack bars, the progress line and the critical path's
/// slack threshold. `nil` fields use the document's settings.
public struct SessionIndicators: Sendable, Equatable {
    /// The baseline drawn (0…10), -1 for none; `nil` uses the document's `baseline`.
    public var shownBaseline: Int?
    /// Whether total slack is drawn; `nil` uses the document's `showSlack`.
    public var showsSlack: Bool?
    /// Whether the progress line is drawn; `nil` draws it when the document
    /// has a `statusDate`. Without one, the line is drawn at the current time.
    public var showsProgressLine: Bool?
    /// The critical path's slack threshold in working days; `nil` uses the
    /// document's `criticalSlack`.
    public var criticalSlackDays: Double?

    /// Nothing overridden.
    public init() {}
}

extension SessionView {
    /// The session's shown baseline, slack, progress line and threshold.
    public var indicators: SessionIndicators {
        get { indicatorStorage }
        set { indicatorStorage = newValue }
    }
}

/// The view options the frame reports back, for the page's toolbar.
extension Frame {
    /// What the chart shows beside the bars (`"shows"` in the frame's JSON).
    public struct Shows: Sendable, Equatable {
        /// The baseline drawn (0…10), or -1 for none.
        public var baseline = 0
        /// The baselines any item has, ascending (the menu marks them saved).
        public var savedBaselines: [Int] = []
        /// Whether slack bars are drawn.
        public var slack = false
        /// Whether the progress line is drawn.
        public var progressLine = false
        /// The status date of the progress line, if drawn.
        public var statusDate: String?
        /// The critical path's slack threshold in working days.
        public var criticalSlackDays = 0.0

        /// The defaults (baseline 0, nothing else).
        public init() {}

        var jsonValue: JSONValue {
            .object([
                "baseline": .number(Double(baseline)),
                "savedBaselines": .array(savedBaselines.map { .number(Double($0)) }),
                "slack": .bool(slack),
                "progressLine": .bool(progressLine),
                "statusDate": statusDate.map(JSONValue.string) ?? .null,
                "criticalSlackDays": .number(criticalSlackDays),
            ])
        }
    }
}
