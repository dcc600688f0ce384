//! Detroit Motors (seed 001).
