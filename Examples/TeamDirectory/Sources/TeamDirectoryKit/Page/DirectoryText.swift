import Foundation
public import NameFormat
public import NameFormatMessages

/// The page's own text: `Resources/Localizable.xcstrings`, a String Catalog in the format Xcode writes, so that an
/// iOS app built from the same `String(localized:)` calls shares it. English is its source language; it has German,
/// Arabic, Hebrew, Japanese, Korean, Russian, Turkish and Ukrainian, each with its own plural variants (without
/// Ukrainian, CLDR's language matching would give Ukrainian viewers the Russian page).
public enum DirectoryText {
    /// The bundled catalog, read and checked once: the router reads it when it is made, so a catalog with problems
    /// stops the server at start-up, with every problem listed.
    public static let catalog: StringCatalog = {
        do {
            return try bundledCatalog()
        } catch {
            fatalError("\(error)")
        }
    }()

    /// Reads the bundled catalog.
    ///
    /// - Throws: ``NameFormatMessages/MessageCatalogError`` naming the file: missing from the bundle, or with problems,
    ///   every one listed.
    public static func bundledCatalog() throws(MessageCatalogError) -> StringCatalog {
        // Copied as it is (`.copy` in Package.swift): Xcode would compile a processed catalog into `.strings` files.
        // Where the bundle lacks it, the path it would have, so that the error names it.
        let url =
            Bundle.module.url(forResource: "Localizable", withExtension: "xcstrings")
            ?? Bundle.module.bundleURL.appending(path: "Localizable.xcstrings")
        return try MessageCatalog(contentsOf: url)
    }
}
