internal import CNameFormatICU

/// A collator of the system ICU for one locale, making sort keys.
///
/// Not thread-safe, as an ICU collator is not: one owner uses it at a time (a ``NameCollator``, itself not
/// `Sendable`), and it is closed with its owner. Opening one is cheap after the first for a locale, since ICU
/// caches each locale's collation data itself.
final class ICUCollator {
    private let handle: OpaquePointer

    /// The most bytes of a text that are collated: a longer name is collated on its first 4 KiB (cut at a
    /// character), so that no name makes a key of unbounded size; the tie-break still compares all of it.
    static let maximumCollatedLength = 4096

    /// Opens a collator for a canonical BCP 47 tag (`de-u-co-phonebk`), or returns `nil` when ICU cannot.
    init?(tag: String) {
        var status: Int32 = 0
        guard let handle = nfi_collator_open(tag, &status) else { return nil }
        self.handle = handle
    }

    deinit { nfi_collator_close(handle) }

    /// The ICU locale ID whose collation data this collator uses (`de`, `root`).
    var dataLocale: String {
        var status: Int32 = 0
        return
            (try? ICUString.read(maximumLength: Int(NFI_LOCALE_ID_CAPACITY)) { out, capacity in
                nfi_collator_locale(handle, out, capacity, &status)
            }) ?? "root"
    }

    /// Appends the ICU sort key of `text` (its first ``maximumCollatedLength`` bytes), terminating zero byte
    /// included, to `key`.
    func appendSortKey(of text: String, to key: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            var count = min(utf8.count, Self.maximumCollatedLength)
            // Cut before a continuation byte, so that the last character is whole.
            while count < utf8.count, count > 0, utf8[count] & 0xC0 == 0x80 { count -= 1 }
            utf8.withMemoryRebound(to: CChar.self) { chars in
                var status: Int32 = 0
                do {
                    // A tertiary key takes about three bytes a character; an expansion (U+FDFA) takes far more.
                    try ICUString.readBytes(appendingTo: &key, capacity: 3 * count + 16, maximumLength: 32 * count + 64)
                    { out, capacity in
                        nfi_collator_sort_key(handle, chars.baseAddress, Int32(count), out, capacity, &status)
                    }
                } catch {
                    // Cannot happen for valid UTF-8 within the bound; an empty key sorts the text first, by its
                    // code points.
                    key.append(0)
                }
            }
        }
    }
}
