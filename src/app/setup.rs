//! The new-game screen: seats (human or computer, with names), rule variant, seed.

use leptos::prelude::*;

use super::registry::{self, GameUi, Visitor};
use super::{go, saves};
use crate::engine::bots::BotKind;
use crate::engine::{rng, GameInfo, Match};
use crate::save::{Controller, Route, SeatSpec, Table};

/// Names offered to computer seats, in order.
const BOT_NAMES: [&str; 18] = [
    "Ada", "Bruno", "Chiyo", "Dmitri", "Esther", "Farid", "Greta", "Hiro", "Ines", "Jonas",
    "Kemal", "Lena", "Mateo", "Nadia", "Oskar", "Priya", "Quentin", "Rosa",
];
const MAX_NAME: usize = 24;

pub fn page(id: &str) -> AnyView {
    registry::dispatch(id, SetupScreen).unwrap_or_else(|| unknown_game(id))
}

pub fn unknown_game(id: &str) -> AnyView {
    let known = registry::find(id);
    let text = match known {
        Some(e) => format!("{} cannot be played in this version yet.", e.info.name),
        None => format!("There is no game called “{id}”."),
    };
    view! {
        <section>
            <p role="alert">{text}</p>
            <p><a href="#">"Back to all games"</a></p>
        </section>
    }
    .into_any()
}

/// A seat's controller as the select box names it.
fn controller_key(c: Controller) -> &'static str {
    match c {
        Controller::Human => "human",
        Controller::Bot(k) => k.id(),
    }
}

fn parse_controller(key: &str) -> Controller {
    BotKind::parse(key).map_or(Controller::Human, Controller::Bot)
}

struct SetupScreen;

impl Visitor for SetupScreen {
    type Out = AnyView;
    fn visit<G: GameUi>(self) -> AnyView {
        let labels = G::variants().into_iter().map(|(l, _)| l).collect();
        setup_form(G::info(), labels, start_game::<G>)
    }
}

/// Starts a game with the variant numbered `variant`; returns its save slot.
type Start = fn(&Table, usize, u64) -> Result<String, String>;

fn start_game<G: GameUi>(table: &Table, variant: usize, seed: u64) -> Result<String, String> {
    let options = G::variants()
        .into_iter()
        .nth(variant)
        .map(|(_, o)| o)
        .unwrap_or_default();
    let m = Match::<G>::new(table.names(), options, seed).map_err(|e| e.to_string())?;
    saves::create(table, &m)
}

/// The form itself does not depend on the game's type, so it is compiled once.
fn setup_form(info: &'static GameInfo, variant_labels: Vec<&'static str>, begin: Start) -> AnyView {
    let seats: RwSignal<Vec<SeatSpec>> = RwSignal::new(
        (0..info.max_players)
            .map(|i| match i {
                0 => SeatSpec::human("You"),
                _ => SeatSpec::bot(BOT_NAMES[(i - 1) % BOT_NAMES.len()], BotKind::Medium),
            })
            .collect(),
    );
    let players = RwSignal::new(info.default_players);
    let variant = RwSignal::new(0usize);
    let seed_text = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);

    let start = move || {
        let n = players.get_untracked();
        let mut table_seats: Vec<SeatSpec> = seats.get_untracked().into_iter().take(n).collect();
        for (i, s) in table_seats.iter_mut().enumerate() {
            let name: String = s.name.trim().chars().take(MAX_NAME).collect();
            s.name = if name.is_empty() {
                format!("Player {}", i + 1)
            } else {
                name
            };
        }
        let seed = match seed_text.get_untracked().trim() {
            "" => rng::entropy_seed(),
            t => match t.parse::<u64>() {
                Ok(s) => s,
                Err(_) => {
                    error.set(Some(
                        "The seed must be a whole number (or leave it empty).".into(),
                    ));
                    return;
                }
            },
        };
        let table = Table::new(table_seats);
        match begin(&table, variant.get_untracked(), seed) {
            Ok(slot) => go(&Route::Play(slot)),
            Err(why) => error.set(Some(format!("The game could not start: {why}"))),
        }
    };

    let seat_rows = move || {
        (0..players.get())
            .map(|i| {
                let name_id = format!("seat-name-{i}");
                let kind_id = format!("seat-kind-{i}");
                let name = move || seats.with(|s| s[i].name.clone());
                let kind = move || seats.with(|s| controller_key(s[i].controller));
                view! {
                    <li class="seat-row">
                        <span class="seat-no" aria-hidden="true">{i + 1}</span>
                        <label for=name_id.clone() class="sr-only">{format!("Seat {} name", i + 1)}</label>
                        <input
                            id=name_id
                            type="text"
                            maxlength=MAX_NAME
                            prop:value=name
                            on:input=move |ev| {
                                let v = event_target_value(&ev);
                                seats.update(|s| s[i].name = v);
                            }
                        />
                        <label for=kind_id.clone() class="sr-only">{format!("Seat {} player", i + 1)}</label>
                        <select
                            id=kind_id
                            prop:value=kind
                            on:change=move |ev| {
                                let c = parse_controller(&event_target_value(&ev));
                                seats.update(|s| s[i].controller = c);
                            }
                        >
                            <option value="human">"Human"</option>
                            {BotKind::LEVELS
                                .iter()
                                .map(|k| {
                                    view! {
                                        <option value=k.id()>{format!("Computer: {}", k.label())}</option>
                                    }
                                })
                                .collect_view()}
                        </select>
                    </li>
                }
            })
            .collect_view()
    };

    view! {
        <section class="setup">
            <p><a href="#">"← All games"</a></p>
            <h1>{format!("New game of {}", info.name)}</h1>
            <form on:submit=move |ev| {
                ev.prevent_default();
                start();
            }>
                <div class="field">
                    <label for="players">"Number of players"</label>
                    <select
                        id="players"
                        prop:value=move || players.get().to_string()
                        on:change=move |ev| {
                            if let Ok(n) = event_target_value(&ev).parse() {
                                players.set(n);
                            }
                        }
                    >
                        {(info.min_players..=info.max_players)
                            .map(|n| view! { <option value=n.to_string()>{n}</option> })
                            .collect_view()}
                    </select>
                </div>
                <fieldset>
                    <legend>"Seats, in playing order"</legend>
                    <p class="muted">
                        "Several humans share this device: the screen hides each player's "
                        "cards until they take it."
                    </p>
                    <ol class="seats">{seat_rows}</ol>
                </fieldset>
                {(variant_labels.len() > 1)
                    .then(|| {
                        view! {
                            <div class="field">
                                <label for="variant">"Rules"</label>
                                <select
                                    id="variant"
                                    on:change=move |ev| {
                                        if let Ok(v) = event_target_value(&ev).parse() {
                                            variant.set(v);
                                        }
                                    }
                                >
                                    {variant_labels
                                        .iter()
                                        .enumerate()
                                        .map(|(i, l)| view! { <option value=i.to_string()>{*l}</option> })
                                        .collect_view()}
                                </select>
                            </div>
                        }
                    })}
                <div class="field">
                    <label for="seed">"Seed (optional)"</label>
                    <input
                        id="seed"
                        type="text"
                        inputmode="numeric"
                        placeholder="random"
                        prop:value=move || seed_text.get()
                        on:input=move |ev| seed_text.set(event_target_value(&ev))
                    />
                    <p class="muted">"The same seed and the same moves give the same game."</p>
                </div>
                {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
                <button type="submit" class="primary">"Start game"</button>
            </form>
        </section>
    }
    .into_any()
}
