import ArgumentParser
import NameFormat

/// The options that choose the viewer's locale and the private-use scheme, shared by every subcommand.
struct LocaleOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The viewer's locale: a BCP 47 tag (en-US-x-linearf) or an ICU/POSIX identifier (en_US@x=linearf).",
            discussion: """
                Defaults to LC_ALL, LC_MESSAGES or LANG, then to the root locale "und". C, POSIX, C.UTF-8 and \
                C.utf8 mean "und" here and in those variables, with ICU keywords kept: C@x=linearf is und-x-linearf.
                """,
            valueName: "tag"
        ),
        transform: { text throws(LocaleTagError) in try LocaleTag(argument: text) }
    )
    var locale: LocaleTag?

    @Option(
        name: .customLong("full-name-subtag"),
        help: ArgumentHelp(
            "The private-use subtag that means \"prefer full names\" (1-8 ASCII letters or digits).",
            valueName: "subtag"
        ),
        transform: { text throws(PrivateUseSubtagError) in try PrivateUseSubtag(text) }
    )
    var fullNameSubtag: PrivateUseSubtag = .linearf

    @Option(
        name: .customLong("given-first-subtag"),
        help: ArgumentHelp(
            "The private-use subtag that means \"every name given name first\" (1-8 ASCII letters or digits).",
            valueName: "subtag"
        ),
        transform: { text throws(PrivateUseSubtagError) in try PrivateUseSubtag(text) }
    )
    var givenFirstSubtag: PrivateUseSubtag = .gnfirst

    @Option(
        name: .customLong("surname-first-subtag"),
        help: ArgumentHelp(
            "The private-use subtag that means \"every name surname first\" (1-8 ASCII letters or digits).",
            valueName: "subtag"
        ),
        transform: { text throws(PrivateUseSubtagError) in try PrivateUseSubtag(text) }
    )
    var surnameFirstSubtag: PrivateUseSubtag = .snfirst

    /// The scheme the options describe.
    ///
    /// - Throws: A usage error naming the two options whose subtags collide, from the library's check.
    var scheme: NamePreferenceScheme {
        get throws(ValidationError) {
            do {
                return try NamePreferenceScheme(
                    fullName: fullNameSubtag,
                    givenFirst: givenFirstSubtag,
                    surnameFirst: surnameFirstSubtag
                )
            } catch {
                let options = [
                    "fullName": "--full-name-subtag", "givenFirst": "--given-first-subtag",
                    "surnameFirst": "--surname-first-subtag",
                ]
                let names = error.preferences.prefix(2).map { options[$0] ?? $0 }
                throw ValidationError(
                    "\(names.joined(separator: " and ")) are both \"\(error.subtag)\"; each preference needs its own "
                        + "private-use subtag."
                )
            }
        }
    }

    /// Rejects a scheme in which one subtag would mean two preferences.
    func validate() throws {
        _ = try scheme
    }

    /// The locale from `--locale`, or else from the environment.
    ///
    /// - Throws: A usage error naming the environment variable whose value is not a locale.
    func resolvedLocale(environment: [String: String]) throws -> (tag: LocaleTag, source: String) {
        if let locale { return (locale, "--locale") }
        do {
            let fromEnvironment = try EnvironmentLocale(environment: environment)
            return (fromEnvironment.tag, fromEnvironment.source ?? "default")
        } catch {
            throw ValidationError(error.description)
        }
    }
}
