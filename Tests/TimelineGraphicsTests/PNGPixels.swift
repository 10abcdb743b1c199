import Foundation

/// The pixels of a PNG, read back with cairo (loaded at run time, as the
/// exporter does), so raster tests can check colors at points.
struct PNGPixels {
    let width: Int
    let height: Int
    /// Premultiplied ARGB32 words, row by row.
    private let words: [UInt32]

    private typealias CreateFromPNG = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    private typealias GetData = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<UInt8>?
    private typealias GetInt = @convention(c) (OpaquePointer?) -> Int32
    private typealias Destroy = @convention(c) (OpaquePointer?) -> Void

    init?(_ png: Data) {
        guard let cairo = dlopen("libcairo.so.2", RTLD_NOW),
              let create = dlsym(cairo, "cairo_image_surface_create_from_png"), let data = dlsym(cairo, "cairo_image_surface_get_data"),
              let stride = dlsym(cairo, "cairo_image_surface_get_stride"), let width = dlsym(cairo, "cairo_image_surface_get_width"),
              let height = dlsym(cairo, "cairo_image_surface_get_height"), let destroy = dlsym(cairo, "cairo_surface_destroy") else { return nil }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("pngpixels-\(UUID().uuidString).png")
        guard (try? png.write(to: file)) != nil else { return nil }
        defer { try? FileManager.default.removeItem(at: file) }
        guard let surface = unsafeBitCast(create, to: CreateFromPNG.self)(file.path) else { return nil }
        defer { unsafeBitCast(destroy, to: Destroy.self)(surface) }
        let w = Int(unsafeBitCast(width, to: GetInt.self)(surface)), h = Int(unsafeBitCast(height, to: GetInt.self)(surface))
        let rowBytes = Int(unsafeBitCast(stride, to: GetInt.self)(surface))
        guard w > 0, h > 0, let base = unsafeBitCast(data, to: GetData.self)(surface) else { return nil }
        var words: [UInt32] = []
        words.reserveCapacity(w * h)
        for y in 0..<h {
            let row = UnsafeRawPointer(base + y * rowBytes)
            for x in 0..<w { words.append(row.load(fromByteOffset: x * 4, as: UInt32.self)) }
        }
        self.width = w
        self.height = h
        self.words = words
    }

    /// The pixel at (x, y) as straight (not premultiplied) red, green, blue and alpha bytes.
    func rgba(_ x: Int, _ y: Int) -> (red: Int, green: Int, blue: Int, alpha: Int) {
        let word = words[y * width + x]
        let a = Int(word >> 24), r = Int(word >> 16 & 0xFF), g = Int(word >> 8 & 0xFF), b = Int(word & 0xFF)
        guard a > 0 else { return (0, 0, 0, 0) }
        return (r * 255 / a, g * 255 / a, b * 255 / a, a)
    }

    /// Whether the pixel's color is within `tolerance` of `hex` (`0xrrggbb`), opaque.
    func isClose(_ x: Int, _ y: Int, to hex: Int, tolerance: Int = 6) -> Bool {
        let p = rgba(x, y)
        return p.alpha == 255 && abs(p.red - (hex >> 16)) <= tolerance && abs(p.green - (hex >> 8 & 0xFF)) <= tolerance
            && abs(p.blue - (hex & 0xFF)) <= tolerance
    }
}
