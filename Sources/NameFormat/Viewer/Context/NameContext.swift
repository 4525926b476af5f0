public import Foundation
import Synchronization

/// The viewer's locale for every name formatted in a scope of work, carried by a task-local value.
///
/// A request handler binds the viewer's locale once; every name formatted below it — in the handler, in the
/// functions it calls, in child tasks, task groups and `async let` — uses it without being told:
///
/// ```swift
/// try await withNameLocale(AcceptLanguage(acceptLanguageField).nameContext()) {
///     let body = "Assigned to \(ticket.assignee)"  // formatted for this viewer
///     try await mailer.send(body)
/// }
/// ```
///
/// The context is resolved when it is bound: ICU canonicalizes the locale then, and formatting a name later only
/// reads the resolved preferences.
///
/// A server that takes the viewer from a request binds the context that ``AcceptLanguage`` reads from the
/// `Accept-Language` field, or one made from a parsed ``LocaleTag`` it stored for the user
/// (`NameContext(locale: try LocaleTag(account.localeIdentifier))`): neither makes a Foundation `Locale`, which
/// Foundation on Linux would keep for the life of the process, one per distinct identifier.
///
/// ## What inherits the context
/// - Child tasks, task groups, `async let` and unstructured `Task { }` created inside the scope inherit it.
/// - `Task.detached` and work sent to a `DispatchQueue` do **not** inherit task-local values. Capture the context
///   before escaping and let the work carry it (see `carrying(_:)`):
///   ```swift
///   let context = NameContext.current
///   Task.detached(operation: context.carrying { await notify(user) })
///   DispatchQueue.global().async(execute: context.carrying { log("\(user)") })
///   ```
/// - Outside any binding, ``current`` is ``default``: the root locale `und`, with no preferences, so names show
///   as display names.
public struct NameContext: Hashable, Sendable, LocaleTagConvertible, CustomStringConvertible {
    /// The viewer's locale: the one the context was made with, or a `Locale` made from its tag.
    ///
    /// A context made from a ``LocaleTag`` makes a Foundation `Locale` each time this is read; formatting never
    /// reads it.
    public var locale: Locale { storage.locale ?? storage.tag.locale }

    /// Which private-use subtags mean which preference.
    public var scheme: NamePreferenceScheme { storage.scheme }

    /// The preferences the locale carries under the scheme, resolved once when the context was made.
    public var preferences: NamePreferences { storage.preferences }

    /// The viewer's locale as its canonical tag, which a server can pass on or change without making a Foundation
    /// `Locale`:
    ///
    /// ```swift
    /// withNameLocale(NameContext.current.localeTag.preferringFullNames()) {
    ///     auditLog.append("\(user) signed in")  // full names, whatever the viewer's language
    /// }
    /// ```
    public var localeTag: LocaleTag { storage.tag }

    /// ``localeTag``, by its shorter name inside the package.
    package var tag: LocaleTag { storage.tag }

    /// The other languages the viewer reads, best first, after the language of ``localeTag``: the further ranges
    /// of the `Accept-Language` field value the context was read from, which a message catalog without the
    /// viewer's first language turns to before its source language. Empty for a context made from one locale.
    package var languages: [LocaleTag] { storage.languages }

    /// ``languages``' identifiers joined by commas: empty, or a key that tells apart the lists of two contexts of
    /// one tag.
    package var languagesKey: String { storage.languagesKey }

    /// Whether the viewer's language is written right to left, which decides where names are isolated in text
    /// (see ``BidiIsolation``).
    public var isRightToLeft: Bool { storage.isRightToLeft }

    /// Everything in one immutable object, so that reading the task-local value costs one retain, not one per
    /// field: interpolation reads it for every name.
    @usableFromInline
    final class Storage: Sendable {
        let locale: Locale?
        let scheme: NamePreferenceScheme
        let tag: LocaleTag
        let preferences: NamePreferences
        let isRightToLeft: Bool
        let languages: [LocaleTag]
        let languagesKey: String
        /// The person-name formatters for this viewer, one slot per length, usage and formality
        /// (``personNameFormatter(length:usage:formality:)``): looked up in the shared cache the first time, read
        /// without a lock or a hash after.
        let personNameFormatters = FillOnceSlots<36, PersonNameFormatter>()
        /// What other targets of the package keep for this viewer, a slot per key (``withSlotObject(_:hasKey:orMake:_:)``; the
        /// messages keep what the viewer reads of each catalog): read without a lock or a hash once filled. The
        /// context holds no state of theirs beyond these opaque objects.
        @usableFromInline let slotObjects = FillOnceSlots<4, any AnyObject & Sendable>()
        /// Whether the slots are filled only within ``NameContext/pinnedSlotLimit``: true for the contexts the
        /// locale resolver keeps (for styles and for tags passed to catalogs), which live as long as its cache does,
        /// not as long as a binding.
        let pinsWithinLimit: Bool
        /// How many of the slots this context filled within the limit, given back when it goes.
        let pinned = Atomic<Int>(0)

        deinit {
            let count = pinned.load(ordering: .acquiring)
            if count > 0 { NameContext.pinnedSlots.subtract(count, ordering: .sequentiallyConsistent) }
        }

        init(
            locale: Locale?,
            tag: LocaleTag,
            scheme: NamePreferenceScheme,
            languages: [LocaleTag] = [],
            pinsWithinLimit: Bool = false
        ) {
            self.locale = locale
            self.scheme = scheme
            self.tag = tag
            self.languages = languages
            self.languagesKey = languages.map(\.identifier).joined(separator: ",")
            self.pinsWithinLimit = pinsWithinLimit
            self.preferences = tag.namePreferences(scheme: scheme)
            self.isRightToLeft = LocaleDirection.isRightToLeft(tag)
        }
    }

    @usableFromInline var storage: Storage

    /// The most objects the resolver's contexts keep in their slots, all together: 256. A person-name formatter is
    /// charged at most about 70 KiB in the shared formatters' cache, and a catalog reading holds four ICU objects
    /// charged about 4 KiB each in theirs, so they pin at most about 18 MiB beyond those caches' limits. Past it, a
    /// style's formatter is looked up among the shared formatters on each format, and a catalog's reading among the
    /// catalog's.
    static let pinnedSlotLimit = 256

    /// How many slots the resolver's contexts have filled now, all together.
    private static let pinnedSlots = Atomic<Int>(0)

    /// ``pinnedSlots``, for the tests.
    static var pinnedSlotCount: Int { pinnedSlots.load(ordering: .acquiring) }

    /// Creates a context for a viewer's locale.
    ///
    /// ```swift
    /// let context = NameContext(locale: try LocaleTag(account.localeIdentifier))
    /// ```
    ///
    /// - Parameters:
    ///   - locale: The viewer's locale, carrying their preferences in its private-use subtags: a `LocaleTag`, which
    ///     makes no Foundation `Locale`, or a `Locale`. A context given here keeps its own locale, and `scheme`
    ///     replaces its scheme.
    ///   - scheme: Which subtags mean which preference.
    public init(locale: some LocaleTagConvertible, scheme: NamePreferenceScheme = .default) {
        if let context = locale as? NameContext, context.scheme == scheme {
            self = context
            return
        }
        let foundation = (locale as? NameContext)?.storage.locale ?? locale.foundationLocale
        let tag = foundation.map(LocaleResolver.tag(for:)) ?? locale.localeTag
        let languages = (locale as? NameContext)?.languages ?? []
        self.storage = Storage(locale: foundation, tag: tag, scheme: scheme, languages: languages)
    }

    /// This context, reading `languages` after its own language: see ``languages``. The list is kept to
    /// ``AcceptLanguage/Limits/default``'s number of ranges, without this context's own language and repeats.
    package func readingLanguages(_ languages: [LocaleTag]) -> NameContext {
        let own = LocaleTag.partBeforePrivateUse(of: tag.identifier)
        var kept: [LocaleTag] = []
        var seen: Set<Substring> = [own]
        for language in languages where kept.count < AcceptLanguage.Limits.default.maximumRanges {
            if seen.insert(LocaleTag.partBeforePrivateUse(of: language.identifier)).inserted { kept.append(language) }
        }
        guard kept != storage.languages else { return self }
        var copy = self
        copy.storage = Storage(locale: storage.locale, tag: tag, scheme: scheme, languages: kept)
        return copy
    }

    /// The context `withNameLocale(_:scheme:operation:)` binds: a context given as it is (with `scheme` when one
    /// is given), and any other locale under `scheme` or, without one, the enclosing binding's scheme.
    /// Inlinable, so that another target of the package specializes it for its type and casts nothing at run time.
    @inlinable
    package static func binding(_ locale: some LocaleTagConvertible, scheme: NamePreferenceScheme?) -> NameContext {
        if let context = locale as? NameContext {
            return scheme.map { NameContext(locale: context, scheme: $0) } ?? context
        }
        return NameContext(locale: locale, scheme: scheme ?? boundScheme)
    }

    /// A context for `locale` under the default scheme, made from the resolver's answer: the explicit viewer of a
    /// style, which ``LocaleResolver`` keeps so that making a style allocates nothing.
    init(resolving locale: Locale?, tag: LocaleTag) {
        self.storage = Storage(locale: locale, tag: tag, scheme: .default, pinsWithinLimit: true)
    }

    /// The context used where none is bound: the root locale `und`, default scheme, no preferences.
    public static let `default` = NameContext(locale: LocaleTag.root)

    /// The context bound to the current task, or ``default`` where none is.
    ///
    /// Reading it is cheap: one task-local lookup.
    public static var current: NameContext { Bound.context ?? .default }

    /// What formatting reads of the bound context: the full-name preference, whether the scheme is the default one,
    /// and the direction, in one byte.
    ///
    /// Interpolation reads it for every name. A task-local value is copied out on each read, and copying a context
    /// retains its storage (an atomic operation that costs more than the lookup), so the hot paths read this plain
    /// value instead, which ``bind(_:operation:)`` binds beside ``current``.
    struct FormattingInputs: Hashable, Sendable {
        private let bits: UInt8

        init(prefersFullName: Bool, hasDefaultScheme: Bool, isRightToLeft: Bool) {
            bits = (prefersFullName ? 1 : 0) | (hasDefaultScheme ? 2 : 0) | (isRightToLeft ? 4 : 0)
        }

        /// Whether the bound locale asks for full names under the bound scheme.
        package var prefersFullName: Bool { bits & 1 != 0 }
        /// Whether the bound scheme is ``NamePreferenceScheme/default``; when it is not, it is ``current``'s.
        var hasDefaultScheme: Bool { bits & 2 != 0 }
        /// Whether the bound locale is written right to left.
        package var isRightToLeft: Bool { bits & 4 != 0 }
    }

    /// The formatting inputs of ``current``: outside any binding, those of ``default``.
    static var formattingInputs: FormattingInputs { Bound.formattingInputs }

    /// The scheme of ``current``, without a task-local lookup while no context with another scheme is bound
    /// anywhere in the process, which is the usual case.
    @usableFromInline
    package static var boundScheme: NamePreferenceScheme {
        otherSchemeBindings.load(ordering: .acquiring) == 0 ? .default : current.scheme
    }

    /// How many bindings of a context whose scheme is not ``NamePreferenceScheme/default`` are open now.
    private static let otherSchemeBindings = Atomic<Int>(0)

    /// Counts `context`'s binding in ``otherSchemeBindings`` while `operation` runs, when its scheme is not the
    /// default.
    private static func counting<Value, Failure: Error>(
        _ context: NameContext,
        _ operation: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        guard context.scheme != .default else { return try operation() }
        otherSchemeBindings.add(1, ordering: .sequentiallyConsistent)
        defer { otherSchemeBindings.subtract(1, ordering: .sequentiallyConsistent) }
        return try operation()
    }

    /// The shared person-name formatter for this context's viewer and the given options, from the context's own
    /// slots once it has been looked up: formatting in a bound context takes no lock and hashes nothing.
    func personNameFormatter(
        length: PersonName.FormatStyle.Length,
        usage: PersonName.FormatStyle.Usage,
        formality: PersonName.FormatStyle.Formality
    ) -> PersonNameFormatter {
        let index = PersonNameFormatter.optionsIndex(length: length, usage: usage, formality: formality)
        if let formatter = storage.personNameFormatters.object(at: index) { return formatter }
        let formatter = PersonNameFormatter.shared(viewer: tag, length: length, usage: usage, formality: formality)
        fill { storage.personNameFormatters.fill(index, with: formatter) }
        return storage.personNameFormatters.object(at: index) ?? formatter
    }

    /// Fills one of this context's slots with `fill`, which tells whether it filled the slot: always for a context
    /// of a binding, and for one of the resolver's contexts only while fewer than ``pinnedSlotLimit`` slots
    /// are filled in all such contexts.
    @inline(__always)
    private func fill(_ fill: () -> Bool) {
        guard storage.pinsWithinLimit else {
            _ = fill()
            return
        }
        if Self.pinnedSlots.add(1, ordering: .sequentiallyConsistent).newValue <= Self.pinnedSlotLimit,
            fill()
        {
            storage.pinned.add(1, ordering: .sequentiallyConsistent)
        } else {
            Self.pinnedSlots.subtract(1, ordering: .sequentiallyConsistent)
        }
    }

    /// Calls `body` with the object of type `Object` that another target of the package keeps for this viewer under
    /// `key` (the messages keep what the viewer reads of a catalog, under the catalog's number): read in place from
    /// the context's own slot once filled, neither retained nor released (the slot keeps it for as long as this
    /// context lives, and this context outlives the call); else what `make` works out, offered to the slot. The
    /// context knows nothing of these objects but their type and `key` (`hasKey` reads it), so it holds no state of
    /// theirs. The first object to take a slot keeps it for as long as the context lives; the contexts the locale
    /// resolver keeps (for styles, and for a tag passed to a catalog) fill theirs within ``pinnedSlotLimit``, as they
    /// fill their formatters' slots.
    @inlinable @inline(__always)
    package func withSlotObject<Object: AnyObject & Sendable, Result, Failure: Error>(
        _ key: UInt64,
        hasKey: (Object) -> Bool,
        orMake make: () -> Object,
        _ body: (Object) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let slot = storage.slotObjects.slot(for: UInt32(truncatingIfNeeded: key))
        if let object = storage.slotObjects.borrowedObject(at: slot) {
            // A slot holds any target's object: it is this caller's when it is of its type and has its key.
            let mine = object.withObject { object in
                ObjectIdentifier(type(of: object)) == ObjectIdentifier(Object.self)
                    && hasKey(unsafeDowncast(object, to: Object.self))
            }
            if mine {
                return try withExtendedLifetime(storage) { () throws(Failure) -> Result in
                    try object.withObject { (object) throws(Failure) -> Result in
                        try body(unsafeDowncast(object, to: Object.self))
                    }
                }
            }
        }
        let made = make()
        keep(made, inSlot: slot)
        return try withExtendedLifetime(made) { () throws(Failure) -> Result in try body(made) }
    }

    /// Offers `object` to the slot `slot` while it is empty; out of line, so that the read of a filled slot stays
    /// small enough to inline.
    @usableFromInline @inline(never)
    func keep(_ object: any AnyObject & Sendable, inSlot slot: Int) {
        if storage.slotObjects.borrowedObject(at: slot) == nil {
            fill { storage.slotObjects.fill(slot, with: object) }
        }
    }

    /// Calls `body` with ``personNameFormatter(length:usage:formality:)``, read in place from the context's slot
    /// once it is filled: the slot keeps the formatter for as long as this context lives, and this context outlives
    /// the call, so the formatter is neither retained nor released.
    @inline(__always)
    func withPersonNameFormatter<Result>(
        length: PersonName.FormatStyle.Length,
        usage: PersonName.FormatStyle.Usage,
        formality: PersonName.FormatStyle.Formality,
        _ body: (PersonNameFormatter) -> Result
    ) -> Result {
        let index = PersonNameFormatter.optionsIndex(length: length, usage: usage, formality: formality)
        if let formatter = storage.personNameFormatters.borrowedObject(at: index) {
            return withExtendedLifetime(storage) { formatter.withObject(body) }
        }
        return body(personNameFormatter(length: length, usage: usage, formality: formality))
    }

    /// Calls `body` with the formatter for `style`'s length, usage and formality and the order to ask it for, the
    /// viewer's preference read with `style`'s scheme, else `scheme`; the formatter is read in place, as
    /// ``withPersonNameFormatter(length:usage:formality:_:)`` reads it.
    @inline(__always)
    func withPersonNameFormatter<Result>(
        for style: PersonName.FormatStyle,
        scheme: @autoclosure () -> NamePreferenceScheme,
        _ body: (PersonNameFormatter, PersonName.FormatStyle.Order) -> Result
    ) -> Result {
        let order = style.order(for: self, scheme: style.scheme ?? scheme())
        return withPersonNameFormatter(length: style.length, usage: style.usage, formality: style.formality) {
            body($0, order)
        }
    }

    /// This context's ``FormattingInputs``.
    var formattingInputs: FormattingInputs {
        FormattingInputs(
            prefersFullName: preferences.prefersFullName,
            hasDefaultScheme: scheme == .default,
            isRightToLeft: isRightToLeft
        )
    }

    /// Binds `context` and its formatting inputs for the duration of `operation`.
    package static func bind<Value, Failure: Error>(
        _ context: NameContext,
        operation: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        let outcome = counting(context) {
            Bound.$context.withValue(context) {
                Bound.$formattingInputs.withValue(context.formattingInputs) {
                    Result { () throws(Failure) -> Value in try operation() }
                }
            }
        }
        return try outcome.get()
    }

    /// Binds `context` and its formatting inputs for the duration of `operation`, on the caller's executor.
    package nonisolated(nonsending) static func bind<Value, Failure: Error>(
        _ context: NameContext,
        operation: nonisolated(nonsending) () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let countsScheme = context.scheme != .default
        if countsScheme { otherSchemeBindings.add(1, ordering: .sequentiallyConsistent) }
        defer { if countsScheme { otherSchemeBindings.subtract(1, ordering: .sequentiallyConsistent) } }
        let outcome: Result<Value, Failure> = await Bound.$context.withValue(context) {
            await Bound.$formattingInputs.withValue(context.formattingInputs) {
                do throws(Failure) {
                    return .success(try await operation())
                } catch {
                    return .failure(error)
                }
            }
        }
        return try outcome.get()
    }

    /// The tag and, when it is not the default one, the scheme: `NameContext(en-US-x-linearf)`,
    /// `NameContext(de-x-acmefull, scheme: full acmefull, given first acmegf, surname first acmesf)`.
    public var description: String {
        guard scheme != .default else { return "NameContext(\(tag))" }
        let subtags = "full \(scheme.fullName), given first \(scheme.givenFirst), surname first \(scheme.surnameFirst)"
        return "NameContext(\(tag), scheme: \(subtags))"
    }

    /// Compares the canonical tags, the schemes and the further languages read from `Accept-Language`, so two
    /// spellings of one locale (`en_US`, `en-US`) make equal contexts; the resolved values follow from those.
    public static func == (lhs: NameContext, rhs: NameContext) -> Bool {
        lhs.tag == rhs.tag && lhs.scheme == rhs.scheme && lhs.languagesKey == rhs.languagesKey
    }

    /// Hashes the canonical tag, the scheme and the further languages.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(tag)
        hasher.combine(scheme)
        hasher.combine(languagesKey)
    }
}

/// The two task-local values behind ``NameContext/current`` and ``NameContext/formattingInputs``.
///
/// They are private to this file so that nothing but ``NameContext/bind(_:operation:)`` can bind them, and that
/// binds both at once: the formatting inputs are always those of the bound context.
private enum Bound {
    @TaskLocal static var context: NameContext?
    @TaskLocal static var formattingInputs = NameContext.default.formattingInputs
}
