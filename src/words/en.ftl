# What every screen shares. Lists, by CLDR's patterns: two items, then each
# further one added to those before, then the last.
list-two = { $first } and { $last }
list-middle = { $first }, { $next }
list-end = { $first } and { $last }
