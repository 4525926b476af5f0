extension SeedGroup {
    /// One group per language: five in Latin script, then Cyrillic, Greek, Arabic, Hebrew, Han, Kana, Hangul and
    /// Devanagari; 216 members in all.
    static let all: [SeedGroup] = [
        SeedGroup(
            locale: "de",
            order: .givenFirst,
            given: [
                ("Jürgen", "juergen"), ("Anneliese", "anneliese"), ("Maximilian", "max"), ("Sophie", "sophie"),
                ("Lukas", "lukas"), ("Greta", "greta"), ("Matthias", "matthias"), ("Lea", "lea"),
            ],
            surnames: [("Böhnke", "boehnke"), ("Müller", "mueller"), ("Schröder", "schroeder"), ("Weiß", "weiss")],
            preferences: ["de-DE-x-linearf", "de-DE", "en-US-x-linearf", "de-CH-x-linearf-snfirst"],
            count: 8
        ),
        SeedGroup(
            locale: "en",
            order: .givenFirst,
            given: [
                ("Emily", "emily"), ("James", "james"), ("Olivia", "olivia"), ("William", "will"),
                ("Charlotte", "charlotte"), ("Henry", "henry"), ("Amelia", "amelia"), ("Oliver", "oliver"),
            ],
            surnames: [("Smith", "smith"), ("O'Brien", "obrien"), ("Thompson", "thompson"), ("Walker", "walker")],
            preferences: ["en-US", "en-US-x-linearf", "en-GB-x-linearf-snfirst", "en-AU"],
            count: 8
        ),
        SeedGroup(
            locale: "fr",
            order: .givenFirst,
            given: [
                ("Amélie", "amelie"), ("Étienne", "etienne"), ("Chloé", "chloe"), ("Théo", "theo"),
                ("Inès", "ines"), ("Gaël", "gael"), ("Manon", "manon"), ("Noé", "noe"),
            ],
            surnames: [("Lefèvre", "lefevre"), ("Dubois", "dubois"), ("Girard", "girard"), ("Faure", "faure")],
            preferences: ["fr-FR-x-linearf", "fr-FR", "fr-CA-x-linearf-gnfirst", "en-x-linearf"],
            count: 8
        ),
        SeedGroup(
            locale: "es",
            order: .givenFirst,
            given: [
                ("José", "jose"), ("Lucía", "lucia"), ("Álvaro", "alvaro"), ("Ximena", "ximena"),
                ("Mateo", "mateo"), ("Valentina", "valentina"), ("Íñigo", "inigo"), ("Carmen", "carmen"),
            ],
            surnames: [("García", "garcia"), ("Núñez", "nunez"), ("Ortega", "ortega"), ("Peña", "pena")],
            preferences: ["es-ES-x-linearf", "es-MX", "es-419-x-linearf", "ca-x-linearf"],
            count: 8
        ),
        SeedGroup(
            locale: "tr",
            order: .givenFirst,
            given: [
                ("İrem", "irem"), ("Ömer", "omer"), ("Şule", "sule"), ("Çağrı", "cagri"),
                ("Ayşe", "ayse"), ("Emre", "emre"), ("Gülşen", "gulsen"), ("Ilgaz", "ilgaz"),
            ],
            surnames: [("Yılmaz", "yilmaz"), ("Öztürk", "ozturk"), ("Şahin", "sahin"), ("Çelik", "celik")],
            preferences: ["tr-TR-x-linearf", "tr-TR", "en-x-linearf", "de-x-linearf"],
            count: 8
        ),
        SeedGroup(
            locale: "uk",
            order: .givenFirst,
            given: [
                ("Дмитро", "dmytro"), ("Анна", "anna"), ("Олена", "olena"), ("Тарас", "taras"),
                ("Ірина", "iryna"), ("Богдан", "bohdan"), ("Оксана", "oksana"), ("Андрій", "andrii"),
            ],
            surnames: [
                ("Ковальчук", "kovalchuk"), ("Шевченко", "shevchenko"), ("Бондаренко", "bondarenko"),
                ("Кравець", "kravets"), ("Лисенко", "lysenko"), ("Мельник", "melnyk"),
            ],
            preferences: ["uk-UA-x-linearf", "uk-UA", "ru-x-linearf-snfirst", "en-x-linearf"],
            count: 22
        ),
        SeedGroup(
            locale: "el",
            order: .givenFirst,
            given: [
                ("Νίκος", "nikos"), ("Ελένη", "eleni"), ("Γιώργος", "giorgos"), ("Μαρία", "maria"),
                ("Δημήτρης", "dimitris"), ("Κατερίνα", "katerina"), ("Σπύρος", "spyros"), ("Αθηνά", "athina"),
            ],
            // Genitive surnames, the same for women and men.
            surnames: [
                ("Οικονόμου", "oikonomou"), ("Γεωργίου", "georgiou"), ("Νικολάου", "nikolaou"),
                ("Ιωάννου", "ioannou"), ("Αντωνίου", "antoniou"), ("Κωνσταντίνου", "konstantinou"),
            ],
            preferences: ["el-GR-x-linearf", "el-GR", "en-x-linearf-snfirst", "el-x-linearf-gnfirst"],
            count: 22
        ),
        SeedGroup(
            locale: "ar",
            order: .givenFirst,
            given: [
                ("سارة", "sara"), ("محمد", "mohammed"), ("ليلى", "layla"), ("عمر", "omar"),
                ("فاطمة", "fatima"), ("يوسف", "yousef"), ("نور", "nour"), ("خالد", "khalid"),
            ],
            surnames: [
                ("العلي", "alali"), ("الحسن", "alhassan"), ("منصور", "mansour"), ("حداد", "haddad"),
                ("الشامي", "alshami"), ("الخطيب", "alkhatib"),
            ],
            preferences: ["ar-EG-x-linearf", "ar-SA", "en-x-linearf", "ar-x-linearf-gnfirst"],
            count: 22
        ),
        SeedGroup(
            locale: "he",
            order: .givenFirst,
            given: [
                ("נועה", "noa"), ("דוד", "david"), ("מאיה", "maya"), ("יונתן", "yonatan"),
                ("תמר", "tamar"), ("איתי", "itai"), ("שירה", "shira"), ("אריאל", "ariel"),
            ],
            surnames: [
                ("כהן", "cohen"), ("לוי", "levi"), ("מזרחי", "mizrahi"), ("פרץ", "peretz"), ("ביטון", "biton"),
                ("אברהם", "avraham"),
            ],
            preferences: ["he-IL-x-linearf", "he-IL", "en-US-x-linearf", "he-x-linearf-snfirst"],
            count: 22
        ),
        SeedGroup(
            locale: "zh",
            order: .surnameFirst,
            given: [
                ("伟", "wei"), ("静", "jing"), ("磊", "lei"), ("娜", "na"),
                ("子轩", "zixuan"), ("欣怡", "xinyi"), ("浩然", "haoran"), ("梓涵", "zihan"),
            ],
            surnames: [("王", "wang"), ("李", "li"), ("张", "zhang"), ("刘", "liu"), ("陈", "chen"), ("欧阳", "ouyang")],
            preferences: ["zh-CN-x-linearf", "zh-CN", "zh-TW-x-linearf", "en-x-linearf-gnfirst"],
            count: 22
        ),
        SeedGroup(
            locale: "ja",
            order: .surnameFirst,
            given: [
                ("さくら", "sakura"), ("はると", "haruto"), ("ゆい", "yui"), ("そうた", "sota"),
                ("ひな", "hina"), ("れん", "ren"), ("あおい", "aoi"), ("ユウキ", "yuuki"),
            ],
            surnames: [
                ("たなか", "tanaka"), ("さとう", "sato"), ("すずき", "suzuki"), ("やまもと", "yamamoto"),
                ("ナカムラ", "nakamura"), ("コバヤシ", "kobayashi"),
            ],
            preferences: ["ja-JP-x-linearf", "ja-JP", "en-x-linearf-gnfirst", "ja-x-linearf-snfirst"],
            count: 22
        ),
        SeedGroup(
            locale: "ko",
            order: .surnameFirst,
            given: [
                ("민준", "minjun"), ("서연", "seoyeon"), ("지호", "jiho"), ("하은", "haeun"),
                ("도윤", "doyoon"), ("지우", "jiwoo"), ("서준", "seojun"), ("수아", "sua"),
            ],
            surnames: [("김", "kim"), ("이", "lee"), ("박", "park"), ("최", "choi"), ("정", "jung"), ("강", "kang")],
            preferences: ["ko-KR-x-linearf", "ko-KR", "en-x-linearf", "ko-x-linearf-gnfirst"],
            count: 22
        ),
        SeedGroup(
            locale: "hi",
            order: .givenFirst,
            given: [
                ("आरव", "aarav"), ("प्रिया", "priya"), ("विवान", "vivaan"), ("अनन्या", "ananya"),
                ("रोहन", "rohan"), ("दीपिका", "deepika"), ("अर्जुन", "arjun"), ("कविता", "kavita"),
            ],
            surnames: [
                ("शर्मा", "sharma"), ("वर्मा", "verma"), ("गुप्ता", "gupta"), ("पटेल", "patel"), ("सिंह", "singh"),
                ("जोशी", "joshi"),
            ],
            preferences: ["hi-IN-x-linearf", "hi-IN", "en-IN-x-linearf", "mr-x-linearf"],
            count: 22
        ),
    ]
}
