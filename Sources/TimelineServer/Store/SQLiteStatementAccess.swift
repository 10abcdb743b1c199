import GRDB
import GRDBSQLite

/// Column reads and parameter binds straight on a prepared GRDB statement's
/// SQLite handle, for the store's bulk paths (a plan's 100 000 items loaded
/// or imported): GRDB's `Row` subscripts and `StatementArguments` box every
/// value (`DatabaseValue`, existentials, an array per row), which cost more
/// than SQLite itself there. Everything else goes through GRDB.
///
/// Reading: step the statement with a GRDB cursor (`Row.fetchCursor(statement)`)
/// and read the current row's columns here. Writing: ``reset()``, bind every
/// parameter, ``stepToCompletion()``.
struct SQLiteStatementAccess {
    /// The statement's SQLite handle.
    let handle: SQLiteStatement
    /// The statement's SQL, for error messages.
    private let sql: String

    /// Access to `statement`, which must outlive this value.
    init(_ statement: Statement) {
        handle = statement.sqliteStatement
        sql = statement.sql
    }

    // MARK: Reading the current row (columns from 0)

    /// Whether the column is SQL `NULL`.
    @inline(__always)
    func isNull(_ column: Int32) -> Bool {
        sqlite3_column_type(handle, column) == SQLITE_NULL
    }

    /// The column as an integer (`NULL` reads as 0).
    @inline(__always)
    func int(_ column: Int32) -> Int {
        Int(sqlite3_column_int64(handle, column))
    }

    /// The column as an integer; `nil` for `NULL`.
    @inline(__always)
    func optionalInt(_ column: Int32) -> Int? {
        isNull(column) ? nil : int(column)
    }

    /// The column as a number (`NULL` reads as 0).
    @inline(__always)
    func double(_ column: Int32) -> Double {
        sqlite3_column_double(handle, column)
    }

    /// The column as a Boolean (non-zero is `true`); `nil` for `NULL`.
    @inline(__always)
    func optionalBool(_ column: Int32) -> Bool? {
        isNull(column) ? nil : int(column) != 0
    }

    /// Calls `body` with the column's text as UTF-8 bytes (empty for `NULL`),
    /// valid only during the call.
    @inline(__always)
    func withBytes<Result>(_ column: Int32, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        // sqlite3_column_text before sqlite3_column_bytes: the count is of the text form.
        let bytes = sqlite3_column_text(handle, column)
        let count = Int(sqlite3_column_bytes(handle, column))
        return try body(UnsafeBufferPointer(start: bytes, count: bytes == nil ? 0 : count))
    }

    /// The column as text (invalid UTF-8 is repaired with U+FFFD, as GRDB
    /// reads it); `""` for `NULL`.
    @inline(__always)
    func text(_ column: Int32) -> String {
        withBytes(column) { String(decoding: $0, as: UTF8.self) }
    }

    /// The column as text; `nil` for `NULL`.
    @inline(__always)
    func optionalText(_ column: Int32) -> String? {
        isNull(column) ? nil : text(column)
    }

    // MARK: Binding parameters (from 1) and running

    /// Resets the statement for new bindings (the previous ones are kept
    /// until replaced; bind every parameter).
    /// - Throws: `DatabaseError` when the previous run had failed.
    func reset() throws {
        let code = sqlite3_reset(handle)
        guard code == SQLITE_OK else { throw error(code) }
    }

    /// Binds an integer.
    func bind(_ value: Int, at index: Int32) {
        sqlite3_bind_int64(handle, index, Int64(value))
    }

    /// Binds a number.
    func bind(_ value: Double, at index: Int32) {
        sqlite3_bind_double(handle, index, value)
    }

    /// Binds an integer, or `NULL`.
    func bind(_ value: Int?, at index: Int32) {
        if let value { bind(value, at: index) } else { sqlite3_bind_null(handle, index) }
    }

    /// Binds a Boolean as 1 or 0, or `NULL`.
    func bind(_ value: Bool?, at index: Int32) {
        bind(value.map { $0 ? 1 : 0 }, at: index)
    }

    /// Binds a text (SQLite copies it), or `NULL`.
    func bind(_ value: String?, at index: Int32) {
        guard var value else {
            sqlite3_bind_null(handle, index)
            return
        }
        value.withUTF8 { bytes in
            guard let start = bytes.baseAddress, !bytes.isEmpty else {
                // An empty text needs a non-null pointer, or SQLite binds NULL.
                _ = sqlite3_bind_text(handle, index, "", 0, Self.transient)
                return
            }
            _ = UnsafeRawPointer(start).withMemoryRebound(to: CChar.self, capacity: bytes.count) { text in
                sqlite3_bind_text(handle, index, text, Int32(bytes.count), Self.transient)
            }
        }
    }

    /// Runs the bound statement (an insert, update or delete) to its end.
    /// - Throws: `DatabaseError` with SQLite's message (a constraint, a full disk).
    func stepToCompletion() throws {
        var code = sqlite3_step(handle)
        while code == SQLITE_ROW { code = sqlite3_step(handle) }
        guard code == SQLITE_DONE else { throw error(code) }
    }

    private func error(_ code: Int32) -> DatabaseError {
        let message = sqlite3_db_handle(handle).flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }
        return DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: sql)
    }

    /// `SQLITE_TRANSIENT`: SQLite copies a bound text before the call returns.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}
