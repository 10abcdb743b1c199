public import TimelineCore

/// A date constraint on a task, as in Microsoft Project.
///
/// The engine (``ProjectScheduler``) applies it after the links:
///
/// | constraint | effect (on ``Schedule/standard``) |
/// | --- | --- |
/// | ``asSoonAsPossible`` | the task starts as early as its links allow |
/// | ``asLateAsPossible`` | the task is placed at its late dates |
/// | ``startNoEarlierThan(_:)`` | SNET Wed 10:00 moves a Mon 08:00 start to Wed 10:00 |
/// | ``finishNoEarlierThan(_:)`` | FNET Thu 16:00 moves an 8 h task to Thu 08:00–16:00 |
/// | ``startNoLaterThan(_:)`` | a start after the date is a conflict (reported) |
/// | ``finishNoLaterThan(_:)`` | a finish after the date is a conflict (reported) |
/// | ``mustStartOn(_:)`` | the start is the date; it wins over links when the plan honors constraints |
/// | ``mustFinishOn(_:)`` | the finish is the date; it wins over links when the plan honors constraints |
public enum ProjectTaskConstraint: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Start as early as the links and the project start allow (the default).
    case asSoonAsPossible
    /// Start as late as possible without delaying the project finish.
    case asLateAsPossible
    /// Start on or after the date (SNET).
    case startNoEarlierThan(Time)
    /// Start on or before the date (SNLT).
    case startNoLaterThan(Time)
    /// Finish on or after the date (FNET).
    case finishNoEarlierThan(Time)
    /// Finish on or before the date (FNLT).
    case finishNoLaterThan(Time)
    /// Start exactly on the date (MSO).
    case mustStartOn(Time)
    /// Finish exactly on the date (MFO).
    case mustFinishOn(Time)

    /// The constraint's date, `nil` for ``asSoonAsPossible`` and ``asLateAsPossible``.
    public var date: Time? {
        switch self {
        case .asSoonAsPossible, .asLateAsPossible: nil
        case let .startNoEarlierThan(t), let .startNoLaterThan(t), let .finishNoEarlierThan(t),
            let .finishNoLaterThan(t), let .mustStartOn(t), let .mustFinishOn(t):
            t
        }
    }

    /// Whether the constraint fixes a date regardless of links (MSO, MFO).
    public var isInflexible: Bool {
        switch self {
        case .mustStartOn, .mustFinishOn: true
        default: false
        }
    }

    /// The Microsoft Project abbreviation with its date (`"SNET 2025-03-05T10:00:00"`).
    public var description: String {
        switch self {
        case .asSoonAsPossible: "ASAP"
        case .asLateAsPossible: "ALAP"
        case let .startNoEarlierThan(t): "SNET \(t)"
        case let .startNoLaterThan(t): "SNLT \(t)"
        case let .finishNoEarlierThan(t): "FNET \(t)"
        case let .finishNoLaterThan(t): "FNLT \(t)"
        case let .mustStartOn(t): "MSO \(t)"
        case let .mustFinishOn(t): "MFO \(t)"
        }
    }
}
