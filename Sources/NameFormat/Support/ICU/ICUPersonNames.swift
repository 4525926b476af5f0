internal import CNameFormatICU

/// Person-name data from the system ICU, as Swift values.
///
/// The CLDR data comes from ICU's resource bundles at run time (`personNames` in each locale's bundle), with
/// ICU's own parent-locale fallback; nothing of it is copied into this package.
enum ICUPersonNames {
    /// The longest pattern or other string taken from the data: 64 KiB, far more than any CLDR value.
    private static let maximumStringLength = 1 << 16

    /// The strings of `personNames/<path>` for an ICU locale ID, with fallback to parents and root: one for a string
    /// resource, several for an array (a `personName` with several patterns).
    ///
    /// - Returns: The strings, or `nil` when neither the locale, its parents nor root have the resource.
    static func strings(locale: String, path: String) -> [String]? {
        var strings: [String] = []
        var count: Int32 = 1
        var index: Int32 = 0
        while index < count {
            var status: Int32 = 0
            let text = try? ICUString.read(capacity: 128, maximumLength: maximumStringLength) { out, capacity in
                nfi_person_names_string(locale, path, index, out, capacity, &count, &status)
            }
            guard let text else { return nil }
            strings.append(text)
            index += 1
        }
        return strings
    }

    /// The ICU locale ID of the bundle that holds `personNames/<path>` for an ICU locale ID: `en`, `es_419`, or
    /// `root` when the value is inherited from root; `nil` when no bundle has it.
    static func bundleLocale(locale: String, path: String) -> String? {
        var status: Int32 = 0
        return try? ICUString.read(maximumLength: Int(NFI_LOCALE_ID_CAPACITY)) { out, capacity in
            nfi_person_names_bundle(locale, path, out, capacity, &status)
        }
    }
}
