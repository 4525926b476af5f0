/// Whether formatting removes from names what could corrupt the text they are put into.
///
/// Display names are chosen by users and can carry bidi overrides, control characters and invisible characters
/// (the "Trojan Source" class of attack, CVE-2021-42574). Formatting sanitises them by default; see
/// <doc:NamesInText> for the exact rule.
///
/// ```swift
/// let name = UserName(displayName: "robb\u{202E}gnp.exe", fullName: "")
/// name.formatted(.userName)                        // "robbgnp.exe"
/// name.formatted(.userName.sanitization(.raw))     // as given, override and all
/// ```
public enum NameSanitization: String, Hashable, Sendable, Codable, CaseIterable {
    /// Bidi controls, C0 and C1 controls, line and paragraph separators and other invisible characters are removed
    /// (white-space controls become spaces), and the text is in NFC. The default.
    case sanitized
    /// Names exactly as given, for callers that escape them for their own output (`namefmt --raw`).
    case raw

    /// Whether `text` has nothing to show once sanitised: it is empty, or only white space and characters that
    /// sanitising removes (U+3164, U+200B, a bidi override, a lone combining mark, …). Every format shows such a
    /// name as the empty string and falls back to a name's other field; `namefmt` rejects such a `--placeholder`.
    ///
    /// - Parameter text: A name, or a placeholder, as given.
    package static func hasNothingToShow(_ text: String) -> Bool {
        NameText(text).text.isEmpty
    }
}
