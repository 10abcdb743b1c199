public import TimelineGraphics

extension ElementRole {
    /// A frame of a stacked bar (`stack:<series>:<index>:<frame>`); plain bars use ``ElementRole/bar``.
    public static let stackFrame: ElementRole = "stackFrame"
    /// A tick label on a value axis or a category label (`tickLabel:value:<i>`, `categoryLabel:<index>`).
    public static let axisLabel: ElementRole = "axisLabel"
    /// An axis title (`axisTitle:value`, `axisTitle:category`).
    public static let axisTitle: ElementRole = "axisTitle"
    /// A value label beside or inside a bar (`<bar id>:label`, `stack:<series>:<index>:total`).
    public static let valueLabel: ElementRole = "valueLabel"
    /// A legend swatch (`legend:<id>`).
    public static let legend: ElementRole = "legend"
    /// The chart's title (`title`).
    public static let chartTitle: ElementRole = "chartTitle"
    /// A bar's decoration drawn by a ``BarDrawing`` (hatching).
    public static let barDecoration: ElementRole = "barDecoration"
}
