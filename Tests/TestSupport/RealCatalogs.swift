package import Foundation

/// The real String Catalogs of open-source apps in `../shared/real-catalogs` beside the package (issue 51), found at
/// run time and never committed, and a job for every key in every language of each: arguments made from the source
/// value's specifiers, read here independently of the library.
///
/// The folder is absent outside the machines that hold it: ``folder`` is then `nil`, and the tests that use it are
/// skipped with a note.
package enum RealCatalogs {
    /// One argument of a job, of the kind its specifier in the source value reads.
    package enum Argument: Hashable, Sendable {
        /// `%@`: a name.
        case name
        /// `%d`, `%i`, `%u`, `%o`, `%x`, `%X` and their lengths: 3.
        case integer
        /// `%f`, `%e`, `%g`, `%a` and their capitals: 2.5.
        case real
    }

    /// One key in one language: the arguments to call it with, and whether its text as written (the language's,
    /// else the source language's, else the key) is not empty, so that its line must not be.
    package struct Job: Sendable {
        package let key: String
        package let language: String
        package let arguments: [Argument]
        package let expectsText: Bool
    }

    /// `../shared/real-catalogs` beside the package's root, if it exists.
    package static var folder: URL? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let folder = root.deletingLastPathComponent().appendingPathComponent("shared/real-catalogs")
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) && isDirectory.boolValue
            ? folder : nil
    }

    /// Every `.xcstrings` file under ``folder``, sorted.
    package static func catalogs(in folder: URL) -> [URL] {
        let found = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects ?? []
        return found.compactMap { $0 as? URL }.filter { $0.pathExtension == "xcstrings" }
            .sorted { $0.path < $1.path }
    }

    /// A job for every key of the catalog at `url` in every language the catalog has.
    package static func jobs(_ url: URL) throws -> [Job] {
        let root = try XCTUnwrapObject(JSONSerialization.jsonObject(with: Data(contentsOf: url)))
        let source = root["sourceLanguage"] as? String ?? "en"
        let strings = root["strings"] as? [String: Any] ?? [:]
        var languages: Set<String> = [source]
        for case let entry as [String: Any] in strings.values {
            languages.formUnion(((entry["localizations"] as? [String: Any]) ?? [:]).keys)
        }
        var jobs: [Job] = []
        for key in strings.keys.sorted() {
            let localizations = (strings[key] as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            let sourceValue = localizations[source] as? [String: Any] ?? ["stringUnit": ["value": key]]
            let arguments = Self.arguments(sourceValue) ?? []
            for language in languages.sorted() {
                let written =
                    (localizations[language] as? [String: Any]).flatMap(Self.written)
                    ?? Self.written(sourceValue) ?? key
                jobs.append(Job(key: key, language: language, arguments: arguments, expectsText: !written.isEmpty))
            }
        }
        return jobs
    }

    /// A localization's text as a call without arguments shows it: its string unit, else its `other` variant's.
    private static func written(_ localization: [String: Any]) -> String? {
        if let value = (localization["stringUnit"] as? [String: Any])?["value"] as? String { return value }
        let variations = localization["variations"] as? [String: Any]
        let other = ((variations?["device"] ?? variations?["plural"]) as? [String: Any])?["other"] as? [String: Any]
        return other.flatMap(written)
    }

    /// The arguments a source value's specifiers take, by position; `nil` where it is not a format a Swift caller
    /// formats: no specifier, a `%` that is none (`(L/R, %)`), a space flag (`70% faster`), or a C value (`%s`).
    private static func arguments(_ localization: [String: Any]) -> [Argument]? {
        var found: [Int: Argument] = [:]
        var isFormat = true
        let definitions = localization["substitutions"] as? [String: Any] ?? [:]
        func texts(_ localization: [String: Any]) -> [String] {
            if let value = (localization["stringUnit"] as? [String: Any])?["value"] as? String { return [value] }
            let variations = localization["variations"] as? [String: Any] ?? [:]
            return variations.values.flatMap { ($0 as? [String: Any] ?? [:]).values }
                .compactMap { $0 as? [String: Any] }.flatMap(texts)
        }
        for text in texts(localization) {
            var inOrder = 0
            for specifier in specifiers(in: text) {
                switch specifier {
                case .broken, .spaced, .cValue:
                    isFormat = false
                case .argument(let position, let kind):
                    let index = position ?? inOrder
                    if position == nil { inOrder += 1 }
                    found[index] = kind
                case .substitution(let position, let name):
                    let definition = definitions[name] as? [String: Any] ?? [:]
                    let index = (definition["argNum"] as? Int).map { $0 - 1 } ?? position ?? inOrder
                    if position == nil { inOrder += 1 }
                    let specifier = definition["formatSpecifier"] as? String ?? "lld"
                    found[index] = "fFeEgGaA".contains(specifier.last ?? "d") ? .real : .integer
                }
            }
        }
        guard isFormat, let last = found.keys.max() else { return nil }
        return (0...last).map { found[$0] ?? .name }
    }

    private enum Specifier {
        case argument(position: Int?, Argument)
        case substitution(position: Int?, name: String)
        case cValue
        case spaced
        case broken
    }

    /// printf's specifiers in `text`, as Foundation's `String(format:)` reads them.
    private static func specifiers(in text: String) -> [Specifier] {
        let pattern = #"%(?:([0-9]+)\$)?(?:#@([^@]*)@|([-+ #0']*)[0-9]*(?:\.[0-9]+)?(?:hh|h|ll|l|q|z|t|j)?(.)?)"#
        let expression = try! NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
        let nsText = text as NSString
        var result: [Specifier] = []
        for match in expression.matches(in: text, range: NSRange(location: 0, length: nsText.length)) {
            func group(_ index: Int) -> String? {
                match.range(at: index).location == NSNotFound ? nil : nsText.substring(with: match.range(at: index))
            }
            let position = group(1).flatMap { Int($0) }.map { $0 - 1 }
            if let name = group(2) {
                result.append(.substitution(position: position, name: name))
                continue
            }
            let conversion = group(4) ?? ""
            if conversion == "%" { continue }
            if group(3)?.contains(" ") == true && conversion != "@" {
                result.append(.spaced)
                continue
            }
            switch conversion {
            case "@": result.append(.argument(position: position, .name))
            case "d", "i", "u", "o", "x", "X": result.append(.argument(position: position, .integer))
            case "f", "F", "e", "E", "g", "G", "a", "A": result.append(.argument(position: position, .real))
            case "s", "S", "c", "C", "p", "n": result.append(.cValue)
            default: result.append(.broken)
            }
        }
        return result
    }

    private static func XCTUnwrapObject(_ value: Any) throws -> [String: Any] {
        guard let object = value as? [String: Any] else { throw CocoaError(.propertyListReadCorrupt) }
        return object
    }
}
