extension PersonName {
    /// How a run of formatted text abbreviates the part it shows, as ``PersonName/FormatStyle/Attributed`` marks it
    /// with ``PersonNameAbbreviationAttribute``; a part shown whole has no abbreviation.
    ///
    /// ```swift
    /// let name = PersonName(given: "Robb", given2: "Maria", surname: "Böhnke")
    /// let text = name.formatted(.personName.attributed.locale(Locale(identifier: "en")).length(.short))
    /// // "R. M. Böhnke": "R." is given and "M." given2, both .initial; "Böhnke" is surname, with none
    /// ```
    public enum Abbreviation: String, Hashable, Sendable, Codable, CaseIterable {
        /// Initials through the locale's initial pattern: `R.` for `Robb`, `M. A.` for `Mary Ann`.
        case initial
        /// The part's first letter alone, as in a monogram: `R` for `Robb`.
        case monogram
    }
}
