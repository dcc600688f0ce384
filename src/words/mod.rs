//! The words the app says, from one catalog per language (issue 69). Each
//! catalog is written in Fluent's syntax, in files beside what they word:
//! `src/words/<lang>.ftl` for what every screen shares, and a game's own in
//! `src/games/<game>/words/<lang>.ftl`. build.rs compiles a language's files
//! into one catalog ([`pattern::Compiled`]); English is built into the app.
//!
//! A message takes typed arguments and the catalog decides the sentence: word
//! order, plurals by the language's CLDR rules, and the grammatical person of
//! whoever a message names (`{ $who-is -> [you] … *[they] … }`): the person
//! reading is "you", whatever their seat is called.

pub mod pattern;

#[cfg(not(target_arch = "wasm32"))]
pub mod compile;

use std::sync::{Mutex, OnceLock};

use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
use pattern::{Compiled, Key, Piece};

/// An argument's value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    Text(String),
    Number(i64),
}

/// A message's arguments, by name.
#[derive(Clone, Debug, Default)]
pub struct Args {
    values: Vec<(String, Value)>,
}

impl Args {
    pub fn new() -> Self {
        Self::default()
    }

    /// A word or a name as it is.
    pub fn text(mut self, name: &str, value: impl Into<String>) -> Self {
        self.values
            .push((name.to_string(), Value::Text(value.into())));
        self
    }

    /// A count or an amount: the catalog chooses its plural form.
    pub fn number(mut self, name: &str, value: impl TryInto<i64>) -> Self {
        let n = value.try_into().unwrap_or(i64::MAX);
        self.values.push((name.to_string(), Value::Number(n)));
        self
    }

    fn get(&self, name: &str) -> Option<&Value> {
        self.values.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }
}

/// What went wrong wording a message: a test fails on any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    Missing(String),
    /// A message read an argument it was not given.
    Unfilled {
        message: String,
        arg: String,
    },
}

/// A language's catalog, ready to word messages.
pub struct Catalog {
    compiled: Compiled,
    plurals: Option<PluralRules>,
}

impl std::fmt::Debug for Catalog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Catalog({})", self.compiled.lang)
    }
}

impl Catalog {
    /// A catalog compiled by build.rs (`postcard`), or why not.
    pub fn from_bytes(bytes: &[u8]) -> Result<Catalog, String> {
        let compiled: Compiled = postcard::from_bytes(bytes).map_err(|e| e.to_string())?;
        Ok(Catalog::new(compiled))
    }

    pub fn new(compiled: Compiled) -> Catalog {
        // A catalog's tag is a bare language ("en", "ja"): its subtag alone
        // is read, which keeps the full tag parser out of the wasm.
        let plurals = unic_langid::subtags::Language::from_bytes(compiled.lang.as_bytes())
            .ok()
            .map(|l| unic_langid::LanguageIdentifier::from_parts(l, None, None, &[]))
            .and_then(|id| PluralRules::create(id, PluralRuleType::CARDINAL).ok());
        Catalog { compiled, plurals }
    }

    /// The English catalog. In the browser, what every screen shares is built
    /// into the app and each game's catalog comes with its part ([`add`]);
    /// natively (the tests, the tools), all of it is here.
    pub fn english() -> &'static Catalog {
        static ENGLISH: OnceLock<Catalog> = OnceLock::new();
        #[cfg(target_arch = "wasm32")]
        let bytes = include_bytes!(concat!(env!("OUT_DIR"), "/words-en.bin"));
        #[cfg(not(target_arch = "wasm32"))]
        let bytes = include_bytes!(concat!(env!("OUT_DIR"), "/words-en-all.bin"));
        ENGLISH
            .get_or_init(|| Catalog::from_bytes(bytes).expect("the English catalog build.rs wrote"))
    }

    pub fn lang(&self) -> &str {
        &self.compiled.lang
    }

    pub fn compiled(&self) -> &Compiled {
        &self.compiled
    }

    /// Message `id` worded with `args`. A missing message or argument shows
    /// as its name in braces, so that a slip reads as one (the tests refuse it).
    pub fn say(&self, id: &str, args: &Args) -> String {
        self.try_say(id, args).unwrap_or_else(|p| match p {
            Problem::Missing(id) => format!("{{{id}}}"),
            Problem::Unfilled { message, arg } => format!("{{{message}: ${arg}}}"),
        })
    }

    /// Message `id` worded with `args`, or what went wrong.
    pub fn try_say(&self, id: &str, args: &Args) -> Result<String, Problem> {
        let pieces = self
            .compiled
            .get(id)
            .or_else(|| added(self.lang(), id))
            .ok_or_else(|| Problem::Missing(id.to_string()))?;
        let mut out = String::new();
        self.write(id, pieces, args, &mut out)?;
        Ok(out)
    }

    fn write(
        &self,
        id: &str,
        pieces: &[Piece],
        args: &Args,
        out: &mut String,
    ) -> Result<(), Problem> {
        let unfilled = |arg: &str| Problem::Unfilled {
            message: id.to_string(),
            arg: arg.to_string(),
        };
        for piece in pieces {
            match piece {
                Piece::Text(t) => out.push_str(t),
                Piece::Arg(a) => match args.get(a).ok_or_else(|| unfilled(a))? {
                    Value::Text(t) => out.push_str(t),
                    Value::Number(n) => out.push_str(&n.to_string()),
                },
                Piece::Select {
                    arg,
                    variants,
                    default,
                } => {
                    let value = args.get(arg).ok_or_else(|| unfilled(arg))?;
                    let chosen = variants
                        .iter()
                        .position(|(k, _)| self.matches(k, value))
                        .unwrap_or(*default);
                    self.write(id, &variants[chosen].1, args, out)?;
                }
            }
        }
        Ok(())
    }

    fn matches(&self, key: &Key, value: &Value) -> bool {
        match (key, value) {
            (Key::Number(k), Value::Number(n)) => k == n,
            (Key::Word(k), Value::Text(t)) => k == t,
            (Key::Word(k), Value::Number(n)) => self.category(*n).is_some_and(|c| c == k.as_str()),
            (Key::Number(_), Value::Text(_)) => false,
        }
    }

    /// The CLDR plural category of `n` in this language.
    fn category(&self, n: i64) -> Option<&'static str> {
        let c = self.plurals.as_ref()?.select(n).ok()?;
        Some(match c {
            PluralCategory::ZERO => "zero",
            PluralCategory::ONE => "one",
            PluralCategory::TWO => "two",
            PluralCategory::FEW => "few",
            PluralCategory::MANY => "many",
            PluralCategory::OTHER => "other",
        })
    }

    /// Several names (or anything worded) as one list, by the catalog's
    /// patterns: "Ann", "Ann and Bob", "Ann, Bob and Cy".
    pub fn list<S: AsRef<str>>(&self, items: &[S]) -> String {
        match items {
            [] => String::new(),
            [one] => one.as_ref().to_string(),
            [a, b] => self.say(
                "list-two",
                &Args::new()
                    .text("first", a.as_ref())
                    .text("last", b.as_ref()),
            ),
            [first, middle @ .., last] => {
                let mut head = first.as_ref().to_string();
                for m in middle {
                    head = self.say(
                        "list-middle",
                        &Args::new().text("first", head).text("next", m.as_ref()),
                    );
                }
                self.say(
                    "list-end",
                    &Args::new().text("first", head).text("last", last.as_ref()),
                )
            }
        }
    }
}

/// The catalogs that came with parts of the app loaded since ([`add`]).
static ADDED: Mutex<Vec<(&'static str, &'static Compiled)>> = Mutex::new(Vec::new());

/// Adds the catalog `bytes` (a game's, compiled by build.rs), named `name`,
/// to the words of its language: called when the part holding the game's code
/// loads, so that its words travel with it and not in the first visit. Once
/// per name.
pub fn add(name: &'static str, bytes: &'static [u8]) {
    let mut added = ADDED.lock().unwrap_or_else(|e| e.into_inner());
    if bytes.is_empty() || added.iter().any(|(n, _)| *n == name) {
        return;
    }
    if let Ok(c) = postcard::from_bytes::<Compiled>(bytes) {
        added.push((name, Box::leak(Box::new(c))));
    }
}

/// The devices' part's English catalog (`src/words/devices/`), which that part
/// adds when it loads.
pub const DEVICES: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/words-en-devices.bin"));

/// The game screens' English catalog (`src/words/play/`): the end of a game,
/// ties, the news's fold; every game's parts add it.
pub const PLAY: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/words-en-play.bin"));

/// Message `id` of an added catalog in `lang`.
fn added(lang: &str, id: &str) -> Option<&'static [Piece]> {
    let added = ADDED.lock().unwrap_or_else(|e| e.into_inner());
    added
        .iter()
        .filter(|(_, c)| c.lang == lang)
        .find_map(|(_, c)| c.get(id))
}

/// The catalog of the language the app speaks now, for words made where no
/// [`crate::engine::Narrator`] is at hand (a refusal, a guide's lesson, a
/// standings line). English until a language can be chosen.
pub fn current() -> &'static Catalog {
    Catalog::english()
}
