/// A picture loaded from a URL, scaled to fill a frame (cropped, centered,
/// keeping its aspect ratio) and clipped to the frame's rounded corners: a
/// ``cornerRadius`` of half the side of a square frame makes a circle (an
/// avatar).
///
/// Only two kinds of URL are drawn (``isAllowedURL(_:)``): `http:` and
/// `https:` URLs, and `data:` URLs of PNG, JPEG, GIF or WebP pictures in
/// base 64. Anything else — a file path, `file:`, `javascript:` — is never
/// written out, so a document's text cannot reach a renderer's file system.
/// Renderers that do not fetch from the network (``RasterExporter``) leave
/// remote pictures out; draw a fallback under the image (an avatar's
/// initials) so something shows when the picture does not.
public struct DisplayImage: Sendable, Hashable, Codable {
    /// The frame the picture fills.
    public var frame: Rect
    /// The radius of the clip's corners (0 for a plain rectangle).
    public var cornerRadius: Double
    /// The picture's URL, exactly as given (renderers escape it).
    public var url: String

    /// Creates an image.
    public init(url: String, frame: Rect, cornerRadius: Double = 0) {
        self.url = url
        self.frame = frame
        self.cornerRadius = cornerRadius
    }

    /// The kinds of URL an image may have.
    public enum URLKind: Sendable, Hashable {
        /// An `http:` or `https:` URL: renderers that fetch from the
        /// network (browsers) show it.
        case remote
        /// A `data:` URL carrying the picture itself.
        case data
    }

    /// The longest URL drawn, in UTF-8 bytes: 1 MiB (a `data:` picture of
    /// about 750 KB).
    public static let maximumURLLength = 1 << 20

    /// What kind of URL `url` is, or `nil` when it is refused: anything but
    /// `http://host…` and `https://host…` (letters of the scheme in any case)
    /// or `data:image/png|jpeg|gif|webp;base64,` followed by base-64
    /// characters; URLs with spaces, control characters, quotes, `<`, `>`,
    /// `\` or non-ASCII characters (a URL percent-encodes them); URLs longer
    /// than ``maximumURLLength``.
    /// - Complexity: O(n) in the URL's length.
    public static func kind(of url: String) -> URLKind? {
        var url = url
        return url.withUTF8 { bytes -> URLKind? in
            guard bytes.count <= maximumURLLength else { return nil }
            func lowercasedPrefix(_ prefix: StaticString) -> Bool {
                let count = prefix.utf8CodeUnitCount
                guard bytes.count >= count else { return false }
                let wanted = prefix.utf8Start
                for index in 0..<count {
                    var byte = bytes[index]
                    if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte += 32 }
                    if byte != wanted[index] { return false }
                }
                return true
            }
            for prefix: StaticString in ["data:image/png;base64,", "data:image/jpeg;base64,", "data:image/gif;base64,", "data:image/webp;base64,"]
            where lowercasedPrefix(prefix) {
                let payload = bytes[prefix.utf8CodeUnitCount...]
                guard !payload.isEmpty, payload.allSatisfy(isBase64) else { return nil }
                return .data
            }
            let schemeLength: Int
            if lowercasedPrefix("https://") { schemeLength = 8 } else if lowercasedPrefix("http://") { schemeLength = 7 } else { return nil }
            let rest = bytes[schemeLength...]
            // A host comes first: not empty, not a path.
            guard let first = rest.first, first != UInt8(ascii: "/"), first != UInt8(ascii: "?"), first != UInt8(ascii: "#") else { return nil }
            guard rest.allSatisfy(isURLCharacter) else { return nil }
            return .remote
        }
    }

    /// Whether `url` may be drawn (see ``kind(of:)``).
    public static func isAllowedURL(_ url: String) -> Bool {
        kind(of: url) != nil
    }

    private static func isBase64(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "="): true
        default: false
        }
    }

    /// RFC 3986's unreserved and reserved characters and `%`.
    private static func isURLCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: "-._~:/?#[]@!$&'()*+,;=%".utf8.contains(byte)
        }
    }
}
