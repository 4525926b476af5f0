public import Foundation

/// An `AttributedString` with NameFormat's attributes, `Codable` as the JSON Foundation writes for an attributed
/// string in the `AttributeScopes.NameFormatAttributes` scope.
///
/// On Apple platforms Foundation encodes an `AttributedString` with a scope
/// (`JSONEncoder().encode(text, configuration: AttributeScopes.NameFormatAttributes.self)`); on Linux
/// `AttributedString` is not `Codable` at all. This wrapper reads and writes the same JSON on every platform, so
/// that a server on Linux and a client on an Apple platform exchange the text and its attributes:
///
/// ```swift
/// let text = name.formatted(.personName.attributed.locale(Locale(identifier: "en")))
/// let json = try JSONEncoder().encode(NameFormatAttributedString(text))
/// // ["Robb",{"NameFormat.personNamePart":"given"}," ",{"NameFormat.personNamePart":"literal"},…]
/// let back = try JSONDecoder().decode(NameFormatAttributedString.self, from: json).attributedString
/// ```
///
/// The form is Foundation's:
/// - text without attributes is a JSON string;
/// - any other text is an array of its runs, each its text followed by an object of its attributes, keyed by
///   their names (``UserNameFieldAttribute/name``, ``PersonNamePartAttribute/name``, …), with the values their
///   `Codable` forms.
///
/// Decoding reads both, and the form Foundation writes for more than ten runs too: an object whose `runs` array
/// holds each run's text followed by an index into its `attributeTable` array of attribute objects. As in
/// Foundation, attributes outside the scope are left out when encoding and skipped when decoding.
public struct NameFormatAttributedString: Codable, Hashable, Sendable {
    /// The text and its attributes.
    public var attributedString: AttributedString

    /// Wraps `attributedString` for encoding.
    ///
    /// - Parameter attributedString: The text and its attributes.
    public init(_ attributedString: AttributedString) {
        self.attributedString = attributedString
    }

    /// An attribute's name, as a key of a run's attribute object.
    private struct AttributeName: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The keys of the form with an attribute table.
    private enum TableKeys: String, CodingKey {
        case runs, attributeTable
    }

    /// How one attribute of the scope is written and read.
    private struct AttributeCoder: Sendable {
        let name: AttributeName
        let encode: @Sendable (AttributeContainer, inout KeyedEncodingContainer<AttributeName>) throws -> Void
        let decode: @Sendable (KeyedDecodingContainer<AttributeName>, inout AttributeContainer) throws -> Void

        init<Key: CodableAttributedStringKey>(_ key: Key.Type) where Key.Value: Sendable {
            let name = AttributeName(stringValue: Key.name)
            self.name = name
            encode = { attributes, container in
                guard let value = attributes[Key.self] else { return }
                try Key.encode(value, to: container.superEncoder(forKey: name))
            }
            decode = { container, attributes in
                guard container.contains(name) else { return }
                attributes[Key.self] = try Key.decode(from: container.superDecoder(forKey: name))
            }
        }
    }

    /// Every attribute of `AttributeScopes.NameFormatAttributes`: an attribute added to the scope is added here.
    private static let attributeCoders = [
        AttributeCoder(UserNameFieldAttribute.self),
        AttributeCoder(PersonNamePartAttribute.self),
        AttributeCoder(PersonNameAbbreviationAttribute.self),
    ]

    /// Encodes the text as a string when it has no attributes, else as an array of runs and their attributes.
    public func encode(to encoder: any Encoder) throws {
        let runs = attributedString.runs
        if runs.isEmpty || (runs.count == 1 && runs.first?.attributes == AttributeContainer()) {
            var container = encoder.singleValueContainer()
            try container.encode(String(attributedString.characters))
            return
        }
        var container = encoder.unkeyedContainer()
        for run in runs {
            try container.encode(String(String.UnicodeScalarView(attributedString.unicodeScalars[run.range])))
            var attributes = container.nestedContainer(keyedBy: AttributeName.self)
            for coder in Self.attributeCoders {
                try coder.encode(run.attributes, &attributes)
            }
        }
    }

    /// Decodes text in any of the forms Foundation writes.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the runs are empty, a run other than a lone one has no text,
    ///   a run without text has attributes, or an index is outside the attribute table; the decoder's own errors
    ///   when the JSON has another shape or an attribute's value is not one of its values.
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            self.init(AttributedString(text))
            return
        }
        var runs: any UnkeyedDecodingContainer
        var table: [AttributeContainer]?
        if let array = try? decoder.unkeyedContainer() {
            runs = array
        } else {
            let container = try decoder.container(keyedBy: TableKeys.self)
            runs = try container.nestedUnkeyedContainer(forKey: .runs)
            var entries = try container.nestedUnkeyedContainer(forKey: .attributeTable)
            var decoded: [AttributeContainer] = []
            while !entries.isAtEnd {
                decoded.append(try Self.attributes(from: entries.nestedContainer(keyedBy: AttributeName.self)))
            }
            table = decoded
        }
        var result = AttributedString()
        var count = 0
        while !runs.isAtEnd {
            let text = try runs.decode(String.self)
            let attributes: AttributeContainer
            if let index = try? runs.decode(Int.self) {
                guard let table, table.indices.contains(index) else {
                    throw Self.corrupted(
                        runs,
                        "attribute table index \(index) is outside the table of \(table?.count ?? 0) entries"
                    )
                }
                attributes = table[index]
            } else {
                attributes = try Self.attributes(from: runs.nestedContainer(keyedBy: AttributeName.self))
            }
            if text.isEmpty && (count > 0 || !runs.isAtEnd) {
                throw Self.corrupted(runs, "run \(count) has no text, and only a lone run may be empty")
            }
            if text.isEmpty && attributes != AttributeContainer() {
                throw Self.corrupted(runs, "run \(count) has no text but has attributes")
            }
            result.append(AttributedString(text, attributes: attributes))
            count += 1
        }
        guard count > 0 else { throw Self.corrupted(runs, "there are no runs; an empty text is the string \"\"") }
        self.init(result)
    }

    /// The attributes of the scope in one run's attribute object; others are skipped.
    private static func attributes(
        from container: KeyedDecodingContainer<AttributeName>
    ) throws -> AttributeContainer {
        var attributes = AttributeContainer()
        for coder in attributeCoders {
            try coder.decode(container, &attributes)
        }
        return attributes
    }

    private static func corrupted(_ container: any UnkeyedDecodingContainer, _ message: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: container.codingPath, debugDescription: message))
    }
}
