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
        try source.readRecords(report: &report) { number, bytes throws(InputLineError) in
            try add(bytes, line: number)
        }
    }

    /// Indexes the display name on one line.
    private mutating func add(_ bytes: UnsafeRawBufferPointer, line: Int) throws(InputLineError) {
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
