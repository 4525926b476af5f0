import Foundation
import NameFormat
import NameFormatMessages

// Loading a large String Catalog: 5,000 keys in 30 languages, each with plural variants (and a substitution in
// every tenth key), generated deterministically. Target: under 1 s, and peak memory under 3 times the file's size.
//
// Usage:
//   CatalogLoad generate FILE      writes the catalog
//   CatalogLoad load FILE          loads it and prints its size, the time, and the peak memory the load added
//   CatalogLoad parse FILE         the baseline: JSONSerialization parsing the same file into Foundation objects
//
// One process per measurement, so that each peak is its own (getrusage's ru_maxrss, against the resident size
// before the file is read).

let languages = [
    "en", "de", "fr", "es", "it", "pt-BR", "pt-PT", "nl", "sv", "da", "nb", "fi", "pl", "cs", "ru", "uk", "tr",
    "el", "he", "ar", "fa", "hi", "th", "ja", "ko", "zh-Hans", "zh-Hant", "id", "vi", "ro",
]
let categories: [String: [String]] = [
    "ru": ["one", "few", "many", "other"], "uk": ["one", "few", "many", "other"],
    "pl": ["one", "few", "many", "other"],
    "cs": ["one", "few", "many", "other"], "ar": ["zero", "one", "two", "few", "many", "other"],
    "he": ["one", "two", "other"], "ja": ["other"], "ko": ["other"], "zh-Hans": ["other"], "zh-Hant": ["other"],
    "th": ["other"], "id": ["other"], "vi": ["other"], "fr": ["one", "many", "other"],
    "pt-BR": ["one", "many", "other"],
    "es": ["one", "many", "other"], "it": ["one", "many", "other"], "ro": ["one", "few", "other"],
]

func quoted(_ text: String) -> String {
    String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
}

func generate(to path: String) throws {
    var out = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
    for key in 0..<5_000 {
        let keyText = "Item \(key): %@ assigned you %lld issues"
        out += "    \(quoted(keyText)) : {\n      \"localizations\" : {\n"
        for (index, language) in languages.enumerated() {
            out += "        \(quoted(language)) : {\n"
            if key % 10 == 0 {
                out +=
                    "          \"stringUnit\" : { \"state\" : \"translated\", \"value\" : "
                    + quoted("[\(language)] \(key): %1$@ → %2$#@issues@") + " },\n"
                out +=
                    "          \"substitutions\" : { \"issues\" : { \"argNum\" : 2, \"formatSpecifier\" : \"lld\", "
                    + "\"variations\" : { \"plural\" : {\n"
                let list = (categories[language] ?? ["one", "other"]).map { category in
                    "            \(quoted(category)) : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : "
                        + quoted("%arg \(category) issues") + " } }"
                }
                out += list.joined(separator: ",\n") + "\n          } } } }\n"
            } else {
                out += "          \"variations\" : { \"plural\" : {\n"
                let list = (categories[language] ?? ["one", "other"]).map { category in
                    "            \(quoted(category)) : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : "
                        + quoted("[\(language) \(category)] \(key): %@ → %lld") + " } }"
                }
                out += list.joined(separator: ",\n") + "\n          } }\n"
            }
            out += "        }" + (index == languages.count - 1 ? "\n" : ",\n")
        }
        out += "      }\n    }" + (key == 4_999 ? "\n" : ",\n")
    }
    out += "  },\n  \"version\" : \"1.0\"\n}\n"
    try Data(out.utf8).write(to: URL(fileURLWithPath: path))
}

/// The peak resident size of this process so far, in bytes.
func peakResident() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1024
}

/// The resident size once glibc has given its free memory back (malloc_trim), in bytes: what the catalog holds.
func trimmedResident() -> Int {
    typealias Trim = @convention(c) (Int) -> Int32
    if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }
    return currentResident()
}

/// The resident size of this process now, in bytes.
func currentResident() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
        let pages = Int(statm.split(separator: " ")[1])
    else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: CatalogLoad generate|load|parse FILE\n".utf8))
    exit(64)
}
let path = arguments[2]
switch arguments[1] {
case "generate":
    try generate(to: path)
case "load", "parse":
    let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    let before = currentResident()
    let clock = ContinuousClock()
    let start = clock.now
    var keys = 0
    if arguments[1] == "load" {
        let catalog = try StringCatalog(contentsOf: URL(fileURLWithPath: path))
        keys = catalog.languages.count
        let elapsed = clock.now - start
        // One message, to show the catalog works.
        let sample = catalog.string(
            "Item 42: \(UserName(displayName: "robb", fullName: "")) assigned you \(3) issues",
            for: try LocaleTag("ru")
        )
        print(
            "load\tbytes \(size)\tseconds \(elapsed)\tpeak added \(peakResident() - before)\tlanguages \(keys)\t\(sample)\tretained \(currentResident() - before)\tafter malloc_trim \(trimmedResident() - before)"
        )
        withExtendedLifetime(catalog) {}
    } else {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        let elapsed = clock.now - start
        keys = ((object as? [String: Any])?["strings"] as? [String: Any])?.count ?? 0
        print("parse\tbytes \(size)\tseconds \(elapsed)\tpeak added \(peakResident() - before)\tkeys \(keys)")
        withExtendedLifetime(object) {}
    }
default:
    exit(64)
}
