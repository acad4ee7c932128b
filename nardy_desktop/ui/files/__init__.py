"""The match's files: open, save, recent files and .mat export."""
