//! The end of a game, explained: the final standings as a table of each
//! seat's total by where it came from, the ties and what settled them in
//! words, and "How the game went", a chart of the standings round by round
//! (drawn here as SVG, its figures also as a table).

use leptos::prelude::*;

use super::Frame;
use crate::app::markup::{div, el, span, El, Node};
use crate::engine::standings::{capitalised, ordinal, Series, Standings};
use crate::engine::{Narrator, Outcome, Seat};
use crate::save::Route;

/// The final standings, once the game is over: drawn a frame after the
/// board's own last change, and brought into view then (unless the player is
/// looking back at an earlier position). The last move's board,
/// the standings and "How the game went" drawn together were a task and a
/// frame of over 100 ms each on a slowed phone at 12 seats; they now come one
/// to a frame, in that order.
pub fn when_over(f: &Frame) -> AnyView {
    let shown = RwSignal::new(None::<Outcome>);
    let back = f.eyes.back;
    let frame = f.clone();
    Effect::watch(
        move || frame.session.outcome(),
        move |outcome, _, _| match outcome.clone() {
            None => {
                // Should the position ever go back before the end.
                if shown.with_untracked(Option::is_some) {
                    shown.set(None);
                }
            }
            Some(o) => super::after_paint(move || {
                let new = !shown.is_disposed() && shown.with_untracked(|s| s.as_ref() != Some(&o));
                if new {
                    shown.set(Some(o));
                    if back.get_untracked().is_none() {
                        request_animation_frame(super::bring_move_into_view);
                    }
                }
            }),
        },
        true,
    );
    let f = f.clone();
    (move || shown.get().map(|o| results(&f, o).into_view())).into_any()
}

/// The final standings, with the chart when the game's moves are at hand.
fn results(f: &Frame, o: Outcome) -> El {
    let names = f.table().names();
    let viewer = f.eyes.viewer.get_untracked();
    let end = untrack(|| f.session.end());
    let mut section = el("section")
        .class("results")
        .attr("aria-labelledby", "results-title")
        .child(el("h2").attr("id", "results-title").text("Final standings"));
    match end {
        Some(end) => {
            let s = &end.standings;
            section = section
                .opt(s.ending.clone().map(|e| el("p").class("ending").text(e)))
                .kids(
                    s.ties_in_words(&names, viewer)
                        .into_iter()
                        .map(|t| el("p").class("tie").text(t)),
                )
                .child(table(s, &names, viewer));
            if let Some(series) = end.series {
                section = section.child(Node::View(once_painted(move || {
                    chart(&end.standings, &series, &names, viewer, None)
                })));
            }
        }
        // Only a host that has not said (an older one) leaves the scores alone.
        None => section = section.child(scores_only(&o, &names)),
    }
    // The device that keeps the game may watch it again, every hand shown
    // (a guest device has its seat's part only).
    let replay = f.session.mode().keeps_game().then(|| {
        el("a")
            .class("button primary")
            .attr("href", Route::Replay(f.slot.to_string()).fragment())
            .text("Watch the replay")
    });
    section.child(
        div("results-links")
            .opt(replay)
            .child(super::back_home("button")),
    )
}

/// What `draw` draws, once the page around it is painted: the chart (its
/// picture parsed from SVG) was half the end's drawing, which on a slowed phone
/// made one task of over 100 ms as the last move came in. The standings show
/// first; the chart comes in below them a frame later.
fn once_painted(draw: impl Fn() -> El + Send + 'static) -> AnyView {
    let shown = RwSignal::new(false);
    super::after_paint(move || {
        if !shown.is_disposed() {
            shown.set(true);
        }
    });
    (move || shown.get().then(|| draw().into_view())).into_any()
}

/// "Ada (you)" for the viewer, else the name.
fn label(names: &[String], viewer: Option<Seat>, seat: Seat) -> String {
    crate::app::kit::Seats::new(names.to_vec(), viewer).label(seat)
}

/// "−3" with a true minus sign, "0", "12".
fn number(n: i64) -> String {
    if n < 0 {
        format!("\u{2212}{}", -n)
    } else {
        n.to_string()
    }
}

/// Tables of up to this many players put a player in each column and a part
/// in each row, so that a phone fits every part; bigger ones a player a row.
const PLAYERS_ACROSS: usize = 5;

/// The standings table: each player's place, each part that anyone scored,
/// and the total (a tie-break's values are in the sentence about the tie).
/// Every figure names its seat (`data-seat`, on a part's cell or span),
/// whichever the layout.
fn table(s: &Standings, names: &[String], viewer: Option<Seat>) -> El {
    let parts: Vec<usize> = (0..s.parts.len())
        .filter(|&p| s.lines.iter().any(|l| l.parts[p] != 0))
        .collect();
    // A lone part is the total itself: no breakdown to show.
    let parts = if s.parts.len() <= 1 {
        Vec::new()
    } else {
        parts
    };
    let order = s.order();
    let won = |seat: Seat| s.lines[seat].rank == 0;
    // "1st Ada": the place and the player, in one heading.
    let who = |seat: Seat, scope: &'static str| {
        let name = names.get(seat).cloned().unwrap_or_default();
        let you = (viewer == Some(seat) && !name.eq_ignore_ascii_case("you"))
            .then(|| span("you", " (you)"));
        el("th")
            .attr("scope", scope)
            .attr("data-seat", seat.to_string())
            .classes("who", &[("winner", won(seat))])
            .child(span("place", ordinal(s.lines[seat].rank + 1)))
            .child(" ")
            .child(span("name", name))
            .opt(you)
    };
    let figure = |seat: Seat, class: &str, n: i64| {
        el("td")
            .classes(class, &[("winner", won(seat))])
            .attr("data-seat", seat.to_string())
            .text(number(n))
    };
    let unit = capitalised(&s.unit.1);
    let (head, rows): (Vec<El>, Vec<El>) = if order.len() <= PLAYERS_ACROSS {
        let corner = el("td");
        let head = std::iter::once(corner)
            .chain(order.iter().map(|&x| who(x, "col")))
            .collect();
        let mut rows: Vec<El> = parts
            .iter()
            .map(|&p| {
                el("tr")
                    .child(el("th").attr("scope", "row").text(s.parts[p].clone()))
                    .kids(
                        order
                            .iter()
                            .map(|&x| figure(x, "part", s.lines[x].parts[p])),
                    )
            })
            .collect();
        rows.push(
            el("tr")
                .class("total-row")
                .child(el("th").attr("scope", "row").text(unit.clone()))
                .kids(order.iter().map(|&x| figure(x, "total", s.lines[x].total))),
        );
        (head, rows)
    } else {
        // Three columns, the total by the player, then where it came from:
        // each part the seat scored, named, in a cell whose lines wrap. A
        // column per part did not fit a 360 px phone (its headers alone took
        // 290 px of the 300) and hid the total past the edge.
        let th = |text: String| el("th").attr("scope", "col").text(text);
        let mut head = vec![th("Player".into()), th(unit.clone()).class("total")];
        if !parts.is_empty() {
            head.push(th("From".into()).class("from"));
        }
        let from = |x: Seat| {
            let scored: Vec<El> = parts
                .iter()
                .filter(|&&p| s.lines[x].parts[p] != 0)
                .map(|&p| {
                    el("span")
                        .class("part")
                        .attr("data-seat", x.to_string())
                        .child(span("part-name", s.parts[p].clone()))
                        .child(" ")
                        .child(span("part-n", number(s.lines[x].parts[p])))
                })
                .collect();
            let none = scored.is_empty().then(|| span("muted", "none"));
            el("td").class("from").kids(scored).opt(none)
        };
        let rows = order
            .iter()
            .map(|&x| {
                el("tr")
                    .classes("", &[("winner", won(x))])
                    .child(who(x, "row"))
                    .child(figure(x, "total", s.lines[x].total))
                    .opt((!parts.is_empty()).then(|| from(x)))
            })
            .collect();
        (head, rows)
    };
    let caption = if parts.is_empty() {
        unit
    } else {
        format!("{unit}, by where they came from")
    };
    div("standings-wrap").child(
        el("table")
            .class("standings")
            .child(el("caption").text(caption))
            .child(el("thead").child(el("tr").kids(head)))
            .child(el("tbody").kids(rows)),
    )
}

/// An older host's final screen: the scores, best first.
fn scores_only(o: &Outcome, names: &[String]) -> El {
    let mut order: Vec<Seat> = (0..o.ranks.len()).collect();
    crate::engine::sort::sort_by_key(&mut order, |&p| (o.ranks[p], p));
    let head = ["Place", "Player", "Score"].map(|h| el("th").attr("scope", "col").text(h));
    let rows = order.into_iter().map(|p| {
        el("tr")
            .classes("", &[("winner", o.ranks[p] == 0)])
            .child(el("td").text(ordinal(o.ranks[p] + 1)))
            .child(el("td").text(names.get(p).cloned().unwrap_or_default()))
            .child(el("td").text(o.scores[p].to_string()))
    });
    el("table")
        .class("standings")
        .child(el("thead").child(el("tr").kids(head)))
        .child(el("tbody").kids(rows))
}

// ---- How the game went --------------------------------------------------------

/// A coordinate of the drawing to a tenth of a unit, as `{:.1}` would write it
/// (but for a rare last digit, where multiplying by ten moves a value off or onto
/// a half), without the standard float printer: its code and tables, with the
/// Unicode case tables `capitalised` also leaves out, were 11–13 KiB packed of
/// what every game's part downloads (docs/measuring.md).
struct Tenths(f64);

impl std::fmt::Display for Tenths {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Halves to even, as `{:.1}` rounds them.
        let t = (self.0 * 10.0).round_ties_even() as i64;
        let sign = if t < 0 { "-" } else { "" };
        write!(f, "{sign}{}.{}", t.abs() / 10, t.abs() % 10)
    }
}

/// The drawing's size in its own units; it scales to the width of the page.
/// It grows taller at big tables, so that every line's label has room.
const W: f64 = 320.0;
const H: f64 = 180.0;
const LEFT: f64 = 30.0;
const TOP: f64 = 8.0;
const BOTTOM: f64 = 22.0;

/// Seats are told apart by colour and marker together: nine colours and six
/// markers, paired as (seat % 9, seat % 6), so each of the 18 seats of the
/// biggest table has a pair of its own; a dash per six seats is a third cue.
const COLOURS: usize = 9;
const MARKERS: usize = 6;
const DASHES: [&str; 3] = ["", "6 3", "2 3"];

/// Beyond this many seats only the viewer and the leaders are drawn strong,
/// the others faint, so the lines that matter stand out of the crowd.
const ALL_STRONG: usize = 6;
const LEADERS: usize = 3;

/// The labels at the lines' ends: their size, and the least room between two.
const LABEL_SIZE: f64 = 8.0;
const LABEL_GAP: f64 = 9.0;

/// The chart, its legend, and its figures as a table; `at` marks a sample
/// with an upright line (the position a replay shows).
pub(crate) fn chart(
    s: &Standings,
    series: &Series,
    names: &[String],
    viewer: Option<Seat>,
    at: Option<usize>,
) -> El {
    let summary = summary(s, series, names, viewer);
    let strong = strong_seats(s, viewer);
    let svg = drawing(series, names, &strong, viewer, at);
    let picture =
        view! { <div class="chart" role="img" aria-label=summary inner_html=svg></div> }.into_any();
    let legend = el("ul")
        .class("chart-legend")
        .attr("aria-hidden", "true")
        .kids(s.order().into_iter().map(|seat| {
            let swatch = swatch(seat);
            let mark = view! { <span class="swatch" inner_html=swatch></span> }.into_any();
            el("li")
                .child(Node::View(mark))
                .child(span("", label(names, viewer, seat)))
        }));
    el("section")
        .class("how-it-went")
        .attr("aria-labelledby", "how-title")
        .child(el("h3").attr("id", "how-title").text("How the game went"))
        .child(el("p").class("muted").text(format!(
            "{} after each {}.",
            capitalised(&s.unit.1),
            s.step.to_ascii_lowercase()
        )))
        .child(Node::View(picture))
        .child(legend)
        .child(figures(s, series, names, viewer))
}

/// The chart in words, for a screen reader: what it shows, who led when, and
/// the end.
fn summary(s: &Standings, series: &Series, names: &[String], viewer: Option<Seat>) -> String {
    let n = Narrator::new(names, viewer);
    let mut leads: Vec<String> = Vec::new();
    let mut last: Vec<Seat> = Vec::new();
    for (i, sample) in series.samples.iter().enumerate().skip(1) {
        let best = sample.iter().copied().max().unwrap_or(0);
        let top: Vec<Seat> = (0..sample.len()).filter(|&x| sample[x] == best).collect();
        if top != last && best > 0 {
            leads.push(format!(
                "{}: {} with {}",
                step_name(s, series.steps[i]).to_ascii_lowercase(),
                n.list(&top),
                best
            ));
            last = top;
        }
    }
    let end: Vec<String> = s
        .order()
        .into_iter()
        .map(|x| format!("{} {}", n.whom(x), s.lines[x].total))
        .collect();
    format!(
        "Chart of {} after each {}. The lead: {}. At the end: {}.",
        s.unit.1,
        s.step.to_ascii_lowercase(),
        if leads.is_empty() {
            "none".into()
        } else {
            leads.join("; ")
        },
        end.join(", ")
    )
}

/// "Start" for the first sample, else "Round 3" / "Year 2".
fn step_name(s: &Standings, step: usize) -> String {
    if step == 0 {
        "Start".into()
    } else {
        format!("{} {step}", s.step)
    }
}

/// A round number for the value axis: 1, 2 or 5 times a power of ten, so
/// that about four lines cover `max`.
fn tick_step(max: i64) -> i64 {
    let mut unit = 1;
    loop {
        for k in [1, 2, 5] {
            if max <= k * unit * 4 {
                return k * unit;
            }
        }
        unit *= 10;
    }
}

/// Which seats are drawn strong: every one at a small table; at a big one the
/// viewer and the leaders at the end.
fn strong_seats(s: &Standings, viewer: Option<Seat>) -> Vec<bool> {
    let seats = s.lines.len();
    if seats <= ALL_STRONG {
        return vec![true; seats];
    }
    let mut strong = vec![false; seats];
    for seat in s.order().into_iter().take(LEADERS).chain(viewer) {
        if let Some(x) = strong.get_mut(seat) {
            *x = true;
        }
    }
    strong
}

/// The room a line's end label takes, in the drawing's units (a rough width
/// per letter at `LABEL_SIZE`, bold for the strong).
fn label_width(name: &str) -> f64 {
    name.chars().count() as f64 * LABEL_SIZE * 0.62 + 4.0
}

/// Heights for the end labels: each at its line's end, then moved apart so
/// that no two are closer than `LABEL_GAP`, within `lo..=hi`.
fn spread(mut ends: Vec<(Seat, f64)>, lo: f64, hi: f64) -> Vec<(Seat, f64)> {
    ends.sort_by(|a, b| a.1.total_cmp(&b.1).then(a.0.cmp(&b.0)));
    let mut above = f64::NEG_INFINITY;
    for (_, y) in ends.iter_mut() {
        *y = y.max(above + LABEL_GAP).max(lo);
        above = *y;
    }
    // Pushed past the bottom: back up from there.
    let mut below = f64::INFINITY;
    for (_, y) in ends.iter_mut().rev() {
        *y = y.min(below - LABEL_GAP).min(hi);
        below = *y;
    }
    ends
}

/// The SVG: value lines and labels, then each seat's line with its markers
/// (faint ones first, the viewer's last and thickest), each named at its end.
fn drawing(
    series: &Series,
    names: &[String],
    strong: &[bool],
    viewer: Option<Seat>,
    at: Option<usize>,
) -> String {
    let seats = strong.len();
    let name = |seat: Seat| names.get(seat).cloned().unwrap_or_default();
    let right = 6.0
        + (0..seats)
            .map(|x| label_width(&name(x)))
            .fold(0.0, f64::max);
    let height = H.max(TOP + BOTTOM + LABEL_GAP * seats as f64);
    let samples = &series.samples;
    let lo = samples.iter().flatten().copied().min().unwrap_or(0).min(0);
    let hi = samples
        .iter()
        .flatten()
        .copied()
        .max()
        .unwrap_or(1)
        .max(lo + 1);
    let step = tick_step(hi - lo);
    let top = (hi + step - 1).div_euclid(step) * step;
    let bottom = lo.div_euclid(step) * step;
    let span_y = (top - bottom).max(1) as f64;
    let count = samples.len().max(2);
    let x = |i: usize| LEFT + (W - LEFT - right) * i as f64 / (count - 1) as f64;
    let y = |v: i64| TOP + (height - TOP - BOTTOM) * (top - v) as f64 / span_y;
    let mut svg = format!(
        "<svg viewBox=\"0 0 {} {}\" xmlns=\"http://www.w3.org/2000/svg\" focusable=\"false\">",
        Tenths(W),
        Tenths(height)
    );
    let mut v = bottom;
    while v <= top {
        svg += &format!(
            "<line class=\"grid\" x1=\"{}\" x2=\"{}\" y1=\"{y}\" y2=\"{y}\"/>\
             <text class=\"axis\" x=\"{}\" y=\"{}\" text-anchor=\"end\">{}</text>",
            Tenths(LEFT),
            Tenths(W - right),
            Tenths(LEFT - 6.0),
            Tenths(y(v) + 3.5),
            number(v),
            y = Tenths(y(v)),
        );
        v += step;
    }
    // Step labels: as many as fit, always the first and the last.
    let every = samples.len().div_ceil(8).max(1);
    for (i, &s) in series.steps.iter().enumerate() {
        if i % every == 0 || i + 1 == samples.len() {
            let text = if s == 0 {
                "Start".to_string()
            } else {
                s.to_string()
            };
            svg += &format!(
                "<text class=\"axis\" x=\"{}\" y=\"{}\" text-anchor=\"middle\">{text}</text>",
                Tenths(x(i)),
                Tenths(height - 6.0)
            );
        }
    }
    if let Some(i) = at.filter(|&i| i < samples.len()) {
        svg += &format!(
            "<line class=\"now\" x1=\"{x}\" x2=\"{x}\" y1=\"{}\" y2=\"{}\"/>",
            Tenths(TOP),
            Tenths(height - BOTTOM),
            x = Tenths(x(i))
        );
    }
    // Faint lines under strong ones, the viewer's on top.
    let mut order: Vec<Seat> = (0..seats).filter(|&s| Some(s) != viewer).collect();
    order.sort_by_key(|&s| strong[s]);
    order.extend(viewer.filter(|&v| v < seats));
    let last = samples.len().saturating_sub(1);
    for &seat in &order {
        let points: Vec<(f64, f64)> = samples
            .iter()
            .enumerate()
            .map(|(i, v)| (x(i), y(v.get(seat).copied().unwrap_or(0))))
            .collect();
        let path: Vec<String> = points
            .iter()
            .map(|&(px, py)| format!("{},{}", Tenths(px), Tenths(py)))
            .collect();
        let mine = if Some(seat) == viewer { " mine" } else { "" };
        let faint = if strong[seat] { "" } else { " faint" };
        svg += &format!(
            "<g class=\"seat s{}{mine}{faint}\"><polyline points=\"{}\" stroke-dasharray=\"{}\"/>",
            seat % COLOURS,
            path.join(" "),
            DASHES[(seat / MARKERS) % DASHES.len()]
        );
        // A faint line shows its marker at its end only: fewer shapes in the crowd.
        for (i, &(px, py)) in points.iter().enumerate() {
            if strong[seat] || i == last {
                svg += &marker(seat, px, py, 3.2);
            }
        }
        svg += "</g>";
    }
    let end_x = x(last);
    let ends = (0..seats)
        .map(|seat| (seat, y_of(samples, last, seat, &y)))
        .collect();
    for (seat, label_y) in spread(ends, TOP, height - BOTTOM) {
        svg += &end_label(
            seat,
            &name(seat),
            strong[seat],
            end_x,
            y_of(samples, last, seat, &y),
            label_y,
        );
    }
    svg + "</svg>"
}

/// A seat's value at sample `i`, as a height in the drawing.
fn y_of(samples: &[Vec<i64>], i: usize, seat: Seat, y: &impl Fn(i64) -> f64) -> f64 {
    y(samples
        .get(i)
        .and_then(|v| v.get(seat))
        .copied()
        .unwrap_or(0))
}

/// A line's name at its end, tied to it by a thin stroke when moved apart
/// from the others.
fn end_label(seat: Seat, name: &str, strong: bool, x: f64, line_y: f64, label_y: f64) -> String {
    let class = format!("s{}{}", seat % COLOURS, if strong { " strong" } else { "" });
    let tie = if (line_y - label_y).abs() > 1.5 {
        format!(
            "<line class=\"end-tie {class}\" x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"/>",
            Tenths(x + 4.0),
            Tenths(line_y),
            Tenths(x + 8.0),
            Tenths(label_y)
        )
    } else {
        String::new()
    };
    format!(
        "{tie}<text class=\"end-label {class}\" x=\"{}\" y=\"{}\">{}</text>",
        Tenths(x + 9.0),
        Tenths(label_y + LABEL_SIZE * 0.35),
        escape(name)
    )
}

/// A name as SVG text: the few characters markup reserves, escaped.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// A cross: a bar each way, as one filled outline (in marker radii).
const CROSS: [(f64, f64); 12] = [
    (-0.4, -1.2),
    (0.4, -1.2),
    (0.4, -0.4),
    (1.2, -0.4),
    (1.2, 0.4),
    (0.4, 0.4),
    (0.4, 1.2),
    (-0.4, 1.2),
    (-0.4, 0.4),
    (-1.2, 0.4),
    (-1.2, -0.4),
    (-0.4, -0.4),
];

/// The seat's marker at (x, y): circle, square, triangle, diamond, triangle
/// pointing down, or cross.
fn marker(seat: Seat, x: f64, y: f64, r: f64) -> String {
    // The outline's corners as offsets from (x, y), in marker radii.
    let corners: &[(f64, f64)] = match seat % MARKERS {
        0 => {
            return format!(
                "<circle cx=\"{}\" cy=\"{}\" r=\"{}\"/>",
                Tenths(x),
                Tenths(y),
                Tenths(r)
            )
        }
        1 => {
            return format!(
                "<rect x=\"{}\" y=\"{}\" width=\"{w}\" height=\"{w}\"/>",
                Tenths(x - r),
                Tenths(y - r),
                w = Tenths(2.0 * r)
            )
        }
        2 => &[(0.0, -1.2), (1.1, 0.9), (-1.1, 0.9)],
        3 => &[(0.0, -1.3), (1.3, 0.0), (0.0, 1.3), (-1.3, 0.0)],
        4 => &[(0.0, 1.2), (1.1, -0.9), (-1.1, -0.9)],
        _ => &CROSS,
    };
    let points: Vec<String> = corners
        .iter()
        .map(|(dx, dy)| format!("{},{}", Tenths(x + r * dx), Tenths(y + r * dy)))
        .collect();
    format!("<polygon points=\"{}\"/>", points.join(" "))
}

/// The legend's sample of a seat's line and marker.
fn swatch(seat: Seat) -> String {
    format!(
        "<svg viewBox=\"0 0 28 12\" width=\"28\" height=\"12\" focusable=\"false\">\
         <g class=\"seat s{}\"><polyline points=\"1,6 27,6\" stroke-dasharray=\"{}\"/>{}</g></svg>",
        seat % COLOURS,
        DASHES[(seat / MARKERS) % DASHES.len()],
        marker(seat, 14.0, 6.0, 3.2)
    )
}

/// The chart's figures as a table, folded: a row per round, a column per seat.
fn figures(s: &Standings, series: &Series, names: &[String], viewer: Option<Seat>) -> El {
    let order = s.order();
    let th = |t: String| el("th").attr("scope", "col").text(t);
    let mut head = vec![th(s.step.clone())];
    head.extend(order.iter().map(|&x| th(label(names, viewer, x))));
    let rows = series.samples.iter().enumerate().map(|(i, sample)| {
        el("tr")
            .child(
                el("th")
                    .attr("scope", "row")
                    .text(step_name(s, series.steps[i])),
            )
            .kids(
                order
                    .iter()
                    .map(|&x| el("td").text(number(sample.get(x).copied().unwrap_or(0)))),
            )
    });
    el("details")
        .class("chart-figures")
        .child(el("summary").text("The figures"))
        .child(
            div("standings-wrap").child(
                el("table")
                    .child(el("thead").child(el("tr").kids(head)))
                    .child(el("tbody").kids(rows)),
            ),
        )
}
