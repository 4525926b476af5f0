import Foundation

/// The CLDR formatting process for one viewer locale and one set of options, with everything that depends only
/// on the locales cached: UTS #35 Part 8, "Formatting Process".
///
/// Per name, formatting derives the name's script from its characters, then looks up — once per distinct name
/// locale and script — the formatting locale, the locale-based order and the space replacement; then it chooses
/// and fills a pattern.
final class PersonNameFormatter: Sendable {
    /// The viewer's canonical tag, such as `en-US-x-linearf`: the key it is shared under.
    let viewerTag: String
    /// The viewer's ICU locale ID, such as `en_US`.
    let viewerLocaleID: String
    /// The options asked for, the key it is shared under; ``PersonName/FormatStyle/Length/default`` and
    /// ``PersonName/FormatStyle/Formality/default`` among them.
    let length: PersonName.FormatStyle.Length
    let usage: PersonName.FormatStyle.Usage
    let formality: PersonName.FormatStyle.Formality
    /// The length and formality whose patterns it reads: ``length`` and ``formality``, with `default` resolved by
    /// the viewer's `parameterDefault` (UTS #35 Part 8: the user's language's usual length and formality).
    let patternLength: PersonName.FormatStyle.Length
    let patternFormality: PersonName.FormatStyle.Formality
    /// The viewer's locale data.
    private let viewerData: PersonNameLocaleData
    /// Whether the viewer's tag has private-use subtags, which may carry a name-order preference.
    let viewerHasPrivateUse: Bool

    /// What formatting needs to know about a name locale and script; one object, so that handing it around costs
    /// one retain.
    final class Resolution: Sendable {
        /// The name locale and script resolved.
        let key: ResolutionKey
        /// The data of the formatting locale (the viewer's, or the name's when the scripts differ).
        let data: PersonNameLocaleData
        /// The formatting locale's patterns for this formatter's length, usage and formality, by group.
        let givenFirstPatterns: [NamePattern]
        let surnameFirstPatterns: [NamePattern]
        let sortingPatterns: [NamePattern]
        /// The order `nameOrderLocales` gives the name.
        let localeOrder: PersonName.Order
        /// What replaces runs of spaces in the result, or `nil` to leave them.
        let spaceReplacement: String?
        /// The UTF-8 of ``spaceReplacement``, which this resolution owns: formatting reads it without reference
        /// counting.
        nonisolated(unsafe) let spaceReplacementUTF8: UnsafeBufferPointer<UInt8>?
        /// Fills patterns with the formatting locale's initials and the name locale's case mapping.
        let renderer: NamePatternRenderer
        /// ``renderer``, for formatting to read without a retain while it holds this resolution.
        let unretainedRenderer: BorrowedReference<NamePatternRenderer>
        /// The patterns of the three groups, in the order of ``PatternGroup/index``, not retained: the arrays above
        /// keep them alive for as long as this resolution lives, so formatting reads and passes them without
        /// reference counting.
        private nonisolated(unsafe) let unretainedPatterns: UnsafeMutableBufferPointer<BorrowedReference<NamePattern>>

        init(
            key: ResolutionKey,
            data: PersonNameLocaleData,
            formatter: PersonNameFormatter,
            localeOrder: PersonName.Order,
            spaceReplacement: String?,
            renderer: NamePatternRenderer
        ) {
            self.key = key
            self.data = data
            func patterns(_ group: PatternGroup) -> [NamePattern] {
                let usage = group == .sorting ? PersonName.FormatStyle.Usage.referring : formatter.usage
                let key = PersonNameLocaleData.PatternKey(
                    group: group,
                    length: formatter.patternLength,
                    usage: usage,
                    formality: formatter.patternFormality
                )
                return data.patterns(for: key) ?? []
            }
            givenFirstPatterns = patterns(.givenFirst)
            surnameFirstPatterns = patterns(.surnameFirst)
            sortingPatterns = patterns(.sorting)
            self.localeOrder = localeOrder
            self.spaceReplacement = spaceReplacement
            self.renderer = renderer
            spaceReplacementUTF8 = spaceReplacement.map { replacement in
                let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: replacement.utf8.count)
                _ = bytes.initialize(from: replacement.utf8)
                return UnsafeBufferPointer(bytes)
            }
            unretainedRenderer = BorrowedReference(renderer)
            let all = givenFirstPatterns + surnameFirstPatterns + sortingPatterns
            unretainedPatterns = .allocate(capacity: all.count)
            _ = unretainedPatterns.initialize(from: all.lazy.map { BorrowedReference($0) })
        }

        deinit {
            unretainedPatterns.deallocate()
            spaceReplacementUTF8?.deallocate()
        }

        /// The patterns of `group` at the formatter's options, not retained: valid while this resolution lives.
        @inline(__always)
        func unretainedPatterns(_ group: PatternGroup) -> UnsafeBufferPointer<BorrowedReference<NamePattern>> {
            let start =
                switch group {
                case .givenFirst: 0
                case .surnameFirst: givenFirstPatterns.count
                case .sorting: givenFirstPatterns.count + surnameFirstPatterns.count
                }
            let count =
                switch group {
                case .givenFirst: givenFirstPatterns.count
                case .surnameFirst: surnameFirstPatterns.count
                case .sorting: sortingPatterns.count
                }
            return UnsafeBufferPointer(rebasing: unretainedPatterns[start..<(start + count)])
        }
    }

    /// A name locale and script, the key of a formatter's resolutions.
    ///
    /// Its ``slotHash``, a cheap hash of both, picks the formatter's lock-free slot and rules out most unequal keys in
    /// one comparison; a name works it out once, when it is made (``Query``), so the usual name costs no hashing and
    /// no string when it is formatted. The cache's table hashes the key in full (``hash(into:)``), seeded as every
    /// `Hasher` is: keys made to share a slot cost only a trip through the cache's lock, never a crowded table.
    struct ResolutionKey: Hashable, Sendable {
        /// The UTF-8 of the name locale's key (``PersonName/localeKeyLength(_:)``), or `nil` for none.
        var nameLocale: [UInt8]?
        var script: Int32
        var slotHash: UInt32

        init(nameLocale: UnsafeBufferPointer<UInt8>?, script: Int32) {
            self.nameLocale = nameLocale.map(Array.init)
            self.script = script
            slotHash = Self.slotHash(nameLocale: nameLocale, script: script)
        }

        /// FNV-1a over the script and the locale's bytes, or 0xFF, never a byte of UTF-8, for no locale.
        static func slotHash(nameLocale: UnsafeBufferPointer<UInt8>?, script: Int32) -> UInt32 {
            let hash = (2_166_136_261 ^ UInt32(bitPattern: script)) &* 16_777_619
            guard let nameLocale else { return (hash ^ 0xFF) &* 16_777_619 }
            return NameBytes.hash32(nameLocale, from: hash)
        }

        /// Whether this is the key `query` asks for.
        func matches(_ query: borrowing Query) -> Bool {
            guard slotHash == query.slotHash, script == query.script else { return false }
            switch (nameLocale, query.nameLocale) {
            case (nil, nil): return true
            case (let mine?, let theirs?):
                guard mine.count == theirs.count else { return false }
                // Byte by byte: a locale key is a few bytes, shorter than a call to memcmp is worth.
                for index in mine.indices where mine[index] != theirs[index] { return false }
                return true
            default: return false
            }
        }

        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.slotHash == rhs.slotHash && lhs.script == rhs.script && lhs.nameLocale == rhs.nameLocale
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(nameLocale)
            hasher.combine(script)
        }
    }

    /// A name's locale and script as formatting asks for them: the locale's bytes where the name keeps them, so
    /// that finding a resolution seen before makes no string. Valid only while the name's storage lends them.
    struct Query: ~Copyable {
        /// The UTF-8 of the name locale's key (``PersonName/localeKeyLength(_:)``), or `nil` for none.
        let nameLocale: UnsafeBufferPointer<UInt8>?
        let script: Int32
        /// ``ResolutionKey/slotHash(nameLocale:script:)``, worked out when the name was made.
        let slotHash: UInt32
        /// The name's own ``PersonName/preferredOrder``, which the pattern's group follows.
        let preferredOrder: PersonName.Order?

        /// The key for the cache: the one place a name's locale is copied out of the name.
        var key: ResolutionKey {
            ResolutionKey(nameLocale: nameLocale, script: script)
        }
    }

    /// How many name locale and script combinations a formatter remembers before it starts again.
    static let resolutionCapacity = 256

    /// How many bytes of resolutions a formatter holds before it starts again: 64 KiB, room for 256 with short
    /// name locales.
    ///
    /// A resolution costs its name locale's bytes (up to 150, from the name, so from
    /// anywhere) and 256 bytes for the object, its renderer and the table; the locale data it points to is counted
    /// by ``PersonNameLocaleData/cache``.
    static let resolutionByteCapacity = 64 * 1024

    /// What a name locale and script resolve to, for this formatter.
    let resolutions = BoundedCache<ResolutionKey, Resolution>(
        countLimit: PersonNameFormatter.resolutionCapacity,
        byteLimit: PersonNameFormatter.resolutionByteCapacity
    ) { key, _ in
        (key.nameLocale?.count ?? 0) + 256
    }

    /// How many resolutions a formatter keeps where formatting reads them without a lock.
    static let recentCapacity = 8

    /// Resolutions read without a lock: a slot per value of the key's ``ResolutionKey/slotHash`` modulo
    /// ``recentCapacity``, each filled once, by the first resolution of its slot, and kept for the formatter's life.
    ///
    /// A name whose resolution is here costs an atomic load and a comparison of keys; any other takes the lock of
    /// ``resolutions``. The slots hold at most ``recentCapacity`` resolutions, each charged
    /// ``recentResolutionCost`` bytes in the formatter's cost in ``sharedFormatters``.
    private let recent = FillOnceSlots<8, Resolution>()

    /// What a resolution in ``recent`` is charged: its name locale's bytes at most and 256 bytes for itself.
    static let recentResolutionCost = LocaleTag.maximumLength + 256

    private init(
        viewerTag: String,
        viewerLocaleID: String,
        viewerHasPrivateUse: Bool,
        length: PersonName.FormatStyle.Length,
        usage: PersonName.FormatStyle.Usage,
        formality: PersonName.FormatStyle.Formality
    ) {
        self.viewerTag = viewerTag
        self.viewerLocaleID = viewerLocaleID
        self.viewerHasPrivateUse = viewerHasPrivateUse
        self.length = length
        self.usage = usage
        self.formality = formality
        let viewerData = PersonNameLocaleData.forLocale(viewerLocaleID)
        self.viewerData = viewerData
        patternLength = length == .default ? viewerData.defaultLength : length
        patternFormality = formality == .default ? viewerData.defaultFormality : formality
    }

    struct Key: Hashable, Sendable {
        var viewer: String
        var length: PersonName.FormatStyle.Length
        var usage: PersonName.FormatStyle.Usage
        var formality: PersonName.FormatStyle.Formality
    }

    /// How many formatters are shared before the cache starts again.
    static let sharedCapacity = 4096

    /// How many bytes of formatters are shared before the cache starts again: 64 MiB, room for about 960.
    ///
    /// A formatter costs its viewer's identifier's bytes, 1 KiB for itself and the most its resolutions may hold
    /// (``resolutionByteCapacity``, and ``recentCapacity`` times ``recentResolutionCost`` for its lock-free slots),
    /// charged up front, so that the formatters and everything they cache stay within this limit however they are
    /// used. Its locale data is counted by ``PersonNameLocaleData/cache``.
    static let sharedByteCapacity = 64 << 20

    /// The formatters by viewer and options.
    static let sharedFormatters = BoundedCache<Key, PersonNameFormatter>(
        countLimit: sharedCapacity,
        byteLimit: sharedByteCapacity
    ) { key, _ in
        key.viewer.utf8.count + 1024 + resolutionByteCapacity + recentCapacity * recentResolutionCost
    }

    /// How many formatters ``shared(viewer:length:usage:formality:)`` keeps where it reads them without a lock.
    static let recentSharedCapacity = 64

    /// Formatters read without a lock: a slot per value of the viewer's ``LocaleTag/slotHash`` and the options'
    /// ``optionsIndex(length:usage:formality:)`` modulo ``recentSharedCapacity``, each filled once, by the first
    /// formatter looked up for it, and kept for the life of the process, as the formatter's own resolution slots
    /// are. They hold at most that many formatters beyond ``sharedByteCapacity`` (each about 70 KiB at most).
    ///
    /// A style with an explicit locale and the default options (a `UserName` style's full-name style, say) finds
    /// its formatter here with an atomic load and a comparison of the tag, without a lock or a hash. Viewers that
    /// share a slot with one that came first go through the cache's lock, as every viewer did before.
    private static let recentShared = FillOnceSlots<64, PersonNameFormatter>()

    /// How many sets of options there are: a context's formatter slots.
    static let optionsCount = 36

    /// The number, below ``optionsCount``, of a set of options: one slot of a context's formatters, and part of a
    /// shared one's.
    static func optionsIndex(
        length: PersonName.FormatStyle.Length,
        usage: PersonName.FormatStyle.Usage,
        formality: PersonName.FormatStyle.Formality
    ) -> Int {
        let lengthIndex =
            switch length {
            case .long: 0
            case .medium: 1
            case .short: 2
            case .default: 3
            }
        let usageIndex =
            switch usage {
            case .referring: 0
            case .addressing: 1
            case .monogram: 2
            }
        let formalityIndex =
            switch formality {
            case .formal: 0
            case .informal: 1
            case .default: 2
            }
        return lengthIndex * 9 + usageIndex * 3 + formalityIndex
    }

    /// The formatter for a viewer and options, made on first use and shared after that.
    ///
    /// Keyed by the viewer's canonical tag; a viewer and options seen before are usually found in
    /// ``recentShared``, without a lock or a hash (the tag carries its hash). Otherwise the lookup is one hash of a
    /// short string under the cache's lock, and the tag's language, script and region are read only when the
    /// formatter is made. Callers that race to make the same formatter all get the one that was cached first, and
    /// so share its resolutions.
    static func shared(
        viewer: LocaleTag,
        length: PersonName.FormatStyle.Length,
        usage: PersonName.FormatStyle.Usage,
        formality: PersonName.FormatStyle.Formality
    ) -> PersonNameFormatter {
        let options = optionsIndex(length: length, usage: usage, formality: formality)
        let slot = recentShared.slot(for: viewer.slotHash &+ UInt32(options) &* 0x9E37_79B1)
        let recent = recentShared.object(at: slot)
        if let recent, recent.length == length, recent.usage == usage, recent.formality == formality,
            recent.viewerTag == viewer.identifier
        {
            return recent
        }
        let key = Key(viewer: viewer.identifier, length: length, usage: usage, formality: formality)
        let formatter = sharedFormatters.value(forKey: key) {
            PersonNameFormatter(
                viewerTag: viewer.identifier,
                viewerLocaleID: LanguageScriptRegion(parsing: viewer.identifier).id,
                viewerHasPrivateUse: !viewer.privateUseSubtags.isEmpty,
                length: length,
                usage: usage,
                formality: formality
            )
        }
        if recent == nil { recentShared.fill(slot, with: formatter) }
        return formatter
    }

    /// Formats a name.
    ///
    /// - Parameters:
    ///   - order: The order the style asks for; ``PersonName/FormatStyle/Order/default`` derives it.
    ///   - sanitization: Whether the name's sanitised parts are formatted, or its parts as given.
    func format(
        _ name: PersonName,
        order requested: PersonName.FormatStyle.Order,
        sanitization: NameSanitization = .sanitized
    ) -> String {
        format(name, order: requested, sanitization: sanitization, recordingParts: false) { $0.makeString() }
    }

    /// ``format(_:order:sanitization:)`` for a name's storage.
    @inline(never)
    func format(
        _ storage: PersonName.Storage,
        order requested: PersonName.FormatStyle.Order,
        sanitization: NameSanitization
    ) -> String {
        format(storage, order: requested, sanitization: sanitization, recordingParts: false) { $0.makeString() }
    }

    /// Formats a name and calls `body` with the UTF-8 of the result, without making a string; `nil`, without
    /// calling `body`, when the result is empty.
    ///
    /// - Parameters:
    ///   - order: The order the style asks for; ``PersonName/FormatStyle/Order/default`` derives it.
    ///   - sanitization: Whether the name's sanitised parts are formatted, or its parts as given.
    func withFormattedUTF8<Result>(
        _ name: PersonName,
        order requested: PersonName.FormatStyle.Order,
        sanitization: NameSanitization,
        _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result? {
        format(name, order: requested, sanitization: sanitization, recordingParts: false) { text in
            text.withUTF8 { $0.isEmpty ? nil : body($0) }
        }
    }

    /// Formats a name into an attributed string whose runs are marked with the parts they show: the same text as
    /// ``format(_:order:sanitization:)``.
    ///
    /// - Parameters:
    ///   - order: The order the style asks for; ``PersonName/FormatStyle/Order/default`` derives it.
    ///   - sanitization: Whether the name's sanitised parts are formatted, or its parts as given.
    func formatAttributed(
        _ name: PersonName,
        order requested: PersonName.FormatStyle.Order,
        sanitization: NameSanitization = .sanitized
    ) -> AttributedString {
        format(name, order: requested, sanitization: sanitization, recordingParts: true) {
            $0.makeAttributedString()
        }
    }

    /// Formats a name into a buffer, and returns what `result` makes of it.
    @inline(__always)
    private func format<Result>(
        _ name: PersonName,
        order requested: PersonName.FormatStyle.Order,
        sanitization: NameSanitization,
        recordingParts: Bool,
        _ result: (borrowing FormattedNameBuffer) -> Result
    ) -> Result {
        format(name.storage, order: requested, sanitization: sanitization, recordingParts: recordingParts, result)
    }

    /// Formats a name, given as its storage, into a buffer, and returns what `result` makes of it.
    private func format<Result>(
        _ storage: PersonName.Storage,
        order requested: PersonName.FormatStyle.Order,
        sanitization: NameSanitization,
        recordingParts: Bool,
        _ result: (borrowing FormattedNameBuffer) -> Result
    ) -> Result {
        storage.withFields(sanitization: sanitization) { fields, query in
            withResolution(query) { resolution in
                format(fields, query.preferredOrder, resolution, requested, recordingParts: recordingParts, result)
            }
        }
    }

    /// Formats `fields` with `resolution`, which the caller keeps alive: its patterns and renderer are read without
    /// reference counting.
    private func format<Result>(
        _ fields: borrowing PersonNameFields,
        _ preferredOrder: PersonName.Order?,
        _ resolution: Resolution,
        _ requested: PersonName.FormatStyle.Order,
        recordingParts: Bool,
        _ result: (borrowing FormattedNameBuffer) -> Result
    ) -> Result {
        let group = PatternChoice.group(
            requested: requested,
            usage: usage,
            preferredOrder: preferredOrder,
            localeOrder: resolution.localeOrder
        )
        return FormattedNameBuffer.withBuffer(
            spaceReplacementUTF8: resolution.spaceReplacementUTF8,
            recordingParts: recordingParts
        ) { text in
            if let pattern = PatternChoice.best(of: resolution.unretainedPatterns(group), for: fields) {
                resolution.unretainedRenderer.withObject { renderer in
                    pattern.withObject { renderer.render($0, fields, into: &text) }
                }
            }
            if text.isEmpty {
                fallback(fields, group: group, resolution, into: &text)
            }
            return result(text)
        }
    }

    /// What a name with a given name or a surname shows when the chosen pattern leaves nothing of it (a formal
    /// addressing pattern asks for title and surname, and the person has only a given name, say).
    ///
    /// A monogram falls back to the first grapheme cluster of the given name (else the informal given name, the
    /// surname, the second surname) in capitals. Anything else takes the pattern
    /// ``PatternChoice/fallback(_:group:in:length:usage:formality:)`` chooses, the first fallback format whose pattern
    /// shows one of the name's parts whole, never a bare initial; when none does, the given name or surname as it
    /// is (see <doc:PersonNameFormatting>, step 10).
    private func fallback(
        _ fields: borrowing PersonNameFields,
        group: PatternGroup,
        _ resolution: Resolution,
        into text: inout FormattedNameBuffer
    ) {
        let lone = fields.given ?? fields.givenInformal ?? fields.plainSurname ?? fields.surname2
        guard let lone else { return }
        let lonePart: PersonName.Part =
            if fields.given != nil || fields.givenInformal != nil {
                .given
            } else if fields.plainSurname != nil {
                .surname
            } else {
                .surname2
            }
        if usage == .monogram {
            if let head = NameBytes.firstCharacter(lone) {
                text.startPart(lonePart, abbreviation: .monogram)
                text.append(resolution.renderer.uppercased(String(head)))
            }
            return
        }
        if let pattern = PatternChoice.fallback(
            fields,
            group: group,
            in: resolution.data,
            length: patternLength,
            usage: usage,
            formality: patternFormality
        ) {
            resolution.renderer.render(pattern, fields, into: &text)
            return
        }
        text.startPart(lonePart)
        text.append(bytes: lone)
    }

    /// Calls `body` with the formatting locale, order and spacing for a name locale and script, from the cache when
    /// seen before.
    ///
    /// A resolution in ``recent`` is read in place, neither retained nor released: the slot keeps it for as long as
    /// this formatter lives, and the formatter outlives the call.
    @inline(__always)
    private func withResolution<Result>(_ query: borrowing Query, _ body: (Resolution) -> Result) -> Result {
        let slot = recent.slot(for: query.slotHash)
        if let cached = recent.borrowedObject(at: slot), cached.withObject({ $0.key.matches(query) }) {
            return cached.withObject(body)
        }
        return body(resolve(query, slot: slot))
    }

    /// The resolution for a name locale and script that is not in its slot of ``recent``, from the cache when seen
    /// before; it fills the slot when the slot is empty.
    @inline(never)
    private func resolve(_ query: borrowing Query, slot: Int) -> Resolution {
        let key = query.key
        let resolution = resolutions.value(forKey: key) { resolveUncached(key) }
        if recent.borrowedObject(at: slot) == nil { recent.fill(slot, with: resolution) }
        return resolution
    }

    /// The formatting locale, the locale-based order, the space replacement and the renderer for a name locale
    /// and script.
    private func resolveUncached(_ key: ResolutionKey) -> Resolution {
        let locale = FormattingLocale(
            viewer: viewerData,
            nameLocale: key.nameLocale.map { String(decoding: $0, as: UTF8.self) },
            script: key.script
        )
        return Resolution(
            key: key,
            data: locale.data,
            formatter: self,
            localeOrder: locale.data.nameOrder(forOrderingLocale: locale.orderingLocale),
            spaceReplacement: locale.spaceReplacement,
            renderer: NamePatternRenderer(
                initialPattern: locale.data.initialPattern,
                initialSequencePattern: locale.data.initialSequencePattern,
                casingLocaleID: locale.casingLocaleID
            )
        )
    }
}
