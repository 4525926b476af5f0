/// Why the directory's database could not be used, naming the file.
public struct DirectoryDatabaseError: Error, CustomStringConvertible, Sendable {
    /// The database file, or `nil` for one in memory.
    public let path: String?
    /// What went wrong, in words.
    public let reason: String

    /// A sentence naming the file, escaped, and the reason.
    public var description: String {
        "The database \(path.map { QuotedInput($0).description } ?? "in memory") \(reason)."
    }
}
