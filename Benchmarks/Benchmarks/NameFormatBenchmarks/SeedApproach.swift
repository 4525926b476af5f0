import Foundation
import NameFormat

/// The approach this package replaces, kept here as the baseline the formatting benchmarks are compared with.
///
/// On every call it renders the locale's BCP 47 identifier, lowercases it, splits it on `-`, finds the private-use
/// marker `x` and searches the subtags after it for `linearf`. It is not library code.
@inline(never)
func seedApproachFormat(_ name: UserName, locale: Locale) -> String {
    let subtags = locale.identifier(.bcp47).lowercased().split(separator: "-")
    guard let marker = subtags.firstIndex(of: "x") else { return name.displayName }
    return subtags[(marker + 1)...].contains("linearf") ? name.fullName : name.displayName
}
