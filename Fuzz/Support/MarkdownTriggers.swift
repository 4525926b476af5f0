/// Whether a template's or a message's own text has something that makes a Markdown context other than text (a
/// backtick, `<`, `~`, a tab, four spaces, `www.` or `://`, ASCII letters in any case), where a value may be written
/// otherwise than escaped for text: what both Markdown oracles (MentionRendering's and `MessageOracle`) ask.
///
/// Read in UTF-8 bytes, as CommonMark reads them: a combining mark after the fourth space makes one `Character` of
/// that space and the mark, and a search by characters would miss the four spaces that start an indented code block.
func hasMarkdownContextTriggers(_ text: String) -> Bool {
    let bytes = Array(text.utf8).map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
    let triggers: [[UInt8]] = ["`", "<", "~", "\t", "    ", "www.", "://"].map { Array($0.utf8) }
    return triggers.contains { trigger in
        guard bytes.count >= trigger.count else { return false }
        return (0...(bytes.count - trigger.count)).contains { start in
            bytes[start..<start + trigger.count].elementsEqual(trigger)
        }
    }
}
