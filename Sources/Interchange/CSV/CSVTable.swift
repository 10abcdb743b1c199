/// The records of a CSV text (RFC 4180 with the usual leniencies), each
/// field with the line and column where it starts.
///
/// - Fields are separated by the dialect's delimiter; records end with LF,
///   CRLF or a lone CR.
/// - A field that starts with `"` (after spaces) is quoted: it may hold
///   delimiters, line breaks and doubled quotes (`""` for `"`); only spaces,
///   then a delimiter or the end of the record, may follow its closing quote.
/// - A `"` inside an unquoted field is kept as text (spreadsheets write such
///   fields).
/// - Blank lines are skipped; a byte order mark and an Excel `sep=` line are
///   dropped.
struct CSVTable {
    /// One field: where its text is and where it starts (1-based; the column
    /// counts Unicode scalars). Unquoted fields lose the spaces around them;
    /// quoted ones keep everything between the quotes. The text is made only
    /// when asked (``CSVTable/text(_:)``): a field is plain numbers, no
    /// reference to count when it is copied.
    struct Field {
        /// The text's bytes: `start..<end` of the table's bytes, or of its
        /// unescaped quoted texts when `isQuoted`.
        var start: Int
        var end: Int
        var line: Int
        var column: Int
        var isQuoted = false
        /// Whether the text neither starts nor ends with a byte up to 32
        /// (space, tab, line break, control): most cells, whose text is then
        /// used as it is.
        var isTrimmed = true

        /// Whether the text is empty.
        var isEmpty: Bool { start == end }
    }

    /// One record: its fields and the line it starts on.
    struct Record {
        var line: Int
        var fields: [Field]
    }

    /// The most fields a record may have, so a hostile file cannot make
    /// millions of empty columns.
    static let maximumFields = 1_000

    /// The records in order, the header first.
    var records: [Record]
    /// The text read (unquoted fields are ranges of it).
    private let bytes: [UInt8]
    /// The quoted fields' texts, unescaped, one after another.
    private var unescaped: [UInt8] = []

    /// The field's text.
    func text(_ field: Field) -> String {
        withBytes(of: field) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the field's UTF-8 bytes (valid only during the call).
    func withBytes<Result>(of field: Field, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        (field.isQuoted ? unescaped : bytes).withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[field.start..<field.end])) }
    }

    /// Reads `bytes` (valid UTF-8, without a byte order mark).
    /// - Parameters:
    ///   - bytes: The text.
    ///   - delimiter: The field separator (ASCII).
    ///   - file: The file name for errors.
    /// - Throws: ``TimelineDocumentError`` at the opening quote of a quoted
    ///   field that never ends, at text after a closing quote, or at the
    ///   field past ``maximumFields``.
    /// - Complexity: O(n) in the length of the text.
    init(bytes: [UInt8], delimiter: UInt8, file: String) throws(TimelineDocumentError) {
        let skipsSeparatorLine = CSVDialect.declaredDelimiter(in: bytes) != nil
        var records: [Record] = []
        var unescaped: [UInt8] = []
        // Read through a pointer: no bounds or exclusivity checks per byte.
        let failure = bytes.withUnsafeBufferPointer { bytes in
            Self.read(bytes, delimiter: delimiter, file: file, skipsSeparatorLine: skipsSeparatorLine, into: &records, unescaped: &unescaped)
        }
        if let failure { throw failure }
        self.records = records
        self.bytes = bytes
        self.unescaped = unescaped
    }

    /// The tokenizer: appends the records of `bytes` to `records`.
    /// - Returns: The error that stopped it, or `nil`.
    private static func read(_ bytes: UnsafeBufferPointer<UInt8>, delimiter: UInt8, file: String, skipsSeparatorLine: Bool,
                             into records: inout [Record], unescaped buffer: inout [UInt8]) -> TimelineDocumentError? {
        let quote = UInt8(ascii: "\"")
        let count = bytes.count
        var index = 0
        var line = 1
        var column = 1
        if skipsSeparatorLine {
            while index < count, bytes[index] != 10, bytes[index] != 13 { index += 1 }
        }
        var fields: [Field] = []
        var recordLine = line
        func error(_ line: Int, _ column: Int, _ message: String) -> TimelineDocumentError {
            TimelineDocumentError(file: file, line: line, column: column, message: message)
        }
        // Skip the line break after a `sep=` line.
        if index > 0, index < count {
            if bytes[index] == 13, index + 1 < count, bytes[index + 1] == 10 { index += 1 }
            index += 1
            line += 1
            column = 1
        }
        recordLine = line
        var atRecordStart = true
        while index <= count {
            if atRecordStart {
                recordLine = line
                atRecordStart = false
            }
            let fieldLine = line, fieldColumn = column
            guard fields.count < Self.maximumFields else {
                return error(fieldLine, fieldColumn, "a record has more than \(Self.maximumFields) fields; is this a CSV file?")
            }
            // `a, "b, c"`: spaces before a quoted field are not part of it.
            var probe = index
            while probe < count, bytes[probe] == 32 { probe += 1 }
            if probe > index, probe < count, bytes[probe] == quote {
                column += probe - index
                index = probe
            }
            if index < count, bytes[index] == quote {
                index += 1
                column += 1
                let textStart = buffer.count
                var closed = false
                var segmentStart = index
                while index < count {
                    // Plain ASCII up to the next quote or line break, eight bytes at a time.
                    let stop = ByteScan.firstStop(in: bytes, from: index, at: quote, 10, 13)
                    column += stop - index
                    index = stop
                    guard index < count else { break }
                    let byte = bytes[index]
                    if byte == quote {
                        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]))
                        if index + 1 < count, bytes[index + 1] == quote {
                            buffer.append(quote)
                            index += 2
                            column += 2
                            segmentStart = index
                            continue
                        }
                        index += 1
                        column += 1
                        closed = true
                        break
                    }
                    if byte == 10 || byte == 13 {
                        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]))
                        if byte == 13, index + 1 < count, bytes[index + 1] == 10 {
                            buffer.append(13)
                            buffer.append(10)
                            index += 1
                        } else {
                            buffer.append(byte)
                        }
                        index += 1
                        line += 1
                        column = 1
                        segmentStart = index
                        continue
                    }
                    if byte & 0xC0 != 0x80 { column += 1 }
                    index += 1
                }
                guard closed else {
                    return error(fieldLine, fieldColumn, "the quoted field that starts here never ends: a closing \" is missing")
                }
                while index < count, bytes[index] == 32, delimiter != 32 {
                    index += 1
                    column += 1
                }
                if index < count, bytes[index] != delimiter, bytes[index] != 10, bytes[index] != 13 {
                    return error(line, column, "unexpected text after the closing quote of a field; a \" inside a quoted field is written \"\"")
                }
                let isTrimmed = buffer.count == textStart || (buffer[textStart] > 32 && buffer[buffer.count - 1] > 32)
                fields.append(Field(start: textStart, end: buffer.count, line: fieldLine, column: fieldColumn, isQuoted: true, isTrimmed: isTrimmed))
            } else {
                let start = index
                while index < count {
                    let stop = ByteScan.firstStop(in: bytes, from: index, at: delimiter, 10, 13)
                    column += stop - index
                    index = stop
                    guard index < count else { break }
                    let byte = bytes[index]
                    if byte == delimiter || byte == 10 || byte == 13 { break }
                    if byte & 0xC0 != 0x80 { column += 1 }
                    index += 1
                }
                var first = start, last = index
                while first < last, bytes[first] == 32 || bytes[first] == 9 { first += 1 }
                while last > first, bytes[last - 1] == 32 || bytes[last - 1] == 9 { last -= 1 }
                let isTrimmed = first == last || (bytes[first] > 32 && bytes[last - 1] > 32)
                fields.append(Field(start: first, end: last, line: fieldLine, column: fieldColumn, isTrimmed: isTrimmed))
            }
            if index < count, bytes[index] == delimiter {
                index += 1
                column += 1
                continue
            }
            // End of the record (a line break or the end of the text). A
            // record of only empty fields (a blank line, or `,,,`) carries nothing.
            if !fields.allSatisfy(\.isEmpty) {
                records.append(Record(line: recordLine, fields: fields))
            }
            fields.removeAll(keepingCapacity: true)
            atRecordStart = true
            if index >= count { break }
            if bytes[index] == 13, index + 1 < count, bytes[index + 1] == 10 { index += 1 }
            index += 1
            line += 1
            column = 1
        }
        return nil
    }
}
