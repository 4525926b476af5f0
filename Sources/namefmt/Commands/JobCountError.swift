/// A `--jobs` value that is not a whole number from 1 to `JobCountError.maximum`.
struct JobCountError: Error, CustomStringConvertible {
    /// The most jobs a run starts: each job is a thread, and each holds up to about two chunks of input in flight.
    static let maximum = 256

    var description: String { "the number of jobs must be a whole number from 1 to \(Self.maximum)" }

    /// The number of jobs `text` spells.
    ///
    /// - Throws: `JobCountError` when `text` is not a whole number from 1 to `maximum`.
    static func jobs(_ text: String) throws(JobCountError) -> Int {
        guard let jobs = Int(text), (1...maximum).contains(jobs) else { throw JobCountError() }
        return jobs
    }
}
