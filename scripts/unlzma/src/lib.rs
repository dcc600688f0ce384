//! Unpacks the app's wasm files, which a release build ships LZMA-compressed (the
//! LZMA-alone format `xz --format=lzma` writes; `scripts/lzma.mjs` packs them).
//!
//! Why a wasm of its own: the page unpacks about 400 KB before the app can start
//! and 600 KB more before a game opens, on the main thread of a phone, and what
//! is left to unpack after a download's last byte is a wait for the player. The
//! same decoder in JavaScript took 100 ms for the app's main wasm on this machine
//! (Node 20, first run), this one 18 ms (docs/measuring.md).
//!
//! One instance unpacks one file, so each lives in its own memory: `begin` makes
//! room for the packed bytes, the page copies them in as they arrive and calls
//! `run` after each piece, which unpacks as far as the bytes in hand surely go.
//! Written from the format's description: a range coder over adaptive bit
//! probabilities, coding literals and matches.
//!
//! A file may be packed against a *preset*: bytes the coder starts with in its
//! window, which the packed file copies from as from its own earlier bytes
//! (liblzma's preset dictionary). The app's parts are packed against the main
//! wasm, which the page has by then (scripts/lzma-pack says why).
#![cfg_attr(target_arch = "wasm32", no_std)]

/// No step reads more than this many packed bytes between two checks of the loop.
const AHEAD: usize = 256;

/// What [`run`] says.
pub mod status {
    /// It wants more bytes.
    pub const MORE: u32 = 0;
    /// The unpacked file is whole.
    pub const DONE: u32 = 1;
    /// The data contradicts itself.
    pub const DAMAGED: u32 = 2;
    /// The data ends before the file does.
    pub const ENDS_EARLY: u32 = 3;
    /// More data than the header's size says.
    pub const TOO_LONG: u32 = 4;
    /// Not an LZMA file, or settings this unpacker does not take.
    pub const NOT_LZMA: u32 = 5;
    /// No memory left for it.
    pub const TOO_LARGE: u32 = 6;
}

/// The range decoder over the packed bytes.
struct Coder {
    range: u32,
    code: u32,
    at: usize,
    /// How many packed bytes are in; reading past them sets `overrun`.
    filled: usize,
    overrun: bool,
}

impl Coder {
    fn byte(&mut self, input: &[u8]) -> u32 {
        let b = if self.at < self.filled {
            input[self.at]
        } else {
            self.overrun = true;
            0
        };
        self.at += 1;
        b as u32
    }

    /// One bit, with `p` the chance (of 2048) that it is 0, adapted as it goes.
    #[inline(always)]
    fn bit(&mut self, input: &[u8], p: &mut u16) -> u32 {
        let bound = (self.range >> 11) * (*p as u32);
        let b = if self.code < bound {
            self.range = bound;
            *p += (2048 - *p) >> 5;
            0
        } else {
            self.range -= bound;
            self.code -= bound;
            *p -= *p >> 5;
            1
        };
        if self.range < 1 << 24 {
            self.range <<= 8;
            self.code = (self.code << 8) | self.byte(input);
        }
        b
    }

    /// `bits` bits, highest first, each with its own chance (at 1..2^bits).
    fn tree(&mut self, input: &[u8], probs: &mut [u16], bits: u32) -> u32 {
        let mut m = 1usize;
        for _ in 0..bits {
            m = (m << 1) | self.bit(input, &mut probs[m]) as usize;
        }
        m as u32 - (1 << bits)
    }

    /// `bits` bits, lowest first.
    fn reverse_tree(&mut self, input: &[u8], probs: &mut [u16], bits: u32) -> u32 {
        let mut m = 1usize;
        let mut symbol = 0;
        for i in 0..bits {
            let b = self.bit(input, &mut probs[m]);
            m = (m << 1) | b as usize;
            symbol |= b << i;
        }
        symbol
    }

    /// `count` bits with even chances.
    fn direct(&mut self, input: &[u8], count: u32) -> u32 {
        let mut result = 0u32;
        for _ in 0..count {
            self.range >>= 1;
            let b = if self.code >= self.range {
                self.code -= self.range;
                1
            } else {
                0
            };
            result = (result << 1) | b;
            if self.range < 1 << 24 {
                self.range <<= 8;
                self.code = (self.code << 8) | self.byte(input);
            }
        }
        result
    }
}

/// A match's length: 2..9, 10..17 (each by position) or 18..273.
struct Lengths {
    choice: [u16; 2],
    low: [[u16; 8]; 16],
    mid: [[u16; 8]; 16],
    high: [u16; 256],
}

impl Lengths {
    const NEW: Lengths = Lengths {
        choice: [1024; 2],
        low: [[1024; 8]; 16],
        mid: [[1024; 8]; 16],
        high: [1024; 256],
    };

    fn decode(&mut self, c: &mut Coder, input: &[u8], pos_state: usize) -> u32 {
        if c.bit(input, &mut self.choice[0]) == 0 {
            c.tree(input, &mut self.low[pos_state], 3)
        } else if c.bit(input, &mut self.choice[1]) == 0 {
            8 + c.tree(input, &mut self.mid[pos_state], 3)
        } else {
            16 + c.tree(input, &mut self.high, 8)
        }
    }
}

/// Literal context bits plus literal position bits: at most this (as xz writes).
const MAX_LC_LP: u32 = 4;

/// One file's unpacking, from the header on.
pub struct Unpacker {
    started: bool,
    lc: u32,
    lp_mask: usize,
    pb_mask: usize,
    /// The size the header gives, or `None` for a file ending in an end marker.
    size: Option<usize>,
    /// How many bytes of preset come before the file in the output.
    preset: usize,
    coder: Coder,
    state: usize,
    reps: [u32; 4],
    out_len: usize,
    is_match: [u16; 192],
    is_rep: [u16; 12],
    is_rep_g0: [u16; 12],
    is_rep_g1: [u16; 12],
    is_rep_g2: [u16; 12],
    is_rep0_long: [u16; 192],
    slots: [[u16; 64]; 4],
    special: [u16; 115],
    align: [u16; 16],
    match_len: Lengths,
    rep_len: Lengths,
    literals: [u16; 0x300 << MAX_LC_LP],
}

/// Where an unpacked file goes: grows when the size is not known in advance.
pub trait Output {
    fn bytes(&mut self) -> &mut [u8];
    /// Room for at least `len` bytes, or false.
    fn grow(&mut self, len: usize) -> bool;
}

impl Default for Unpacker {
    fn default() -> Self {
        Self::new(0)
    }
}

impl Unpacker {
    /// An unpacking whose output starts with `preset` bytes already there.
    pub fn new(preset: usize) -> Unpacker {
        Unpacker {
            started: false,
            lc: 0,
            lp_mask: 0,
            pb_mask: 0,
            size: None,
            preset,
            coder: Coder {
                range: 0xffff_ffff,
                code: 0,
                at: 13,
                filled: 0,
                overrun: false,
            },
            state: 0,
            reps: [0; 4],
            out_len: preset,
            is_match: [1024; 192],
            is_rep: [1024; 12],
            is_rep_g0: [1024; 12],
            is_rep_g1: [1024; 12],
            is_rep_g2: [1024; 12],
            is_rep0_long: [1024; 192],
            slots: [[1024; 64]; 4],
            special: [1024; 115],
            align: [1024; 16],
            match_len: Lengths::NEW,
            rep_len: Lengths::NEW,
            literals: [1024; 0x300 << MAX_LC_LP],
        }
    }

    /// How many bytes are unpacked so far (after the preset).
    pub fn unpacked(&self) -> usize {
        self.out_len - self.preset
    }

    /// Reads the header (13 bytes, then the coder's first 5): the size it gives
    /// (`None`: the data ends with an end marker), or a [`status`] refusing it.
    fn header(&mut self, input: &[u8]) -> Result<Option<usize>, u32> {
        if input.len() < 18 || input[0] >= 9 * 5 * 5 {
            return Err(status::NOT_LZMA);
        }
        let props = input[0] as u32;
        let (lc, lp, pb) = (props % 9, (props / 9) % 5, props / 45);
        if lc + lp > MAX_LC_LP {
            return Err(status::NOT_LZMA);
        }
        let low = u32::from_le_bytes([input[5], input[6], input[7], input[8]]);
        let high = u32::from_le_bytes([input[9], input[10], input[11], input[12]]);
        let size = match (low, high) {
            (u32::MAX, u32::MAX) => None,
            (low, 0) => Some(low as usize),
            _ => return Err(status::TOO_LARGE),
        };
        self.lc = lc;
        self.lp_mask = (1 << lp) - 1;
        self.pb_mask = (1 << pb) - 1;
        // Counted in the output, which starts with the preset.
        self.size = size.map(|size| size + self.preset);
        if self.coder.byte(input) != 0 {
            return Err(status::DAMAGED);
        }
        for _ in 0..4 {
            self.coder.code = (self.coder.code << 8) | self.coder.byte(input);
        }
        Ok(size)
    }

    /// Unpacks as far as the first `filled` bytes of `input` surely go (all of
    /// them when `last`), into `out`: a [`status`].
    pub fn run(&mut self, input: &[u8], filled: usize, last: bool, out: &mut impl Output) -> u32 {
        self.coder.filled = filled.min(input.len());
        if !self.started {
            if !last && filled < 18 + AHEAD {
                return status::MORE;
            }
            match self.header(&input[..self.coder.filled]) {
                Ok(size) => {
                    if !out.grow(self.preset + size.unwrap_or(4 * input.len()).max(1)) {
                        return status::TOO_LARGE;
                    }
                }
                Err(why) => return why,
            }
            self.started = true;
        }
        let result = self.symbols(input, last, out);
        if self.coder.overrun {
            return status::ENDS_EARLY;
        }
        result
    }

    fn symbols(&mut self, input: &[u8], last: bool, out: &mut impl Output) -> u32 {
        let c = &mut self.coder;
        let mut buf = out.bytes();
        let mut pos = self.out_len;
        let mut state = self.state;
        let [mut rep0, mut rep1, mut rep2, mut rep3] = self.reps;
        let result = loop {
            if self.size.is_some_and(|size| pos >= size) {
                break status::DONE;
            }
            if c.overrun {
                break status::ENDS_EARLY;
            }
            if !last && c.at + AHEAD > c.filled {
                break status::MORE;
            }
            let pos_state = pos & self.pb_mask;
            if c.bit(input, &mut self.is_match[(state << 4) + pos_state]) == 0 {
                let prev = if pos > 0 { buf[pos - 1] as usize } else { 0 };
                let base = 0x300 * (((pos & self.lp_mask) << self.lc) + (prev >> (8 - self.lc)));
                let probs = &mut self.literals[base..base + 0x300];
                let mut symbol = 1usize;
                if state >= 7 {
                    // After a match, the byte it would have continued with guides the guess.
                    let mut match_byte = buf[pos - rep0 as usize - 1] as usize;
                    while symbol < 0x100 {
                        let match_bit = (match_byte >> 7) & 1;
                        match_byte <<= 1;
                        let b = c.bit(input, &mut probs[((1 + match_bit) << 8) + symbol]) as usize;
                        symbol = (symbol << 1) | b;
                        if match_bit != b {
                            break;
                        }
                    }
                }
                while symbol < 0x100 {
                    symbol = (symbol << 1) | c.bit(input, &mut probs[symbol]) as usize;
                }
                if pos == buf.len() {
                    if self.size.is_some() || !out.grow(2 * pos) {
                        break status::TOO_LONG;
                    }
                    buf = out.bytes();
                }
                buf[pos] = symbol as u8;
                pos += 1;
                state = if state < 4 {
                    0
                } else if state < 10 {
                    state - 3
                } else {
                    state - 6
                };
                continue;
            }
            // How many bytes the match copies from `rep0` back.
            let copy;
            if c.bit(input, &mut self.is_rep[state]) == 1 {
                if pos == 0 {
                    break status::DAMAGED;
                }
                // A "short rep": one byte from the last distance.
                let short;
                if c.bit(input, &mut self.is_rep_g0[state]) == 0 {
                    short = c.bit(input, &mut self.is_rep0_long[(state << 4) + pos_state]) == 0;
                } else {
                    short = false;
                    let dist;
                    if c.bit(input, &mut self.is_rep_g1[state]) == 0 {
                        dist = rep1;
                    } else {
                        if c.bit(input, &mut self.is_rep_g2[state]) == 0 {
                            dist = rep2;
                        } else {
                            dist = rep3;
                            rep3 = rep2;
                        }
                        rep2 = rep1;
                    }
                    rep1 = rep0;
                    rep0 = dist;
                }
                if short {
                    copy = 1;
                    state = if state < 7 { 9 } else { 11 };
                } else {
                    copy = self.rep_len.decode(c, input, pos_state) as usize + 2;
                    state = if state < 7 { 8 } else { 11 };
                }
            } else {
                rep3 = rep2;
                rep2 = rep1;
                rep1 = rep0;
                let len = self.match_len.decode(c, input, pos_state);
                copy = len as usize + 2;
                state = if state < 7 { 7 } else { 10 };
                let slot = c.tree(input, &mut self.slots[len.min(3) as usize], 6);
                if slot < 4 {
                    rep0 = slot;
                } else {
                    let bits = (slot >> 1) - 1;
                    rep0 = (2 | (slot & 1)) << bits;
                    if slot < 14 {
                        let base = (rep0 - slot) as usize;
                        rep0 += c.reverse_tree(input, &mut self.special[base..], bits);
                    } else {
                        rep0 += c.direct(input, bits - 4) << 4;
                        rep0 += c.reverse_tree(input, &mut self.align, 4);
                        if rep0 == u32::MAX {
                            // The end marker.
                            break if self.size.is_none_or(|size| pos == size) {
                                status::DONE
                            } else {
                                status::ENDS_EARLY
                            };
                        }
                    }
                }
                if rep0 as usize >= pos {
                    break status::DAMAGED;
                }
            }
            let end = pos + copy;
            if end > buf.len() {
                if self.size.is_some() || !out.grow(end.max(2 * pos)) {
                    break status::TOO_LONG;
                }
                buf = out.bytes();
            }
            let from = pos - rep0 as usize - 1;
            // Byte by byte: a match may overlap what it writes.
            for i in 0..end - pos {
                buf[pos + i] = buf[from + i];
            }
            pos = end;
        };
        self.out_len = pos;
        self.state = state;
        self.reps = [rep0, rep1, rep2, rep3];
        result
    }
}

/// The page's side: one file per instance, in this instance's memory.
#[cfg(target_arch = "wasm32")]
mod page {
    use super::{status, Output, Unpacker};
    use core::arch::wasm32;
    use core::mem::MaybeUninit;

    // Written by `begin`: all zero till then, so it takes no room in the file.
    static mut UNPACKER: MaybeUninit<Unpacker> = MaybeUninit::zeroed();
    /// Where the packed bytes go, and how many they are.
    static mut INPUT: (usize, usize) = (0, 0);
    /// Where the output starts (the preset, then the unpacked bytes), and its room.
    static mut OUTPUT: (usize, usize) = (0, 0);

    extern "C" {
        static __heap_base: u8;
    }

    /// Makes the memory reach `end`: false if it cannot.
    fn reach(end: usize) -> bool {
        let have = wasm32::memory_size(0) * 65536;
        end <= have || wasm32::memory_grow(0, (end - have).div_ceil(65536)) != usize::MAX
    }

    struct Memory;

    impl Output for Memory {
        fn bytes(&mut self) -> &mut [u8] {
            // SAFETY: `OUTPUT` is memory this instance owns, reached in `grow`.
            unsafe {
                let (at, room) = OUTPUT;
                core::slice::from_raw_parts_mut(at as *mut u8, room)
            }
        }

        fn grow(&mut self, len: usize) -> bool {
            // SAFETY: the output is last in memory, so it grows in place.
            unsafe {
                let (at, room) = OUTPUT;
                if len <= room {
                    return true;
                }
                if !reach(at + len) {
                    return false;
                }
                OUTPUT = (at, len);
                true
            }
        }
    }

    /// Makes room for `packed` bytes and a preset of `preset` bytes: where the
    /// page writes the packed bytes (0 if no room). The preset goes at `output()`
    /// less `preset`.
    #[no_mangle]
    pub extern "C" fn begin(packed: usize, preset: usize) -> usize {
        // SAFETY: one thread; the statics belong to this instance alone.
        unsafe {
            let at = (&raw const __heap_base as usize).next_multiple_of(16);
            let out = (at + packed).next_multiple_of(16);
            if !reach(out + preset) {
                return 0;
            }
            let unpacker = &raw mut UNPACKER;
            (*unpacker).write(Unpacker::new(preset));
            INPUT = (at, packed);
            OUTPUT = (out, preset);
            at
        }
    }

    /// Unpacks as far as the first `filled` packed bytes go (all, if `last`).
    #[no_mangle]
    pub extern "C" fn run(filled: usize, last: u32) -> u32 {
        // SAFETY: as in `begin`; `INPUT` was reached there.
        unsafe {
            let (at, len) = INPUT;
            if at == 0 {
                return status::NOT_LZMA;
            }
            let input = core::slice::from_raw_parts(at as *const u8, len);
            let unpacker = &raw mut UNPACKER;
            (*unpacker)
                .assume_init_mut()
                .run(input, filled, last != 0, &mut Memory)
        }
    }

    /// Where the unpacked bytes are (the preset just before them).
    #[no_mangle]
    pub extern "C" fn output() -> usize {
        // SAFETY: as in `begin`.
        unsafe {
            let unpacker = &raw const UNPACKER;
            OUTPUT.0 + (*unpacker).assume_init_ref().preset
        }
    }

    /// How many bytes are unpacked.
    #[no_mangle]
    pub extern "C" fn output_len() -> usize {
        // SAFETY: as in `begin`.
        unsafe {
            let unpacker = &raw const UNPACKER;
            (*unpacker).assume_init_ref().unpacked()
        }
    }

    #[panic_handler]
    fn panic(_: &core::panic::PanicInfo) -> ! {
        // An index out of range: damaged data the checks above let through. The
        // page sees a trap and says the file is damaged.
        wasm32::unreachable()
    }
}
