internal import CNameFormatICU

/// Person-name data, likely subtags and scripts from the system ICU, as Swift values.
///
/// The CLDR data comes from ICU's resource bundles at run time (`personNames` in each locale's bundle), with
/// ICU's own parent-locale fallback; nothing of it is copied into this package.
enum ICUPersonNames {
    /// The strings of one `personNames` resource and the bundle they came from.
    struct Resource: Equatable {
        /// One string for a string resource, several for an array (a `personName` with several patterns).
        var strings: [String]
        /// The ICU locale ID of the bundle that held the value: `en`, `es_419`, or `root` when inherited from root.
        var actualLocale: String
    }

    /// Reads `personNames/<path>` for an ICU locale ID, with fallback to parents and root.
    ///
    /// - Returns: The resource, or `nil` when neither the locale, its parents nor root have it.
    static func resource(locale: String, path: String) -> Resource? {
        var strings: [String] = []
        var actualLocale = ""
        var index: Int32 = 0
        var count: Int32 = 1
        while index < count {
            var localeBuffer = [CChar](repeating: 0, count: 160)
            var capacity = 256
            var text: String?
            while text == nil {
                var status: Int32 = 0
                var result: Int32 = 0
                let value = String(unsafeUninitializedCapacity: capacity) { buffer -> Int in
                    buffer.withMemoryRebound(to: CChar.self) { chars -> Int in
                        guard let base = chars.baseAddress else { return 0 }
                        result = nfi_person_names_string(
                            locale,
                            path,
                            index,
                            base,
                            Int32(chars.count),
                            &count,
                            &localeBuffer,
                            Int32(localeBuffer.count),
                            &status
                        )
                        return max(0, Int(result))
                    }
                }
                switch result {
                case 0...: text = value
                case Int32(NFI_BUFFER_TOO_SMALL) where capacity < 65_536: capacity *= 4
                default: return nil
                }
            }
            strings.append(text ?? "")
            if index == 0 {
                actualLocale = localeBuffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            }
            index += 1
        }
        return Resource(strings: strings, actualLocale: actualLocale)
    }

    /// The maximal likely locale for an ICU locale ID: `und_Jpan` → `ja_Jpan_JP`, `de` → `de_Latn_DE`.
    ///
    /// Returns the input unchanged when ICU cannot add subtags to it.
    static func addingLikelySubtags(_ locale: String) -> String {
        var status: Int32 = 0
        var result: Int32 = 0
        let value = String(unsafeUninitializedCapacity: 160) { buffer -> Int in
            buffer.withMemoryRebound(to: CChar.self) { chars -> Int in
                guard let base = chars.baseAddress else { return 0 }
                result = nfi_add_likely_subtags(locale, base, Int32(chars.count), &status)
                return max(0, Int(result))
            }
        }
        return result > 0 ? value : locale
    }

    /// The script code of `Common`, which does not decide a name's script.
    static let commonScript = Int32(NFI_SCRIPT_COMMON)
    /// The script code of `Inherited` (combining marks), which does not decide a name's script.
    static let inheritedScript = Int32(NFI_SCRIPT_INHERITED)
    /// The script code of `Unknown` (`Zzzz`).
    static let unknownScript = Int32(NFI_SCRIPT_UNKNOWN)

    /// The Unicode Script property of a scalar, as ICU's script code.
    @inline(__always)
    static func scriptCode(of scalar: Unicode.Scalar) -> Int32 {
        nfi_script_of_code_point(scalar.value)
    }

    /// The ISO 15924 short name of an ICU script code, such as `Latn`.
    static func scriptShortName(_ code: Int32) -> String {
        var result: Int32 = 0
        let value = String(unsafeUninitializedCapacity: 16) { buffer -> Int in
            buffer.withMemoryRebound(to: CChar.self) { chars -> Int in
                guard let base = chars.baseAddress else { return 0 }
                result = nfi_script_short_name(code, base, Int32(chars.count))
                return max(0, Int(result))
            }
        }
        return result > 0 ? value : "Zzzz"
    }
}
