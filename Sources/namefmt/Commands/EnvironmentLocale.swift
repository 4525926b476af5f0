import NameFormat

/// The viewer's locale when `--locale` is not given: from `LC_ALL`, `LC_MESSAGES`, then `LANG`, as POSIX says.
///
/// Foundation's `Locale.current` on Linux ignores these variables, so the command reads them itself. The first
/// one that is set and not empty wins. A POSIX value such as `de_DE.UTF-8` or `sr_RS@latin` loses its codeset
/// (`.UTF-8`) and its modifier (`@latin`), which are not part of a locale identifier; ICU keywords (`@x=linearf`)
/// are kept. The C/POSIX locale (`C`, `POSIX`, `C.UTF-8`, `C.utf8`, in any case) means "no particular language":
/// the root locale `und`, with its ICU keywords kept (`C.UTF-8@x=linearf` is `und-x-linearf`). `--locale` and
/// the `locale` subcommand's argument read it the same way (`LocaleTag(argument:)`).
struct EnvironmentLocale {
    /// The variables read, in order of precedence.
    static let variables = ["LC_ALL", "LC_MESSAGES", "LANG"]

    /// The locale used when no variable names one: the root locale, with no preferences.
    static let defaultIdentifier = "und"

    /// The tag found and where it came from, such as `LANG="de_DE.UTF-8"` (the value quoted and escaped); `nil`
    /// source means the default.
    let tag: LocaleTag
    let source: String?

    /// An environment variable that does not hold a locale.
    struct InvalidVariable: Error, CustomStringConvertible {
        let name: String
        let value: String
        let reason: LocaleTagError

        var description: String {
            "\(name)=\(InputQuoting.quoted(value)) does not name a locale (\(reason)) Set \(name) to a locale such as "
                + "en_US.UTF-8, or pass --locale."
        }
    }

    /// Reads the locale from `environment`.
    ///
    /// - Throws: ``InvalidVariable`` naming the variable whose value is not a locale.
    init(environment: [String: String]) throws(InvalidVariable) {
        for name in Self.variables {
            guard let value = environment[name], !value.isEmpty else { continue }
            do {
                self.tag = try LocaleTag(Self.localeIdentifier(fromPOSIX: value))
                self.source = "\(name)=\(InputQuoting.quoted(value))"
                return
            } catch {
                throw InvalidVariable(name: name, value: value, reason: error)
            }
        }
        self.tag = LocaleTag.root
        self.source = nil
    }

    /// The locale identifier in a POSIX locale value: without its codeset and POSIX modifier, and `und` for the
    /// C/POSIX locale.
    static func localeIdentifier(fromPOSIX value: String) -> String {
        let (name, keywords) = parts(of: value)
        return String((isCLocale(name) ? Substring(defaultIdentifier) : name) + keywords)
    }

    /// The locale identifier in a `--locale` value or argument: `und` for the C/POSIX locale, with its ICU keywords;
    /// anything else as it is, since ICU reads `de_DE.UTF-8` and `sr_RS@latin` itself.
    static func localeIdentifier(fromArgument value: String) -> String {
        let (name, keywords) = parts(of: value)
        return isCLocale(name) ? defaultIdentifier + keywords : value
    }

    /// A POSIX value `name[.codeset][@modifier]` as its name without the codeset, and its ICU keywords (`@x=linearf`,
    /// or "" for none and for a POSIX modifier such as `@euro`, which has no `=`).
    private static func parts(of value: String) -> (name: Substring, keywords: Substring) {
        var name = Substring(value)
        var keywords: Substring = ""
        if let at = name.firstIndex(of: "@") {
            if name[at...].contains("=") { keywords = name[at...] }
            name = name[..<at]
        }
        if let dot = name.firstIndex(of: ".") { name = name[..<dot] }
        return (name, keywords)
    }

    /// Whether `name` (without codeset) is `C` or `POSIX`, in any case.
    private static func isCLocale(_ name: Substring) -> Bool {
        name.lowercased() == "c" || name.lowercased() == "posix"
    }
}

extension LocaleTag {
    /// Parses a locale given on the command line, where `C`, `POSIX` and `C.UTF-8` (with or without ICU keywords)
    /// mean the root locale `und`, as they do in the environment.
    ///
    /// - Throws: `LocaleTagError` when the value is not a well-formed locale.
    init(argument: String) throws(LocaleTagError) {
        try self.init(EnvironmentLocale.localeIdentifier(fromArgument: argument))
    }

    /// The root locale `und`.
    static let root: LocaleTag = {
        do { return try LocaleTag(EnvironmentLocale.defaultIdentifier) } catch { fatalError("\(error)") }
    }()
}
