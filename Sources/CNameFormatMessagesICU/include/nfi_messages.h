// ICU MessageFormat's parse, checked and handed over as plain structs, and ICU's LocaleMatcher (messages.cpp), behind
// the same kind of door as CNameFormatICU.h: plain C types only. The implementation is C++, because ICU's
// MessagePattern and LocaleMatcher have no C API. The package renders the parsed message itself, with the number
// formatters of nfi_numbers.h one argument at a time.

#ifndef NFI_MESSAGES_H
#define NFI_MESSAGES_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The bounds a message must keep before ICU sees it, so that a hostile catalog costs bounded time, memory and
/// stack.
enum {
    /// The most UTF-8 bytes of a pattern.
    NFI_MESSAGE_MAX_PATTERN_LENGTH = 32768,
    /// The most argument placeholders (`{name…}`, each use counted; `#` not) in a pattern.
    NFI_MESSAGE_MAX_PLACEHOLDERS = 256,
    /// The most distinct argument names in a pattern.
    NFI_MESSAGE_MAX_ARGUMENTS = 64,
    /// The most typed simple placeholders (`{a, number}`, `{a, date}`, `{a, spellout}`…) in a pattern: ICU makes a
    /// formatter for each when it compiles, and a spellout formatter takes most of a millisecond.
    NFI_MESSAGE_MAX_FORMATTERS = 16,
    /// The most `{` open at once, counted before ICU parses and without regard to apostrophe quoting (so an upper
    /// bound on ICU's own nesting, which it walks by recursion): a plural in a select in a plural is 6.
    NFI_MESSAGE_MAX_BRACE_DEPTH = 32,
};

/// Why `nfi_message_open` refused a pattern, besides NFI_FAILURE (ICU's status in `*icuStatus`).
enum {
    /// Longer than NFI_MESSAGE_MAX_PATTERN_LENGTH.
    NFI_MESSAGE_TOO_LONG = -10,
    /// More than NFI_MESSAGE_MAX_BRACE_DEPTH braces open at `*errorOffset`.
    NFI_MESSAGE_TOO_DEEP = -11,
    /// More than NFI_MESSAGE_MAX_PLACEHOLDERS placeholders; `*errorOffset` is where the first one too many starts.
    NFI_MESSAGE_TOO_MANY_PLACEHOLDERS = -12,
    /// More than NFI_MESSAGE_MAX_ARGUMENTS names; `*errorOffset` is where the first name too many starts.
    NFI_MESSAGE_TOO_MANY_ARGUMENTS = -13,
    /// A numbered argument (`{0}`) at `*errorOffset`: messages take named arguments only.
    NFI_MESSAGE_NUMBERED_ARGUMENT = -14,
    /// An argument used with two kinds that take different values (a select and a plural) at `*errorOffset`, its
    /// second use.
    NFI_MESSAGE_CONFLICTING_KINDS = -15,
    /// A syntax error; `*icuStatus` holds ICU's status (U_PATTERN_SYNTAX_ERROR, U_UNMATCHED_BRACES,
    /// U_ILLEGAL_ARGUMENT_ERROR for an unknown argument type, U_NUMBER_SKELETON_SYNTAX_ERROR for a number style ICU
    /// refuses, …) and `*errorOffset` where ICU stopped, or where the refused type or style starts.
    NFI_MESSAGE_SYNTAX_ERROR = -16,
    /// More than NFI_MESSAGE_MAX_FORMATTERS typed simple placeholders; `*errorOffset` is where the first one too many
    /// starts.
    NFI_MESSAGE_TOO_MANY_FORMATTERS = -18,
};

/// What an argument of a message takes.
enum {
    /// `{name}` with no type: text, or a number formatted for the locale.
    NFI_MESSAGE_KIND_PLAIN = 0,
    /// `plural`, `selectordinal`, `number`, `spellout`, `ordinal`, `duration` (or `#` inside them): a number.
    NFI_MESSAGE_KIND_NUMBER = 1,
    /// `select`: text that picks a branch.
    NFI_MESSAGE_KIND_SELECT = 2,
    /// `choice`, which ICU has deprecated; `nfi_message_argument_type` names it.
    NFI_MESSAGE_KIND_OTHER = 3,
    /// `date` or `time`: an instant.
    NFI_MESSAGE_KIND_DATE = 4,
};

/// A message parsed and checked: one pattern for one locale. Immutable once opened, so safe to read from several
/// threads at once.
typedef struct nfi_message nfi_message;

/// Compiles `length` bytes of UTF-8 `pattern` (ICU MessageFormat syntax, apostrophes as ICU's default
/// DOUBLE_OPTIONAL mode reads them) for the BCP 47 `locale`.
///
/// Returns NULL on failure, with `*error` set to NFI_ILL_FORMED (the locale), NFI_FAILURE (ICU, `*icuStatus`) or
/// one of the NFI_MESSAGE_ codes, and `*errorOffset` to the UTF-8 byte offset in `pattern` where the problem is
/// (0 where none applies). Close it with `nfi_message_close`.
nfi_message *nfi_message_open(const char *locale, const char *pattern, int32_t length, int32_t *error,
                              int32_t *errorOffset, int32_t *icuStatus);

/// Closes a message; NULL is ignored.
void nfi_message_close(nfi_message *message);

/// How many distinct argument names the message has, in the order of their first use in the pattern.
int32_t nfi_message_argument_count(const nfi_message *message);

/// Writes the name of argument `index` as UTF-8; returns its length, or NFI_FAILURE for an index out of range.
int32_t nfi_message_argument_name(const nfi_message *message, int32_t index, char *out, int32_t capacity);

/// The NFI_MESSAGE_KIND_ of argument `index` (across all its uses), or NFI_FAILURE for an index out of range.
int32_t nfi_message_argument_kind(const nfi_message *message, int32_t index);

/// Writes the type keyword of argument `index` as the pattern spells it in its first typed use (`plural`, `date`,
/// `choice`), or an empty string for a plain argument; returns its length, or NFI_FAILURE.
int32_t nfi_message_argument_type(const nfi_message *message, int32_t index, char *out, int32_t capacity);

/// The types of a part of ICU's parse, as ICU's MessagePattern names them (UMessagePatternPartType).
enum {
    /// A message: its text starts at the part's limit, and runs to its MSG_LIMIT (`limit`).
    NFI_MESSAGE_PART_MSG_START = 0,
    NFI_MESSAGE_PART_MSG_LIMIT = 1,
    /// Syntax the text leaves out: an apostrophe that quotes.
    NFI_MESSAGE_PART_SKIP_SYNTAX = 2,
    /// A character the text inserts (`value`) at `index`; never made in the apostrophe mode messages use.
    NFI_MESSAGE_PART_INSERT_CHAR = 3,
    /// `#` inside a plural or selectordinal.
    NFI_MESSAGE_PART_REPLACE_NUMBER = 4,
    /// An argument, `{` to `}`: `argumentType` says which kind, `limit` is its ARG_LIMIT.
    NFI_MESSAGE_PART_ARG_START = 5,
    NFI_MESSAGE_PART_ARG_LIMIT = 6,
    NFI_MESSAGE_PART_ARG_NUMBER = 7,
    NFI_MESSAGE_PART_ARG_NAME = 8,
    /// A simple argument's type (`number`) and style (`integer`, `::currency/EUR`), as written.
    NFI_MESSAGE_PART_ARG_TYPE = 9,
    NFI_MESSAGE_PART_ARG_STYLE = 10,
    /// A case's selector (`one`, `=2`), followed by its value for `=N` and then its message.
    NFI_MESSAGE_PART_ARG_SELECTOR = 11,
    /// A number in the pattern (`=2`, `offset:1`): `numericValue`.
    NFI_MESSAGE_PART_ARG_INT = 12,
    NFI_MESSAGE_PART_ARG_DOUBLE = 13,
};

/// The kinds of an argument, as ICU's MessagePattern names them (UMessagePatternArgType).
enum {
    NFI_MESSAGE_ARG_NONE = 0,
    NFI_MESSAGE_ARG_CHOICE = 1,
    NFI_MESSAGE_ARG_PLURAL = 2,
    NFI_MESSAGE_ARG_SELECT = 3,
    NFI_MESSAGE_ARG_SIMPLE = 4,
    NFI_MESSAGE_ARG_SELECTORDINAL = 5,
};

/// One part of ICU's parse of a message (icu::MessagePattern::Part), with its offsets in the pattern's UTF-8.
typedef struct {
    /// An NFI_MESSAGE_PART_ type.
    int32_t type;
    /// For ARG_START and ARG_LIMIT, an NFI_MESSAGE_ARG_ kind; else -1.
    int32_t argumentType;
    /// Where the part starts in the pattern, in UTF-8 bytes, and how many bytes it has.
    int32_t index;
    int32_t length;
    /// ICU's value of the part: an ARG_NUMBER's number, an INSERT_CHAR's character, a nesting level.
    int32_t value;
    /// For MSG_START and ARG_START, the index of the matching MSG_LIMIT or ARG_LIMIT part; else -1.
    int32_t limit;
    /// For ARG_INT and ARG_DOUBLE, the number; else 0.
    double numericValue;
} nfi_message_part;

/// How many parts ICU's parse of the message has.
int32_t nfi_message_part_count(const nfi_message *message);

/// The parts of ICU's parse of the message, `nfi_message_part_count` of them, in ICU's order: the message's own
/// MSG_START first and its MSG_LIMIT last. Owned by the message, and valid while it is open.
const nfi_message_part *nfi_message_parts(const nfi_message *message);

/// An ICU LocaleMatcher over a fixed list of supported languages, with a default. Immutable once opened; ICU
/// documents LocaleMatcher as immutable, and its matching as const (no lazy state), so one serves every thread.
typedef struct nfi_locale_matcher nfi_locale_matcher;

/// Builds a matcher over `count` BCP 47 tags, in order of preference among equals (ICU takes the first of
/// several that match equally well), with `supported[defaultIndex]` as the default (the source language), or no
/// default when `defaultIndex` is -1. Returns NULL on failure: `*error` is NFI_ILL_FORMED with `*errorIndex` the
/// tag that is, or NFI_FAILURE with `*icuStatus`. Close it with `nfi_locale_matcher_close`.
nfi_locale_matcher *nfi_locale_matcher_open(const char *const *supported, int32_t count, int32_t defaultIndex,
                                            int32_t *error, int32_t *errorIndex, int32_t *icuStatus);

/// Closes a matcher; NULL is ignored.
void nfi_locale_matcher_close(nfi_locale_matcher *matcher);

/// The index of the supported language that best matches the BCP 47 tag `desired`, or -1 when none is close
/// enough (the caller falls back to the default). An ill-formed tag matches nothing (-1).
int32_t nfi_locale_matcher_best(const nfi_locale_matcher *matcher, const char *desired);

/// The index of the supported language that best matches the list of BCP 47 tags `desired`, best first, as ICU
/// matches a list (the first desired language with a close enough match wins; a later one is demoted), or -1 when
/// none is close enough. Ill-formed tags in the list are passed over.
int32_t nfi_locale_matcher_best_of(const nfi_locale_matcher *matcher, const char *const *desired, int32_t count);

#ifdef __cplusplus
}
#endif

#endif
