public import Foundation

/// An `AttributedString` that NameFormat made, `Codable` with the attributes of
/// `AttributeScopes.NameFormatAttributes` on every platform.
///
/// Foundation makes `AttributedString` codable with a scope (`@CodableConfiguration(from: \.nameFormat)`) only on
/// Apple platforms; swift-foundation on Linux and Windows has no such conformance. This type encodes and decodes the
/// same JSON form that Foundation on Apple platforms reads and writes:
///
/// - a string without attributes is a JSON string: `"Hi"`;
/// - up to 10 runs are an array of each run's text followed by its attributes:
///   `["Hi ", {}, "robb", {"NameFormat.mentionUserID": "U1", "NameFormat.userNameField": "displayName"}]`;
/// - more runs are an object whose `runs` array holds each run's text followed by an index into `attributeTable`,
///   the distinct attribute sets in order of first use, or by `{}` for a run without attributes.
///
/// ```swift
/// let text = MentionRenderer().renderAttributed("Thanks <@U1>!", users: users)
/// let json = try JSONEncoder().encode(CodableAttributedText(text))
/// let decoded = try JSONDecoder().decode(CodableAttributedText.self, from: json).attributedString
/// // decoded == text
/// ```
///
/// Attributes outside the NameFormat scope are left out when encoding, and unknown attribute names are ignored when
/// decoding, as Foundation does.
///
/// Two values are equal when their runs have the same text and the same attributes. (`AttributedString`'s own `==`
/// can call two such strings unequal depending on how they were built, when a character falls across its storage's
/// internal chunks: a string made whole and then given attributes, against the same runs appended one by one.)
public struct CodableAttributedText: Codable, Hashable, Sendable {
    /// The attributed string.
    public var attributedString: AttributedString

    /// Wraps an attributed string for coding.
    ///
    /// - Parameter attributedString: The string, such as ``MentionRenderer/renderAttributed(_:users:)`` gives.
    public init(_ attributedString: AttributedString) {
        self.attributedString = attributedString
    }

    /// Whether both have the same runs: the same text, in Unicode scalars, with the same attributes.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        let left = lhs.attributedString
        let right = rhs.attributedString
        guard left.runs.count == right.runs.count else { return false }
        for (leftRun, rightRun) in zip(left.runs, right.runs) {
            guard leftRun.attributes == rightRun.attributes,
                left.unicodeScalars[leftRun.range].elementsEqual(right.unicodeScalars[rightRun.range])
            else { return false }
        }
        return true
    }

    /// Hashes each run's text and attributes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(attributedString.runs.count)
        for run in attributedString.runs {
            hasher.combine(run.attributes)
            for scalar in attributedString.unicodeScalars[run.range] { hasher.combine(scalar) }
        }
    }

    private enum CodingKeys: String, CodingKey {
        case runs
        case attributeTable
    }

    /// The name of an attribute, as a key of a run's attribute object.
    private struct AttributeName: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The form with an attribute table: for more runs than this.
    private static let maximumRunsWithoutTable = 10

    /// Encodes the string as Foundation on Apple platforms encodes it with the NameFormat scope.
    public func encode(to encoder: any Encoder) throws {
        // Each run's text by Unicode scalars: a run may end inside a character (a name, then a combining mark in
        // the template), and reading it by characters would move that scalar into the next run.
        let runs = attributedString.runs.map { run in
            (
                text: String(String.UnicodeScalarView(attributedString.unicodeScalars[run.range])),
                attributes: Self.scopeAttributes(of: run)
            )
        }
        if runs.isEmpty || (runs.count == 1 && runs[0].attributes == AttributeContainer()) {
            var container = encoder.singleValueContainer()
            try container.encode(String(attributedString.characters))
            return
        }
        if runs.count <= Self.maximumRunsWithoutTable {
            var container = encoder.unkeyedContainer()
            for run in runs {
                try container.encode(run.text)
                try Self.encode(run.attributes, to: container.superEncoder())
            }
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        var runsContainer = container.nestedUnkeyedContainer(forKey: .runs)
        var tableContainer = container.nestedUnkeyedContainer(forKey: .attributeTable)
        var table: [AttributeContainer: Int] = [:]
        for run in runs {
            try runsContainer.encode(run.text)
            if run.attributes == AttributeContainer() {
                try Self.encode(run.attributes, to: runsContainer.superEncoder())
                continue
            }
            if let index = table[run.attributes] {
                try runsContainer.encode(index)
            } else {
                table[run.attributes] = table.count
                try Self.encode(run.attributes, to: tableContainer.superEncoder())
                try runsContainer.encode(table.count - 1)
            }
        }
    }

    /// Decodes any of the three forms; attributes outside the NameFormat scope are ignored.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the runs are empty, a run's text is empty beside other runs or
    ///   has attributes, or a table index is out of range; the decoder's errors when the form is none of the three
    ///   or an attribute's value is not of its type.
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            self.init(AttributedString(text))
            return
        }
        var runsContainer: any UnkeyedDecodingContainer
        var table: [AttributeContainer]?
        if let runs = try? decoder.unkeyedContainer() {
            runsContainer = runs
        } else {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            runsContainer = try container.nestedUnkeyedContainer(forKey: .runs)
            var tableContainer = try container.nestedUnkeyedContainer(forKey: .attributeTable)
            var entries: [AttributeContainer] = []
            while !tableContainer.isAtEnd {
                entries.append(try Self.decodeAttributes(from: tableContainer.superDecoder()))
            }
            table = entries
        }
        var result = AttributedString()
        var runCount = 0
        while !runsContainer.isAtEnd {
            let text = try runsContainer.decode(String.self)
            guard !runsContainer.isAtEnd else {
                throw Self.corrupted(decoder, "The run \(runCount) has text but no attributes after it.")
            }
            let attributes: AttributeContainer
            if let index = try? runsContainer.decode(Int.self) {
                guard let table else {
                    throw Self.corrupted(
                        decoder,
                        "The run \(runCount) names attribute table entry \(index), but there is no table."
                    )
                }
                guard table.indices.contains(index) else {
                    throw Self.corrupted(
                        decoder,
                        "The run \(runCount) names attribute table entry \(index); the table has \(table.count)."
                    )
                }
                attributes = table[index]
            } else {
                attributes = try Self.decodeAttributes(from: runsContainer.superDecoder())
            }
            if text.isEmpty && (runCount > 0 || !runsContainer.isAtEnd) {
                throw Self.corrupted(decoder, "The run \(runCount) is empty; only a lone run may be.")
            }
            if text.isEmpty && attributes != AttributeContainer() {
                throw Self.corrupted(decoder, "The run \(runCount) is empty but has attributes.")
            }
            result.append(AttributedString(text, attributes: attributes))
            runCount += 1
        }
        guard runCount > 0 else { throw Self.corrupted(decoder, "There are no runs.") }
        self.init(result)
    }

    /// The attributes of `run` that belong to the NameFormat scope.
    private static func scopeAttributes(of run: AttributedString.Runs.Run) -> AttributeContainer {
        let all = run.attributes
        var attributes = AttributeContainer()
        for key in AttributeScopes.NameFormatAttributes.codableKeys {
            key.copy(from: all, to: &attributes)
        }
        return attributes
    }

    /// Encodes `attributes` as an object of attribute names and values.
    private static func encode(_ attributes: AttributeContainer, to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AttributeName.self)
        for key in AttributeScopes.NameFormatAttributes.codableKeys {
            try key.encode(from: attributes) { container.superEncoder(forKey: AttributeName(stringValue: $0)) }
        }
    }

    /// Decodes an object of attribute names and values, keeping those of the NameFormat scope.
    private static func decodeAttributes(from decoder: any Decoder) throws -> AttributeContainer {
        let container = try decoder.container(keyedBy: AttributeName.self)
        var attributes = AttributeContainer()
        for key in AttributeScopes.NameFormatAttributes.codableKeys {
            let name = AttributeName(stringValue: key.name)
            guard container.contains(name) else { continue }
            try key.decode(from: try container.superDecoder(forKey: name), into: &attributes)
        }
        return attributes
    }

    private static func corrupted(_ decoder: any Decoder, _ message: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: message))
    }
}
