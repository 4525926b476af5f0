// The ICU4C side of the message goldens, for an ICU that has no ICU4J beside it (ICU 76, in the Debian 13 root):
// ICU's own MessageFormat::format with named arguments and LocaleMatcher::getBestMatchResult, as GenerateGoldens.java
// asks ICU4J 72 for them.
//
// Usage: generate_goldens < requests > results (run through ../regenerate.sh --icu4c, which writes the requests
// from corpus.json and the goldens from the results). One result line per request line; text in both is escaped as
// in the goldens (\\, \t, \n):
//
//   version                               ->  "ICU4C <ICU version> (u_getVersion), CLDR <version> (ulocdata_getCLDRVersion)"
//   message <language> <pattern>          ->  "ok", or "!ERROR <ICU status>" when the pattern does not compile
//   format <name> <gender> <count>        ->  the current message formatted (a count with a point is a double, else an
//                                             int64), or "!ERROR <ICU status>"
//   zone <tag>                            ->  sets ICU's default time zone, explicitly, to the one the tag's -u-tz-
//                                             keyword names, else UTC, before the viewer's messages are compiled;
//                                             answers its ID
//   date <milliseconds>                   ->  the current message formatted with "when" the date at that instant and
//                                             "count" 3, or "!ERROR <ICU status>"
//   matcher <supported,...> <default>     ->  "ok", or "!ERROR <ICU status>"
//   match <desired>                       ->  the supported tag the current matcher picks, or its default

#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include <unicode/fmtable.h>
#include <unicode/localematcher.h>
#include <unicode/locid.h>
#include <unicode/msgfmt.h>
#include <unicode/timezone.h>
#include <unicode/ulocdata.h>
#include <unicode/unistr.h>
#include <unicode/uversion.h>

using icu::Formattable;
using icu::Locale;
using icu::LocaleMatcher;
using icu::MessageFormat;
using icu::UnicodeString;

static std::string unescape(const std::string &text) {
    std::string out;
    for (size_t i = 0; i < text.size(); i++) {
        if (text[i] == '\\' && i + 1 < text.size()) {
            char next = text[++i];
            out += next == 't' ? '\t' : next == 'n' ? '\n' : next;
        } else {
            out += text[i];
        }
    }
    return out;
}

static std::string escape(const std::string &text) {
    std::string out;
    for (char c : text) {
        if (c == '\\') {
            out += "\\\\";
        } else if (c == '\t') {
            out += "\\t";
        } else if (c == '\n') {
            out += "\\n";
        } else {
            out += c;
        }
    }
    return out;
}

static std::vector<std::string> fields(const std::string &line) {
    std::vector<std::string> out;
    size_t start = 0;
    for (size_t tab; (tab = line.find('\t', start)) != std::string::npos; start = tab + 1) {
        out.push_back(unescape(line.substr(start, tab - start)));
    }
    out.push_back(unescape(line.substr(start)));
    return out;
}

static std::string utf8(const UnicodeString &text) {
    std::string out;
    return text.toUTF8String(out);
}

static Locale locale(const std::string &tag, UErrorCode &status) {
    return Locale::forLanguageTag(tag, status);
}

int main() {
    std::unique_ptr<MessageFormat> message;
    std::unique_ptr<LocaleMatcher> matcher;
    std::vector<std::string> supportedTags;
    std::string defaultTag;
    std::string line;
    while (std::getline(std::cin, line)) {
        std::vector<std::string> request = fields(line);
        const std::string &verb = request[0];
        UErrorCode status = U_ZERO_ERROR;
        std::string result;
        if (verb == "version" && request.size() == 1) {
            UVersionInfo icu, cldr;
            char icuText[U_MAX_VERSION_STRING_LENGTH], cldrText[U_MAX_VERSION_STRING_LENGTH];
            u_getVersion(icu);
            ulocdata_getCLDRVersion(cldr, &status);
            u_versionToString(icu, icuText);
            u_versionToString(cldr, cldrText);
            result = std::string("ICU4C ") + icuText + " (u_getVersion), CLDR " + cldrText + " (ulocdata_getCLDRVersion)";
        } else if (verb == "message" && request.size() == 3) {
            Locale language = locale(request[1], status);
            message = std::make_unique<MessageFormat>(UnicodeString::fromUTF8(request[2]), language, status);
            result = "ok";
        } else if (verb == "format" && request.size() == 4 && message) {
            const std::string &count = request[3];
            // An integer is an int64, or a decimal number past INT64_MAX; anything else ("1.5", "NaN") a double.
            bool integer = !count.empty() && count.find_first_not_of("-0123456789") == std::string::npos;
            Formattable number;
            if (!integer) {
                number = Formattable(std::stod(count));
            } else if (count.size() < 19 || (count.size() == 19 && count <= "9223372036854775807")) {
                number = Formattable(static_cast<int64_t>(std::stoll(count)));
            } else {
                number.setDecimalNumber(count, status);
            }
            Formattable arguments[3] = {
                Formattable(UnicodeString::fromUTF8(request[1])),
                Formattable(UnicodeString::fromUTF8(request[2])),
                number,
            };
            const UnicodeString names[3] = {u"name", u"gender", u"count"};
            UnicodeString formatted;
            message->format(names, arguments, 3, formatted, status);
            result = utf8(formatted);
        } else if (verb == "zone" && request.size() == 2) {
            Locale viewer = locale(request[1], status);
            char keyword[128] = "";
            UErrorCode keywordStatus = U_ZERO_ERROR;
            int32_t length = viewer.getKeywordValue("timezone", keyword, sizeof keyword, keywordStatus);
            std::string id = U_SUCCESS(keywordStatus) && length > 0 ? std::string(keyword, length) : "UTC";
            icu::TimeZone *zone = icu::TimeZone::createTimeZone(UnicodeString::fromUTF8(id));
            UnicodeString zoneID;
            zone->getID(zoneID);
            icu::TimeZone::adoptDefault(zone);
            result = utf8(zoneID);
        } else if (verb == "date" && request.size() == 2 && message) {
            Formattable arguments[2] = {
                Formattable(static_cast<UDate>(std::stoll(request[1])), Formattable::kIsDate),
                Formattable(static_cast<int64_t>(3)),
            };
            const UnicodeString names[2] = {u"when", u"count"};
            UnicodeString formatted;
            message->format(names, arguments, 2, formatted, status);
            result = utf8(formatted);
        } else if (verb == "matcher" && request.size() == 3) {
            supportedTags.clear();
            std::vector<Locale> supported;
            size_t start = 0;
            for (size_t comma;; start = comma + 1) {
                comma = request[1].find(',', start);
                supportedTags.push_back(request[1].substr(start, comma - start));
                supported.push_back(locale(supportedTags.back(), status));
                if (comma == std::string::npos) break;
            }
            defaultTag = request[2];
            Locale defaultLocale = locale(defaultTag, status);
            matcher = std::make_unique<LocaleMatcher>(LocaleMatcher::Builder()
                                                          .setSupportedLocales(supported.begin(), supported.end())
                                                          .setDefaultLocale(&defaultLocale)
                                                          .build(status));
            result = "ok";
        } else if (verb == "match" && request.size() == 2 && matcher) {
            LocaleMatcher::Result best = matcher->getBestMatchResult(locale(request[1], status), status);
            int32_t index = best.getSupportedIndex();
            result = index >= 0 ? supportedTags[static_cast<size_t>(index)] : defaultTag;
        } else {
            std::cerr << "generate_goldens: bad request: " << line << "\n";
            return 2;
        }
        if (U_FAILURE(status)) {
            result = std::string("!ERROR ") + u_errorName(status);
        }
        std::cout << escape(result) << "\n";
    }
    return 0;
}
