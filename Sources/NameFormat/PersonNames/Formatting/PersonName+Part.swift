extension PersonName {
    /// Which part of a ``PersonName`` a run of formatted text shows, as ``PersonName/FormatStyle/Attributed`` marks
    /// it with ``PersonNamePartAttribute``; ``literal`` marks the text the pattern puts between the parts.
    ///
    /// A run is marked with the field the pattern reads, whatever the modifiers do to it: `{given-initial}` and
    /// `{given-informal}` are ``given``, and `{surname-monogram-allCaps}` is ``surname``. `{surname-prefix}` and
    /// `{surname-core}` are ``surnamePrefix`` and ``surnameCore`` when the name has both a prefix and a core
    /// (`van der` and `Berg`); for a name without a prefix, `{surname-core}` shows the whole surname and is
    /// ``surname``. A name without a surname that shows its given name in the surname's place marks it ``given``:
    /// the part it came from.
    ///
    /// ```swift
    /// let name = PersonName(given: "Robb", surname: "Böhnke")
    /// for run in name.formatted(.personName.attributed.locale(Locale(identifier: "en"))).runs {
    ///     print(run.nameFormat.personNamePart)  // given, literal, surname
    /// }
    /// ```
    public enum Part: String, Hashable, Sendable, Codable, CaseIterable {
        /// The title or honorific, such as `Dr.` (``PersonName/title``).
        case title
        /// The given name, or the informal given name where the pattern asks for it (``PersonName/given``,
        /// ``PersonName/givenInformal``).
        case given
        /// Further given names (``PersonName/given2``).
        case given2
        /// The whole surname, such as `van der Berg` or `Smith` (``PersonName/surname``, or its prefix and core
        /// joined).
        case surname
        /// The surname's prefix where the pattern shows it apart, such as `van der` (``PersonName/surnamePrefix``).
        case surnamePrefix
        /// The surname's core where the pattern shows it apart from the prefix, such as `Berg`
        /// (``PersonName/surnameCore``).
        case surnameCore
        /// The second surname (``PersonName/surname2``).
        case surname2
        /// The generation marker, such as `Jr.` (``PersonName/generation``).
        case generation
        /// The credentials, such as `PhD` (``PersonName/credentials``).
        case credentials
        /// Text of the pattern itself: spaces, commas, parentheses between and around the parts.
        case literal
    }
}
