/// One unfolded content line, `NAME;PARAM=VALUE:value`, with its place.
struct ICalendarContentLine: Sendable {
    /// One parameter (`TZID=Europe/Berlin`, `VALUE=DATE`), values unquoted.
    struct Parameter: Sendable {
        var name: String
        var values: [String]
    }

    /// The property or component name, upper-cased.
    var name: String
    var parameters: [Parameter]
    /// The value, still escaped.
    var value: String
    /// Where the name starts.
    var location: SourceLocation
    /// Where the value starts.
    var valueLocation: SourceLocation

    /// The first value of a parameter (names compared without case).
    func parameter(_ name: String) -> String? {
        parameters.first { $0.name == name }?.values.first
    }
}

/// Splits iCalendar bytes into unfolded content lines: CRLF or LF line ends,
/// a leading byte order mark, folds (a line end followed by a space or tab)
/// removed, parameters with quoted values.
struct ICalendarLexer {
    let file: String
    /// The most lines read (a 50 MB file holds about a million).
    static let lineLimit = 20_000_000

    /// Calls `body` with each content line in order (nothing is kept: memory stays proportional to one line).
    /// - Throws: ``ICalendarError`` for invalid UTF-8, a line without `:`, an unterminated quote, or what `body` throws.
    func forEachLine(_ bytes: [UInt8], _ body: (ICalendarContentLine) throws(ICalendarError) -> Void) throws(ICalendarError) {
        var lineCount = 0
        var index = 0
        let count = bytes.count
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        var physicalLine = 1
        var logical: [UInt8] = []
        // (offset in `logical`, physical line, column of that offset) where each physical segment starts.
        var segments: [(offset: Int, line: Int, column: Int)] = []
        logical.reserveCapacity(256)
        while index < count {
            // One logical line: a physical line plus its continuation lines.
            logical.removeAll(keepingCapacity: true)
            segments.removeAll(keepingCapacity: true)
            let startLine = physicalLine
            segments.append((0, physicalLine, 1))
            while true {
                let lineStart = index
                while index < count, bytes[index] != 0x0A { index += 1 }
                var lineEnd = index
                if lineEnd > lineStart, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
                logical.append(contentsOf: bytes[lineStart..<lineEnd])
                if index < count { index += 1 }      // the LF
                physicalLine += 1
                if index < count, bytes[index] == 0x20 || bytes[index] == 0x09 {
                    index += 1                        // the fold's space
                    segments.append((logical.count, physicalLine, 2))
                    continue
                }
                break
            }
            if lineCount >= Self.lineLimit {
                throw ICalendarError(location: SourceLocation(file: file, line: startLine, column: 1),
                                     message: "more than \(Self.lineLimit) content lines: the file is too large to read")
            }
            if logical.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }   // blank lines are tolerated
            lineCount += 1
            try body(try parse(logical, segments: segments))
        }
    }

    /// The place of a byte offset of a logical line.
    private func location(_ offset: Int, in logical: [UInt8], segments: [(offset: Int, line: Int, column: Int)]) -> SourceLocation {
        var segment = segments[0]
        for candidate in segments where candidate.offset <= offset { segment = candidate }
        var column = segment.column
        var position = segment.offset
        while position < offset, position < logical.count {
            if logical[position] & 0xC0 != 0x80 { column += 1 }
            position += 1
        }
        return SourceLocation(file: file, line: segment.line, column: column)
    }

    private func text(_ bytes: ArraySlice<UInt8>, at offset: Int, in logical: [UInt8],
                      segments: [(offset: Int, line: Int, column: Int)]) throws(ICalendarError) -> String {
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        guard let string = String(validating: bytes, as: UTF8.self) else {
            throw ICalendarError(location: location(offset, in: logical, segments: segments), message: "the text is not valid UTF-8")
        }
        return string
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x5F
    }

    private func parse(_ logical: [UInt8], segments: [(offset: Int, line: Int, column: Int)]) throws(ICalendarError) -> ICalendarContentLine {
        var index = 0
        let count = logical.count
        func fail(_ offset: Int, _ message: String) -> ICalendarError {
            ICalendarError(location: location(offset, in: logical, segments: segments), message: message)
        }
        while index < count, Self.isNameByte(logical[index]) { index += 1 }
        guard index > 0 else {
            throw fail(0, "expected a property name (letters, digits and '-') at the start of the line, found \"\(preview(logical))\"")
        }
        let name = String(decoding: logical[0..<index], as: UTF8.self).uppercased()
        var parameters: [ICalendarContentLine.Parameter] = []
        while index < count, logical[index] == 0x3B {       // ;
            index += 1
            let nameStart = index
            while index < count, Self.isNameByte(logical[index]) { index += 1 }
            guard index > nameStart, index < count, logical[index] == 0x3D else {
                throw fail(nameStart, "\(name): expected a parameter NAME=value after ';'")
            }
            let parameterName = String(decoding: logical[nameStart..<index], as: UTF8.self).uppercased()
            index += 1
            var values: [String] = []
            while true {
                if index < count, logical[index] == 0x22 {        // "quoted"
                    let valueStart = index + 1
                    index += 1
                    while index < count, logical[index] != 0x22 { index += 1 }
                    guard index < count else { throw fail(valueStart - 1, "\(name): parameter \(parameterName): the quote is not closed") }
                    values.append(try text(logical[valueStart..<index], at: valueStart, in: logical, segments: segments))
                    index += 1
                } else {
                    let valueStart = index
                    while index < count, logical[index] != 0x2C, logical[index] != 0x3B, logical[index] != 0x3A, logical[index] != 0x22 { index += 1 }
                    values.append(try text(logical[valueStart..<index], at: valueStart, in: logical, segments: segments))
                }
                if index < count, logical[index] == 0x2C { index += 1; continue }
                break
            }
            parameters.append(.init(name: parameterName, values: values))
        }
        guard index < count, logical[index] == 0x3A else {
            throw fail(min(index, max(0, count - 1)), "\(name): expected ':' before the value")
        }
        index += 1
        let value = try text(logical[index..<count], at: index, in: logical, segments: segments)
        return ICalendarContentLine(name: name, parameters: parameters, value: value,
                                    location: location(0, in: logical, segments: segments),
                                    valueLocation: location(index, in: logical, segments: segments))
    }

    private func preview(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes.prefix(40), as: UTF8.self)
        return bytes.count > 40 ? text + "…" : text
    }
}
