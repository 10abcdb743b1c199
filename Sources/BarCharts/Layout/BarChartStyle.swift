public import TimelineGraphics

/// Everything a bar chart's look and bar arithmetic depend on.
public struct BarChartStyle: Sendable {
    /// Which way bars point.
    public var orientation: BarChartOrientation = .vertical
    /// Groups' arithmetic along the category axis.
    public var groupLayout: GroupLayoutMode = .centered
    /// The bar width; `nil`: derived from the space (<doc:LayoutArithmetic>).
    public var barWidth: Double?
    /// The space between the bars of a group.
    public var barSpacing: Double = 4
    /// The space between groups (and between ungrouped bars).
    public var groupSpacing: Double = 16
    /// The length of one category at zoom 1; `nil`: the categories share the plot's length.
    public var categoryWidth: Double?
    /// What zoom does to bar widths.
    public var zoomMode: BarZoomMode = .scale
    /// The zoom range.
    public var zoomRange: ClosedRange<Double> = 0.1...1_000
    /// The companion labels layer.
    public var labels: BarLabelPlacement = .none
    /// How values are written.
    public var valueFormat = BarValueFormat()
    /// The value axis bounds; `nil`: nice bounds around the data.
    public var valueAxis: ValueAxisScale?
    /// The wished number of value-axis intervals.
    public var targetTickCount = 6
    /// The chart title.
    public var title: String?
    /// The value axis title.
    public var valueAxisTitle: String?
    /// The category axis title.
    public var categoryAxisTitle: String?
    /// Whether the legend is drawn (when the model has entries).
    public var showsLegend = true
    /// How bars are drawn.
    public var drawing: BarDrawing = .filled
    /// The colors given to series without one, in order.
    public var palette: [Color] = BarChartStyle.calmPalette
    /// The background.
    public var backgroundColor = Color.white
    /// Text color of titles.
    public var titleColor = Color(rgb: 0x11, 0x18, 0x27)
    /// Text color of axis labels and the legend.
    public var labelColor = Color(rgb: 0x4b, 0x55, 0x63)
    /// Grid lines.
    public var gridLineColor = Color(rgb: 0xe5, 0xe7, 0xeb)
    /// Axis lines and the zero line.
    public var axisColor = Color(rgb: 0x9c, 0xa3, 0xaf)
    /// The zero line when values are negative.
    public var zeroLineColor = Color(rgb: 0x37, 0x41, 0x51)
    /// The selection outline.
    public var selectionColor = Color(rgb: 0x11, 0x18, 0x27)
    /// The title font.
    public var titleFont = Font(size: 16, weight: .bold)
    /// Axis titles.
    public var axisTitleFont = Font(size: 12, weight: .bold)
    /// Tick and category labels, legend.
    public var labelFont = Font(size: 11)
    /// Value labels.
    public var valueLabelFont = Font(size: 10)
    /// Space around the chart.
    public var padding: Double = 16
    /// The widest a category label may be in a horizontal chart.
    public var maximumCategoryLabelWidth: Double = 160

    /// A calm, colour-blind-friendly palette (muted blue, teal, amber, rose, slate, olive, violet, sand).
    public static let calmPalette: [Color] = [
        Color(rgb: 0x3b, 0x6e, 0xa8), Color(rgb: 0x4f, 0x9d, 0x8f), Color(rgb: 0xd9, 0x9a, 0x3d), Color(rgb: 0xc2, 0x61, 0x6f),
        Color(rgb: 0x64, 0x74, 0x8b), Color(rgb: 0x8a, 0x9a, 0x4b), Color(rgb: 0x7c, 0x6b, 0xb0), Color(rgb: 0xb8, 0x9f, 0x7a),
    ]

    /// The default style.
    public init() {}
}
