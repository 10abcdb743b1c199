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
    /// One field: its text and where it starts (1-based; the column counts
    /// Unicode scalars). Unquoted fields lose the spaces around them; quoted
    /// ones keep everything between the quotes.
    struct Field {
        var text: String
        var line: Int
        var column: Int
        var isQuoted = false
        /// Whether the text neither starts nor ends with a byte up to 32
        /// (space, tab, line break, control): most cells, whose text is then
        /// used as it is.
        var isTrimmed = true
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
        let quote = UInt8(ascii: "\"")
        let count = bytes.count
        var records: [Record] = []
        var index = 0
        var line = 1
        var column = 1
        if CSVDialect.declaredDelimiter(in: bytes) != nil {
            while index < count, bytes[index] != 10, bytes[index] != 13 { index += 1 }
        }
        var fields: [Field] = []
        var recordLine = line
        var buffer: [UInt8] = []
        func error(_ line: Int, _ column: Int, _ message: String) -> TimelineDocumentError {
            TimelineDocumentError(file: file, line: line, column: column, message: message)
        }
        @inline(__always) func endOfLine() {
            if bytes[index] == 13, index + 1 < count, bytes[index + 1] == 10 { index += 1 }
            index += 1
            line += 1
            column = 1
        }
        // Skip the line break after a `sep=` line.
        if index > 0, index < count { endOfLine() }
        recordLine = line
        var atRecordStart = true
        while index <= count {
            if atRecordStart {
                recordLine = line
                atRecordStart = false
            }
            let fieldLine = line, fieldColumn = column
            guard fields.count < Self.maximumFields else {
                throw error(fieldLine, fieldColumn, "a record has more than \(Self.maximumFields) fields; is this a CSV file?")
            }
            var text: String
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
                buffer.removeAll(keepingCapacity: true)
                var closed = false
                var segmentStart = index
                while index < count {
                    let byte = bytes[index]
                    if byte == quote {
                        buffer.append(contentsOf: bytes[segmentStart..<index])
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
                        buffer.append(contentsOf: bytes[segmentStart..<index])
                        if byte == 13, index + 1 < count, bytes[index + 1] == 10 {
                            buffer.append(contentsOf: [13, 10])
                        } else {
                            buffer.append(byte)
                        }
                        endOfLine()
                        segmentStart = index
                        continue
                    }
                    if byte & 0xC0 != 0x80 { column += 1 }
                    index += 1
                }
                guard closed else {
                    throw error(fieldLine, fieldColumn, "the quoted field that starts here never ends: a closing \" is missing")
                }
                while index < count, bytes[index] == 32, delimiter != 32 {
                    index += 1
                    column += 1
                }
                if index < count, bytes[index] != delimiter, bytes[index] != 10, bytes[index] != 13 {
                    throw error(line, column, "unexpected text after the closing quote of a field; a \" inside a quoted field is written \"\"")
                }
                text = String(decoding: buffer, as: UTF8.self)
                let isTrimmed = buffer.isEmpty || (buffer[0] > 32 && buffer[buffer.count - 1] > 32)
                fields.append(Field(text: text, line: fieldLine, column: fieldColumn, isQuoted: true, isTrimmed: isTrimmed))
            } else {
                let start = index
                while index < count {
                    let byte = bytes[index]
                    if byte == delimiter || byte == 10 || byte == 13 { break }
                    if byte & 0xC0 != 0x80 { column += 1 }
                    index += 1
                }
                var first = start, last = index
                while first < last, bytes[first] == 32 || bytes[first] == 9 { first += 1 }
                while last > first, bytes[last - 1] == 32 || bytes[last - 1] == 9 { last -= 1 }
                text = String(decoding: bytes[first..<last], as: UTF8.self)
                let isTrimmed = first == last || (bytes[first] > 32 && bytes[last - 1] > 32)
                fields.append(Field(text: text, line: fieldLine, column: fieldColumn, isTrimmed: isTrimmed))
            }
            if index < count, bytes[index] == delimiter {
                index += 1
                column += 1
                continue
            }
            // End of the record (a line break or the end of the text). A
            // record of only empty fields (a blank line, or `,,,`) carries nothing.
            if !fields.allSatisfy(\.text.isEmpty) {
                records.append(Record(line: recordLine, fields: fields))
            }
            fields.removeAll(keepingCapacity: true)
            atRecordStart = true
            if index >= count { break }
            endOfLine()
        }
        self.records = records
    }
}
