/// Existing display names indexed by ``ConfusableSkeleton``, so that finding the ones a new name looks like is one
/// hash lookup, not a scan of every name.
///
/// ```swift
/// var existing = ConfusableIndex()
/// try existing.insert("robb")
/// try existing.insert("paypa")
/// existing.names(confusableWith: "rοbb")   // ["robb"]
/// DisplayNameValidation().check("раура", against: existing).problems.map(\.kind)   // [.confusable, …]
/// ```
///
/// Names are kept in one array and found through a dictionary from skeleton to the first name with it, with the
/// others chained behind it, so that a million names cost a million skeletons, names and small positions, not an
/// array per skeleton.
public struct ConfusableIndex: Sendable {
    /// The first name's position for each skeleton.
    private var first: [ConfusableSkeleton: Int32] = [:]
    /// The names, in the order they were inserted.
    private var storedNames: [String] = []
    /// For each name, the position of the next name with its skeleton, or -1.
    private var next: [Int32] = []
    /// For each skeleton's first name, the position of its last, where the next one is chained.
    private var last: [Int32] = []

    /// An empty index.
    public init() {}

    /// An index of `names`.
    ///
    /// - Throws: The ``DisplayNameProblem`` of the first name that has no skeleton (over
    ///   ``ConfusableSkeleton/maximumInputLength`` bytes).
    public init(_ names: some Sequence<String>) throws(DisplayNameProblem) {
        for name in names { try insert(name) }
    }

    /// How many names the index holds.
    public var count: Int { storedNames.count }

    /// The names, in the order they were inserted; a name's position is its index here.
    public var names: [String] { storedNames }

    /// Adds a name; a name inserted twice is there twice.
    ///
    /// - Returns: The name's position, its index in ``names``.
    /// - Throws: ``DisplayNameProblem`` when the name has no skeleton (see ``ConfusableSkeleton/init(_:)``).
    @discardableResult
    public mutating func insert(_ name: String) throws(DisplayNameProblem) -> Int {
        try insert(name, skeleton: ConfusableSkeleton(name))
    }

    /// Adds a name whose skeleton is known, such as one read from a database column.
    ///
    /// - Returns: The name's position, its index in ``names``.
    @discardableResult
    public mutating func insert(_ name: String, skeleton: ConfusableSkeleton) -> Int {
        let position = Int32(storedNames.count)
        storedNames.append(name)
        next.append(-1)
        last.append(position)
        if let head = first[skeleton] {
            next[Int(last[Int(head)])] = position
            last[Int(head)] = position
        } else {
            first[skeleton] = position
        }
        return Int(position)
    }

    /// The positions of the names whose skeleton is `skeleton`, in the order they were inserted.
    public func positions(of skeleton: ConfusableSkeleton) -> [Int] {
        guard var position = first[skeleton] else { return [] }
        var positions: [Int] = []
        while position >= 0 {
            positions.append(Int(position))
            position = next[Int(position)]
        }
        return positions
    }

    /// The names `name` looks like: those with its skeleton, itself included when the index has it.
    ///
    /// - Parameter name: A display name as given; one with no skeleton (over
    ///   ``ConfusableSkeleton/maximumInputLength`` bytes) looks like none.
    public func names(confusableWith name: String) -> [String] {
        guard let skeleton = try? ConfusableSkeleton(name) else { return [] }
        return positions(of: skeleton).map { storedNames[$0] }
    }
}
