//! The little JSON the saved-games list needs: one flat object per entry. Read
//! with a small reader of our own rather than serde_json, whose parser and number
//! tables weighed about 9 KB in the gzipped app; it reads every entry serde_json
//! wrote for earlier releases (tests/save_lenient.rs keeps such entries).
//!
//! Numbers are read without the standard float parser (another 10 KB): an entry's
//! numbers are counts and times in milliseconds, and a digit or two lost in the
//! last place of a fraction changes nothing the list shows.

/// A JSON value. Objects keep their fields in order; a repeated name reads as
/// its last value, as serde_json's did.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Null,
    Bool(bool),
    Number(f64),
    String(String),
    Array(Vec<Value>),
    Object(Vec<(String, Value)>),
}

impl Value {
    /// The value of field `name` of an object (`None` for other values).
    pub fn get(&self, name: &str) -> Option<&Value> {
        match self {
            Value::Object(fields) => fields.iter().rev().find(|(k, _)| k == name).map(|(_, v)| v),
            _ => None,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::String(s) => Some(s),
            _ => None,
        }
    }
}

/// How deep arrays and objects may nest: an entry has one level; a hostile one
/// must not exhaust the stack.
const MAX_DEPTH: usize = 64;

/// Reads a whole JSON text; `None` unless it is exactly one valid value (with
/// white space around it).
pub fn parse(text: &str) -> Option<Value> {
    let mut r = Reader {
        bytes: text.as_bytes(),
        at: 0,
    };
    let v = r.value(0)?;
    r.space();
    (r.at == r.bytes.len()).then_some(v)
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    fn eat(&mut self, word: &str) -> Option<()> {
        let end = self.at + word.len();
        (self.bytes.get(self.at..end)? == word.as_bytes()).then(|| self.at = end)
    }

    fn value(&mut self, depth: usize) -> Option<Value> {
        if depth > MAX_DEPTH {
            return None;
        }
        self.space();
        match self.peek()? {
            b'n' => self.eat("null").map(|_| Value::Null),
            b't' => self.eat("true").map(|_| Value::Bool(true)),
            b'f' => self.eat("false").map(|_| Value::Bool(false)),
            b'"' => self.string().map(Value::String),
            b'[' => {
                self.at += 1;
                let mut items = Vec::new();
                if !self.close(b']') {
                    loop {
                        items.push(self.value(depth + 1)?);
                        if self.close(b']') {
                            break;
                        }
                        self.comma()?;
                    }
                }
                Some(Value::Array(items))
            }
            b'{' => {
                self.at += 1;
                let mut fields = Vec::new();
                if !self.close(b'}') {
                    loop {
                        self.space();
                        let name = self.string()?;
                        self.space();
                        self.eat(":")?;
                        fields.push((name, self.value(depth + 1)?));
                        if self.close(b'}') {
                            break;
                        }
                        self.comma()?;
                    }
                }
                Some(Value::Object(fields))
            }
            _ => self.number().map(Value::Number),
        }
    }

    /// Steps over `end` (after white space) if it is next.
    fn close(&mut self, end: u8) -> bool {
        self.space();
        let found = self.peek() == Some(end);
        if found {
            self.at += 1;
        }
        found
    }

    fn comma(&mut self) -> Option<()> {
        self.space();
        self.eat(",")
    }

    /// Appends the digits that follow to `value`; how many there were.
    fn digits(&mut self, value: &mut f64) -> i32 {
        let mut count = 0;
        while let Some(d @ b'0'..=b'9') = self.peek() {
            *value = *value * 10.0 + f64::from(d - b'0');
            count += 1;
            self.at += 1;
        }
        count
    }

    /// A number as JSON writes it: -?int(.frac)?([eE][+-]?exp)?
    fn number(&mut self) -> Option<f64> {
        let negative = self.eat("-").is_some();
        let leading_zero = self.peek() == Some(b'0');
        let mut value = 0.0;
        let n = self.digits(&mut value);
        if n == 0 || (leading_zero && n > 1) {
            return None;
        }
        let mut scale = 0;
        if self.eat(".").is_some() {
            let n = self.digits(&mut value);
            if n == 0 {
                return None;
            }
            scale = -n;
        }
        if let Some(b'e' | b'E') = self.peek() {
            self.at += 1;
            let minus = self.eat("-").is_some();
            if !minus {
                let _ = self.eat("+");
            }
            let mut exp = 0.0;
            if self.digits(&mut exp) == 0 {
                return None;
            }
            let exp = exp.min(1000.0) as i32;
            scale += if minus { -exp } else { exp };
        }
        let value = if scale < 0 {
            value / pow10(-scale)
        } else {
            value * pow10(scale)
        };
        Some(if negative { -value } else { value })
    }

    fn hex4(&mut self) -> Option<u32> {
        let hex = self.bytes.get(self.at..self.at + 4)?;
        self.at += 4;
        hex.iter()
            .try_fold(0, |acc, &h| Some(acc * 16 + char::from(h).to_digit(16)?))
    }

    fn string(&mut self) -> Option<String> {
        self.eat("\"")?;
        let mut out = String::new();
        loop {
            // Copy the plain run up to the next quote or backslash in one piece.
            let start = self.at;
            while !matches!(self.peek()?, b'"' | b'\\') {
                if self.bytes[self.at] < 0x20 {
                    return None;
                }
                self.at += 1;
            }
            // The text came in as a &str, and quotes and backslashes are ASCII.
            out.push_str(std::str::from_utf8(&self.bytes[start..self.at]).ok()?);
            let quote = self.bytes[self.at] == b'"';
            self.at += 1;
            if quote {
                return Some(out);
            }
            let escaped = self.peek()?;
            self.at += 1;
            out.push(match escaped {
                b'"' => '"',
                b'\\' => '\\',
                b'/' => '/',
                b'b' => '\u{8}',
                b'f' => '\u{c}',
                b'n' => '\n',
                b'r' => '\r',
                b't' => '\t',
                b'u' => {
                    let high = self.hex4()?;
                    let code = if (0xD800..0xDC00).contains(&high) {
                        // A surrogate pair: the low half must follow.
                        self.eat("\\u")?;
                        let low = self.hex4()?;
                        if !(0xDC00..0xE000).contains(&low) {
                            return None;
                        }
                        0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        high
                    };
                    char::from_u32(code)?
                }
                _ => return None,
            });
        }
    }
}

/// 10 to the power `n` (at most 10^308; beyond that, infinity).
fn pow10(n: i32) -> f64 {
    let mut p = 1.0;
    for _ in 0..n.min(400) {
        p *= 10.0;
    }
    p
}

/// Appends `s` to `out` as a JSON string.
pub fn write_str(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if u32::from(c) < 0x20 => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                out.push_str("\\u00");
                out.push(char::from(HEX[(u32::from(c) >> 4) as usize]));
                out.push(char::from(HEX[(u32::from(c) & 15) as usize]));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}
