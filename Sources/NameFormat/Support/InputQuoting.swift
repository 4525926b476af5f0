/// How untrusted input (a file name, a locale, a name, a template, a value read from input) is quoted inside an error
/// or a diagnostic, so that it can neither start a line of its own, nor colour, hide or reorder the text around it.
///
/// Every character that is not printable is written as an escape: `\t`, `\n`, `\r`, and `\u{…}` with the code
/// point in hexadecimal for the rest (`\u{1B}`, `\u{9B}`, `\u{202E}`, `\u{FEFF}`). Not printable are the C0 and C1
/// controls and DEL; every other format character (the bidi controls U+202A–U+202E and U+2066–U+2069, the marks
/// U+200E, U+200F and U+061C, U+FEFF, …), every other default-ignorable code point, U+2028 and U+2029, spaces other
/// than U+0020, combining marks (which would stack onto a quote mark or hide among lookalikes), and private-use,
/// unassigned and noncharacter code points. Backslashes are doubled wherever escapes
/// can appear, so an escape always means the character it names:
///
/// ```swift
/// print(InputQuoting.quoted("x\nnamefmt: forged"))  // "x\nnamefmt: forged", on one line
/// print(InputQuoting.quotedIfNeeded("users.jsonl"))  // users.jsonl
/// ```
package enum InputQuoting {
    /// The most characters quoted from one value by ``quoted(_:limit:showingLength:)``.
    package static let maximumQuotedScalars = 64

    /// `text` in double quotes, with `"`, `\` and every character that is not printable escaped.
    package static func quoted(_ text: some StringProtocol) -> String {
        "\"" + escaped(text) + "\""
    }

    /// ``quoted(_:limit:showingLength:)`` cut after ``maximumQuotedScalars``: how an error quotes the input it names
    /// (a template, a subtag, a mention), which may be very long.
    package static func quotedShort(_ text: some StringProtocol) -> String {
        quoted(text, limit: maximumQuotedScalars)
    }

    /// ``quoted(_:)``, cut after `limit` scalars for values that may be very long (a 1 MB header), with the value's
    /// length in bytes after the closing quote unless `showingLength` is `false`.
    package static func quoted(
        _ text: some StringProtocol,
        limit: Int,
        showingLength: Bool = true
    ) -> String {
        let scalars = text.unicodeScalars
        guard let cut = scalars.index(scalars.startIndex, offsetBy: limit, limitedBy: scalars.endIndex),
            cut != scalars.endIndex
        else { return quoted(text) }
        let shown = "\"" + escaped(String(String.UnicodeScalarView(scalars[..<cut]))) + "…\""
        return showingLength ? shown + " (\(text.utf8.count) bytes)" : shown
    }

    /// A scalar as `U+202E`, with its Unicode name where it has one: `U+0301 COMBINING ACUTE ACCENT`.
    package static func described(_ scalar: Unicode.Scalar) -> String {
        var hex = String(scalar.value, radix: 16, uppercase: true)
        if hex.count < 4 { hex = String(repeating: "0", count: 4 - hex.count) + hex }
        if let name = scalar.properties.name ?? scalar.properties.nameAlias { return "U+\(hex) \(name)" }
        return "U+\(hex)"
    }

    /// `text` with `\`, every character that is not printable and (unless `doubleQuotes` is false) `"` escaped,
    /// without surrounding quotes; for text that goes between quotes of the caller's own.
    package static func escaped(_ text: some StringProtocol, doubleQuotes: Bool = true) -> String {
        escaping(text) { scalar in
            scalar == "\\" || (doubleQuotes && scalar == "\"") || !isPrintable(scalar)
        }
    }

    /// UTF-8 that may not be valid (a file name's bytes, an input line), escaped as ``escaped(_:doubleQuotes:)``
    /// escapes text, with each byte that is not part of a valid UTF-8 sequence written `\xFF`.
    package static func escaped(bytes: some Collection<UInt8>, doubleQuotes: Bool = true) -> String {
        var result = ""
        var run = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = bytes.startIndex
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                run.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                offset = bytes.index(offset, offsetBy: encoded.count)
            case .error(let length):
                result += escaped(run, doubleQuotes: doubleQuotes)
                run = ""
                let end = bytes.index(offset, offsetBy: length)
                for byte in bytes[offset..<end] {
                    result += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
                }
                offset = end
            case .emptyInput:
                return result + escaped(run, doubleQuotes: doubleQuotes)
            }
        }
    }

    /// `text` as it is when that is unambiguous, otherwise ``quoted(_:)``: for names that are usually plain, such as
    /// a file name before `:3:`. Plain means not empty, every character printable, and no `"` or `\`, so a name
    /// shown without quotes never starts with one.
    package static func quotedIfNeeded(_ text: some StringProtocol) -> String {
        let isPlain = !text.isEmpty && text.unicodeScalars.allSatisfy { isPrintable($0) && $0 != "\\" && $0 != "\"" }
        return isPlain ? String(text) : quoted(text)
    }

    /// `text` with every character that is not printable escaped, except `"\n"` when `keepingLineFeeds` is true;
    /// quotes and backslashes are left alone.
    ///
    /// A last line of defence for a whole message put together elsewhere (by a library's error, by the argument
    /// parser): whatever it quotes can no longer colour or hide text. It cannot tell a line feed the message meant
    /// from one inside a value; escape values before they go into a message.
    package static func escapingNonPrintables(_ text: some StringProtocol, keepingLineFeeds: Bool) -> String {
        escaping(text) { scalar in
            !isPrintable(scalar) && !(keepingLineFeeds && scalar == "\n")
        }
    }

    /// Whether `scalar` is shown as itself in a message; see ``InputQuoting`` for the ones that are not.
    package static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E: return true
        case 0x00...0x1F, 0x7F...0x9F: return false
        default: break
        }
        let properties = scalar.properties
        if properties.isDefaultIgnorableCodePoint || properties.isNoncharacterCodePoint { return false }
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse, .surrogate,
            .unassigned, .nonspacingMark, .spacingMark, .enclosingMark:
            return false
        default:
            return true
        }
    }

    /// `text` with each scalar for which `needsEscape` is true written as an escape: `\\`, `\"`, `\t`, `\n`, `\r`,
    /// else `\u{…}`; for a caller that escapes another set of characters in the same notation, such as
    /// `namefmt message`'s line breaks. Escape `\` too wherever escapes can appear, so that the result is reversible.
    package static func escaping(
        _ text: some StringProtocol,
        where needsEscape: (Unicode.Scalar) -> Bool
    ) -> String {
        // Most text has nothing to escape: hand it back without building a copy scalar by scalar.
        let text = String(text)
        guard let first = text.unicodeScalars.firstIndex(where: needsEscape) else { return text }
        var result = String(text.unicodeScalars[..<first])
        for scalar in text.unicodeScalars[first...] {
            guard needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }
}
