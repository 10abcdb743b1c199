/// The one escaper for text written into XML, SVG and HTML (the SVG renderer,
/// Microsoft Project XML, the server's page).
///
/// `&`, `<`, `>`, `"` and `'` become entities; tab, line feed and carriage
/// return become character references (so attribute values keep them);
/// characters XML 1.0 forbids (other C0 controls, U+FFFE, U+FFFF) are
/// removed. Everything else, emoji and right-to-left text included, is kept
/// as UTF-8. The result is safe in character data and in attribute values
/// quoted with `"` or `'`, in XML and in HTML.
public enum MarkupEscaping {
    /// `text` made safe for markup character data and attribute values.
    ///
    /// ```swift
    /// MarkupEscaping.escape("R&D <draft>")  // "R&amp;D &lt;draft&gt;"
    /// ```
    /// - Parameter text: Any text.
    /// - Returns: The escaped text.
    /// - Complexity: O(n) in the UTF-8 length of `text`, eight bytes at a
    ///   time while no byte needs escaping.
    public static func escape(_ text: String) -> String {
        var output = SVGOutput(capacity: text.utf8.count + 16)
        output.appendEscaped(text)
        return output.string
    }
}
