import Foundation
import TimelineGraphics
@testable import TimelineViews

/// Rows shared by the layout and interaction tests: a start marker, three
/// events (one complete, one long enough to wrap), an end marker.
enum Fixtures {
    static let rows: [TimelineRow] = [
        .marker("start", TimelineMarker(title: "Project Start", node: .start, eventText: "Jun 2", showsLeadingTimeline: false)),
        .event("spec", TimelineEvent(headline: "Specification signed off", subheadline: "Product", node: .complete, eventText: "9:45\nAM",
                                     attribute: "Anna Keller", subattribute: "2 documents", status: .text("Done"))),
        .event("review", TimelineEvent(headline: "Planned downtime period identified for the payment gateway migration and its rollback rehearsal",
                                       subheadline: "Work package", node: .inProgress, eventText: "Jun 10", eventImage: .rain,
                                       status: .image(.error), substatus: .text("High"))),
        .event("beta", TimelineEvent(headline: "Beta", node: .open, eventText: "Jun 12")),
        .marker("end", TimelineMarker(title: "Project End", node: .end, eventText: "Jun 30", showsTrailingTimeline: false)),
    ]
}

/// A source of `count` rows built on demand that counts the rows read.
final class CountingSource: TimelineRowSource, @unchecked Sendable {
    let rowCount: Int
    private let lock = NSLock()
    private var reads = 0

    init(count: Int) { rowCount = count }

    var readCount: Int { lock.withLock { reads } }

    func resetCount() { lock.withLock { reads = 0 } }

    static func template(_ index: Int) -> TimelineRow {
        switch index % 3 {
        case 0: .event("r\(index)", TimelineEvent(headline: "Row \(index)", node: .open, eventText: "Jun 2"))
        case 1: .event("r\(index)", TimelineEvent(headline: "Row \(index) with a longer headline that wraps onto a second line",
                                                  subheadline: "Work package", node: .complete, status: .text("Done")))
        default: .marker("r\(index)", TimelineMarker(title: "Milestone \(index)", node: .inactive))
        }
    }

    func row(at index: Int) -> TimelineRow {
        lock.withLock { reads += 1 }
        return Self.template(index)
    }
}
