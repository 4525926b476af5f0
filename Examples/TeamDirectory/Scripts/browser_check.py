#!/usr/bin/env python3
"""Checks the team directory's page in headless Chromium: the DOM the browser built, not the HTML sent.

Usage: browser_check.py BASE_URL SCREENSHOT.png

Loads the page through the browser (chromium --headless --dump-dom), follows the page's own viewer links, viewer
switcher and search form the way a person would, and asserts on the DOM:
  1. every right-to-left name, in the member list and in the message's mentions, is isolated: inside <bdi>, or
     between U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE, which the page's templates write
     around each name (the Mustache trait) and where a sentence of the catalog needs it; every listed name is in
     <bdi>, and each one not highlighted by a search also between FSI and PDI;
  2. switching the viewer changes names from display names to full names and changes the order;
  3. a search highlights the match in <mark>, found as the viewer's locale matches (bohn finds Böhnke);
  4. a display name that is markup shows as text and makes no element;
  5. the page's text is in the viewer's language from the example's String Catalog: for an Arabic viewer the page
     is Arabic and runs right to left, no element of its text says another language, every left-to-right name or
     team name in its message is isolated, and each listed name says dir="auto", with the language of its parts
     where it has one; for a Japanese viewer the page is Japanese, left to right.
Then saves screenshots: the search "ma" as a German viewer (SCREENSHOT.png), and the page as an Arabic and as a
Japanese viewer (SCREENSHOT-ar.png, SCREENSHOT-ja.png). Exits 1 with each failed check named.
"""

import os
import re
import subprocess
import sys
import tempfile
import unicodedata
import urllib.parse

import html5lib

NS = "{http://www.w3.org/1999/xhtml}"
RTL = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]")
ISOLATES = {"\u2066", "\u2067", "\u2068"}  # LRI, RLI, FSI; each ends at PDI, U+2069
FSI, PDI = "\u2068", "\u2069"
failures = []


def check(condition, what):
    print(("ok    " if condition else "FAIL  ") + what)
    if not condition:
        failures.append(what)


def chromium(*arguments, profile):
    command = [
        os.environ.get("CHROMIUM", "chromium"),
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--no-first-run",
        "--hide-scrollbars",
        "--lang=en-US",
        f"--user-data-dir={profile}",
        *arguments,
    ]
    result = subprocess.run(command, capture_output=True, text=True, timeout=120)
    if result.returncode != 0:
        sys.exit(f"chromium failed ({result.returncode}): {result.stderr[-2000:]}")
    return result.stdout


def dom(url, profile):
    """The document Chromium built for url, parsed."""
    return html5lib.parse(chromium("--dump-dom", url, profile=profile), namespaceHTMLElements=True)


def find(root, tag, **attributes):
    for element in root.iter(NS + tag):
        if all(element.get(key) == value for key, value in attributes.items()):
            return element
    return None


def text(element):
    return "".join(element.itertext())


def members(document):
    """(id, field, text, element) of each member in the list, in order; the text without the isolates around it."""
    listing = find(document, "ol", id="members")
    if listing is None:
        return []
    return [
        (item.get("data-id"), item.get("data-field"), text(item.find(NS + "bdi")).strip(FSI + PDI), item)
        for item in listing
    ]


def not_isolated(element, wanted):
    """The characters of element's text for which wanted(character) holds and that are isolated neither by a <bdi>
    nor by an isolate (LRI, RLI, FSI) and its PDI, in document order."""
    found = []
    depth = 0  # open isolates, counted across the text of every element

    def walk(string, inside):
        nonlocal depth
        for character in string or "":
            if character in ISOLATES:
                depth += 1
            elif character == PDI:
                depth = max(depth - 1, 0)
            elif not inside and depth == 0 and wanted(character):
                found.append(character)

    def visit(node, inside):
        inside = inside or node.tag == NS + "bdi"
        walk(node.text, inside)
        for child in node:
            visit(child, inside)
            walk(child.tail, inside)

    visit(element, False)
    return found


def rtl_outside_bdi(element):
    """Right-to-left characters of element's text that are isolated neither in a <bdi> nor between FSI and PDI."""
    return not_isolated(element, lambda character: RTL.match(character) is not None)


def ltr_outside_bdi(element):
    """Left-to-right letters (bidi class L: Latin, Cyrillic, Han…) of element's text that are isolated neither in a
    <bdi> nor between FSI and PDI."""
    return not_isolated(element, lambda character: unicodedata.bidirectional(character) == "L")


def form_url(base, form, values):
    """The address a GET form submits: its action, then its fields with `values` filled in."""
    fields = []
    for element in form.iter():
        name = element.get("name")
        if name and element.tag in (NS + "input", NS + "select"):
            fields.append((name, values.get(name, element.get("value") or "")))
    return urllib.parse.urljoin(base, form.get("action")) + "?" + urllib.parse.urlencode(fields)


def main():
    base, screenshot = sys.argv[1], sys.argv[2]
    with tempfile.TemporaryDirectory() as profile:
        start = dom(base + "/", profile)
        links = {a.get("data-tag"): urllib.parse.urljoin(base, a.get("href")) for a in find(start, "nav").iter(NS + "a")}
        check(len(links) >= 4, f"the page offers viewers ({len(links)} links)")
        full_tag = next(tag for tag in links if "linearf" in tag and tag.startswith("de"))
        display_tag = next(tag for tag in links if "linearf" not in tag and tag.startswith("en"))

        # The switcher: choose the viewer in the form's <select> and submit it.
        switcher = find(start, "form", id="viewer-switch")
        options = [option.get("value") for option in switcher.iter(NS + "option")]
        full_id = urllib.parse.parse_qs(urllib.parse.urlparse(links[full_tag]).query)["as"][0]
        display_id = urllib.parse.parse_qs(urllib.parse.urlparse(links[display_tag]).query)["as"][0]
        check(full_id in options and display_id in options, "the switcher offers both viewers")
        as_full = dom(form_url(base, switcher, {"as": full_id}), profile)
        as_display = dom(links[display_tag], profile)

        # 1. Right-to-left names are isolated.
        for name, document in (("full names", as_full), ("display names", as_display)):
            listed = members(document)
            rtl = [entry for entry in listed if RTL.search(entry[2] or "")]
            check(len(rtl) >= 10, f"{name}: right-to-left names are listed ({len(rtl)})")
            stray = rtl_outside_bdi(find(document, "ol", id="members"))
            check(not stray, f"{name}: every right-to-left name in the list is isolated ({len(stray)} characters outside)")
            names = [text(entry[3].find(NS + "bdi")) for entry in listed]
            bare = [n for n in names if not (n.startswith(FSI) and n.endswith(PDI) and n.count(FSI) == 1)]
            check(not bare, f"{name}: every listed name is between one FSI and its PDI, inside <bdi> ({bare[:3]})")
            message = find(document, "div", id="message")
            check(RTL.search(text(message)) is not None, f"{name}: the message mentions right-to-left names")
            stray = rtl_outside_bdi(message)
            check(not stray, f"{name}: every right-to-left mention is isolated ({len(stray)} characters outside)")

        # 2. The switch changes names and order.
        full, display = members(as_full), members(as_display)
        check(find(as_full, "p", id="viewer").get("data-tag") == full_tag, f"the switcher shows the page as {full_tag}")
        check(len(full) == len(display) >= 200, f"both viewers list every member ({len(full)}, {len(display)})")
        full_names = {entry[0]: (entry[1], entry[2]) for entry in full}
        changed = [i for i, (field, name) in ((e[0], (e[1], e[2])) for e in display) if full_names[i][1] != name]
        check(len(changed) >= 150, f"switching from {display_tag} to {full_tag} changes names ({len(changed)})")
        check(
            sum(e[1] == "fullName" for e in full) >= 200 and sum(e[1] == "displayName" for e in display) >= 200,
            "one viewer sees full names, the other display names",
        )
        check(full_names.get("1") == ("fullName", "Jürgen Böhnke"), f"member 1 as {full_tag}: {full_names.get('1')}")
        display_1 = next((e[2] for e in display if e[0] == "1"), None)
        check(display_1 == "juergen.b", f"member 1 as {display_tag}: {display_1!r}")
        check([e[0] for e in full] != [e[0] for e in display], "switching the viewer changes the order")

        # 3. Search highlights the match, as the viewer's locale matches.
        search = find(as_full, "form", id="search")
        found = dom(form_url(base, search, {"q": "bohn"}), profile)
        hits = members(found)
        marks = [(entry[0], [text(mark) for mark in entry[3].iter(NS + "mark")]) for entry in hits]
        check(len(hits) >= 2, f"searching 'bohn' as {full_tag} finds members ({len(hits)})")
        check(all(m == ["Böhn"] for _, m in marks), f"each result's match is marked: {marks}")
        check(all(entry[3].find(NS + "bdi") is not None for entry in hits),
              f"each highlighted name is in <bdi> ({len(hits)})")
        check(find(found, "p", id="viewer").get("data-tag") == full_tag, "the search keeps the viewer")
        check("1" in [entry[0] for entry in hits], "Jürgen Böhnke is found")

        # 4. Markup in a name is text.
        mallory = [entry for entry in full + display if "onerror" in (entry[2] or "")]
        check(len(mallory) == 1 and mallory[0][2] == "<img src=x onerror=alert(1)>", "a name that is markup shows as text")
        check(all(find(d, "img") is None for d in (start, as_full, as_display, found)), "no name made an element")

        # 5. The page's text is the viewer's language: an Arabic page runs right to left, its names placed right.
        rtl_link = next(url for tag, url in links.items() if tag.startswith("ar"))
        as_arabic = dom(rtl_link, profile)
        html = find(as_arabic, "html")
        check((html.get("lang"), html.get("dir")) == ("ar", "rtl"),
              f"an Arabic viewer's page is Arabic, right to left: {(html.get('lang'), html.get('dir'))}")
        h1 = text(find(as_arabic, "h1"))
        check(h1 == "دليل الفريق", f"as an Arabic viewer, the heading is Arabic: {h1!r}")
        own = [("h1", {}), ("p", {"id": "viewer"}), ("form", {"id": "viewer-switch"}), ("form", {"id": "search"}),
               ("div", {"id": "message"}), ("h2", {}), ("h2", {"id": "members-heading"})]
        for tag, attributes in own:
            element = find(as_arabic, tag, **attributes)
            what = f"<{tag}{''.join(f' {k}={v}' for k, v in attributes.items())}>"
            check(element is not None and element.get("lang") is None and element.get("dir") is None,
                  f"as an Arabic viewer, {what} is in the page's language and direction: "
                  f"{None if element is None else (element.get('lang'), element.get('dir'))}")
        members_heading = text(find(as_arabic, "h2", id="members-heading"))
        check(members_heading == "٢٣١ عضوًا", f"as an Arabic viewer, the count is Arabic (many): {members_heading!r}")
        message = find(as_arabic, "div", id="message")
        check(RTL.search(text(message)) is not None, "as an Arabic viewer, the message is Arabic")
        stray = ltr_outside_bdi(message)
        check(not stray, f"as an Arabic viewer, every left-to-right name in the message is isolated ({stray})")
        isolated = text(message).count(FSI)
        check(
            isolated >= 3 and isolated == text(message).count(PDI),
            f"as an Arabic viewer, the message isolates left-to-right names between FSI and PDI ({isolated})",
        )
        listed = members(as_arabic)
        names = [entry[3].find(NS + "bdi") for entry in listed]
        check(len(names) >= 200 and all(n.get("dir") == "auto" for n in names), "every listed name is dir=auto")
        languages = {entry[0]: name.get("lang") for entry, name in zip(listed, names)}
        check(languages.get("85") == "ar" and languages.get("1") == "de" and languages.get("151") == "ja",
              f"names have their parts' languages (85 ar, 1 de, 151 ja): {[languages.get(i) for i in ('85', '1', '151')]}")

        japanese_link = next(url for tag, url in links.items() if tag.startswith("ja"))
        as_japanese = dom(japanese_link, profile)
        html = find(as_japanese, "html")
        check((html.get("lang"), html.get("dir")) == ("ja", "ltr"),
              f"a Japanese viewer's page is Japanese, left to right: {(html.get('lang'), html.get('dir'))}")
        h1 = text(find(as_japanese, "h1"))
        check(h1 == "チーム名簿", f"as a Japanese viewer, the heading is Japanese: {h1!r}")

        chromium(f"--screenshot={os.path.abspath(screenshot)}", "--window-size=1000,800",
                 form_url(base, search, {"q": "ma"}), profile=profile)
        check(os.path.getsize(screenshot) > 10_000, f"screenshot saved: {screenshot}")
        stem, extension = os.path.splitext(os.path.abspath(screenshot))
        for suffix, url in (("ar", rtl_link), ("ja", japanese_link)):
            path = f"{stem}-{suffix}{extension}"
            chromium(f"--screenshot={path}", "--window-size=1000,1000", url, profile=profile)
            check(os.path.getsize(path) > 10_000, f"screenshot saved: {path}")

    if failures:
        print(f"{len(failures)} browser checks failed", file=sys.stderr)
        sys.exit(1)
    print("all browser checks passed")


if __name__ == "__main__":
    main()
