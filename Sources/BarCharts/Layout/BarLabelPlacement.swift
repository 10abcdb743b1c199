/// Where the companion labels layer writes each bar's value (the
/// reference adds such labels as a separate layer over the bars).
public enum BarLabelPlacement: String, Sendable, Hashable, Codable, CaseIterable {
    /// No labels.
    case none
    /// Beyond the bar's value end (above a column, below a negative one);
    /// stacked bars show their total there.
    case above
    /// Inside the bar near its value end (each frame of a stack, centred),
    /// left out where the text does not fit.
    case inside
}
