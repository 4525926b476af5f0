#!/usr/bin/env python3
"""Convert CLDR person-name test files (raw/<locale>.txt) into JSON fixtures
(cases/<locale>.json) for the swift-namefmt test suite.

Python 3, standard library only.  Usage:

    python3 convert.py            # (re)write cases/*.json from raw/*.txt
    python3 convert.py --check    # verify cases/*.json are up to date (exit 1 if not)

Input format (as documented in the header comments of the raw files)
-------------------------------------------------------------------
Every non-blank line that does not start with '#' is one of:

    enum ; <type> ; <value>, <value>, ...      declares the values a file may use
    name ; <field>['-'<modifier>] ; <value>    one field of the current test name
    expectedResult; <value>                    expected output for the parameter
                                               lines that follow it
    parameters; <options>; <length>; <usage>; <formality>
                                               one formatting request for the
                                               current name
    endName                                    ends the current name

Two generations of the file format occur in the stored CLDR history:

  * "orderParameters" (the initial files, CLDR-15111, Feb 2023): no enum lines,
    no name locale, and the first parameter column is the name order
    (givenFirst | surnameFirst | sorting).
  * "optionsNoneSorting" (Feb 2023 onwards, CLDR 43 era): enum lines are
    present, every name ends with "name ; locale; xx_AQ", and the first
    parameter column is an option (none | sorting).
  * (later files, CLDR 44+, use "enum ; order ; givenFirst, surnameFirst,
    sorting" and a license header; they are also accepted: "orderEnum").

Mapping to the JSON fixture
---------------------------
Name fields (test-file syntax -> JSON key):

    title                -> title
    prefix               -> title         (CLDR 42 name of the field)
    given                -> given
    given-informal       -> givenInformal
    given2               -> given2
    surname              -> surname
    surname-prefix       -> surnamePrefix
    surname-core         -> surnameCore
    surname2             -> surname2
    generation           -> generation
    credentials          -> credentials
    suffix               -> credentials   (CLDR 42 name; CLDR 43 split it into
                                           generation + credentials.  None of the
                                           stored files uses it; if one did, the
                                           value is put in credentials and the
                                           name gets "_note": "suffix->credentials")
    locale               -> locale        (value kept verbatim, e.g. "en_AQ"; the
                                           AQ region is deliberately spurious)
    preferredOrder       -> preferredOrder (never present in the stored files)

Any other field or modifier is an error (so nothing is silently dropped).

Parameter columns:

    options/order column  ->  "order" and "surnameAllCaps"
        none          -> order "default"  (no explicit order: the formatter must
                                           derive it from the name / formatter locale)
        givenFirst    -> order "givenFirst"
        surnameFirst  -> order "surnameFirst"
        sorting       -> order "sorting"
        surnameAllCaps-> surnameAllCaps true (may be combined with one of the
                         above, separated by ',' or whitespace; otherwise false)
    length     long | medium | short                 -> "length"
    usage      referring | addressing | monogram     -> "usage"
    formality  formal | informal                     -> "formality"

Output: one JSON object per file

    {"locale": <file stem, the formatter locale>,
     "cldrVersion": <see CLDR_VERSION_BY_FORMAT>,
     "sourceFormat": <format generation, see above>,
     "sourceFile": "raw/<locale>.txt",
     "enums": {<type>: [values]}          (only if the file declares enums)
     "names": {"n1": {fields...}, "n2": ...},      ids in file order
     "cases": [{"name", "order", "length", "usage", "formality",
                "surnameAllCaps", "expected"}, ...]}   in file order

Output is UTF-8, indent 2, ensure_ascii=False, trailing newline; it depends
only on the input text, so repeated runs give identical bytes.
"""

import json
import os
import sys

FIELD_MAP = {
    "title": "title",
    "prefix": "title",
    "given": "given",
    "given-informal": "givenInformal",
    "given2": "given2",
    "surname": "surname",
    "surname-prefix": "surnamePrefix",
    "surname-core": "surnameCore",
    "surname2": "surname2",
    "generation": "generation",
    "credentials": "credentials",
    "suffix": "credentials",
    "locale": "locale",
    "preferredOrder": "preferredOrder",
}

ORDER_TOKENS = {
    "none": "default",
    "givenFirst": "givenFirst",
    "surnameFirst": "surnameFirst",
    "sorting": "sorting",
}
LENGTHS = {"long", "medium", "short"}
USAGES = {"referring", "addressing", "monogram"}
FORMALITIES = {"formal", "informal"}

# Which CLDR data generation each file-format generation belongs to (see
# SOURCE.md for the evidence).  CLDR 42 had no person-name test files at all.
CLDR_VERSION_BY_FORMAT = {
    "orderParameters": "43",      # initial files, Feb 2023, CLDR 43 development
    "optionsNoneSorting": "43",   # CLDR 43 era (Feb-Aug 2023)
    "orderEnum": "44+",
}


class ParseError(Exception):
    pass


def split_fields(line, count):
    """Split a ';'-separated line into exactly `count` stripped parts
    (the last part keeps any further ';')."""
    parts = [p.strip() for p in line.split(";", count - 1)]
    if len(parts) != count:
        raise ParseError("expected %d ';'-separated parts" % count)
    return parts


def parse_options(text):
    order = None
    all_caps = False
    for token in text.replace(",", " ").split():
        if token == "surnameAllCaps":
            all_caps = True
        elif token in ORDER_TOKENS:
            if order is not None:
                raise ParseError("two order values in %r" % text)
            order = ORDER_TOKENS[token]
        else:
            raise ParseError("unknown option %r" % token)
    if order is None:
        order = "default"
    return order, all_caps


def detect_format(enums, saw_order_param):
    if "options" in enums:
        return "optionsNoneSorting"
    if "order" in enums:
        return "orderEnum"
    if saw_order_param:
        return "orderParameters"
    raise ParseError("cannot tell the file format")


def convert_text(text, locale):
    enums = {}
    names = {}
    cases = []
    seen = {}
    current = None          # dict of fields of the name being built
    current_id = None
    expected = None
    name_closed = True      # True once endName seen (or before the first name)
    saw_order_param = False
    counter = 0

    for lineno, raw_line in enumerate(text.split("\n"), start=1):
        line = raw_line.strip()
        if not line or line.startswith("#"):
            continue
        try:
            keyword = line.split(";", 1)[0].strip()
            if keyword == "enum":
                _, etype, values = split_fields(line, 3)
                enums[etype] = [v.strip() for v in values.split(",") if v.strip()]
            elif keyword == "name":
                if expected is not None:
                    raise ParseError("name line after expectedResult without endName")
                _, field, value = split_fields(line, 3)
                if field not in FIELD_MAP:
                    raise ParseError("unknown name field %r" % field)
                if name_closed:
                    counter += 1
                    current_id = "n%d" % counter
                    current = {}
                    names[current_id] = current
                    name_closed = False
                key = FIELD_MAP[field]
                if key in current:
                    raise ParseError("field %r given twice" % field)
                current[key] = value
                if field == "suffix":
                    current["_note"] = "suffix->credentials"
            elif keyword == "expectedResult":
                if current is None or name_closed:
                    raise ParseError("expectedResult outside a name")
                _, value = split_fields(line, 2)
                expected = value
            elif keyword == "parameters":
                if expected is None:
                    raise ParseError("parameters before expectedResult")
                _, opts, length, usage, formality = split_fields(line, 5)
                order, all_caps = parse_options(opts)
                if opts in ("givenFirst", "surnameFirst"):
                    saw_order_param = True
                if length not in LENGTHS:
                    raise ParseError("unknown length %r" % length)
                if usage not in USAGES:
                    raise ParseError("unknown usage %r" % usage)
                if formality not in FORMALITIES:
                    raise ParseError("unknown formality %r" % formality)
                key = (current_id, order, length, usage, formality, all_caps)
                if key in seen and seen[key] != expected:
                    raise ParseError("conflicting expectations for %r" % (key,))
                seen[key] = expected
                cases.append({
                    "name": current_id,
                    "order": order,
                    "length": length,
                    "usage": usage,
                    "formality": formality,
                    "surnameAllCaps": all_caps,
                    "expected": expected,
                })
            elif keyword == "endName":
                if current is None or name_closed:
                    raise ParseError("endName without a name")
                name_closed = True
                expected = None
            else:
                raise ParseError("unknown line type %r" % keyword)
        except ParseError as err:
            raise ParseError("%s line %d: %s" % (locale, lineno, err)) from None

    if not name_closed:
        raise ParseError("%s: file ends inside a name" % locale)

    fmt = detect_format(enums, saw_order_param)
    result = {
        "locale": locale,
        "cldrVersion": CLDR_VERSION_BY_FORMAT[fmt],
        "sourceFormat": fmt,
        "sourceFile": "raw/%s.txt" % locale,
    }
    if enums:
        result["enums"] = enums
    result["names"] = names
    result["cases"] = cases
    return result


def render(obj):
    return json.dumps(obj, ensure_ascii=False, indent=2) + "\n"


def main(argv):
    check = "--check" in argv[1:]
    base = os.path.dirname(os.path.abspath(__file__))
    raw_dir = os.path.join(base, "raw")
    out_dir = os.path.join(base, "cases")
    files = sorted(f for f in os.listdir(raw_dir) if f.endswith(".txt"))
    if not files:
        print("no raw/*.txt files found", file=sys.stderr)
        return 1
    if not check:
        os.makedirs(out_dir, exist_ok=True)

    stale = []
    option_values = {"order": set(), "length": set(), "usage": set(),
                     "formality": set(), "surnameAllCaps": set()}
    total = 0
    for fname in files:
        locale = fname[:-4]
        with open(os.path.join(raw_dir, fname), encoding="utf-8", newline="") as fh:
            text = fh.read()
        text = text.replace("\r\n", "\n")
        result = convert_text(text, locale)
        rendered = render(result)
        out_path = os.path.join(out_dir, locale + ".json")
        if check:
            try:
                with open(out_path, encoding="utf-8", newline="") as fh:
                    if fh.read() != rendered:
                        stale.append(locale)
            except FileNotFoundError:
                stale.append(locale)
        else:
            with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
                fh.write(rendered)
        for case in result["cases"]:
            for key in option_values:
                option_values[key].add(case[key])
        total += len(result["cases"])
        print("%-6s %-19s cldr %-4s names %2d cases %4d" % (
            locale, result["sourceFormat"], result["cldrVersion"],
            len(result["names"]), len(result["cases"])))
    print("total cases: %d" % total)
    for key in sorted(option_values):
        print("%s: %s" % (key, ", ".join(sorted(str(v) for v in option_values[key]))))
    if check and stale:
        print("out of date: %s" % ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv))
    except ParseError as err:
        print("error: %s" % err, file=sys.stderr)
        sys.exit(2)
