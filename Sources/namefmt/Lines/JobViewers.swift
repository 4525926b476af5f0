import NameFormat

/// The viewers of `namefmt message`'s jobs: each distinct `locale` is read (`LocaleTag(argument:)`) and resolved
/// under the run's scheme once, and every later job with the same text takes the same `NameContext`, with the
/// formatters and catalog readings it has filled.
///
/// A fan-out has a locale per recipient, but few distinct ones; reading each job's tag again was most of the time of
/// a job. The texts come from input, so the package's one bounded cache holds them: a flood of distinct locales
/// costs what reading each costs, and memory stays bounded. A text that is not a locale is read again each time.
struct JobViewers: Sendable {
    /// The scheme every job's locale is read under: the run's.
    let scheme: NamePreferenceScheme

    /// The viewers by the `locale` text their jobs gave, for texts that are locales (read by the tests).
    let cache = BoundedCache<String, NameContext>(countLimit: 256, byteLimit: 256 << 10) { text, viewer in
        // The text and tag, and an allowance for the context, its filled slots and the table's share.
        text.utf8.count + viewer.tag.identifier.utf8.count + 512
    }

    init(scheme: NamePreferenceScheme) {
        self.scheme = scheme
    }

    /// The viewer of a job whose `locale` is `text`.
    ///
    /// - Throws: `InputLineError` naming the text (quoted, escaped) and why it is not a locale.
    func viewer(forLocale text: String) throws(InputLineError) -> NameContext {
        if let cached = cache[text] { return cached }
        let tag: LocaleTag
        do {
            tag = try LocaleTag(argument: text)
        } catch {
            throw InputLineError(
                message: "\"locale\" \(InputQuoting.quoted(text, limit: InputQuoting.maximumQuotedScalars)) "
                    + "is not a locale (\(error))"
            )
        }
        return cache.insert(NameContext(locale: tag, scheme: scheme), forKey: text)
    }
}
