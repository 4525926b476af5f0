#if Leaf
import Foundation
import LeafKit
import NameFormat

/// How a name travels in a Leaf context: LeafData holds no Swift values, so a `UserName` or
/// `PersonName` becomes a dictionary of its JSON form (the library's keys, through its `Codable`
/// conformance) and the viewer bound when it was made, which `#name` reads back.
///
/// The viewer travels with the name because LeafKit may serialize a template on its event loop (the first render of
/// a template, before its syntax tree is cached), where no task-local context is bound.
enum TemplateNameData {
    /// The dictionary's keys; `#(author)` shows them, so they say what they hold.
    static let nameKey = "nameFormat.name"
    static let kindKey = "nameFormat.kind"
    static let viewerKey = "nameFormat.viewer"
    static let schemeKey = "nameFormat.scheme"

    /// `name` as LeafData, with the viewer bound now. A blank name, which has nothing to show and no JSON form
    /// (decoding refuses it), travels as its kind alone and shows as nothing.
    static func leafData(_ name: some Encodable, kind: String, isBlank: Bool) -> LeafData {
        let context = NameContext.current
        var fields: [String: LeafData] = [
            kindKey: .string(kind),
            viewerKey: .string(context.localeTag.description),
        ]
        if !isBlank {
            fields[nameKey] = .string(json(name))
        }
        if context.scheme != .default {
            fields[schemeKey] = .string(json(context.scheme))
        }
        return .dictionary(fields)
    }

    /// A name read back from LeafData.
    enum Name {
        case user(UserName)
        case person(PersonName)

        /// The name, for `#name` to render with options.
        var templateName: TemplateName {
            switch self {
            case .user(let name): TemplateName(name)
            case .person(let name): TemplateName(name)
            }
        }
    }

    /// The name and its viewer that ``leafData(_:kind:isBlank:)`` made, or `nil` when `data` is not such a
    /// dictionary.
    static func name(from data: LeafData) throws -> (name: Name, viewer: NameContext)? {
        guard let fields = data.dictionary, let viewer = fields[viewerKey]?.string else { return nil }
        let json = fields[nameKey]?.string.map { Data($0.utf8) }
        let decoder = JSONDecoder()
        let name: Name
        switch fields[kindKey]?.string {
        case "user":
            name = .user(
                try json.map { try decoder.decode(UserName.self, from: $0) } ?? UserName(displayName: "", fullName: "")
            )
        case "person":
            name = .person(try json.map { try decoder.decode(PersonName.self, from: $0) } ?? PersonName())
        default: return nil
        }
        let scheme = try fields[schemeKey]?.string.map {
            try decoder.decode(NamePreferenceScheme.self, from: Data($0.utf8))
        }
        return (name, NameContext(locale: try LocaleTag(viewer), scheme: scheme ?? .default))
    }

    private static func json(_ value: some Encodable) -> String {
        // A name and a scheme always encode: their `encode(to:)` throws only what a container throws, and
        // JSONEncoder's containers do not.
        String(decoding: (try? JSONEncoder().encode(value)) ?? Data("{}".utf8), as: UTF8.self)
    }
}
#endif
