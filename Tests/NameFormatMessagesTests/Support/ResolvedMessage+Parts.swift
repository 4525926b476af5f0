@testable import NameFormat
@testable import NameFormatMessages

/// A piece of a resolved message as the tests compare it: its text, read where the piece points, and whether it is
/// a value (a name or a text argument).
struct ResolvedPart: Equatable {
    var text: String
    var isValue: Bool
}

extension ResolvedMessage {
    /// Each piece's text, read where it points, in order.
    var parts: [ResolvedPart] {
        pieces.map { piece in
            let isValue = if case .value = piece { true } else { false }
            return ResolvedPart(text: String(decoding: text(of: piece), as: UTF8.self), isValue: isValue)
        }
    }
}

extension ICUCatalogMessage {
    /// The message rendered by its program for the viewer `viewer` (a BCP 47 tag), with `values` by name: a
    /// `.shown` value's text stands in its place. `nil` when the program cannot render it.
    func rendered(_ values: [String: ICUMessageProgram.Argument], viewer: String) throws -> [ResolvedPart]? {
        let tag = try LocaleTag(viewer)
        let reading = LanguageReading(
            viewer: tag,
            index: 0,
            language: try LocaleTag(language),
            catalog: 0,
            readsICUMessages: true
        )
        let arguments = arguments.compactMap { values[$0.name] }
        guard arguments.count == self.arguments.count else { return nil }
        return arguments.withUnsafeBufferPointer { arguments in
            program.withRendered(arguments, reading: reading, keepingMarks: false) { $0.parts }
        }
    }

    /// ``rendered(_:viewer:)`` joined into one string.
    func renderedText(_ values: [String: ICUMessageProgram.Argument], viewer: String) throws -> String? {
        try rendered(values, viewer: viewer).map { $0.map(\.text).joined() }
    }
}

extension ICUMessageProgram.Argument {
    /// A text shown as it is, as a name or a text argument is.
    static func text(_ text: String) -> Self {
        .shown(ShownValue(text: text, directions: NameText(text).directions, mark: .text))
    }
}
