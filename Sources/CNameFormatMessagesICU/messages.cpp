// ICU MessageFormat's parse (MessagePattern) checked and handed over as plain structs, and ICU's LocaleMatcher,
// through ICU's C++ API (the C API has neither). See include/nfi_messages.h.

#include "CNameFormatMessagesICU.h"
#include "../CNameFormatICU/nfi_strings.h"

#include <memory>
#include <new>
#include <string>
#include <vector>

#include <unicode/localematcher.h>
#include <unicode/locid.h>
#include <unicode/messagepattern.h>
#include <unicode/parseerr.h>
#include <unicode/unistr.h>

namespace {

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

/// The UTF-8 offset of each UTF-16 offset of `text`, 0 to its length: ICU's offsets are in UTF-16, the caller's in
/// UTF-8. (An offset inside a surrogate pair is that of the pair.)
std::vector<int32_t> utf8Offsets(const icu::UnicodeString &text) {
    std::vector<int32_t> offsets((size_t)text.length() + 1);
    const char16_t *buffer = text.getBuffer();
    int32_t bytes = 0;
    for (int32_t i = 0; i < text.length(); ++i) {
        offsets[(size_t)i] = bytes;
        char16_t unit = buffer[i];
        if (unit < 0x80) {
            bytes += 1;
        } else if (unit < 0x800) {
            bytes += 2;
        } else if (U16_IS_LEAD(unit) && i + 1 < text.length() && U16_IS_TRAIL(buffer[i + 1])) {
            bytes += 4;
            offsets[(size_t)++i] = bytes - 4;
        } else {
            bytes += 3;
        }
    }
    offsets[(size_t)text.length()] = bytes;
    return offsets;
}

/// ICU's part type as this header names it.
int32_t partType(UMessagePatternPartType type) {
    switch (type) {
    case UMSGPAT_PART_TYPE_MSG_START: return NFI_MESSAGE_PART_MSG_START;
    case UMSGPAT_PART_TYPE_MSG_LIMIT: return NFI_MESSAGE_PART_MSG_LIMIT;
    case UMSGPAT_PART_TYPE_SKIP_SYNTAX: return NFI_MESSAGE_PART_SKIP_SYNTAX;
    case UMSGPAT_PART_TYPE_INSERT_CHAR: return NFI_MESSAGE_PART_INSERT_CHAR;
    case UMSGPAT_PART_TYPE_REPLACE_NUMBER: return NFI_MESSAGE_PART_REPLACE_NUMBER;
    case UMSGPAT_PART_TYPE_ARG_START: return NFI_MESSAGE_PART_ARG_START;
    case UMSGPAT_PART_TYPE_ARG_LIMIT: return NFI_MESSAGE_PART_ARG_LIMIT;
    case UMSGPAT_PART_TYPE_ARG_NUMBER: return NFI_MESSAGE_PART_ARG_NUMBER;
    case UMSGPAT_PART_TYPE_ARG_NAME: return NFI_MESSAGE_PART_ARG_NAME;
    case UMSGPAT_PART_TYPE_ARG_TYPE: return NFI_MESSAGE_PART_ARG_TYPE;
    case UMSGPAT_PART_TYPE_ARG_STYLE: return NFI_MESSAGE_PART_ARG_STYLE;
    case UMSGPAT_PART_TYPE_ARG_SELECTOR: return NFI_MESSAGE_PART_ARG_SELECTOR;
    case UMSGPAT_PART_TYPE_ARG_INT: return NFI_MESSAGE_PART_ARG_INT;
    case UMSGPAT_PART_TYPE_ARG_DOUBLE: return NFI_MESSAGE_PART_ARG_DOUBLE;
    default: return -1;
    }
}

/// ICU's argument type as this header names it.
int32_t argumentType(UMessagePatternArgType type) {
    switch (type) {
    case UMSGPAT_ARG_TYPE_NONE: return NFI_MESSAGE_ARG_NONE;
    case UMSGPAT_ARG_TYPE_SIMPLE: return NFI_MESSAGE_ARG_SIMPLE;
    case UMSGPAT_ARG_TYPE_CHOICE: return NFI_MESSAGE_ARG_CHOICE;
    case UMSGPAT_ARG_TYPE_PLURAL: return NFI_MESSAGE_ARG_PLURAL;
    case UMSGPAT_ARG_TYPE_SELECT: return NFI_MESSAGE_ARG_SELECT;
    case UMSGPAT_ARG_TYPE_SELECTORDINAL: return NFI_MESSAGE_ARG_SELECTORDINAL;
    default: return -1;
    }
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
    std::vector<Argument> arguments;
    /// ICU's parse, as plain structs with UTF-8 offsets (nfi_message_parts).
    std::vector<nfi_message_part> parts;
};

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
    std::vector<int32_t> offsets = utf8Offsets(text);
    auto utf8Offset = [&](int32_t units) {
        return offsets[(size_t)(units < 0 ? 0 : (units < text.length() ? units : text.length()))];
    };
    UParseError parseError = {};
    icu::MessagePattern parsed(UMSGPAT_APOS_DOUBLE_OPTIONAL, status);
    parsed.parse(text, &parseError, status);
    if (U_FAILURE(status)) {
        int32_t offset = utf8Offset(parseError.offset);
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
        int32_t startOffset = utf8Offset(start.getIndex());
        if (++placeholders > NFI_MESSAGE_MAX_PLACEHOLDERS) {
            return nfi_message_fail(NFI_MESSAGE_TOO_MANY_PLACEHOLDERS, startOffset, U_ZERO_ERROR, error, errorOffset,
                                    icuStatus);
        }
        const icu::MessagePattern::Part &namePart = parsed.getPart(i + 1);
        if (namePart.getType() == UMSGPAT_PART_TYPE_ARG_NUMBER) {
            return nfi_message_fail(NFI_MESSAGE_NUMBERED_ARGUMENT, utf8Offset(namePart.getIndex()), U_ZERO_ERROR,
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
                return nfi_message_fail(NFI_MESSAGE_SYNTAX_ERROR, utf8Offset(typePart.getIndex()),
                                        U_ILLEGAL_ARGUMENT_ERROR, error, errorOffset, icuStatus);
            }
            if (++formatters > NFI_MESSAGE_MAX_FORMATTERS) {
                return nfi_message_fail(NFI_MESSAGE_TOO_MANY_FORMATTERS, startOffset, U_ZERO_ERROR, error, errorOffset,
                                        icuStatus);
            }
            kind = type == "date" || type == "time" ? NFI_MESSAGE_KIND_DATE : NFI_MESSAGE_KIND_NUMBER;
            // A style that is not one of MessageFormat's keywords (a number's currency, skeleton or pattern, a date's
            // or a time's skeleton or pattern) is opened once here, as MessageFormat would (a date in UTC), so that
            // one ICU refuses, or a date pattern with a letter ICU does not know, is refused where it is written. A
            // rule-based type's style names a rule set, which MessageFormat ignores when the locale has none.
            if ((type == "number" || kind == NFI_MESSAGE_KIND_DATE) && i + 3 < partCount &&
                parsed.getPartType(i + 3) == UMSGPAT_PART_TYPE_ARG_STYLE) {
                const icu::MessagePattern::Part &stylePart = parsed.getPart(i + 3);
                std::string style;
                parsed.getSubstring(stylePart).toUTF8String(style);
                std::string keyword = normalizedKeyword(parsed.getSubstring(stylePart));
                int32_t styleStatus = 0;
                bool refused = false;
                if (kind == NFI_MESSAGE_KIND_DATE) {
                    if (!keyword.empty() && keyword != "short" && keyword != "medium" && keyword != "long" &&
                        keyword != "full") {
                        NFIDateFormatter *formatter = nfi_date_formatter_open(
                            locale, type == "time" ? NFI_DATE_KIND_TIME : NFI_DATE_KIND_DATE, style.data(),
                            (int32_t)style.size(), "UTC", &styleStatus);
                        refused = formatter == nullptr;
                        nfi_date_formatter_close(formatter);
                    }
                } else if (keyword != "integer" && keyword != "percent") {
                    NFINumberFormatter *formatter =
                        nfi_number_formatter_open_style(locale, style.data(), (int32_t)style.size(), &styleStatus);
                    refused = formatter == nullptr;
                    nfi_number_formatter_close(formatter);
                }
                if (refused) {
                    return nfi_message_fail(NFI_MESSAGE_SYNTAX_ERROR, utf8Offset(stylePart.getIndex()),
                                            styleStatus == 0 ? U_ILLEGAL_ARGUMENT_ERROR : (UErrorCode)styleStatus,
                                            error, errorOffset, icuStatus);
                }
            }
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

    message->parts.reserve((size_t)partCount);
    for (int32_t i = 0; i < partCount; ++i) {
        const icu::MessagePattern::Part &part = parsed.getPart(i);
        UMessagePatternPartType type = part.getType();
        nfi_message_part plain = {};
        plain.type = partType(type);
        plain.index = offsets[(size_t)part.getIndex()];
        plain.length = offsets[(size_t)part.getLimit()] - plain.index;
        plain.value = part.getValue();
        plain.argumentType = (type == UMSGPAT_PART_TYPE_ARG_START || type == UMSGPAT_PART_TYPE_ARG_LIMIT)
                                 ? argumentType(part.getArgType())
                                 : -1;
        plain.limit = (type == UMSGPAT_PART_TYPE_ARG_START || type == UMSGPAT_PART_TYPE_MSG_START)
                          ? parsed.getLimitPartIndex(i)
                          : -1;
        plain.numericValue = icu::MessagePattern::Part::hasNumericValue(type) ? parsed.getNumericValue(part) : 0;
        message->parts.push_back(plain);
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

int32_t nfi_message_part_count(const nfi_message *message) {
    return (int32_t)message->parts.size();
}

const nfi_message_part *nfi_message_parts(const nfi_message *message) {
    return message->parts.data();
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
