import NameFormat

/// Arguments by name, each name once, for an ICU MessageFormat catalog (``ICUMessageCatalog``).
///
/// ```swift
/// try catalog.string(key: "push.assigned", arguments: ["assignee": .name(robb), "count": 3])
/// ```
///
/// A dictionary literal is kept as the list it was written as, which a message's few names are found in faster than
/// in a dictionary (no hashing, no table to allocate), with an index by name only for a list of more than 16.
public struct NamedMessageArguments: Sendable, ExpressibleByDictionaryLiteral {
    /// The names and their values, each name once: a dictionary literal's own list when its names differ, as they
    /// nearly always do, so that no second list is made (its tuples unlabelled, as the literal's are: an array of
    /// labelled ones would be another type, and a copy).
    private let entries: [(String, MessageArgument)]
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
        guard Self.hasRepeatedName(entries) else {
            self.init(entries: entries, positions: nil)
            return
        }
        var unique: [(String, MessageArgument)] = []
        unique.reserveCapacity(entries.count)
        for (name, argument) in entries {
            if let position = unique.firstIndex(where: { $0.0 == name }) {
                unique[position].1 = argument
            } else {
                unique.append((name, argument))
            }
        }
        self.init(entries: unique, positions: nil)
    }

    /// Arguments by name; a name given twice keeps its last value.
    public init(dictionaryLiteral elements: (String, MessageArgument)...) {
        self.init(lastOfEach: elements)
    }

    /// The arguments of `table`.
    public init(_ table: [String: MessageArgument]) {
        let entries = table.map { ($0.key, $0.value) }
        self.init(
            entries: entries,
            positions: entries.count > Self.indexedCount
                ? Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($0.element.0, $0.offset) }) : nil
        )
    }

    private init(entries: [(String, MessageArgument)], positions: [String: Int]?) {
        self.entries = entries
        self.positions = positions
    }

    /// Whether a name comes twice in `entries`, a list of at most ``indexedCount``.
    private static func hasRepeatedName(_ entries: [(String, MessageArgument)]) -> Bool {
        for later in entries.indices.dropFirst() {
            for earlier in 0..<later where entries[earlier].0 == entries[later].0 { return true }
        }
        return false
    }

    /// How many names there are.
    var count: Int { entries.count }

    /// The names, in no particular order.
    var names: [String] { entries.map(\.0) }

    /// The position of `name`'s value, for ``withValue(at:_:)``; `nil` when it was not given.
    func index(of name: String) -> Int? {
        if let positions { return positions[name] }
        return entries.firstIndex { $0.0 == name }
    }

    /// Calls `body` with the value at `index` (from ``index(of:)``), read where it is stored.
    func withValue<Result>(at index: Int, _ body: (MessageArgument.Value) -> Result) -> Result {
        body(entries[index].1.value)
    }

    /// The value given for `name`, if any.
    subscript(name: String) -> MessageArgument? {
        index(of: name).map { entries[$0].1 }
    }
}
