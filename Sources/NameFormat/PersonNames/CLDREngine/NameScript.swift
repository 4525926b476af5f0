/// The script a name is written in, derived from its characters (UTS #35 Part 8, "Derive the name locale").
enum NameScript {
    /// ICU's code for Latin, which every ASCII letter has; looked up once.
    private static let latin: Int32 = ICUScripts.code(of: "a")

    /// The ISO 15924 short names of ICU's script codes, read once.
    private static let shortNames: [String] = (0..<256).map { ICUScripts.shortName(Int32($0)) }

    /// The script of the first character of the surname, then of the given name, that is not Common, Inherited
    /// or Unknown; ``ICUScripts/unknown`` when there is none.
    static func derive(_ fields: borrowing PersonNameFields) -> Int32 {
        if let surname = fields.plainSurname {
            let script = firstScript(surname)
            if script != ICUScripts.unknown { return script }
        }
        if let given = fields.given { return firstScript(given) }
        return ICUScripts.unknown
    }

    /// The script of the first character of `text` that is not Common, Inherited or Unknown.
    private static func firstScript(_ text: UnsafeBufferPointer<UInt8>) -> Int32 {
        var index = 0
        while index < text.count {
            let (scalar, length) = NameBytes.scalar(in: text, at: index)
            index += length
            let script: Int32
            if scalar.isASCII {
                let value = scalar.value | 0x20
                guard value >= 0x61 && value <= 0x7A else { continue }
                script = latin
            } else {
                script = ICUScripts.code(of: scalar)
            }
            if script != ICUScripts.common && script != ICUScripts.inherited
                && script != ICUScripts.unknown
            {
                return script
            }
        }
        return ICUScripts.unknown
    }

    /// The short name of a script code, such as `Latn`; `Zzzz` for codes ICU does not name.
    static func shortName(_ code: Int32) -> String {
        code >= 0 && Int(code) < shortNames.count ? shortNames[Int(code)] : "Zzzz"
    }

    /// The scripts a script code stands for: `Jpan` is Han, Hiragana and Katakana.
    private static func members(_ script: String) -> Set<String> {
        switch script {
        case "Jpan": ["Jpan", "Hani", "Hira", "Kana", "Hrkt"]
        case "Kore": ["Kore", "Hang", "Hani"]
        case "Hanb": ["Hanb", "Hani", "Bopo"]
        case "Hans", "Hant": [script, "Hani"]
        case "Hrkt": ["Hrkt", "Hira", "Kana"]
        default: [script]
        }
    }

    /// Whether two scripts match: identical, or one a set that contains the other, or two sets that intersect
    /// (UTS #35, "Switch the formatting locale if necessary").
    static func matches(_ a: String, _ b: String) -> Bool {
        a == b || !members(a).isDisjoint(with: members(b))
    }
}
