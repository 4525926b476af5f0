import ArgumentParser
import Foundation
import NameFormat
import SystemPackage

/// `namefmt locale TAG`: shows what the package makes of a locale, for debugging why a name shows as it does;
/// `namefmt locale --accept-language VALUE` shows which viewer a request's `Accept-Language` field gives.
struct LocaleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locale",
        abstract: "Print a locale's canonical tag and the name preferences found in it.",
        discussion: """
            With --accept-language, the locale is the one a server takes from that Accept-Language field value: \
            the best range by weight (RFC 9110), or with --supported the first supported locale that RFC 4647 \
            lookup finds, with the range's private-use subtags carried over. When no range matches, the fallback \
            (--locale, else und) is printed with the reason, carrying the private-use subtags of the range the \
            viewer prefers most (a preference is about names, not languages), as a server's middleware does; the \
            exit status is 0.

            Examples:
              namefmt locale EN_us@x=LinearF
              namefmt locale en-US-x-foo-linearf
              namefmt locale ja-x-linearf-gnfirst
              LANG=de_DE.UTF-8 namefmt locale
              namefmt locale --accept-language 'de-DE-x-linearf;q=0.9, en;q=0.8'
              namefmt locale --accept-language 'de-CH-x-linearf, en;q=0.5' --supported en,de
            """
    )

    @Argument(
        help: ArgumentHelp("The locale to inspect; defaults to --locale or the environment.", valueName: "tag"),
        transform: { text throws(LocaleTagError) in try LocaleTag(argument: text) }
    )
    var tag: LocaleTag?

    @Option(
        name: .customLong("accept-language"),
        help: ArgumentHelp(
            "An Accept-Language field value to take the locale from, as a server does.",
            valueName: "value"
        )
    )
    var acceptLanguage: String?

    @Option(
        name: .long,
        parsing: .singleValue,
        help: ArgumentHelp(
            "The locales a server offers, for --accept-language (comma-separated; repeatable).",
            valueName: "tags"
        ),
        transform: { text throws(LocaleTagError) in
            var tags: [LocaleTag] = []
            for item in text.split(separator: ",", omittingEmptySubsequences: false) {
                tags.append(try LocaleTag(argument: item.trimmingCharacters(in: .whitespaces)))
            }
            return tags
        }
    )
    var supported: [[LocaleTag]] = []

    @OptionGroup var options: LocaleOptions

    func validate() throws {
        if acceptLanguage != nil, tag != nil {
            throw ValidationError("Give a locale or --accept-language, not both.")
        }
        if acceptLanguage == nil, !supported.isEmpty {
            throw ValidationError("--supported needs --accept-language.")
        }
    }

    func run() throws {
        var lines: [String] = []
        let scheme = try options.scheme
        let (tag, source): (LocaleTag, String)
        if let fieldValue = acceptLanguage {
            let header = AcceptLanguage(fieldValue)
            let offered = supported.isEmpty ? nil : supported.flatMap { $0 }
            // The library's one path: the match, else the fallback with the preferred range's private-use subtags.
            let fallback = NameContext(locale: options.locale ?? NameContext.default.tag, scheme: scheme)
            let viewer = header.viewer(among: offered, fallback: fallback)
            tag = viewer?.context.tag ?? fallback.tag
            if viewer?.matched == true, let (range, _) = header.lookup(among: offered) {
                lines.append("range: \(range)")
                source = offered == nil ? "Accept-Language" : "Accept-Language, by lookup in --supported"
            } else {
                lines.append("range: none (\(header.reasonForNoMatch(among: offered)))")
                let carried = tag == fallback.tag ? "" : ", with the preferred range's private-use subtags"
                source =
                    (options.locale == nil
                        ? "fallback (the root locale; --locale sets another)" : "fallback (--locale)") + carried
            }
            lines += header.problems.filter { !$0.isWholeValue }.map { "ignored: \($0)" }
        } else if let argument = self.tag {
            (tag, source) = (argument, "argument")
        } else {
            (tag, source) = try options.resolvedLocale(environment: ProcessInfo.processInfo.environment)
        }
        let preferences = tag.namePreferences(scheme: scheme)
        let privateUse = tag.privateUseSubtags.map(\.description).joined(separator: " ")
        let fullNames =
            preferences.prefersFullName
            ? "yes (private-use subtag \"\(scheme.fullName)\")"
            : "no (no private-use subtag \"\(scheme.fullName)\")"
        let nameOrder =
            switch preferences.nameOrder {
            case .givenFirst?: "given first (private-use subtag \"\(scheme.givenFirst)\")"
            case .surnameFirst?: "surname first (private-use subtag \"\(scheme.surnameFirst)\")"
            case nil: "each name's own (no private-use subtag \"\(scheme.givenFirst)\" or \"\(scheme.surnameFirst)\")"
            }
        var output = OutputBuffer(fileDescriptor: .standardOutput)
        let ignored = lines.filter { $0.hasPrefix("ignored: ") }
        for line in lines.filter({ !$0.hasPrefix("ignored: ") }) + [
            "canonical: \(tag.identifier)",
            "source: \(source)",
            "private use: \(privateUse.isEmpty ? "(none)" : privateUse)",
            "prefers full names: \(fullNames)",
            "name order: \(nameOrder)",
        ] + ignored {
            output.appendSanitized(line)
            output.appendNewline()
        }
        try output.flush()
    }
}
