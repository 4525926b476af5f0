public import Foundation

/// An `AttributedString` with NameFormat's attributes, `Codable` in the JSON shape Foundation gives
/// `AttributedString` on Apple platforms, for the platforms where `AttributedString` is not `Codable` (Linux).
///
/// A server renders attributed names and mentions and sends them as JSON; an Apple client decodes them with
/// Foundation, and any client can read them, since the shape is plain:
///
/// ```swift
/// let text = name.formatted(.userName.attributed)
/// let json = try JSONEncoder().encode(CodableAttributedText(text))
/// // ["robb",{"NameFormat.userNameField":"displayName"}]
/// let back = try JSONDecoder().decode(CodableAttributedText.self, from: json).attributedString
/// ```
///
/// On an Apple platform, the same JSON decodes as `AttributedString` with the NameFormat scope
/// (`AttributeScopes.NameFormatAttributes`), and the other way round.
///
/// The shape, as Foundation writes it:
/// - text with no attributes: the text as a JSON string;
/// - up to 10 runs: an array of each run's text followed by an object of its attributes, keyed by each
///   attribute's name (``UserNameFieldAttribute/name``…);
/// - more runs: an object with `runs`, each run's text followed by the index of its attributes in
///   `attributeTable` (or by an empty object for a run without any), and `attributeTable`, each set of attributes
///   once.
///
/// Only NameFormat's attributes are written; a run's other attributes (a Foundation `link`, say) are left out, and
/// neighbouring runs whose NameFormat attributes are equal are written as one. Decoding reads the three shapes,
/// ignores attributes it does not know, as Foundation does, and rejects an attribute table index out of range
/// or an empty run beside others.
public struct CodableAttributedText: Codable, Hashable, Sendable {
    /// The attributed text.
    public var attributedString: AttributedString

    /// Wraps `attributedString` for coding.
    ///
    /// - Parameter attributedString: Text with NameFormat's attributes.
    public init(_ attributedString: AttributedString) {
        self.attributedString = attributedString
    }

    /// How one attribute is read from a run and written to JSON, and back.
    private struct Coding: Sendable {
        let name: String
        let encode: @Sendable (AttributeContainer, inout KeyedEncodingContainer<AttributeName>) throws -> Void
        let decode: @Sendable (KeyedDecodingContainer<AttributeName>, inout AttributeContainer) throws -> Void
        let copy: @Sendable (AttributeContainer, inout AttributeContainer) -> Void

        init<Key: CodableAttributedStringKey>(_: Key.Type) where Key.Value: Sendable {
            name = Key.name
            let codingKey = AttributeName(Key.name)
            encode = { attributes, container in
                guard let value = attributes[Key.self] else { return }
                try Key.encode(value, to: container.superEncoder(forKey: codingKey))
            }
            decode = { container, attributes in
                guard container.contains(codingKey) else { return }
                attributes[Key.self] = try Key.decode(from: container.superDecoder(forKey: codingKey))
            }
            copy = { source, target in
                if let value = source[Key.self] { target[Key.self] = value }
            }
        }
    }

    /// Every attribute of `AttributeScopes.NameFormatAttributes`, the one list coding reads: a new attribute in the
    /// scope goes here too.
    private static let codings: [Coding] = [
        Coding(UserNameFieldAttribute.self),
        Coding(PersonNamePartAttribute.self),
        Coding(PersonNameAbbreviationAttribute.self),
    ]

    /// An attribute's name as a coding key.
    private struct AttributeName: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private enum TableKeys: String, CodingKey {
        case runs
        case attributeTable
    }

    /// The runs as text and NameFormat's attributes, neighbours with equal attributes joined.
    private var codedRuns: [(text: String, attributes: AttributeContainer)] {
        var runs: [(text: String, attributes: AttributeContainer)] = []
        var start = attributedString.startIndex
        var current = AttributeContainer()
        for run in attributedString.runs {
            var attributes = AttributeContainer()
            for coding in Self.codings { coding.copy(run.attributes, &attributes) }
            if run.range.lowerBound != start && attributes != current {
                runs.append((Self.text(attributedString[start..<run.range.lowerBound]), current))
                start = run.range.lowerBound
            }
            current = attributes
        }
        if start != attributedString.endIndex || runs.isEmpty {
            runs.append((Self.text(attributedString[start..<attributedString.endIndex]), current))
        }
        return runs
    }

    /// Writes the text in Foundation's shape for `AttributedString`, with NameFormat's attributes.
    ///
    /// - Parameter encoder: The encoder, such as `JSONEncoder`'s.
    /// The text of a run, scalar for scalar: a run may end inside a character (a combining mark with attributes of
    /// its own), where the character view would round it.
    private static func text(_ run: AttributedSubstring) -> String {
        String(String.UnicodeScalarView(run.unicodeScalars))
    }

    public func encode(to encoder: any Encoder) throws {
        let runs = codedRuns
        if runs.count == 1 && runs[0].attributes == AttributeContainer() {
            var container = encoder.singleValueContainer()
            try container.encode(runs[0].text)
            return
        }
        if runs.count <= 10 {
            var container = encoder.unkeyedContainer()
            for run in runs {
                try container.encode(run.text)
                var attributes = container.superEncoder().container(keyedBy: AttributeName.self)
                for coding in Self.codings { try coding.encode(run.attributes, &attributes) }
            }
            return
        }
        var container = encoder.container(keyedBy: TableKeys.self)
        var runsContainer = container.nestedUnkeyedContainer(forKey: .runs)
        var table = container.nestedUnkeyedContainer(forKey: .attributeTable)
        var indices: [AttributeContainer] = []
        for run in runs {
            try runsContainer.encode(run.text)
            if run.attributes == AttributeContainer() {
                _ = runsContainer.superEncoder().container(keyedBy: AttributeName.self)
                continue
            }
            if let index = indices.firstIndex(of: run.attributes) {
                try runsContainer.encode(index)
            } else {
                var attributes = table.superEncoder().container(keyedBy: AttributeName.self)
                for coding in Self.codings { try coding.encode(run.attributes, &attributes) }
                try runsContainer.encode(indices.count)
                indices.append(run.attributes)
            }
        }
    }

    /// Reads text written in Foundation's shape for `AttributedString`: a string, an array of runs, or runs with an
    /// attribute table.
    ///
    /// - Parameter decoder: The decoder, such as `JSONDecoder`'s.
    /// - Throws: `DecodingError` when the value is none of the shapes, an attribute's value is not one of its
    ///   values, a table index is out of range, or a run is empty beside others.
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
            var tableContainer = try container.nestedUnkeyedContainer(forKey: .attributeTable)
            var entries: [AttributeContainer] = []
            while !tableContainer.isAtEnd {
                entries.append(try Self.attributes(from: tableContainer.superDecoder()))
            }
            table = entries
        }
        var result = AttributedString()
        var count = 0
        while !runs.isAtEnd {
            let run = count
            let text = try runs.decode(String.self)
            let attributes: AttributeContainer
            if let index = try? runs.decode(Int.self) {
                let entries = table?.count ?? 0
                guard let table, table.indices.contains(index) else {
                    throw DecodingError.dataCorruptedError(
                        in: runs,
                        debugDescription:
                            "run \(run): attribute table index \(index) is outside the table of \(entries) entries"
                    )
                }
                attributes = table[index]
            } else {
                attributes = try Self.attributes(from: runs.superDecoder())
            }
            count += 1
            if text.isEmpty && attributes != AttributeContainer() {
                throw DecodingError.dataCorruptedError(
                    in: runs,
                    debugDescription: "run \(run) has no text but has attributes"
                )
            }
            if text.isEmpty && (count > 1 || !runs.isAtEnd) {
                throw DecodingError.dataCorruptedError(
                    in: runs,
                    debugDescription: "run \(run) has no text, beside other runs"
                )
            }
            result.append(AttributedString(text, attributes: attributes))
        }
        if count == 0 {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "there are no runs")
            )
        }
        self.init(result)
    }

    /// NameFormat's attributes in one JSON object; attributes of other names are ignored.
    private static func attributes(from decoder: any Decoder) throws -> AttributeContainer {
        let container = try decoder.container(keyedBy: AttributeName.self)
        var attributes = AttributeContainer()
        for coding in codings { try coding.decode(container, &attributes) }
        return attributes
    }
}
