import NameFormat

/// The existing display names `check --against` compares with, read from a JSON Lines file and indexed by
/// skeleton (`ConfusableIndex`), so that checking a name is one lookup whatever the number of existing names.
///
/// Each line is decoded by `UserNameLineDecoder`, by the same rules as every input line, and its `"displayName"`
/// indexed. A bad line, or one whose display name is too long to have a skeleton, is reported with its line number
/// and left out; a line with no display name is skipped, since there is nothing to look like.
struct ExistingNames {
    /// The display names, by skeleton.
    private(set) var index = ConfusableIndex()
    /// The line each indexed name came from, by its position in `index`.
    private(set) var lines: [Int] = []

    /// No existing names.
    init() {}

    /// Reads the existing names in `source`.
    ///
    /// - Parameter report: Where bad lines and an unreadable file are reported.
    init(reading source: InputSource, report: inout Diagnostics) throws {
        let outcome = try source.readLines(
            onWillBlock: {},
            onLine: { number, content in
                do throws(InputLineError) {
                    try add(content, line: number)
                } catch {
                    report.badLine(source.name, line: number, error.message)
                }
            }
        )
        if let error = outcome.error { report.unreadable(error) }
    }

    /// Indexes the display name on one line.
    private mutating func add(_ content: LineContent, line: Int) throws(InputLineError) {
        let bytes: UnsafeRawBufferPointer
        switch content {
        case .bytes(let line): bytes = line
        case .tooLong(let count): throw InputLineError(message: "the line has \(count) bytes; the most is 1 MiB")
        }
        let name = try UserNameLineDecoder.decode(bytes)
        guard !name.displayName.isEmpty else { return }
        do {
            index.insert(name.displayName, skeleton: try name.displayNameSkeleton())
        } catch {
            throw InputLineError(message: error.description)
        }
        lines.append(line)
    }
}
