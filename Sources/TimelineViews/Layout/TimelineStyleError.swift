/// Why a style class declaration was refused by ``TimelineStyle/apply(_:property:value:)``.
public enum TimelineStyleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No such class.
    case unknownClass(String)
    /// The class has no such property; `allowed` lists the ones it has.
    case unknownProperty(styleClass: String, property: String, allowed: [String])
    /// The value does not suit the property.
    case invalidValue(property: String, value: String, reason: String)

    /// A sentence naming the class, property or value.
    public var description: String {
        switch self {
        case let .unknownClass(name): "unknown style class \"\(name)\""
        case let .unknownProperty(styleClass, property, allowed):
            "\(styleClass) has no property \"\(property)\" (use \(allowed.joined(separator: ", ")))"
        case let .invalidValue(property, value, reason): "\(property): \"\(value)\" \(reason)"
        }
    }
}
