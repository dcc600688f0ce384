//! The saved-games list reads its entries with a small JSON reader of its own
//! (`boardroom::save::json`): checked here against serde_json, which wrote the
//! entries of earlier releases.

use boardroom::save::json::{parse, write_str, Value};
use proptest::prelude::*;

/// serde_json's reading of `text`, in our terms.
fn reference(text: &str) -> Option<Value> {
    fn convert(v: serde_json::Value) -> Value {
        match v {
            serde_json::Value::Null => Value::Null,
            serde_json::Value::Bool(b) => Value::Bool(b),
            serde_json::Value::Number(n) => Value::Number(n.as_f64().unwrap()),
            serde_json::Value::String(s) => Value::String(s),
            serde_json::Value::Array(a) => Value::Array(a.into_iter().map(convert).collect()),
            serde_json::Value::Object(o) => {
                Value::Object(o.into_iter().map(|(k, v)| (k, convert(v))).collect())
            }
        }
    }
    serde_json::from_str(text).ok().map(convert)
}

/// Equal, with numbers equal to a part in 10^15 (ours are read without the
/// standard float parser) and object fields compared by name.
fn same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => {
            x == y || (x - y).abs() <= 1e-15 * x.abs().max(y.abs())
        }
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(a, b)| same(a, b))
        }
        (Value::Object(x), Value::Object(y)) => x
            .iter()
            .chain(y)
            .all(|(k, _)| matches!((a.get(k), b.get(k)), (Some(v), Some(w)) if same(v, w))),
        _ => a == b,
    }
}

#[test]
fn reads_what_serde_json_reads_and_refuses_what_it_refuses() {
    let cases = [
        r#"{"game_id":"detroit","rev":3,"updated_ms":1732380000000,"finished":false,"moves":12,"code":"sAbC-d_e"}"#,
        r#"{"updated_ms":1732380000000.0,"title":"Ann, Bob \u00e9 \ud83d\ude00 \"q\" \\ \/ \n\t"}"#,
        r#" [ 1 , -2.5e3 , 0.001 , 1E2 , 1e+2 , -0 , 123456789012345678 , null , true ] "#,
        r#"{"a":{"b":[{}, []]}, "a":2}"#,
        "\"plain\"",
        "1e10",
        "0.30000000000000004",
        // Not JSON: each must be refused.
        "",
        "{",
        "[1,]",
        "{\"a\":1,}",
        "01",
        "1.",
        ".5",
        "-",
        "1e",
        "+1",
        "nul",
        "\"tab\there\"",
        "\"\\x\"",
        "\"\\ud83d\"",
        "\"\\ud83dx\"",
        "{\"a\" 1}",
        "[1] [2]",
        "{'a':1}",
        "NaN",
    ];
    for text in cases {
        let ours = parse(text);
        let theirs = reference(text);
        assert_eq!(ours.is_some(), theirs.is_some(), "{text}");
        if let (Some(a), Some(b)) = (&ours, &theirs) {
            assert!(same(a, b), "{text}: {a:?} against {b:?}");
        }
    }
}

#[test]
fn a_repeated_field_reads_as_its_last_value() {
    let v = parse(r#"{"rev":1,"rev":7}"#).unwrap();
    assert_eq!(v.get("rev"), Some(&Value::Number(7.0)));
    assert_eq!(v.get("none"), None);
}

#[test]
fn deep_nesting_is_refused_not_a_crash() {
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    assert_eq!(parse(&deep), None);
}

proptest! {
    #[test]
    fn any_text_written_reads_back(s in any::<String>()) {
        let mut out = String::new();
        write_str(&mut out, &s);
        prop_assert_eq!(parse(&out), Some(Value::String(s.clone())));
        prop_assert_eq!(serde_json::from_str::<String>(&out).unwrap(), s);
    }

    #[test]
    // Counts and times: the numbers an entry holds.
    fn any_number_serde_json_writes_reads_back(x in -1e17f64..1e17) {
        let text = serde_json::to_string(&x).unwrap();
        let back = parse(&text);
        prop_assert!(matches!(back, Some(Value::Number(y)) if y == x || (y - x).abs() <= 1e-14 * x.abs()), "{text} read as {back:?}");
    }

    #[test]
    fn no_text_crashes_the_reader(s in "[\\[\\]{}\",:0-9eE.+\\-a-z\\\\ ]{0,40}") {
        prop_assert_eq!(parse(&s).is_some(), reference(&s).is_some(), "{}", s);
    }
}
