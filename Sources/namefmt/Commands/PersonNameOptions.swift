import ArgumentParser
import NameFormat

/// The options that choose how a full name is formatted from a name's parts: length, usage, formality and order.
///
/// They only matter for input lines with person-name keys (`given`, `surname`, …) whose full name is shown.
struct PersonNameOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "How much of a name to show (in English: Mary Ann Smith PhD, Mary A. Smith PhD, M. A. Smith).",
            discussion: "default: the usual length in the viewer's locale (CLDR's parameterDefault), else medium.",
            valueName: "length"
        )
    )
    var length = HyphenatedChoice<PersonName.FormatStyle.Length>(.medium)

    @Option(
        name: .long,
        help: ArgumentHelp(
            "What the name is for: referring to the person, addressing them, or a monogram (initials).",
            valueName: "usage"
        )
    )
    var usage = HyphenatedChoice<PersonName.FormatStyle.Usage>(.referring)

    @Option(
        name: .long,
        help: ArgumentHelp(
            "How formal the name is.",
            discussion: "default: the usual formality in the viewer's locale (CLDR's parameterDefault), else formal.",
            valueName: "formality"
        )
    )
    var formality = HyphenatedChoice<PersonName.FormatStyle.Formality>(.formal)

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The order of given name and surname.",
            discussion: """
                default follows the viewer's locale (-x-gnfirst, -x-snfirst), then the name's "preferredOrder", then \
                its locale; sorting is the locale's sorting form, such as "Smith, Mary".
                """,
            valueName: "order"
        )
    )
    var order = HyphenatedChoice<PersonName.FormatStyle.Order>(.default)

    /// The person-name style the options describe; its locale is left to the viewer's.
    var style: PersonName.FormatStyle {
        PersonName.FormatStyle(length: length.value, usage: usage.value, formality: formality.value, order: order.value)
    }
}

/// A value of a library enum as the command line spells it: in lower case with hyphens, `surname-first` for
/// `surnameFirst`.
///
/// A wrapper rather than a conformance of the library's enums to `ExpressibleByArgument`, which would be a
/// retroactive, public conformance. `--help` lists `allValueStrings`, and a value that is not one of them is a
/// usage error that names it and the valid ones.
struct HyphenatedChoice<Value: CaseIterable & RawRepresentable<String> & Sendable>: ExpressibleByArgument {
    /// The library's value.
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    init?(argument: String) {
        guard let value = Value.allCases.first(where: { Self.spelling(of: $0) == argument }) else { return nil }
        self.value = value
    }

    var defaultValueDescription: String { Self.spelling(of: value) }

    static var allValueStrings: [String] { Value.allCases.map(spelling(of:)) }

    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    /// `value`'s raw value with each upper-case letter turned into a hyphen and its lower-case form.
    static func spelling(of value: Value) -> String {
        var spelled = ""
        for character in value.rawValue {
            if character.isUppercase {
                spelled += "-" + character.lowercased()
            } else {
                spelled.append(character)
            }
        }
        return spelled
    }
}
