/// Where the CLDR pattern for a name is chosen: UTS #35 Part 8, "Derive the name order", "Choose a namePattern",
/// and the fallback that keeps a name with a given name or surname from formatting as the empty string.
///
/// ``PersonNameFormatter`` asks, in order: which group of patterns (``group(requested:usage:preferredOrder:localeOrder:)``),
/// which pattern of that group (``best(of:for:)``), and, when that pattern leaves nothing of the name, which
/// other format's pattern shows it (``fallback(_:group:in:length:usage:formality:)``).
/// ``NamePatternRenderer`` then fills the chosen pattern.
enum PatternChoice {
    /// The group of patterns a name is formatted with: the sorting patterns when asked for (monograms have none),
    /// the order the style asks for, or else the name's own preferred order, else the order `nameOrderLocales`
    /// gives its locale.
    static func group(
        requested: PersonName.FormatStyle.Order,
        usage: PersonName.FormatStyle.Usage,
        preferredOrder: PersonName.Order?,
        localeOrder: PersonName.Order
    ) -> PatternGroup {
        switch requested {
        case .sorting where usage != .monogram: .sorting
        case .givenFirst: .givenFirst
        case .surnameFirst: .surnameFirst
        case .default, .sorting: (preferredOrder ?? localeOrder) == .givenFirst ? .givenFirst : .surnameFirst
        }
    }

    /// How many fields of `pattern` the name fills, and how many it leaves empty.
    static func population(of pattern: NamePattern, in fields: borrowing PersonNameFields) -> (filled: Int, empty: Int)
    {
        var filled = 0
        for reference in pattern.fields where fields.hasValue(of: reference, givenAsSurname: false) {
            filled += 1
        }
        return (filled, pattern.fields.count - filled)
    }

    /// Picks the pattern with the most filled fields, then the fewest empty ones, then the alphabetically least
    /// (UTS #35, "Choose a namePattern").
    static func best(of patterns: [NamePattern], for fields: borrowing PersonNameFields) -> NamePattern? {
        guard patterns.count > 1 else { return patterns.first }
        var best: (pattern: NamePattern, filled: Int, empty: Int)?
        for pattern in patterns {
            let (filled, empty) = population(of: pattern, in: fields)
            guard let current = best else {
                best = (pattern, filled, empty)
                continue
            }
            if filled > current.filled
                || (filled == current.filled
                    && (empty < current.empty || (empty == current.empty && pattern.text < current.pattern.text)))
            {
                best = (pattern, filled, empty)
            }
        }
        return best?.pattern
    }

    /// ``best(of:for:)-([NamePattern],_)`` for patterns that their owner keeps alive while this runs: reads them and
    /// returns the one chosen without reference counting.
    static func best(
        of patterns: UnsafeBufferPointer<BorrowedReference<NamePattern>>,
        for fields: borrowing PersonNameFields
    ) -> BorrowedReference<NamePattern>? {
        guard patterns.count > 1 else { return patterns.first }
        var best: (pattern: BorrowedReference<NamePattern>, filled: Int, empty: Int)?
        for candidate in patterns {
            let (filled, empty) = candidate.withObject { population(of: $0, in: fields) }
            guard let current = best else {
                best = (candidate, filled, empty)
                continue
            }
            if filled > current.filled
                || (filled == current.filled
                    && (empty < current.empty
                        || (empty == current.empty
                            && candidate.withObject { pattern in
                                current.pattern.withObject { pattern.text < $0.text }
                            })))
            {
                best = (candidate, filled, empty)
            }
        }
        return best?.pattern
    }

    /// Whether `pattern`, filled with `fields`, shows one of the name's parts whole: a given name, second given
    /// name, surname or second surname that has a value and is not reduced to an initial, a monogram or a prefix.
    static func showsWholeNamePart(_ pattern: NamePattern, _ fields: borrowing PersonNameFields) -> Bool {
        let givenAsSurname = fields.lacksSurname && !pattern.showsFullGivenName
        for reference in pattern.fields where reference.isWholeNamePart {
            if fields.hasValue(of: reference, givenAsSurname: givenAsSurname) { return true }
        }
        return false
    }

    /// The pattern of the first of ``fallbackFormats(length:usage:formality:)`` whose best pattern shows one of the
    /// name's parts whole, or `nil` when none does.
    static func fallback(
        _ fields: borrowing PersonNameFields,
        group: PatternGroup,
        in data: PersonNameLocaleData,
        length: PersonName.FormatStyle.Length,
        usage: PersonName.FormatStyle.Usage,
        formality: PersonName.FormatStyle.Formality
    ) -> NamePattern? {
        for format in fallbackFormats(length: length, usage: usage, formality: formality) {
            let key = PersonNameLocaleData.PatternKey(
                group: group,
                length: format.length,
                usage: group == .sorting ? .referring : format.usage,
                formality: format.formality
            )
            guard let patterns = data.patterns(for: key),
                let pattern = best(of: patterns, for: fields),
                showsWholeNamePart(pattern, fields)
            else { continue }
            return pattern
        }
        return nil
    }

    typealias FallbackFormat = (
        length: PersonName.FormatStyle.Length,
        usage: PersonName.FormatStyle.Usage,
        formality: PersonName.FormatStyle.Formality
    )

    /// The formats the never-empty fallback tries, in order: the same usage and formality at each longer length;
    /// referring at the same formality, from the same length up; the same usage, formal, from the same length up;
    /// referring formal, from the same length up.
    static func fallbackFormats(
        length: PersonName.FormatStyle.Length,
        usage: PersonName.FormatStyle.Usage,
        formality: PersonName.FormatStyle.Formality
    ) -> [FallbackFormat] {
        let lengths: [PersonName.FormatStyle.Length] = [.short, .medium, .long]
        let from = lengths[(lengths.firstIndex(of: length) ?? 0)...]
        var formats = from.dropFirst().map { ($0, usage, formality) }
        formats += from.map { ($0, PersonName.FormatStyle.Usage.referring, formality) }
        formats += from.map { ($0, usage, PersonName.FormatStyle.Formality.formal) }
        formats += from.map { ($0, PersonName.FormatStyle.Usage.referring, PersonName.FormatStyle.Formality.formal) }
        return formats
    }

}
