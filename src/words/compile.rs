//! From Fluent sources to a [`Compiled`] catalog, and the checks that every
//! language's catalog has the English one's messages with the same arguments.
//! Used by build.rs (which writes each language's catalog for the app) and by
//! the tests. The parsing is fluent-syntax's; what the app's catalogs use of
//! Fluent is text, arguments (`{ $amount }`), selections on an argument
//! (plural categories, exact numbers, words such as a person's `you`), and
//! references to messages and terms, put in place here. Functions, attributes
//! and a term's arguments are refused: nothing reads them.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_syntax::ast;

use super::pattern::{Compiled, Key, Piece};

/// The folders holding catalogs under the crate's `root`: the shared one, the
/// devices' part's, the game screens', then each game's `words/`.
pub fn folders(root: &Path) -> Vec<PathBuf> {
    let mut out = vec![
        root.join("src/words"),
        root.join("src/words/devices"),
        root.join("src/words/play"),
    ];
    let mut games: Vec<PathBuf> = std::fs::read_dir(root.join("src/games"))
        .map(|d| {
            d.filter_map(|e| e.ok().map(|e| e.path().join("words")))
                .filter(|p| p.is_dir())
                .collect()
        })
        .unwrap_or_default();
    games.sort();
    out.extend(games);
    out
}

/// Every catalog file under `root`, by language (the file's stem): each
/// language's `(path, text)` pairs, in the folders' order.
pub fn sources(root: &Path) -> BTreeMap<String, Vec<(String, String)>> {
    let mut by_lang: BTreeMap<String, Vec<(String, String)>> = BTreeMap::new();
    for folder in folders(root) {
        let mut files: Vec<PathBuf> = std::fs::read_dir(&folder)
            .map(|d| {
                d.filter_map(|e| e.ok().map(|e| e.path()))
                    .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
                    .collect()
            })
            .unwrap_or_default();
        files.sort();
        for file in files {
            let lang = file
                .file_stem()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            let text = std::fs::read_to_string(&file).unwrap_or_default();
            let name = file
                .strip_prefix(root)
                .unwrap_or(&file)
                .display()
                .to_string();
            by_lang.entry(lang).or_default().push((name, text));
        }
    }
    by_lang
}

/// The entries of a language's sources, by id (terms with their `-`).
type Entries<'s> = BTreeMap<String, &'s ast::Pattern<&'s str>>;

/// Compiles the sources of one language (`(file name, text)` pairs): the
/// catalog, or every problem found, each naming its file and message.
pub fn compile(lang: &str, sources: &[(String, String)]) -> Result<Compiled, Vec<String>> {
    compile_owned(lang, sources).map(|(c, _)| c)
}

/// The catalog a file belongs to: a game's folder name for
/// `src/games/<game>/words/`, else "" (what every screen shares).
pub fn catalog_of(file: &str) -> String {
    let parts: Vec<&str> = file.split(['/', '\\']).collect();
    match parts.iter().position(|p| *p == "games") {
        Some(i) if parts.get(i + 2) == Some(&"words") => parts[i + 1].to_string(),
        // `src/words/<part>/`: the catalog of parts of the app (the devices', the games').
        _ => match parts.iter().rposition(|p| *p == "words") {
            Some(i) if i + 2 < parts.len() => parts[i + 1].to_string(),
            _ => String::new(),
        },
    }
}

/// Compiles one language's sources and cuts the result into its catalogs
/// ([`catalog_of`] each message's file): the shared one under "", each game's
/// under its folder. A message may use a term or message of another catalog:
/// it is put in place before the cut.
pub fn compile_by_catalog(
    lang: &str,
    sources: &[(String, String)],
) -> Result<BTreeMap<String, Compiled>, Vec<String>> {
    let (all, owners) = compile_owned(lang, sources)?;
    let mut out: BTreeMap<String, Compiled> = BTreeMap::new();
    for (id, pieces) in all.messages {
        let catalog = catalog_of(&owners[&id]);
        out.entry(catalog)
            .or_insert_with(|| Compiled {
                lang: lang.to_string(),
                messages: Vec::new(),
            })
            .messages
            .push((id, pieces));
    }
    Ok(out)
}

/// The catalog and the file each message came from.
fn compile_owned(
    lang: &str,
    sources: &[(String, String)],
) -> Result<(Compiled, BTreeMap<String, String>), Vec<String>> {
    let mut owners = BTreeMap::new();
    let mut problems = Vec::new();
    let mut resources = Vec::new();
    for (file, text) in sources {
        match fluent_syntax::parser::parse(text.as_str()) {
            Ok(r) => resources.push((file, r)),
            Err((r, errors)) => {
                for e in errors {
                    problems.push(format!("{file}: cannot read {:?}", e.kind));
                }
                resources.push((file, r));
            }
        }
    }
    let mut entries: Entries = BTreeMap::new();
    let mut messages = Vec::new();
    for (file, r) in &resources {
        for entry in &r.body {
            let (id, value, attributes) = match entry {
                ast::Entry::Message(m) => (m.id.name.to_string(), m.value.as_ref(), &m.attributes),
                ast::Entry::Term(t) => (format!("-{}", t.id.name), Some(&t.value), &t.attributes),
                ast::Entry::Junk { content } => {
                    problems.push(format!(
                        "{file}: cannot read {:?}",
                        content.lines().next().unwrap_or("")
                    ));
                    continue;
                }
                _ => continue,
            };
            if !attributes.is_empty() {
                problems.push(format!("{file}: {id} has attributes, which nothing reads"));
            }
            let Some(value) = value else {
                problems.push(format!("{file}: {id} has no text"));
                continue;
            };
            if entries.insert(id.clone(), value).is_some() {
                problems.push(format!("{file}: {id} is written twice"));
            }
            if !id.starts_with('-') {
                owners.insert(id.clone(), file.to_string());
                messages.push(id);
            }
        }
    }
    let mut compiled = Compiled {
        lang: lang.to_string(),
        messages: Vec::new(),
    };
    for id in messages {
        let mut stack = vec![id.clone()];
        match pattern(entries[&id], &entries, &mut stack) {
            Ok(p) => compiled.messages.push((id, p)),
            Err(why) => problems.push(format!("{lang}: {id}: {why}")),
        }
    }
    compiled.messages.sort_by(|a, b| a.0.cmp(&b.0));
    if problems.is_empty() {
        Ok((compiled, owners))
    } else {
        Err(problems)
    }
}

/// A pattern's pieces, references put in place (`stack`: the references being
/// followed, to refuse a message that reaches itself).
fn pattern(
    p: &ast::Pattern<&str>,
    entries: &Entries,
    stack: &mut Vec<String>,
) -> Result<Vec<Piece>, String> {
    let mut out: Vec<Piece> = Vec::new();
    let push = |out: &mut Vec<Piece>, piece: Piece| match (out.last_mut(), piece) {
        (Some(Piece::Text(a)), Piece::Text(b)) => a.push_str(&b),
        (_, piece) => out.push(piece),
    };
    for element in &p.elements {
        match element {
            ast::PatternElement::TextElement { value } => {
                push(&mut out, Piece::Text(value.to_string()))
            }
            ast::PatternElement::Placeable { expression } => {
                for piece in expr(expression, entries, stack)? {
                    push(&mut out, piece);
                }
            }
        }
    }
    Ok(out)
}

fn expr(
    e: &ast::Expression<&str>,
    entries: &Entries,
    stack: &mut Vec<String>,
) -> Result<Vec<Piece>, String> {
    match e {
        ast::Expression::Inline(i) => inline(i, entries, stack),
        ast::Expression::Select { selector, variants } => {
            let ast::InlineExpression::VariableReference { id } = selector else {
                return Err("a choice must be on an argument".into());
            };
            let mut out = Vec::new();
            let mut default = 0;
            for (i, v) in variants.iter().enumerate() {
                let key = match &v.key {
                    ast::VariantKey::Identifier { name } => Key::Word(name.to_string()),
                    ast::VariantKey::NumberLiteral { value } => Key::Number(
                        value
                            .parse()
                            .map_err(|_| format!("{value} is not a whole number"))?,
                    ),
                };
                if v.default {
                    default = i;
                }
                out.push((key, pattern(&v.value, entries, stack)?));
            }
            Ok(vec![Piece::Select {
                arg: id.name.to_string(),
                variants: out,
                default,
            }])
        }
    }
}

fn inline(
    i: &ast::InlineExpression<&str>,
    entries: &Entries,
    stack: &mut Vec<String>,
) -> Result<Vec<Piece>, String> {
    let reference = |id: String, stack: &mut Vec<String>| -> Result<Vec<Piece>, String> {
        if stack.contains(&id) {
            return Err(format!("{id} reaches itself"));
        }
        let target = entries.get(&id).ok_or(format!("{id} is not written"))?;
        stack.push(id);
        let p = pattern(target, entries, stack);
        stack.pop();
        p
    };
    match i {
        ast::InlineExpression::StringLiteral { value } => Ok(vec![Piece::Text(value.to_string())]),
        ast::InlineExpression::NumberLiteral { value } => Ok(vec![Piece::Text(value.to_string())]),
        ast::InlineExpression::VariableReference { id } => {
            Ok(vec![Piece::Arg(id.name.to_string())])
        }
        ast::InlineExpression::MessageReference {
            id,
            attribute: None,
        } => reference(id.name.to_string(), stack),
        ast::InlineExpression::TermReference {
            id,
            attribute: None,
            arguments: None,
        } => reference(format!("-{}", id.name), stack),
        ast::InlineExpression::Placeable { expression } => expr(expression, entries, stack),
        other => Err(format!("{other:?} is not used by the app's catalogs")),
    }
}

/// The arguments a message reads, in its text or its choices.
pub fn arguments(pieces: &[Piece]) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for p in pieces {
        match p {
            Piece::Text(_) => {}
            Piece::Arg(a) => {
                out.insert(a.clone());
            }
            Piece::Select { arg, variants, .. } => {
                out.insert(arg.clone());
                for (_, v) in variants {
                    out.extend(arguments(v));
                }
            }
        }
    }
    out
}

/// What `other` lacks, has more of, or reads differently from `english`:
/// one line each, empty when the two agree.
pub fn differences(english: &Compiled, other: &Compiled) -> Vec<String> {
    let mut out = Vec::new();
    let lang = &other.lang;
    for (id, pieces) in &english.messages {
        match other.get(id) {
            None => out.push(format!("{lang}: {id} is missing")),
            Some(theirs) => {
                let (want, have) = (arguments(pieces), arguments(theirs));
                if want != have {
                    out.push(format!(
                        "{lang}: {id} reads {:?} where English reads {:?}",
                        have, want
                    ));
                }
            }
        }
    }
    for (id, _) in &other.messages {
        if english.get(id).is_none() {
            out.push(format!("{lang}: {id} is not in English"));
        }
    }
    out
}
