//! Zaibatsu (seed 004).
