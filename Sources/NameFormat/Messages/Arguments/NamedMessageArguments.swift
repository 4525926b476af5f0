/// Arguments by name, each name once, for an ICU MessageFormat catalog: kept as the list they were given in, which a
/// message's few names are found in faster than in a dictionary (no hashing, no table to allocate), with an index by
/// name only for a list longer than ``indexedCount``.
struct NamedMessageArguments: Sendable {
    /// A name and its value.
    struct Entry: Sendable {
        var name: String
        var argument: MessageArgument
    }

    /// The names and their values, each name once.
    private let entries: [Entry]
    /// Each name's position in ``entries``, for a list longer than ``indexedCount``; else `nil`.
    private let positions: [String: Int]?

    /// The longest list whose names are found by reading it through.
    static let indexedCount = 16

    /// `entries`, where a name given twice keeps its last value.
    init(lastOfEach entries: [(String, MessageArgument)]) {
        guard entries.count <= Self.indexedCount else {
            self.init(Dictionary(entries, uniquingKeysWith: { $1 }))
            return
        }
        var unique: [Entry] = []
        unique.reserveCapacity(entries.count)
        for (name, argument) in entries {
            if let position = unique.firstIndex(where: { $0.name == name }) {
                unique[position].argument = argument
            } else {
                unique.append(Entry(name: name, argument: argument))
            }
        }
        self.init(entries: unique, positions: nil)
    }

    /// The arguments of `table`.
    init(_ table: [String: MessageArgument]) {
        let entries = table.map { Entry(name: $0.key, argument: $0.value) }
        self.init(
            entries: entries,
            positions: entries.count > Self.indexedCount
                ? Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($0.element.name, $0.offset) }) : nil
        )
    }

    private init(entries: [Entry], positions: [String: Int]?) {
        self.entries = entries
        self.positions = positions
    }

    /// How many names there are.
    var count: Int { entries.count }

    /// The names, in no particular order.
    var names: [String] { entries.map(\.name) }

    /// The value given for `name`, if any.
    subscript(name: String) -> MessageArgument? {
        if let positions { return positions[name].map { entries[$0].argument } }
        for entry in entries where entry.name == name { return entry.argument }
        return nil
    }
}
