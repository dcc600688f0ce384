//! Share links, page routes and QR codes.

use crate::save_support;

use boardroom::save::link::page_base;
use boardroom::save::{decode, encode, qr_svg, share_link, QrError, Route};
use proptest::prelude::*;
use save_support::{played, Toy, ToyOptions, FOUR};

#[test]
fn fragments_name_routes() {
    let cases = [
        ("", Route::Home),
        ("#", Route::Home),
        ("#rules/detroit", Route::Rules("detroit".into())),
        ("#game/mundus-novus", Route::Game("mundus-novus".into())),
        ("rules/detroit", Route::Rules("detroit".into())),
        ("#rules/detroit/", Route::Rules("detroit".into())),
        ("#new/zaibatsu", Route::NewGame("zaibatsu".into())),
        ("#play/k3x9a0bz", Route::Play("k3x9a0bz".into())),
        ("#replay/k3x9a0bz", Route::Replay("k3x9a0bz".into())),
        ("#replay/", Route::Unknown("replay/".into())),
        ("#load=sfpjYmJ2", Route::Load("sfpjYmJ2".into())),
        ("#load=", Route::Load(String::new())),
        ("#join/AQAB-_9x", Route::Join("AQAB-_9x".into())),
        ("#reply/AQEB-_9x", Route::Reply("AQEB-_9x".into())),
        ("#net-test", Route::Unknown("net-test".into())),
        ("#join/", Route::Unknown("join/".into())),
        ("#rules", Route::Unknown("rules".into())),
        ("#rules/", Route::Unknown("rules/".into())),
        ("#rules/a/b", Route::Unknown("rules/a/b".into())),
        ("#play/<img>", Route::Unknown("play/<img>".into())),
        ("#settings/x", Route::Unknown("settings/x".into())),
        ("#Rules/detroit", Route::Unknown("Rules/detroit".into())),
        ("##", Route::Unknown("#".into())),
    ];
    for (fragment, route) in cases {
        assert_eq!(Route::parse(fragment), route, "{fragment:?}");
    }
}

#[test]
fn routes_write_back_to_their_fragment() {
    for fragment in [
        "",
        "#rules/detroit",
        "#new/zaibatsu",
        "#play/k3x9a0bz",
        "#replay/k3x9a0bz",
        "#load=abc-_9",
        "#join/AQAB-_9x",
        "#reply/AQEB-_9x",
        "#whatever?x=1",
    ] {
        assert_eq!(Route::parse(fragment).fragment(), fragment);
    }
    assert_eq!(Route::Home.fragment(), "");
}

#[test]
fn a_share_link_loads_the_game() {
    let saved = played(&FOUR, ToyOptions::default(), 3, 90);
    let code = encode(&saved).unwrap();
    for page in [
        "https://example.org/boardroom/",
        "https://example.org/boardroom/index.html?lang=en",
        "https://example.org/boardroom/#play/abcd1234",
        "http://localhost:8080/#load=old",
    ] {
        let link = share_link(page, &code);
        assert_eq!(link, format!("{}#load={code}", page_base(page)));
        assert_eq!(link.matches('#').count(), 1);
        let fragment = &link[link.find('#').unwrap()..];
        let Route::Load(found) = Route::parse(fragment) else {
            panic!("{link} is not a load link");
        };
        assert_eq!(found, code);
        assert_eq!(decode::<Toy>(&found), Ok(saved.clone()));
        assert_eq!(decode::<Toy>(&link), Ok(saved.clone()));
    }
}

proptest! {
    #[test]
    fn parsed_routes_round_trip(fragment in "#?(rules|new|play|load=|x)?/?[a-z0-9_/=<#-]{0,12}") {
        let route = Route::parse(&fragment);
        prop_assert_eq!(Route::parse(&route.fragment()), route);
    }

    #[test]
    fn named_routes_round_trip(name in "[A-Za-z0-9_-]{1,40}", kind in 0..6) {
        let route = match kind {
            0 => Route::Rules(name),
            1 => Route::NewGame(name),
            2 => Route::Play(name),
            3 => Route::Join(name),
            4 => Route::Reply(name),
            _ => Route::Load(name),
        };
        prop_assert_eq!(Route::parse(&route.fragment()), route);
    }

    #[test]
    fn any_fragment_parses(fragment in any::<String>()) {
        let _ = Route::parse(&fragment);
    }
}

/// The dark modules an SVG from [`qr_svg`] draws, row by row.
fn modules_drawn(svg: &str) -> (usize, Vec<Vec<bool>>) {
    let size: usize = svg
        .split("viewBox=\"0 0 ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .expect("a square viewBox");
    let mut grid = vec![vec![false; size]; size];
    let path = svg
        .split(" d=\"")
        .nth(1)
        .unwrap()
        .split('"')
        .next()
        .unwrap();
    // Runs: "M<x> <y>.5h<len>" first, then "m<dx> <dy>h<len>" from where the last ended.
    let mut pen = None;
    for run in path.split(['M', 'm']).filter(|r| !r.is_empty()) {
        let (at, len) = run.split_once('h').unwrap();
        let (x, y) = at.split_once(' ').unwrap();
        let x: i64 = x.parse().unwrap();
        let y: i64 = y.trim_end_matches(".5").parse().unwrap();
        let (x, y) = match pen {
            None => (x, y),
            Some((px, py)) => (px + x, py + y),
        };
        let len: i64 = len.parse().unwrap();
        for cell in &mut grid[y as usize][x as usize..(x + len) as usize] {
            assert!(!*cell, "modules drawn twice");
            *cell = true;
        }
        pen = Some((x + len, y));
    }
    (size, grid)
}

#[test]
fn the_qr_code_of_a_long_link_draws_exactly_its_modules() {
    let options = ToyOptions {
        rounds: 150,
        double_bids: false,
    };
    let saved = played(&FOUR, options, 8, 600);
    let link = share_link("https://example.org/boardroom/", &encode(&saved).unwrap());
    assert!(link.len() > 900, "{}", link.len());
    let svg = qr_svg(&link).expect("fits");
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert!(svg.ends_with("</svg>"));
    assert!(svg.contains("fill=\"#fff\"") && svg.contains("stroke=\"#000\""));
    println!(
        "QR SVG of a {}-character link: {} bytes",
        link.len(),
        svg.len()
    );

    let (size, grid) = modules_drawn(&svg);
    assert_eq!(read_qr(size, &grid), [link]);
    // The quiet zone: four light modules each side.
    for (y, row) in grid.iter().enumerate() {
        for (x, &dark) in row.iter().enumerate() {
            let inside = (4..size - 4).contains(&x) && (4..size - 4).contains(&y);
            assert!(inside || !dark, "module {x},{y}");
        }
    }
}

/// What a QR reader (rqrr, written apart from the encoder) finds in the modules,
/// drawn four pixels a module.
fn read_qr(size: usize, grid: &[Vec<bool>]) -> Vec<String> {
    const PX: usize = 4;
    let mut image = rqrr::PreparedImage::prepare_from_greyscale(size * PX, size * PX, |x, y| {
        if grid[y / PX][x / PX] {
            0
        } else {
            255
        }
    });
    image
        .detect_grids()
        .into_iter()
        .map(|g| g.decode().expect("a readable code").1)
        .collect()
}

#[test]
fn text_too_long_for_any_qr_code_is_refused() {
    let text = "x".repeat(3000);
    assert_eq!(qr_svg(&text), Err(QrError::TooLong { bytes: 3000 }));
    assert!(qr_svg(&text).unwrap_err().to_string().contains("too long"));
    // Between the medium and the low error-correction capacity: still a code.
    let between = "x".repeat(2500);
    let (size, grid) = modules_drawn(&qr_svg(&between).unwrap());
    assert_eq!(read_qr(size, &grid), [between]);
    assert!(qr_svg("").is_ok());
}

#[test]
fn percent_encoded_fragments_are_read_as_typed() {
    // A chat app encoded the last character of a shared link.
    assert_eq!(
        Route::parse("#load=sfpjYmJ2zEtkYHZKzWNmYGBngAEACW8AR%41"),
        Route::Load("sfpjYmJ2zEtkYHZKzWNmYGBngAEACW8ARA".into())
    );
    assert_eq!(Route::parse("#load%3Dabc"), Route::Load("abc".into()));
    assert_eq!(Route::parse("#play/ab%5Fc"), Route::Play("ab_c".into()));
    assert_eq!(
        Route::parse("#rules/%E5%B1%B1"),
        Route::Unknown("rules/山".into())
    );
    // A lone or broken escape is kept as it is.
    assert_eq!(Route::parse("#x%2"), Route::Unknown("x%2".into()));
    assert_eq!(Route::parse("#x%zz"), Route::Unknown("x%zz".into()));
}
