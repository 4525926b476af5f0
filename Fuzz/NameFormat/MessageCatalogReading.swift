import Foundation
import NameFormat
import NameFormatMessages

/// Fuzz target: `MessageCatalog`'s two readers on any bytes. The first byte picks the reader (its lowest bit: a
/// String Catalog, or an ICU MessageFormat catalog) and the ICU catalog's source language (the next two bits: none,
/// `en`, `ja`, `ar`); the second picks the values of the arguments (a hostile name or text, a number); the rest is
/// the file.
///
/// Properties, each a crash when it fails (a hang is caught by libFuzzer's `-timeout`, a load that takes too much
/// memory by `-rss_limit_mb`):
/// - the lenient rule (issue 51): a load succeeds, or throws `MessageCatalogError` `malformed` (only malformed JSON
///   or a broken schema refuses a catalog; never `invalidMessages`, nor `unreadable` for a file under 64 MiB) with at
///   least one problem; a strict load refuses exactly the catalogs whose lenient load lists problems
///   (`invalidMessages`, with the same problems); every description names the file, lists the problems one a line
///   (100 at most, then "and N more"), and neither it nor any problem (nor one a catalog lists) has a C0 or C1
///   control (but the line feeds between problems), a line or paragraph separator, a bidi control or a BOM: every
///   value it quotes is escaped;
/// - every entry renders or is reported: every key the file has renders without arguments (as written), and with
///   arguments that fit it renders, or fails with `unrenderable` for a key whose problems the catalog lists or whose
///   source value is text with a percent sign;
/// - a catalog that loads names its source language first;
/// - every key the file has (the first 64, in order; read with `JSONSerialization`, where it reads the file: it
///   refuses the raw controls in strings that `JSONDecoder` takes), for the viewers `en`, `ar`, `ja-x-linearf` and
///   `de-CH`, with arguments built to fit it, renders or throws `MessageError` (never `unknownKey`: the file has the
///   key); text, Markdown and HTML and the attributed string's characters then have no C0 or C1 control, line or
///   paragraph separator, bidi control other than FSI and PDI, or BOM that the file's own text does not have (the
///   values are hostile: controls, overrides, separators), but for the directional marks ICU's number formats put
///   beside a digit, sign or percent sign (`٥٠٠٪؜` in `ar`); where the file has no FSI or PDI, the plain text's are
///   balanced; the attributed string has the plain text's characters.
///
/// The arguments that fit are found from outside, as no public API tells a message's signature: for a String
/// Catalog, by the count and the position that `MessageError` names (a non-negative integer fits every number
/// specifier, a name every `%@`); for an ICU catalog, by a small reading of the file's patterns for `{name}`,
/// `{name, plural…}` and `{name, select…}`. A message the guess does not fit is passed over.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMessageCatalogReading(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    var reader = FuzzInput(input)
    MessageCatalogReading(input: input, reader: &reader).check()
    return 0
}

private struct MessageCatalogReading {
    let input: UnsafeBufferPointer<UInt8>
    let isICU: Bool
    let sourceLanguage: LocaleTag?
    let name: UserName
    let text: String
    let number: Int
    let file: Data

    static let viewers = ["en", "ar", "ja-x-linearf", "de-CH"].map { try! LocaleTag($0) }
    static let sourceLanguages: [LocaleTag?] = [nil, try! LocaleTag("en"), try! LocaleTag("ja"), try! LocaleTag("ar")]
    static let hostile = [
        "robb", "\u{202E}evil\u{202C}", "a\u{0}b", "\u{1B}[31mred", "x\u{85}y", "line\nbreak", "cr\rhere", "a\u{2028}b",
        "\u{FEFF}bom", "\u{2067}x", "\u{200F}robb\u{200E}", "%@", "{count}", "سارة", "<b>&amp;</b>", "", " ", "male",
    ]
    static let numbers = [0, 1, 2, 3, 5, 11, 21, 22, 101, 1_234_567]
    static let maximumRenderedKeys = 64

    init(input: UnsafeBufferPointer<UInt8>, reader: inout FuzzInput) {
        self.input = input
        let header = reader.byte()
        isICU = header & 1 == 1
        sourceLanguage = Self.sourceLanguages[Int(header >> 1) % 4]
        let values = reader.byte()
        name = UserName(
            displayName: Self.hostile[Int(values) % Self.hostile.count],
            fullName: Self.hostile[Int(values / 2) % Self.hostile.count]
        )
        text = Self.hostile[Int(values / 3) % Self.hostile.count]
        number = Self.numbers[Int(values / 16) % Self.numbers.count]
        let rest = reader.rest()
        file = rest.baseAddress.map { Data(bytes: $0, count: rest.count) } ?? Data()
    }

    private func load(strict: Bool) throws(MessageCatalogError) -> MessageCatalog<MessageArguments> {
        isICU
            ? MessageCatalog(
                try ICUMessageCatalog(
                    icuMessages: file,
                    file: "fuzz.json",
                    sourceLanguage: sourceLanguage,
                    strict: strict
                )
            )
            : MessageCatalog(try StringCatalog(stringCatalog: file, file: "fuzz.xcstrings", strict: strict))
    }

    func check() {
        let catalog: MessageCatalog<MessageArguments>
        do throws(MessageCatalogError) {
            catalog = try load(strict: false)
        } catch {
            if error.kind != .malformed {
                fail(
                    "only malformed JSON or a broken schema refuses a catalog",
                    "\(error.kind): \(quoted(error.description))"
                )
            }
            checkError(error)
            return
        }
        for problem in catalog.problems
        where problem.description.unicodeScalars.contains(where: { Self.isForbidden($0) || $0 == "\n" }) {
            fail("every problem a catalog lists is one printable line", quoted(problem.description))
        }
        do throws(MessageCatalogError) {
            _ = try load(strict: true)
            if !catalog.problems.isEmpty {
                fail("strict mode refuses a catalog with problems", "\(catalog.problems.count) problems")
            }
        } catch {
            if error.kind != .invalidMessages || error.problems != catalog.problems {
                fail(
                    "strict mode refuses with the problems the lenient load lists",
                    "\(error.kind): \(quoted(String(error.description.prefix(2000)))); lenient: "
                        + quoted(String(catalog.problems.map(\.description).joined(separator: "\n").prefix(2000)))
                )
            }
            checkError(error)
        }
        if catalog.languages.first != catalog.sourceLanguage {
            fail("the catalog names its source language first", "\(catalog.languages) \(catalog.sourceLanguage)")
        }
        // JSONDecoder reads ill-formed UTF-8 in a string as U+FFFD, and takes raw controls in strings;
        // JSONSerialization refuses both, and then the keys are not known here.
        let repaired = Data(String(decoding: file, as: UTF8.self).utf8)
        guard let root = try? JSONSerialization.jsonObject(with: repaired, options: [.fragmentsAllowed]) else { return }
        var fileScalars = Set<Unicode.Scalar>()
        Self.collectScalars(root, into: &fileScalars)
        for key in Self.keys(root, isICU: isICU).prefix(Self.maximumRenderedKeys) {
            for viewer in Self.viewers {
                render(catalog, key: key, root: root, viewer: viewer, fileScalars: fileScalars)
            }
        }
    }

    // MARK: - Errors

    private func checkError(_ error: MessageCatalogError) {
        if error.kind != .malformed && error.kind != .invalidMessages {
            fail("a file under 64 MiB is malformed or has invalid messages", "\(error.kind)")
        }
        if error.problems.isEmpty { fail("a refused catalog has a problem", quoted(error.description)) }
        let description = error.description
        if description.isEmpty { fail("an error's description is not empty", "") }
        if !description.hasPrefix("fuzz.") {
            fail("an error's description names the file first", quoted(String(description.prefix(200))))
        }
        let lines = description.split(separator: "\n", omittingEmptySubsequences: false)
        let listed = min(error.problems.count, 100)
        let expectedLines =
            error.problems.count > 1 || error.kind == .invalidMessages
            ? 1 + listed + (error.problems.count > listed ? 1 : 0) : 1
        if lines.count != expectedLines {
            fail(
                "an error's description is one line, or a heading and a line per problem",
                "\(lines.count) lines for \(error.problems.count) problems: \(quoted(String(description.prefix(2000))))"
            )
        }
        for line in lines {
            if line.isEmpty || line.unicodeScalars.contains(where: Self.isForbidden) {
                fail(
                    "every line of an error's description is printable: its values escaped",
                    quoted(String(line.prefix(2000)))
                )
            }
        }
        for problem in error.problems {
            let text = problem.description
            if text.isEmpty || text.unicodeScalars.contains(where: { Self.isForbidden($0) || $0 == "\n" }) {
                fail("every problem is one printable line: its values escaped", quoted(String(text.prefix(2000))))
            }
        }
    }

    /// A C0 or C1 control, a line or paragraph separator, a bidi control (FSI and PDI too), or a BOM.
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF:
            true
        default: false
        }
    }

    // MARK: - Rendering

    private func render(
        _ catalog: MessageCatalog<MessageArguments>,
        key: String,
        root: Any,
        viewer: LocaleTag,
        fileScalars: Set<Unicode.Scalar>
    ) {
        if !isICU {
            // Every entry renders as written, without arguments.
            do throws(MessageError) {
                let written = try catalog.string(key: key, for: viewer)
                checkOutput(written, key: key, viewer: viewer, format: "as written", fileScalars: fileScalars)
            } catch {
                fail(
                    "every key renders without arguments",
                    "\(quoted(error.description)); key \(quoted(key)), \(viewer)"
                )
            }
        }
        guard let arguments = isICU ? namedArguments(key: key, root: root) : positionalArguments(catalog, key, viewer)
        else { return }
        let plain: String
        do throws(MessageError) {
            plain = try catalog.string(key: key, arguments: arguments, for: viewer)
            checkOutput(plain, key: key, viewer: viewer, format: "text", fileScalars: fileScalars)
            for format in [MessageOutputFormat.markdown, .html] {
                let output = try catalog.string(key: key, arguments: arguments, for: viewer, as: format)
                checkOutput(output, key: key, viewer: viewer, format: "\(format)", fileScalars: fileScalars)
            }
            let attributed = try catalog.attributedString(key: key, arguments: arguments, for: viewer)
            if String(attributed.characters) != plain {
                fail(
                    "the attributed string has the plain text's characters",
                    "\(quoted(String(attributed.characters))) != \(quoted(plain)); key \(quoted(key)), \(viewer)"
                )
            }
        } catch {
            if error.kind == .unknownKey { fail("every key of the file is found", "key \(quoted(key))") }
            if error.kind == .unrenderable, !catalog.problems.contains(where: { $0.key == key }),
                !error.description.contains("is text with a percent sign")
            {
                fail("an entry that cannot be rendered is reported", "\(quoted(error.description)); key \(quoted(key))")
            }
            return
        }
        if !fileScalars.contains("\u{2068}") && !fileScalars.contains("\u{2069}") {
            var depth = 0
            for scalar in plain.unicodeScalars {
                if scalar == "\u{2068}" { depth += 1 }
                if scalar == "\u{2069}" { depth -= 1 }
                if depth < 0 { break }
            }
            if depth != 0 {
                fail("the isolates a message adds are balanced", "\(quoted(plain)); key \(quoted(key)), \(viewer)")
            }
        }
    }

    private func checkOutput(
        _ output: String,
        key: String,
        viewer: LocaleTag,
        format: String,
        fileScalars: Set<Unicode.Scalar>
    ) {
        let scalars = Array(output.unicodeScalars)
        let added = scalars.indices.first { index in
            let scalar = scalars[index]
            guard Self.isForbidden(scalar), scalar != "\u{2068}", scalar != "\u{2069}", !fileScalars.contains(scalar)
            else { return false }
            // ICU's number formats put directional marks beside signs and digits (`٥٠٠٪؜` in `ar`).
            let isMark = scalar == "\u{061C}" || scalar == "\u{200E}" || scalar == "\u{200F}"
            return !(isMark && (Self.isNumberPart(scalars, index - 1) || Self.isNumberPart(scalars, index + 1)))
        }.map { String(scalars[$0]) }
        if let added {
            fail(
                "a message has no control, separator or bidi control that its catalog's text does not have",
                "\(quoted(String(added))) in \(quoted(String(output.prefix(500)))); key \(quoted(key)), \(viewer), "
                    + "\(format), name \(quoted(name.displayName)) / \(quoted(name.fullName)), text \(quoted(text))"
            )
        }
    }

    /// Whether `scalars[index]` is a digit, a sign or a percent or per-mille sign.
    private static func isNumberPart(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
        guard scalars.indices.contains(index) else { return false }
        let scalar = scalars[index]
        return scalar.properties.numericType == .decimal || "%٪‰؉+-−".unicodeScalars.contains(scalar)
    }

    /// Arguments that fit a String Catalog's message for `viewer`: as many as the count `MessageError` gives (asked
    /// with one number, since a call without arguments shows the message as written), each a number, and a name
    /// where the error says an argument is an object; `nil` when that cannot be found.
    private func positionalArguments(
        _ catalog: MessageCatalog<MessageArguments>,
        _ key: String,
        _ viewer: LocaleTag
    ) -> MessageArguments? {
        var values: [MessageArgument] = [.number(number)]
        var isObject: [Bool] = []
        var counted = false
        for _ in 0...65 {
            do throws(MessageError) {
                let arguments = MessageArguments(values)
                _ = try catalog.string(key: key, arguments: arguments, for: viewer)
                return arguments
            } catch {
                let words = error.description
                if !counted, error.kind == .argumentType {
                    // The one number given was counted right, and is of the wrong kind.
                    counted = true
                    isObject = Array(repeating: false, count: values.count)
                }
                if error.kind == .argumentCount, !counted, let count = Self.number(after: ") takes ", in: words),
                    count <= 64
                {
                    counted = true
                    isObject = Array(repeating: false, count: count)
                } else if error.kind == .argumentType, let position = Self.number(after: " as argument ", in: words),
                    isObject.indices.contains(position - 1), !isObject[position - 1]
                {
                    isObject[position - 1] = true
                } else {
                    return nil
                }
                values = isObject.enumerated().map { index, object in
                    object ? (index % 2 == 0 ? .name(name, userID: "U1") : .text(text)) : .number(number)
                }
            }
        }
        return nil
    }

    /// The number written after the last `marker` in `words`.
    private static func number(after marker: String, in words: String) -> Int? {
        guard let range = words.range(of: marker, options: .backwards) else { return nil }
        return Int(words[range.upperBound...].prefix { $0.isASCII && $0.isNumber })
    }

    /// Arguments for an ICU catalog's key: each `{name…}` of its patterns, a number for a plural, selectordinal or
    /// number, a keyword for a select, and a name, a text or a number for a plain one.
    private func namedArguments(key: String, root: Any) -> MessageArguments? {
        guard let languages = root as? [String: Any] else { return nil }
        var kinds: [String: String] = [:]
        for case let messages as [String: Any] in languages.values {
            guard let pattern = messages[key] as? String else { continue }
            for (argument, kind) in Self.scanArguments(pattern) where kinds[argument] == nil || !kind.isEmpty {
                kinds[argument] = kind
            }
        }
        guard kinds.count <= 32 else { return nil }
        var arguments: [String: MessageArgument] = [:]
        for (index, (argument, kind)) in kinds.sorted(by: { $0.key < $1.key }).enumerated() {
            switch kind {
            case "plural", "selectordinal", "number": arguments[argument] = .number(number)
            case "select": arguments[argument] = .text(text)
            default:
                switch (index + number) % 3 {
                case 0: arguments[argument] = .name(name)
                case 1: arguments[argument] = .text(text)
                default: arguments[argument] = .number(number)
                }
            }
        }
        return MessageArguments(arguments)
    }

    /// Each argument of `pattern` with its type (`plural`, `select`…, or empty for a plain `{name}`): a small reading
    /// of ICU's syntax (nested messages of plural, select and selectordinal, apostrophe quoting as ICU's default mode
    /// reads it) that gives up quietly where a pattern is not well-formed; the catalog checked it already.
    private static func scanArguments(_ pattern: String) -> [(name: String, kind: String)] {
        var scanner = PatternScanner(scalars: Array(pattern.unicodeScalars))
        scanner.message(inPlural: false, depth: 0)
        return scanner.found
    }

    private struct PatternScanner {
        let scalars: [Unicode.Scalar]
        var index = 0
        var found: [(name: String, kind: String)] = []

        init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        /// Message text up to an unquoted `}` (left unread) or the end.
        mutating func message(inPlural: Bool, depth: Int) {
            guard depth < 32 else { return }
            while let scalar = current {
                switch scalar {
                case "'":
                    index += 1
                    guard let next = current else { return }
                    if next == "'" {
                        index += 1
                    } else if next == "{" || next == "}" || next == "|" || (inPlural && next == "#") {
                        while let quoted = current {
                            index += 1
                            if quoted == "'" {
                                if current == "'" { index += 1 } else { break }
                            }
                        }
                    }
                case "{":
                    index += 1
                    argument(depth: depth)
                case "}":
                    return
                default:
                    index += 1
                }
            }
        }

        /// After `{`: a name, maybe a type and its style or branches, and the closing `}`.
        mutating func argument(depth: Int) {
            skipSpace()
            let name = word()
            skipSpace()
            guard !name.isEmpty, let scalar = current else { return }
            if scalar == "}" {
                index += 1
                found.append((name, ""))
                return
            }
            guard scalar == "," else { return }
            index += 1
            skipSpace()
            let kind = word().lowercased()
            found.append((name, kind))
            skipSpace()
            guard kind == "plural" || kind == "select" || kind == "selectordinal" else {
                // A simple type's style: up to the matching brace.
                var open = 1
                while let next = current, open > 0 {
                    if next == "{" { open += 1 }
                    if next == "}" { open -= 1 }
                    index += 1
                }
                return
            }
            guard current == "," else { return }
            index += 1
            // Branches: selectors (and `offset:n`) each followed by a message in braces.
            while true {
                skipSpace()
                guard let next = current else { return }
                if next == "}" {
                    index += 1
                    return
                }
                if next == "{" {
                    index += 1
                    message(inPlural: kind != "select", depth: depth + 1)
                    guard current == "}" else { return }
                    index += 1
                } else {
                    let before = index
                    _ = word()
                    if index == before { return }
                }
            }
        }

        mutating func skipSpace() {
            while let scalar = current, scalar.properties.isPatternWhitespace { index += 1 }
        }

        mutating func word() -> String {
            var text = ""
            while let scalar = current, !"{},".unicodeScalars.contains(scalar), !scalar.properties.isPatternWhitespace {
                text.unicodeScalars.append(scalar)
                index += 1
            }
            return text
        }
    }

    // MARK: - The file, read independently

    /// The keys of the file, sorted: a String Catalog's `strings`, an ICU catalog's keys in every language.
    private static func keys(_ root: Any, isICU: Bool) -> [String] {
        guard let object = root as? [String: Any] else { return [] }
        if !isICU { return ((object["strings"] as? [String: Any])?.keys).map { $0.sorted() } ?? [] }
        var keys = Set<String>()
        for case let messages as [String: Any] in object.values { keys.formUnion(messages.keys) }
        return keys.sorted()
    }

    /// Every scalar of every string and key in `value`.
    private static func collectScalars(_ value: Any, into scalars: inout Set<Unicode.Scalar>) {
        switch value {
        case let text as String:
            scalars.formUnion(text.unicodeScalars)
        case let object as [String: Any]:
            for (key, member) in object {
                scalars.formUnion(key.unicodeScalars)
                collectScalars(member, into: &scalars)
            }
        case let array as [Any]:
            for member in array { collectScalars(member, into: &scalars) }
        default:
            break
        }
    }

    private func fail(_ property: String, _ details: String) -> Never {
        propertyFailure(property, details, input: input)
    }
}
