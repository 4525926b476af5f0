/// Existing display names indexed by ``ConfusableSkeleton``, so that finding the ones a new name looks like is one
/// hash lookup, not a scan of every name.
///
/// ```swift
/// var existing = ConfusableIndex()
/// try existing.insert("robb")
/// try existing.insert("paypa")
/// existing.names(confusableWith: "rοbb")    // ["robb"]
/// existing.names(confusableWith: "Robb ")   // ["robb"]: case and white space are folded
/// DisplayNameValidation().check("раура", against: existing).problems.map(\.kind)   // [.confusable, …]
/// ```
///
/// The index makes and compares skeletons with one ``ConfusableSkeleton/Folding``, ``folding``: case-insensitive
/// unless it was made ``ConfusableSkeleton/Folding/caseSensitive``. A ``DisplayNameValidation`` check against it
/// makes the name's skeleton with the same folding. A case-insensitive index holds each name under its
/// case-sensitive skeleton as well, when that differs, and looks a name up under both: folding case first parts
/// look-alikes that only capitals share (Greek "ΚΕΑΝ" and Latin "KEAN", "Il1" and "lll"), and those stay
/// confusable. A skeleton added with ``insert(_:skeleton:)`` is found only when it was made with the index's folding.
///
/// Names are kept in one array and found through a dictionary from skeleton to the first entry with it, with the
/// others chained behind it, so that a million names cost a million skeletons (two for a name whose case-sensitive
/// skeleton differs), names and small positions, not an array per skeleton.
public struct ConfusableIndex: Sendable {
    /// The first entry for each skeleton.
    private var first: [ConfusableSkeleton: Int32] = [:]
    /// The names, in the order they were inserted.
    private var storedNames: [String] = []
    /// For each entry (a name under one of its skeletons), the name's position.
    private var entryNames: [Int32] = []
    /// For each entry, the next entry with its skeleton, or -1.
    private var next: [Int32] = []
    /// For each skeleton's first entry, its last, where the next one is chained.
    private var last: [Int32] = []

    /// How the index folds names before it compares their skeletons.
    public let folding: ConfusableSkeleton.Folding

    /// An empty index.
    ///
    /// - Parameter folding: How names are folded: ``ConfusableSkeleton/Folding/caseInsensitive`` by default, or
    ///   ``ConfusableSkeleton/Folding/caseSensitive`` for a system whose names differ by case.
    public init(folding: ConfusableSkeleton.Folding = .caseInsensitive) {
        self.folding = folding
    }

    /// An index of `names`.
    ///
    /// - Parameters:
    ///   - names: The names, in order.
    ///   - folding: How names are folded: ``ConfusableSkeleton/Folding/caseInsensitive`` by default.
    /// - Throws: The ``DisplayNameProblem`` of the first name that has no skeleton (over
    ///   4,096 bytes).
    package init(
        _ names: some Sequence<String>,
        folding: ConfusableSkeleton.Folding = .caseInsensitive
    ) throws(DisplayNameProblem) {
        self.folding = folding
        for name in names { try insert(name) }
    }

    /// How many names the index holds; ``names`` has them.
    package var count: Int { storedNames.count }

    /// The names, in the order they were inserted; a name's position is its index here.
    public var names: [String] { storedNames }

    /// Adds a name; a name inserted twice is there twice.
    ///
    /// - Returns: The name's position, its index in ``names``.
    /// - Throws: ``DisplayNameProblem`` when the name has no skeleton (see ``ConfusableSkeleton/init(_:folding:)``).
    @discardableResult
    public mutating func insert(_ name: String) throws(DisplayNameProblem) -> Int {
        guard name.utf8.count <= ConfusableSkeleton.maximumInputLength else { throw .tooLongToCheck(name) }
        return try insert(name, sanitized: NameText(name).text)
    }

    /// Adds a user's display name, from the text it was sanitised to when the user was made, as
    /// `insert(user.displayName)` does without sanitising it again; for the tests and the fuzz targets.
    ///
    /// - Returns: The name's position, its index in ``names``.
    /// - Throws: ``DisplayNameProblem`` when the name has no skeleton (see ``ConfusableSkeleton/init(_:folding:)``).
    @discardableResult
    package mutating func insert(_ name: UserName) throws(DisplayNameProblem) -> Int {
        guard name.displayName.utf8.count <= ConfusableSkeleton.maximumInputLength else {
            throw .tooLongToCheck(name.displayName)
        }
        return try insert(name.displayName, sanitized: name.displayText.text)
    }

    /// Adds the name a check was made of, with the skeletons the check made, as `insert(_:)` of the name would
    /// add it without making them again: `namefmt check` adds each line's name after its check.
    ///
    /// - Parameter check: A check made against an index with this one's ``folding``.
    /// - Returns: The name's position, its index in ``names``; `nil` when the name has no skeleton (it was too long
    ///   to check, or ICU failed) and was not added.
    @discardableResult
    package mutating func insert(_ check: DisplayNameCheck) -> Int? {
        guard let skeleton = check.skeleton else { return nil }
        return insert(check.displayName, skeletons: skeleton, check.caseSensitiveSkeleton)
    }

    /// Adds a name whose skeleton is known, such as one read from a database column; it is found only when it was
    /// made with the index's ``folding``.
    ///
    /// - Returns: The name's position, its index in ``names``.
    @discardableResult
    public mutating func insert(_ name: String, skeleton: ConfusableSkeleton) -> Int {
        insert(name, skeletons: skeleton, nil)
    }

    /// Adds a name of at most 4,096 bytes whose sanitised text is `sanitized`.
    private mutating func insert(_ name: String, sanitized: String) throws(DisplayNameProblem) -> Int {
        let (skeleton, caseSensitive) = try ConfusableSkeleton.skeletons(
            sanitized: sanitized,
            displayName: name,
            folding: folding
        )
        return insert(name, skeletons: skeleton, caseSensitive)
    }

    /// Adds a name under its skeleton and, when it differs, its case-sensitive one.
    private mutating func insert(
        _ name: String,
        skeletons skeleton: ConfusableSkeleton,
        _ caseSensitive: ConfusableSkeleton?
    ) -> Int {
        let position = Int32(storedNames.count)
        storedNames.append(name)
        chain(position, under: skeleton)
        if let caseSensitive, caseSensitive != skeleton { chain(position, under: caseSensitive) }
        return Int(position)
    }

    /// Adds an entry for the name at `position` under `skeleton`.
    private mutating func chain(_ position: Int32, under skeleton: ConfusableSkeleton) {
        let entry = Int32(entryNames.count)
        entryNames.append(position)
        next.append(-1)
        last.append(entry)
        if let head = first[skeleton] {
            next[Int(last[Int(head)])] = entry
            last[Int(head)] = entry
        } else {
            first[skeleton] = entry
        }
    }

    /// The positions of the names indexed under `skeleton`, in the order they were inserted.
    package func positions(of skeleton: ConfusableSkeleton) -> [Int] {
        guard var entry = first[skeleton] else { return [] }
        var positions: [Int] = []
        while entry >= 0 {
            positions.append(Int(entryNames[Int(entry)]))
            entry = next[Int(entry)]
        }
        return positions
    }

    /// The positions of the names indexed under `skeleton` or `caseSensitive`, each once, in the order they were
    /// inserted.
    func positions(of skeleton: ConfusableSkeleton, or caseSensitive: ConfusableSkeleton?) -> [Int] {
        let positions = self.positions(of: skeleton)
        guard let caseSensitive, caseSensitive != skeleton else { return positions }
        let more = self.positions(of: caseSensitive)
        guard !more.isEmpty else { return positions }
        // Each list is in order and holds a name once; a name may be in both.
        return Array(Set(positions + more)).sorted()
    }

    /// The names `name` looks like: those that share one of its skeletons (in the index's ``folding``), itself
    /// included when the index has it.
    ///
    /// - Parameter name: A display name as given; one with no skeleton (over
    ///   4,096 bytes) looks like none.
    public func names(confusableWith name: String) -> [String] {
        guard name.utf8.count <= ConfusableSkeleton.maximumInputLength,
            let (skeleton, caseSensitive) = try? ConfusableSkeleton.skeletons(
                sanitized: NameText(name).text,
                displayName: name,
                folding: folding
            )
        else { return [] }
        return positions(of: skeleton, or: caseSensitive).map { storedNames[$0] }
    }
}
