internal import CNameFormatICU

/// The Unicode Script property and ISO 15924 script names from the system ICU, as Swift values.
enum ICUScripts {
    /// The script code of `Common`, which does not decide a name's script.
    static let common = Int32(NFI_SCRIPT_COMMON)
    /// The script code of `Inherited` (combining marks), which does not decide a name's script.
    static let inherited = Int32(NFI_SCRIPT_INHERITED)
    /// The script code of `Unknown` (`Zzzz`).
    static let unknown = Int32(NFI_SCRIPT_UNKNOWN)

    /// The Unicode Script property of a scalar, as ICU's script code.
    static func code(of scalar: Unicode.Scalar) -> Int32 {
        nfi_script_of_code_point(scalar.value)
    }

    /// The ISO 15924 short name of an ICU script code, such as `Latn`.
    static func shortName(_ code: Int32) -> String {
        (try? ICUString.read(capacity: 16, maximumLength: 16) { nfi_script_short_name(code, $0, $1) }) ?? "Zzzz"
    }
}
