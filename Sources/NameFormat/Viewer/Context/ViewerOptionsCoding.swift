/// The coding keys of the options every name style shares: whom it formats for and whether it sanitises.
///
/// A style's `CodingKeys` enum conforms with its cases `locale`, `scheme` and `sanitization`, and codes those three
/// options through ``Swift/KeyedDecodingContainer/decodeViewerOptions()`` and
/// ``Swift/KeyedEncodingContainer/encodeViewerOptions(_:_:_:)``, so that every style
/// writes a locale as its canonical tag and reads the same two forms of it.
protocol ViewerOptionsCodingKey: CodingKey {
    static var locale: Self { get }
    static var scheme: Self { get }
    static var sanitization: Self { get }
}

extension KeyedDecodingContainer where Key: ViewerOptionsCodingKey {
    /// The explicit locale, resolved; the scheme; and the sanitization, `.sanitized` when missing.
    ///
    /// `locale` is a BCP 47 tag string (`"en-US-x-linearf"`), parsed strictly as ``LocaleTag`` parses it; the object
    /// form that Foundation's `Locale` encodes (`{"identifier": …}`) is read too.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the locale when it is not a tag ICU can read, and the decoder's
    ///   own errors when an option is not one of its values.
    func decodeViewerOptions() throws -> (
        explicitContext: NameContext?, scheme: NamePreferenceScheme?, sanitization: NameSanitization
    ) {
        (
            try LocaleTag.decodeIfPresent(from: self, forKey: .locale).map(LocaleResolver.context(for:)),
            try decodeIfPresent(NamePreferenceScheme.self, forKey: .scheme),
            try decodeIfPresent(NameSanitization.self, forKey: .sanitization) ?? .sanitized
        )
    }
}

extension KeyedEncodingContainer where Key: ViewerOptionsCodingKey {
    /// Encodes the locale as its canonical BCP 47 tag and the scheme, each when there is one, and the sanitization.
    ///
    /// - Parameters:
    ///   - explicitContext: The style's explicit locale, resolved, or `nil`.
    ///   - scheme: The style's scheme, or `nil`.
    ///   - sanitization: The style's sanitization.
    mutating func encodeViewerOptions(
        _ explicitContext: NameContext?,
        _ scheme: NamePreferenceScheme?,
        _ sanitization: NameSanitization
    ) throws {
        try encodeIfPresent(explicitContext?.tag.identifier, forKey: .locale)
        try encodeIfPresent(scheme, forKey: .scheme)
        try encode(sanitization, forKey: .sanitization)
    }
}
