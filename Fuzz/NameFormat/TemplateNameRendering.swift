import Foundation
import NameFormat

/// Fuzz target: what the template engines' integrations render for a name (`TemplateName`, which
/// `NameFormatMustache` and `NameFormatLeaf` hand to their engine to escape): a user name or a person name made of
/// hostile pieces (markup, both engines' placeholders, bidi controls, NUL, C0 and C1 controls, separators, long
/// runs), with options read from the input, some of them not options at all, for one of a few viewers.
///
/// Properties, each a crash when it fails, read from the input and Unicode's properties rather than from the
/// library:
/// - an option is refused exactly when it is none of the documented words, or a field of a person name;
/// - the text is empty, or one FIRST STRONG ISOLATE, then text with no bidi control, no C0 or C1 control and no line
///   or paragraph separator, then one POP DIRECTIONAL ISOLATE: the name cannot reorder or break the template's text;
/// - its length is bounded by the name's: at most twice the name's UTF-8 plus 64 bytes (a pattern's literals), so a
///   name of a megabyte makes a megabyte or two, never a square.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplateNameRendering(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    var reader = FuzzInput(input)
    let viewer = reader.pick(["en", "en-US-x-linearf", "ar", "ar-x-linearf", "ja", "de-x-snfirst"])
    let isPerson = reader.bool()
    var fields: [String] = []
    for _ in 0..<4 {
        var field = reader.text(pool: hostilePieces, maximumRawCount: 64)
        // Now and then a long run, so that a pass that is not linear shows as a timeout.
        if reader.byte() == 0 {
            field += String(repeating: reader.pick(hostilePieces), count: reader.int(in: 1...4_096))
        }
        fields.append(field)
    }
    var name =
        isPerson
        ? TemplateName(PersonName(title: fields[0], given: fields[1], surname: fields[2], credentials: fields[3]))
        : TemplateName(
            UserName(
                displayName: fields[0],
                personName: reader.bool() ? PersonName(given: fields[1], surname: fields[2]) : nil
            )
        )
    let inputBytes = fields.reduce(0) { $0 + $1.utf8.count }
    for _ in 0..<reader.int(in: 0...4) {
        let word = reader.pick(optionWords)
        let isOption = documentedOptions.contains(word) && !(isPerson && ["displayName", "fullName"].contains(word))
        let set = name.setting(word)
        if (set != nil) != isOption {
            propertyFailure(
                "an option is refused exactly when it is not one",
                "\(quoted(word)) for a \(isPerson ? "person" : "user") name was \(set == nil ? "refused" : "taken")",
                input: input
            )
        }
        if let set { name = set }
    }
    guard let tag = try? LocaleTag(viewer) else { return 0 }
    let text = withNameLocale(tag) { name.isolatedText }
    guard !text.isEmpty else { return 0 }
    let scalars = Array(text.unicodeScalars)
    guard scalars.count >= 2, scalars.first == "\u{2068}", scalars.last == "\u{2069}" else {
        propertyFailure("a name is between one FSI and one PDI", quoted(text), input: input)
    }
    for scalar in scalars.dropFirst().dropLast() {
        let isBidiControl = scalar.properties.isBidiControl
        let isControl = scalar.properties.generalCategory == .control
        let isSeparator = scalar == "\u{2028}" || scalar == "\u{2029}"
        if isBidiControl || isControl || isSeparator {
            propertyFailure(
                "a name holds no bidi control, control or separator",
                "U+\(String(scalar.value, radix: 16, uppercase: true)) in \(quoted(String(text.prefix(200))))",
                input: input
            )
        }
    }
    if text.utf8.count > 2 * inputBytes + 64 {
        propertyFailure(
            "a name's text is bounded by the name",
            "\(text.utf8.count) bytes from \(inputBytes)",
            input: input
        )
    }
    return 0
}

/// The options both engines document, written out here rather than read from the library.
private let documentedOptions: Set<String> = [
    "long", "medium", "short", "formal", "informal", "referring", "addressing", "monogram", "displayName", "fullName",
]

/// The documented options, and words that are not: other cases, spellings and the engines' own syntax.
private let optionWords =
    Array(documentedOptions).sorted() + [
        "Short", "SHORT", "short ", "", "sorting", "givenFirst", "raw", "name", "{{short}}", "#(short)", "full_name",
    ]

/// Pieces of names that try to be something other than data in a template.
private let hostilePieces = [
    "Robb", "سارة", "山田", "<script>", "</p>", "&amp;", "\"", "'", "{{secret}}", "{{{x}}}", "{{#a}}", "{{/a}}",
    "{{> p}}", "#(secret)", "#name(x)", "#unsafeHTML(x)", "\u{202E}", "\u{2066}", "\u{2069}", "\u{200F}", "\u{0}",
    "\u{1B}", "\u{85}", "\u{9B}", "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{301}", " ", "\t", "\n",
]
