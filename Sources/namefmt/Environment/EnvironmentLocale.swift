import NameFormat

/// The viewer's locale when `--locale` is not given: from `LC_ALL`, `LC_MESSAGES`, then `LANG`, as POSIX says.
///
/// Foundation's `Locale.current` on Linux ignores these variables, so the command reads them itself. The first
/// one that is set and not empty wins. `C`, `POSIX` and `C.<codeset>` mean "no particular locale" and give the
/// default. A POSIX value such as `de_DE.UTF-8` or `sr_RS@latin` loses its codeset (`.UTF-8`) and its modifier
/// (`@latin`), which are not part of a locale identifier; ICU keywords (`@x=linearf`) are kept.
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
            "\(name)=\(MessageQuoting.quoted(value)) does not name a locale (\(reason)) Set \(name) to a locale such as "
                + "en_US.UTF-8, or pass --locale."
        }
    }

    /// Reads the locale from `environment`.
    ///
    /// - Throws: ``InvalidVariable`` naming the variable whose value is not a locale.
    init(environment: [String: String]) throws(InvalidVariable) {
        for name in Self.variables {
            guard let value = environment[name], !value.isEmpty else { continue }
            guard let identifier = Self.localeIdentifier(fromPOSIX: value) else { break }
            do {
                self.tag = try LocaleTag(identifier)
                self.source = "\(name)=\(MessageQuoting.quoted(value))"
                return
            } catch {
                throw InvalidVariable(name: name, value: value, reason: error)
            }
        }
        self.tag = LocaleTag.root
        self.source = nil
    }

    /// The locale identifier in a POSIX locale value, or `nil` for the C/POSIX locale.
    static func localeIdentifier(fromPOSIX value: String) -> String? {
        if value == "C" || value == "POSIX" || value.hasPrefix("C.") { return nil }
        var identifier = Substring(value)
        var keywords: Substring = ""
        if let at = identifier.firstIndex(of: "@") {
            let modifier = identifier[identifier.index(after: at)...]
            // ICU keywords have "="; a POSIX modifier (@euro, @latin) has none and is dropped.
            if modifier.contains("=") { keywords = identifier[at...] }
            identifier = identifier[..<at]
        }
        if let dot = identifier.firstIndex(of: ".") { identifier = identifier[..<dot] }
        return String(identifier + keywords)
    }
}

extension LocaleTag {
    /// The root locale `und`.
    static let root: LocaleTag = {
        do { return try LocaleTag(EnvironmentLocale.defaultIdentifier) } catch { fatalError("\(error)") }
    }()
}
