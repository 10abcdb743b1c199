/// The version `timelinekit --version` prints.
enum TimelineKitVersion {
    static let current = "0.4.0"
}
