import NameFormat

/// The display names `check` compares each new name with, indexed by skeleton (`ConfusableIndex`), so that checking
/// a name is one lookup whatever the number of names: the `--against` file's, read first, and then each name
/// checked, so that a later line is confusable with an earlier one.
///
/// Each `--against` line is decoded by `UserNameLineDecoder`, by the same rules as every input line, and its
/// `"displayName"` indexed. A bad line, or one whose display name is too long to have a skeleton, is reported with its
/// line number and left out; a line with no display name is skipped, since there is nothing to look like.
struct ExistingNames {
    /// The display names, by skeleton.
    private(set) var index: ConfusableIndex
    /// Where each indexed name came from, by its position in `index`.
    private var origins: [Origin] = []
    /// The `source` of each origin, as the command line gave it; a few, so an origin holds a position in it.
    private var sources: [String] = []

    /// Where a name came from: its source's position in `sources`, and its line.
    private struct Origin {
        let source: Int32
        let line: Int
    }

    /// No names yet, folded as `folding` says.
    init(folding: ConfusableSkeleton.Folding) {
        index = ConfusableIndex(folding: folding)
    }

    /// Reads the existing names in `source`.
    ///
    /// - Parameter report: Where bad lines and an unreadable file are reported.
    init(reading source: InputSource, folding: ConfusableSkeleton.Folding, report: inout Diagnostics) throws {
        self.init(folding: folding)
        try source.readRecords(report: &report) { number, bytes throws(InputLineError) in
            try add(bytes, line: number, source: source.argument)
        }
    }

    /// The source argument (`-` for standard input) the name at `position` in `index` came from.
    func source(at position: Int) -> String { sources[Int(origins[position].source)] }

    /// The line the name at `position` in `index` came from.
    func line(at position: Int) -> Int { origins[position].line }

    /// Adds a name that was checked, when it has a skeleton, so that later names are compared with it.
    mutating func add(_ check: DisplayNameCheck, line: Int, source: String) {
        guard index.insert(check) != nil else { return }
        origins.append(Origin(source: sourcePosition(source), line: line))
    }

    /// Indexes the display name on one `--against` line.
    private mutating func add(_ bytes: UnsafeRawBufferPointer, line: Int, source: String) throws(InputLineError) {
        let name = try UserNameLineDecoder.decode(bytes)
        guard !name.displayName.isEmpty else { return }
        do {
            try index.insert(name)
        } catch {
            throw InputLineError(message: error.description)
        }
        origins.append(Origin(source: sourcePosition(source), line: line))
    }

    /// The position of `source` in `sources`, added when it is new: the last one, almost always.
    private mutating func sourcePosition(_ source: String) -> Int32 {
        if let last = sources.last, last == source { return Int32(sources.count - 1) }
        if let position = sources.firstIndex(of: source) { return Int32(position) }
        sources.append(source)
        return Int32(sources.count - 1)
    }
}
