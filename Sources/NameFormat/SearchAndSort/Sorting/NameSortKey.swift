import Foundation

/// What a name sorts by for one viewer, computed once: the ICU sort key of the name as the viewer sees it, then its
/// code points, so that comparing two keys is one byte comparison and never calls ICU.
///
/// Two keys are equal only when the texts are the same code points: names that the collation counts as equal
/// (かとう and カトウ in Japanese, an NFC and an NFD spelling) are ordered by their code points, so the order is the
/// same on every run.
///
/// ```swift
/// let collator = NameCollator(locale: try LocaleTag("sv"))
/// collator.sortKey(for: "Öberg") > collator.sortKey(for: "Zetterlund")  // true: ö sorts after z in Swedish
/// ```
public struct NameSortKey: Hashable, Comparable, Sendable {
    /// The ICU sort key, with its terminating zero byte, then the text's UTF-8.
    package let bytes: [UInt8]

    package init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether `lhs` sorts before `rhs`: by the collation, then by code points.
    public static func < (lhs: NameSortKey, rhs: NameSortKey) -> Bool {
        compare(lhs, rhs) < 0
    }

    /// A negative number, zero or a positive number as `lhs` sorts before, with or after `rhs`.
    static func compare(_ lhs: NameSortKey, _ rhs: NameSortKey) -> Int {
        lhs.bytes.withUnsafeBufferPointer { left in
            rhs.bytes.withUnsafeBufferPointer { right in
                let common = min(left.count, right.count)
                let order = common == 0 ? 0 : Int(memcmp(left.baseAddress!, right.baseAddress!, common))
                return order != 0 ? order : left.count - right.count
            }
        }
    }
}
