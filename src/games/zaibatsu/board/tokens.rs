//! The resource tokens' pictures: each of the seven shapes, filled with its
//! resource's colour and outlined in ink, so the shape reads without the colour
//! (colour-blind safe) and pale colours (white, yellow) stay visible on a card.
//!
//! A token on the board is an empty span whose class (`z-r-red`…) gives it its
//! picture as a background. The pictures are drawn once in the page, into
//! bitmaps at the screen's resolution, and handed to the page in a style sheet
//! of their own. Why bitmaps: a board holds dozens of tokens, and as inline SVG
//! they cost a quarter of the board's paint on a slow phone each time it is
//! drawn (as SVG backgrounds, more); bitmaps paint as cheaply as a photo, and
//! drawing them here costs no download (`docs/measuring.md`, "Taps on a phone").
//! A browser that will not hand a canvas' pixels back (a privacy setting) gets
//! the same shapes as SVG backgrounds instead.

use super::super::resources::Resource;

/// The outline colour on a light card, and on a dark one (light, so the shape
/// stands out from the card).
const INK: [&str; 2] = ["#1d2430", "#e8e6e1"];

/// A shape's outline in a 20×20 box (SVG path data), and how far it is turned
/// about the centre, in degrees.
fn outline(r: Resource) -> (&'static str, f64) {
    match r {
        Resource::Red => ("M10 1 19 10 10 19 1 10Z", 0.0),
        Resource::Yellow => ("M5.5 1.5A8.5 8.5 0 0 1 5.5 18.5Z", 0.0),
        Resource::Green => ("M2.5 2.5H17.5V17.5H2.5Z", 0.0),
        // The plus below, narrower and turned: an X.
        Resource::Orange => (
            "M7.5 1.5H12.5V7.5H18.5V12.5H12.5V18.5H7.5V12.5H1.5V7.5H7.5Z",
            45.0,
        ),
        Resource::Black => (
            "M7 1.5H13V7H18.5V13H13V18.5H7V13H1.5V7H7Z",
            0.0,
        ),
        Resource::White => ("M19 10 14.5 17.8H5.5L1 10 5.5 2.2H14.5Z", 0.0),
        Resource::Blue => (
            "M10 .8 12.5 6.6 18.8 7.1 14 11.3 15.5 17.5 10 14.2 4.5 17.5 6 11.3 1.2 7.1 7.5 6.6Z",
            0.0,
        ),
    }
}

/// A shape's fill in a scheme. On a dark card the black token is a solid dark
/// grey: pure black inside a light outline read as a hollow shape.
fn fill(r: Resource, dark: bool) -> &'static str {
    match r {
        Resource::Black if dark => "#5a606b",
        _ => r.css(),
    }
}

/// The class that gives a token its picture.
pub fn class(r: Resource) -> &'static str {
    match r {
        Resource::Red => "z-r-red",
        Resource::Yellow => "z-r-yellow",
        Resource::Green => "z-r-green",
        Resource::Orange => "z-r-orange",
        Resource::Black => "z-r-black",
        Resource::White => "z-r-white",
        Resource::Blue => "z-r-blue",
    }
}

/// A shape as an SVG picture, ready for `url(…)`: the fallback where bitmaps
/// cannot be made.
fn svg_url(r: Resource, dark: bool) -> String {
    let (path, turn) = outline(r);
    let svg = format!(
        "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'><path d='{path}' \
         transform='rotate({turn} 10 10)' fill='{}' stroke='{}' stroke-width='1.3' \
         stroke-linejoin='round'/></svg>",
        fill(r, dark),
        INK[dark as usize]
    );
    format!("\"data:image/svg+xml,{}\"", svg.replace('#', "%23"))
}

/// The style sheet giving every token class its picture, in both schemes, each
/// picture made by `picture` (resource, dark) or the SVG where it gives none.
fn style_sheet(mut picture: impl FnMut(Resource, bool) -> Option<String>) -> String {
    let mut rules = [String::new(), String::new()];
    for (dark, rules) in rules.iter_mut().enumerate() {
        let dark = dark == 1;
        for r in Resource::ALL {
            let url = picture(r, dark).unwrap_or_else(|| svg_url(r, dark));
            rules.push_str(&format!(".{}{{background-image:url({url})}}\n", class(r)));
        }
    }
    let [light, dark] = rules;
    format!("{light}@media (prefers-color-scheme: dark){{\n{dark}}}\n")
}

/// Puts the tokens' pictures in the page, once: called as tokens are drawn.
pub fn install() {
    #[cfg(target_arch = "wasm32")]
    bitmaps::install();
}

#[cfg(target_arch = "wasm32")]
mod bitmaps {
    use super::{fill, outline, style_sheet, Resource, INK};
    use std::cell::Cell;
    use wasm_bindgen::JsCast;
    use web_sys::{CanvasRenderingContext2d, Document, HtmlCanvasElement, Path2d};

    thread_local! {
        static INSTALLED: Cell<bool> = const { Cell::new(false) };
    }

    pub fn install() {
        if INSTALLED.replace(true) {
            return;
        }
        let Some(window) = web_sys::window() else {
            return;
        };
        let Some(doc) = window.document() else {
            return;
        };
        // A token is at most 1.1rem (about 18 px) wide: 20 px at the screen's
        // density stays sharp, and at least twice that keeps the outline (1.3 of
        // 20) a solid line when shrunk.
        let px = (20.0 * window.device_pixel_ratio().clamp(2.0, 4.0)).ceil() as u32;
        let canvas = doc
            .create_element("canvas")
            .ok()
            .and_then(|c| c.dyn_into::<HtmlCanvasElement>().ok());
        let sheet = style_sheet(|r, dark| draw(canvas.as_ref()?, px, r, dark));
        put_style(&doc, &sheet);
    }

    /// One shape drawn into `canvas`, as a PNG data URL; `None` when the
    /// canvas cannot be drawn on or gives back other pixels than were drawn.
    fn draw(canvas: &HtmlCanvasElement, px: u32, r: Resource, dark: bool) -> Option<String> {
        // Setting the size clears the canvas and its transform.
        canvas.set_width(px);
        canvas.set_height(px);
        let ctx = canvas
            .get_context("2d")
            .ok()??
            .dyn_into::<CanvasRenderingContext2d>()
            .ok()?;
        let (path, turn) = outline(r);
        let scale = f64::from(px) / 20.0;
        ctx.scale(scale, scale).ok()?;
        ctx.translate(10.0, 10.0).ok()?;
        ctx.rotate(turn.to_radians()).ok()?;
        ctx.translate(-10.0, -10.0).ok()?;
        let path = Path2d::new_with_path_string(path).ok()?;
        ctx.set_fill_style_str(fill(r, dark));
        ctx.fill_with_path_2d(&path);
        ctx.set_stroke_style_str(INK[dark as usize]);
        ctx.set_line_width(1.3);
        ctx.set_line_join("round");
        ctx.stroke_with_path(&path);
        let centre = f64::from(px / 2);
        let inside = pixel(&ctx, centre)?;
        let corner = pixel(&ctx, 0.0)?;
        (inside == rgba(fill(r, dark))? && corner[3] == 0).then_some(())?;
        canvas.to_data_url().ok().map(|url| format!("\"{url}\""))
    }

    /// The pixel at (`at`, `at`), as drawn.
    fn pixel(ctx: &CanvasRenderingContext2d, at: f64) -> Option<[u8; 4]> {
        let data = ctx.get_image_data(at, at, 1.0, 1.0).ok()?.data();
        data.0.get(..4)?.try_into().ok()
    }

    /// "#rrggbb" as an opaque pixel.
    fn rgba(hex: &str) -> Option<[u8; 4]> {
        let byte = |i: usize| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok();
        Some([byte(1)?, byte(3)?, byte(5)?, 255])
    }

    fn put_style(doc: &Document, sheet: &str) {
        let (Ok(Some(head)), Ok(style)) = (doc.query_selector("head"), doc.create_element("style"))
        else {
            return;
        };
        style.set_id("z-tokens");
        style.set_text_content(Some(sheet));
        let _ = head.append_child(&style);
    }
}
