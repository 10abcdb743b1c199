/// `<ConstraintType>` values.
public enum MSProjectConstraintType: Int, Sendable, Hashable, CaseIterable {
    /// 0: as soon as possible (ASAP).
    case asSoonAsPossible = 0
    /// 1: as late as possible (ALAP).
    case asLateAsPossible = 1
    /// 2: must start on (MSO).
    case mustStartOn = 2
    /// 3: must finish on (MFO).
    case mustFinishOn = 3
    /// 4: start no earlier than (SNET).
    case startNoEarlierThan = 4
    /// 5: start no later than (SNLT).
    case startNoLaterThan = 5
    /// 6: finish no earlier than (FNET).
    case finishNoEarlierThan = 6
    /// 7: finish no later than (FNLT).
    case finishNoLaterThan = 7

    /// Whether the constraint needs a `<ConstraintDate>`.
    public var needsDate: Bool { self != .asSoonAsPossible && self != .asLateAsPossible }
}
