"""What the window's parts share: its host protocol, plain text, words, retranslation, settings."""
