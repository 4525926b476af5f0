import NameFormat

/// What a run tells the user on standard error about its input — bad lines, unreadable sources, replaced
/// characters — and the exit status that follows from it.
///
/// Messages have the form `namefmt: users.jsonl:3: "fullName" must be a string, found a number`. A source is
/// named as `InputSource.name` prints it: quoted and escaped when it is not plain (`namefmt: "x\nnamefmt:
/// forged":3: …`), so a file name cannot forge or colour a line.
struct Diagnostics {
    /// `EX_DATAERR` from sysexits.h: some input lines were bad.
    static let dataError: Int32 = 65
    /// `EX_NOINPUT` from sysexits.h: an input file could not be opened or read.
    static let noInput: Int32 = 66

    private(set) var badLines = 0
    private(set) var unreadableSources = 0

    /// The exit status the run ends with, or `nil` for success.
    var exitStatus: Int32? {
        if unreadableSources > 0 { return Self.noInput }
        if badLines > 0 { return Self.dataError }
        return nil
    }

    mutating func badLine(_ source: String, line: Int, _ message: String) {
        badLines += 1
        StandardError.write("namefmt: \(source):\(line): \(message)\n")
    }

    mutating func unreadable(_ error: InputReadError) {
        unreadableSources += 1
        StandardError.write("namefmt: \(error.description)\n")
    }

    func sanitized(_ source: String, line: Int, count: Int) {
        let what = count == 1 ? "1 control character" : "\(count) control characters"
        StandardError.write(
            "namefmt: \(source):\(line): warning: replaced \(what) with U+FFFD\n"
        )
    }
}
