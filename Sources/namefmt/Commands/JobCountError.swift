/// A `--jobs` value that is not a whole number of at least 1.
struct JobCountError: Error, CustomStringConvertible {
    var description: String { "the number of jobs must be a whole number of at least 1" }

    /// The number of jobs `text` spells.
    ///
    /// - Throws: `JobCountError` when `text` is not a whole number of at least 1.
    static func jobs(_ text: String) throws(JobCountError) -> Int {
        guard let jobs = Int(text), jobs >= 1 else { throw JobCountError() }
        return jobs
    }
}
