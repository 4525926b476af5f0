import NameFormat

/// The users a `render` run resolves mentions against, read from a JSON Lines file: one object per line with an
/// `"id"` string beside the name keys, each line decoded by the same `UserNameLineDecoder`, and so by the same
/// rules, as `format` reads names.
///
/// A line that is not a user (bad JSON, no name to show, no `"id"`, an `"id"` that is not a non-empty string, or
/// one an earlier line already has) is reported with its line number and left out; the first user with an id
/// keeps it. Mentions of an id that is left out show the renderer's placeholder.
///
/// The users are kept in one array and found through a dictionary of small positions, rather than in a dictionary
/// of `UserName`s: a dictionary keeps up to about twice as many slots as entries, and a position's slot is a small
/// fraction of a `UserName`'s.
struct UserDirectory: MentionResolver {
    /// Each user's position in `names` and `lines`, by id.
    private var positions: [String: Int32] = [:]
    /// The users, in the order of their lines.
    private var names: [UserName] = []
    /// The line each user came from, for the message about a repeated id.
    private var lines: [Int] = []

    /// How many users there are.
    var count: Int { names.count }

    /// The user whose id is `id`.
    func userName(forID id: String) -> UserName? {
        positions[id].map { names[Int($0)] }
    }

    /// The key read beside the name's.
    private static let idKey = UserNameLineDecoder.OtherKeys(["id"])

    /// The longest id kept, in bytes: ids are looked up by the text of a mention token, whose syntax limits them
    /// far below this; a longer value is not an id.
    static let maximumIDLength = 1024

    /// Reads the users file `source`.
    ///
    /// - Parameter report: Where bad lines and an unreadable file are reported.
    init(reading source: InputSource, report: inout Diagnostics) throws {
        try source.readRecords(report: &report) { number, bytes throws(InputLineError) in
            try add(bytes, line: number)
        }
    }

    /// Adds the user on one line.
    private mutating func add(_ bytes: UnsafeRawBufferPointer, line: Int) throws(InputLineError) {
        let decoded = try UserNameLineDecoder.decode(bytes, otherKeys: Self.idKey)
        let id: String
        switch decoded.otherValues[0] {
        case .string(let value) where !value.isEmpty && value.utf8.count <= Self.maximumIDLength:
            id = value
        case .string(let value) where value.isEmpty:
            throw InputLineError(message: "\"id\" must not be empty")
        case .string(let value):
            throw InputLineError(
                message: "\"id\" has \(value.utf8.count) bytes; the most is \(Self.maximumIDLength)"
            )
        case nil:
            throw InputLineError(message: "a user needs an \"id\" string beside the name")
        case .some(let other):
            throw InputLineError(message: "\"id\" must be a string, found \(other.kind.phrase)")
        }
        if let first = positions[id] {
            throw InputLineError(
                message:
                    "the id \(InputQuoting.quoted(id, limit: InputQuoting.maximumQuotedScalars)) is already the user on line \(lines[Int(first)]); this line is ignored"
            )
        }
        guard let position = Int32(exactly: names.count) else {
            throw InputLineError(message: "the users file has more than \(Int32.max) users; this line is ignored")
        }
        positions[id] = position
        names.append(decoded.name)
        lines.append(line)
    }
}
