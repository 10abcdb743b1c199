import Foundation

/// The steps every document reader shares: a file's bytes to UTF-8 text, and
/// text to a node tree, each failure reported as a located error.
///
/// Each document kind (plans, calendars, timelines, bar charts, CSV and
/// Mermaid plans) reads its file through ``text(of:)`` and parses its text
/// through ``root(of:file:reader:expecting:)``, so they word these errors the
/// same way and name the same places.
enum DocumentSource {
    /// The bytes of `url`, and the name messages use for it (its path as given).
    /// - Throws: ``TimelineDocumentErrors`` with one error at line 0 when the
    ///   file cannot be read.
    static func data(of url: URL) throws(TimelineDocumentErrors) -> (data: Data, file: String) {
        let name = url.isFileURL ? url.relativePath : url.absoluteString
        do {
            return (try Data(contentsOf: url), name)
        } catch {
            throw TimelineDocumentErrors([TimelineDocumentError(file: name, line: 0, column: 0, message: "cannot read the file: \(error.localizedDescription)")])
        }
    }

    /// The UTF-8 text of `url`, and the name messages use for it.
    /// - Throws: ``TimelineDocumentErrors``: one error at line 0 when the file
    ///   cannot be read; at the first invalid byte (line, column and its
    ///   value) when it is not UTF-8.
    static func text(of url: URL) throws(TimelineDocumentErrors) -> (text: String, file: String) {
        let (data, name) = try data(of: url)
        guard let text = String(data: data, encoding: .utf8) else {
            let (location, byte) = TimelineDocument.firstInvalidUTF8(in: data)
            throw TimelineDocumentErrors([TimelineDocumentError(
                file: name, line: location.line, column: location.column,
                message: String(format: "the file is not UTF-8 text: invalid UTF-8 byte 0x%02X", byte))])
        }
        return (text, name)
    }

    /// The node tree of `text` (JSON or YAML).
    /// - Parameters:
    ///   - text: The text.
    ///   - file: The name used in messages (a `.json` name reads as JSON).
    ///   - reader: Collects the error.
    ///   - expected: What an empty document lacks, e.g. `a mapping with "items"`.
    /// - Throws: ``TimelineDocumentErrors`` with the syntax error, or the
    ///   empty document at 1:1.
    static func root(of text: String, file: String, reader: inout NodeReader, expecting expected: String) throws(TimelineDocumentErrors) -> DocumentNode {
        let root: DocumentNode?
        do {
            root = try TimelineDocument.parseTree(text, file: file)
        } catch {
            reader.report(error.location, error.message)
            throw TimelineDocumentErrors(reader.sortedErrors)
        }
        guard let root else {
            reader.report(TextPosition(line: 1, column: 1), "the document is empty: expected \(expected)")
            throw TimelineDocumentErrors(reader.sortedErrors)
        }
        return root
    }

    /// `document` when `reader` collected no error, else every error it collected.
    static func checked<Document>(_ document: Document?, reader: NodeReader) throws(TimelineDocumentErrors) -> Document {
        guard reader.errors.isEmpty, let document else {
            throw TimelineDocumentErrors(reader.sortedErrors, isTruncated: reader.isTruncated)
        }
        return document
    }
}

extension DocumentSource {
    /// Reads a document of one kind: the text to a node tree, the tree
    /// through the kind's decoder, then every problem found or the document.
    /// - Parameters:
    ///   - text: The JSON or YAML text.
    ///   - file: The name used in error messages.
    ///   - expected: What the root must be, for the error when it is not (`a mapping with "kind: calendar"`).
    ///   - decoder: The kind's decoder type.
    /// - Throws: ``TimelineDocumentErrors`` listing every problem.
    static func read<Decoder: KindDocumentDecoder>(_ text: String, file: String, expecting expected: String,
                                                 with decoder: Decoder.Type) throws(TimelineDocumentErrors) -> Decoder.Document {
        var reader = NodeReader(file: file, limit: TimelineDocument.errorLimit)
        let root = try root(of: text, file: file, reader: &reader, expecting: expected)
        var decoder = Decoder(reader: reader)
        let document = decoder.decode(root)
        return try checked(document, reader: decoder.reader)
    }
}
