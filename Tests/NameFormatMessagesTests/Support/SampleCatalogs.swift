import Foundation

@testable import NameFormat
@testable import NameFormatMessages

/// String Catalogs the message tests share, written as Xcode writes them.
enum SampleCatalogs {
    /// One key with a plural on its count in en, de, ru, ar, ja and pl, and a key whose source value is missing.
    static let assigned = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%@ assigned you %lld issues" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "zero" : { "stringUnit" : { "state" : "translated", "value" : "%@ assigned you no issues" } },
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%@ assigned you %lld issue" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%@ assigned you %lld issues" } }
                } } },
                "de" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%@ hat dir %lld Issue zugewiesen" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%@ hat dir %lld Issues zugewiesen" } }
                } } },
                "ru" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%@ назначил(а) вам %lld задачу" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "%@ назначил(а) вам %lld задачи" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "%@ назначил(а) вам %lld задач" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%@ назначил(а) вам %lld задачи" } }
                } } },
                "ar" : { "variations" : { "plural" : {
                  "zero" : { "stringUnit" : { "state" : "translated", "value" : "لم يسند إليك %@ أي مهمة" } },
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "أسند إليك %@ مهمة واحدة" } },
                  "two" : { "stringUnit" : { "state" : "translated", "value" : "أسند إليك %@ مهمتين" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "أسند إليك %@ %lld مهام" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "أسند إليك %@ %lld مهمة" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "أسند إليك %@ %lld مهمة" } }
                } } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "%@さんから%lld件の課題が割り当てられました" } },
                "pl" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%@ przypisał(a) ci %lld zadanie" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "%@ przypisał(a) ci %lld zadania" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "%@ przypisał(a) ci %lld zadań" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%@ przypisał(a) ci %lld zadania" } }
                } } }
              }
            },
            "Welcome, %@!" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen, %@!" } },
                "ar" : { "stringUnit" : { "state" : "translated", "value" : "مرحبًا، %@!" } }
              }
            },
            "%@ has %lld photos in %@" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "%1$@ has %2$#@photo_count@ in %3$@" },
                  "substitutions" : {
                    "photo_count" : {
                      "argNum" : 2,
                      "formatSpecifier" : "lld",
                      "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg photo" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg photos" } }
                      } }
                    }
                  }
                },
                "de" : {
                  "stringUnit" : { "state" : "translated", "value" : "In %3$@ hat %1$@ %#@photo_count@" },
                  "substitutions" : {
                    "photo_count" : {
                      "argNum" : 2,
                      "formatSpecifier" : "lld",
                      "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "ein Foto" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Fotos" } }
                      } }
                    }
                  }
                }
              }
            },
            "Open on %@" : {
              "localizations" : {
                "en" : { "variations" : { "device" : {
                  "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Open on your iPhone, %@" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Open on %@" } }
                } } }
              }
            },
            "Access denied" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "⚠️ Access denied ⚠️\\n\\nPlease open the app." } }
              }
            },
            "" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "(leer)" } }
              }
            },
            "%.1f%% done" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "%.1f %% erledigt" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    /// ``assigned`` read.
    static var assignedCatalog: StringCatalog {
        get throws { try MessageCatalog(stringCatalog: Data(assigned.utf8), file: "Localizable.xcstrings") }
    }

    /// A catalog with one key whose `en` value is `source` and whose `de` value is `translation`.
    static func pair(source: String, translation: String, key: String = "key") -> String {
        func quoted(_ text: String) -> String {
            String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
        }
        return """
            {"sourceLanguage": "en", "strings": {\(quoted(key)): {"localizations": {
              "en": {"stringUnit": {"value": \(quoted(source))}},
              "de": {"stringUnit": {"value": \(quoted(translation))}}}}}}
            """
    }
}
