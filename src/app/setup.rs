//! The new-game screen: seats (human or computer, with names), rule variant, the
//! coach, and the game number (the seed players know).

use leptos::prelude::*;
use leptos::task::spawn_local;

use super::connect::networks;
use super::markup::{alert_of, div, el, span, El};
use super::nav::{go, Ctx};
use super::play::guide;
use super::registry::{self, GameUi, Listed, Visitor};
use super::{parts, saves};
use crate::engine::bots::BotKind;
use crate::engine::{rng, GameInfo, Match};
use crate::save::setup::{
    change_player, controller_key, game_number, offered_seats, parse_controller, table_of,
};
use crate::save::{Controller, Route, SeatSpec, Table, MAX_NAME_CHARS};

const MAX_NAME: usize = MAX_NAME_CHARS;

pub fn page(id: &str) -> AnyView {
    registry::dispatch(id, SetupScreen).unwrap_or_else(|| unknown_game(id))
}

pub fn unknown_game(id: &str) -> AnyView {
    let known = registry::find(id);
    let text = match known {
        Some(e) => format!("{} cannot be played in this version yet.", e.info.name),
        None => format!("There is no game called “{}”.", crate::save::link::echo(id)),
    };
    el("section")
        .child(el("p").attr("role", "alert").text(text))
        .child(el("p").child(el("a").attr("href", "#").text("Back to all games")))
        .into_view()
}

/// "Learn to play": a guided game starts at once (once the game's part is in),
/// the player against computers at their easiest, at the game's usual table
/// size. What stops it is said in the page's notice, and `busy` is cleared.
pub fn learn(info: GameInfo, busy: RwSignal<bool>) {
    let ctx = expect_context::<Ctx>();
    spawn_local(async move {
        let seats = offered_seats(info.default_players, BotKind::Easy);
        match start(info.id, &Table::new(seats), 0, rng::entropy_seed()).await {
            Ok(slot) => {
                guide::choose(info.id, &slot, true);
                saves::started(&slot);
                go(&Route::Play(slot));
            }
            Err(why) => {
                ctx.notice.set(Some(format!(
                    "The guided game could not start: {}.",
                    why.trim_end_matches('.')
                )));
                busy.set(false);
            }
        }
    });
}

/// A tick box with its words, following `on`.
fn check_box(on: RwSignal<bool>, words: &'static str) -> AnyView {
    view! {
        <label class="check">
            <input
                type="checkbox"
                prop:checked=move || on.get()
                on:change=move |_| on.update(|c| *c = !*c)
            />
            {words}
        </label>
    }
    .into_any()
}

struct SetupScreen;

impl Visitor for SetupScreen {
    type Out = AnyView;
    fn visit<G: Listed>(self) -> AnyView {
        let labels = G::variants().into_iter().map(|(l, _)| l).collect();
        // "Start game" needs the game's part: it loads while the form is filled in.
        parts::prefetch_game(G::info().id);
        setup_form(G::info(), labels)
    }
}

/// Starts a game of `id` once its part is in: its save slot, or why it could
/// not start.
async fn start(id: &str, table: &Table, variant: usize, seed: u64) -> Result<String, String> {
    match parts::game(id).await {
        Ok(part) => (part.start)(table, variant, seed),
        Err(failed) => Err(failed.words().to_string()),
    }
}

/// [`parts::Start`] for `G`, in `G`'s part (see [`crate::app::parts`]).
pub fn start_game<G: GameUi>(table: &Table, variant: usize, seed: u64) -> Result<String, String> {
    let options = G::variants()
        .into_iter()
        .nth(variant)
        .map(|(_, o)| o)
        .unwrap_or_default();
    let m = Match::<G>::new(table.names(), options, seed).map_err(|e| e.to_string())?;
    saves::create(table, &m)
}

/// The set-up form's choices, as the player makes them.
#[derive(Clone, Copy)]
struct Choices {
    seats: RwSignal<Vec<SeatSpec>>,
    players: RwSignal<usize>,
    variant: RwSignal<usize>,
    seed_text: RwSignal<String>,
    coach: RwSignal<bool>,
    guided: RwSignal<bool>,
    error: RwSignal<Option<String>>,
    /// True from the first click until the game opens (or fails to start), so a
    /// double click starts one game.
    busy: RwSignal<bool>,
}

impl Choices {
    fn new(info: &'static GameInfo) -> Self {
        Choices {
            seats: RwSignal::new(offered_seats(info.max_players, BotKind::Normal)),
            players: RwSignal::new(info.default_players),
            variant: RwSignal::new(0),
            seed_text: RwSignal::new(String::new()),
            coach: RwSignal::new(true),
            guided: RwSignal::new(!guide::learned(info.id)),
            error: RwSignal::new(None),
            busy: RwSignal::new(false),
        }
    }

    /// Starts the game chosen, then opens it; or says why it cannot start.
    fn start(self, info: &'static GameInfo) {
        if self.busy.get_untracked() {
            return;
        }
        let seed = match self.seed_text.with_untracked(|t| game_number(t)) {
            Ok(seed) => seed.unwrap_or_else(rng::entropy_seed),
            Err(why) => return self.error.set(Some(why.into())),
        };
        let table = self
            .seats
            .with_untracked(|s| table_of(s, self.players.get_untracked()));
        let servers = match networks::chosen() {
            Ok(c) => c,
            Err(why) => return self.error.set(Some(why.to_string())),
        };
        self.busy.set(true);
        let variant = self.variant.get_untracked();
        spawn_local(async move {
            match start(info.id, &table, variant, seed).await {
                // Stays busy: the page is about to show the game.
                Ok(slot) => {
                    if !self.coach.get_untracked() {
                        crate::app::play::coach::switch_off(&slot);
                    }
                    guide::choose(info.id, &slot, self.guided.get_untracked());
                    networks::keep(&slot, &servers);
                    saves::started(&slot);
                    go(&Route::Play(slot))
                }
                Err(why) => {
                    self.error.set(Some(format!(
                        "The game could not start: {}.",
                        why.trim_end_matches('.')
                    )));
                    self.busy.set(false);
                }
            }
        });
    }
}

/// The form itself does not depend on the game's type, so it is compiled once.
fn setup_form(info: &'static GameInfo, variant_labels: Vec<&'static str>) -> AnyView {
    let choices = Choices::new(info);
    let busy = choices.busy;
    let parts: Vec<AnyView> = [
        Some(players_field(info, choices.players).into_view()),
        Some(seats_fieldset(choices).into_view()),
        Some(networks::fields().into_view()),
        variant_field(&variant_labels, choices.variant).map(El::into_view),
        Some(seed_field(choices.seed_text).into_view()),
        Some(check_box(
            choices.guided,
            " Guided game: each new thing explained at your controls the first time it comes",
        )),
        Some(check_box(
            choices.coach,
            " A coach on request: on your turn, the computer's best choices with their chances",
        )),
        Some(alert_of(choices.error)),
        Some(
            view! {
                <button type="submit" class="primary" disabled=move || busy.get()>
                    {move || if busy.get() { "Starting…" } else { "Start game" }}
                </button>
            }
            .into_any(),
        ),
    ]
    .into_iter()
    .flatten()
    .collect();
    // The form stays a view for its submit handler.
    let form = view! {
        <form on:submit=move |ev| {
            ev.prevent_default();
            choices.start(info);
        }>{parts}</form>
    };
    el("section")
        .class("setup")
        .child(el("p").child(el("a").attr("href", "#").text("← All games")))
        .child(el("h1").text(format!("New game of {}", info.name)))
        .child(form.into_any())
        .into_view()
}

/// How many play.
fn players_field(info: &'static GameInfo, players: RwSignal<usize>) -> El {
    let player_options = options((info.min_players..=info.max_players).map(|n| {
        let n = n.to_string();
        (n.clone(), n)
    }));
    let select = view! {
        <select
            id="players"
            prop:value=move || players.get().to_string()
            on:change=move |ev| {
                if let Ok(n) = event_target_value(&ev).parse() {
                    players.set(n);
                }
            }
        >
            {player_options}
        </select>
    };
    field("players", "Number of players").child(select.into_any())
}

/// Who plays each seat, one row per player.
fn seats_fieldset(choices: Choices) -> El {
    let Choices { seats, players, .. } = choices;
    let seat_rows = move || {
        (0..players.get())
            .map(|i| seat_row(seats, i).into_view())
            .collect::<Vec<_>>()
    };
    el("fieldset")
        .child(el("legend").text("Seats, in playing order"))
        .child(el("p").class("muted").text(
            "When several people play on this device, the screen hides each \
             player's cards until they take it.",
        ))
        .child(el("ol").class("seats").child(seat_rows.into_any()))
        .child(seat_kinds())
}

/// The rules' variants, when the game has more than one.
fn variant_field(labels: &[&'static str], variant: RwSignal<usize>) -> Option<El> {
    if labels.len() < 2 {
        return None;
    }
    let list = options(
        labels
            .iter()
            .enumerate()
            .map(|(i, l)| (i.to_string(), l.to_string())),
    );
    let select = view! {
        <select
            id="variant"
            on:change=move |ev| {
                if let Ok(v) = event_target_value(&ev).parse() {
                    variant.set(v);
                }
            }
        >
            {list}
        </select>
    };
    Some(field("variant", "Rules").child(select.into_any()))
}

/// The game number, for a game that can be played again the same way.
fn seed_field(seed_text: RwSignal<String>) -> El {
    let input = view! {
        <input
            id="seed"
            type="text"
            inputmode="numeric"
            placeholder="random"
            prop:value=move || seed_text.get()
            on:input=move |ev| seed_text.set(event_target_value(&ev))
        />
    };
    field("seed", "Game number (optional)")
        .child(input.into_any())
        .child(
            el("p")
                .class("muted")
                .text("The same game number and the same moves give the same game."),
        )
}

/// What each choice for a seat means, in a fold under the seats.
fn seat_kinds() -> El {
    let kind = |name: &str, what: &str| {
        el("li")
            .child(el("strong").text(name.to_string()))
            .text(format!(": {what}"))
    };
    el("details")
        .class("seat-kinds")
        .child(el("summary").text("Who can play a seat"))
        .child(
            el("ul")
                .child(kind("Human", "a person at this device."))
                .child(kind(
                    "Human, own device",
                    "a person on their own phone, connected now (the same Wi-Fi, or a hotspot): \
                     the game screen gives you an invite for them.",
                ))
                .child(kind(
                    "Human, by message",
                    "a person on their own phone, playing over hours or days: you send them a \
                     seat link once, then a table link after each move through any chat, and \
                     paste the move links they send back. This device keeps the game.",
                ))
                .child(kind(
                    "Computer",
                    "this device plays the seat, at the level chosen.",
                )),
        )
}

/// `<div class="field"><label for=…>…</label>…</div>`.
fn field(id: &str, label: &str) -> El {
    div("field").child(el("label").attr("for", id).text(label))
}

/// A select box's options, as (value, text).
fn options(list: impl Iterator<Item = (String, String)>) -> Vec<AnyView> {
    list.map(|(value, text)| el("option").attr("value", value).text(text).into_view())
        .collect()
}

/// One seat: its name and who plays it. Only the boxes read the seats, so
/// typing a name does not redraw the row.
fn seat_row(seats: RwSignal<Vec<SeatSpec>>, i: usize) -> El {
    let name_id = format!("seat-name-{i}");
    let kind_id = format!("seat-kind-{i}");
    let name = move || seats.with(|s| s[i].name.clone());
    let kind = move || seats.with(|s| controller_key(s[i].controller));
    let input = view! {
        <input
            id=name_id.clone()
            type="text"
            maxlength=MAX_NAME
            prop:value=name
            on:input=move |ev| {
                let v = event_target_value(&ev);
                seats.update(|s| s[i].name = v);
            }
        />
    };
    let kinds = options(
        [
            ("human", "Human".to_string()),
            ("remote", "Human, own device".to_string()),
            ("message", "Human, by message".to_string()),
        ]
        .into_iter()
        .chain(
            BotKind::LEVELS
                .iter()
                .map(|k| (k.id(), format!("Computer: {}", k.label()))),
        )
        .map(|(key, text)| (key.to_string(), text)),
    );
    let select = view! {
        <select
            id=kind_id.clone()
            prop:value=kind
            on:change=move |ev| {
                let c = parse_controller(&event_target_value(&ev));
                if matches!(c, Controller::Remote | Controller::Message) {
                    parts::prefetch_devices();
                }
                seats.update(|s| change_player(s, i, c));
            }
        >
            {kinds}
        </select>
    };
    let label = |id: String, text: String| el("label").attr("for", id).class("sr-only").text(text);
    el("li")
        .class("seat-row")
        .child(span("seat-no", (i + 1).to_string()).hidden())
        .child(label(name_id, format!("Seat {} name", i + 1)))
        .child(input.into_any())
        .child(label(kind_id, format!("Seat {} player", i + 1)))
        .child(select.into_any())
}
