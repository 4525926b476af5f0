// Dates, times and rule-based numbers (dates.c), for the `date`, `time`, `spellout`, `ordinal` and `duration`
// arguments of an ICU MessageFormat message, each formatter made as ICU's MessageFormat makes it. Part of
// CNameFormatMessagesICU.h.

#ifndef NFI_DATES_H
#define NFI_DATES_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The kinds of a message's date formatter, for `nfi_date_formatter_open`.
enum {
    /// `{d, date, …}`: DateFormat::createDateInstance.
    NFI_DATE_KIND_DATE = 0,
    /// `{d, time, …}`: DateFormat::createTimeInstance.
    NFI_DATE_KIND_TIME = 1,
    /// A plain `{d}` given a date: DateFormat::createDateTimeInstance(kShort, kShort), MessageFormat's default.
    NFI_DATE_KIND_DEFAULT = 2,
};

/// The most UTF-8 bytes of a date style or a rule set's name.
enum { NFI_DATE_MAX_STYLE_LENGTH = 4096 };

/// A date formatter for one locale, style and time zone (ICU's UDateFormat). It formats with a calendar of its own
/// under a lock, or, while another thread holds it, with a copy of that calendar, so one may be used from many
/// threads at once. Close it with `nfi_date_formatter_close`.
typedef struct NFIDateFormatter NFIDateFormatter;

/// Opens the formatter of `{d, date, <style>}` or `{d, time, <style>}` (`kind`, an NFI_DATE_KIND_) for the BCP 47
/// `tag`, as ICU MessageFormat makes it: an empty style or `short`, `medium`, `long`, `full` (trimmed, any case) the
/// locale's style; `::` and a skeleton (white space before it skipped) the best pattern for the skeleton
/// (udatpg_getBestPattern); anything else a pattern, applied as written to the locale's default format. `style` is
/// `length` bytes of UTF-8 (at most NFI_DATE_MAX_STYLE_LENGTH). The formatter shows the time zone `timeZone` (an
/// ICU time zone ID, such as `America/New_York` or `UTC`), never the process's. Returns NULL with `*icuStatus` set
/// when ICU refuses the locale, the skeleton or the zone, or the pattern (a letter ICU does not know).
NFIDateFormatter *nfi_date_formatter_open(const char *tag, int32_t kind, const char *style, int32_t length,
                                          const char *timeZone, int32_t *icuStatus);

/// Closes a formatter; NULL is ignored.
void nfi_date_formatter_close(NFIDateFormatter *formatter);

/// Formats the instant `milliseconds` since 1970-01-01T00:00:00Z (ICU's UDate), writing UTF-8 by the string
/// contract of CNameFormatICU.h. Returns the length or NFI_FAILURE with `*icuStatus` set.
int32_t nfi_date_format(const NFIDateFormatter *formatter, double milliseconds, char *out, int32_t capacity,
                        int32_t *icuStatus);

/// Writes the ICU time zone ID that the BCP 47 `tag`'s `-u-tz-` keyword names (`usnyc` → `America/New_York`) in its
/// canonical form, or `UTC` when the tag has none or names no zone ICU knows. Returns the length or NFI_FAILURE.
int32_t nfi_date_time_zone(const char *tag, char *out, int32_t capacity, int32_t *icuStatus);

/// The kinds of a message's rule-based number formatter, for `nfi_rule_formatter_open`.
enum {
    /// `{n, spellout}`: URBNF_SPELLOUT (`twenty-one`).
    NFI_RULE_KIND_SPELLOUT = 0,
    /// `{n, ordinal}`: URBNF_ORDINAL (`21st`).
    NFI_RULE_KIND_ORDINAL = 1,
    /// `{n, duration}`: URBNF_DURATION (seconds: `1:01:01`).
    NFI_RULE_KIND_DURATION = 2,
};

/// A rule-based number formatter for one locale, kind and rule set (ICU's RuleBasedNumberFormat). Close it with
/// `nfi_rule_formatter_close`.
typedef struct NFIRuleFormatter NFIRuleFormatter;

/// Opens the formatter of `{n, spellout, <rule set>}`, `ordinal` or `duration` (`kind`, an NFI_RULE_KIND_) for the
/// BCP 47 `tag`, as ICU MessageFormat makes it: with `length` bytes of UTF-8 `ruleSet` as its default rule set when
/// not empty and the locale has one of that name (`%spellout-ordinal`), else the locale's default rule set. Returns
/// NULL with `*icuStatus` set when ICU cannot.
NFIRuleFormatter *nfi_rule_formatter_open(const char *tag, int32_t kind, const char *ruleSet, int32_t length,
                                          int32_t *icuStatus);

/// Closes a formatter; NULL is ignored.
void nfi_rule_formatter_close(NFIRuleFormatter *formatter);

/// Formats `integer` (when `isInteger` is non-zero) or `real`, or, when `decimal` is not NULL, the unsigned decimal
/// digits `decimal` (an integer past INT64_MAX), writing UTF-8 by the string contract of CNameFormatICU.h. Returns the
/// length or NFI_FAILURE with `*icuStatus` set.
int32_t nfi_rule_format(const NFIRuleFormatter *formatter, int32_t isInteger, int64_t integer, double real,
                        const char *decimal, char *out, int32_t capacity, int32_t *icuStatus);

#ifdef __cplusplus
}
#endif

#endif
