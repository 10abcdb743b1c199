extension Color {
    /// Fully transparent black.
    public static let clear = Color(rgb: 0, 0, 0, alpha: 0)
    /// `#000000`.
    public static let black = Color(rgb: 0, 0, 0)
    /// `#ffffff`.
    public static let white = Color(rgb: 255, 255, 255)
    /// CSS `gray`, `#808080`.
    public static let gray = Color(rgb: 128, 128, 128)
    /// CSS `lightgray`, `#d3d3d3`.
    public static let lightGray = Color(rgb: 211, 211, 211)
    /// CSS `red`, `#ff0000`.
    public static let red = Color(rgb: 255, 0, 0)
    /// CSS `green`, `#008000`.
    public static let green = Color(rgb: 0, 128, 0)
    /// CSS `blue`, `#0000ff`.
    public static let blue = Color(rgb: 0, 0, 255)
    /// CSS `orange`, `#ffa500`.
    public static let orange = Color(rgb: 255, 165, 0)
    /// CSS `steelblue`, `#4682b4`.
    public static let steelBlue = Color(rgb: 70, 130, 180)

    /// The CSS color names understood by ``init(parsing:)``, lowercase: the
    /// CSS 2.1 basic set plus a few common extended names and `transparent`.
    public static let namedColors: [String: Color] = [
        "transparent": .clear,
        "black": .black,
        "white": .white,
        "silver": Color(rgb: 192, 192, 192),
        "gray": .gray,
        "grey": .gray,
        "maroon": Color(rgb: 128, 0, 0),
        "red": .red,
        "purple": Color(rgb: 128, 0, 128),
        "fuchsia": Color(rgb: 255, 0, 255),
        "magenta": Color(rgb: 255, 0, 255),
        "green": .green,
        "lime": Color(rgb: 0, 255, 0),
        "olive": Color(rgb: 128, 128, 0),
        "yellow": Color(rgb: 255, 255, 0),
        "navy": Color(rgb: 0, 0, 128),
        "blue": .blue,
        "teal": Color(rgb: 0, 128, 128),
        "aqua": Color(rgb: 0, 255, 255),
        "cyan": Color(rgb: 0, 255, 255),
        "orange": .orange,
        "lightgray": .lightGray,
        "lightgrey": .lightGray,
        "darkgray": Color(rgb: 169, 169, 169),
        "darkgrey": Color(rgb: 169, 169, 169),
        "gainsboro": Color(rgb: 220, 220, 220),
        "whitesmoke": Color(rgb: 245, 245, 245),
        "steelblue": .steelBlue,
        "lightblue": Color(rgb: 173, 216, 230),
        "cornflowerblue": Color(rgb: 100, 149, 237),
        "royalblue": Color(rgb: 65, 105, 225),
        "darkblue": Color(rgb: 0, 0, 139),
        "darkgreen": Color(rgb: 0, 100, 0),
        "lightgreen": Color(rgb: 144, 238, 144),
        "seagreen": Color(rgb: 46, 139, 87),
        "darkred": Color(rgb: 139, 0, 0),
        "crimson": Color(rgb: 220, 20, 60),
        "tomato": Color(rgb: 255, 99, 71),
        "gold": Color(rgb: 255, 215, 0),
        "goldenrod": Color(rgb: 218, 165, 32),
        "brown": Color(rgb: 165, 42, 42),
        "pink": Color(rgb: 255, 192, 203),
        "violet": Color(rgb: 238, 130, 238),
        "indigo": Color(rgb: 75, 0, 130),
        "slategray": Color(rgb: 112, 128, 144),
        "slategrey": Color(rgb: 112, 128, 144),
    ]
}
