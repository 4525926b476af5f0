extension LocaleTag {
    /// Temporary until the locale hardening lands: the longest locale identifier the package reads.
    public static let maximumLength = 150
}
