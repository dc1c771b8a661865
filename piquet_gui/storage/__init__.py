"""What the game keeps on disk: the autosave, saved records, statistics.  No Qt here."""
