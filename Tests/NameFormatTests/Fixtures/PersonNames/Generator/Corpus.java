// What both person-name golden generators share (ICU4J 72's here, ICU4J 73's in ../../PersonNames73/Generator): the
// corpus reader, with just enough JSON for an array of flat objects whose values are strings, and the goldens'
// escapes. Uses no ICU4J API, so it compiles against either jar.

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

final class Corpus {

    private Corpus() {}

    static final List<String> KEYS = Arrays.asList(
            "id", "title", "given", "givenInformal", "given2", "surname", "surnamePrefix", "surnameCore",
            "surname2", "generation", "credentials", "locale", "preferredOrder", "note");

    static List<Map<String, String>> read(Path path) throws IOException {
        String text = new String(Files.readAllBytes(path), StandardCharsets.UTF_8);
        List<Map<String, String>> entries = new JsonReader(text).readArrayOfFlatObjects();
        Set<String> seen = new HashSet<>();
        for (Map<String, String> e : entries) {
            String id = e.get("id");
            if (id == null || !id.matches("[a-z0-9]+(-[a-z0-9]+)*")) {
                throw new IllegalArgumentException("corpus: missing or malformed id: " + e);
            }
            if (!seen.add(id)) {
                throw new IllegalArgumentException("corpus: duplicate id " + id);
            }
            for (Map.Entry<String, String> kv : e.entrySet()) {
                if (!KEYS.contains(kv.getKey())) {
                    throw new IllegalArgumentException("corpus: " + id + ": unknown key " + kv.getKey());
                }
                String v = kv.getValue();
                if (v.indexOf('\t') >= 0 || v.indexOf('\n') >= 0 || v.indexOf('\r') >= 0 || v.trim().isEmpty()) {
                    throw new IllegalArgumentException("corpus: " + id + ": bad value for " + kv.getKey());
                }
            }
            String order = e.get("preferredOrder");
            if (order != null && !order.equals("givenFirst") && !order.equals("surnameFirst")) {
                throw new IllegalArgumentException("corpus: " + id + ": bad preferredOrder " + order);
            }
        }
        return entries;
    }

    /** Just enough JSON for an array of objects whose values are strings. */
    static final class JsonReader {
        private final String s;
        private int i;

        JsonReader(String s) {
            this.s = s;
        }

        List<Map<String, String>> readArrayOfFlatObjects() {
            List<Map<String, String>> list = new ArrayList<>();
            skipWs();
            expect('[');
            skipWs();
            if (peek() == ']') {
                i++;
            } else {
                while (true) {
                    list.add(readObject());
                    skipWs();
                    char c = next();
                    if (c == ']') {
                        break;
                    }
                    if (c != ',') {
                        throw error("expected , or ]");
                    }
                }
            }
            skipWs();
            if (i != s.length()) {
                throw error("trailing text");
            }
            return list;
        }

        private Map<String, String> readObject() {
            Map<String, String> map = new LinkedHashMap<>();
            skipWs();
            expect('{');
            skipWs();
            if (peek() == '}') {
                i++;
                return map;
            }
            while (true) {
                skipWs();
                String key = readString();
                skipWs();
                expect(':');
                skipWs();
                String value = readString();
                if (map.put(key, value) != null) {
                    throw error("duplicate key " + key);
                }
                skipWs();
                char c = next();
                if (c == '}') {
                    return map;
                }
                if (c != ',') {
                    throw error("expected , or }");
                }
            }
        }

        private String readString() {
            expect('"');
            StringBuilder sb = new StringBuilder();
            while (true) {
                char c = next();
                if (c == '"') {
                    return sb.toString();
                }
                if (c < 0x20) {
                    throw error("control character in string");
                }
                if (c != '\\') {
                    sb.append(c);
                    continue;
                }
                char e = next();
                switch (e) {
                    case '"': sb.append('"'); break;
                    case '\\': sb.append('\\'); break;
                    case '/': sb.append('/'); break;
                    case 'b': sb.append('\b'); break;
                    case 'f': sb.append('\f'); break;
                    case 'n': sb.append('\n'); break;
                    case 'r': sb.append('\r'); break;
                    case 't': sb.append('\t'); break;
                    case 'u':
                        if (i + 4 > s.length()) {
                            throw error("short \\u escape");
                        }
                        try {
                            sb.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
                        } catch (NumberFormatException ex) {
                            throw error("bad \\u escape");
                        }
                        i += 4;
                        break;
                    default:
                        throw error("bad escape \\" + e);
                }
            }
        }

        private void skipWs() {
            while (i < s.length()) {
                char c = s.charAt(i);
                if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                    break;
                }
                i++;
            }
        }

        private char peek() {
            if (i >= s.length()) {
                throw error("unexpected end");
            }
            return s.charAt(i);
        }

        private char next() {
            char c = peek();
            i++;
            return c;
        }

        private void expect(char c) {
            if (next() != c) {
                i--;
                throw error("expected " + c);
            }
        }

        private IllegalArgumentException error(String what) {
            return new IllegalArgumentException("corpus JSON: " + what + " at offset " + i);
        }
    }

    static String errorText(RuntimeException e) {
        String message = String.valueOf(e.getMessage());
        return "!ERROR " + e.getClass().getName() + ": " + escape(message);
    }

    static String escape(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\\': sb.append("\\\\"); break;
                case '\t': sb.append("\\t"); break;
                case '\n': sb.append("\\n"); break;
                default: sb.append(c);
            }
        }
        return sb.toString();
    }

    static String lower(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT);
    }
}
