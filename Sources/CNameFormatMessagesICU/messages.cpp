// ICU MessageFormat with named arguments and ICU's LocaleMatcher, through ICU's C++ API (the C API has neither named
// arguments nor a matcher). See include/nfi_messages.h.

#include "CNameFormatMessagesICU.h"
#include "../CNameFormatICU/nfi_strings.h"

#include <memory>
#include <mutex>
#include <new>
#include <stdio.h>
#include <string>
#include <vector>

#include <unicode/fmtable.h>
#include <unicode/localematcher.h>
#include <unicode/locid.h>
#include <unicode/messagepattern.h>
#include <unicode/msgfmt.h>
#include <unicode/parseerr.h>
#include <unicode/unistr.h>

namespace {

/// The UTF-8 length of the first `units` UTF-16 units of `text`: ICU's offsets are in UTF-16, the caller's in UTF-8.
int32_t utf8Offset(const icu::UnicodeString &text, int32_t units) {
    if (units > text.length()) units = text.length();
    const char16_t *buffer = text.getBuffer();
    int32_t bytes = 0;
    for (int32_t i = 0; i < units; ++i) {
        char16_t unit = buffer[i];
        if (unit < 0x80) {
            bytes += 1;
        } else if (unit < 0x800) {
            bytes += 2;
        } else if (U16_IS_LEAD(unit) && i + 1 < text.length() && U16_IS_TRAIL(buffer[i + 1])) {
            bytes += 4;
            ++i;
        } else {
            bytes += 3;
        }
    }
    return bytes;
}

/// The types ICU's MessageFormat knows for a simple argument (`{a, number}`), as it reads them: trimmed, any case.
const char *const simpleTypes[] = {"number", "date", "time", "spellout", "ordinal", "duration"};

/// ASCII-lowercases `keyword` with its pattern white space trimmed, as MessageFormat::findKeyword does.
std::string normalizedKeyword(const icu::UnicodeString &keyword) {
    std::string utf8;
    keyword.toUTF8String(utf8);
    size_t start = utf8.find_first_not_of(" \t\n\r\f\v");
    size_t end = utf8.find_last_not_of(" \t\n\r\f\v");
    utf8 = start == std::string::npos ? std::string() : utf8.substr(start, end - start + 1);
    for (char &c : utf8) {
        if (c >= 'A' && c <= 'Z') c = (char)(c - 'A' + 'a');
    }
    return utf8;
}

/// Appends `value` and a `;` to `out`, in decimal.
void appendInteger(std::string &out, int64_t value) {
    out += std::to_string(value);
    out += ';';
}

/// Appends `text` as UTF-8, prefixed with its byte length and a `:`.
void appendString(std::string &out, const icu::UnicodeString &text) {
    std::string utf8;
    text.toUTF8String(utf8);
    out += std::to_string(utf8.size());
    out += ':';
    out += utf8;
}

/// Appends `value` as a double that reads back exactly, and a `;`.
void appendDouble(std::string &out, double value) {
    char buffer[40];
    snprintf(buffer, sizeof buffer, "%.17g;", value);
    out += buffer;
}

/// Appends the program of the message whose MSG_START part is `start` (see nfi_message_program): its text as
/// MessageFormat::format writes it (SKIP_SYNTAX apostrophes left out, INSERT_CHAR inserting nothing, as format
/// does), and its arguments.
void describeMessage(const icu::MessagePattern &parsed, const icu::UnicodeString &text, int32_t start,
                     std::string &out) {
    std::string body;
    int32_t nodes = 0;
    icu::UnicodeString run;
    auto flush = [&]() {
        if (run.isEmpty()) return;
        body += 't';
        appendString(body, run);
        run.remove();
        ++nodes;
    };
    int32_t previous = parsed.getPart(start).getLimit();
    for (int32_t i = start + 1;; ++i) {
        const icu::MessagePattern::Part &part = parsed.getPart(i);
        UMessagePatternPartType type = part.getType();
        run.append(text, previous, part.getIndex() - previous);
        if (type == UMSGPAT_PART_TYPE_MSG_LIMIT) break;
        previous = part.getLimit();
        if (type == UMSGPAT_PART_TYPE_REPLACE_NUMBER) {
            flush();
            body += '#';
            ++nodes;
            continue;
        }
        if (type != UMSGPAT_PART_TYPE_ARG_START) continue;
        flush();
        ++nodes;
        int32_t limit = parsed.getLimitPartIndex(i);
        icu::UnicodeString name = parsed.getSubstring(parsed.getPart(i + 1));
        switch (part.getArgType()) {
        case UMSGPAT_ARG_TYPE_NONE:
            body += 'a';
            appendString(body, name);
            break;
        case UMSGPAT_ARG_TYPE_SIMPLE: {
            body += 'n';
            appendString(body, name);
            appendString(body, parsed.getSubstring(parsed.getPart(i + 2)));
            icu::UnicodeString style;
            if (i + 3 < limit && parsed.getPartType(i + 3) == UMSGPAT_PART_TYPE_ARG_STYLE) {
                style = parsed.getSubstring(parsed.getPart(i + 3));
            }
            appendString(body, style);
            break;
        }
        case UMSGPAT_ARG_TYPE_PLURAL:
        case UMSGPAT_ARG_TYPE_SELECTORDINAL:
        case UMSGPAT_ARG_TYPE_SELECT: {
            UMessagePatternArgType argType = part.getArgType();
            body += argType == UMSGPAT_ARG_TYPE_PLURAL ? 'p' : (argType == UMSGPAT_ARG_TYPE_SELECT ? 's' : 'o');
            appendString(body, name);
            int32_t j = i + 2;
            double offset = 0;
            if (argType != UMSGPAT_ARG_TYPE_SELECT &&
                icu::MessagePattern::Part::hasNumericValue(parsed.getPartType(j))) {
                offset = parsed.getNumericValue(parsed.getPart(j));
                ++j;
            }
            if (argType != UMSGPAT_ARG_TYPE_SELECT) appendDouble(body, offset);
            std::string cases;
            int32_t caseCount = 0;
            while (j < limit) {
                // ARG_SELECTOR, an explicit value for `=N`, then the message.
                const icu::MessagePattern::Part &selector = parsed.getPart(j++);
                if (icu::MessagePattern::Part::hasNumericValue(parsed.getPartType(j))) {
                    cases += '=';
                    appendDouble(cases, parsed.getNumericValue(parsed.getPart(j)));
                    ++j;
                } else {
                    cases += 'k';
                    appendString(cases, parsed.getSubstring(selector));
                }
                describeMessage(parsed, text, j, cases);
                j = parsed.getLimitPartIndex(j) + 1;
                ++caseCount;
            }
            appendInteger(body, caseCount);
            body += cases;
            break;
        }
        default:
            // `choice`, which ICUCatalogMessage refuses.
            body += 'x';
            break;
        }
        i = limit;
        previous = parsed.getPart(limit).getLimit();
    }
    flush();
    out += 'm';
    appendInteger(out, nodes);
    out += body;
}

struct Argument {
    icu::UnicodeString name;
    std::string nameUTF8;
    int32_t kind;
    /// The type keyword of the first typed use (`plural`, `date`), empty while every use is plain.
    std::string type;
};

} // namespace

struct nfi_message {
    /// Never formats: only cloned, so that it is only ever read, and reading is safe from any thread.
    icu::MessageFormat *prototype = nullptr;
    std::vector<Argument> arguments;
    /// The names MessageFormat formats with: each argument's, in order, then an alias for each select argument
    /// the pattern also shows plainly (see nfi_message_open).
    std::vector<icu::UnicodeString> names;
    /// For each alias, past the arguments in `names`, the index of the argument it shows.
    std::vector<size_t> aliased;
    /// The pattern as a program (nfi_message_program).
    std::string program;
    /// Instances that no call is using, each used by one call at a time.
    std::mutex lock;
    std::vector<icu::MessageFormat *> idle;

    ~nfi_message() {
        for (icu::MessageFormat *format : idle) delete format;
        delete prototype;
    }
};

/// The most idle instances a message keeps; more threads at once than this clone and drop their own.
static const size_t NFI_MESSAGE_MAX_IDLE = 8;

static nfi_message *nfi_message_fail(int32_t code, int32_t offset, UErrorCode status, int32_t *error,
                                     int32_t *errorOffset, int32_t *icuStatus) {
    *error = code;
    *errorOffset = offset;
    *icuStatus = (int32_t)status;
    return nullptr;
}

nfi_message *nfi_message_open(const char *locale, const char *pattern, int32_t length, int32_t *error,
                              int32_t *errorOffset, int32_t *icuStatus) {
    *error = 0;
    *errorOffset = 0;
    *icuStatus = 0;
    if (length < 0 || length > NFI_MESSAGE_MAX_PATTERN_LENGTH) {
        return nfi_message_fail(NFI_MESSAGE_TOO_LONG, 0, U_ZERO_ERROR, error, errorOffset, icuStatus);
    }
    // ICU parses nested messages by recursion: bound the depth before it does, on the raw braces (an upper bound on
    // its nesting, since quoting only ever takes braces away).
    int32_t depth = 0;
    for (int32_t i = 0; i < length; ++i) {
        if (pattern[i] == '{' && ++depth > NFI_MESSAGE_MAX_BRACE_DEPTH) {
            return nfi_message_fail(NFI_MESSAGE_TOO_DEEP, i, U_ZERO_ERROR, error, errorOffset, icuStatus);
        }
        if (pattern[i] == '}' && depth > 0) --depth;
    }

    UErrorCode status = U_ZERO_ERROR;
    icu::Locale icuLocale = icu::Locale::forLanguageTag(locale, status);
    if (U_FAILURE(status) || icuLocale.isBogus()) {
        return nfi_message_fail(NFI_ILL_FORMED, 0, status, error, errorOffset, icuStatus);
    }

    icu::UnicodeString text = icu::UnicodeString::fromUTF8(icu::StringPiece(pattern, length));
    UParseError parseError = {};
    icu::MessagePattern parsed(UMSGPAT_APOS_DOUBLE_OPTIONAL, status);
    parsed.parse(text, &parseError, status);
    if (U_FAILURE(status)) {
        int32_t offset = utf8Offset(text, parseError.offset);
        return nfi_message_fail(status == U_MEMORY_ALLOCATION_ERROR ? NFI_FAILURE : NFI_MESSAGE_SYNTAX_ERROR, offset,
                                status, error, errorOffset, icuStatus);
    }

    std::unique_ptr<nfi_message> message(new (std::nothrow) nfi_message());
    if (!message) return nfi_message_fail(NFI_FAILURE, 0, U_MEMORY_ALLOCATION_ERROR, error, errorOffset, icuStatus);
    int32_t placeholders = 0;
    int32_t formatters = 0;
    int32_t partCount = parsed.countParts();
    for (int32_t i = 0; i < partCount; ++i) {
        const icu::MessagePattern::Part &start = parsed.getPart(i);
        if (start.getType() != UMSGPAT_PART_TYPE_ARG_START) continue;
        int32_t startOffset = utf8Offset(text, start.getIndex());
        if (++placeholders > NFI_MESSAGE_MAX_PLACEHOLDERS) {
            return nfi_message_fail(NFI_MESSAGE_TOO_MANY_PLACEHOLDERS, startOffset, U_ZERO_ERROR, error, errorOffset,
                                    icuStatus);
        }
        const icu::MessagePattern::Part &namePart = parsed.getPart(i + 1);
        if (namePart.getType() == UMSGPAT_PART_TYPE_ARG_NUMBER) {
            return nfi_message_fail(NFI_MESSAGE_NUMBERED_ARGUMENT, utf8Offset(text, namePart.getIndex()), U_ZERO_ERROR,
                                    error, errorOffset, icuStatus);
        }
        icu::UnicodeString name = parsed.getSubstring(namePart);

        int32_t kind = NFI_MESSAGE_KIND_PLAIN;
        std::string type;
        UMessagePatternArgType argType = start.getArgType();
        // Only a simple argument (`{a, number}`) has a part for its type; the others' types are fixed keywords.
        switch (argType) {
        case UMSGPAT_ARG_TYPE_NONE: break;
        case UMSGPAT_ARG_TYPE_PLURAL:
            kind = NFI_MESSAGE_KIND_NUMBER;
            type = "plural";
            break;
        case UMSGPAT_ARG_TYPE_SELECTORDINAL:
            kind = NFI_MESSAGE_KIND_NUMBER;
            type = "selectordinal";
            break;
        case UMSGPAT_ARG_TYPE_SELECT:
            kind = NFI_MESSAGE_KIND_SELECT;
            type = "select";
            break;
        case UMSGPAT_ARG_TYPE_CHOICE:
            kind = NFI_MESSAGE_KIND_OTHER;
            type = "choice";
            break;
        case UMSGPAT_ARG_TYPE_SIMPLE: {
            const icu::MessagePattern::Part &typePart = parsed.getPart(i + 2);
            type = normalizedKeyword(parsed.getSubstring(typePart));
            bool known = false;
            for (const char *simple : simpleTypes) known = known || type == simple;
            if (!known) {
                // MessageFormat refuses an unknown type too, but without saying where.
                return nfi_message_fail(NFI_MESSAGE_SYNTAX_ERROR, utf8Offset(text, typePart.getIndex()),
                                        U_ILLEGAL_ARGUMENT_ERROR, error, errorOffset, icuStatus);
            }
            if (++formatters > NFI_MESSAGE_MAX_FORMATTERS) {
                return nfi_message_fail(NFI_MESSAGE_TOO_MANY_FORMATTERS, startOffset, U_ZERO_ERROR, error, errorOffset,
                                        icuStatus);
            }
            kind = type == "number" ? NFI_MESSAGE_KIND_NUMBER : NFI_MESSAGE_KIND_OTHER;
            break;
        }
        }

        Argument *existing = nullptr;
        for (Argument &argument : message->arguments) {
            if (argument.name == name) existing = &argument;
        }
        if (existing == nullptr) {
            if ((int32_t)message->arguments.size() >= NFI_MESSAGE_MAX_ARGUMENTS) {
                return nfi_message_fail(NFI_MESSAGE_TOO_MANY_ARGUMENTS, startOffset, U_ZERO_ERROR, error, errorOffset,
                                        icuStatus);
            }
            Argument argument{name, std::string(), kind, type};
            name.toUTF8String(argument.nameUTF8);
            message->arguments.push_back(argument);
            message->names.push_back(name);
        } else if (kind == NFI_MESSAGE_KIND_PLAIN) {
            // A plain use takes whatever the other uses take.
        } else if (existing->kind == NFI_MESSAGE_KIND_PLAIN) {
            existing->kind = kind;
            existing->type = type;
        } else if (existing->kind != kind || (kind == NFI_MESSAGE_KIND_OTHER && existing->type != type)) {
            return nfi_message_fail(NFI_MESSAGE_CONFLICTING_KINDS, startOffset, U_ZERO_ERROR, error, errorOffset,
                                    icuStatus);
        }
    }

    describeMessage(parsed, text, 0, message->program);

    // A select argument the pattern also shows plainly (`{g, select, …} … {g}`) is shown through an alias, the
    // argument's name and U+FDD2 (a noncharacter a catalog may not hold), so that what picks the branch and what
    // is shown can differ: the caller shows the keyword as untrusted text, escaped and isolated, through a token
    // that ICU's output carries in its place (NFI_MESSAGE_VALUE_KEYWORD). The pattern MessageFormat compiles is
    // the catalog's with each such plain use renamed.
    icu::UnicodeString formatText;
    int32_t copied = 0;
    for (int32_t i = 0; i < partCount; ++i) {
        const icu::MessagePattern::Part &start = parsed.getPart(i);
        if (start.getType() != UMSGPAT_PART_TYPE_ARG_START || start.getArgType() != UMSGPAT_ARG_TYPE_NONE) continue;
        const icu::MessagePattern::Part &namePart = parsed.getPart(i + 1);
        icu::UnicodeString name = parsed.getSubstring(namePart);
        size_t argument = 0;
        while (message->arguments[argument].name != name) ++argument;
        if (message->arguments[argument].kind != NFI_MESSAGE_KIND_SELECT) continue;
        icu::UnicodeString alias = name;
        alias.append((UChar)0xFDD2);
        bool known = false;
        for (size_t k = 0; k < message->aliased.size(); ++k) known = known || message->aliased[k] == argument;
        if (!known) {
            message->names.push_back(alias);
            message->aliased.push_back(argument);
        }
        formatText.append(text, copied, namePart.getIndex() - copied);
        formatText.append(alias);
        copied = namePart.getLimit();
    }
    if (copied > 0) formatText.append(text, copied, text.length() - copied);

    // UObject's own operator new returns nullptr when it cannot allocate.
    message->prototype = new icu::MessageFormat(copied > 0 ? formatText : text, icuLocale, parseError, status);
    if (message->prototype == nullptr) status = U_MEMORY_ALLOCATION_ERROR;
    if (U_FAILURE(status)) {
        return nfi_message_fail(status == U_MEMORY_ALLOCATION_ERROR ? NFI_FAILURE : NFI_MESSAGE_SYNTAX_ERROR,
                                utf8Offset(text, parseError.offset), status, error, errorOffset, icuStatus);
    }
    return message.release();
}

void nfi_message_close(nfi_message *message) {
    delete message;
}

int32_t nfi_message_argument_count(const nfi_message *message) {
    return (int32_t)message->arguments.size();
}

int32_t nfi_message_argument_name(const nfi_message *message, int32_t index, char *out, int32_t capacity) {
    if (index < 0 || index >= (int32_t)message->arguments.size()) return NFI_FAILURE;
    const std::string &name = message->arguments[(size_t)index].nameUTF8;
    return nfi_write_utf8(name.data(), (int32_t)name.size(), out, capacity);
}

int32_t nfi_message_argument_kind(const nfi_message *message, int32_t index) {
    if (index < 0 || index >= (int32_t)message->arguments.size()) return NFI_FAILURE;
    return message->arguments[(size_t)index].kind;
}

int32_t nfi_message_argument_type(const nfi_message *message, int32_t index, char *out, int32_t capacity) {
    if (index < 0 || index >= (int32_t)message->arguments.size()) return NFI_FAILURE;
    const std::string &type = message->arguments[(size_t)index].type;
    return nfi_write_utf8(type.data(), (int32_t)type.size(), out, capacity);
}

int32_t nfi_message_program(const nfi_message *message, char *out, int32_t capacity) {
    return nfi_write_utf8(message->program.data(), (int32_t)message->program.size(), out, capacity);
}

int32_t nfi_message_format(const nfi_message *message, const nfi_message_value *values, int32_t count,
                           const char *text, char *out, int32_t capacity, int32_t *icuStatus) {
    *icuStatus = 0;
    size_t argumentCount = message->arguments.size();
    if (count != (int32_t)argumentCount) return NFI_MESSAGE_WRONG_VALUE;
    std::vector<icu::Formattable> formattables(message->names.size());
    for (size_t i = 0; i < argumentCount; ++i) {
        const nfi_message_value &value = values[i];
        int32_t kind = message->arguments[i].kind;
        bool isText = value.type == NFI_MESSAGE_VALUE_TEXT || value.type == NFI_MESSAGE_VALUE_KEYWORD;
        if (isText ? (kind == NFI_MESSAGE_KIND_NUMBER || kind == NFI_MESSAGE_KIND_OTHER)
                   : kind == NFI_MESSAGE_KIND_SELECT) {
            return NFI_MESSAGE_WRONG_VALUE;
        }
        switch (value.type) {
        case NFI_MESSAGE_VALUE_TEXT:
        case NFI_MESSAGE_VALUE_KEYWORD:
            formattables[i].setString(icu::UnicodeString::fromUTF8(icu::StringPiece(text + value.offset, value.length)));
            break;
        case NFI_MESSAGE_VALUE_DOUBLE: formattables[i].setDouble(value.number); break;
        case NFI_MESSAGE_VALUE_INT64: formattables[i].setInt64(value.integer); break;
        case NFI_MESSAGE_VALUE_UINT64: {
            // In decimal, which ICU keeps exactly: a Formattable holds at most an int64, and a double rounds.
            char digits[24];
            char *start = digits + sizeof digits;
            uint64_t rest = value.unsignedInteger;
            do {
                *--start = (char)('0' + rest % 10);
                rest /= 10;
            } while (rest != 0);
            UErrorCode decimalStatus = U_ZERO_ERROR;
            formattables[i].setDecimalNumber(icu::StringPiece(start, (int32_t)(digits + sizeof digits - start)),
                                             decimalStatus);
            if (U_FAILURE(decimalStatus)) {
                *icuStatus = (int32_t)decimalStatus;
                return NFI_FAILURE;
            }
            break;
        }
        default: return NFI_MESSAGE_WRONG_VALUE;
        }
    }
    // Each alias shows its argument's keyword as the caller asks, else as it is.
    for (size_t k = 0; k < message->aliased.size(); ++k) {
        const nfi_message_value &value = values[message->aliased[k]];
        icu::Formattable &shown = formattables[argumentCount + k];
        if (value.type == NFI_MESSAGE_VALUE_KEYWORD) {
            shown.setString(
                icu::UnicodeString::fromUTF8(icu::StringPiece(text + value.displayOffset, value.displayLength)));
        } else {
            shown = formattables[message->aliased[k]];
        }
    }

    // An instance of this call's own: MessageFormat::format is const but fills lazy members without a lock.
    nfi_message *shared = const_cast<nfi_message *>(message);
    icu::MessageFormat *format = nullptr;
    {
        std::lock_guard<std::mutex> guard(shared->lock);
        if (!shared->idle.empty()) {
            format = shared->idle.back();
            shared->idle.pop_back();
        }
    }
    if (format == nullptr) format = message->prototype->clone();
    if (format == nullptr) {
        *icuStatus = (int32_t)U_MEMORY_ALLOCATION_ERROR;
        return NFI_FAILURE;
    }

    UErrorCode status = U_ZERO_ERROR;
    icu::UnicodeString result;
    format->format(message->names.data(), formattables.data(), (int32_t)formattables.size(), result, status);

    {
        std::lock_guard<std::mutex> guard(shared->lock);
        if (shared->idle.size() < NFI_MESSAGE_MAX_IDLE) {
            shared->idle.push_back(format);
            format = nullptr;
        }
    }
    delete format;

    if (U_FAILURE(status)) {
        *icuStatus = (int32_t)status;
        return NFI_FAILURE;
    }
    return nfi_write_utf16(result.getBuffer(), result.length(), out, capacity, icuStatus);
}

struct nfi_locale_matcher {
    icu::LocaleMatcher matcher;
};

nfi_locale_matcher *nfi_locale_matcher_open(const char *const *supported, int32_t count, int32_t defaultIndex,
                                            int32_t *error, int32_t *errorIndex, int32_t *icuStatus) {
    *error = 0;
    *errorIndex = -1;
    *icuStatus = 0;
    std::vector<icu::Locale> locales;
    for (int32_t i = 0; i < count; ++i) {
        UErrorCode status = U_ZERO_ERROR;
        icu::Locale locale = icu::Locale::forLanguageTag(supported[i], status);
        if (U_FAILURE(status) || locale.isBogus()) {
            *error = NFI_ILL_FORMED;
            *errorIndex = i;
            *icuStatus = (int32_t)status;
            return nullptr;
        }
        locales.push_back(locale);
    }
    UErrorCode status = U_ZERO_ERROR;
    icu::LocaleMatcher::Builder builder;
    builder.setSupportedLocales(locales.begin(), locales.end());
    if (defaultIndex >= 0 && defaultIndex < count) {
        builder.setDefaultLocale(&locales[(size_t)defaultIndex]);
    } else {
        builder.setNoDefaultLocale();
    }
    icu::LocaleMatcher matcher = builder.build(status);
    if (U_FAILURE(status)) {
        *error = NFI_FAILURE;
        *icuStatus = (int32_t)status;
        return nullptr;
    }
    nfi_locale_matcher *result = new (std::nothrow) nfi_locale_matcher{std::move(matcher)};
    if (result == nullptr) {
        *error = NFI_FAILURE;
        *icuStatus = (int32_t)U_MEMORY_ALLOCATION_ERROR;
    }
    return result;
}

void nfi_locale_matcher_close(nfi_locale_matcher *matcher) {
    delete matcher;
}

int32_t nfi_locale_matcher_best(const nfi_locale_matcher *matcher, const char *desired) {
    UErrorCode status = U_ZERO_ERROR;
    icu::Locale locale = icu::Locale::forLanguageTag(desired, status);
    if (U_FAILURE(status) || locale.isBogus()) return -1;
    icu::LocaleMatcher::Result result = matcher->matcher.getBestMatchResult(locale, status);
    return U_SUCCESS(status) ? result.getSupportedIndex() : -1;
}

int32_t nfi_locale_matcher_best_of(const nfi_locale_matcher *matcher, const char *const *desired, int32_t count) {
    std::vector<icu::Locale> locales;
    for (int32_t i = 0; i < count; ++i) {
        UErrorCode status = U_ZERO_ERROR;
        icu::Locale locale = icu::Locale::forLanguageTag(desired[i], status);
        if (U_SUCCESS(status) && !locale.isBogus()) locales.push_back(locale);
    }
    if (locales.empty()) return -1;
    UErrorCode status = U_ZERO_ERROR;
    icu::Locale::RangeIterator<std::vector<icu::Locale>::iterator> iterator(locales.begin(), locales.end());
    icu::LocaleMatcher::Result result = matcher->matcher.getBestMatchResult(iterator, status);
    return U_SUCCESS(status) ? result.getSupportedIndex() : -1;
}
