/// Why a PNG or PDF could not be made.
public enum RasterExportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A shared library could not be loaded; install the named Debian package.
    case libraryMissing(library: String, debianPackage: String, reason: String)
    /// A loaded library lacks a function (too old a version).
    case functionMissing(function: String, library: String, debianPackage: String)
    /// librsvg rejected the SVG document.
    case invalidSVG(reason: String)
    /// The SVG has no usable size (width and height must be positive).
    case invalidSize(width: Double, height: Double)
    /// cairo or librsvg failed while drawing.
    case renderingFailed(reason: String)

    /// A message saying what went wrong and, for missing libraries, what to install.
    public var description: String {
        switch self {
        case let .libraryMissing(library, package, reason):
            "Cannot load \(library) (\(reason)). PNG and PDF export needs it at run time: install the Debian package \(package) (apt-get install \(package))."
        case let .functionMissing(function, library, package):
            "\(library) has no function \(function); install a newer \(package) (librsvg2-2 2.52 or later, libcairo2 1.16 or later)."
        case let .invalidSVG(reason):
            "The SVG document is invalid: \(reason)"
        case let .invalidSize(width, height):
            "The SVG document has no usable size (\(width)×\(height)); give the root element a positive width and height."
        case let .renderingFailed(reason):
            "Rendering failed: \(reason)"
        }
    }
}
