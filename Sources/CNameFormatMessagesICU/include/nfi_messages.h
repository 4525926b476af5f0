// ICU MessageFormat with named arguments, and ICU's LocaleMatcher (messages.cpp), behind the same kind of door as
// CNameFormatICU.h: plain C types only. The implementation is C++, because ICU's C API (umsg_*) takes numbered
// arguments only and LocaleMatcher has no C API.

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
    /// U_ILLEGAL_ARGUMENT_ERROR for an unknown argument type, …) and `*errorOffset` where ICU stopped.
    NFI_MESSAGE_SYNTAX_ERROR = -16,
    /// `nfi_message_format` was given a value of the wrong type for its argument (text for a plural), or the
    /// wrong number of values.
    NFI_MESSAGE_WRONG_VALUE = -17,
    /// More than NFI_MESSAGE_MAX_FORMATTERS typed simple placeholders; `*errorOffset` is where the first one too many
    /// starts.
    NFI_MESSAGE_TOO_MANY_FORMATTERS = -18,
};

/// What an argument of a message takes.
enum {
    /// `{name}` with no type: text, or a number formatted for the locale.
    NFI_MESSAGE_KIND_PLAIN = 0,
    /// `plural`, `selectordinal`, `number` (or `#` inside them): a number.
    NFI_MESSAGE_KIND_NUMBER = 1,
    /// `select`: text that picks a branch.
    NFI_MESSAGE_KIND_SELECT = 2,
    /// `date`, `time`, `spellout`, `ordinal`, `duration` or `choice`; `nfi_message_argument_type` names it.
    NFI_MESSAGE_KIND_OTHER = 3,
};

/// A compiled message: one pattern for one locale. Immutable once opened, and safe to format from several threads
/// at once: ICU's MessageFormat is not (it fills its plural rules and number format on first use, with no lock), so
/// each call formats with an instance of its own, taken from a small pool of clones behind a mutex.
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

/// How many distinct argument names the message has; `nfi_message_format` takes one value for each, in this order
/// (the order of their first use in the pattern).
int32_t nfi_message_argument_count(const nfi_message *message);

/// Writes the name of argument `index` as UTF-8; returns its length, or NFI_FAILURE for an index out of range.
int32_t nfi_message_argument_name(const nfi_message *message, int32_t index, char *out, int32_t capacity);

/// The NFI_MESSAGE_KIND_ of argument `index` (across all its uses), or NFI_FAILURE for an index out of range.
int32_t nfi_message_argument_kind(const nfi_message *message, int32_t index);

/// Writes the type keyword of argument `index` as the pattern spells it in its first typed use (`plural`, `date`,
/// `choice`), or an empty string for a plain argument; returns its length, or NFI_FAILURE.
int32_t nfi_message_argument_type(const nfi_message *message, int32_t index, char *out, int32_t capacity);

/// Writes the message as a program, as ICU's MessagePattern parsed it, in UTF-8 (the string contract of
/// CNameFormatICU.h), for a renderer that formats without MessageFormat; returns its length.
///
/// A message is `m`, its count of nodes and `;`, then the nodes. A string is its UTF-8 byte length, `:` and the
/// bytes; an integer or a double is written in decimal and ends with `;`. The nodes:
/// - `t` string: literal text, unquoted as MessageFormat writes it;
/// - `a` name: a plain `{name}`;
/// - `n` name, type, style: a simple argument (`{n, number, integer}`), type and style as the pattern spells them
///   (the style empty when there is none);
/// - `#`: the number of the innermost `plural` or `selectordinal`;
/// - `p` (plural) or `o` (selectordinal) name, offset (double), count of cases, then the cases in order: `=`
///   value (double) or `k` keyword (string), each followed by its message;
/// - `s` name, count of cases, then the cases: `k` keyword and its message;
/// - `x`: another argument type (`choice`).
int32_t nfi_message_program(const nfi_message *message, char *out, int32_t capacity);

/// What an `nfi_message_value` holds.
enum {
    /// `length` bytes of UTF-8 at `offset` in the text buffer.
    NFI_MESSAGE_VALUE_TEXT = 0,
    /// `number`.
    NFI_MESSAGE_VALUE_DOUBLE = 1,
    /// `integer`, exact over all of int64 (ICU's Formattable keeps an int64).
    NFI_MESSAGE_VALUE_INT64 = 2,
    /// For a select argument: `length` bytes of UTF-8 at `offset` pick the branch, and where the pattern shows the
    /// argument plainly too (`{g, select, …} … {g}`), `displayLength` bytes at `displayOffset` are shown instead.
    /// (Text of NFI_MESSAGE_VALUE_TEXT is shown as it is.)
    NFI_MESSAGE_VALUE_KEYWORD = 3,
    /// `unsignedInteger`, exact over all of uint64 (a decimal Formattable: past INT64_MAX, a double would round it).
    NFI_MESSAGE_VALUE_UINT64 = 4,
};

/// One argument's value for `nfi_message_format`.
typedef struct {
    /// An NFI_MESSAGE_VALUE_.
    int32_t type;
    /// For text: where its UTF-8 starts in the call's `text` buffer, and how many bytes it has.
    int32_t offset;
    int32_t length;
    double number;
    int64_t integer;
    uint64_t unsignedInteger;
    /// For NFI_MESSAGE_VALUE_KEYWORD: where the UTF-8 shown for a plain use starts in `text`, and its length.
    int32_t displayOffset;
    int32_t displayLength;
} nfi_message_value;

/// Formats the message with `count` values, one for each argument in the order of `nfi_message_argument_name`,
/// whose text lies in `text`, and writes the result as UTF-8 (the string contract of CNameFormatICU.h: a call whose
/// `capacity` is too small formats again on the next call). A number goes to a plain, number or other argument, text
/// to a plain or select one; anything else is NFI_MESSAGE_WRONG_VALUE. Returns the length, or a negative code
/// (NFI_FAILURE with `*icuStatus`). Safe from several threads at once on one message.
int32_t nfi_message_format(const nfi_message *message, const nfi_message_value *values, int32_t count,
                           const char *text, char *out, int32_t capacity, int32_t *icuStatus);

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
