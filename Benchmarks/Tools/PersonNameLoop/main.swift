// Person-name formatting in a plain loop, outside the benchmark harness: the cases of `PersonNameBenchmarks.swift`
// (`PersonName.format.*`, the ones ICU4J is compared on), each over 64 distinct names of the same shape, formatted
// in turn with one cached style. Prints one "<case>\t<ns per format>" line per case, the best of several rounds.
//
// Under callgrind, run it twice with different counts and take the difference over the difference in counts: the
// instructions of one format, whatever the start-up costs (`instructions.sh person-names`).
//
// Usage: PersonNameLoop [FORMATS] [CASE-PREFIX ...]    (FORMATS per round, 200,000 by default; the rounds, 5, from
// PERSON_NAME_LOOP_ROUNDS)
import Foundation
import NameFormat

/// A case: the style and the names it formats in turn.
struct LoopCase {
    let name: String
    let style: PersonName.FormatStyle
    let names: [PersonName]
}

/// 64 names: each of 8 givens with each of 8 surnames, in the locale `locale`.
func names(_ givens: [String], _ surnames: [String], locale: String?) -> [PersonName] {
    precondition(givens.count * surnames.count == 64)
    return surnames.flatMap { surname in
        givens.map { given in
            PersonName(given: given, surname: surname, locale: locale.map { Locale(identifier: $0) })
        }
    }
}

func style(
    _ viewer: String,
    _ length: PersonName.FormatStyle.Length = .medium,
    usage: PersonName.FormatStyle.Usage = .referring,
    formality: PersonName.FormatStyle.Formality = .formal,
    order: PersonName.FormatStyle.Order = .default
) -> PersonName.FormatStyle {
    PersonName.FormatStyle(
        locale: Locale(identifier: viewer),
        length: length,
        usage: usage,
        formality: formality,
        order: order
    )
}

let latinGivens = ["Robb", "Anna", "Jens", "Marie", "Lukas", "Greta", "Paul", "Sophie"]
let germanSurnames = ["Böhnke", "Müller", "Schmidt", "Weiß", "Krüger", "Hoffmann", "Schäfer", "Koch"]
let japaneseGivens = ["太郎", "花子", "翔太", "美咲", "健", "陽菜", "大輔", "さくら"]
let japaneseSurnames = ["山田", "佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "中村"]
let chineseGivens = ["小明", "伟", "芳", "娜", "秀英", "敏", "静", "丽"]
let chineseSurnames = ["王", "李", "张", "刘", "陈", "杨", "黄", "赵"]
let koreanGivens = ["민준", "서연", "지호", "하은", "도윤", "수아", "예준", "지우"]
let koreanSurnames = ["김", "이", "박", "최", "정", "강", "조", "윤"]
let hindiGivens = ["राहुल", "प्रिया", "अमित", "नेहा", "विजय", "सुनीता", "अर्जुन", "कविता"]
let hindiSurnames = ["शर्मा", "वर्मा", "गुप्ता", "सिंह", "कुमार", "पटेल", "जोशी", "मेहता"]
let russianGivens = ["Иван", "Анна", "Пётр", "Мария", "Олег", "Ольга", "Юрий", "Нина"]
let russianSurnames = ["Петров", "Иванов", "Смирнов", "Попов", "Соколов", "Волков", "Козлов", "Орлов"]
let arabicGivens = ["محمد", "أحمد", "فاطمة", "علي", "مريم", "يوسف", "سارة", "خالد"]
let arabicSurnames = ["الأحمد", "الحسن", "السيد", "النجار", "العلي", "الخطيب", "الشامي", "المصري"]
let greekGivens = ["Άντα", "Ελένη", "Ίρις", "Όλγα", "Νίκος", "Ηλίας", "Ύβη", "Ώρα"]
let greekSurnames = ["Ιωάννου", "Παπαδόπουλος", "Αθανασίου", "Ευαγγέλου", "Οικονόμου", "Ωραιόπουλος", "Ρήγας", "Άρτα"]
let frenchGivens = ["Jean", "Marie", "Luc", "Claire", "Hugo", "Camille", "Louis", "Léa"]
let frenchSurnames = ["Dupont", "Martin", "Bernard", "Durand", "Lefèvre", "Moreau", "Laurent", "Girard"]

let cases: [LoopCase] = [
    LoopCase(
        name: "en.medium.referring.formal.de",
        style: style("en"),
        names: names(latinGivens, germanSurnames, locale: "de")
    ),
    LoopCase(
        name: "ja.medium.referring.formal.ja",
        style: style("ja"),
        names: names(japaneseGivens, japaneseSurnames, locale: "ja")
    ),
    LoopCase(
        name: "en.long.referring.formal.en",
        style: style("en", .long),
        names: latinGivens.flatMap { given in
            germanSurnames.map { surname in
                PersonName(
                    title: "Dr.",
                    given: given,
                    given2: "Ann",
                    surname: surname,
                    generation: "Jr.",
                    credentials: "PhD",
                    locale: Locale(identifier: "en")
                )
            }
        }
    ),
    LoopCase(
        name: "en.short.referring.formal.nolocale",
        style: style("en", .short),
        names: latinGivens.flatMap { given in
            germanSurnames.map { PersonName(given: given, given2: "Maria", surname: $0) }
        }
    ),
    LoopCase(
        name: "de.medium.referring.formal.de.sorting",
        style: style("de", order: .sorting),
        names: names(latinGivens, germanSurnames, locale: "de")
    ),
    LoopCase(
        name: "ru.medium.referring.informal.ru",
        style: style("ru", formality: .informal),
        names: names(russianGivens, russianSurnames, locale: "ru")
    ),
    LoopCase(
        name: "ar.medium.referring.formal.ar",
        style: style("ar"),
        names: names(arabicGivens, arabicSurnames, locale: "ar")
    ),
    LoopCase(
        name: "zh.medium.referring.formal.zh",
        style: style("zh"),
        names: names(chineseGivens, chineseSurnames, locale: "zh")
    ),
    LoopCase(
        name: "ko.medium.referring.formal.ko",
        style: style("ko"),
        names: names(koreanGivens, koreanSurnames, locale: "ko")
    ),
    LoopCase(
        name: "en.medium.referring.formal.ja",
        style: style("en"),
        names: names(japaneseGivens, japaneseSurnames, locale: "ja")
    ),
    LoopCase(
        name: "fr.medium.monogram.formal.fr",
        style: style("fr", usage: .monogram),
        names: names(frenchGivens, frenchSurnames, locale: "fr")
    ),
    // Monograms whose letters are not ASCII, each capitalized by ICU's case mapping for the name's locale.
    LoopCase(
        name: "el.medium.monogram.formal.el",
        style: style("el", usage: .monogram),
        names: names(greekGivens, greekSurnames, locale: "el")
    ),
    LoopCase(
        name: "ru.medium.monogram.formal.ru",
        style: style("ru", usage: .monogram),
        names: names(russianGivens, russianSurnames, locale: "ru")
    ),
    LoopCase(
        name: "hi.medium.addressing.formal.hi",
        style: style("hi", usage: .addressing),
        names: names(hindiGivens, hindiSurnames, locale: "hi")
    ),
]

let arguments = CommandLine.arguments.dropFirst()
let formats = arguments.first.flatMap { Int($0) } ?? 200_000
let prefixes = arguments.filter { Int($0) == nil }
let rounds = ProcessInfo.processInfo.environment["PERSON_NAME_LOOP_ROUNDS"].flatMap { Int($0) } ?? 5

var sink = 0
for loopCase in cases where prefixes.isEmpty || prefixes.contains(where: { loopCase.name.hasPrefix($0) }) {
    let (style, names) = (loopCase.style, loopCase.names)
    // Every name formats, and the first one round.
    for name in names { sink &+= style.format(name).utf8.count }
    var best = Double.infinity
    for _ in 0..<rounds {
        let start = ContinuousClock.now
        for index in 0..<formats {
            sink &+= style.format(names[index & 63]).utf8.count
        }
        let elapsed = ContinuousClock.now - start
        let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        best = min(best, nanoseconds / Double(formats))
    }
    print("\(loopCase.name)\t\(String(format: "%.1f", best))")
}
FileHandle.standardError.write(Data("blackhole: \(sink)\n".utf8))
