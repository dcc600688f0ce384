//! Save codes and saved games.
