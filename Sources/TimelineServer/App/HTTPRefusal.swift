import HTTPTypes

/// A request the server refuses: the status and the reason, a sentence for people.
struct HTTPRefusal: Error, Sendable {
    /// The HTTP status (4xx).
    var status: HTTPResponse.Status
    /// Why, in a sentence.
    var message: String

    init(_ status: HTTPResponse.Status, _ message: String) {
        self.status = status
        self.message = message
    }
}
