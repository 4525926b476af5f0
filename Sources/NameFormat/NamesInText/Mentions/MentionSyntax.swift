/// How a mention token is written in a message template: a prefix, an id, and a suffix, such as `<@U123>`.
///
/// The rule (see <doc:Mentions>): a token is the prefix, then 1 to `maximumIDLength` characters from
/// `idCharacters`, then the suffix, as given to ``init(prefix:suffix:idCharacters:maximumIDLength:)``. Tokens are
/// found from left to right and never overlap; the id is the longest run of id characters after the prefix, so it
/// ends at the first character that is not an id character, which must begin the suffix. Anything else that starts
/// with the prefix is not a token and stays in the text as written: `<@>`, `<@U 1>`, `<@U1` at the end, an id over
/// the length limit.
///
/// ```swift
/// let slack = MentionSyntax.default                                  // <@U123>
/// let braces = try MentionSyntax(prefix: "{{user:", suffix: "}}")    // {{user:42}}
/// let handles = try MentionSyntax(prefix: "@", suffix: "")           // @robb, up to the first non-id character
/// ```
///
/// So that finding tokens stays linear in the template's length, the prefix may not end with an id character and
/// the suffix may not start with one, and both are short (at most 16 UTF-8 bytes).
public struct MentionSyntax: Hashable, Sendable {
    /// What starts a token: `<@` by default. Never empty.
    package let prefix: String
    /// What ends a token: `>` by default. Empty means that the id ends at the first character that is not an id
    /// character.
    package let suffix: String
    /// Which characters an id may contain.
    package let idCharacters: IDCharacters
    /// The most characters an id may have; a longer run after the prefix is not a token.
    package let maximumIDLength: Int

    /// The UTF-8 bytes of `prefix` and `suffix`, which the scan compares.
    let prefixBytes: [UInt8]
    let suffixBytes: [UInt8]

    /// The longest prefix or suffix, in UTF-8 bytes.
    package static let maximumDelimiterLength = 16

    /// The lengths `maximumIDLength` may take.
    package static let idLengthLimits: ClosedRange<Int> = 1...256

    /// `<@ID>`, where an id is 1 to 64 ASCII letters, digits, `_`, `-` or `.`: the tokens of Slack and Discord
    /// (`<@U024BE7LH>`, `<@80351110224678912>`).
    public static let `default` = MentionSyntax(
        validPrefix: "<@",
        suffix: ">",
        idCharacters: .default,
        maximumIDLength: 64
    )

    /// Creates a syntax.
    ///
    /// ```swift
    /// let syntax = try MentionSyntax(prefix: "{{user:", suffix: "}}", idCharacters: .init("0123456789"))
    /// ```
    ///
    /// - Parameters:
    ///   - prefix: What starts a token; 1 to 16 UTF-8 bytes, not ending with an id
    ///     character.
    ///   - suffix: What ends a token; at most 16 UTF-8 bytes, not starting with an id
    ///     character; empty to end the id at the first character that is not an id character.
    ///   - idCharacters: Which characters an id may contain.
    ///   - maximumIDLength: The most characters an id may have, within 1...256.
    /// - Throws: ``MentionSyntaxError`` naming the prefix, suffix or length that breaks the rule.
    public init(
        prefix: String,
        suffix: String,
        idCharacters: IDCharacters = .default,
        maximumIDLength: Int = 64
    ) throws(MentionSyntaxError) {
        guard !prefix.isEmpty else { throw MentionSyntaxError(.emptyPrefix) }
        for delimiter in [prefix, suffix] where delimiter.utf8.count > Self.maximumDelimiterLength {
            throw MentionSyntaxError(.delimiterTooLong(delimiter))
        }
        if let last = prefix.utf8.last, idCharacters.contains(byte: last) {
            throw MentionSyntaxError(.prefixEndsWithIDCharacter(prefix))
        }
        if let first = suffix.utf8.first, idCharacters.contains(byte: first) {
            throw MentionSyntaxError(.suffixStartsWithIDCharacter(suffix))
        }
        guard Self.idLengthLimits.contains(maximumIDLength) else {
            throw MentionSyntaxError(.idLengthOutOfRange(maximumIDLength))
        }
        self.init(validPrefix: prefix, suffix: suffix, idCharacters: idCharacters, maximumIDLength: maximumIDLength)
    }

    /// Creates a syntax from parts already checked.
    private init(validPrefix prefix: String, suffix: String, idCharacters: IDCharacters, maximumIDLength: Int) {
        self.prefix = prefix
        self.suffix = suffix
        self.idCharacters = idCharacters
        self.maximumIDLength = maximumIDLength
        self.prefixBytes = Array(prefix.utf8)
        self.suffixBytes = Array(suffix.utf8)
    }
}

extension MentionSyntax {
    /// A set of printable ASCII characters that a mention id may contain.
    ///
    /// ```swift
    /// let ids = try MentionSyntax.IDCharacters("0123456789abcdef:")
    /// ```
    ///
    /// Ids are ASCII so that the scan decides on single bytes and an id never needs escaping or sanitising.
    public struct IDCharacters: Hashable, Sendable {
        /// One bit for each ASCII byte: bit `b` of `low` for 0–63, of `high` for 64–127.
        private var low: UInt64
        private var high: UInt64

        private init(low: UInt64, high: UInt64) {
            self.low = low
            self.high = high
        }

        /// Creates the set of `characters`.
        ///
        /// - Parameter characters: Printable ASCII characters other than space (`!` to `~`), in any order;
        ///   repeats are allowed.
        /// - Throws: ``MentionSyntaxError`` of kind `MentionSyntaxError.Kind.invalidIDCharacters`, quoting the first
        ///   character that is not printable ASCII or is a space, or saying that `characters` is empty.
        public init(_ characters: String) throws(MentionSyntaxError) {
            self.init(low: 0, high: 0)
            for character in characters {
                guard let ascii = character.asciiValue, ascii > 0x20, ascii < 0x7F else {
                    throw MentionSyntaxError(.invalidIDCharacter(character))
                }
                insert(ascii)
            }
            guard low != 0 || high != 0 else { throw MentionSyntaxError(.noIDCharacters) }
        }

        /// `A`–`Z` and `a`–`z`.
        package static let asciiLetters = IDCharacters(ranges: [0x41...0x5A, 0x61...0x7A])
        /// `0`–`9`.
        package static let asciiDigits = IDCharacters(ranges: [0x30...0x39])
        /// ASCII letters and digits, `_`, `-` and `.`: the id characters of ``MentionSyntax/default``.
        public static let `default` = asciiLetters.union(asciiDigits).union(
            IDCharacters(ranges: [0x2D...0x2E, 0x5F...0x5F])
        )

        private init(ranges: [ClosedRange<UInt8>]) {
            self.init(low: 0, high: 0)
            for range in ranges {
                for byte in range { insert(byte) }
            }
        }

        /// The characters of both sets.
        ///
        /// - Parameter other: The characters to add.
        /// - Returns: A set with the characters of this one and of `other`.
        package func union(_ other: Self) -> Self {
            IDCharacters(low: low | other.low, high: high | other.high)
        }

        /// Whether an id may contain `character`.
        ///
        /// - Parameter character: The character to look up.
        /// - Returns: `true` when `character` is in the set.
        package func contains(_ character: Character) -> Bool {
            guard let ascii = character.asciiValue else { return false }
            return contains(byte: ascii)
        }

        /// Whether the UTF-8 byte `byte` is one of the characters: never for a byte of a non-ASCII character.
        func contains(byte: UInt8) -> Bool {
            if byte < 64 { return low & (1 << UInt64(byte)) != 0 }
            if byte < 128 { return high & (1 << UInt64(byte - 64)) != 0 }
            return false
        }

        private mutating func insert(_ byte: UInt8) {
            if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
        }
    }
}
